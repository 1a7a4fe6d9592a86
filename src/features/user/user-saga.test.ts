// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath, API } from '@/api/contract/paths';
import type { LoginResult } from '@/api/contract/user';
import { storeSession } from '@/api/session-renewal';
import { ACCESS_TOKEN_COOKIE, readCookie } from '@/api/session-storage';
import { sessionRenewed } from '@/api/session-tokens';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/test/stores';
import type { SavedSearch } from '@/domain/saved-search';
import { createDb, type Db } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { userEndpoints } from './user-endpoints';
import { signInCompleted, signOutRequested, userActionRequested } from './user-intents';
import { drawerDismissed } from './user-slice';
import { GUEST_KEY, USER_KEY } from './user-storage';
import { selectAccount } from './account-selector';
import { selectGuestLists } from '@/features/favourites/favourites-api';

let db: Db;
const calls = { renew: 0, save: 0 };

function useDemoApi(options: { accessTokenTtlS?: number } = {}) {
  db = createDb({ listings: 50, ...options });
  server.use(...createHandlers(db, { demo: true }));
}

beforeEach(() => {
  calls.renew = 0;
  calls.save = 0;
  useDemoApi();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === callPath(API.userRenew)) calls.renew += 1;
    if (path === callPath(API.user, 'save')) calls.save += 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});

/**
 * A store whose account code (user-effects.ts, loaded once the page is ready) is running, as it is a moment
 * after any page loads.
 */
async function readyStore(): Promise<AppStore> {
  const store = makeStore();
  window.dispatchEvent(new Event('foyer:ready'));
  await vi.waitFor(() => expect(store.getState().user.effectsReady).toBe(true), { timeout: 5000 });
  return store;
}

/** Signs in as the login form does: the session stored, then the saga takes over. */
async function signIn(store: AppStore): Promise<LoginResult> {
  const result = await store
    .dispatch(userEndpoints.endpoints.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }))
    .unwrap();
  store.dispatch(signInCompleted({ session: storeSession(result), profile: result.user }));
  await vi.waitFor(() => expect(store.getState().user.status).toBe('signed-in'));
  return result;
}

const serverPrefs = async () => {
  await db.state.ready;
  return db.state.users.get(DEMO_USER.email)!.profile.preferences;
};

const search: SavedSearch = {
  name: 'Condos in Toronto',
  nearby: false,
  bounds: { north: 43.86, east: -79.11, south: 43.58, west: -79.64 },
  zoom: 11,
  filters: { condo: true },
  listingCategory: 'residential',
  notificationsEnabled: true,
  notificationsFrequency: 1,
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session (spec §4): start, renewal, 401, other tabs', () => {
  it('starts signed out without the cookie, and signed in from storage with it', async () => {
    expect(makeStore().getState().user.status).toBe('anonymous');
    const first = await readyStore();
    await signIn(first);
    await vi.waitFor(() => expect(localStorage.getItem(USER_KEY)).toContain(DEMO_USER.email));
    // A new page load: the session and the user come from storage, before any call.
    const reloaded = makeStore();
    expect(reloaded.getState().user.status).toBe('signed-in');
    expect(selectAccount(reloaded.getState())?.firstName).toBe('Camille');
  });

  it('forgets the tokens an ended session left behind (no cookie means signed out)', () => {
    localStorage.setItem('refreshToken', 'r'.repeat(32));
    localStorage.setItem('authToken', 'a'.repeat(32));
    expect(makeStore().getState().user.status).toBe('anonymous');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('renews the token before it expires, with one renew call', async () => {
    useDemoApi({ accessTokenTtlS: 31 });
    const store = await readyStore();
    const { access_token } = await signIn(store);
    // 31 s tokens are renewed 30 s before expiry, so about one second after sign-in.
    await vi.waitFor(() => expect(store.getState().user.session?.accessToken).not.toBe(access_token), {
      timeout: 3000,
    });
    expect(calls.renew).toBeGreaterThanOrEqual(1);
    const me = await store.dispatch(userEndpoints.endpoints.currentUser.initiate()).unwrap();
    expect(me.email).toBe(DEMO_USER.email);
    store.dispatch(signOutRequested());
  });

  it('has many requests that find the token expiring wait on one renewal', async () => {
    const store = await readyStore();
    const { access_token } = await signIn(store);
    calls.renew = 0;
    store.dispatch(sessionRenewed({ accessToken: access_token, expiresAt: Date.now() + 5_000 }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        store.dispatch(userEndpoints.endpoints.savedSearches.initiate(undefined, { forceRefetch: i > 0 })),
      ),
    );
    expect(answers.every((a) => a.data !== undefined)).toBe(true);
    expect(calls.renew).toBe(1);
    expect(store.getState().user.session?.accessToken).not.toBe(access_token);
  });

  it('treats a refused renewal as signed out ("Token refresh failed") and clears the account', async () => {
    const store = await readyStore();
    const { access_token } = await signIn(store);
    await db.state.ready;
    db.state.refresh.clear();
    store.dispatch(sessionRenewed({ accessToken: access_token, expiresAt: Date.now() }));
    await vi.waitFor(() => expect(store.getState().user.status).toBe('anonymous'), { timeout: 3000 });
    expect(store.getState().user.signOutCause).toBe('expired');
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(store.getState().user.snackbar?.key).toBe('session-expired');
  });

  it('clears exactly the account keys and the cookie on a 401', async () => {
    const store = await readyStore();
    await signIn(store);
    sessionStorage.setItem('account', '{}');
    localStorage.setItem('accountLocation', 'Toronto');
    localStorage.setItem('lastViewedMode', 'map');
    await db.state.ready;
    db.state.access.clear();
    const answer = await store.dispatch(userEndpoints.endpoints.currentUser.initiate());
    expect(answer.error).toMatchObject({ status: 401 });
    expect(store.getState().user.status).toBe('anonymous');
    for (const key of ['authToken', 'refreshToken', 'accountLocation']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    // Not an account key: kept.
    expect(localStorage.getItem('lastViewedMode')).toBe('map');
  });

  it('follows a sign-in and a sign-out made in another tab (storage event)', async () => {
    // This tab loaded while signed out; another tab (sharing cookies and storage) then signs in.
    const store = await readyStore();
    const other = await readyStore();
    await signIn(other);
    const text = localStorage.getItem(USER_KEY);
    expect(text).not.toBeNull();
    expect(store.getState().user.status).toBe('anonymous');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: text }));
    expect(store.getState().user.status).toBe('signed-in');
    expect(selectAccount(store.getState())?.email).toBe(DEMO_USER.email);
    // The other tab signs out: the cookie and the user key go, and this tab follows.
    other.dispatch(signOutRequested());
    await vi.waitFor(() => expect(localStorage.getItem(USER_KEY)).toBeNull());
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: null }));
    expect(store.getState().user.status).toBe('anonymous');
  });

  it('logs out: the server forgets the token and the account leaves this browser', async () => {
    const store = await readyStore();
    const { access_token } = await signIn(store);
    store.dispatch(signOutRequested());
    await vi.waitFor(() => expect(store.getState().user.status).toBe('anonymous'));
    expect(store.getState().user.signOutCause).toBe('logout');
    await db.state.ready;
    expect(db.state.userForAccess(access_token)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('protected actions (spec §4): queued while signed out, replayed once after sign-in', () => {
  it('queues a saved search, opens the drawer, and saves it once after sign-in', async () => {
    const store = await readyStore();
    store.dispatch(userActionRequested({ action: { type: 'add-saved-search', search } }));
    expect(store.getState().user.queue).toHaveLength(1);
    expect(store.getState().user.drawer).toEqual({ open: true, reason: 'save-search' });
    await signIn(store);
    expect(store.getState().user.queue).toHaveLength(0);
    expect(store.getState().user.drawer.open).toBe(false);
    await vi.waitFor(async () => expect((await serverPrefs()).savedSearches).toHaveLength(1), { timeout: 3000 });
    await wait(700);
    expect((await serverPrefs()).savedSearches.map((s) => s.name)).toEqual(['Condos in Toronto']);
    expect(selectAccount(store.getState())?.preferences.savedSearches[0]?.id).toMatch(/^ss-/);
  });

  it('discards the queue when the drawer is closed', async () => {
    const store = await readyStore();
    store.dispatch(userActionRequested({ action: { type: 'favourite-agent', agentId: 'a-1-ag', favourite: true } }));
    expect(store.getState().user.drawer.reason).toBe('favourite-agent');
    store.dispatch(drawerDismissed());
    await signIn(store);
    await wait(800);
    expect((await serverPrefs()).favouriteAgents).toEqual([]);
    expect(calls.save).toBe(0);
  });

  it('keeps favourites and hidden listings in the browser while signed out and merges them on sign-in', async () => {
    const store = await readyStore();
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'x-1-lst', favourite: true } }),
    );
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'x-2-lst', favourite: true } }),
    );
    store.dispatch(userActionRequested({ action: { type: 'hide-listing', listingId: 'x-3-lst', hidden: true } }));
    expect(JSON.parse(localStorage.getItem(GUEST_KEY)!)).toEqual({
      favourites: ['x-1-lst', 'x-2-lst'],
      hidden: ['x-3-lst'],
    });
    // The first favourite invites the visitor to sign in; the next ones do not nag.
    expect(store.getState().user.drawer.reason).toBe('favourite');
    await db.state.ready;
    db.state.users.get(DEMO_USER.email)!.profile.preferences.favouriteListings = ['x-2-lst', 'x-0-lst'];
    await signIn(store);
    await vi.waitFor(
      async () => expect((await serverPrefs()).favouriteListings).toEqual(['x-2-lst', 'x-0-lst', 'x-1-lst']),
      { timeout: 3000 },
    );
    expect((await serverPrefs()) as { hiddenListings?: string[] }).toMatchObject({ hiddenListings: ['x-3-lst'] });
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('keeps what the visitor asks before the account code has loaded, and runs it in order', async () => {
    const store = makeStore();
    expect(store.getState().user.effectsReady).toBe(false);
    for (const listingId of ['e-1-lst', 'e-2-lst'])
      store.dispatch(userActionRequested({ action: { type: 'favourite-listing', listingId, favourite: true } }));
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'e-1-lst', favourite: false } }),
    );
    // The first intent loads the code; nothing is lost meanwhile.
    await vi.waitFor(() => expect(selectGuestLists(store.getState()).favourites).toEqual(['e-2-lst']), {
      timeout: 5000,
    });
    expect(store.getState().user.effectsReady).toBe(true);
  });

  it('fails an unknown action with "Invalid action" and changes nothing', async () => {
    const store = await readyStore();
    await signIn(store);
    const before = selectAccount(store.getState());
    store.dispatch(userActionRequested({ action: { type: 'make-coffee' } as never }));
    expect(store.getState().user.snackbar).toMatchObject({ key: 'invalid-action', failed: true });
    expect(selectAccount(store.getState())).toBe(before);
  });
});

describe('saving (spec §4): debounced 500 ms, flushed when the page goes away, never silently dropped', () => {
  it('keeps a favourite whose save found the session ended elsewhere, for the next sign-in (issue 20)', async () => {
    const store = await readyStore();
    await signIn(store);
    // A password changed on another device ends this session on the server.
    await db.state.ready;
    db.state.endSessions(DEMO_USER.email);
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'k-1-lst', favourite: true } }),
    );
    await vi.waitFor(() => expect(store.getState().user.status).toBe('anonymous'), { timeout: 3000 });
    // Before: the heart went back out, and nothing kept it.
    await vi.waitFor(() => expect(selectGuestLists(store.getState()).favourites).toEqual(['k-1-lst']));
    expect(JSON.parse(localStorage.getItem(GUEST_KEY) ?? '{}')).toMatchObject({ favourites: ['k-1-lst'] });
    // Signing in again brings it to the account.
    await signIn(store);
    await vi.waitFor(async () => expect((await serverPrefs()).favouriteListings).toEqual(['k-1-lst']), {
      timeout: 3000,
    });
  });

  it('two tabs acting at the same moment keep every change, and the last to save shows both (issue 20)', async () => {
    const [tab1, tab2] = [await readyStore(), await readyStore()];
    await signIn(tab1);
    await signIn(tab2);
    const heart = (listingId: string) =>
      userActionRequested({ action: { type: 'favourite-listing', listingId, favourite: true } });
    // Before: each save sent its tab's whole profile and the last writer won (1 of 2 hearts, 1 of 2 searches).
    tab1.dispatch(heart('x-1-lst'));
    tab2.dispatch(heart('x-2-lst'));
    tab1.dispatch(userActionRequested({ action: { type: 'add-saved-search', search } }));
    tab2.dispatch(userActionRequested({ action: { type: 'add-saved-search', search: { ...search, name: 'Lofts' } } }));
    await vi.waitFor(
      async () => {
        const prefs = await serverPrefs();
        expect([...prefs.favouriteListings].sort()).toEqual(['x-1-lst', 'x-2-lst']);
        expect(prefs.savedSearches.map((s) => s.name).sort()).toEqual(['Condos in Toronto', 'Lofts']);
      },
      { timeout: 3000 },
    );
    await vi.waitFor(() => expect([tab1, tab2].map((t) => t.getState().user.save)).toEqual(['idle', 'idle']));
    const shown = [tab1, tab2].map((t) =>
      [...(selectAccount(t.getState())?.preferences.favouriteListings ?? [])].sort(),
    );
    expect(shown).toContainEqual(['x-1-lst', 'x-2-lst']);
    // Every change was confirmed: none is left to send.
    expect([tab1, tab2].map((t) => t.getState().user.unsent)).toEqual([[], []]);
  });

  it('sends three quick changes in one save, then shows the snackbar', async () => {
    const store = await readyStore();
    await signIn(store);
    await wait(50);
    calls.save = 0;
    for (const id of ['a-1-lst', 'a-2-lst', 'a-3-lst'])
      store.dispatch(userActionRequested({ action: { type: 'favourite-listing', listingId: id, favourite: true } }));
    await wait(300);
    expect(calls.save).toBe(0);
    await vi.waitFor(async () => expect((await serverPrefs()).favouriteListings).toHaveLength(3), { timeout: 2000 });
    expect(calls.save).toBe(1);
    await vi.waitFor(() =>
      expect(store.getState().user.snackbar).toMatchObject({ key: 'favourite-listing', on: true }),
    );
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ unsaved: false });
  });

  it('saves a change made while the previous save is on the network, with a second save', async () => {
    const store = await readyStore();
    await signIn(store);
    await wait(50);
    const { http, delay: mswDelay } = await import('msw');
    // The first save is slow: the visitor favourites another listing meanwhile.
    server.use(
      http.post(
        `*${callPath(API.user, 'save')}`,
        async () => {
          await mswDelay(400);
          return undefined;
        },
        { once: true },
      ),
    );
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'f-1-lst', favourite: true } }),
    );
    await vi.waitFor(() => expect(store.getState().user.save).toBe('saving'), { timeout: 2000 });
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'f-2-lst', favourite: true } }),
    );
    await vi.waitFor(async () => expect((await serverPrefs()).favouriteListings).toEqual(['f-1-lst', 'f-2-lst']), {
      timeout: 4000,
    });
    await vi.waitFor(() => expect(store.getState().user.save).toBe('idle'), { timeout: 2000 });
  });

  it('forgets the account in this browser on clear-user, as a sign-out does', async () => {
    const store = await readyStore();
    await signIn(store);
    store.dispatch(userActionRequested({ action: { type: 'clear-user' } }));
    await vi.waitFor(() => expect(store.getState().user.status).toBe('anonymous'));
    await vi.waitFor(() => expect(localStorage.getItem(USER_KEY)).toBeNull());
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('flushes a pending save with a keepalive request when the page is hidden', async () => {
    const store = await readyStore();
    await signIn(store);
    await wait(50);
    calls.save = 0;
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'b-1-lst', favourite: true } }),
    );
    window.dispatchEvent(new Event('pagehide'));
    // Marked unsaved at once, so the next visit sends it again if the request is lost.
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({
      unsaved: true,
      profile: { preferences: { favouriteListings: ['b-1-lst'] } },
    });
    await vi.waitFor(async () => expect((await serverPrefs()).favouriteListings).toEqual(['b-1-lst']), {
      timeout: 400,
    });
  });

  it('sends on the next visit a change the last one could not', async () => {
    const store = await readyStore();
    const { user } = await signIn(store);
    await wait(50);
    const profile = { ...user, preferences: { ...user.preferences, favouriteListings: ['c-1-lst'] } };
    localStorage.setItem(USER_KEY, JSON.stringify({ profile, unsaved: true, unsavedAt: Date.now() - 60_000 }));
    // The next visit: a new page, whose account code sends what the last one left unsaved.
    await readyStore();
    await vi.waitFor(async () => expect((await serverPrefs()).favouriteListings).toEqual(['c-1-lst']), {
      timeout: 2000,
    });
  });

  it('does not send a change left unsaved long ago over what the account became since', async () => {
    const store = await readyStore();
    const { user } = await signIn(store);
    await wait(50);
    const profile = { ...user, preferences: { ...user.preferences, favouriteListings: ['old-lst'] } };
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    localStorage.setItem(USER_KEY, JSON.stringify({ profile, unsaved: true, unsavedAt: twoDaysAgo }));
    const next = await readyStore();
    // The server's copy wins: the stored one is replaced by it.
    await vi.waitFor(() => expect(selectAccount(next.getState())?.preferences.favouriteListings).toEqual([]), {
      timeout: 3000,
    });
    expect((await serverPrefs()).favouriteListings).toEqual([]);
  });

  it('keeps a change the server refused, and the snackbar offers to try again', async () => {
    const store = await readyStore();
    await signIn(store);
    await wait(50);
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(`*${callPath(API.user, 'save')}`, () => HttpResponse.json({ errors: ['down'] }, { status: 503 }), {
        once: true,
      }),
    );
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'd-1-lst', favourite: true } }),
    );
    await vi.waitFor(() => expect(store.getState().user.snackbar).toMatchObject({ failed: true, retry: true }), {
      timeout: 2000,
    });
    expect(store.getState().user.save).toBe('failed');
    expect(selectAccount(store.getState())?.preferences.favouriteListings).toEqual(['d-1-lst']);
    store.dispatch({ type: 'user/saveRetried' });
    await vi.waitFor(async () => expect((await serverPrefs()).favouriteListings).toEqual(['d-1-lst']), {
      timeout: 2000,
    });
  });

  it('takes back a change the server refuses by the form’s rules, and saves what was made with it (issue 20)', async () => {
    const store = await readyStore();
    await signIn(store);
    await wait(50);
    const { http, HttpResponse } = await import('msw');
    // A server whose phone rule is stricter than this client's: it refuses the number, once.
    server.use(
      http.post(
        `*${callPath(API.user, 'save')}`,
        () => HttpResponse.json({ errors: ['phoneNumber: Phone number is invalid'] }, { status: 400 }),
        { once: true },
      ),
    );
    store.dispatch(
      userActionRequested({ action: { type: 'update-user', changes: { phoneNumber: '514 555 0199', city: 'Laval' } } }),
    );
    store.dispatch(
      userActionRequested({ action: { type: 'favourite-listing', listingId: 'd-2-lst', favourite: true } }),
    );
    await vi.waitFor(() => expect(store.getState().user.refused).toEqual(['phoneNumber: Phone number is invalid']), {
      timeout: 2000,
    });
    expect(store.getState().user.snackbar).toMatchObject({ failed: true });
    expect(store.getState().user.snackbar?.retry).toBeUndefined();
    // The refused field is taken back, the rest (the city, the favourite) reaches the server with the next save;
    // nothing is left to be refused again.
    await vi.waitFor(
      async () => {
        await db.state.ready;
        const account = db.state.users.get(DEMO_USER.email)!.profile;
        expect(account.city).toBe('Laval');
        expect(account.preferences.favouriteListings).toEqual(['d-2-lst']);
      },
      { timeout: 3000 },
    );
    await vi.waitFor(() => expect(store.getState().user.save).toBe('idle'), { timeout: 2000 });
    expect(store.getState().user.unsent).toEqual([]);
    const here = selectAccount(store.getState())!;
    expect(here.phoneNumber).toBe(db.state.users.get(DEMO_USER.email)!.profile.phoneNumber);
    expect(here.city).toBe('Laval');
  });
});
