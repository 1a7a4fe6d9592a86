// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { toBackendFilters } from '@/domain/filters';
import { isListingId } from '@/domain/identifiers';
import { isComingSoon, listingCategory } from '@/domain/listing';
import { MAX_TOTAL_RESULTS } from '@/domain/sorting';
import { formatBounds } from '@/domain/geometry';
import { filtersParam, searchApi } from './search-endpoints';
import { suggestionsApi } from './suggestions-endpoints';

const CANADA = formatBounds({ north: 83.2, east: -52.6, south: 41.6, west: -141.1 });
const TORONTO = formatBounds({ north: 43.86, east: -79.11, south: 43.58, west: -79.64 });
const residential = (filters = {}) => filtersParam(toBackendFilters(filters, { siteCategory: 'residential' }));
const failure = (error: unknown) => error as QueryError;

describe('listing calls (spec §7.3) against the demo API', () => {
  it('answers a Canada-wide map query with at most 10,000 parseable previews, newest first', async () => {
    const store = makeStore();
    const found = await store
      .dispatch(
        searchApi.endpoints.mapSearch.initiate({
          sort: 1,
          from: 0,
          size: MAX_TOTAL_RESULTS,
          zoom: 4,
          bounds: CANADA,
          filters: residential(),
        }),
      )
      .unwrap();
    expect(found.results).toHaveLength(MAX_TOTAL_RESULTS);
    expect(found.totalHits).toBeGreaterThan(MAX_TOTAL_RESULTS);
    expect(found.results.every((p) => isListingId(p.listingId))).toBe(true);
    const dates = found.results.map((p) => p.listingDate!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const { boards } = found.complianceData as { boards: { name: string; disclaimer: string }[] };
    expect(boards.length).toBeGreaterThan(5);
    expect(boards.every((b) => b.name && b.disclaimer)).toBe(true);
    // Spec §7.3: no type chosen on the residential site means no commercial types and no rentals.
    const byType = (found.aggregateData as { byListingType: Record<string, number> }).byListingType;
    for (const excluded of ['101', '107', '108', '112', '103', '130']) expect(byType[excluded]).toBeUndefined();
  });

  it('honours bounds, price, beds and type filters, so results are right for the dataset', async () => {
    const store = makeStore();
    const all = await store
      .dispatch(searchApi.endpoints.mapSearch.initiate({ bounds: TORONTO, size: 5000, filters: residential() }))
      .unwrap();
    const cheapBig = await store
      .dispatch(
        searchApi.endpoints.gallerySearch.initiate({
          bounds: TORONTO,
          size: 100,
          sort: 3,
          filters: residential({ condo: true, priceMax: 900_000, bedsMin: 2 }),
        }),
      )
      .unwrap();
    expect(cheapBig.totalHits).toBeGreaterThan(0);
    expect(cheapBig.totalHits).toBeLessThan(all.totalHits);
    for (const l of cheapBig.results) {
      expect(l.listingTypeId).toBe(160);
      expect(l.listPrice).toBeLessThanOrEqual(900_000);
      expect(l.beds).toBeGreaterThanOrEqual(2);
      expect(l.latitude).toBeLessThanOrEqual(43.86);
    }
    const prices = cheapBig.results.map((l) => l.listPrice!);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('filters open houses, coming soon, luxury, commercial business types and rentals', async () => {
    const store = makeStore();
    const run = (filters: string) =>
      store.dispatch(searchApi.endpoints.gallerySearch.initiate({ size: 50, filters })).unwrap();
    const open = await run(residential({ hasOpenHouse: true }));
    expect(open.results.every((l) => l.openHouses!.some((o) => !o.isVirtual))).toBe(true);
    const soon = await run(residential({ comingSoon: true }));
    expect(soon.totalHits).toBeGreaterThan(0);
    expect(soon.results.every((l) => isComingSoon(l))).toBe(true);
    const luxury = await run(filtersParam(toBackendFilters({}, { siteCategory: 'luxury' })));
    expect(luxury.results.every((l) => listingCategory(l) === 'collection')).toBe(true);
    const offices = await run(
      filtersParam(toBackendFilters({ businessTypeSet: ['Office'] }, { siteCategory: 'commercial' })),
    );
    expect(offices.totalHits).toBeGreaterThan(0);
    expect(offices.results.every((l) => l.isCommercial)).toBe(true);
    const rentals = await run(residential({ rentalsOnly: true }));
    expect(rentals.results.every((l) => l.saleMode === 'forRent' || l.saleMode === 'forLease')).toBe(true);
    const reduced = await run(filtersParam({ priceReduced: true, status: 'Pending' }));
    expect(reduced.results.every((l) => l.priceChange === 'down' && l.status === 'Pending')).toBe(true);
    const sold = await run(filtersParam({ soldOnly: true }));
    expect(sold.results.every((l) => l.saleMode === 'sold')).toBe(true);
  });

  it('rejects unknown filters, bad values, invalid bounds and absurd sizes with a 4xx errors list', async () => {
    const store = makeStore();
    const cases = [
      { filters: filtersParam({ colour: 'red' }) },
      { filters: filtersParam({ bedsMin: 'two' }) },
      { filters: filtersParam({ listingTypeIds: [999] }) },
      { filters: filtersParam({ status: 'asleep' }) },
      { filters: '{not json' },
      { bounds: '1,2,3' },
      { bounds: '10,0,20,0' },
      { size: 1_000_000 },
      { sort: 9 },
    ];
    for (const params of cases) {
      const answer = await store.dispatch(searchApi.endpoints.mapSearch.initiate(params));
      expect(failure(answer.error).status).toBe(400);
      expect(failure(answer.error).messages.length).toBeGreaterThan(0);
    }
  });

  it('finds listings near a point, closest first', async () => {
    const store = makeStore();
    const near = await store
      .dispatch(
        searchApi.endpoints.distanceSearch.initiate({
          'distance.centreLat': 45.5019,
          'distance.centreLon': -73.5674,
          'distance.maxDistanceInMetre': 3000,
          size: 20,
        }),
      )
      .unwrap();
    expect(near.totalHits).toBeGreaterThan(0);
    const distances = near.results.map((l) => l.distanceMetres);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((d) => d <= 3000)).toBe(true);
    const bad = await store.dispatch(
      searchApi.endpoints.distanceSearch.initiate({
        'distance.centreLat': 999,
        'distance.centreLon': 0,
        'distance.maxDistanceInMetre': 10,
      }),
    );
    expect(failure(bad.error).status).toBe(400);
  });

  it('searches by text and by city page', async () => {
    const store = makeStore();
    const city = await store
      .dispatch(searchApi.endpoints.cityListings.initiate({ province: 'QC', city: 'montreal', size: 5 }))
      .unwrap();
    expect(city.place).toMatchObject({ name: 'Montréal', province: 'QC' });
    expect(city.results.every((l) => l.city === 'Montréal')).toBe(true);
    const text = await store.dispatch(searchApi.endpoints.textSearch.initiate({ text: 'Montréal', size: 3 })).unwrap();
    expect(text.totalHits).toBeGreaterThan(0);
    const unknown = await store.dispatch(
      searchApi.endpoints.cityListings.initiate({ province: 'ON', city: 'atlantis' }),
    );
    expect(failure(unknown.error).status).toBe(404);
  });

  it('lists the 900 newest listings for the sitemaps, body as is', async () => {
    const store = makeStore();
    const sale = await store.dispatch(searchApi.endpoints.latestListings.initiate({ type: 'sale' })).unwrap();
    expect(sale).toHaveLength(900);
    const rent = await store
      .dispatch(searchApi.endpoints.latestListings.initiate({ type: 'rent', count: 10 }))
      .unwrap();
    expect(rent).toHaveLength(10);
    const tooMany = await store.dispatch(searchApi.endpoints.latestListings.initiate({ type: 'sale', count: 5000 }));
    expect(failure(tooMany.error).status).toBe(400);
  });

  it('suggests places and listings, marking Quebec results', async () => {
    const store = makeStore();
    const mont = await store.dispatch(suggestionsApi.endpoints.suggestions.initiate({ text: 'Montre' })).unwrap();
    expect(mont.places[0]).toMatchObject({
      displayText: 'Montréal, QC',
      isQuebec: true,
      targetUrl: { url: '/qc/montreal-real-estate' },
    });
    const kits = await store.dispatch(suggestionsApi.endpoints.suggestions.initiate({ text: 'kitsil' })).unwrap();
    expect(kits.places[0]).toMatchObject({ kind: 'neighbourhood', isQuebec: false });
    const address = await store.dispatch(suggestionsApi.endpoints.suggestions.initiate({ text: '12' })).unwrap();
    expect(address.listings.length).toBeGreaterThan(0);
    expect(address.listings.every((s) => s.displayText.startsWith('12') || s.kind === 'mls')).toBe(true);
    expect(await store.dispatch(suggestionsApi.endpoints.suggestions.initiate({ text: '' })).unwrap()).toEqual({
      places: [],
      listings: [],
    });
  });
});
