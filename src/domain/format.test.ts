import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandStreetSuffix,
  formatNumber,
  formatPostalCode,
  formatPrice,
  formatPriceShort,
  formatSummaryLine,
} from './format';

const NBSP = '\u00a0';

describe('formatPrice (whole dollars)', () => {
  it('English: $1,250,000', () => {
    expect(formatPrice(1_250_000, 'en')).toBe('$1,250,000');
    expect(formatPrice(0, 'en')).toBe('$0');
    expect(formatPrice(999.6, 'en')).toBe('$1,000');
  });

  it('French: 1 250 000 $ with no-break spaces only', () => {
    expect(formatPrice(1_250_000, 'fr')).toBe(`1${NBSP}250${NBSP}000${NBSP}$`);
    expect(formatPrice(850, 'fr')).toBe(`850${NBSP}$`);
    expect(formatPrice(2050, 'fr')).toBe(`2${NBSP}050${NBSP}$`);
  });

  it('never contains a narrow no-break space or a breaking space', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (n) => {
        for (const locale of ['en', 'fr'] as const) {
          expect(formatPrice(n, locale)).not.toMatch(/[\u202f ]/);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('formatPriceShort', () => {
  it('English examples', () => {
    expect(formatPriceShort(1_200_000, 'en')).toBe('1.2M');
    expect(formatPriceShort(850_000, 'en')).toBe('850K');
    expect(formatPriceShort(999, 'en')).toBe('999');
    expect(formatPriceShort(2_000_000, 'en')).toBe('2M');
    expect(formatPriceShort(12_480_000, 'en')).toBe('12.5M');
    expect(formatPriceShort(4_500, 'en')).toBe('4.5K');
    expect(formatPriceShort(1_000, 'en')).toBe('1K');
  });

  it('French examples', () => {
    expect(formatPriceShort(1_200_000, 'fr')).toBe(`1,2${NBSP}M$`);
    expect(formatPriceShort(850_000, 'fr')).toBe(`850${NBSP}k$`);
    expect(formatPriceShort(1_800_000, 'fr')).toBe(`1,8${NBSP}M$`);
    expect(formatPriceShort(999, 'fr')).toBe(`999${NBSP}$`);
  });

  it('switches to millions at 0.99 of a million', () => {
    expect(formatPriceShort(989_999, 'en')).toBe('990K');
    expect(formatPriceShort(990_000, 'en')).toBe('0.99M');
    expect(formatPriceShort(990_000, 'fr')).toBe(`0,99${NBSP}M$`);
    expect(formatPriceShort(995_000, 'en')).toBe('1M');
  });

  it('never prints 1000K', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (n) => {
        expect(formatPriceShort(n, 'en')).not.toMatch(/^1,?000K$/);
        expect(formatPriceShort(n, 'en')).toMatch(/^\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?[MK]?$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('formatNumber', () => {
  it('groups the Canadian way', () => {
    expect(formatNumber(1450, 'en')).toBe('1,450');
    expect(formatNumber(1450, 'fr')).toBe(`1${NBSP}450`);
    expect(formatNumber(2.5, 'fr', 1)).toBe('2,5');
  });
});

describe('formatPostalCode', () => {
  it('six characters display as 3+3 with a space, upper-cased', () => {
    expect(formatPostalCode('m5v3l9')).toBe('M5V 3L9');
    expect(formatPostalCode(' K1A 0B1 ')).toBe('K1A 0B1');
    expect(formatPostalCode('H2X1Y4')).toBe('H2X 1Y4');
  });
  it('leaves other lengths alone', () => {
    expect(formatPostalCode('M5V')).toBe('M5V');
    expect(formatPostalCode('')).toBe('');
  });
});

describe('expandStreetSuffix', () => {
  it.each([
    ['123 MAIN ST', '123 MAIN Street'],
    ['55 YONGE AVE', '55 YONGE Avenue'],
    ['1 RIVERSIDE BLVD', '1 RIVERSIDE Boulevard'],
    ['7 MAPLE CRES', '7 MAPLE Crescent'],
    ['8 OAK DR', '8 OAK Drive'],
    ['9 MILL RD', '9 MILL Road'],
    ['10 PINE CRT', '10 PINE Court'],
    ['10 PINE CT', '10 PINE Court'],
    ['11 ELM PL', '11 ELM Place'],
    ['12 LAKE TERR', '12 LAKE Terrace'],
    ['400 KING HWY', '400 KING Highway'],
    ['2 GREEN PKY', '2 GREEN Parkway'],
    ['2 GREEN PKWY', '2 GREEN Parkway'],
    ['3 TOWN SQ', '3 TOWN Square'],
    ['4 BIRCH LANE', '4 BIRCH Lane'],
    ['5 HILL CIR', '5 HILL Circle'],
    ['6 ROSE GDNS', '6 ROSE Gardens'],
    ['7 FOREST HTS', '7 FOREST Heights'],
    ['100 Queen St. W', '100 Queen Street W'],
    ['200 ST CLAIR AVE E', '200 ST CLAIR Avenue E'],
    ['123 AVENUE RD', '123 AVENUE Road'],
  ])('English %s', (input, expected) => {
    expect(expandStreetSuffix(input)).toBe(expected);
  });

  it.each([
    ['123 RUE PRINCIPALE', '123 Rue PRINCIPALE'],
    ['45 CH DU LAC', '45 Chemin DU LAC'],
    ['1000 BOUL ST-LAURENT', '1000 Boulevard ST-LAURENT'],
    ['8 MONT SAINT-HUBERT', '8 Montée SAINT-HUBERT'],
    ['12 AV DES PINS O', '12 Avenue DES PINS O'],
    ['3 CROIS DES ÉRABLES', '3 Croissant DES ÉRABLES'],
    ['100 RUE ST', '100 Rue ST'],
  ])('French %s', (input, expected) => {
    expect(expandStreetSuffix(input)).toBe(expected);
  });

  it('expands a lone suffix and leaves unknown words alone', () => {
    expect(expandStreetSuffix('AVE')).toBe('Avenue');
    expect(expandStreetSuffix('rue')).toBe('Rue');
    expect(expandStreetSuffix('RUE')).toBe('Rue');
    expect(expandStreetSuffix('BOUL')).toBe('Boulevard');
    expect(expandStreetSuffix('123 BROADWAY')).toBe('123 BROADWAY');
    expect(expandStreetSuffix('')).toBe('');
  });
});

describe('formatSummaryLine', () => {
  it('English: 3 bd · 2 ba · 1,450 sq ft', () => {
    expect(formatSummaryLine({ beds: 3, baths: 2, sqft: 1450 }, 'en')).toBe(
      `3${NBSP}bd · 2${NBSP}ba · 1,450${NBSP}sq ft`,
    );
  });
  it('French: 3 ch. · 2 sdb · 1 450 pi²', () => {
    expect(formatSummaryLine({ beds: 3, baths: 2, sqft: 1450 }, 'fr')).toBe(
      `3${NBSP}ch. · 2${NBSP}sdb · 1${NBSP}450${NBSP}pi²`,
    );
  });
  it('leaves out missing parts and shows half baths', () => {
    expect(formatSummaryLine({ beds: 2, baths: 1.5 }, 'en')).toBe(`2${NBSP}bd · 1.5${NBSP}ba`);
    expect(formatSummaryLine({ baths: 1.5, sqft: null }, 'fr')).toBe(`1,5${NBSP}sdb`);
    expect(formatSummaryLine({}, 'en')).toBe('');
  });
});
