// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { quebecResultChosen } from '@/app/events';
import { brand } from '@/config/brand';
import { renderWithProviders } from '@/test/render';
import { makeStore } from '@/test/stores';
import { QuebecModal } from './QuebecModal';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const where = () => screen.getByTestId('location').textContent;

/** The modal open for a Quebec result, as the search box opens it, beside a probe of the router's location. */
async function renderModal(
  choice: { place: string; to: string; listing?: boolean },
  options: { locale?: 'en' | 'fr'; route?: string } = {},
) {
  const store = makeStore();
  store.dispatch(quebecResultChosen(choice));
  const view = await renderWithProviders(
    <>
      <QuebecModal />
      <LocationProbe />
    </>,
    { store, ...options },
  );
  return { ...view, dialog: screen.getByRole('dialog') };
}

const linkParts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the Quebec modal (spec §2.6)', () => {
  it('offers the partner site first, then the result’s page on this site, and a close control', async () => {
    const { dialog } = await renderModal({ place: 'Montréal, QC', to: '/qc/montreal-real-estate?rentalsOnly=true' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      within(dialog).getByRole('heading', { name: 'Searching in Quebec?' }).id,
    );
    expect(linkParts(dialog)).toEqual([
      [`Continue to ${brand.quebecSiteName}`, brand.quebecSiteUrl],
      [`See Montréal listings on ${brand.name}`, '/qc/montreal-real-estate?rentalsOnly=true'],
    ]);
    within(dialog).getByRole('button', { name: 'Close' });
    // "Stay on this site" is gone: the second choice goes somewhere.
    expect(within(dialog).queryByText('Stay on this site')).toBeNull();
  });

  it('in French too: the partner site first, then the result’s French page', async () => {
    const { dialog } = await renderModal(
      { place: 'Montréal, QC', to: '/fr/qc/montreal-real-estate' },
      { locale: 'fr', route: '/fr' },
    );
    within(dialog).getByRole('heading', { name: 'Vous cherchez une propriété au Québec?' });
    const [partner, onSite] = linkParts(dialog);
    expect(partner).toEqual([`Continuer vers ${brand.quebecSiteName}`, brand.quebecSiteUrl]);
    expect(onSite?.[1]).toBe('/fr/qc/montreal-real-estate');
    expect(onSite?.[0]).toBe(`Voir les propriétés à Montréal sur ${brand.name}`);
    // The sentence names the city without the address code: no « Montréal, QC » in running text.
    expect(dialog.textContent).not.toContain('QC');
    within(dialog).getByRole('button', { name: 'Fermer' });
  });

  it('names a single listing as a listing, not as a place', async () => {
    const { dialog } = await renderModal({
      place: '12 Rue Saint-Paul, Montréal, QC',
      to: '/qc/montreal/12-rue-saint-paul/123',
      listing: true,
    });
    expect(linkParts(dialog)[1]).toEqual([`See this listing on ${brand.name}`, '/qc/montreal/12-rue-saint-paul/123']);
  });

  it('the second choice goes to the result’s page inside the app, and closes', async () => {
    const { dialog, user, store } = await renderModal({
      place: 'Montréal, QC',
      to: '/qc/montreal-real-estate?rentalsOnly=true',
    });
    expect(where()).toBe('/');
    await user.click(within(dialog).getByRole('link', { name: /^See Montréal listings on/ }));
    expect(where()).toBe('/qc/montreal-real-estate?rentalsOnly=true');
    expect(store.getState().overlays.quebec.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape dismisses it, staying on the page', async () => {
    const { user, store } = await renderModal({ place: 'Montréal, QC', to: '/qc/montreal-real-estate' });
    await user.keyboard('{Escape}');
    expect(store.getState().overlays.quebec.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/');
  });

  it('the close control dismisses it, staying on the page', async () => {
    const { dialog, user, store } = await renderModal({ place: 'Montréal, QC', to: '/qc/montreal-real-estate' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().overlays.quebec.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/');
  });
});

describe('a Quebec suggestion in the search boxes', () => {
  /** Types a Quebec city in the box and picks it: the modal opens and the page stays. */
  async function chooseMontreal(box: HTMLElement, user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
    await user.type(box, 'Montréal');
    await user.click(await screen.findByRole('option', { name: /^Montréal, QC/ }));
    return screen.findByRole('dialog', { name: 'Searching in Quebec?' });
  }

  it('from the home page’s box: the modal, then Montréal’s page on this site', async () => {
    const { user } = await renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
    );
    await screen.findByRole('heading', { level: 1 });
    const box = within(screen.getByRole('main')).getByRole('combobox', { name: /^Search by city/ });
    const dialog = await chooseMontreal(box, user);
    expect(where()).toBe('/');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `Continue to ${brand.quebecSiteName}`,
      `See Montréal listings on ${brand.name}`,
    ]);
    // In an awaited act: the router navigates in a transition, which may wait for a chunk or messages still
    // loading. Queued in user-event's own synchronous act, that work is dropped and the page never commits.
    await act(() => user.click(links[1]!));
    expect(where()).toBe('/qc/montreal-real-estate');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('from the header’s box: the same modal, which Escape dismisses', async () => {
    const { user } = await renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
      { route: '/on/toronto-real-estate' },
    );
    await screen.findByRole('heading', { level: 1 });
    const box = within(screen.getByRole('banner')).getByRole<HTMLInputElement>('combobox', { name: /^Search by city/ });
    // The header's box names the page's search until edited.
    await waitFor(() => expect(box.value).toBe('Toronto'));
    await user.clear(box);
    const dialog = await chooseMontreal(box, user);
    expect(within(dialog).getAllByRole('link')[1]?.getAttribute('href')).toBe('/qc/montreal-real-estate');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/on/toronto-real-estate');
  });
});
