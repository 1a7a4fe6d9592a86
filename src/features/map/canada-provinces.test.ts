import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import outline from './canada-provinces.json';

describe('the provinces outline shipped with the map', () => {
  it('has the 13 provinces and territories', () => {
    expect(outline.features.map((f) => f.properties.code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
  });

  it('stays small and within Canada', () => {
    const file = fileURLToPath(new URL('./canada-provinces.json', import.meta.url));
    expect(statSync(file).size).toBeLessThanOrEqual(150 * 1024);
    const points = JSON.stringify(outline.features.map((f) => f.geometry.coordinates))
      .match(/-?\d+(\.\d+)?,-?\d+(\.\d+)?/g)!
      .map((pair) => pair.split(',').map(Number) as [number, number]);
    expect(points.length).toBeGreaterThan(1000);
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThanOrEqual(-141.1);
      expect(lng).toBeLessThanOrEqual(-52.5);
      expect(lat).toBeGreaterThanOrEqual(41.6);
      expect(lat).toBeLessThanOrEqual(83.2);
    }
  });
});
