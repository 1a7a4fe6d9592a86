// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { isUsableRenewal } from '@/api/session-tokens';
import { createDb, type Db } from '@/mocks/db';
import { readOutbox, sendSavedSearchAlert, solveDemoCaptcha } from '@/mocks/demo/client';
import { createHandlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { signInStore } from '@/test/sign-in';
import { parseNestedUser, userEndpoints } from './user-endpoints';
import { selectIsSignedIn, signedIn } from './user-slice';

// A fresh demo API per test, with a clock the test moves and 60-second access tokens. The client's own
// clock is the real one: its tokens look fresh to it (no renewal) until the demo API says otherwise.
let clock = Date.UTC(2026, 0, 10);
let db: Db;
beforeEach(() => {
  clock = Date.UTC(2026, 0, 10);
  db = createDb({ listings: 200, accessTokenTtlS: 60, now: () => clock });
  server.use(...createHandlers(db, { demo: true }));
});

const api = userEndpoints.endpoints;
const failure = (error: unknown) => error as QueryError;
const fresh = { forceRefetch: true } as const;
const newUser = (email: string) => ({
  email,
  password: 'maison2026!',
  firstName: 'Léa',
  lastName: 'Gagnon',
  city: 'Québec',
  province: 'QC',
});

/** A store holding a session with this token, as if signed in (the token may be one the API never issued). */
function storeWithToken(accessToken: string): AppStore {
  const store = makeStore();
  store.dispatch(signedIn({ session: { accessToken, expiresAt: Date.now() + 3_600_000 }, profile: null }));
  return store;
}

describe('user calls (spec §7.2) against the demo API', () => {
  it('registers with a solved captcha (201), answers a second registration with a link, refuses a confirmed address, a missing or a used captcha', async () => {
    const store = makeStore();
    const captcha = await solveDemoCaptcha();
    const profile = await store.dispatch(api.register.initiate({ body: newUser('lea@example.ca'), captcha })).unwrap();
    expect(profile).toMatchObject({
      username: 'lea@example.ca',
      firstName: 'Léa',
      preferences: { favouriteListings: [] },
      emailConfirmed: false,
    });
    // The address's account waits for confirmation: a link goes to the address instead of a second account.
    const again = await store.dispatch(
      api.register.initiate({ body: newUser('lea@example.ca'), captcha: await solveDemoCaptcha() }),
    );
    expect(again.data).toEqual({ confirmationSent: true });
    const confirmed = await store.dispatch(
      api.register.initiate({ body: newUser(DEMO_USER.email), captcha: await solveDemoCaptcha() }),
    );
    expect(failure(confirmed.error)).toMatchObject({
      status: 409,
      messages: ['This user already exists. Please try again.'],
    });
    const noCaptcha = await store.dispatch(api.register.initiate({ body: newUser('x@example.ca'), captcha: '' }));
    expect(failure(noCaptcha.error)).toMatchObject({
      status: 400,
      messages: ['captcha: The captcha answer was not accepted'],
    });
    const used = await store.dispatch(api.register.initiate({ body: newUser('x@example.ca'), captcha }));
    expect(failure(used.error).status).toBe(400);
    const weak = await store.dispatch(
      api.register.initiate({
        body: { ...newUser('y@example.ca'), password: 'short' },
        captcha: await solveDemoCaptcha(),
      }),
    );
    expect(failure(weak.error).messages[0]).toMatch(/^password/);
  });

  it('answers whether an account exists: 404 is "no"', async () => {
    const store = makeStore();
    expect(await store.dispatch(api.accountExists.initiate(DEMO_USER.email)).unwrap()).toBe(true);
    expect(await store.dispatch(api.accountExists.initiate('nobody@example.ca')).unwrap()).toBe(false);
  });

  it('logs in, reads the twice-nested user with the store token, saves it, and rejects a wrong password', async () => {
    const store = makeStore();
    const bad = await store.dispatch(api.login.initiate({ username: DEMO_USER.email, password: 'nope' }));
    expect(failure(bad.error)).toMatchObject({ status: 401, messages: ['Invalid username or password'] });
    const session = await signInStore(store);
    expect(session.expires_in).toBe(60);
    expect(store.getState().user.session?.accessToken).toBe(session.access_token);
    const me = await store.dispatch(api.currentUser.initiate(undefined, fresh)).unwrap();
    expect(me).toMatchObject({ email: DEMO_USER.email, firstName: 'Camille' });
    const saved = await store
      .dispatch(
        api.saveUser.initiate({
          firstName: 'Camille-Anne',
          preferences: {
            favouriteListings: ['a-wp_id1-lst'],
            favouriteAgents: [],
            savedSearches: [
              // The second one is invalid (no bounds) and is dropped, as spec §5 says.
              {
                name: 'Plateau',
                nearby: false,
                bounds: { north: 45.54, east: -73.56, south: 45.51, west: -73.6 },
                zoom: 14,
                filters: { bedsMin: 2 },
                listingCategory: 'residential',
                notificationsEnabled: true,
                notificationsFrequency: 1,
              },
              { name: 'Broken' } as never,
            ],
          },
        }),
      )
      .unwrap();
    expect(saved.firstName).toBe('Camille-Anne');
    expect(saved.preferences.favouriteListings).toEqual(['a-wp_id1-lst']);
    expect(saved.preferences.savedSearches).toHaveLength(1);
    expect(saved.preferences.savedSearches[0]).toMatchObject({
      name: 'Plateau',
      id: expect.any(String) as unknown,
      userId: me.id,
    });
    // The server kept it: the account reads it back.
    expect(db.state.users.get(DEMO_USER.email)?.profile.firstName).toBe('Camille-Anne');
  });

  it('tells a locked-out sign-in to wait (429 with the seconds), and signs in again after the window', async () => {
    const store = makeStore();
    for (let i = 0; i < 5; i++) await store.dispatch(api.login.initiate({ username: DEMO_USER.email, password: 'no' }));
    const locked = await store.dispatch(
      api.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }),
    );
    expect(failure(locked.error)).toMatchObject({
      status: 429,
      messages: ['Too many failed sign-in attempts. Try again later.'],
      retryAfterS: 900,
    });
    clock += 15 * 60_000;
    await expect(signInStore(store)).resolves.toMatchObject({ user: { email: DEMO_USER.email } });
  });

  it('expires access tokens: the user call then answers 401 and the store is signed out', async () => {
    const store = makeStore();
    await signInStore(store);
    clock += 61_000;
    const expired = await store.dispatch(api.currentUser.initiate(undefined, fresh));
    expect(failure(expired.error).status).toBe(401);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('needs a session for the user, save and saved-search calls', async () => {
    // Signed out: refused before any request.
    const anonymous = makeStore();
    expect(failure((await anonymous.dispatch(api.currentUser.initiate(undefined, fresh))).error)).toMatchObject({
      status: 401,
      message: 'Not signed in',
    });
    // A token the demo API never issued: refused by the server.
    const save = await storeWithToken('f'.repeat(32)).dispatch(api.saveUser.initiate({}));
    expect(failure(save.error)).toMatchObject({
      status: 401,
      messages: ['Your session has expired. Please sign in again.'],
    });
    const searches = await storeWithToken('0'.repeat(32)).dispatch(api.savedSearches.initiate(undefined, fresh));
    expect(failure(searches.error).status).toBe(401);
  });

  it('resets a password with a real, single-use link', async () => {
    const store = makeStore();
    expect(await store.dispatch(api.forgotPassword.initiate(DEMO_USER.email)).unwrap()).toEqual({ sent: true });
    // Unknown e-mails get the same answer, and nothing is sent.
    const sentBefore = db.state.outbox.length;
    expect(await store.dispatch(api.forgotPassword.initiate('ghost@example.ca')).unwrap()).toEqual({ sent: true });
    expect(db.state.outbox).toHaveLength(sentBefore);
    // The demo's mailbox is read with the account's own token (the test knows the old password).
    const { access_token: reader } = await signInStore(makeStore());
    const mail = await readOutbox(reader);
    const token = mail.at(-1)!.token!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(mail.at(-1)!.link).toBe(`/reset-password/${token}`);
    expect(await store.dispatch(api.checkResetLink.initiate(token)).unwrap()).toBe(true);
    await store.dispatch(api.resetPassword.initiate({ token, password: 'nouveau2026!' })).unwrap();
    const reused = await store.dispatch(api.resetPassword.initiate({ token, password: 'encore2026!' }));
    expect(failure(reused.error).status).toBe(404);
    // The old password no longer works; the new one does, and changes the password of the signed-in store.
    const old = await store.dispatch(api.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }));
    expect(failure(old.error).status).toBe(401);
    await signInStore(store, { email: DEMO_USER.email, password: 'nouveau2026!' });
    const change = await store.dispatch(
      api.changePassword.initiate({ currentPassword: 'wrong', newPassword: 'autre2026!' }),
    );
    expect(failure(change.error)).toMatchObject({
      status: 400,
      messages: ['currentPassword: The current password is not correct'],
    });
    await store
      .dispatch(api.changePassword.initiate({ currentPassword: 'nouveau2026!', newPassword: 'autre2026!' }))
      .unwrap();
    await expect(signInStore(makeStore(), { email: DEMO_USER.email, password: 'autre2026!' })).resolves.toBeTruthy();
    const malformed = await store.dispatch(api.checkResetLink.initiate('not-a-token'));
    expect(failure(malformed.error).status).toBe(400);
  });

  it('unsubscribes a saved search with a single-use token from the alert e-mail', async () => {
    const store = makeStore();
    const { access_token: token } = await signInStore(store);
    const searches = await store
      .dispatch(
        api.replaceSavedSearches.initiate({
          savedSearches: [
            {
              name: 'Halifax',
              nearby: false,
              bounds: { north: 44.7, east: -63.5, south: 44.6, west: -63.7 },
              zoom: 12,
              filters: {},
              listingCategory: 'residential',
              notificationsEnabled: true,
              notificationsFrequency: 0,
            },
          ],
        }),
      )
      .unwrap();
    const { unsubscribeToken } = await sendSavedSearchAlert(token, searches[0]!.id!);
    expect(await store.dispatch(api.unsubscribe.initiate({ token: unsubscribeToken })).unwrap()).toEqual({
      unsubscribed: searches[0]!.id,
    });
    const after = await store.dispatch(api.savedSearches.initiate(undefined, fresh)).unwrap();
    expect(after[0]!.notificationsEnabled).toBe(false);
    const again = await store.dispatch(api.unsubscribe.initiate({ token: unsubscribeToken }));
    expect(failure(again.error).status).toBe(404);
  });

  it('signs in with a social provider and logs out, after which the token is refused', async () => {
    const store = makeStore();
    const social = await store
      .dispatch(api.socialLogin.initiate({ provider: 'google', token: 'demo:sam@example.ca:Sam:Roy' }))
      .unwrap();
    expect(social.user).toMatchObject({ email: 'sam@example.ca', firstName: 'Sam' });
    const { storeSession } = await import('@/api/session-renewal');
    store.dispatch(signedIn({ session: storeSession(social), profile: social.user }));
    await store.dispatch(api.logout.initiate({ refreshToken: social.refresh_token })).unwrap();
    // The revoked token, still in a store, is refused by the server.
    const after = await storeWithToken(social.access_token).dispatch(api.currentUser.initiate(undefined, fresh));
    expect(failure(after.error).status).toBe(401);
    const badProvider = await store.dispatch(api.socialLogin.initiate({ provider: 'myspace' as never, token: 'x' }));
    expect(failure(badProvider.error).status).toBe(400);
    // The same provider opens the account it created again; it never opens an account with a password.
    const again = await store
      .dispatch(api.socialLogin.initiate({ provider: 'google', token: 'demo:sam@example.ca:Sam:Roy' }))
      .unwrap();
    expect(again.user.id).toBe(social.user.id);
    const takeover = await store.dispatch(
      api.socialLogin.initiate({ provider: 'facebook', token: 'demo:demo@foyer.example:Eve:Attacker' }),
    );
    expect(failure(takeover.error).status).toBe(409);
  });

  it('parses the nested user string and judges renewals as spec §5 says', () => {
    expect(parseNestedUser(JSON.stringify(JSON.stringify({ id: 'u', username: 'a' })))).toEqual({
      id: 'u',
      username: 'a',
    });
    expect(isUsableRenewal({ access_token: 'a', expires_in: 0, refresh_token: 'r' })).toBe(false);
    expect(isUsableRenewal({ expires_in: 10 })).toBe(false);
    expect(isUsableRenewal({ access_token: 'a', expires_in: 60, refresh_token: 'r' })).toBe(true);
  });
});
