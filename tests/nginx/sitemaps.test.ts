import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoute } from '../../src/routing/resolve';
import { nginxMissing, startStack, type RunningStack } from '../../scripts/stack';
import { call, freePort } from '../net';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function unavailable(): boolean {
  const missing = nginxMissing();
  if (!missing) return false;
  if (process.env.CI) throw new Error(missing);
  console.warn(`\n*** SKIPPING SITEMAP TESTS *** ${missing}\n`);
  return true;
}

/** A GET on a fresh connection: its status and body. */
interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

interface ParsedXml {
  /** The root element's local name and namespace. */
  root: { local: string; uri: string };
  /** `<url>` (urlset) or `<sitemap>` (index) entries. */
  entries: SitemapEntry[];
}

/**
 * Parses XML strictly with a conforming, namespace-aware parser (saxes, the one jsdom uses): a document that
 * is not well-formed fails the test with the parser's message. Streaming, so ten megabytes take a moment.
 */
function parseXml(text: string, url: string): ParsedXml {
  const parser = new SaxesParser({ xmlns: true });
  const result: ParsedXml = { root: { local: '', uri: '' }, entries: [] };
  let entry: SitemapEntry | null = null;
  let inLoc = false;
  let error: Error | null = null;
  parser.on('error', (e) => (error ??= e));
  parser.on('opentag', (tag) => {
    if (!result.root.local) result.root = { local: tag.local ?? '', uri: tag.uri ?? '' };
    if ((tag.local === 'url' || tag.local === 'sitemap') && tag.uri === SITEMAP_NS) entry = { loc: '', alternates: {} };
    else if (tag.local === 'loc' && tag.uri === SITEMAP_NS) inLoc = true;
    else if (tag.local === 'link' && tag.uri === XHTML_NS && entry) {
      const attr = (name: string) => (tag.attributes[name] as { value: string } | undefined)?.value ?? '';
      entry.alternates[attr('hreflang')] = attr('href');
    }
  });
  parser.on('text', (t) => {
    if (inLoc && entry) entry.loc += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc') inLoc = false;
    if ((tag.local === 'url' || tag.local === 'sitemap') && entry) {
      result.entries.push(entry);
      entry = null;
    }
  });
  parser.write(text).close();
  if (error) throw new Error(`${url} is not well-formed XML: ${(error as Error).message}`);
  return result;
}

const skip = unavailable();

/** The demo API call that loads a sitemap page's own entity, if it has one. */
function dataCall(page: string, params: Readonly<Record<string, string>>): string | null {
  if (page === 'listing') return `/api/v1/properties/${params.listingId}`;
  if (page === 'agent') return `/api/v1/agent/${params.agentId}`;
  if (page === 'office') return `/api/v1/office/${params.officeId}`;
  if (page === 'neighbourhood') return `/api/v1/neighbourhoods/${params.neighbourhoodId}`;
  return null;
}

describe.skipIf(skip)('robots.txt and the sitemaps, through nginx', () => {
  let stack: RunningStack;
  const sitemaps = new Map<string, SitemapEntry[]>();

  beforeAll(async () => {
    stack = await startStack({
      port: await freePort(),
      apiPort: await freePort(),
      prerenderPort: await freePort(),
      stateDir: mkdtempSync(join(tmpdir(), 'foyer-sitemaps-')),
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('robots.txt keeps crawlers out of private pages and names the sitemap of this host', async () => {
    const answer = await fetch(`${stack.base}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/my-foyer', '/fr/my-foyer', '/login', '/fr/luxury/register', '/print-listing/'])
      expect(text.split('\n')).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${stack.base}/sitemap.xml`);
  });

  it('the index is well-formed and every sitemap it lists is well-formed, within the protocol’s limits', async () => {
    const index = await fetch(`${stack.base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const doc = parseXml(await index.text(), '/sitemap.xml');
    expect(doc.root).toEqual({ local: 'sitemapindex', uri: SITEMAP_NS });
    const locs = doc.entries.map((e) => e.loc);
    const names = locs.map((loc) => new URL(loc).pathname);
    for (const kind of ['places', 'agents', 'offices', 'listings-1']) expect(names).toContain(`/sitemaps/${kind}.xml`);

    for (const loc of locs) {
      expect(loc.startsWith(`${stack.base}/sitemaps/`), loc).toBe(true);
      const answer = await call(loc);
      expect(answer.status, loc).toBe(200);
      expect(Buffer.byteLength(answer.body), loc).toBeLessThan(50 * 1024 * 1024);
      const sitemap = parseXml(answer.body, loc);
      expect(sitemap.root, loc).toEqual({ local: 'urlset', uri: SITEMAP_NS });
      const list = sitemap.entries;
      expect(list.length, loc).toBeGreaterThan(0);
      expect(list.length, loc).toBeLessThanOrEqual(50_000);
      sitemaps.set(new URL(loc).pathname, list);
    }
  }, 120_000);

  it('lists every page in English and French, each naming the other as its alternate', () => {
    for (const [name, list] of sitemaps) {
      const locs = new Set(list.map((entry) => entry.loc));
      expect(locs.size, `${name} lists a page twice`).toBe(list.length);
      for (const { loc, alternates } of list) {
        expect(Object.keys(alternates).sort(), `${name} ${loc}`).toEqual(['en', 'fr', 'x-default']);
        expect(Object.values(alternates), loc).toContain(loc);
        // The French page is the English one under /fr, and both are listed.
        expect(new URL(alternates.fr!).pathname, loc).toMatch(/^\/fr(?:\/|$)/);
        expect(locs.has(alternates.en!) && locs.has(alternates.fr!), loc).toBe(true);
      }
    }
  });

  it('a sample of 200 of its URLs, from every sitemap, answers 200 through nginx and is a real page', async () => {
    const all: string[] = [];
    for (const list of sitemaps.values()) {
      const locs = list.map((entry) => entry.loc);
      // An even spread over each sitemap, so each kind of page is in the sample.
      const take = Math.max(10, Math.round(200 / sitemaps.size));
      const step = Math.max(1, Math.floor(locs.length / take));
      for (let i = 0; i < locs.length && all.length < 200; i += step) all.push(locs[i]!);
    }
    expect(all.length).toBe(200);
    const failures: string[] = [];
    for (const loc of all) {
      const url = new URL(loc);
      expect(url.origin).toBe(stack.base);
      const route = resolveRoute(url.pathname, url.search);
      const answer = await call(loc);
      if (answer.status !== 200 || route.status !== 200 || route.page === 'not-found')
        failures.push(`${loc}: nginx ${answer.status}, ${route.page} ${route.status}`);
      // The page's own data exists: a URL of the right shape with a made-up id would be a 404 page.
      const data = dataCall(route.page, route.params);
      if (data) {
        const found = await call(`${stack.base}${data}`);
        if (found.status !== 200) failures.push(`${loc}: its data ${data} answers ${found.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers 404 for a sitemap that does not exist', async () => {
    expect((await fetch(`${stack.base}/sitemaps/listings-999.xml`)).status).toBe(404);
    expect((await fetch(`${stack.base}/sitemaps/nothing.xml`)).status).toBe(404);
  });
});
