import { describe, expect, it } from 'vitest';
import { POI_CATEGORIES } from '@/api/contract/places';
import type { ProvinceCode } from '@/domain/provinces';
import placesJson from '../data/places-ca.json';
import { BOARD_REGIONS, areaCodesOf, localNames, type LocalPlace } from './local';

type Row = [number, string, ProvinceCode, number, number, number];
const PLACES: LocalPlace[] = (placesJson.rows as Row[]).map(([, name, province, lat, lng]) => ({
  name,
  province,
  lat,
  lng,
}));
const CATEGORIES = POI_CATEGORIES;
const QUEBEC_ONLY_CHAINS = ['Provigo', 'Pharmaprix', 'Jean Coutu', 'Maxi', 'Super C', 'Familiprix', 'Uniprix'];

function place(name: string, province: ProvinceCode): LocalPlace {
  const found = PLACES.find((p) => p.name === name && p.province === province);
  if (!found) throw new Error(`no ${name}, ${province} in places-ca.json`);
  return found;
}

/** Every name of a place, schools and their boards included. */
function allNames(p: LocalPlace): string[] {
  const names = localNames(p);
  return [...CATEGORIES.flatMap((category) => names[category]), ...names.schools.map((s) => s.board)];
}

describe('local names', () => {
  it.each([
    ['Toronto', 'ON'],
    ['Vancouver', 'BC'],
    ['Calgary', 'AB'],
    ['Halifax', 'NS'],
  ] as const)('gives %s no Quebec-only chain, CPE or centre de services scolaire', (name, province) => {
    const names = allNames(place(name, province));
    for (const chain of QUEBEC_ONLY_CHAINS) expect(names).not.toContain(chain);
    expect(names.filter((n) => n.startsWith('CPE'))).toEqual([]);
    expect(names.filter((n) => n.includes('Centre de services scolaire'))).toEqual([]);
  });

  it('gives Montréal the Quebec chains, CPEs and a centre de services scolaire', () => {
    const names = allNames(place('Montréal', 'QC'));
    for (const chain of QUEBEC_ONLY_CHAINS) expect(names).toContain(chain);
    expect(names.some((n) => n.startsWith('CPE '))).toBe(true);
    expect(names).toContain('Centre de services scolaire de Montréal');
    expect(names).toContain('English Montreal School Board');
  });

  it('names the local transit system and school boards of the big cities', () => {
    expect(localNames(place('Toronto', 'ON')).transit.some((n) => /^TTC .* Station$/.test(n))).toBe(true);
    expect(localNames(place('Montréal', 'QC')).transit.some((n) => n.startsWith('Station '))).toBe(true);
    expect(localNames(place('Vancouver', 'BC')).transit.some((n) => n.startsWith('SkyTrain '))).toBe(true);
    expect(localNames(place('Calgary', 'AB')).transit.some((n) => n.startsWith('CTrain '))).toBe(true);
    expect(localNames(place('Ottawa', 'ON')).transit.some((n) => n.startsWith('O-Train '))).toBe(true);
    expect(localNames(place('Toronto', 'ON')).schools.map((s) => s.board)).toEqual(
      expect.arrayContaining([
        'Toronto District School Board',
        'Toronto Catholic District School Board',
        'Conseil scolaire Viamonde',
        'Conseil scolaire catholique MonAvenir',
      ]),
    );
    expect(localNames(place('Vancouver', 'BC')).schools.map((s) => s.board)).toContain(
      'School District No. 39 (Vancouver)',
    );
    expect(localNames(place('Halifax', 'NS')).schools.map((s) => s.board)).toContain(
      'Halifax Regional Centre for Education',
    );
  });

  it('names saints only in Catholic boards and French schools in French boards', () => {
    for (const p of PLACES) {
      for (const school of localNames(p).schools) {
        if (/^(St\.|Holy|Our Lady)/.test(school.name)) expect(school.name).toMatch(/Catholic/);
        expect(school.name.startsWith('École')).toBe(school.language === 'fr');
      }
    }
  });

  it('gives every place non-empty lists without repeats', () => {
    expect(PLACES).toHaveLength(1058);
    for (const p of PLACES) {
      const names = localNames(p);
      for (const category of CATEGORIES) {
        const list = names[category];
        expect(list.length, `${p.name}, ${p.province}: ${category}`).toBeGreaterThan(0);
        expect(new Set(list).size, `${p.name}, ${p.province}: ${category} repeats`).toBe(list.length);
      }
    }
  });

  it('names only towns of places-ca.json in its board tables', () => {
    for (const [province, regions] of Object.entries(BOARD_REGIONS)) {
      for (const region of regions) {
        for (const town of region.towns)
          expect(PLACES.some((p) => p.province === province && p.name === town)).toBe(true);
      }
    }
  });
});

describe('area codes', () => {
  it.each([
    ['Ottawa', 'ON', '613'],
    ['Mississauga', 'ON', '905'],
    ['Vancouver', 'BC', '604'],
    ['Kelowna', 'BC', '250'],
    ['Calgary', 'AB', '403'],
    ['Edmonton', 'AB', '780'],
    ['Montréal', 'QC', '514'],
    ['Québec', 'QC', '418'],
    ['Gatineau', 'QC', '819'],
    ['Laval', 'QC', '450'],
    ['Halifax', 'NS', '902'],
  ] as const)('gives %s %s the %s area', (name, province, code) => {
    expect(areaCodesOf(place(name, province))).toContain(code);
  });

  it("keeps Toronto's numbers in 416 and its overlays", () => {
    for (const code of areaCodesOf(place('Toronto', 'ON'))) expect(['416', '647', '437']).toContain(code);
  });

  it('decides the codes of towns near the boundaries', () => {
    const expectations: [string, ProvinceCode, string][] = [
      ['Scarborough', 'ON', '416'],
      ['Markham', 'ON', '905'],
      ['Oshawa', 'ON', '905'],
      ['Kingston', 'ON', '613'],
      ['Kitchener', 'ON', '519'],
      ['Barrie', 'ON', '705'],
      ['Collingwood', 'ON', '705'],
      ['Thunder Bay', 'ON', '807'],
      ['Longueuil', 'QC', '450'],
      ['Pointe-Claire', 'QC', '514'],
      ['Sherbrooke', 'QC', '819'],
      ['Saint-Georges', 'QC', '418'],
      ['Trois-Rivières', 'QC', '819'],
      ['Nanaimo', 'BC', '250'],
      ['Sechelt', 'BC', '604'],
      ['Red Deer', 'AB', '403'],
      ['Wetaskiwin', 'AB', '780'],
    ];
    for (const [name, province, code] of expectations) expect(areaCodesOf(place(name, province))[0], name).toBe(code);
  });

  it('gives every place at least one area code', () => {
    for (const p of PLACES) expect(areaCodesOf(p).length, `${p.name}, ${p.province}`).toBeGreaterThan(0);
  });
});
