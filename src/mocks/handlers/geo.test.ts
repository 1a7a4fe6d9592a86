import { beforeEach, describe, expect, it } from 'vitest';
import type { ResultOf } from '@/api/contract/envelope';
import { API, callPath } from '@/api/contract/paths';
import type { GeoStats } from '@/api/contract/places';
import { createDb } from '../db';
import { DAY_MS } from '../dataset/listings';
import { createHandlers } from '../handlers';
import { server } from '../node';

const ORIGIN = 'http://demo.test';
const db = createDb({ listings: 3000, today: Date.UTC(2026, 2, 2) });

beforeEach(() => {
  server.use(...createHandlers(db));
});

async function geoStats(query: string) {
  const response = await fetch(`${ORIGIN}${callPath(API.geoStats)}?${query}`);
  const body = response.ok ? ((await response.json()) as { data: ResultOf<GeoStats> }) : null;
  return { status: response.status, stats: body?.data.result ?? null };
}

/** The middle value of a sorted copy, the upper one of two (as the API documents its medians). */
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('the demo geo-stats', () => {
  it('gives the median price per square foot and days on the market of a city’s homes for sale', async () => {
    const { status, stats } = await geoStats('province=ON&city=Toronto');
    expect(status).toBe(200);
    const forSale = db.data.listings.filter((l) => l.place.name === 'Toronto' && l.saleMode === 'forSale');
    const active = db.data.listings.filter((l) => l.place.name === 'Toronto' && l.saleMode !== 'sold');
    expect(forSale.length).toBeGreaterThan(20);
    const perSqft = forSale.flatMap((l) => (l.pricePerSqft === null ? [] : [l.pricePerSqft]));
    // Some homes for sale give no floor area: they do not count.
    expect(perSqft.length).toBeLessThan(forSale.length);
    expect(stats).toMatchObject({
      province: 'ON',
      city: 'Toronto',
      activeListings: active.length,
      medianPrice: middle(forSale.map((l) => l.price)),
      medianPricePerSqft: middle(perSqft),
      medianDaysOnSite: middle(forSale.map((l) => (db.data.today - l.listedAt) / DAY_MS)),
    });
    expect(stats!.medianPricePerSqft).toBeGreaterThan(200);
    expect(stats!.medianDaysOnSite).toBeGreaterThan(0);
    // The older figures stay as they were.
    expect(stats!.averageDaysOnSite).toBe(
      Math.round(active.reduce((s, l) => s + (db.data.today - l.listedAt) / DAY_MS, 0) / active.length),
    );
  });

  it('finds a city by its name with punctuation or by its slug, and says null where nothing is for sale', async () => {
    const byName = await geoStats(`province=NL&city=${encodeURIComponent("St. John's")}`);
    const bySlug = await geoStats('province=NL&city=st-johns');
    expect(byName.stats!.city).toBe("St. John's");
    expect(bySlug.stats).toEqual(byName.stats);

    const empty = db.data.places.find((p) => !db.data.listings.some((l) => l.place === p))!;
    const { stats } = await geoStats(`province=${empty.province}&city=${encodeURIComponent(empty.name)}`);
    expect(stats).toMatchObject({
      city: empty.name,
      activeListings: 0,
      medianPrice: null,
      medianPricePerSqft: null,
      medianDaysOnSite: null,
    });
    expect((await geoStats('province=ON&city=Atlantis')).status).toBe(404);
  });
});
