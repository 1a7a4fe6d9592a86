// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { StrictMode, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/test/stores';
import type { SavedSearch } from '@/domain/saved-search';
import { userEndpoints } from '@/features/user/user-endpoints';
import { accountChanged } from '@/app/events';
import { selectSavedSearches } from '@/features/saved-searches/saved-searches-api';
import { sendSavedSearchAlert } from '@/mocks/demo/client';
import { defaultDb } from '@/mocks/handlers';
import { server as msw } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInStore } from '@/test/sign-in';
import { readUnsubscribeRequest } from './UnsubscribePage';

const PASSWORD = 'Alertes2026!';
let accounts = 0;

const SEARCH = (name: string): SavedSearch => ({
  name,
  nearby: false,
  bounds: { north: 44.7, east: -63.5, south: 44.6, west: -63.7 },
  zoom: 12,
  filters: {},
  listingCategory: 'residential',
  notificationsEnabled: true,
  notificationsFrequency: 0,
});

/**
 * A fresh account with two saved searches whose alerts are on, saved through the API, and the unsubscribe
 * token of the first one's alert e-mail (the demo's outbox).
 */
async function accountWithAlerts() {
  const email = `unsubscribe-${++accounts}-${Date.now()}@foyer.example`;
  await defaultDb.state.createUser({ email, password: PASSWORD, firstName: 'Marc', lastName: 'Roy', city: 'Halifax' });
  const store = makeStore();
  const session = await signInStore(store, { email, password: PASSWORD });
  const saved = await store
    .dispatch(
      userEndpoints.endpoints.replaceSavedSearches.initiate({
        savedSearches: [SEARCH('Halifax condos'), SEARCH('Dartmouth houses')],
      }),
    )
    .unwrap();
  const alert = await sendSavedSearchAlert(session.access_token, saved[0]!.id!);
  const searches = () => defaultDb.state.users.get(email)!.profile.preferences.savedSearches;
  return { store, token: alert.unsubscribeToken, firstId: saved[0]!.id!, searches };
}

const where = { pathname: '', search: '', state: null as unknown };
// Recorded in the commit that renders the location (a layout effect), so a `findBy…` that resolves on the page's
// new content never reads the one before: a passive effect ran after it once (c27).
function LocationProbe() {
  const location = useLocation();
  useLayoutEffect(() => {
    where.pathname = location.pathname;
    where.search = location.search;
    where.state = location.state;
  }, [location]);
  return null;
}

let calls: string[] = [];
const count = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/user/unsubscribe')) calls.push(request.method);
};
beforeEach(() => {
  calls = [];
  msw.events.on('request:start', count);
});
afterEach(() => {
  msw.events.removeListener('request:start', count);
});

async function open(route: string, store: AppStore = makeStore()) {
  // StrictMode as in the product: effects run twice, and the token works only once.
  return renderWithProviders(
    <StrictMode>
      <App />
      <LocationProbe />
    </StrictMode>,
    { route, store },
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('reading the link', () => {
  it('takes a URL-safe token and the all flag, and nothing else', () => {
    expect(readUnsubscribeRequest('?token=0123456789abcdef0123456789abcdef&all=true')).toEqual({
      token: '0123456789abcdef0123456789abcdef',
      all: true,
      hadQuery: true,
    });
    expect(readUnsubscribeRequest('?token=0123456789abcdef0123456789abcdef')).toMatchObject({ all: false });
    expect(readUnsubscribeRequest('?token=<script>alert(1)</script>')).toMatchObject({ token: null, hadQuery: true });
    expect(readUnsubscribeRequest('?token=short')).toMatchObject({ token: null });
    expect(readUnsubscribeRequest('')).toEqual({ token: null, all: false, hadQuery: false });
  });
});

describe('the unsubscribe page, through the real providers and the demo API', () => {
  it('unsubscribes from one saved search once, and takes the token off the address', async () => {
    const { token, firstId, searches } = await accountWithAlerts();
    await open(`/unsubscribe?token=${token}`);
    expect(await heading('You are unsubscribed')).toBeTruthy();
    screen.getByText('You have been unsubscribed from this saved search’s alerts.');
    // One call, even under StrictMode's double effects.
    expect(calls).toEqual(['POST']);
    expect(where).toMatchObject({ pathname: '/unsubscribe', search: '', state: { unsubscribe: 'one' } });
    expect(searches().map((s) => [s.id === firstId, s.notificationsEnabled])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(screen.getByRole('link', { name: 'Manage my alerts' }).getAttribute('href')).toBe('/profile/searches');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    const results = await axe.run(document.querySelector('main')!, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // The answer's heading takes focus, so it is read out.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('unsubscribes from all saved-search alerts with all=true', async () => {
    const { token, searches } = await accountWithAlerts();
    await open(`/unsubscribe?token=${token}&all=true`);
    expect(await heading('You are unsubscribed')).toBeTruthy();
    screen.getByText('You have been unsubscribed from all saved-search alerts.');
    expect(searches().map((s) => s.notificationsEnabled)).toEqual([false, false]);
    expect(where.state).toEqual({ unsubscribe: 'all' });
  });

  it('fails for a link already used, and offers the account instead', async () => {
    const { token } = await accountWithAlerts();
    await open(`/unsubscribe?token=${token}`);
    await heading('You are unsubscribed');
    cleanup();
    calls = [];
    await open(`/fr/unsubscribe?token=${token}`);
    expect(await heading('Échec du désabonnement!')).toBeTruthy();
    expect(calls).toEqual(['POST']);
    expect(screen.getByRole('link', { name: 'Gérer mes alertes' }).getAttribute('href')).toBe('/fr/profile/searches');
    expect(where).toMatchObject({ pathname: '/fr/unsubscribe', search: '', state: { unsubscribe: 'failed' } });
  });

  it('shows the failure without a call when the token is missing or malformed', async () => {
    await open('/unsubscribe');
    expect(await heading('Failed to Unsubscribe!')).toBeTruthy();
    screen.getByText(/This link may have already been used/);
    cleanup();
    await open('/unsubscribe?token=%3Cscript%3E');
    expect(await heading('Failed to Unsubscribe!')).toBeTruthy();
    await waitFor(() => expect(where).toMatchObject({ search: '', state: { unsubscribe: 'failed' } }));
    expect(calls).toEqual([]);
  });

  it('turns the alert off in this browser too when the visitor is signed in here', async () => {
    const { store, token, firstId } = await accountWithAlerts();
    // The account as this browser knows it, with both alerts on.
    const server = await store
      .dispatch(userEndpoints.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap();
    store.dispatch(accountChanged({ action: { type: 'replace-user', user: server }, skipSave: true }));
    const local = () => selectSavedSearches(store.getState());
    expect(local().map((s) => s.notificationsEnabled)).toEqual([true, true]);

    await open(`/unsubscribe?token=${token}`, store);
    await heading('You are unsubscribed');
    await waitFor(() =>
      expect(local().map((s) => [s.id === firstId, s.notificationsEnabled])).toEqual([
        [true, false],
        [false, true],
      ]),
    );
  });
});
