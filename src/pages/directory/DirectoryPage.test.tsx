// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultOf } from '@/api/contract/envelope';
import { API, callPath } from '@/api/contract/paths';
import type { PlaceDirectory } from '@/api/contract/place-directory';
import { App } from '@/app/App';
import { FILTER_GROUPS } from '@/domain/listing-types';
import { loadMessages } from '@/i18n/locale';
import { dataResponse, defaultDb, errorResponse } from '@/mocks/handlers';
import { buildPlaceDirectory } from '@/mocks/handlers/place-directory';
import { server } from '@/mocks/node';
import type { ListingCore } from '@/mocks/dataset/listings';
import { slug } from '@/mocks/text';
import { resolveRoute } from '@/routing/resolve';
import { DIRECTORY_PAGES, type DirectoryPage } from '@/routing/route-table';
import { renderWithProviders } from '@/test/render';

beforeAll(async () => {
  await Promise.all([loadMessages('en', 'places'), loadMessages('fr', 'places')]);
});

const render = (route: string) => renderWithProviders(<App />, { route });

const sections = () => Array.from(document.querySelectorAll<HTMLElement>('section[data-province]'));
async function loaded() {
  await waitFor(() => expect(sections().length).toBeGreaterThan(0), { timeout: 15_000 });
}

/** "Toronto (1,234)" → name and count; French writes "1 234" with a no-break space. */
function parseLink(text: string): { name: string; count: number } {
  const match = /^(.*) \(([\d,\s\u00a0\u202f]+)\)$/.exec(text.trim());
  if (!match) throw new Error(`Not a counted link: ${text}`);
  return { name: match[1]!, count: Number(match[2]!.replace(/[^\d]/g, '')) };
}

// Counts straight from the demo API's dataset, keyed `on/toronto` (or by neighbourhood id).
const count = <T,>(items: readonly T[], keyOf: (item: T) => string | null) => {
  const out = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
};
const byCity = (test: (l: ListingCore) => boolean) => (l: ListingCore) =>
  test(l) ? `${l.place.province.toLowerCase()}/${l.place.slug}` : null;
const forSale = (l: ListingCore) => l.saleMode === 'forSale';

/** Per page: the rule each city link resolves to and the dataset's count for each. */
const EXPECTED: Record<
  Exclude<DirectoryPage, 'neighbourhoods-in-canada'>,
  { rule: string; counts: () => Map<string, number> }
> = {
  'real-estate-listings-in-canada': { rule: 'city', counts: () => count(defaultDb.data.listings, byCity(forSale)) },
  'real-estate-listings-canada': { rule: 'city', counts: () => count(defaultDb.data.listings, byCity(forSale)) },
  'real-estate-rentals-canada': {
    rule: 'city-rent',
    counts: () =>
      count(
        defaultDb.data.listings,
        byCity((l) => l.saleMode === 'forRent'),
      ),
  },
  'open-houses-in-canada': {
    rule: 'city-open-houses',
    counts: () =>
      count(
        defaultDb.data.listings,
        byCity((l) => l.hasOpenHouse),
      ),
  },
  'real-estate-agents-in-canada': {
    rule: 'city-agents',
    counts: () => count(defaultDb.data.agents, (a) => `${a.province.toLowerCase()}/${slug(a.city)}`),
  },
};

describe('the directory pages, through the real providers and the demo API', { timeout: 60_000 }, () => {
  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])(
    '%s lists every city with its dataset count, each linking to the right results page',
    async (page) => {
      await render(`/${page}`);
      await loaded();
      const { rule, counts } = EXPECTED[page];
      const expected = counts();
      const seen = new Map<string, number>();
      for (const section of sections()) {
        const province = section.dataset.province!;
        expect(section.id).toBe(province);
        const cityLinks =
          page === 'real-estate-listings-canada'
            ? Array.from(section.querySelectorAll<HTMLAnchorElement>('li a.city'))
            : Array.from(section.querySelectorAll<HTMLAnchorElement>('li a'));
        expect(cityLinks.length).toBeGreaterThan(0);
        for (const link of cityLinks) {
          const href = link.getAttribute('href')!;
          const resolved = resolveRoute(href);
          expect(resolved.status).toBe(200);
          expect(resolved.rule).toBe(rule);
          expect(resolved.params.province).toBe(province);
          const { count: shown } = parseLink(link.textContent);
          expect(shown).toBeGreaterThan(0);
          seen.set(`${province}/${resolved.params.city}`, shown);
        }
      }
      expect(seen).toEqual(expected);
      // The jump list leads to each province's section.
      const jumps = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[data-provinces] a[href^="#"]'));
      expect(jumps.map((a) => a.getAttribute('href'))).toEqual(sections().map((s) => `#${s.id}`));
      expect(screen.getByRole('heading', { level: 1 }).closest('main')).not.toBeNull();
    },
  );

  it('lists the neighbourhoods by city, each linking to its listings page with its count', async () => {
    await render('/neighbourhoods-in-canada');
    await loaded();
    screen.getByRole('heading', { level: 1, name: 'Neighbourhoods in Canada' });
    const expected = count(defaultDb.data.listings, (l) =>
      forSale(l) && l.neighbourhood ? l.neighbourhood.detailUrl : null,
    );
    const seen = new Map<string, number>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('section[data-province] li a')) {
      const href = link.getAttribute('href')!;
      const resolved = resolveRoute(href);
      expect(resolved.status).toBe(200);
      expect(resolved.rule).toBe('neighbourhood');
      seen.set(href, parseLink(link.textContent).count);
    }
    expect(seen).toEqual(expected);
    // Grouped by city: Toronto's neighbourhoods under its own heading in Ontario's section.
    const ontario = document.querySelector<HTMLElement>('section[data-province="on"]')!;
    const toronto = within(ontario).getByRole('heading', { level: 3, name: 'Toronto' });
    const torontoNames = defaultDb.data.neighbourhoods.filter((n) => n.place.name === 'Toronto').map((n) => n.name);
    const listed = Array.from(toronto.parentElement!.querySelectorAll('li a')).map(
      (a) => parseLink(a.textContent).name,
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((name) => torontoNames.includes(name))).toBe(true);
  });

  it('links each city to its house, condo and townhouse pages and each province to its page', async () => {
    await render('/real-estate-listings-canada');
    await loaded();
    const ontario = document.querySelector<HTMLElement>('section[data-province="on"]')!;
    const provinceLink = within(ontario).getByRole('link', { name: /^All homes for sale in Ontario \(/ });
    expect(resolveRoute(provinceLink.getAttribute('href')!).rule).toBe('province');
    const inOntario = defaultDb.data.listings.filter((l) => l.place.province === 'ON' && forSale(l));
    expect(parseLink(provinceLink.textContent).count).toBe(inOntario.length);
    const toronto = inOntario.filter((l) => l.place.slug === 'toronto');
    const condos = toronto.filter((l) => (FILTER_GROUPS.condo as readonly number[]).includes(l.typeId)).length;
    // The city's name is there for screen readers only (the row already says Toronto).
    const link = ontario.querySelector<HTMLAnchorElement>('a[href="/on/toronto-condos-for-sale"]')!;
    expect(link.textContent).toBe(`Condos in Toronto (${condos.toLocaleString('en-CA')})`);
    expect(link.querySelector('.visually-hidden')?.textContent).toBe('in Toronto');
    const resolved = resolveRoute(link.getAttribute('href')!);
    expect(resolved).toMatchObject({ status: 200, rule: 'city-type', params: { type: 'condos', city: 'toronto' } });
  });

  it('shows twelve cities a province, then all of them and fewer again, moving focus sensibly', async () => {
    const { user } = await render('/real-estate-listings-in-canada');
    await loaded();
    const ontario = document.querySelector<HTMLElement>('section[data-province="on"]')!;
    const items = () => Array.from(ontario.querySelectorAll('li'));
    const visible = () => items().filter((li) => !li.hidden);
    const total = items().length;
    expect(total).toBeGreaterThan(12);
    expect(visible()).toHaveLength(12);
    const button = ontario.querySelector<HTMLButtonElement>('button[data-show-more][aria-expanded]')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe(`Show all ${total} cities in Ontario`);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.contains(items()[0]!)).toBe(true);
    // Every link is in the document from the start, hidden ones included (crawlers follow them).
    expect(ontario.querySelectorAll('li a')).toHaveLength(total);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(visible()).toHaveLength(total);
    expect(button.textContent).toBe('Show fewer');
    await waitFor(() => expect(document.activeElement).toBe(items()[12]!.querySelector('a')));

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(visible()).toHaveLength(12);
    expect(document.activeElement).toBe(button);
    // Provinces with twelve cities or fewer have no button.
    for (const section of sections()) {
      const cities = section.querySelectorAll('li').length;
      expect(section.querySelector('button[data-show-more]') !== null).toBe(cities > 12);
    }
  });

  it('speaks French on /fr, with /fr links, French province names and buttons', async () => {
    await render('/fr/real-estate-rentals-canada');
    await loaded();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Rentals in Canada by city');
    screen.getByRole('navigation', { name: 'Provinces et territoires' });
    const bc = document.querySelector<HTMLElement>('section[data-province="bc"]')!;
    expect(within(bc).getByRole('heading', { level: 2 }).textContent).toBe('Colombie-Britannique');
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('section[data-province] li a'));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^\/fr\/[a-z]{2}\/[a-z0-9-]+-homes-for-rent$/);
      expect(resolveRoute(href)).toMatchObject({ status: 200, locale: 'fr', rule: 'city-rent' });
    }
    const button = document.querySelector<HTMLButtonElement>('section[data-province] button[data-show-more]');
    if (button) expect(button.textContent).toMatch(/^Afficher les \d+ villes \(/);
    const related = document.querySelector<HTMLElement>('[data-related]')!;
    for (const a of related.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^\/fr\//);
  });

  it('links to the other directory pages and the latest-listings pages', async () => {
    await render('/open-houses-in-canada');
    await loaded();
    const related = document.querySelector<HTMLElement>('[data-related]')!;
    const hrefs = Array.from(related.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/latest-homes-for-sale',
      '/latest-homes-for-rent',
      ...DIRECTORY_PAGES.filter((p) => p !== 'open-houses-in-canada').map((p) => `/${p}`),
    ]);
    for (const href of hrefs) expect(resolveRoute(href!).status).toBe(200);
  });

  it('says so and offers a retry when the directory cannot be loaded', async () => {
    server.use(http.get(`*${callPath(API.placeDirectory)}`, () => errorResponse(404, 'Gone')));
    const { user } = await render('/real-estate-agents-in-canada');
    const alert = await screen.findByText('We could not load this directory.', undefined, { timeout: 15_000 });
    expect(alert).toBeDefined();
    expect(sections()).toHaveLength(0);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(sections().length).toBeGreaterThan(0);
  });

  it('has no axe-core violations', async () => {
    // The page's landmarks, headings, province jumps and two provinces' lists (with "show more"): every
    // province's section is the same component. The whole page, every city of the country, is checked in
    // Chromium by the browser tests (tests/e2e/places.test.ts); in happy-dom that took 10–27 s.
    const whole = buildPlaceDirectory(defaultDb.data, 'listings');
    const provinces = whole.provinces.filter((p) => p.code === 'ON' || p.code === 'QC');
    expect(provinces).toHaveLength(2);
    server.use(
      http.get(`*${callPath(API.placeDirectory)}`, () =>
        dataResponse<ResultOf<PlaceDirectory>>({ result: { ...whole, provinces } }),
      ),
    );
    await render('/real-estate-listings-canada');
    await loaded();
    expect(sections()).toHaveLength(2);
    const rules = { 'color-contrast': { enabled: false } };
    const result = await axe.run(document.querySelector('main')!, { rules, resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
