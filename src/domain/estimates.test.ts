import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE_THRESHOLDS,
  estimateConfidence,
  estimateRange,
  humaniseSlug,
  namedProvince,
  namesOtherProvince,
  parseEstimateQuery,
  provinceOfPath,
  relativeSpread,
} from './estimates';

const query = (values: Record<string, string>) => (key: string) => values[key] ?? null;
const valid = { province: 'bc', city: 'kelowna', address: '123-main-st', id: 'off_id500123', type: 'lst' };

describe('estimateRange', () => {
  it('keeps three positive, ordered figures', () => {
    expect(estimateRange({ low: 900_000, value: 1_000_000, high: 1_100_000 })).toEqual({
      low: 900_000,
      value: 1_000_000,
      high: 1_100_000,
    });
  });
  it('refuses missing, unordered, empty or non-positive figures: never a bare number', () => {
    expect(estimateRange({ low: null, value: 1_000_000, high: 1_100_000 })).toBeNull();
    expect(estimateRange({ low: 900_000, value: 1_000_000, high: null })).toBeNull();
    expect(estimateRange({ low: 1_100_000, value: 1_000_000, high: 900_000 })).toBeNull();
    expect(estimateRange({ low: 1_000_000, value: 1_000_000, high: 1_000_000 })).toBeNull();
    expect(estimateRange({ low: 0, value: 1, high: 2 })).toBeNull();
    expect(estimateRange({ low: Number.NaN, value: 1, high: 2 })).toBeNull();
  });
});

describe('estimateConfidence, from the spread around the value', () => {
  const at = (spread: number) => ({ low: 1_000_000 * (1 - spread), value: 1_000_000, high: 1_000_000 * (1 + spread) });
  it('is high up to 7 % either side, medium up to 10 %, low beyond', () => {
    expect(estimateConfidence(at(0.05))).toBe('high');
    expect(estimateConfidence(at(CONFIDENCE_THRESHOLDS.high))).toBe('high');
    expect(estimateConfidence(at(0.071))).toBe('medium');
    expect(estimateConfidence(at(CONFIDENCE_THRESHOLDS.medium))).toBe('medium');
    expect(estimateConfidence(at(0.101))).toBe('low');
    expect(estimateConfidence(at(0.3))).toBe('low');
  });
  it('measures half the width relative to the value', () => {
    expect(relativeSpread({ low: 940_000, value: 1_000_000, high: 1_060_000 })).toBeCloseTo(0.06);
    // Lopsided ranges count their whole width.
    expect(estimateConfidence({ low: 990_000, value: 1_000_000, high: 1_220_000 })).toBe('low');
  });
  it('survives the rounding to the thousand the partner applies', () => {
    const value = 1_234_000;
    const range = {
      low: Math.round((value * 0.93) / 1000) * 1000,
      value,
      high: Math.round((value * 1.07) / 1000) * 1000,
    };
    expect(estimateConfidence(range)).toBe('high');
  });
});

describe('parseEstimateQuery', () => {
  it('reads the internal query of a detail page', () => {
    expect(parseEstimateQuery(query(valid))).toEqual({
      province: 'BC',
      citySlug: 'kelowna',
      addressSlug: '123-main-st',
      listDetailId: 'off_id500123-lst',
      listType: 'lst',
    });
    expect(parseEstimateQuery(query({ ...valid, type: 'prty' }))?.listDetailId).toBe('off_id500123-prty');
  });
  it('refuses anything malformed, so the page answers 404 instead of crashing', () => {
    for (const bad of [
      { id: '' },
      { id: 'wp_id123' },
      { id: 'off_id12/3' },
      { id: `off_id${'9'.repeat(500)}` },
      { type: 'xyz' },
      { type: '' },
      { province: 'zz' },
      { province: '' },
      { city: '' },
      { city: 'Kelowna!' },
      { address: '' },
      { address: 'a'.repeat(300) },
      { address: '-main-' },
    ])
      expect(parseEstimateQuery(query({ ...valid, ...bad })), JSON.stringify(bad)).toBeNull();
  });
});

describe('humaniseSlug', () => {
  it('makes a readable address and city from URL slugs', () => {
    expect(humaniseSlug('1234-oak-st')).toBe('1234 Oak St');
    expect(humaniseSlug('north-vancouver')).toBe('North Vancouver');
    expect(humaniseSlug('12th-ave-w')).toBe('12th Ave W');
    expect(humaniseSlug('')).toBe('');
  });
});

describe('namedProvince and namesOtherProvince: outside British Columbia', () => {
  it('recognises full names in English and French, any case, with or without accents', () => {
    expect(namedProvince('123 Main St, Toronto, Ontario')).toBe('ON');
    expect(namedProvince('12 rue Principale, Montréal, québec')).toBe('QC');
    expect(namedProvince('Moncton Nouveau-Brunswick')).toBe('NB');
    expect(namedProvince('Halifax, Nova Scotia')).toBe('NS');
    expect(namedProvince('Kelowna, Colombie-Britannique')).toBe('BC');
    expect(namedProvince('Ile-du-Prince-Edouard')).toBe('PE');
  });
  it('recognises codes after a comma or at the end, not inside a street name', () => {
    expect(namedProvince('Toronto, ON')).toBe('ON');
    expect(namedProvince('Calgary AB')).toBe('AB');
    expect(namedProvince('Kelowna, B.C.')).toBe('BC');
    expect(namedProvince('Toronto, on, Canada')).toBe('ON');
    expect(namedProvince('12 Stay On Lane')).toBeNull();
    expect(namedProvince('ON')).toBeNull();
    expect(namedProvince('123 Main St Kelowna')).toBeNull();
  });
  it('recognises postal codes by their first letter', () => {
    expect(namedProvince('100 Queen St W M5H 2N2')).toBe('ON');
    expect(namedProvince('V6B1A1')).toBe('BC');
    expect(namedProvince('T2P 1J9')).toBe('AB');
  });
  it('says whether the place is outside BC', () => {
    expect(namesOtherProvince('Toronto, Ontario')).toBe(true);
    expect(namesOtherProvince('Vancouver, BC')).toBe(false);
    expect(namesOtherProvince('123 Main St')).toBe(false);
  });
  it('reads the province of a place path', () => {
    expect(provinceOfPath('/on/toronto-real-estate')).toBe('ON');
    expect(provinceOfPath('/fr/bc/kelowna-real-estate')).toBe('BC');
    expect(provinceOfPath('/commercial/ab')).toBe('AB');
    expect(provinceOfPath('/find-real-estate')).toBeNull();
  });
});
