import { inBounds, parseBounds } from '../../src/domain/geometry';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  horizontalOverflow,
  browserUnavailable,
  openPage,
  resultCards,
  screenshot,
  startStack,
  type Stack,
  waitForResults,
} from './harness';

const skip = browserUnavailable();

/** Types into the visible search box and picks the first suggestion that matches. */
async function chooseSuggestion(page: Page, text: string, match: RegExp) {
  // The box shown: a home page's other tabs keep theirs in hidden panels.
  const handle = await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('main [role="combobox"]')].find((box) => box.offsetParent !== null),
  );
  const input = handle.asElement() as ElementHandle<HTMLInputElement> | null;
  await input!.click();
  await page.keyboard.type(text, { delay: 30 });
  await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('[role="listbox"]:not([hidden]) [role="option"]')].some((o) =>
        new RegExp(source).test(o.textContent ?? ''),
      ),
    { timeout: 10_000 },
    match.source,
  );
  const index = await page.$$eval(
    '[role="listbox"]:not([hidden]) [role="option"]',
    (options, source) => options.findIndex((o) => new RegExp(source).test(o.textContent ?? '')),
    match.source,
  );
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

describe.skipIf(skip)('search: a visitor finds homes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.each([
    ['en', '/', 'Toronto, Ontario real estate: homes for sale', 'Map', 'Gallery', 'All filters', 'Condo', 'Show '],
    [
      'fr',
      '/fr',
      'Propriétés à vendre à Toronto (Ontario)',
      'Carte',
      'Galerie',
      'Tous les filtres',
      'Copropriété',
      'Afficher ',
    ],
  ] as const)(
    'in %s: suggestion, city page, map and back, filters, sort, page 2, reload',
    async (locale, home, heading, mapLabel, galleryLabel, filtersLabel, condoLabel, applyLabel) => {
      const { page } = await openPage(stack, home);
      await chooseSuggestion(page, 'Toronto', /^Toronto/);
      await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, {}, heading);
      expect(new URL(page.url()).pathname).toBe(`${locale === 'fr' ? '/fr' : ''}/on/toronto-real-estate`);
      await waitForResults(page);
      expect((await resultCards(page)).length).toBeGreaterThan(0);

      // Map and back.
      await page.click(`xpath/.//button[normalize-space()="${mapLabel}"]`);
      await page.waitForFunction(() => new URL(window.location.href).searchParams.get('view') === 'map');
      await page.waitForSelector('.leaflet-container', { timeout: 20_000 });
      await page.click(`xpath/.//button[normalize-space()="${galleryLabel}"]`);
      await waitForResults(page);

      // Condos, 2+ bedrooms, $300,000 to $2,000,000.
      const unfiltered = (await resultCards(page)).map((c) => c.id).join(',');
      await page.click(`xpath/.//button[starts-with(normalize-space(), "${filtersLabel}")]`);
      await page.waitForSelector('dialog[open]');
      // Through the label's own click: a pointer click aimed while the dialog still animates in can miss it.
      const condo = await page.waitForSelector(`xpath/.//dialog//label[normalize-space()="${condoLabel}"]`);
      await condo!.evaluate((label) => (label as HTMLLabelElement).click());
      await page.waitForFunction(
        (label) => ((label as HTMLLabelElement).control as HTMLInputElement | null)?.checked === true,
        {},
        condo,
      );
      // Two bedrooms or more, then a price range from the panel's steps. The radio is checked through its
      // label, then confirmed: a pointer click computed while the panel still scrolls can land beside it.
      const twoPlus = await page.waitForSelector(
        `xpath/.//dialog//fieldset[@role="radiogroup"][legend[starts-with(normalize-space(), "${
          locale === 'fr' ? 'Chambres' : 'Bedrooms'
        }")]]//label[normalize-space()="2+"]`,
      );
      await twoPlus!.evaluate((label) => (label as HTMLLabelElement).click());
      await page.waitForFunction(
        (label) => ((label as HTMLLabelElement).control as HTMLInputElement | null)?.checked === true,
        {},
        twoPlus,
      );
      const prices = await page.$$(
        `xpath/.//dialog//fieldset[legend[normalize-space()="${locale === 'fr' ? 'Prix' : 'Price'}"]]//select`,
      );
      await prices[0]!.select('300000');
      await prices[1]!.select('2000000');
      // The button counts what the draft finds before it is applied.
      const apply = await page.waitForSelector(
        `xpath/.//dialog//button[@type="submit"][starts-with(normalize-space(), "${applyLabel}") and string-length(translate(normalize-space(), "0123456789", "")) < string-length(normalize-space())]`,
        { timeout: 10_000 },
      );
      await screenshot(page, `filters_${locale}-1280`);
      await apply!.click();
      // One type chosen on a city page has a page of its own: the condos of Toronto, with the rest in the query.
      await page.waitForFunction(() => window.location.pathname.endsWith('/on/toronto-condos-for-sale'));
      expect(new URL(page.url()).searchParams.get('bedsMin')).toBe('2');
      // The new page of cards replaces the last search's (shown meanwhile, with the list marked busy).
      await page.waitForFunction(
        (previous) =>
          [...document.querySelectorAll('main article[data-listing-id]')]
            .map((a) => a.getAttribute('data-listing-id'))
            .join(',') !== previous,
        { timeout: 15_000 },
        unfiltered,
      );
      await waitForResults(page);
      const filtered = await resultCards(page);
      expect(filtered.length).toBeGreaterThan(0);
      for (const card of filtered) {
        expect(card.beds).toBeGreaterThanOrEqual(2);
        expect(card.price).toBeGreaterThanOrEqual(300_000);
        expect(card.price).toBeLessThanOrEqual(2_000_000);
        expect(card.type).toBe(condoLabel);
      }

      // Price, high to low.
      await page.select('main select', '4');
      await page.waitForFunction(() => new URL(window.location.href).searchParams.get('sort') === '4');
      await page
        .waitForFunction(
          (first) => document.querySelector('main article[data-listing-id]')?.getAttribute('data-listing-id') !== first,
          { timeout: 10_000 },
          filtered[0]!.id,
        )
        .catch(() => undefined);
      await waitForResults(page);
      const sorted = await resultCards(page);
      for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.price).toBeLessThanOrEqual(sorted[i - 1]!.price);

      // Page 2, then a reload restores exactly the same search.
      const pageTwo = await page.$('nav a[aria-label$=" 2"]');
      if (pageTwo) {
        await pageTwo.click();
        await page.waitForFunction(() => new URL(window.location.href).searchParams.get('pageNumber') === '2');
        await page.waitForFunction(
          (first) => document.querySelector('main article[data-listing-id]')?.getAttribute('data-listing-id') !== first,
          {},
          sorted[0]!.id,
        );
      }
      const before = { url: page.url(), cards: await resultCards(page) };
      // Not networkidle0 (a keepalive request of the page before can hold it 30 s): the results are waited for.
      await page.reload({ waitUntil: 'load' });
      await waitForResults(page);
      expect(page.url()).toBe(before.url);
      expect((await resultCards(page)).map((c) => c.id)).toEqual(before.cards.map((c) => c.id));
      await page.close();
    },
  );

  it('in fr: "near me" from the suggested searches finds homes around the visitor', async () => {
    const { page } = await openPage(stack, '/fr');
    await stack.context.setPermission(new URL(stack.base).origin, {
      permission: { name: 'geolocation' },
      state: 'granted',
    });
    await page.setGeolocation({ latitude: 51.0447, longitude: -114.0719 });
    const input = await page.waitForSelector('main [role="combobox"]', { visible: true });
    await input!.click();
    await page.waitForSelector('[role="group"][aria-label="Recherches suggérées"], [role="option"]', { visible: true });
    // Coming soon, then near me.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.has('bounds'), { timeout: 15_000 });
    const query = new URL(page.url()).searchParams;
    // The area around the visitor's position, kept in the URL as the map will show it.
    const area = parseBounds(query.get('bounds'));
    expect(area && inBounds(51.0447, -114.0719, area)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/fr/find-real-estate');
    expect(query.get('nearMe')).toBe('true');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Propriétés à vendre près de chez vous');
    await waitForResults(page);
    const places = await page.$$eval('main article[data-listing-id]', (articles) =>
      articles.map((a) => a.textContent ?? ''),
    );
    expect(places.length).toBeGreaterThan(0);
    for (const text of places) expect(text).toMatch(/, AB$/);
    await screenshot(page, 'results_fr_near-me-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.close();
  });

  it('opens the sign-in drawer when a signed-out visitor saves a favourite', async () => {
    const { page } = await openPage(stack, '/fr/on/toronto-real-estate');
    await waitForResults(page);
    await page.click('main article button[aria-pressed]');
    await page.waitForSelector('dialog[open] h2');
    expect(await page.$eval('dialog[open] h2', (h) => h.textContent)).toBe('Connectez-vous ou créez un compte');
    // Kept in this browser meanwhile (ours): the heart is pressed.
    expect(await page.$eval('main article button[aria-pressed]', (b) => b.getAttribute('aria-pressed'))).toBe('true');
    await page.close();
  });

  const pages = [
    ['/on/toronto-real-estate', 375],
    ['/fr/on/toronto-real-estate', 768],
    ['/bc/vancouver-condos-for-sale', 1280],
    ['/fr/luxury/find-real-estate', 1600],
    ['/on/toronto-real-estate?view=map', 1280],
    ['/fr/commercial/ab/calgary-real-estate?view=map', 375],
  ] as const;

  it.each(pages)('%s at %i px has no axe-core violations and fits its width', async (path, width) => {
    const { page } = await openPage(stack, path, width);
    if (path.includes('view=map')) await page.waitForSelector('.leaflet-container', { timeout: 20_000 });
    else await waitForResults(page);
    await screenshot(page, `results${path.replace(/[/?=]/g, '_')}-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.close();
  });
});

describe.skipIf(skip)('search as a buyer expects it', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A phone's screen, not the default 900 px tall window. */
  const open = async (path: string, width: number) => {
    const { page } = await openPage(stack, path, width);
    if (width < 768) await page.setViewport({ width, height: 740 });
    return page;
  };

  it.each([
    ['en', 375],
    ['en', 1280],
    ['fr', 375],
    ['fr', 1280],
  ] as const)(
    'in %s at %i px: a type page, its filters, the header’s box and the map without tiles',
    async (locale, width) => {
      const fr = locale === 'fr';
      const page = await open(`${fr ? '/fr' : ''}/bc/vancouver-condos-for-sale`, width);
      await waitForResults(page);
      const condo = fr ? 'Copropriété' : 'Condo';
      for (const card of await resultCards(page)) expect(card.type).toBe(condo);

      // The header's box names the place searched, and its placeholder is read whole when empty.
      const box = await page.waitForSelector('header [role="combobox"]', { visible: true });
      await page.waitForFunction((input) => (input as HTMLInputElement).value === 'Vancouver', {}, box);
      const fits = await box!.evaluate((input) => {
        const element = input as HTMLInputElement;
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { need: context.measureText(element.placeholder).width, room };
      });
      expect(fits.need).toBeLessThanOrEqual(fits.room);
      await screenshot(page, `buyer_results_${locale}-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);

      // The panel shows the type the URL implies, checked.
      await page.click(
        `xpath/.//main//button[starts-with(normalize-space(), "${fr ? 'Tous les filtres' : 'All filters'}")]`,
      );
      await page.waitForSelector('dialog[open]');
      const checked = await page.$eval(
        `xpath/.//dialog//label[normalize-space()="${condo}"]//input | .//dialog//label[normalize-space()="${condo}"]/preceding-sibling::input[1]`,
        (input) => (input as HTMLInputElement).checked,
      );
      expect(checked).toBe(true);
      await screenshot(page, `buyer_filter-panel_${locale}-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));

      // The map, with no tiles (none load here): pins on the provinces' outlines, no taller than the screen.
      await page.click(`xpath/.//button[normalize-space()="${fr ? 'Carte' : 'Map'}"]`);
      await page.waitForSelector('.leaflet-container', { timeout: 20_000 });
      await page.waitForSelector('.leaflet-marker-icon', { timeout: 20_000 });
      // Opening the map is no search of the map's area: only the visitor's own moves make one.
      const title = await page.$eval('h1', (h) => h.textContent);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await page.$eval('h1', (h) => h.textContent)).toBe(title);
      expect(new URL(page.url()).searchParams.has('bounds')).toBe(false);
      const map = await page.$eval('.leaflet-container', (element) => element.getBoundingClientRect().height);
      expect(map).toBeLessThanOrEqual(page.viewport()!.height);
      await screenshot(page, `buyer_map_${locale}-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.close();
    },
  );

  it('in en: the Rent tab searches rentals, and its popular searches say "for rent"', async () => {
    const page = await open('/', 1280);
    await page.click('xpath/.//button[@role="tab"][normalize-space()="Rent"]');
    const popular = await page.$$eval('#home-popular ~ * a', (links) => links.map((a) => a.textContent ?? ''));
    expect(popular.length).toBeGreaterThan(0);
    for (const text of popular) expect(text).toMatch(/^Rentals in /);
    await chooseSuggestion(page, 'Toronto', /^Toronto/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Rentals in Toronto, Ontario');
    await waitForResults(page);
    const prices = await page.$$eval('main article .listing-price', (nodes) => nodes.map((n) => n.textContent ?? ''));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/\/mo(?!nth)/);
    await screenshot(page, 'buyer_rent_en-1280');
    await page.close();
  });
});
