import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';
import { appliedFilters } from '@/features/search/filter-labels';
import { readResultsState, writeResultsState } from '@/features/search/results-query';
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  DEFAULT_VIEWPORT,
  NOTIFICATION_FREQUENCY,
  createSavedSearch,
  parseSavedSearches,
  savedSearchFilters,
  searchesItsPlace,
  savedSearchQuery,
  savedSearchSummary,
  toSavedSearchPlace,
  viewportBounds,
} from './saved-search';
import { inBounds, isValidBounds } from './geometry';
import { DEFAULT_SORT, DEFAULT_VIEW } from './sorting';

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

describe('the place of a saved search (ours)', () => {
  const place = { label: 'Toronto, ON', path: '/on/toronto-real-estate' };

  it('is kept when both parts are short strings and the path stays on the site', () => {
    const result = createSavedSearch({ ...valid, place });
    expect(result.ok && result.value.place).toEqual(place);
    expect(toSavedSearchPlace({ label: '  Canada ', path: '/' })).toEqual({ label: 'Canada', path: '/' });
    expect(toSavedSearchPlace({ label: 'Luxe', path: '/luxury/find-real-estate' })).toEqual({
      label: 'Luxe',
      path: '/luxury/find-real-estate',
    });
  });

  it.each([
    ['a protocol-relative path', { label: 'Evil', path: '//evil.example/x' }],
    ['a backslash path', { label: 'Evil', path: '/\\evil.example' }],
    ['an absolute URL', { label: 'Evil', path: 'https://evil.example/' }],
    ['a relative path', { label: 'Toronto', path: 'on/toronto-real-estate' }],
    ['a path with a query', { label: 'Toronto', path: '/on/toronto-real-estate?bounds=1' }],
    ['a path with spaces', { label: 'Toronto', path: '/on/toronto real estate' }],
    ['a long path', { label: 'Toronto', path: `/${'a'.repeat(300)}` }],
    ['a long label', { label: 'T'.repeat(101), path: '/on' }],
    ['an empty label', { label: '  ', path: '/on' }],
    ['a number label', { label: 4, path: '/on' }],
    ['no path', { label: 'Toronto' }],
    ['a string', 'Toronto'],
  ])('is dropped for %s, and the search stays valid', (_, bad) => {
    const result = createSavedSearch({ ...valid, place: bad });
    expect(result.ok).toBe(true);
    expect(result.ok && 'place' in result.value).toBe(false);
  });

  it('survives the server round trip (parseSavedSearches) and an edit', () => {
    const [parsed] = parseSavedSearches([{ ...valid, place }]);
    expect(parsed?.place).toEqual(place);
    const renamed = createSavedSearch({ ...parsed, name: 'Renamed' });
    expect(renamed.ok && renamed.value.place).toEqual(place);
  });
});

describe('savedSearchQuery: the results URL that runs a saved search again', () => {
  it('is what the results page writes for that search, and reads back to it', () => {
    const search = {
      bounds: { north: 43.85, east: -79.11, south: 43.58, west: -79.64 },
      zoom: 11,
      filters: { condo: true, bedsMin: 2, priceMax: 900_000, keywords: 'balcony' },
    };
    const query = savedSearchQuery(search);
    expect(query).toBe(
      writeResultsState({
        filters: search.filters,
        view: DEFAULT_VIEW,
        sort: DEFAULT_SORT,
        page: 0,
        area: { bounds: search.bounds, zoom: search.zoom },
        nearMe: false,
      }),
    );
    const state = readResultsState(query);
    expect(state.filters).toEqual(search.filters);
    expect(state.area).toEqual({ bounds: search.bounds, zoom: 11 });
    expect(state.page).toBe(0);
    expect(state.nearMe).toBe(false);
  });

  it('gives a whole zoom the page accepts, so the area is never dropped', () => {
    const state = readResultsState(savedSearchQuery({ bounds, zoom: 10.6, filters: {} }));
    expect(state.area?.zoom).toBe(11);
    expect(readResultsState(savedSearchQuery({ bounds, zoom: 40, filters: {} })).area?.zoom).toBe(22);
    expect(savedSearchQuery({ bounds, zoom: 9, filters: {} })).toBe('?bounds=43.9%2C-79.1%2C43.5%2C-79.6&zoom=9');
  });
});

describe('a saved search of a place opens as that place, with the same title and count (ours)', () => {
  const place = { label: 'Toronto, ON', path: '/on/toronto-real-estate' };
  const base = {
    bounds,
    zoom: 11,
    filters: { bedsMin: 3, priceMax: 1_000_000 },
    listingCategory: 'residential',
  } as const;

  it('has no area when the visitor never moved the map, so the page searches its place', () => {
    const query = savedSearchQuery({ ...base, place, ownArea: false });
    expect(query).toBe('?priceMax=1000000&bedsMin=3');
    expect(readResultsState(query).area).toBeNull();
    expect(searchesItsPlace({ place, ownArea: false })).toBe(true);
  });

  it('keeps the area of a visitor’s own map, and of searches saved before it was said (they open as before)', () => {
    for (const ownArea of [true, undefined]) {
      const state = readResultsState(savedSearchQuery({ ...base, place, ownArea }));
      expect(state.area).toEqual({ bounds, zoom: 11 });
      expect(searchesItsPlace({ place, ownArea })).toBe(false);
    }
    // Without a page to open, the area is all a search has.
    expect(readResultsState(savedSearchQuery({ ...base, ownArea: false })).area).toEqual({ bounds, zoom: 11 });
  });

  it('searches rentals again even when the filters lost the word, and never makes a sale search a rent one', () => {
    expect(
      savedSearchFilters({ filters: { bedsMin: 2 }, saleMode: 'forRent', listingCategory: 'residential' }),
    ).toEqual({
      bedsMin: 2,
      rentalsOnly: true,
    });
    expect(
      savedSearchFilters({ filters: { rentalsOnly: true }, saleMode: 'forRent', listingCategory: 'residential' }),
    ).toEqual({
      rentalsOnly: true,
    });
    expect(
      savedSearchFilters({ filters: { bedsMin: 2 }, saleMode: 'forSale', listingCategory: 'residential' }),
    ).toEqual({
      bedsMin: 2,
    });
  });

  it('keeps ownArea and saleMode from the server, and drops what is not one', () => {
    const made = (extra: object) =>
      createSavedSearch({
        name: 'Rentals in Toronto',
        bounds,
        zoom: 11,
        filters: {},
        listingCategory: 'residential',
        ...extra,
      });
    expect(made({ ownArea: false, saleMode: 'forRent' })).toMatchObject({
      ok: true,
      value: { ownArea: false, saleMode: 'forRent' },
    });
    const odd = made({ ownArea: 'no', saleMode: 'sold' });
    expect(odd.ok && 'ownArea' in odd.value).toBe(false);
    expect(odd.ok && 'saleMode' in odd.value).toBe(false);
  });
});

describe('savedSearchSummary: a saved search in words', () => {
  const intl = (locale: 'en' | 'fr') =>
    createIntl({ locale: `${locale}-CA`, defaultLocale: 'en-CA', messages: locale === 'fr' ? fr : en });
  const words = (locale: 'en' | 'fr') => (filters: object, category: 'residential' | 'luxury' | 'commercial') =>
    appliedFilters(filters, category, intl(locale)).map((f) => f.label);
  const search = {
    filters: { condo: true, bedsMin: 2, priceMin: 300_000, priceMax: 600_000 },
    listingCategory: 'residential' as const,
    place: { label: 'Toronto, ON', path: '/on/toronto-real-estate' },
  };

  it('says the place, then the filters as the chips say them', () => {
    expect(savedSearchSummary(search, words('en'))).toEqual(['Toronto, ON', '$300K–$600K', '2+ beds', 'Condo']);
    const french = savedSearchSummary(search, words('fr')).map((part) => part.replace(/[\u00a0\u202f]/g, ' '));
    expect(french).toEqual(['Toronto, ON', '300 k$ à 600 k$', '2 chambres et plus', 'Copropriété']);
  });

  it('describes the filters in the search’s own category, and leaves the place out when there is none', () => {
    const seen: string[] = [];
    const parts = savedSearchSummary(
      { filters: { commercial: true }, listingCategory: 'collection' },
      (filters, category) => {
        seen.push(category);
        return words('en')(filters, category);
      },
    );
    expect(seen).toEqual(['luxury']);
    expect(parts).toEqual(['Commercial']);
  });
});

describe('viewportBounds: what a map shows around a centre at a zoom', () => {
  const toronto = { lat: 43.6532, lng: -79.3832 };

  it('holds the centre, spans the width of the map in longitude, and is valid bounds', () => {
    const box = viewportBounds(toronto, 11);
    expect(isValidBounds(box)).toBe(true);
    expect(inBounds(toronto.lat, toronto.lng, box)).toBe(true);
    // 1024 px at zoom 11 of a 256 px-tile world: 1024 / (256 × 2048) of 360°.
    expect(box.east - box.west).toBeCloseTo((DEFAULT_VIEWPORT.width / (256 * 2 ** 11)) * 360, 6);
    expect(box.east - toronto.lng).toBeCloseTo(toronto.lng - box.west, 9);
    // Mercator: the same pixels cover less latitude than longitude away from the equator.
    expect(box.north - box.south).toBeLessThan(box.east - box.west);
    expect(box.north - box.south).toBeGreaterThan(0.2);
  });

  it('shrinks as the zoom grows, and stays on the globe at the widest zoom', () => {
    const near = viewportBounds(toronto, 14);
    const far = viewportBounds(toronto, 8);
    expect(near.north - near.south).toBeLessThan(far.north - far.south);
    const world = viewportBounds({ lat: 56.1, lng: -95.2 }, 0);
    expect(world.north).toBeLessThanOrEqual(90);
    expect(world.south).toBeGreaterThanOrEqual(-90);
    expect(world.west).toBeGreaterThanOrEqual(-180);
    expect(world.east).toBeLessThanOrEqual(180);
  });
});
