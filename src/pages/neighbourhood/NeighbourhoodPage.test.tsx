// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../translations/en.json';
import fr from '../../../translations/fr.json';
import { residentialListings } from '@/mocks/search';
import type { CityDemographics, Demographics } from '@/api/contract/places';
import {
  chartRows,
  compareWithCity,
  demographicLabel,
  formatComparison,
  formatShare,
} from '@/domain/neighbourhood-comparison';
import { loadMessages } from '@/i18n/locale';
import { createDataset } from '@/mocks/dataset';
import { cityDemographicsOf, demographicsOf } from '@/mocks/dataset/neighbourhoods';
import type { NeighbourhoodRecord } from '@/mocks/dataset/places';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';

let annex: NeighbourhoodRecord;
let here: Demographics;
let city: CityDemographics;
/** The neighbourhood's homes its results page lists: a residential search of the homes inside its outline. */
let activeListings: number;

const intlOf = (locale: 'en' | 'fr') =>
  createIntl({ locale: `${locale}-CA`, defaultLocale: 'en-CA', messages: locale === 'fr' ? fr : en });

beforeAll(async () => {
  const data = createDataset();
  annex = data.neighbourhoods.find((n) => n.name === 'The Annex')!;
  here = demographicsOf(annex);
  city = cityDemographicsOf(
    annex.place,
    data.neighbourhoods.filter((n) => n.place === annex.place),
  );
  const listed = residentialListings(data.today);
  activeListings = data.listings.filter((l) => l.neighbourhood === annex && listed(l)).length;
  expect(activeListings).toBeLessThan(data.listings.filter((l) => l.neighbourhood === annex).length);
  await Promise.all(
    (['en', 'fr'] as const).flatMap((locale) => [loadMessages(locale, 'places'), loadMessages(locale, 'detail')]),
  );
});

afterEach(() => {
  document.head
    .querySelectorAll('link[rel="canonical"], script[type="application/ld+json"], meta[name="prerender-status-code"]')
    .forEach((e) => e.remove());
});

const SECTIONS = ['about', 'transport', 'housing', 'services', 'listings', 'demographics'];
const CHARTS = [
  'commute',
  'housingType',
  'ownVsRent',
  'householdIncome',
  'individualIncome',
  'education',
  'motherTongue',
  'ageBands',
] as const;

async function renderGuide(path: string) {
  const view = await renderWithProviders(undefined, { route: path });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

const figure = (chart: string) => document.querySelector<HTMLElement>(`figure[data-chart="${chart}"]`)!;
const cells = (table: HTMLTableElement) =>
  [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent));

describe('the neighbourhood guide, through the real providers and the demo API', () => {
  it('shows every section, the charts beside the city’s figures and one sentence per section (en)', async () => {
    await renderGuide(`/neighbourhoods/${annex.neighbourhoodId}`);
    const main = document.querySelector('main')!;
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('The Annex');
    const nav = within(main).getByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SECTIONS.map((id) => `#${id}`));
    for (const id of SECTIONS) {
      const section = main.querySelector<HTMLElement>(`section#${id}`);
      expect(section, id).not.toBeNull();
      within(section!).getAllByRole('heading', { level: 2 });
    }
    // About: the text in English, the population, the outline drawn before any map loads.
    const about = main.querySelector<HTMLElement>('section#about')!;
    within(about).getByText(`The Annex is a neighbourhood of Toronto, Ontario.`);
    await within(about).findByText(here.population.toLocaleString('en-CA'));
    const map = about.querySelector<HTMLElement>('[data-neighbourhood-map]')!;
    expect(map.querySelectorAll('polygon[data-outline]')).toHaveLength(1);
    expect(map.querySelector('polygon')!.getAttribute('points')!.split(' ')).toHaveLength(
      annex.boundary.coordinates[0]!.length,
    );

    await waitFor(() => expect(document.querySelectorAll('figure[data-chart]')).toHaveLength(CHARTS.length));
    expect(main.querySelector('section#transport figure[data-chart="commute"]')).not.toBeNull();
    expect(main.querySelector('section#housing figure[data-chart="ownVsRent"]')).not.toBeNull();
    expect(main.querySelector('section#demographics figure[data-chart="ageBands"]')).not.toBeNull();

    // Each chart's table holds the API's numbers and the city's, row by row.
    const intl = intlOf('en');
    for (const chart of CHARTS) {
      const table = figure(chart).querySelector('table')!;
      expect(figure(chart).querySelector('button[data-show-table]')).not.toBeNull();
      expect([...table.tHead!.rows[0]!.cells].map((c) => c.textContent).slice(1)).toEqual(['The Annex', 'Toronto']);
      const rows = chartRows(chart, here, city).map((row) => [
        demographicLabel(intl, chart, row.value),
        formatShare(row.here, 'en', 1),
        formatShare(row.city!, 'en', 1),
      ]);
      const income = chart === 'householdIncome' || chart === 'individualIncome';
      expect(cells(table).slice(income ? 1 : 0), chart).toEqual(rows);
    }
    expect(cells(figure('householdIncome').querySelector('table')!)[0]).toEqual([
      'Median household income',
      `$${here.householdIncome.median.toLocaleString('en-CA')}`,
      `$${city.householdIncome.median.toLocaleString('en-CA')}`,
    ]);
    expect(figure('education').querySelector('tbody')!.rows).toHaveLength(7);
    expect(figure('ageBands').querySelector('tbody')!.rows).toHaveLength(9);
    expect(figure('ownVsRent').querySelector('caption')!.textContent).toBe('Owners and renters: The Annex and Toronto');

    // One sentence per compared section, computed from the same figures.
    for (const section of ['transport', 'housing', 'demographics'] as const) {
      const sentence = main.querySelector(`section#${section} p[data-compare]`);
      expect(sentence?.textContent, section).toBe(
        formatComparison(intl, compareWithCity(section, here, city, 'Toronto', 'en')),
      );
    }
    expect(main.querySelectorAll('p[data-compare]')).toHaveLength(3);

    // Listings: the newest cards, then the full results of the neighbourhood.
    const listings = main.querySelector<HTMLElement>('section#listings')!;
    const all = listings.querySelector<HTMLAnchorElement>('a[data-all-results]')!;
    expect(all.getAttribute('href')).toBe(annex.detailUrl);
    await waitFor(() => expect(all.textContent).toBe(`See all ${activeListings} homes in The Annex`));
    await waitFor(() =>
      expect(listings.querySelectorAll('[data-listing-id]')).toHaveLength(Math.min(6, activeListings)),
    );

    // Services: places nearby by category, and transit stops in the transport section.
    const services = main.querySelector<HTMLElement>('section#services')!;
    await waitFor(() => expect(services.querySelectorAll('[data-category] li').length).toBeGreaterThan(6));
    expect([...services.querySelectorAll('[data-category] h3')].map((h) => h.textContent)).toEqual([
      'Schools',
      'Groceries',
      'Restaurants',
      'Parks',
      'Daycares',
      'Cafés',
      'Pharmacies',
    ]);
    const transport = main.querySelector<HTMLElement>('section#transport')!;
    await waitFor(() => expect(within(transport).getAllByText(/min walk$/).length).toBeGreaterThan(0));

    await waitFor(() => expect(document.title).toContain('The Annex, Toronto: neighbourhood guide'));
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}/neighbourhoods/${annex.neighbourhoodId}`);
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('Place');
    expect(ld.geo).toMatchObject({ latitude: annex.lat, longitude: annex.lng });

    const audit = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('speaks French on /fr: labels, captions, percents and the sentences', async () => {
    await renderGuide(`/fr/neighbourhoods/${annex.neighbourhoodId}`);
    const main = document.querySelector('main')!;
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('The Annex');
    const nav = within(main).getByRole('navigation', { name: 'Sur cette page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['À propos', 'Transport', 'Logement', 'Services', 'Propriétés', 'Démographie']);
    within(main).getByText('The Annex est un quartier de Toronto (Ontario).');
    await waitFor(() => expect(document.querySelectorAll('figure[data-chart]')).toHaveLength(CHARTS.length));
    const intl = intlOf('fr');
    const tenure = figure('ownVsRent').querySelector('table')!;
    expect(tenure.caption!.textContent).toBe('Propriétaires et locataires : The Annex et Toronto');
    expect(cells(tenure)).toEqual([
      ['Propriétaires', formatShare(here.ownVsRent.own, 'fr', 1), formatShare(city.ownVsRent.own, 'fr', 1)],
      ['Locataires', formatShare(here.ownVsRent.rent, 'fr', 1), formatShare(city.ownVsRent.rent, 'fr', 1)],
    ]);
    expect(cells(tenure)[0]![1]).toMatch(/^\d+(,\d)?\u00a0%$/);
    expect(cells(figure('commute').querySelector('table')!).map((row) => row[0])).toContain('Transport en commun');
    expect(cells(figure('ageBands').querySelector('table')!).at(-1)![0]).toBe('80 ans et plus');
    for (const section of ['transport', 'housing', 'demographics'] as const) {
      expect(main.querySelector(`section#${section} p[data-compare]`)?.textContent).toBe(
        formatComparison(intl, compareWithCity(section, here, city, 'Toronto', 'fr')),
      );
    }
    expect(main.querySelector('p[data-compare="housing"]')!.textContent).toMatch(/qu’à Toronto dans son ensemble/);
    const all = main.querySelector<HTMLAnchorElement>('section#listings a[data-all-results]')!;
    expect(all.getAttribute('href')).toBe(`/fr${annex.detailUrl}`);
    await waitFor(() => expect(document.title).toContain('Guide du quartier The Annex, Toronto'));
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}/fr/neighbourhoods/${annex.neighbourhoodId}`);
  });

  it('shows a chart’s numbers on demand, and hides them again', async () => {
    const { user } = await renderGuide(`/neighbourhoods/${annex.neighbourhoodId}`);
    await waitFor(() => expect(figure('education')).not.toBeNull());
    const button = figure('education').querySelector<HTMLButtonElement>('button[data-show-table]')!;
    const table = figure('education').querySelector('table')!;
    const box = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(box.contains(table)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('Show the numbers');
    expect(box.classList.contains('visually-hidden')).toBe(true);
    // Hidden from sight, never from screen readers: the table is in the accessibility tree.
    within(figure('education')).getByRole('table', { name: /^Highest level of education/ });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Hide the numbers');
    expect(box.classList.contains('visually-hidden')).toBe(false);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(box.classList.contains('visually-hidden')).toBe(true);
  });

  it('answers an unknown or hostile id with the 404 page', async () => {
    await renderGuide('/neighbourhoods/nowhere-at-all-n999x99');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We couldn’t find this neighbourhood');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404'),
    );
    expect(screen.getByRole('link', { name: 'Neighbourhoods in Canada' }).getAttribute('href')).toBe(
      '/neighbourhoods-in-canada',
    );
  });

  it('says so with a retry when the figures fail, and shows them once they load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/demographics/:id', ({ params }) =>
        fail && params.id !== 'city' ? HttpResponse.json({ errors: ['down'] }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await renderGuide(`/neighbourhoods/${annex.neighbourhoodId}`);
    const alerts = await screen.findAllByText('We couldn’t load the figures for this neighbourhood.', undefined, {
      timeout: 20_000,
    });
    expect(alerts.length).toBeGreaterThan(0);
    expect(document.querySelector('p[data-compare]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Annex');
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(document.querySelectorAll('figure[data-chart]')).toHaveLength(CHARTS.length));
    expect(document.querySelectorAll('p[data-compare]')).toHaveLength(3);
  });

  it('offers a retry when the neighbourhood cannot be loaded, then shows it', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/neighbourhoods/:id', () =>
        fail ? HttpResponse.json({ errors: ['down'] }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: `/neighbourhoods/${annex.neighbourhoodId}` });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).textContent).toBe(
      'We couldn’t load this neighbourhood',
    );
    expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('500');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Annex'));
  });
});
