import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@/api/contract/listings';
import { API, callPath, type ApiEntry } from '@/api/contract/paths';
import { createDb } from './db';
import { DEMO_API, DEMO_CAPTCHA } from './demo/contract';
import { createHandlers, defaultDb } from './handlers';
import { DemoState } from './state';

// The handlers called in-process, through the same fetch interface the hosts use.
const ORIGIN = 'http://demo.test';
const call = (path: string, init?: RequestInit) => fetch(`${ORIGIN}${path}`, init);
const agentIndex = (agentId: string) => defaultDb.data.agentById.get(agentId);

describe('demo API handlers', () => {
  it('serves generated, cacheable SVG photos for listings, agents and blog posts', async () => {
    const listing = defaultDb.data.listings[3]!;
    const photo = await call(`/api/v1/photos/${listing.listingId}/0.svg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(photo.headers.get('cache-control')).toContain('max-age');
    const svg = await photo.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 800"/);
    expect(await (await call(`/api/v1/photos/${listing.listingId}/1.svg`)).text()).not.toBe(svg);
    expect((await call(`/api/v1/photos/${listing.listingId}/99.svg`)).status).toBe(404);
    expect((await call(`/api/v1/photos/agent/${defaultDb.data.agents[0]!.agentId}.svg`)).status).toBe(200);
    expect((await call(`/api/v1/photos/blog/1.svg?w=300&h=200`)).status).toBe(200);
  });

  it('sends listing dates spread over months, sorted newest or oldest first as asked', async () => {
    const city = async (sort: number, from = 0) => {
      const response = await call(`/api/v1/listings/ca/on/toronto?size=100&from=${from}&sort=${sort}`);
      const body = (await response.json()) as { data: { result: { results: ListingSummary[] } } };
      return body.data.result.results;
    };
    const newest = await city(1);
    const oldest = await city(2);
    const dates = (page: ListingSummary[]) => page.map((l) => l.listingDate!);
    expect(dates(newest)).toEqual([...dates(newest)].sort().reverse());
    expect(dates(oldest)).toEqual([...dates(oldest)].sort());
    for (const l of [...newest, ...oldest]) {
      expect(l.listingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(l.lastUpdated! >= l.listingDate!).toBe(true);
    }
    // From the newest to the oldest listing of a city: months apart, not all of today.
    const span = (Date.parse(newest[0]!.listingDate!) - Date.parse(oldest[0]!.listingDate!)) / 86_400_000;
    expect(span).toBeGreaterThan(60);
    // Deeper in the newest-first list, the listings are weeks old: only the first ones are "New".
    const later = await city(1, 300);
    const ageOf = (l: ListingSummary) => (defaultDb.data.today - Date.parse(l.listingDate!)) / 86_400_000;
    expect(later.every((l) => ageOf(l) >= 7)).toBe(true);
  });

  it('finds a city’s agents and offices by the slug of its listing pages, punctuation and accents included', async () => {
    const { agents, offices, places } = defaultDb.data;
    // The slug the site's URLs use for the place (the one of its listings pages).
    const slugOf = (city: string, province: string) =>
      places.find((p) => p.name === city && p.province === province)!.slug;
    // The first offices, and every one in a city whose name has punctuation or accents (St. John's…).
    for (const office of offices.filter((o, i) => i < 30 || /['’.\u00c0-\u017f]/.test(o.city))) {
      const query = `province=${office.province}&city=${slugOf(office.city, office.province)}&size=100`;
      const found = (await (await call(`/api/v1/office/search?${query}`)).json()) as {
        data: { result: { results: { officeId: string }[] } };
      };
      expect(
        found.data.result.results.map((o) => o.officeId),
        office.city,
      ).toContain(office.officeId);
      const people = (await (await call(`/api/v1/agent/search?${query}`)).json()) as {
        data: { result: { totalHits: number } };
      };
      const expected = agents.filter((a) => a.city === office.city && a.province === office.province).length;
      expect(people.data.result.totalHits, office.city).toBe(expected);
    }
  });

  it('sorts an agent’s listings by the profile’s own orders, listings without the value last', async () => {
    const { agents, listings } = defaultDb.data;
    const agent = agents.find((a) => listings.filter((l) => l.agent === agentIndex(a.agentId)).length > 30)!;
    const gallery = async (listingSort: string) => {
      const response = await call(
        `/api/v1/listings/gallery?agentId=${agent.agentId}&size=100&listingSort=${listingSort}`,
      );
      return ((await response.json()) as { data: { result: { results: ListingSummary[] } } }).data.result.results;
    };
    const byId = new Map(listings.map((l) => [l.listingId, l]));
    const values = (page: ListingSummary[], key: 'beds' | 'yearBuilt' | 'sqft') =>
      page.map((l) => byId.get(l.listingId)![key]);
    const descending = (xs: (number | null)[]) => {
      const known = xs.filter((x): x is number => x !== null);
      expect(known.length).toBeGreaterThan(0);
      expect(known).toEqual([...known].sort((a, b) => b - a));
      expect(xs.slice(0, known.length)).toEqual(known);
    };
    descending(values(await gallery('bedrooms'), 'beds'));
    descending(values(await gallery('largestSqft'), 'sqft'));
    const oldest = values(await gallery('yearBuiltOldest'), 'yearBuilt').filter((x): x is number => x !== null);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect((await call(`/api/v1/listings/gallery?agentId=${agent.agentId}&listingSort=cheapest`)).status).toBe(400);
  });

  it('answers malformed JSON and missing bodies with 400 and an errors list', async () => {
    for (const body of ['{oops', '', '[1,2]']) {
      const response = await call('/api/v1/leads', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [expect.any(String) as unknown] });
    }
  });

  it('keeps users between page loads when given a persistence (the browser worker)', async () => {
    let stored: string | null = null;
    const persistence = { load: () => stored, save: (s: string) => void (stored = s) };
    const first = new DemoState({ persistence });
    await first.ready;
    await first.createUser({
      email: 'keep@example.ca',
      password: 'garder2026!',
      firstName: 'K',
      lastName: 'P',
      city: 'Laval',
    });
    const reloaded = new DemoState({ persistence });
    await reloaded.ready;
    expect(reloaded.users.has('keep@example.ca')).toBe(true);
    expect(reloaded.users.get('keep@example.ca')!.passwordHash).toMatch(/^pbkdf2\$/);
    expect(stored).not.toContain('garder2026!');
  });

  it('answers only the paths of the contract: every handler sits under an API entry', () => {
    const under = (entries: Record<string, ApiEntry>, path: string) =>
      Object.values(entries).some((entry) => {
        const base = callPath(entry);
        return path === base || path.startsWith(`${base}/`);
      });
    const product = createHandlers(defaultDb);
    const withDemo = createHandlers(defaultDb, { demo: true });
    for (const handler of withDemo) {
      expect(handler).toBeInstanceOf(HttpHandler);
      const path = String(handler.info.path);
      expect(path.startsWith('*/'), path).toBe(true);
      const isProduct = product.some((h) => h.info.path === path);
      expect(under(isProduct ? { ...API, captcha: DEMO_CAPTCHA } : DEMO_API, path.slice(1)), path).toBe(true);
    }
    expect(withDemo.length - product.length).toBe(Object.keys(DEMO_API).length);
  });

  it('builds the handler list from any database, so hosts can size the dataset', () => {
    const db = createDb({ listings: 100 });
    expect(createHandlers(db).length).toBe(createHandlers(defaultDb).length);
    expect(db.data.listings).toHaveLength(100);
  });
});
