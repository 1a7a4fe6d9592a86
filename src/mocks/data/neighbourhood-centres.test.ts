import { describe, it, expect } from 'vitest';
import placesJson from './places-ca.json';
import { NEIGHBOURHOOD_CENTRES } from './neighbourhood-centres';
import { NEIGHBOURHOOD_NAMES } from './neighbourhoods';

type Row = [number, string, string, number, number, number];
const rows = placesJson.rows as Row[];

/** Great-circle distance in metres. */
function metres([lat1, lng1]: readonly [number, number], [lat2, lng2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('NEIGHBOURHOOD_CENTRES', () => {
  it('has the cities of NEIGHBOURHOOD_NAMES', () => {
    expect(Object.keys(NEIGHBOURHOOD_CENTRES).sort()).toEqual(Object.keys(NEIGHBOURHOOD_NAMES).sort());
  });

  it.each(Object.entries(NEIGHBOURHOOD_NAMES))('%s: a centre for every neighbourhood and no other', (city, names) => {
    expect(Object.keys(NEIGHBOURHOOD_CENTRES[city] ?? {}).sort()).toEqual([...names].sort());
  });

  it.each(Object.entries(NEIGHBOURHOOD_CENTRES))('%s: every centre is within 25 km of the city', (city, centres) => {
    const [name, province] = city.split('|');
    const row = rows.find(([, rowName, rowProvince]) => rowName === name && rowProvince === province);
    expect(row, city).toBeDefined();
    const cityCentre: [number, number] = [row![3], row![4]];
    for (const [neighbourhood, centre] of Object.entries(centres)) {
      expect(metres(centre, cityCentre), neighbourhood).toBeLessThanOrEqual(25_000);
    }
  });

  it.each(Object.entries(NEIGHBOURHOOD_CENTRES))('%s: centres are at least 600 m apart', (_city, centres) => {
    const entries = Object.entries(centres);
    entries.forEach(([a, centreA], i) => {
      for (const [b, centreB] of entries.slice(i + 1)) {
        expect(metres(centreA, centreB), `${a} / ${b}`).toBeGreaterThanOrEqual(600);
      }
    });
  });
});
