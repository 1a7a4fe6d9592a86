// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/test/stores';
import { createSavedSearch, savedSearchQuery, type SavedSearch } from '@/domain/saved-search';
import { appliedFilters } from '@/features/search/filter-labels';
import { searchApi } from '@/features/search/search-endpoints';
import { createDb, type Db } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { signInStore } from '@/test/sign-in';
import en from '../../../translations/en.json';
import { SavedSearchList } from './SavedSearchList';
import { renderWithProviders } from '@/test/render';
import { SEARCH_SEEN_KEY, readSearchSnapshots, savedSearchMapParams } from './search-changes';

let db: Db;
beforeEach(() => {
  db = createDb({ listings: 200 });
  server.use(...createHandlers(db, { demo: true }));
});

// All of Canada: every listing of the small demo dataset is in it.
const canada = { north: 70, east: -50, south: 41, west: -141 };

function search(fields: Partial<SavedSearch> & { id: string; name: string }): SavedSearch {
  const built = createSavedSearch({
    nearby: false,
    bounds: canada,
    zoom: 4,
    filters: {},
    listingCategory: 'residential',
    notificationsEnabled: true,
    notificationsFrequency: 0,
    ...fields,
  });
  if (!built.ok) throw new Error(built.reason);
  return built.value;
}

const condos = search({
  id: 'ss-condos',
  name: 'Condos in Toronto',
  filters: { condo: true, bedsMin: 2 },
  place: { label: 'Toronto, ON', path: '/on/toronto-real-estate' },
});
const everything = search({ id: 'ss-all', name: 'Everything', notificationsFrequency: 1 });

/** The demo account with these saved searches on the server, signed in (the profile comes with the login). */
async function signedInWith(searches: SavedSearch[]): Promise<AppStore> {
  await db.state.ready;
  db.state.users.get(DEMO_USER.email)!.profile.preferences.savedSearches = searches;
  const store = makeStore();
  await signInStore(store);
  return store;
}

const onServer = () => db.state.users.get(DEMO_USER.email)!.profile.preferences.savedSearches;

const intl = createIntl({ locale: 'en-CA', defaultLocale: 'en-CA', messages: en });
const describeFilters = (filters: object, category: 'residential' | 'luxury' | 'commercial') =>
  appliedFilters(filters, category, intl).map((f) => f.label);

async function renderList(store: AppStore, withDescriptions = true) {
  const view = await renderWithProviders(
    <Provider store={store}>
      <SavedSearchList locale="en" category="residential" {...(withDescriptions ? { describeFilters } : {})} />
    </Provider>,
  );
  return view;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the account’s saved searches, against the demo API', () => {
  it('lists each search with its summary, alerts, a link that runs it again, and no axe violations', async () => {
    const store = await signedInWith([condos, everything]);
    const { container } = await renderList(store);
    screen.getByRole('heading', { level: 2, name: 'Your saved searches' });
    const first = card('Condos in Toronto');
    within(first).getByText('Toronto, ON · 2+ beds · Condo');
    const run = within(first).getByRole('link', { name: 'See listings' });
    expect(run.getAttribute('href')).toBe(`/on/toronto-real-estate${savedSearchQuery(condos)}`);
    // A search without a place runs on the category's "find real estate" page.
    expect(within(card('Everything')).getByRole('link', { name: 'See listings' }).getAttribute('href')).toBe(
      `/find-real-estate${savedSearchQuery(everything)}`,
    );
    expect(within(card('Everything')).getByLabelText<HTMLSelectElement>('How often').value).toBe('1');
    // The first look counts what the search finds now, and remembers it for next time.
    await within(first).findByText(/right now\. New listings and price changes will show here\.$/);
    await waitFor(() => expect(Object.keys(readSearchSnapshots()).sort()).toEqual(['ss-all', 'ss-condos']));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says what changed since the visitor last looked, and running the search takes a new look', async () => {
    const store = await signedInWith([everything]);
    const now = await store.dispatch(searchApi.endpoints.mapSearch.initiate(savedSearchMapParams(everything))).unwrap();
    const current = Object.fromEntries(now.results.map((p) => [p.listingId, p.listPrice]));
    const ids = Object.keys(current);
    expect(ids.length).toBeGreaterThan(5);
    // Last time: two of today's listings were not there yet, one had another price, three have gone since.
    const before: Record<string, number | null> = { ...current, gone1: 1, gone2: 2, gone3: 3 };
    delete before[ids[0]!];
    delete before[ids[1]!];
    before[ids[2]!] = (current[ids[2]!] ?? 0) + 10_000;
    const seenAt = Date.UTC(2026, 2, 14, 12);
    localStorage.setItem(SEARCH_SEEN_KEY, JSON.stringify({ 'ss-all': { seenAt, prices: before } }));

    const { user } = await renderList(store);
    const item = card('Everything');
    await within(item).findByText(
      'Since you looked on March 14: 2 new listings, 1 price change and 3 no longer listed',
    );
    await user.click(within(item).getByRole('link', { name: 'See listings' }));
    const snapshot = readSearchSnapshots()['ss-all']!;
    expect(snapshot.prices).toEqual(current);
    expect(snapshot.seenAt).toBeGreaterThan(seenAt);
  });

  it('renames a search inline, and the new name reaches the server', async () => {
    const store = await signedInWith([condos, everything]);
    const { user } = await renderList(store);
    await user.click(within(card('Condos in Toronto')).getByRole('button', { name: 'Rename' }));
    const field = within(card('Condos in Toronto')).getByLabelText('Name of this search');
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Downtown condos');
    await user.click(within(card('Condos in Toronto')).getByRole('button', { name: 'Save name' }));
    const renamed = await screen.findByRole('article', { name: 'Downtown condos' });
    expect(within(renamed).queryByLabelText('Name of this search')).toBeNull();
    // Focus goes back to where the visitor started.
    await waitFor(() => expect(document.activeElement).toBe(within(renamed).getByRole('button', { name: 'Rename' })));
    await waitFor(() => expect(onServer().map((s) => s.name)).toEqual(['Downtown condos', 'Everything']), {
      timeout: 5000,
    });
    // Its place, filters and alerts are unchanged.
    expect(onServer()[0]).toMatchObject({ id: 'ss-condos', place: condos.place, filters: condos.filters });
  });

  it('turns alerts off, changes how often, and unsubscribes from all', async () => {
    const store = await signedInWith([condos, everything]);
    const { user } = await renderList(store);
    const alerts = within(card('Condos in Toronto')).getByRole('switch', { name: 'E-mail alerts' });
    expect((alerts as HTMLInputElement).checked).toBe(true);
    await user.click(alerts);
    expect((alerts as HTMLInputElement).checked).toBe(false);
    expect(within(card('Condos in Toronto')).queryByLabelText('How often')).toBeNull();
    await waitFor(() => expect(onServer()[0]?.notificationsEnabled).toBe(false), { timeout: 5000 });

    await user.selectOptions(within(card('Everything')).getByLabelText('How often'), 'Monthly');
    await waitFor(() => expect(onServer()[1]?.notificationsFrequency).toBe(2), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all alerts' }));
    await waitFor(() => expect(onServer().map((s) => s.notificationsEnabled)).toEqual([false, false]), {
      timeout: 5000,
    });
    expect(screen.getAllByRole('switch').map((s) => (s as HTMLInputElement).checked)).toEqual([false, false]);
    // Nothing left to unsubscribe from.
    expect(screen.queryByRole('button', { name: 'Unsubscribe from all alerts' })).toBeNull();
  });

  it('deletes one search after confirming, and keeps it when the visitor cancels', async () => {
    const store = await signedInWith([condos, everything]);
    const { user } = await renderList(store);
    const remove = within(card('Condos in Toronto')).getByRole('button', { name: 'Delete' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    within(dialog).getByText('“Condos in Toronto” and its e-mail alerts will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(remove);
    card('Condos in Toronto');

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Condos in Toronto' })).toBeNull());
    card('Everything');
    await waitFor(() => expect(onServer().map((s) => s.id)).toEqual(['ss-all']), { timeout: 5000 });
  });

  it('deletes every search after confirming, then invites a new search', async () => {
    const store = await signedInWith([condos, everything]);
    const { user } = await renderList(store, false);
    // Without the search feature's wording, a search is summed up by its place.
    within(card('Condos in Toronto')).getByText('Toronto, ON');
    await user.click(screen.getByRole('button', { name: 'Delete all saved searches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all your saved searches?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    await screen.findByRole('heading', { name: 'You haven’t saved a search yet' });
    expect(screen.getByRole('link', { name: 'Start a search' }).getAttribute('href')).toBe('/find-real-estate');
    expect(screen.queryByRole('button', { name: 'Delete all saved searches' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your saved searches' })),
    );
    await waitFor(() => expect(onServer()).toEqual([]), { timeout: 5000 });
  });
});
