import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/mocks/dataset';
import { sectionsFor } from '../../src/pages/listing/sections';
import { englishDataLabels, englishLabelsIn, textOutsideEnglish } from '../../src/test/french-check';
import {
  axeViolations,
  browserUnavailable,
  clickWhenStill,
  horizontalOverflow,
  openPage,
  pageSettled,
  screenshot,
  startStack,
  type Stack,
} from './harness';

const skip = browserUnavailable();

const TEXT = {
  en: {
    next: 'Next photo',
    counter: (n: number, total: number) => `${n} / ${total}`,
    viewAll: 'View all photos',
    name: 'Your name',
    email: 'E-mail',
    send: 'Send message',
    sent: 'Message sent',
    notFound: 'This listing isn’t available',
    print: 'Print',
  },
  fr: {
    next: 'Photo suivante',
    counter: (n: number, total: number) => `${n} sur ${total}`,
    viewAll: 'Voir toutes les photos',
    name: 'Votre nom',
    email: 'Courriel',
    send: 'Envoyer le message',
    sent: 'Message envoyé',
    notFound: 'Cette propriété n’est plus affichée',
    print: 'Imprimer',
  },
} as const;

/** The text of the gallery's visible counter ("3 / 10"), wherever it sits in the gallery. */
async function galleryCounter(page: Page): Promise<string> {
  return page.evaluate(() => {
    const gallery = document.querySelector('main [aria-roledescription]');
    const match = [...(gallery?.querySelectorAll('*') ?? [])]
      .map((e) => (e.children.length === 0 ? (e.textContent ?? '').trim() : ''))
      .find((text) => /^\d+ (\/|sur) \d+$/.test(text));
    return match ?? '';
  });
}

/**
 * The text of a page's main element outside `lang="en"`, once scrolled to its end a screen at a time (two
 * frames per screen, so each deferred section sees itself in view), until loading them grows it no more.
 */
async function scrolledFrenchText(page: Page): Promise<string[]> {
  for (let pass = 0, height = 0; pass < 4; pass += 1) {
    const end = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let step = 0; step < 60; step += 1) {
        window.scrollBy(0, window.innerHeight);
        await frame();
        await frame();
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
      }
      return document.documentElement.scrollHeight;
    });
    await pageSettled(page);
    if (end === height) break;
    height = end;
  }
  return page.$eval('main', textOutsideEnglish);
}

/** Clicking a field's label focuses the field; then the visitor types. */
/** Types into the field a label names, once the page has come to rest (the contact jump scrolls it). */
async function fillField(page: Page, label: string, value: string) {
  const selector = `xpath/.//main//label[normalize-space()="${label}"]`;
  await clickWhenStill(page, selector);
  await page.keyboard.type(value);
  const typed = await page.$eval(
    selector,
    (element) => ((element as HTMLLabelElement).control as HTMLInputElement | null)?.value ?? null,
  );
  expect(typed, `the field labelled ${label}`).toBe(value);
}

describe.skipIf(skip)('listing detail: a buyer reads a listing', () => {
  let stack: Stack;
  const dataset = createDataset();
  const house = dataset.listings.find(
    (l) => l.place.slug === 'toronto' && l.typeId === 100 && l.saleMode === 'forSale' && l.photoCount >= 6,
  )!;
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
    'in %s at %i px: from a results card to the listing, photos, every section, a message to the agent',
    async (locale, width) => {
      const t = TEXT[locale];
      const prefix = locale === 'fr' ? '/fr' : '';
      const { page } = await openPage(stack, `${prefix}/on/toronto-real-estate`, width);
      await page.waitForSelector('main article[data-listing-id] h2 a');
      // The first card's address link opens its listing.
      const [href] = await page.$$eval('main article[data-listing-id] h2 a', (links) =>
        links.map((a) => a.getAttribute('href')),
      );
      await page.click('main article[data-listing-id] h2 a');
      await page.waitForFunction((h) => window.location.pathname === h, {}, href);
      await page.waitForSelector('html[data-ready="true"] main h1');
      const total = Number(/(\d+)$/.exec(await galleryCounter(page))?.[1] ?? 0);
      expect(await galleryCounter(page)).toBe(t.counter(1, total));
      await screenshot(page, `listing_${locale}-${width}`);

      // Photos by button, then by keyboard.
      if (total > 1) {
        await page.click(`main button[aria-label="${t.next}"]`);
        expect(await galleryCounter(page)).toBe(t.counter(2, total));
        await page.focus('main [aria-roledescription]');
        await page.keyboard.press('ArrowRight');
        expect(await galleryCounter(page)).toBe(t.counter(3 > total ? 1 : 3, total));
        await page.keyboard.press('ArrowLeft');
        expect(await galleryCounter(page)).toBe(t.counter(2, total));
      }
      // Full screen: opens, Escape closes, focus comes back.
      await page.click(`xpath/.//main//button[normalize-space()="${t.viewAll}"]`);
      await page.waitForSelector('dialog[open]');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));

      // Every section of the sub-navigation scrolls into view under the sticky bar.
      // A home for sale's sections (a rental has its terms instead of a buyer's sections).
      for (const id of sectionsFor(false)) {
        await clickWhenStill(page, `main nav a[href="#${id}"]`);
        await page
          .waitForFunction(
            (section) => {
              const box = document.getElementById(section)?.getBoundingClientRect();
              const bar = document.querySelector('main nav a[href^="#"]')?.closest('nav')?.getBoundingClientRect();
              if (!box || !bar) return false;
              // At the top under the bar, or as far as the page scrolls (the last sections).
              const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
              return (
                (box.top >= bar.bottom - 2 && box.top <= bar.bottom + 40) || (atBottom && box.top < window.innerHeight)
              );
            },
            { timeout: 15_000 },
            id,
          )
          .catch(async (error: unknown) => {
            // Say where the section and the bar are instead.
            const where = await page.evaluate((section) => {
              const box = document.getElementById(section)?.getBoundingClientRect();
              const bar = document.querySelector('main nav a[href^="#"]')?.closest('nav')?.getBoundingClientRect();
              return `#${section} top ${box?.top}, bar bottom ${bar?.bottom}, scrollY ${window.scrollY}, height ${document.documentElement.scrollHeight}`;
            }, id);
            await screenshot(page, `listing_section_failed_${locale}-${width}`);
            throw new Error(`${String(error)}; ${where}`);
          });
        await page.waitForFunction((hash) => window.location.hash === hash, { timeout: 5_000 }, `#${id}`);
      }
      await screenshot(page, `listing_${locale}-${width}-sections`);

      // A message to the agent.
      await clickWhenStill(page, 'main nav a[href="#contact"]');
      await page.waitForSelector(`xpath/.//main//label[normalize-space()="${t.name}"]`);
      await fillField(page, t.name, 'Camille Tremblay');
      await fillField(page, t.email, 'camille@example.com');
      await page.click(`xpath/.//main//button[normalize-space()="${t.send}"]`);
      await page
        .waitForFunction((title) => document.body.textContent?.includes(title), { timeout: 15_000 }, t.sent)
        .catch(async (error: unknown) => {
          // Say what the form shows instead (a field's error, the failure notice).
          const shown = await page.$eval('#contact', (s) => s.textContent);
          await screenshot(page, `listing_contact_failed_${locale}-${width}`);
          throw new Error(`${String(error)}; the contact section says: ${shown}`);
        });

      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['en', 375],
    ['fr', 1280],
  ] as const)(
    'in %s at %i px: a shared link with an anchor opens at its section; axe-clean, fits',
    async (locale, width) => {
      const prefix = locale === 'fr' ? '/fr' : '';
      const { page } = await openPage(stack, `${prefix}${house.detailUrl}#calculator`, width);
      await page.waitForFunction(
        () => {
          const box = document.getElementById('calculator')?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.top < 140;
        },
        { timeout: 10_000 },
      );
      await screenshot(page, `listing_anchor_${locale}-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(['en', 'fr'] as const)(
    'in %s: an unknown id shows the 404 page, tells the prerender service, lists homes in the city',
    async (locale) => {
      const prefix = locale === 'fr' ? '/fr' : '';
      const { page } = await openPage(
        stack,
        `${prefix}/on/toronto-real-estate/1-nowhere-street-wp_id99999999-lst`,
        375,
      );
      expect(await page.$eval('h1', (h) => h.textContent)).toBe(TEXT[locale].notFound);
      expect(await page.$eval('meta[name="prerender-status-code"]', (m) => m.getAttribute('content'))).toBe('404');
      await page.waitForSelector('main article[data-listing-id]');
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(['en', 'fr'] as const)(
    'in %s: the print page has no site header and prints on two pages, A4 or Letter',
    async (locale) => {
      const prefix = locale === 'fr' ? '/fr' : '';
      const { page } = await openPage(stack, `${prefix}/print-listing/${house.listingId}`, 1280);
      expect(await page.$eval('h1', (h) => h.textContent)).toContain(house.address);
      expect(await page.$('header[role="banner"], body > #root header')).toBeNull();
      await page.waitForSelector(`xpath/.//button[normalize-space()="${TEXT[locale].print}"]`);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      for (const format of ['a4', 'letter'] as const) {
        const pdf = Buffer.from(await page.pdf({ format, printBackground: true }));
        const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        expect(pages, format).toBeGreaterThan(0);
        expect(pages, format).toBeLessThanOrEqual(2);
      }
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `listing_print_${locale}`);
      await page.close();
    },
  );
  it('in French: listing pages of four provinces show French data, every lazy section loaded', async () => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(`translations/${locale}.json`, 'utf8')) as Record<string, string>;
    const labels = englishDataLabels(read('en'), read('fr'));
    expect(labels.length).toBeGreaterThan(150);
    const pick = (what: string, match: (l: (typeof dataset.listings)[number]) => boolean) => {
      const found = dataset.listings.find(match);
      if (!found) throw new Error(`The demo dataset has no ${what}`);
      return found;
    };
    const listings = [
      pick('Quebec condo', (l) => l.place.province === 'QC' && l.typeId === 160 && l.saleMode === 'forSale'),
      pick('Ontario house', (l) => l.place.province === 'ON' && l.typeId === 100 && l.features.includes('fireplace')),
      pick('BC rental', (l) => l.place.province === 'BC' && l.saleMode === 'forRent' && l.beds !== null),
      pick('Nova Scotia land', (l) => l.place.province === 'NS' && l.beds === null && !l.commercial),
    ];
    const found: Record<string, string[]> = {};
    for (const listing of listings) {
      const { page } = await openPage(stack, `/fr${listing.detailUrl}`, 1280);
      const texts = await scrolledFrenchText(page);
      const english = englishLabelsIn(texts, labels);
      // The scroll loaded every section, the details and the neighbourhood's places among them.
      expect(await page.$('[data-group="overview"]'), listing.detailUrl).not.toBeNull();
      expect(texts, listing.detailUrl).toContain('Écoles');
      if (english.length > 0) {
        found[listing.detailUrl] = english;
        await screenshot(page, `listing_french_data_${listing.place.province}`);
      }
      await page.close();
    }
    expect(found).toEqual({});
  });
});
