// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { API, callPath } from '@/api/contract/paths';
import { searchSaleMode } from '@/domain/sale-mode';
import { createSavedSearch, type SavedSearch } from '@/domain/saved-search';
import { createHandlers, defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { resolveRoute } from '@/routing/resolve';
import { readResultsState, resultsRequest } from '@/features/search/results-query';
import { savedSearchUrl } from './saved-search-url';
import {
  CHANGES_LIMIT,
  SEARCH_SEEN_KEY,
  compareSnapshot,
  readSearchSnapshots,
  savedSearchMapParams,
  writeSearchSnapshot,
} from './search-changes';

function saved(fields: Partial<SavedSearch> = {}): SavedSearch {
  const built = createSavedSearch({
    name: 'Toronto condos',
    nearby: false,
    bounds: { north: 43.85, east: -79.11, south: 43.58, west: -79.64 },
    zoom: 11,
    filters: { condo: true, bedsMin: 2, keywords: 'balcony', listedSinceDays: 7 },
    listingCategory: 'collection',
    notificationsEnabled: true,
    notificationsFrequency: 0,
    ...fields,
  });
  if (!built.ok) throw new Error(built.reason);
  return built.value;
}

describe('compareSnapshot', () => {
  it('counts new listings, price changes and listings gone', () => {
    expect(compareSnapshot({ a: 100, b: 200, c: null, d: 5 }, { a: 100, b: 210, c: 300, e: 1, f: null })).toEqual({
      added: 2,
      priceChanged: 2,
      gone: 1,
    });
    expect(compareSnapshot({ a: 1 }, { a: 1 })).toEqual({ added: 0, priceChanged: 0, gone: 0 });
    // Inherited names are no listing ids.
    expect(compareSnapshot({}, { toString: 1 })).toEqual({
      added: 1,
      priceChanged: 0,
      gone: 0,
    });
  });
});

describe('snapshots in this browser', () => {
  it('keeps one per saved search and drops those of searches no longer saved', () => {
    writeSearchSnapshot('one', { seenAt: 1, prices: { a: 1 } });
    writeSearchSnapshot('two', { seenAt: 2, prices: { b: null } });
    expect(readSearchSnapshots()).toEqual({
      one: { seenAt: 1, prices: { a: 1 } },
      two: { seenAt: 2, prices: { b: null } },
    });
    writeSearchSnapshot('two', { seenAt: 3, prices: {} }, ['two']);
    expect(readSearchSnapshots()).toEqual({ two: { seenAt: 3, prices: {} } });
  });

  it('reads anything malformed as nothing, entry by entry', () => {
    localStorage.setItem(SEARCH_SEEN_KEY, 'not json');
    expect(readSearchSnapshots()).toEqual({});
    localStorage.setItem(
      SEARCH_SEEN_KEY,
      JSON.stringify({ ok: { seenAt: 5, prices: { a: 1, b: 'x', c: null } }, bad: { seenAt: 'x', prices: {} }, no: 3 }),
    );
    expect(readSearchSnapshots()).toEqual({ ok: { seenAt: 5, prices: { a: 1, c: null } } });
  });
});

describe('savedSearchMapParams', () => {
  it('asks the listings API what the results page would, for the saved area', () => {
    const search = saved();
    const params = savedSearchMapParams(search);
    const state = readResultsState(new URL(savedSearchUrl(search, 'en'), 'https://foyer.example').search);
    const request = resultsRequest({ state, params: {}, category: 'luxury', centre: null, zoom: 4 });
    expect(params).toEqual({
      sort: 1,
      from: 0,
      size: CHANGES_LIMIT,
      zoom: 11,
      bounds: request.area.bounds,
      filters: request.backend,
    });
    expect(JSON.parse(params.filters)).toMatchObject({ luxuryOnly: true, bedsMin: 2, keywords: 'balcony' });
  });
});

describe('savedSearchUrl', () => {
  it('runs the search on the page it was saved on, in the visitor’s language', () => {
    const search = saved({ place: { label: 'Toronto, ON', path: '/luxury/on/toronto-real-estate' } });
    const url = new URL(savedSearchUrl(search, 'fr'), 'https://foyer.example');
    expect(url.pathname).toBe('/fr/luxury/on/toronto-real-estate');
    const state = readResultsState(url.search);
    expect(state.area).toEqual({ bounds: search.bounds, zoom: 11 });
    expect(state.filters).toEqual(search.filters);
  });

  it('without a place, on the "find real estate" page of the search’s category', () => {
    expect(savedSearchUrl(saved(), 'en')).toMatch(/^\/luxury\/find-real-estate\?/);
    expect(savedSearchUrl(saved({ listingCategory: 'commercial' }), 'fr')).toMatch(
      /^\/fr\/commercial\/find-real-estate\?/,
    );
    expect(savedSearchUrl(saved({ listingCategory: 'residential' }), 'en')).toMatch(/^\/find-real-estate\?/);
  });
});

describe('a saved search reopens as the search it was saved from: same page, title and count (demo API)', () => {
  const total = async (path: string, params: Record<string, unknown>) => {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const response = await fetch(`http://demo.test${callPath(API.listings, path)}?${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { result: { totalHits: number } } }).data.result.totalHits;
  };

  beforeEach(() => {
    server.use(...createHandlers(defaultDb));
  });

  for (const [what, path, query] of [
    ['Toronto · up to $1M · 3+ beds', '/on/toronto-real-estate', '?priceMax=1000000&bedsMin=3'],
    ['rentals in Montréal with pets', '/qc/montreal-homes-for-rent', '?petsAllowed=true'],
    ['condos in Vancouver', '/bc/vancouver-condos-for-sale', ''],
  ] as const) {
    it(`${what}: the account page counts what the page it opens counts`, async () => {
      const route = resolveRoute(path, query);
      const state = readResultsState(query);
      const request = resultsRequest({ state, params: route.params, category: route.category, centre: null, zoom: 11 });
      const pageCount = await total('gallery', { sort: 1, from: 0, size: 24, filters: request.backend });
      expect(pageCount).toBeGreaterThan(0);
      const search = saved({
        listingCategory: 'residential',
        filters: request.filters,
        place: { label: 'the place', path },
        ownArea: false,
        saleMode: searchSaleMode(request.filters, 'residential'),
      });
      // Opened from the account page: the same page, with no area the page did not have.
      const url = new URL(savedSearchUrl(search, 'en'), 'https://foyer.example');
      expect(url.pathname).toBe(path);
      expect(readResultsState(url.search).area).toBeNull();
      // Counted on the account page as the page counts it.
      expect(await total('active', savedSearchMapParams(search))).toBe(pageCount);
    });
  }
});
