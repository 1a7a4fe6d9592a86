import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsAroundRadius, formatBounds, inBounds, isValidBounds, parseBounds, type Bounds } from './geometry';

const TORONTO: Bounds = { north: 43.9, east: -79.1, south: 43.5, west: -79.7 };

describe('map geometry', () => {
  it('keeps points inside the bounds, edges included', () => {
    expect(inBounds(43.7, -79.4, TORONTO)).toBe(true);
    expect(inBounds(43.9, -79.1, TORONTO)).toBe(true);
    expect(inBounds(45.5, -73.6, TORONTO)).toBe(false);
    expect(inBounds(43.7, -80, TORONTO)).toBe(false);
  });

  it('handles a view across the antimeridian', () => {
    const pacific: Bounds = { north: 60, east: -170, south: 40, west: 170 };
    expect(inBounds(50, 175, pacific)).toBe(true);
    expect(inBounds(50, -175, pacific)).toBe(true);
    expect(inBounds(50, 0, pacific)).toBe(false);
  });

  it('accepts bounds only when all four sides are numeric (spec §5)', () => {
    expect(isValidBounds(TORONTO)).toBe(true);
    expect(isValidBounds({ ...TORONTO, north: '43.9' })).toBe(true);
    expect(isValidBounds({ ...TORONTO, west: null })).toBe(false);
    expect(isValidBounds({ north: 1, east: 2, south: 3 })).toBe(false);
  });

  it('writes and reads the URL form, refusing what is not a place on the globe', () => {
    expect(formatBounds(TORONTO)).toBe('43.9,-79.1,43.5,-79.7');
    expect(parseBounds('43.9,-79.1,43.5,-79.7')).toEqual(TORONTO);
    for (const bad of [null, '', '1,2,3', '43.5,-79.1,43.9,-79.7', '91,0,0,0', 'a,b,c,d', '1,2,,4', '1,2,3,4,5']) {
      expect(parseBounds(bad), String(bad)).toBeNull();
    }
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        (lat, lng, km) => {
          const box = boundsAroundRadius({ lat, lng }, km);
          const again = parseBounds(formatBounds(box));
          return again !== null && formatBounds(again) === formatBounds(box) && inBounds(lat, lng, box);
        },
      ),
    );
  });

  it('draws a box around a radius that needs no screen size', () => {
    const box = boundsAroundRadius({ lat: 45, lng: -75 }, 10);
    // 10 km is about 0.09° of latitude, and more degrees of longitude away from the equator.
    expect(box.north - 45).toBeCloseTo(0.0899, 3);
    expect(-75 - box.west).toBeGreaterThan(box.north - 45);
  });
});
