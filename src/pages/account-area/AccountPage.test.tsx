// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { StrictMode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { makeStore } from '@/test/stores';
import { userActionRequested } from '@/features/user/user-intents';
import { defaultDb } from '@/mocks/handlers';
import type { ListingCore } from '@/mocks/dataset/listings';
import { verifyPassword } from '@/mocks/crypto';
import { renderWithProviders } from '@/test/render';
import { signInStore } from '@/test/sign-in';
import { selectAccount } from '@/features/user/user-api';

const PASSWORD = 'Maison2026!';
let accounts = 0;
let listings: readonly ListingCore[];

beforeAll(() => {
  listings = defaultDb.data.listings;
}, 60_000);

/** A fresh account of the demo API for each test, so no test sees another's changes. */
async function createAccount(favourites: string[] = [], agents: string[] = []) {
  const email = `account-page-${++accounts}-${Date.now()}@foyer.example`;
  const record = await defaultDb.state.createUser({
    email,
    password: PASSWORD,
    firstName: 'Élodie',
    lastName: 'Gagnon',
    city: 'Halifax',
    province: 'NS',
    buy: true,
  });
  record.profile.preferences.favouriteListings = favourites;
  record.profile.preferences.favouriteAgents = agents;
  return { email, server: () => defaultDb.state.users.get(email)! };
}

/** The router's (public) location, as the visitor's address bar shows it. */
const where = { pathname: '', state: null as unknown };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    where.pathname = location.pathname;
    where.state = location.state;
  }, [location]);
  return null;
}

async function openAccount(route: string, favourites: string[] = [], agents: string[] = []) {
  const account = await createAccount(favourites, agents);
  const store = makeStore();
  const session = await signInStore(store, { email: account.email, password: PASSWORD });
  // StrictMode as in the product (effects run twice).
  const rendered = await renderWithProviders(
    <StrictMode>
      <App />
      <LocationProbe />
    </StrictMode>,
    { store, route },
  );
  await screen.findByRole('heading', { level: 1, name: 'Hello, Élodie' }, { timeout: 10_000 });
  return { ...rendered, ...account, session };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const FR_PHONE_INVALID = "Le numéro de téléphone n'est pas valide";

/** axe-core on the page's own content (the shell's header and footer are tested with the shell). */
async function axeViolations() {
  const results = await axe.run(document.querySelector('main')!, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the account area, through the real providers and the demo API', () => {
  it('greets the visitor, opens the Account tab at /my-foyer, and gives each tab its own URL', async () => {
    const { user } = await openAccount('/my-foyer');
    expect(tab('Account').getAttribute('aria-selected')).toBe('true');
    screen.getByRole('tabpanel', { name: 'Account' });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Élodie');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    await waitFor(() => expect(document.title).toBe('My account | Foyer'));
    expect(await axeViolations()).toEqual([]);

    await user.click(tab('Listings'));
    await waitFor(() => expect(where.pathname).toBe('/profile/listings'));
    expect((await screen.findByRole('tab', { name: 'Listings' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { level: 2, name: 'Favourite properties' });
    await waitFor(() => expect(document.title).toBe('Favourite properties | Foyer'));
    // The chosen tab keeps focus, although the address changed.
    await waitFor(() => expect(document.activeElement).toBe(tab('Listings')));

    // Keyboard: the arrow keys move along the tabs, and the address follows.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(where.pathname).toBe('/profile/searches'));
    await waitFor(() => expect(document.activeElement).toBe(tab('Searches')));
    expect(tab('Searches').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the category prefix and goes back to the account for an unknown section', async () => {
    const { user } = await openAccount('/luxury/profile/nothing-here');
    await waitFor(() => expect(where.pathname).toBe('/luxury/my-foyer'));
    expect(tab('Account').getAttribute('aria-selected')).toBe('true');
    await user.click(tab('Searches'));
    await waitFor(() => expect(where.pathname).toBe('/luxury/profile/searches'));
  });

  it('speaks French under /fr', async () => {
    const account = await createAccount();
    const store = makeStore();
    await signInStore(store, { email: account.email, password: PASSWORD });
    await renderWithProviders(undefined, { store, route: '/fr/profile/listings' });
    await screen.findByRole('heading', { level: 1, name: 'Bonjour, Élodie' }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'Inscriptions' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('heading', { level: 3, name: 'Aucun favori pour l’instant' });
    expect(screen.getByRole('link', { name: 'Lancer une recherche' }).getAttribute('href')).toBe(
      '/fr/find-real-estate',
    );
  });

  it('saves the profile to the server after the debounce and says so', async () => {
    const { user, server } = await openAccount('/my-foyer');
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Noémie');
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    // Spec §5: an invalid phone is refused before anything is sent.
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Phone number is invalid');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(server().profile.firstName).toBe('Élodie');

    await user.clear(phone);
    await user.type(phone, '902 555 0142');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Province or territory/ }), 'PE');
    await user.click(screen.getByRole('checkbox', { name: 'Selling a property' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    await within(panel).findByText('Your contact information has been updated.', {}, { timeout: 5000 });
    expect(server().profile).toMatchObject({
      firstName: 'Noémie',
      phoneNumber: '902 555 0142',
      province: 'PE',
      buy: true,
      sell: true,
    });
    // The greeting follows the account.
    screen.getByRole('heading', { level: 1, name: 'Hello, Noémie' });
  });

  it('says "Unable to update profile" when the server refuses the save', async () => {
    const { user, server } = await openAccount('/my-foyer');
    const { server: msw } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    msw.use(http.post('*/api/v2/user/save', () => HttpResponse.json({ errors: ['Server Error'] }, { status: 500 })));
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Sydney');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    const notice = await within(panel).findByRole('alert', {}, { timeout: 5000 });
    expect(notice.textContent).toContain('Unable to update profile');
    expect(server().profile.city).toBe('Halifax');
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Sydney');
  });

  it('shows a field the server refuses by its rules at that field, in French, and keeps what was typed (issue 20)', async () => {
    const account = await createAccount();
    const store = makeStore();
    await signInStore(store, { email: account.email, password: PASSWORD });
    const { user } = await renderWithProviders(undefined, { store, route: '/fr/my-foyer' });
    await screen.findByRole('heading', { level: 1, name: 'Bonjour, Élodie' }, { timeout: 10_000 });
    const { server: msw } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    // A server whose phone rule is stricter than the form's: it refuses the number (once).
    msw.use(
      http.post(
        '*/api/v2/user/save',
        () => HttpResponse.json({ errors: ['phoneNumber: Phone number is invalid'] }, { status: 400 }),
        { once: true },
      ),
    );
    const phone = screen.getByRole('textbox', { name: /^Téléphone/ });
    await user.type(phone, '902 555 0142');
    await user.clear(screen.getByRole('textbox', { name: 'Ville' }));
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Sydney');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText(FR_PHONE_INVALID, {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone).toHaveProperty('value', '902 555 0142');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // No general failure notice: the refusal is the field's. The city, not refused, reaches the server.
    expect(within(screen.getByRole('tabpanel', { name: 'Compte' })).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(account.server().profile.city).toBe('Sydney'), { timeout: 5000 });
    expect(account.server().profile.phoneNumber).toBe('');
  });

  it('changes the password: a wrong current password is that field’s error, the right one works', async () => {
    const { user, server } = await openAccount('/my-foyer');
    const current = screen.getByLabelText('Current password');
    expect(current.closest('form')?.getAttribute('method')).toBe('post');
    await user.type(current, 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'Nouveau2026!');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Nouveau2026!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The current password is not correct');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(await verifyPassword(PASSWORD, server().passwordHash)).toBe(true);

    await user.clear(current);
    await user.type(current, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed.');
    expect(screen.queryByText('The current password is not correct')).toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
    expect(await verifyPassword('Nouveau2026!', server().passwordHash)).toBe(true);
  });

  it('refuses a new password that breaks the spec §5 rules before calling the server', async () => {
    const { user } = await openAccount('/my-foyer');
    await user.type(screen.getByLabelText('Current password'), PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Minimum 8 characters');
    screen.getByText('Password does not match');
  });

  it('lists the favourites as cards, removes one with the spec message, and ends on the empty state', async () => {
    const [a, b] = listings.filter((l) => l.saleMode === 'forSale' && l.photoCount > 0).slice(0, 2);
    const { user, store, server } = await openAccount('/profile/listings', [a!.listingId, b!.listingId]);
    await screen.findByText('2 properties');
    const cards = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(cards.map((card) => card.getAttribute('data-listing-id'))).toEqual([a!.listingId, b!.listingId]);
    expect(screen.getByRole('link', { name: a!.address }).getAttribute('href')).toBe(a!.detailUrl);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Remove ${a!.address} from favourites` }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    // Focus moves to the next favourite's button, not to the page's start.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Remove ${b!.address} from favourites` }));
    await waitFor(
      () => expect(screen.getByTestId('snackbar').textContent).toContain('Property removed from favourites.'),
      {
        timeout: 5000,
      },
    );
    expect(server().profile.preferences.favouriteListings).toEqual([b!.listingId]);

    await user.click(screen.getByRole('button', { name: `Remove ${b!.address} from favourites` }));
    await screen.findByRole('heading', { level: 3, name: 'No favourites yet' });
    expect(screen.getByRole('link', { name: 'Start a search' }).getAttribute('href')).toBe('/find-real-estate');
    expect(await axeViolations()).toEqual([]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Favourite properties' })),
    );
    await waitFor(() => expect(server().profile.preferences.favouriteListings).toEqual([]));
    expect(selectAccount(store.getState())?.preferences.favouriteListings).toEqual([]);
  });

  it('lists the saved agents as their cards, each of which can be removed', async () => {
    const [first, second] = defaultDb.data.agents.slice(3, 5);
    const { user, server } = await openAccount('/profile/listings', [], [first!.agentId, second!.agentId]);
    const section = await screen.findByRole('region', { name: 'Saved agents' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2), { timeout: 10_000 });
    within(section).getByText('2 agents');
    expect(within(section).getByRole('link', { name: first!.name }).getAttribute('href')).toBe(first!.detailUrl);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: `Remove ${first!.name} from my agents` }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(document.activeElement).toBe(
      within(section).getByRole('button', { name: `Remove ${second!.name} from my agents` }),
    );
    await waitFor(() => expect(server().profile.preferences.favouriteAgents).toEqual([second!.agentId]), {
      timeout: 5000,
    });
    await user.click(within(section).getByRole('button', { name: `Remove ${second!.name} from my agents` }));
    await within(section).findByRole('link', { name: 'Find an agent' });
    expect(within(section).getByRole('link', { name: 'Find an agent' }).getAttribute('href')).toBe('/agents');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section).getByRole('heading', { level: 2, name: 'Saved agents' })),
    );
  });

  it('lists hidden listings below the favourites, each of which can be shown again', async () => {
    const hidden = listings.find((l) => l.saleMode === 'forSale')!;
    const { user, store } = await openAccount('/profile/listings');
    store.dispatch(
      userActionRequested({
        action: { type: 'hide-listing', listingId: hidden.listingId, hidden: true },
        skipSave: true,
      }),
    );
    const section = await screen.findByRole('region', { name: 'Hidden listings' });
    await within(section).findByRole('link', { name: hidden.address });
    await user.click(within(section).getByRole('button', { name: `Show ${hidden.address} in my searches again` }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hidden listings' })).toBeNull());
    expect(selectAccount(store.getState())?.preferences).not.toMatchObject({ hiddenListings: [hidden.listingId] });
    // The empty favourites' heading takes focus rather than the page's start.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Favourite properties' }));
  });

  it('signs out from the page and leaves the account area', async () => {
    const { user, store, session } = await openAccount('/profile/account');
    expect(defaultDb.state.userForAccess(session.access_token)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().user.status).toBe('anonymous'));
    // Spec §2.2: after logout, a visitor on a profile path goes to the home page.
    await waitFor(() => expect(where.pathname).toBe('/'));
    // The session is over on the server too.
    expect(defaultDb.state.userForAccess(session.access_token)).toBeFalsy();
  });
});
