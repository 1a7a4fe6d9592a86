import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingSummary, SearchEnvelope } from '@/api/contract/listings';
import { API, callPath } from '@/api/contract/paths';
import { toBackendFilters, type SearchFilters } from '@/domain/filters';
import { COMMERCIAL_TOGGLES, RESIDENTIAL_TOGGLES } from '@/domain/listing-types';
import { PROVINCE_CODES } from '@/domain/provinces';
import { MODE_TOGGLES, searchSaleMode } from '@/domain/sale-mode';
import { SITE_CATEGORIES, type SiteCategory } from '@/domain/site';
import { readResultsState, resultsRequest, galleryArgs } from '@/features/search/results-query';
import { createDb, type Db } from './db';
import type { ListingCore } from './dataset/listings';
import { createHandlers } from './handlers';
import { server } from './node';
import { parseFilters } from './search';

// The demo dataset itself (its default size), as `npm start` and every browser test serve it.
let db: Db;
beforeAll(() => {
  db = createDb({ today: Date.UTC(2026, 10, 27) });
});
beforeEach(() => {
  server.use(...createHandlers(db));
});

function matches(filters: SearchFilters, siteCategory: SiteCategory): ListingCore[] {
  const parsed = parseFilters(toBackendFilters(filters, { siteCategory }), db.data.today);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return db.data.listings.filter(parsed.value);
}

const modeFilters: Record<string, SearchFilters> = { sale: {}, rent: { rentalsOnly: true } };

describe('a search returns only listings of its sale mode, on every site and for every property type (demo dataset)', () => {
  for (const siteCategory of SITE_CATEGORIES) {
    const toggles = siteCategory === 'commercial' ? COMMERCIAL_TOGGLES : RESIDENTIAL_TOGGLES;
    for (const [mode, base] of Object.entries(modeFilters)) {
      it(`${siteCategory} · ${mode}: every property-type group, and none`, () => {
        const groups = [undefined, ...toggles.filter((t) => !(MODE_TOGGLES as readonly string[]).includes(t))];
        let total = 0;
        for (const toggle of groups) {
          const filters: SearchFilters = { ...base, ...(toggle ? { [toggle]: true } : {}) };
          const expected = searchSaleMode(filters, siteCategory);
          const found = matches(filters, siteCategory);
          total += found.length;
          for (const l of found) {
            expect(l.saleMode, `${siteCategory} ${mode} ${toggle ?? 'any'}: ${l.listingId}`).toBe(expected);
            // A residential rent search never returns a commercial lease; the commercial site stays commercial.
            if (siteCategory === 'commercial') expect(l.commercial, l.listingId).toBe(true);
            else if (mode === 'rent') expect(l.commercial, l.listingId).toBe(false);
          }
        }
        // Luxury homes are bought, not rented, in the dataset: its rent search is honestly empty.
        if (!(siteCategory === 'luxury' && mode === 'rent')) expect(total).toBeGreaterThan(0);
      });
    }
  }

  it('finds a vacation rental (type 150) in a rent search under the cottage toggle, and never in a sale search', () => {
    const rentCottages = matches({ rentalsOnly: true, cottage: true }, 'residential');
    expect(rentCottages.some((l) => l.typeId === 150)).toBe(true);
    expect(matches({ cottage: true }, 'residential').some((l) => l.typeId === 150)).toBe(false);
    expect(matches({}, 'residential').some((l) => l.saleMode !== 'forSale')).toBe(false);
  });

  it('finds condos and houses for rent, not only the rental types, and the rent filters narrow them', () => {
    const rentals = matches({ rentalsOnly: true }, 'residential');
    expect(rentals.some((l) => l.typeId === 160)).toBe(true);
    expect(rentals.some((l) => l.typeId === 100)).toBe(true);
    const pets = matches({ rentalsOnly: true, petsAllowed: true }, 'residential');
    expect(pets.length).toBeGreaterThan(0);
    expect(pets.length).toBeLessThan(rentals.length);
    expect(pets.every((l) => l.rent?.petsAllowed)).toBe(true);
    const furnishedYearly = matches({ rentalsOnly: true, furnished: true, leaseTerm: 'yearly' }, 'residential');
    expect(furnishedYearly.every((l) => l.rent?.furnished && l.rent.leaseTerm === 'yearly')).toBe(true);
    const soon = matches({ rentalsOnly: true, moveInBy: '2026-12-01' }, 'residential');
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((l) => l.rent!.availableFrom <= '2026-12-01')).toBe(true);
    // A renter's filters left in a sale search's URL do not empty it.
    expect(matches({ petsAllowed: true }, 'residential').length).toBe(matches({}, 'residential').length);
  });

  it('never returns a sold listing to a sale, rent or lease search; sold ones are found where asked for', () => {
    for (const siteCategory of SITE_CATEGORIES) {
      for (const base of Object.values(modeFilters)) {
        expect(matches(base, siteCategory).some((l) => l.saleMode === 'sold')).toBe(false);
      }
    }
    const parsed = parseFilters({ soldOnly: true }, db.data.today);
    expect(parsed.ok && db.data.listings.filter(parsed.value).every((l) => l.saleMode === 'sold')).toBe(true);
  });
});

/** The biggest city of a province in the dataset, by its number of listings. */
function biggestCity(province: string): { slug: string; name: string } {
  const counts = new Map<string, { slug: string; name: string; n: number }>();
  for (const l of db.data.listings) {
    if (l.place.province !== province) continue;
    const entry = counts.get(l.place.slug) ?? { slug: l.place.slug, name: l.place.name, n: 0 };
    entry.n += 1;
    counts.set(l.place.slug, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]!;
}

async function cityPage(province: string, city: string, kind: 'city' | 'rent', search: string) {
  const state = readResultsState(search);
  const params = { province: province.toLowerCase(), city, kind };
  const request = resultsRequest({ state, params, category: 'residential', centre: null, zoom: 11 });
  const args = galleryArgs(request, state);
  const query = new URLSearchParams(
    Object.entries(args)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const response = await fetch(`http://demo.test${callPath(API.listings, 'gallery')}?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { result: SearchEnvelope<ListingSummary> } };
  return body.data.result;
}

describe('city pages in every province, as a visitor opens them (demo dataset, through the demo API)', () => {
  for (const province of PROVINCE_CODES) {
    it(`${province}: the for-sale page holds no rental or lease, sorted either way; the rent page's prices are monthly`, async () => {
      const { slug } = biggestCity(province);
      for (const sort of ['', 'sort=3', 'sort=4']) {
        const sale = await cityPage(province, slug, 'city', `?${sort}`);
        for (const l of sale.results) expect(l.saleMode, `${province} ${slug} ${sort} ${l.listingId}`).toBe('forSale');
      }
      const cheap = await cityPage(province, slug, 'city', '?sort=3&priceMax=1000000&bedsMin=3');
      for (const l of cheap.results) expect(l.saleMode).toBe('forSale');
      const rent = await cityPage(province, slug, 'rent', '?sort=4');
      for (const l of rent.results) {
        expect(l.saleMode).toBe('forRent');
        expect(l.isCommercial).toBe(false);
        // A month's rent: no home in Canada rents for more than this a month, and none for less than $500.
        expect(l.listPrice).toBeLessThan(15_000);
        expect(l.listPrice).toBeGreaterThanOrEqual(500);
        expect(l.rentTerms).toBeDefined();
      }
    });
  }
});
