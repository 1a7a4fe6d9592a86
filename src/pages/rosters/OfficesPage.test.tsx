// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { retryTiming } from '@/api/base-api';
import type { Office } from '@/api/contract/directory';
import { App } from '@/app/App';
import { valueSlug } from '@/domain/people';
import { loadMessages } from '@/i18n/locale';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';

// The demo API's own dataset (the one createDataset() builds), so every assertion checks real data.
let offices: readonly Office[];
let byId: Map<string, Office>;

beforeAll(async () => {
  offices = defaultDb.data.offices;
  byId = new Map(offices.map((office) => [office.officeId, office]));
  await Promise.all([loadMessages('en', 'people'), loadMessages('fr', 'people')]);
});

function Probe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

const render = (route: string) =>
  renderWithProviders(
    <>
      <App />
      <Probe />
    </>,
    { route },
  );

/** The roster's result count (the page has other live regions: the route announcer, the snackbar). */
const countElement = () => {
  const element = document.querySelector<HTMLElement>('p.roster-count[role="status"]');
  if (!element) throw new Error('No result count yet');
  return element;
};
const search = () => screen.getByTestId('search').textContent;
const cards = () => Array.from(document.querySelectorAll<HTMLElement>('article[data-office-id]'));
const shown = (): Office[] =>
  cards().map((card) => {
    const office = byId.get(card.dataset.officeId ?? '');
    if (!office) throw new Error(`No office ${card.dataset.officeId} in the dataset`);
    return office;
  });
const count = () => countElement().textContent;
async function settled() {
  await waitFor(() => {
    expect(count()).toMatch(/\d|^(No|Aucune) /);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

describe('the office roster, through the real providers and the demo API', () => {
  it('filters offices by language: every card’s office speaks it, the count is the dataset’s', async () => {
    const { user } = await render('/find-agent-or-office/office');
    await screen.findByRole('heading', { level: 1, name: 'Find a real estate office in Canada' }, { timeout: 10_000 });
    await settled();
    expect(count()).toBe(plural(offices.length, 'office', 'offices'));
    // Offices have no sort and no charity data: neither control is offered.
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Proud supporter' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'french');
    await waitFor(() => expect(search()).toBe('?language=french'));
    const french = offices.filter((o) => o.languages.includes('French'));
    expect(french.length).toBeLessThan(offices.length);
    await waitFor(() => expect(count()).toBe(plural(french.length, 'office', 'offices')));
    await settled();
    expect(cards().length).toBe(Math.min(12, french.length));
    for (const office of shown()) expect(office.languages).toContain('French');
    const card = cards()[0]!;
    const office = shown()[0]!;
    expect(within(card).getByRole('link', { name: office.name }).getAttribute('href')).toBe(
      `/${office.province.toLowerCase()}/${office.officeId}`,
    );
    expect(
      within(card)
        .getByRole('link', { name: `Call ${office.phone}` })
        .getAttribute('href'),
    ).toMatch(/^tel:\+1\d{10}$/);
    // The canonical link is the main form of the URL, with the search.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/offices\?language=french$/,
    );
  });

  it('filters by licensed province and names it in the title', async () => {
    await render('/offices?licensed=qc&type=residential');
    await screen.findByRole('heading', { level: 1, name: 'Real estate offices in Quebec' }, { timeout: 10_000 });
    await settled();
    const expected = offices.filter((o) => o.province === 'QC' && o.realEstateTypes.includes('Residential'));
    expect(count()).toBe(plural(expected.length, 'office', 'offices'));
    for (const office of shown()) {
      expect(office.province).toBe('QC');
      expect(office.realEstateTypes).toContain('Residential');
    }
  });

  it('lists a city’s offices in French, named by the city’s real name', async () => {
    // A Quebec city with several offices, whose name has an accent if the dataset has one.
    const tally = new Map<string, Office[]>();
    for (const o of offices.filter((o) => o.province === 'QC' && /^[\p{L} -]+$/u.test(o.city))) {
      tally.set(o.city, [...(tally.get(o.city) ?? []), o]);
    }
    const [city, inCity] = [...tally.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    await render(`/fr/qc/${valueSlug(city)}-real-estate-offices`);
    await screen.findByRole(
      'heading',
      { level: 1, name: `Agences immobilières à ${city} (Québec)` },
      { timeout: 10_000 },
    );
    await settled();
    expect(count()).toBe(plural(inCity.length, 'agence', 'agences'));
    for (const office of shown()) expect(office.city).toBe(city);
    expect(screen.queryByRole('combobox', { name: 'Permis d’exercice' })).toBeNull();
    screen.getByRole('searchbox', { name: 'Rechercher par nom ou lieu' });
  });

  it('says when nothing matches, with a link to every office', async () => {
    await render('/offices?text=zzqxjw');
    await screen.findByRole('heading', { name: 'No offices match your search.' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'See all offices in Canada' }).getAttribute('href')).toBe('/offices');
    screen.getByRole('button', { name: 'Clear filters' });
  });

  it('says when the search fails, and tries again on request', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(0);
    let failing = true;
    server.use(
      http.get('*/api/v1/office/search', () =>
        failing ? HttpResponse.json({ errors: ['Server Error'] }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await render('/offices');
    await screen.findByText('We couldn’t load this search. Check your connection.', {}, { timeout: 10_000 });
    expect(cards()).toHaveLength(0);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(count()).toBe(plural(offices.length, 'office', 'offices')));
    expect(cards()).toHaveLength(12);
  });
});
