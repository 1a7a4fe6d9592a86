// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import { inBounds } from '@/domain/geometry';
import type { SavedSearch } from '@/domain/saved-search';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';
import { loadMessages } from '@/i18n/locale';
import { signInStore } from '@/test/sign-in';

describe('"Save search" on a results page', () => {
  it('signed out: offers the page’s search under the place’s name, then queues it and opens the sign-in drawer', async () => {
    const { store, user } = await renderWithProviders(undefined, { route: '/bc/vancouver-condos-for-sale' });
    await screen.findByRole('heading', { level: 1, name: 'Condos for sale in Vancouver, British Columbia' });
    const button = await screen.findByRole('button', { name: 'Save search' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name of this search').value).toBe('Condos in Vancouver');
    within(dialog).getByText('Vancouver, BC · Condo');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(store.getState().user.drawer).toEqual({ open: true, reason: 'save-search' }));
    const queued = store.getState().user.queue[0] as { type: string; search: SavedSearch };
    expect(queued.type).toBe('add-saved-search');
    expect(queued.search).toMatchObject({
      name: 'Condos in Vancouver',
      filters: { condo: true },
      listingCategory: 'residential',
      nearby: false,
      notificationsEnabled: true,
      place: { label: 'Vancouver, BC', path: '/bc/vancouver-condos-for-sale' },
      ownArea: false,
      saleMode: 'forSale',
    });
    // The map never moved: the search covers what the map shows of Vancouver at the geocoder's zoom.
    expect(inBounds(49.2827, -123.1207, queued.search.bounds)).toBe(true);
    expect(queued.search.bounds.east - queued.search.bounds.west).toBeLessThan(3);
  });

  it('signed in, in French: saves the map area the visitor chose to the account', async () => {
    await defaultDb.state.ready;
    const email = `saver-${Date.now()}@example.ca`;
    await defaultDb.state.createUser({
      email,
      password: 'maison2026!',
      firstName: 'Élise',
      lastName: 'Roy',
      city: 'Laval',
    });
    const store = makeStore();
    await signInStore(store, { email, password: 'maison2026!' });
    // The dialog's texts are a part of the messages loaded with it (see the sign-in drawer's test).
    await loadMessages('fr', 'account');
    const { user } = await renderWithProviders(undefined, {
      store,
      route: '/fr/on/toronto-real-estate?bedsMin=3&bounds=44.2,-78.6,43.2,-80.2&zoom=9',
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer la recherche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nom de cette recherche').value).toBe(
      'Propriétés dans la zone de la carte près de Toronto',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la recherche' }));
    const saved = () => defaultDb.state.users.get(email)?.profile.preferences.savedSearches ?? [];
    await waitFor(() => expect(saved()).toHaveLength(1), { timeout: 5000 });
    expect(saved()[0]).toMatchObject({
      name: 'Propriétés dans la zone de la carte près de Toronto',
      bounds: { north: 44.2, east: -78.6, south: 43.2, west: -80.2 },
      zoom: 9,
      filters: { bedsMin: 3 },
      place: { label: 'Toronto, ON', path: '/on/toronto-real-estate' },
      // Ours: the area is the visitor's own, so it reopens as that area; a search for sale.
      ownArea: true,
      saleMode: 'forSale',
    });
  });
});
