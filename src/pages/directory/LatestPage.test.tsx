// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { formatPrice } from '@/domain/format';
import { loadMessages } from '@/i18n/locale';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import type { ListingCore } from '@/mocks/dataset/listings';
import { resolveRoute } from '@/routing/resolve';
import { renderWithProviders } from '@/test/render';
import { latestPageNumber } from './LatestPage';

beforeAll(async () => {
  await Promise.all([loadMessages('en', 'places'), loadMessages('fr', 'places')]);
});

const render = (route: string) => renderWithProviders(<App />, { route });

/** The dataset's newest 900 homes for sale (or for rent), newest first; commercial leases are the commercial site's. */
function newest(rent: boolean): ListingCore[] {
  const out: ListingCore[] = [];
  for (const i of defaultDb.data.byDateDesc) {
    const l = defaultDb.data.listings[i]!;
    if (l.saleMode === (rent ? 'forRent' : 'forSale')) out.push(l);
    if (out.length === 900) break;
  }
  return out;
}

const rows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('table[data-latest] tbody tr'));
async function loaded() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15_000 });
}
/** The listing each shown row links to, by its public path. */
const byPath = new Map<string, ListingCore>();
const shown = (prefix = '') =>
  rows().map((row) => {
    const href = row.querySelector('th[scope="row"] a')!.getAttribute('href')!;
    const listing = byPath.get(href.slice(prefix.length));
    if (!listing) throw new Error(`No listing at ${href}`);
    return listing;
  });
const showing = () => document.querySelector('[data-showing]')!.textContent;

beforeAll(() => {
  for (const l of defaultDb.data.listings) byPath.set(l.detailUrl, l);
});

describe('the latest-listings pages, through the real providers and the demo API', { timeout: 60_000 }, () => {
  it('shows the 100 newest homes for sale in an accessible table, in order', async () => {
    await render('/latest-homes-for-sale');
    await loaded();
    const expected = newest(false);
    expect(expected).toHaveLength(900);
    expect(shown()).toEqual(expected.slice(0, 100));
    expect(showing()).toBe('Showing 1–100 of 900');
    const table = document.querySelector('table[data-latest]')!;
    expect(table.querySelector('caption')!.textContent).toBe('Newest homes for sale, newest first (page 1 of 9)');
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => [
      th.getAttribute('scope'),
      th.textContent,
    ]);
    expect(headers).toEqual([
      ['col', 'Address'],
      ['col', 'Price'],
      ['col', 'Bedrooms'],
      ['col', 'Bathrooms'],
      ['col', 'Size (sq ft)'],
      ['col', 'Date added'],
    ]);
    const first = expected[0]!;
    const cells = within(rows()[0]!);
    const link = cells.getByRole('link');
    expect(link.textContent).toBe(`${first.address}, ${first.place.name}, ${first.place.province}`);
    expect(resolveRoute(link.getAttribute('href')!)).toMatchObject({ status: 200, page: 'listing' });
    expect(rows()[0]!.querySelector('td')!.textContent).toBe(formatPrice(first.price, 'en'));
    const date = rows()[0]!.querySelector('time')!;
    expect(date.getAttribute('datetime')).toBe(first.listingDate);
    expect(date.textContent).toBe(
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(first.listingDate)),
    );
    screen.getByRole('heading', { level: 1, name: 'Newest homes for sale in Canada' });
    // Plain page links for crawlers, page 1 current.
    const pages = document.querySelector('[data-pagination] nav')!;
    expect(
      within(pages as HTMLElement)
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('href'),
    ).toBe('/latest-homes-for-sale?pageNumber=2');
    expect(
      within(pages as HTMLElement)
        .getByRole('link', { name: 'Page 1' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/latest-homes-for-sale$/,
    );
  });

  it('shows rows 801–900 on page 9 and clamps bad page numbers', async () => {
    const expected = newest(false);
    const page9 = await render('/latest-homes-for-sale?pageNumber=9');
    await loaded();
    expect(shown()).toEqual(expected.slice(800, 900));
    expect(showing()).toBe('Showing 801–900 of 900');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\?pageNumber=9$/);
    page9.unmount();

    for (const [query, first] of [
      ['abc', 0],
      ['-3', 0],
      ['99', 800],
      ['2', 100],
      ['1e3', 0],
    ] as const) {
      const { unmount } = await render(`/latest-homes-for-sale?pageNumber=${query}`);
      await loaded();
      expect(shown()[0], `pageNumber=${query}`).toBe(expected[first]);
      expect(rows()).toHaveLength(100);
      unmount();
    }
  });

  it('pages in memory from one call, and moves focus to the top of the new rows', async () => {
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/listings/latest')) calls.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      const { user } = await render('/latest-homes-for-sale');
      await loaded();
      await user.click(screen.getByRole('link', { name: 'Page 3' }));
      await waitFor(() => expect(showing()).toBe('Showing 201–300 of 900'));
      expect(shown()).toEqual(newest(false).slice(200, 300));
      await waitFor(() => expect(document.activeElement).toBe(document.querySelector('[data-showing]')));
      await user.click(screen.getByRole('link', { name: 'Next page' }));
      await waitFor(() => expect(showing()).toBe('Showing 301–400 of 900'));
      expect(calls).toHaveLength(1);
      expect(new URL(calls[0]!).searchParams.get('count')).toBe('900');
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows only rentals on the latest-rental page, in French with /fr links', async () => {
    await render('/fr/latest-homes-for-rent');
    await loaded();
    const expected = newest(true);
    const listed = shown('/fr');
    expect(listed).toEqual(expected.slice(0, 100));
    expect(listed.every((l) => l.saleMode === 'forRent')).toBe(true);
    const table = document.querySelector('table[data-latest]')!;
    expect(table.querySelectorAll('thead th')[1]!.textContent).toBe('Loyer mensuel');
    expect(rows()[0]!.querySelector('td')!.textContent).toBe(formatPrice(expected[0]!.price, 'fr'));
    for (const a of document.querySelectorAll('main a[href^="/"]')) expect(a.getAttribute('href')).toMatch(/^\/fr\//);
    expect(showing()).toBe(`Affichage de 1 à 100 sur ${expected.length}`);
    const related = document.querySelector<HTMLElement>('[data-related]')!;
    expect(within(related).getByRole('link', { name: 'Dernières propriétés à vendre' }).getAttribute('href')).toBe(
      '/fr/latest-homes-for-sale',
    );
  });

  it('has no axe-core violations', async () => {
    await render('/latest-homes-for-rent?pageNumber=2');
    await loaded();
    const main = document.querySelector('main') ?? document.body;
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(main, { rules })).violations.map((v) => v.id)).toEqual([]);
  });
});

describe('latestPageNumber', () => {
  it('reads a plain positive integer and clamps the rest', () => {
    expect(latestPageNumber(null, 9)).toBe(1);
    expect(latestPageNumber('4', 9)).toBe(4);
    expect(latestPageNumber('0', 9)).toBe(1);
    expect(latestPageNumber('abc', 9)).toBe(1);
    expect(latestPageNumber('2.5', 9)).toBe(1);
    expect(latestPageNumber('99999999999999999999', 9)).toBe(1);
    expect(latestPageNumber('99', 9)).toBe(9);
    expect(latestPageNumber('3', 0)).toBe(1);
  });
});
