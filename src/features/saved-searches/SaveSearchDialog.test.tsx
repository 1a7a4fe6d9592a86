// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/test/stores';
import { createDb, type Db } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { loadMessages } from '@/i18n/locale';
import { signInStore } from '@/test/sign-in';
import { renderWithProviders } from '@/test/render';
import { SaveSearchDialog, type SearchToSave } from './SaveSearchDialog';
import { selectAccount } from '@/features/user/user-api';

let db: Db;
beforeEach(() => {
  db = createDb({ listings: 200 });
  server.use(...createHandlers(db, { demo: true }));
});

const toronto: SearchToSave = {
  nearby: false,
  bounds: { north: 43.85, east: -79.11, south: 43.58, west: -79.64 },
  zoom: 11,
  filters: { condo: true, bedsMin: 2 },
  listingCategory: 'residential',
  place: { label: 'Toronto, ON', path: '/on/toronto-real-estate' },
};

async function renderDialog(store: AppStore, locale: 'en' | 'fr' = 'en') {
  // The dialog's texts are a part of the messages loaded with it (in the app, under its lazy boundary).
  await Promise.all([loadMessages(locale), loadMessages(locale, 'account')]);
  const closed: number[] = [];
  const view = await renderWithProviders(
    <Provider store={store}>
      <SaveSearchDialog
        open
        onClose={() => closed.push(Date.now())}
        search={toronto}
        defaultName={locale === 'fr' ? 'Propriétés – Toronto' : 'Homes in Toronto'}
        summary="Toronto, ON · 2+ beds · Condo"
      />
    </Provider>,
    { locale },
  );
  return { closed, ...view };
}

const savedOnServer = async (email: string) => {
  await db.state.ready;
  return db.state.users.get(email)?.profile.preferences.savedSearches ?? [];
};

describe('saving a search', () => {
  it('signed in: saves the named search with its alerts to the account on the demo API', async () => {
    const store = makeStore();
    await signInStore(store);
    const { user, closed } = await renderDialog(store);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    within(dialog).getByText('Toronto, ON · 2+ beds · Condo');
    // Signed in, nothing speaks of signing in.
    expect(within(dialog).queryByText(/Sign in or create one next/)).toBeNull();
    const name = within(dialog).getByLabelText('Name of this search');
    expect((name as HTMLInputElement).value).toBe('Homes in Toronto');
    await user.clear(name);
    await user.type(name, 'Condos downtown');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/E-mail me new listings/).checked).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('How often'), 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(closed).toHaveLength(1));

    // In the account (once the account's code has loaded), and on the server once the debounced save has
    // gone (spec §4, 500 ms).
    await waitFor(() =>
      expect(selectAccount(store.getState())?.preferences.savedSearches.map((s) => s.name)).toEqual([
        'Condos downtown',
      ]),
    );
    await waitFor(async () => expect(await savedOnServer(DEMO_USER.email)).toHaveLength(1), { timeout: 5000 });
    const [saved] = await savedOnServer(DEMO_USER.email);
    expect(saved).toMatchObject({
      name: 'Condos downtown',
      bounds: toronto.bounds,
      zoom: 11,
      filters: { condo: true, bedsMin: 2 },
      listingCategory: 'residential',
      notificationsEnabled: true,
      notificationsFrequency: 1,
      place: { label: 'Toronto, ON', path: '/on/toronto-real-estate' },
    });
    expect(saved?.id).toBeTruthy();
    // The server's copy (with its id) replaces the local one.
    await waitFor(() => expect(selectAccount(store.getState())?.preferences.savedSearches[0]?.id).toBe(saved?.id));
  });

  it('signed out: queues the search and opens the sign-in drawer; nothing reaches the server', async () => {
    const store = makeStore();
    const { user, closed } = await renderDialog(store, 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
    within(dialog).getByText(/Connectez-vous ou créez-en un/);
    await user.click(within(dialog).getByLabelText(/M’envoyer par courriel/));
    // Alerts off: no frequency to choose.
    expect(within(dialog).queryByLabelText('Fréquence')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la recherche' }));
    await waitFor(() => expect(closed).toHaveLength(1));
    const state = store.getState().user;
    expect(state.drawer).toEqual({ open: true, reason: 'save-search' });
    expect(state.queue).toEqual([
      {
        type: 'add-saved-search',
        search: expect.objectContaining({
          name: 'Propriétés – Toronto',
          notificationsEnabled: false,
          notificationsFrequency: 0,
          place: toronto.place,
        }) as unknown,
      },
    ]);
    expect(await savedOnServer(DEMO_USER.email)).toEqual([]);
  });

  it('refuses an empty name, says why, and keeps the focus on it', async () => {
    const store = makeStore();
    const { user, closed } = await renderDialog(store);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText('Name of this search');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    within(dialog).getByText('Field is required');
    expect(closed).toHaveLength(0);
    expect(store.getState().user.queue).toEqual([]);
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
