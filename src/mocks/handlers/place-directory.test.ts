import { beforeEach, describe, expect, it } from 'vitest';
import type { ResultOf } from '@/api/contract/envelope';
import { API, callPath } from '@/api/contract/paths';
import { PLACE_DIRECTORY_KINDS, type PlaceDirectory, type PlaceDirectoryKind } from '@/api/contract/place-directory';
import { FILTER_GROUPS } from '@/domain/listing-types';
import { createDb } from '../db';
import type { ListingCore } from '../dataset/listings';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { slug } from '../text';

const ORIGIN = 'http://demo.test';
const db = createDb({ listings: 4000, today: Date.UTC(2026, 2, 2) });

beforeEach(() => {
  server.use(...createHandlers(db));
});

async function directory(kind: string) {
  const response = await fetch(`${ORIGIN}${callPath(API.placeDirectory)}?kind=${kind}`);
  const body = response.ok ? ((await response.json()) as { data: ResultOf<PlaceDirectory> }) : null;
  return { status: response.status, directory: body?.data.result ?? null };
}

/** Counts by `province/city-slug`, straight from the dataset. */
function tally<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

const listingKey = (test: (l: ListingCore) => boolean) => (l: ListingCore) =>
  test(l) ? `${l.place.province}/${l.place.slug}` : null;

function expected(kind: PlaceDirectoryKind): Map<string, number> {
  const listings = db.data.listings;
  switch (kind) {
    case 'listings':
    case 'property-types':
      return tally(
        listings,
        listingKey((l) => l.saleMode === 'forSale'),
      );
    case 'rentals':
      return tally(
        listings,
        listingKey((l) => l.saleMode === 'forRent'),
      );
    case 'open-houses':
      return tally(
        listings,
        listingKey((l) => l.hasOpenHouse),
      );
    case 'agents':
      return tally(db.data.agents, (a) => `${a.province}/${slug(a.city)}`);
    case 'neighbourhoods':
      return tally(
        listings,
        listingKey((l) => l.saleMode === 'forSale' && l.neighbourhood !== null),
      );
  }
}

describe('the demo place directory', () => {
  it.each(PLACE_DIRECTORY_KINDS)(
    'lists every city with %s, with the dataset’s counts and no empty city',
    async (kind) => {
      const { status, directory: found } = await directory(kind);
      expect(status).toBe(200);
      const got = new Map<string, number>();
      for (const province of found!.provinces) {
        expect(province.cities.length).toBeGreaterThan(0);
        expect(province.count).toBe(province.cities.reduce((sum, c) => sum + c.count, 0));
        for (const [i, city] of province.cities.entries()) {
          expect(city.count).toBeGreaterThan(0);
          got.set(`${province.code}/${city.slug}`, city.count);
          // Most first, then by name.
          const next = province.cities[i + 1];
          if (next)
            expect(
              city.count > next.count ||
                (city.count === next.count && city.name.localeCompare(next.name, 'en-CA') <= 0),
            ).toBe(true);
        }
      }
      expect(got).toEqual(expected(kind));
      expect(found!.total).toBe([...got.values()].reduce((a, b) => a + b, 0));
    },
  );

  it('orders the provinces west to east, then the territories, with their official names', async () => {
    const { directory: found } = await directory('listings');
    const codes = found!.provinces.map((p) => p.code);
    const order = ['BC', 'AB', 'SK', 'MB', 'ON', 'QC', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU'];
    expect(codes).toEqual(order.filter((c) => codes.includes(c as never)));
    expect(codes.slice(0, 2)).toEqual(['BC', 'AB']);
    expect(found!.provinces.find((p) => p.code === 'QC')!.name).toEqual({ en: 'Quebec', fr: 'Québec' });
  });

  it('splits a city’s homes for sale into houses, condos and townhouses', async () => {
    const { directory: found } = await directory('property-types');
    const toronto = found!.provinces.find((p) => p.code === 'ON')!.cities.find((c) => c.slug === 'toronto')!;
    const inToronto = db.data.listings.filter((l) => l.place.slug === 'toronto' && l.saleMode === 'forSale');
    const of = (ids: readonly number[]) => inToronto.filter((l) => ids.includes(l.typeId)).length;
    expect(toronto.types).toEqual({
      houses: of(FILTER_GROUPS.house),
      condos: of(FILTER_GROUPS.condo),
      townhouses: of(FILTER_GROUPS.townhouse),
    });
  });

  it('groups the neighbourhoods with homes for sale by city, with their listings pages', async () => {
    const { directory: found } = await directory('neighbourhoods');
    const cities = found!.provinces.flatMap((p) => p.cities);
    const neighbourhoods = cities.flatMap((c) => c.neighbourhoods ?? []);
    const withListings = tally(db.data.listings, (l) =>
      l.saleMode === 'forSale' && l.neighbourhood ? l.neighbourhood.neighbourhoodId : null,
    );
    expect(new Map(neighbourhoods.map((n) => [n.neighbourhoodId, n.count]))).toEqual(withListings);
    for (const city of cities) {
      expect(city.count).toBe(city.neighbourhoods!.reduce((sum, n) => sum + n.count, 0));
    }
    const record = db.data.neighbourhoodById.get(neighbourhoods[0]!.neighbourhoodId)!;
    expect(neighbourhoods[0]).toMatchObject({ name: record.name, detailUrl: record.detailUrl });
    expect(record.detailUrl).toMatch(/-neighbourhood-real-estate$/);
  });

  it('answers the same object every time (computed once per dataset) and refuses an unknown kind', async () => {
    const a = await directory('rentals');
    const b = await directory('rentals');
    expect(b.directory).toEqual(a.directory);
    expect((await directory('castles')).status).toBe(400);
    expect((await directory('')).status).toBe(400);
  });
});
