// Crawlers through real nginx and the real prerender service, on the demo dataset's own pages: the same status as a
// person, the rendered content (prices, a listing's facts and JSON-LD, the 404 page), and the SPA shell when the
// service is down.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxMissing, startStack, type RunningStack } from '../../scripts/stack';
import { createDataset } from '../../src/mocks/dataset';
import { REDIRECTS } from '../../src/routing/redirects';
import { sampleListingPath } from '../bench/sample-listing';
import { hasChromium } from '../e2e/browser';
import { call, freePort, skipWithout, type Answer } from '../net';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const PERSON =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const unavailable = () =>
  skipWithout(
    nginxMissing() ?? (hasChromium() ? null : 'Chromium is missing: apt-get install -y chromium'),
    'PRERENDER CONFORMANCE',
  );

const dataset = createDataset();
const listing = dataset.listingById.get(sampleListingPath().split('/').pop()!)!;
const agent = dataset.agents.find((a) => a.province === 'ON') ?? dataset.agents[0]!;
const office = dataset.offices[0]!;
const redirect = REDIRECTS.find((r) => r.from === '/buy');

/** Text of the page without tags, scripts and styles. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');
}

describe.skipIf(unavailable())('crawlers through nginx and the prerender service', () => {
  let stack: RunningStack;
  const as = (userAgent: string, path: string): Promise<Answer> =>
    call(stack.base, path, { headers: { 'User-Agent': userAgent } });

  beforeAll(async () => {
    stack = await startStack({
      port: await freePort(),
      apiPort: await freePort(),
      prerenderPort: await freePort(),
      stateDir: mkdtempSync(join(tmpdir(), 'foyer-prerender-')),
      prerender: true,
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('a results page: the listings with their prices, absolute canonical and hreflang, no scripts, styles inlined', async () => {
    const path = '/on/toronto-real-estate';
    const crawler = await as(GOOGLEBOT, path);
    expect(crawler.status).toBe((await as(PERSON, path)).status);
    expect(crawler.status).toBe(200);
    expect(crawler.headers['x-prerender-cache']).toBeDefined();
    expect(crawler.body).toMatch(/^<!DOCTYPE html>\n<html lang="en-CA"/);
    const text = visibleText(crawler.body);
    expect(text).toMatch(/Toronto/);
    expect(text.match(/\$\s?\d{1,3}(?:,\d{3})+/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(crawler.body).toContain(`<link rel="canonical" href="${stack.base}${path}"`);
    expect(crawler.body).toContain(`<link rel="alternate" href="${stack.base}/fr${path}" hreflang="fr"`);
    expect(crawler.body).not.toMatch(/<script(?![^>]*application\/ld\+json)|modulepreload/);
    const styles = [...crawler.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.length);
    expect(Math.max(...styles)).toBeGreaterThan(2000);
  });

  it('the same page in French says so, with French prices', async () => {
    const crawler = await as(GOOGLEBOT, '/fr/on/toronto-real-estate');
    expect(crawler.status).toBe(200);
    expect(crawler.body).toMatch(/<html lang="fr-CA"/);
    expect(visibleText(crawler.body)).toMatch(/\d{1,3}(?: \d{3})+ \$/);
  });

  it('a listing of the demo dataset: its facts and its JSON-LD, for a search engine and a link preview', async () => {
    for (const userAgent of [GOOGLEBOT, FACEBOOK]) {
      const crawler = await as(userAgent, listing.detailUrl);
      expect(crawler.status).toBe(200);
      const text = visibleText(crawler.body);
      expect(text).toContain(listing.address);
      expect(text).toContain(`$${listing.price.toLocaleString('en-CA')}`);
      expect(text).toContain(listing.mlsNum);
      const jsonLd = [...crawler.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as unknown,
      );
      expect(JSON.stringify(jsonLd)).toContain(listing.address);
      expect(crawler.body).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(crawler.body).toContain(`<link rel="canonical" href="${stack.base}${listing.detailUrl}"`);
    }
  });

  it("an agent's and an office's page render with their names", async () => {
    const agentPage = await as(GOOGLEBOT, agent.detailUrl);
    expect(agentPage.status).toBe(200);
    expect(visibleText(agentPage.body)).toContain(agent.name);
    const officePage = await as(GOOGLEBOT, office.detailUrl);
    expect(officePage.status).toBe(200);
    expect(visibleText(officePage.body)).toContain(office.name);
  });

  it('unknown pages, listings, agents and offices are 404 with the not-found page, never a soft 404', async () => {
    for (const path of [
      '/no-such-page',
      '/on/toronto-real-estate/1-nowhere-street-wp_id999999999-lst',
      '/on/nobody-here-99999999-ag',
      '/on/no-such-office-99999999-br',
    ]) {
      const crawler = await as(GOOGLEBOT, path);
      expect(crawler.status, path).toBe(404);
      expect(crawler.body).toContain('name="prerender-status-code" content="404"');
      expect(crawler.body).toMatch(/<h1[^>]*>/);
    }
    expect((await as(PERSON, '/no-such-page')).status).toBe(404);
  });

  it.skipIf(!redirect)('a moved page is the same 301 for crawlers and people', async () => {
    const person = await as(PERSON, redirect!.from);
    const crawler = await as(GOOGLEBOT, redirect!.from);
    expect(person.status).toBe(301);
    expect(crawler.status).toBe(301);
    expect(crawler.headers.location).toBe(person.headers.location);
  });

  it('with the service down, crawlers get the SPA shell with the status a person gets', async () => {
    await stack.prerender!.close();
    for (const path of ['/on/toronto-real-estate', '/no-such-page']) {
      const person = await as(PERSON, path);
      const crawler = await as(GOOGLEBOT, path);
      expect(crawler.status, path).toBe(person.status);
      expect(crawler.body).toContain('<div id="root"></div>');
    }
  });
});
