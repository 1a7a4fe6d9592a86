import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/mocks/dataset';
import { estimateOf, type EstimateRecord } from '../../src/mocks/dataset/estimates';
import {
  PASSWORD,
  axeViolations,
  browserUnavailable,
  clickWhenStill,
  createAccount,
  horizontalOverflow,
  newEmail,
  openPage,
  screenshot,
  signInWith,
  startStack,
  visitor,
  type Stack,
} from './harness';

const skip = browserUnavailable();

/** A page is fit to show: no axe-core violation, nothing sticking out sideways. */
async function expectClean(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
  expect(await horizontalOverflow(page), label).toEqual([]);
}

const h1 = (page: Page) => page.$eval('main h1', (h) => h.textContent?.trim() ?? '');
const path = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(skip)('neighbourhoods, the estimator, the directory and the latest listings', () => {
  let stack: Stack;
  const dataset = createDataset();
  // The estimates of the dataset the stack serves, one address of each state.
  const stateOf = (r: EstimateRecord) => estimateOf(r, dataset.estimates, dataset.today).status;
  const withState = (status: string, where: (r: EstimateRecord) => boolean = () => true) =>
    dataset.estimates.find((r) => where(r) && stateOf(r) === status)!;
  const ok = withState('OK', (r) => r.candidate.listDetailId.endsWith('-prty'));
  const noData = withState('NO_DATA');
  const notForSale = withState('NOT_FOR_SALE');

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.each([
    ['en', 1280],
    ['fr', 375],
  ] as const)(
    'in %s at %i px: from a city results page to a neighbourhood guide, its charts and its homes',
    async (locale, width) => {
      const prefix = locale === 'fr' ? '/fr' : '';
      const { page } = await openPage(stack, `${prefix}/on/toronto-real-estate`, width);
      const link = 'nav[data-neighbourhoods] a';
      await page.waitForSelector(link, { timeout: 20_000 });
      const href = await page.$eval(link, (a) => new URL(a.href).pathname);
      const id = href.split('/').pop()!;
      const neighbourhood = dataset.neighbourhoodById.get(id);
      expect(neighbourhood?.place.name, href).toBe('Toronto');
      expect(href).toBe(`${prefix}/neighbourhoods/${id}`);
      await page.$eval(link, (a) => a.scrollIntoView({ block: 'center' }));
      await clickWhenStill(page, link);
      await page.waitForFunction(
        (name) => document.querySelector('main h1')?.textContent?.includes(name),
        { timeout: 15_000 },
        neighbourhood!.name,
      );
      expect(path(page)).toBe(href);
      for (const section of ['about', 'transport', 'housing', 'services', 'listings', 'demographics'])
        expect(await page.$(`section#${section}`), section).not.toBeNull();
      await page.waitForSelector('figure[data-chart] table');
      await page.waitForSelector('p[data-compare]');

      // A chart's numbers, on demand: the table shows and the button says so.
      const button = 'figure[data-chart] button[data-show-table]';
      await page.$eval(button, (b) => b.scrollIntoView({ block: 'center' }));
      await clickWhenStill(page, button);
      await page.waitForSelector(`${button}[aria-expanded="true"]`);
      const rows = await page.$eval('figure[data-chart] table', (t) => t.querySelectorAll('tbody tr').length);
      expect(rows).toBeGreaterThan(1);
      await page.$eval('section#listings', (s) => s.scrollIntoView({ block: 'start' }));
      await page.waitForSelector('section#listings a[data-all-results]', { timeout: 15_000 });
      await page.waitForSelector('[data-neighbourhood-map]');
      await expectClean(page, 'neighbourhood guide');
      await screenshot(page, `neighbourhood_${locale}-${width}`);

      // Its homes: the full results of the neighbourhood, which link back to the guide.
      const all = await page.$eval('section#listings a[data-all-results]', (a) => new URL(a.href).pathname);
      expect(all).toBe(`${prefix}${neighbourhood!.detailUrl}`);
      await clickWhenStill(page, 'section#listings a[data-all-results]');
      await page.waitForFunction((p) => location.pathname === p, { timeout: 15_000 }, all);
      await page.waitForSelector('a[data-neighbourhood-guide]', { timeout: 20_000 });
      expect(await page.$eval('a[data-neighbourhood-guide]', (a) => new URL(a.href).pathname)).toBe(href);
      // Back returns to the guide.
      await page.goBack();
      await page.waitForFunction((p) => location.pathname === p, { timeout: 15_000 }, href);
      await page.close();
    },
  );

  it.each([
    ['en', 1280],
    ['fr', 375],
  ] as const)('in %s at %i px: the estimator from an address to each of its four states', async (locale, width) => {
    const prefix = locale === 'fr' ? '/fr' : '';
    // A private window: signed out whatever the other tests did.
    const { context, page } = await visitor(stack, width);
    await page.goto(`${stack.base}${prefix}/home-estimates-canada`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready="true"]');
    await expectClean(page, 'estimator landing');
    await screenshot(page, `estimates_${locale}-${width}`);

    // Outside British Columbia, the page says so.
    await page.type('main input[role="combobox"]', '100 Main Street, Toronto');
    await page.waitForSelector('[data-outside-bc]', { visible: true, timeout: 15_000 });
    await page.click('main input[role="combobox"]', { count: 3 });
    await page.keyboard.press('Backspace');

    // A real BC address, chosen from the suggestions with the keyboard.
    await page.type('main input[role="combobox"]', `${ok.candidate.address}, ${ok.candidate.city}`);
    await page.waitForSelector('main [role="listbox"] [role="option"]', { visible: true, timeout: 15_000 });
    const options = await page.$$eval('main [role="listbox"] [role="option"]', (os) =>
      os.map((o) => o.textContent ?? ''),
    );
    expect(options.some((o) => o.includes(ok.candidate.address))).toBe(true);
    const index = options.findIndex((o) => o.includes(ok.candidate.address));
    for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (p) => location.pathname === p,
      { timeout: 15_000 },
      `${prefix}${ok.candidate.detailUrl}`,
    );

    // Signed out: the value needs an account; signing in from the drawer shows it without a reload.
    await page.waitForSelector('[data-estimate-state="login-required"]', { timeout: 15_000 });
    expect(await h1(page)).toContain(ok.candidate.address);
    await expectClean(page, 'estimate, login required');
    await screenshot(page, `estimate-login_${locale}-${width}`);
    const email = newEmail('estimate');
    await createAccount(stack, email);
    await clickWhenStill(page, 'button[data-estimate-login]');
    await page.waitForSelector('dialog[open] input[name="email"]', { visible: true });
    await signInWith(page, 'dialog[open]', email, PASSWORD);
    await page.waitForSelector('[data-estimate-state="ok"]', { timeout: 20_000 });
    const range = await page.$eval('[data-estimate-range]', (r) => r.textContent ?? '');
    const estimate = estimateOf(ok, dataset.estimates, dataset.today);
    const digits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? '\u00a0' : ',');
    expect(range.replace(/[\s\u202f]/g, '\u00a0')).toContain(digits(estimate.low!).replace(/\s/g, '\u00a0'));
    expect(await page.$eval('[data-confidence]', (c) => c.textContent ?? '')).not.toBe('');
    expect(await page.$('[data-partner-attribution]')).not.toBeNull();
    if (estimate.comparables.length > 0)
      expect(await page.$$eval('table[data-comparables] tbody tr', (r) => r.length)).toBe(estimate.comparables.length);
    await expectClean(page, 'estimate, value');
    await screenshot(page, `estimate-value_${locale}-${width}`);

    // The other states, opened by their addresses' URLs, still signed in.
    const other = async (record: EstimateRecord, state: string) => {
      await page.goto(`${stack.base}${prefix}${record.candidate.detailUrl}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector(`[data-estimate-state="${state}"]`, { timeout: 20_000 });
      expect(await page.$('[data-partner-attribution]')).not.toBeNull();
      await expectClean(page, `estimate, ${state}`);
    };
    await other(noData, 'no-data');
    await other(notForSale, 'not-for-sale');
    const listing = await page.$eval('a[data-listing-link]', (a) => new URL(a.href).pathname);
    expect(listing).toBe(`${prefix}${notForSale.core!.detailUrl}`);
    await screenshot(page, `estimate-listed_${locale}-${width}`);
    await context.close();
  });

  it.each([
    ['en', 1280],
    ['fr', 375],
  ] as const)(
    'in %s at %i px: a directory page to a city’s results, and the newest listings',
    async (locale, width) => {
      const prefix = locale === 'fr' ? '/fr' : '';
      const { page } = await openPage(stack, `${prefix}/real-estate-listings-in-canada`, width);
      await page.waitForSelector('section[data-province="on"] li a', { timeout: 15_000 });
      await expectClean(page, 'directory');
      await screenshot(page, `directory_${locale}-${width}`);
      // Show more reveals the rest of Ontario's cities, show fewer hides them again.
      const more = 'section[data-province="on"] button[data-show-more]';
      const visible = () =>
        page.$$eval(
          'section[data-province="on"] li a',
          (links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).length,
        );
      const before = await visible();
      await page.$eval(more, (b) => b.scrollIntoView({ block: 'center' }));
      await clickWhenStill(page, more);
      await page.waitForSelector(`${more}[aria-expanded="true"]`);
      expect(await visible()).toBeGreaterThan(before);
      await page.click(more);
      await page.waitForSelector(`${more}[aria-expanded="false"]`);
      expect(await visible()).toBe(before);

      // Toronto's link leads to Toronto's results.
      const toronto = `section[data-province="on"] li a[href="${prefix}/on/toronto-real-estate"]`;
      await page.$eval(toronto, (a) => a.scrollIntoView({ block: 'center' }));
      await clickWhenStill(page, toronto);
      await page.waitForFunction(
        (p) => location.pathname === p,
        { timeout: 15_000 },
        `${prefix}/on/toronto-real-estate`,
      );
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Toronto'), {
        timeout: 15_000,
      });

      // The newest homes for sale: 100 rows a page, the dataset's newest first; page 2 by its link.
      const latest = (await openPage(stack, `${prefix}/latest-homes-for-sale`, width)).page;
      await latest.waitForSelector('table[data-latest] tbody tr', { timeout: 20_000 });
      const newest = [...dataset.byDateDesc]
        .map((i) => dataset.listings[i]!)
        .filter((l) => l.saleMode === 'forSale')
        .slice(0, 200);
      const firstLinks = () =>
        latest.$$eval('table[data-latest] tbody tr a', (links) => links.map((a) => new URL(a.href).pathname));
      const page1 = await firstLinks();
      expect(page1).toHaveLength(100);
      expect(page1[0]).toBe(`${prefix}${newest[0]!.detailUrl}`);
      await expectClean(latest, 'latest');
      await screenshot(latest, `latest_${locale}-${width}`);
      const next = '[data-pagination] a[href*="pageNumber=2"]';
      await latest.$eval(next, (a) => a.scrollIntoView({ block: 'center' }));
      await clickWhenStill(latest, next);
      await latest.waitForFunction(() => new URL(location.href).searchParams.get('pageNumber') === '2');
      await latest.waitForFunction(
        (first) => document.querySelector('table[data-latest] tbody tr a')?.getAttribute('href')?.endsWith(first),
        { timeout: 15_000 },
        newest[100]!.detailUrl,
      );
      await latest.close();
      await page.close();
    },
  );

  it.each([
    ['en', 375],
    ['fr', 1280],
  ] as const)(
    'in %s at %i px: the guide, the estimator, a directory and the latest rentals are clean',
    async (locale, width) => {
      const prefix = locale === 'fr' ? '/fr' : '';
      const neighbourhood =
        dataset.neighbourhoods.find((n) => n.place.slug === 'montreal') ?? dataset.neighbourhoods[0]!;
      for (const [label, url, ready] of [
        ['guide', `${prefix}/neighbourhoods/${neighbourhood.neighbourhoodId}`, 'figure[data-chart] table'],
        ['estimator', `${prefix}/home-estimates-canada`, 'main input[role="combobox"]'],
        ['directory', `${prefix}/neighbourhoods-in-canada`, 'section[data-province] li a'],
        ['rentals', `${prefix}/latest-homes-for-rent`, 'table[data-latest] tbody tr'],
        ['footer page', `${prefix}/privacy-notice`, 'main h1'],
      ] as const) {
        const { page, status } = await openPage(stack, url, width);
        // 304: the shell revalidated from this browser's cache.
        expect([200, 304], url).toContain(status);
        await page.waitForSelector(ready, { timeout: 20_000 });
        await expectClean(page, label);
        await screenshot(page, `${label.replace(' ', '-')}_${locale}-${width}`);
        await page.close();
      }
    },
  );
});
