import { beforeEach, describe, expect, it } from 'vitest';
import { API, callPath } from '@/api/contract/paths';
import { resolveRoute } from '@/routing/resolve';
import type { Dataset } from '../dataset';
import { createDb } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { LISTINGS_PER_SITEMAP, requestOrigin, robotsTxt, sitemapNames } from './seo';

const ORIGIN = 'http://demo.test';
const db = createDb({ listings: 1500, today: Date.UTC(2026, 10, 20) });

beforeEach(() => {
  server.use(...createHandlers(db));
});

const get = (path: string, headers?: Record<string, string>) =>
  fetch(`${ORIGIN}${callPath(API.sitemaps, path)}`, { headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('the demo sitemap service', () => {
  it('lists one listing sitemap per ten thousand listings, each under the protocol’s 50,000 URLs', () => {
    const sized = (n: number) => ({ listings: { length: n } }) as unknown as Dataset;
    expect(sitemapNames(sized(1500))).toEqual(['places', 'agents', 'offices', 'listings-1']);
    expect(sitemapNames(sized(LISTINGS_PER_SITEMAP * 2 + 1)).slice(3)).toEqual([
      'listings-1',
      'listings-2',
      'listings-3',
    ]);
    // Each listing is two URLs (English and French).
    expect(LISTINGS_PER_SITEMAP * 2).toBeLessThanOrEqual(50_000);
  });

  it('lists every dataset listing once per language, with its own URL', async () => {
    const answer = await get('sitemaps/listings-1.xml', { 'x-forwarded-proto': 'https', host: 'foyer.example' });
    expect(answer.headers.get('content-type')).toContain('application/xml');
    const listed = locs(await answer.text());
    expect(listed).toHaveLength(db.data.listings.length * 2);
    const sample = db.data.listings[42]!;
    expect(listed).toContain(`https://foyer.example${sample.detailUrl}`);
    expect(listed).toContain(`https://foyer.example/fr${sample.detailUrl}`);
    for (const loc of listed.slice(0, 200)) expect(resolveRoute(new URL(loc).pathname).page, loc).toBe('listing');
  });

  it('lists the places that have homes, the neighbourhood guides, and no city without listings', async () => {
    const listed = locs(await (await get('sitemaps/places.xml')).text()).map((loc) => new URL(loc).pathname);
    const withHomes = new Set(
      db.data.listings
        .filter((l) => l.saleMode === 'forSale')
        .map((l) => `/${l.place.province.toLowerCase()}/${l.place.slug}-real-estate`),
    );
    const cityPages = listed.filter((p) => !p.startsWith('/fr') && resolveRoute(p).rule === 'city');
    expect(new Set(cityPages)).toEqual(withHomes);
    const n = db.data.neighbourhoods[0]!;
    expect(listed).toContain(`/neighbourhoods/${n.neighbourhoodId}`);
    expect(listed).toContain(`/fr${n.detailUrl}`);
    for (const path of ['/', '/fr', '/agents', '/latest-homes-for-sale', '/fr/neighbourhoods-in-canada'])
      expect(listed).toContain(path);
  });

  it('answers 404 for a sitemap it does not have', async () => {
    for (const name of ['listings-2.xml', 'listings-0.xml', 'nothing.xml', 'places.txt'])
      expect((await get(`sitemaps/${name}`)).status, name).toBe(404);
  });

  it('names the host it is asked on, and only a well-formed one', () => {
    const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:8090/x', { headers });
    expect(requestOrigin(request({ 'x-forwarded-host': 'foyer.example:8443', 'x-forwarded-proto': 'https' }))).toBe(
      'https://foyer.example:8443',
    );
    expect(requestOrigin(request({ 'x-forwarded-host': 'evil.example/"><script>' }))).toBe('http://127.0.0.1:8090');
    expect(requestOrigin(request({ 'x-forwarded-proto': 'javascript' }))).toBe('http://127.0.0.1:8090');
  });

  it('keeps crawlers out of the account, sign-in and print pages in every prefix, and names the sitemap', () => {
    const lines = robotsTxt('https://foyer.example').split('\n');
    for (const path of ['/my-foyer', '/fr/commercial/login', '/luxury/register', '/fr/profile/', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://foyer.example/sitemap.xml');
  });
});
