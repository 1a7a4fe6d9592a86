import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/mocks/dataset';
import {
  axeViolations,
  horizontalOverflow,
  browserUnavailable,
  openPage,
  screenshot,
  startStack,
  type Stack,
} from './harness';

const skip = browserUnavailable();

describe.skipIf(skip)('the production build in Chromium', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('renders the home page in English', async () => {
    const { page, status } = await openPage(stack, '/');
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Find the home that fits your life');
    expect(await page.$eval('html', (h) => h.lang)).toBe('en-CA');
    expect(await page.title()).toBe('Homes for sale and rent in Canada | Foyer');
    await page.close();
  });

  it('renders the home page in French', async () => {
    const { page, status } = await openPage(stack, '/fr');
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Trouvez la propriété qui vous ressemble');
    expect(await page.$eval('html', (h) => h.lang)).toBe('fr-CA');
    await page.close();
  });

  it('paints each page from its HTML alone, in the URL’s language and category, before any script runs', async () => {
    const page = await stack.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${stack.base}/fr/luxury`);
    expect(await page.$eval('h1', (h) => h.textContent)).toMatch(/^Des propriétés/);
    expect(await page.$eval('html', (h) => [h.lang, h.dataset.theme])).toEqual(['fr-CA', 'collection']);
    expect(await page.title()).toMatch(/Foyer$/);
    expect(await page.title()).not.toBe('Foyer');
    // A page of live data: the header and footer in its language around a skeleton; the language switch waits
    // for the app to know where it leads.
    await page.goto(`${stack.base}/fr/qc/laval-real-estate`);
    expect(await page.$eval('html', (h) => [h.lang, h.dataset.theme])).toEqual(['fr-CA', 'standard']);
    expect(await page.$eval('header nav', (nav) => nav.textContent)).toContain('Résidentiel');
    expect(await page.$eval('footer', (f) => f.textContent?.length ?? 0)).toBeGreaterThan(100);
    expect(await page.$('main [aria-busy="true"]')).not.toBeNull();
    expect(await page.$('header a[hreflang]')).toBeNull();
    // The consent banner is there, hidden: the entry script shows it on a first visit (never to this automated browser).
    expect(await page.$eval('[data-first-paint-consent]', (banner) => (banner as HTMLElement).hidden)).toBe(true);
    expect(await page.$$eval('[data-consent-choice]', (buttons) => buttons.map((b) => b.textContent))).toEqual([
      'Accepter les statistiques',
      'Refuser',
    ]);
    // No inline script (the CSP refuses them) and no stylesheet to wait for.
    expect(await page.$$eval('script:not([src]), link[rel="stylesheet"]', (nodes) => nodes.length)).toBe(0);
    await page.close();
    // With scripts, the app takes the page over: the search's results, and a switch that leads to this page in English.
    const { page: app } = await openPage(stack, '/fr/qc/laval-real-estate');
    expect(await app.$eval('header a[hreflang="en-CA"]', (a) => a.getAttribute('href'))).toBe('/qc/laval-real-estate');
    expect(await app.$$eval('#root > *', (nodes) => nodes.length)).toBeGreaterThan(0);
    await app.close();
  });

  it('switches language and URL from the language selector, without reloading', async () => {
    const { page } = await openPage(stack, '/luxury');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('a[hreflang="fr-CA"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.startsWith('Des propriétés'));
    expect(new URL(page.url()).pathname).toBe('/fr/luxury');
    expect(await page.$eval('html', (h) => h.lang)).toBe('fr-CA');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.click('a[hreflang="en-CA"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.startsWith('Exceptional'));
    expect(new URL(page.url()).pathname).toBe('/luxury');
    await page.close();
  });

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const { page, status } = await openPage(stack, '/fr/no-such-page');
    expect(status).toBe(404);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Page introuvable');
    await page.close();
  });

  it.each([
    ['/on/toronto-real-estate', 'Toronto, Ontario real estate: homes for sale'],
    ['/fr/on/toronto-real-estate', 'Propriétés à vendre à Toronto (Ontario)'],
  ])('lands on the deep URL %s and shows its page', async (path, heading) => {
    const { page, status } = await openPage(stack, path);
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(heading);
    expect(await page.title()).toBe(`${heading} | Foyer`);
    await page.close();
  });

  it.each(['', '/fr'])('lands on a dataset agent’s and office’s URLs under "%s" and shows them', async (prefix) => {
    const dataset = createDataset();
    const agent = dataset.agents.find((a) => a.province === 'QC')!;
    const office = dataset.offices.find((o) => o.officeId === agent.officeId)!;
    for (const { detailUrl, name } of [agent, office]) {
      const { page, status } = await openPage(stack, `${prefix}${detailUrl}`);
      expect(status).toBe(200);
      await page.waitForFunction((n) => document.querySelector('main h1')?.textContent === n, {}, name);
      expect(await page.title()).toContain(name);
      await page.close();
    }
  });

  it.each(['', '/fr'])('lands on a dataset listing URL under "%s" and shows that listing', async (prefix) => {
    const listing = createDataset().listings.find((l) => l.place.slug === 'toronto' && l.saleMode === 'forSale')!;
    const { page, status } = await openPage(stack, `${prefix}${listing.detailUrl}`);
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toContain(listing.address);
    expect(await page.title()).toContain(listing.address);
    await page.close();
  });

  it('follows a legacy URL to its new home with a 301', async () => {
    const page = await stack.newPage();
    const response = await page.goto(`${stack.base}/fr/rent?bedsMin=2`, { waitUntil: 'networkidle0' });
    expect(response?.request().redirectChain()[0]?.response()?.status()).toBe(301);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/fr/find-real-estate?rentalsOnly=true&bedsMin=2',
    );
    await page.close();
  });

  it('sends a signed-out visitor from the account page to sign in', async () => {
    const page = await stack.newPage();
    await page.goto(`${stack.base}/fr/my-foyer`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.location.pathname === '/fr/login');
    // Spec §2.2: /login?action=register; and back to the account page once signed in.
    const query = new URL(page.url()).searchParams;
    expect(query.get('action')).toBe('register');
    expect(query.get('next')).toBe('/fr/my-foyer');
    await page.close();
  });

  it('reaches the home page controls with the keyboard, each with a visible focus ring', async () => {
    const { page } = await openPage(stack, '/', 375);
    const stops: { name: string; visible: boolean; ring: boolean }[] = [];
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const rect = el.getBoundingClientRect();
          const name =
            el.getAttribute('aria-label') ??
            el.querySelector('img')?.alt ??
            el.getAttribute('placeholder') ??
            el.textContent ??
            '';
          return {
            name: name.trim(),
            visible: rect.width > 0 && rect.height > 0,
            ring: getComputedStyle(el).outlineStyle !== 'none',
          };
        }),
      );
    }
    expect(stops[0]?.name).toBe('Skip to main content');
    const names = stops.map((s) => s.name);
    // On a phone the categories and the language are in the menu drawer (spec §2.5).
    for (const expected of ['Foyer home', 'Sign in', 'Menu', 'Buy', 'Search']) {
      expect(names).toContain(expected);
    }
    // Roving tabindex: only the selected tab is a tab stop.
    expect(names).not.toContain('Rent');
    expect(stops.filter((s) => !s.visible || !s.ring)).toEqual([]);
    await page.close();
  });

  const pages = [
    ['/', 1280],
    ['/', 375],
    ['/fr', 1280],
    ['/luxury', 768],
    ['/fr/luxury', 1600],
    ['/fr', 375],
    ['/commercial', 375],
    ['/fr/commercial', 1280],
    ['/privacy-notice', 1280],
    ['/fr/accessibility-policy', 375],
    ['/no-such-page', 1280],
    ['/fr/500', 768],
  ] as const;

  it.each(pages)('%s at %i px has no axe-core violations and fits its width', async (path, width) => {
    const { page } = await openPage(stack, path, width);
    await screenshot(page, `${path.replace(/\//g, '_') || '_'}-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.close();
  });

  it('has no axe-core violations in dark mode', async () => {
    const page = await stack.newPage();
    await page.setBypassCSP(true);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await page.goto(`${stack.base}/fr/luxury`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready="true"][data-color-mode="dark"]');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
