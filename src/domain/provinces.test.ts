import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROVINCE_ABBREVIATIONS,
  PROVINCE_CODES,
  PROVINCE_NAMES,
  PROVINCE_REGIONS,
  isProvinceCode,
  provinceAbbreviation,
  provinceFromSlug,
  provinceName,
  provinceRegion,
  provinceSlug,
  toProvinceCode,
} from './provinces';

describe('province codes', () => {
  it('are the 13 provinces and territories', () => {
    expect([...PROVINCE_CODES].sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
  });

  it('isProvinceCode accepts real two-letter codes in any case', () => {
    expect(isProvinceCode('ON')).toBe(true);
    expect(isProvinceCode('on')).toBe(true);
    expect(isProvinceCode('Qc')).toBe(true);
    expect(toProvinceCode('bc')).toBe('BC');
  });

  it('isProvinceCode rejects NONE, unknown pairs, other lengths and non-strings', () => {
    for (const bad of ['NONE', 'XX', 'O', 'ONT', '', ' on', 'on ', '1A', 'PQ', 'NF', null, 42]) {
      expect(isProvinceCode(bad)).toBe(false);
    }
  });

  it('no two-letter string outside the list is a code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (s) => {
        expect(isProvinceCode(s)).toBe((PROVINCE_CODES as readonly string[]).includes(s.toUpperCase()));
      }),
      { numRuns: 200 },
    );
  });
});

describe('province names', () => {
  it('has English and French names', () => {
    expect(provinceName('QC', 'en')).toBe('Quebec');
    expect(provinceName('QC', 'fr')).toBe('Québec');
    expect(provinceName('BC', 'fr')).toBe('Colombie-Britannique');
    expect(provinceName('NL', 'en')).toBe('Newfoundland and Labrador');
    expect(provinceName('NL', 'fr')).toBe('Terre-Neuve-et-Labrador');
    expect(provinceName('PE', 'fr')).toBe('Île-du-Prince-Édouard');
    expect(provinceName('NS', 'fr')).toBe('Nouvelle-Écosse');
    expect(provinceName('NT', 'fr')).toBe('Territoires du Nord-Ouest');
    expect(Object.keys(PROVINCE_NAMES).sort()).toEqual([...PROVINCE_CODES].sort());
  });
});

describe('province abbreviations in running text (Translation Bureau)', () => {
  it('are The Canadian Style’s in English and Le guide du rédacteur’s in French, for all 13', () => {
    const expected: Record<string, [string, string]> = {
      AB: ['Alta.', 'Alb.'],
      BC: ['B.C.', 'C.-B.'],
      MB: ['Man.', 'Man.'],
      NB: ['N.B.', 'N.-B.'],
      NL: ['N.L.', 'T.-N.-L.'],
      NS: ['N.S.', 'N.-É.'],
      NT: ['N.W.T.', 'T.N.-O.'],
      NU: ['Nvt.', 'Nt'],
      ON: ['Ont.', 'Ont.'],
      PE: ['P.E.I.', 'Î.-P.-É.'],
      QC: ['Que.', 'Qc'],
      SK: ['Sask.', 'Sask.'],
      YT: ['Y.T.', 'Yn'],
    };
    expect(Object.keys(PROVINCE_ABBREVIATIONS).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const code of PROVINCE_CODES) {
      expect([provinceAbbreviation(code, 'en'), provinceAbbreviation(code, 'fr')], code).toEqual(expected[code]);
    }
  });

  it('are never Canada Post’s two-letter codes', () => {
    for (const code of PROVINCE_CODES) {
      expect(provinceAbbreviation(code, 'en')).not.toBe(code);
      expect(provinceAbbreviation(code, 'fr')).not.toBe(code);
    }
  });
});

describe('province slugs', () => {
  it('maps spec examples', () => {
    expect(provinceFromSlug('ontario')).toBe('ON');
    expect(provinceFromSlug('quebec')).toBe('QC');
    expect(provinceFromSlug('british-columbia')).toBe('BC');
    expect(provinceFromSlug('prince-edward-island')).toBe('PE');
    expect(provinceFromSlug('newfoundland-and-labrador')).toBe('NL');
  });

  it('accepts French slugs, accents, case and codes', () => {
    expect(provinceFromSlug('Québec')).toBe('QC');
    expect(provinceFromSlug('colombie-britannique')).toBe('BC');
    expect(provinceFromSlug('nouvelle-écosse')).toBe('NS');
    expect(provinceFromSlug('Ile du Prince Edouard')).toBe('PE');
    expect(provinceFromSlug('on')).toBe('ON');
    expect(provinceFromSlug('atlantis')).toBeNull();
  });

  it('slug and code round-trip for every province', () => {
    for (const code of PROVINCE_CODES) expect(provinceFromSlug(provinceSlug(code))).toBe(code);
  });
});

describe('regional groups', () => {
  it('OA is Ontario and Atlantic Canada', () => {
    for (const code of ['ON', 'NB', 'NS', 'PE', 'NL']) expect(provinceRegion(code)).toBe('OA');
  });
  it('WC is the West and the territories, Manitoba included', () => {
    for (const code of ['MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU']) expect(provinceRegion(code)).toBe('WC');
  });
  it('QC, NONE and unknown values map to NONE', () => {
    expect(provinceRegion('QC')).toBe('NONE');
    expect(provinceRegion('NONE')).toBe('NONE');
    expect(provinceRegion('zz')).toBe('NONE');
    expect(provinceRegion('on')).toBe('OA');
  });
  it('covers every code plus NONE', () => {
    expect(Object.keys(PROVINCE_REGIONS).sort()).toEqual([...PROVINCE_CODES, 'NONE'].sort());
  });
});
