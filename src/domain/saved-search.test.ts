import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  NOTIFICATION_FREQUENCY,
  createSavedSearch,
  parseSavedSearches,
} from './saved-search';
import { isValidBounds } from './geometry';

const bounds = { north: 43.9, east: -79.1, south: 43.5, west: -79.6 };
const valid = {
  name: 'Toronto condos',
  bounds,
  zoom: 11,
  filters: { condo: true, bedsMin: 2 },
  listingCategory: 'residential',
  notificationsEnabled: true,
  notificationsFrequency: 1,
};

describe('notification frequency', () => {
  it('DAILY 0, WEEKLY 1, MONTHLY 2, REALTIME 3; default 0', () => {
    expect(NOTIFICATION_FREQUENCY).toEqual({ DAILY: 0, WEEKLY: 1, MONTHLY: 2, REALTIME: 3 });
    expect(DEFAULT_NOTIFICATION_FREQUENCY).toBe(0);
  });
});

describe('isValidBounds', () => {
  it('requires all four values numeric', () => {
    expect(isValidBounds(bounds)).toBe(true);
    expect(isValidBounds({ ...bounds, north: '43.9' })).toBe(true);
    expect(isValidBounds({ ...bounds, north: undefined })).toBe(false);
    expect(isValidBounds({ ...bounds, east: 'east' })).toBe(false);
    expect(isValidBounds({ ...bounds, south: Number.NaN })).toBe(false);
    expect(isValidBounds({ ...bounds, west: null })).toBe(false);
    expect(isValidBounds({ ...bounds, west: '' })).toBe(false);
    expect(isValidBounds({ north: 1, east: 2, south: 3 })).toBe(false);
    expect(isValidBounds(null)).toBe(false);
  });
});

describe('createSavedSearch (spec §5)', () => {
  it('builds a saved search from valid input', () => {
    const result = createSavedSearch({ ...valid, id: 'abc', encryptedId: 'xyz' });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'abc',
        encryptedId: 'xyz',
        name: 'Toronto condos',
        nearby: false,
        bounds,
        zoom: 11,
        filters: { condo: true, bedsMin: 2 },
        listingCategory: 'residential',
        notificationsEnabled: true,
        notificationsFrequency: 1,
      },
    });
  });

  it.each([
    [{ name: undefined }, 'name-missing'],
    [{ name: '   ' }, 'name-missing'],
    [{ bounds: { ...bounds, north: 'x' } }, 'bounds-invalid'],
    [{ bounds: undefined }, 'bounds-invalid'],
    [{ zoom: 'eleven' }, 'zoom-invalid'],
    [{ zoom: undefined }, 'zoom-invalid'],
    [{ zoom: Number.NaN }, 'zoom-invalid'],
    [{ filters: null }, 'filters-invalid'],
    [{ filters: 'condo' }, 'filters-invalid'],
    [{ filters: [1] }, 'filters-invalid'],
    [{ listingCategory: 'luxury' }, 'listing-category-invalid'],
    [{ listingCategory: undefined }, 'listing-category-invalid'],
    [{ notificationsFrequency: 4 }, 'frequency-invalid'],
    [{ notificationsFrequency: 'WEEKLY' }, 'frequency-invalid'],
  ])('fails for %o with %s', (patch, reason) => {
    expect(createSavedSearch({ ...valid, ...patch })).toEqual({ ok: false, reason });
  });

  it('accepts the three listing categories', () => {
    for (const listingCategory of ['residential', 'collection', 'commercial']) {
      expect(createSavedSearch({ ...valid, listingCategory }).ok).toBe(true);
    }
  });

  it('an absent frequency, or a bad one while notifications are off, becomes the default', () => {
    const result = createSavedSearch({ ...valid, notificationsEnabled: false, notificationsFrequency: 9 });
    expect(result.ok && result.value.notificationsFrequency).toBe(0);
    for (const absent of [undefined, null]) {
      const missing = createSavedSearch({ ...valid, notificationsFrequency: absent });
      expect(missing.ok && missing.value.notificationsFrequency).toBe(0);
    }
  });

  it('drops empty, false and null filter values and unknown filter names', () => {
    const result = createSavedSearch({
      ...valid,
      filters: { condo: true, house: false, priceMin: null, keywords: '', bogus: 1, bedsMin: '2' },
    });
    expect(result.ok && result.value.filters).toEqual({ condo: true, bedsMin: 2 });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = createSavedSearch(input);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseSavedSearches', () => {
  it('skips invalid saved searches silently', () => {
    const list = parseSavedSearches([valid, { ...valid, name: '' }, null, 'x', { ...valid, name: 'Second' }]);
    expect(list.map((s) => s.name)).toEqual(['Toronto condos', 'Second']);
  });
  it('gives an empty list for anything but an array', () => {
    expect(parseSavedSearches(undefined)).toEqual([]);
    expect(parseSavedSearches({ 0: valid })).toEqual([]);
  });
});
