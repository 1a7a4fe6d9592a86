// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import type { QueryError } from '@/api/base-api';
import { createDb } from '@/mocks/db';
import { readOutbox, sendSavedSearchAlert } from '@/mocks/demo/client';
import { createHandlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { isUsableRenewal, parseNestedUser, userApi } from './user-api';

// A fresh demo API per test, with a clock the test moves and 60-second access tokens.
let clock = Date.UTC(2026, 0, 10);
beforeEach(() => {
  clock = Date.UTC(2026, 0, 10);
  server.use(...createHandlers(createDb({ listings: 200, accessTokenTtlS: 60, now: () => clock }), { demo: true }));
});

const failure = (error: unknown) => error as QueryError;
const newUser = (email: string) => ({
  email,
  password: 'maison2026!',
  firstName: 'Léa',
  lastName: 'Gagnon',
  city: 'Québec',
  province: 'QC',
});

describe('user calls (spec §7.2) against the demo API', () => {
  it('registers with a captcha (201) and refuses a second account or a missing captcha', async () => {
    const store = makeStore();
    const profile = await store
      .dispatch(userApi.endpoints.register.initiate({ body: newUser('lea@example.ca'), captcha: 'ok' }))
      .unwrap();
    expect(profile).toMatchObject({
      username: 'lea@example.ca',
      firstName: 'Léa',
      preferences: { favouriteListings: [] },
    });
    const again = await store.dispatch(
      userApi.endpoints.register.initiate({ body: newUser('lea@example.ca'), captcha: 'ok' }),
    );
    expect(failure(again.error)).toMatchObject({
      status: 409,
      messages: ['This user already exists. Please try again.'],
    });
    const noCaptcha = await store.dispatch(
      userApi.endpoints.register.initiate({ body: newUser('x@example.ca'), captcha: '' }),
    );
    expect(failure(noCaptcha.error).status).toBe(400);
    const weak = await store.dispatch(
      userApi.endpoints.register.initiate({ body: { ...newUser('y@example.ca'), password: 'short' }, captcha: 'ok' }),
    );
    expect(failure(weak.error).messages[0]).toMatch(/^password/);
  });

  it('answers whether an account exists: 404 is "no"', async () => {
    const store = makeStore();
    expect(await store.dispatch(userApi.endpoints.accountExists.initiate(DEMO_USER.email)).unwrap()).toBe(true);
    expect(await store.dispatch(userApi.endpoints.accountExists.initiate('nobody@example.ca')).unwrap()).toBe(false);
  });

  it('logs in, reads the twice-nested user, saves it, and rejects a wrong password', async () => {
    const store = makeStore();
    const bad = await store.dispatch(userApi.endpoints.login.initiate({ username: DEMO_USER.email, password: 'nope' }));
    expect(failure(bad.error)).toMatchObject({ status: 401, messages: ['Invalid username or password'] });
    const session = await store
      .dispatch(userApi.endpoints.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }))
      .unwrap();
    expect(session.expires_in).toBe(60);
    const me = await store.dispatch(userApi.endpoints.currentUser.initiate(session.access_token)).unwrap();
    expect(me).toMatchObject({ email: DEMO_USER.email, firstName: 'Camille' });
    const saved = await store
      .dispatch(
        userApi.endpoints.saveUser.initiate({
          token: session.access_token,
          user: {
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
  });

  it('expires access tokens: the user call then answers 401', async () => {
    const store = makeStore();
    const session = await store
      .dispatch(userApi.endpoints.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }))
      .unwrap();
    clock += 61_000;
    const expired = await store.dispatch(userApi.endpoints.currentUser.initiate(session.access_token));
    expect(failure(expired.error).status).toBe(401);
  });

  it('needs a bearer token for the user, save and saved-search calls', async () => {
    const store = makeStore();
    const anonymous = await store.dispatch(userApi.endpoints.currentUser.initiate(''));
    expect(failure(anonymous.error).status).toBe(401);
    const save = await store.dispatch(userApi.endpoints.saveUser.initiate({ token: 'f'.repeat(32), user: {} }));
    expect(failure(save.error).status).toBe(401);
    const searches = await store.dispatch(userApi.endpoints.savedSearches.initiate('0'.repeat(32)));
    expect(failure(searches.error).status).toBe(401);
  });

  it('resets a password with a real, single-use link', async () => {
    const store = makeStore();
    expect(await store.dispatch(userApi.endpoints.forgotPassword.initiate(DEMO_USER.email)).unwrap()).toEqual({
      sent: true,
    });
    // Unknown e-mails get the same answer, and nothing is sent.
    expect(await store.dispatch(userApi.endpoints.forgotPassword.initiate('ghost@example.ca')).unwrap()).toEqual({
      sent: true,
    });
    // The demo's mailbox is read with the account's own token (the test knows the old password).
    const { access_token: reader } = await store
      .dispatch(userApi.endpoints.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }))
      .unwrap();
    const mail = await readOutbox(reader);
    const token = mail.at(-1)!.token!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(mail.at(-1)!.link).toBe(`/reset-password/${token}`);
    expect(await store.dispatch(userApi.endpoints.checkResetLink.initiate(token)).unwrap()).toBe(true);
    await store.dispatch(userApi.endpoints.resetPassword.initiate({ token, password: 'nouveau2026!' })).unwrap();
    const reused = await store.dispatch(userApi.endpoints.resetPassword.initiate({ token, password: 'encore2026!' }));
    expect(failure(reused.error).status).toBe(404);
    const login = await store
      .dispatch(userApi.endpoints.login.initiate({ username: DEMO_USER.email, password: 'nouveau2026!' }))
      .unwrap();
    const change = await store.dispatch(
      userApi.endpoints.changePassword.initiate({
        token: login.access_token,
        currentPassword: 'wrong',
        newPassword: 'autre2026!',
      }),
    );
    expect(failure(change.error).status).toBe(400);
    await store
      .dispatch(
        userApi.endpoints.changePassword.initiate({
          token: login.access_token,
          currentPassword: 'nouveau2026!',
          newPassword: 'autre2026!',
        }),
      )
      .unwrap();
    const malformed = await store.dispatch(userApi.endpoints.checkResetLink.initiate('not-a-token'));
    expect(failure(malformed.error).status).toBe(400);
  });

  it('unsubscribes a saved search with a single-use token from the alert e-mail', async () => {
    const store = makeStore();
    const { access_token: token } = await store
      .dispatch(userApi.endpoints.signin.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }))
      .unwrap();
    const searches = await store
      .dispatch(
        userApi.endpoints.replaceSavedSearches.initiate({
          token,
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
    expect(await store.dispatch(userApi.endpoints.unsubscribe.initiate({ token: unsubscribeToken })).unwrap()).toEqual({
      unsubscribed: searches[0]!.id,
    });
    const after = await store.dispatch(userApi.endpoints.savedSearches.initiate(token)).unwrap();
    expect(after[0]!.notificationsEnabled).toBe(false);
    const again = await store.dispatch(userApi.endpoints.unsubscribe.initiate({ token: unsubscribeToken }));
    expect(failure(again.error).status).toBe(404);
  });

  it('signs in with a social provider and logs out, after which the token is refused', async () => {
    const store = makeStore();
    const social = await store
      .dispatch(userApi.endpoints.socialLogin.initiate({ provider: 'google', token: 'demo:sam@example.ca:Sam:Roy' }))
      .unwrap();
    expect(social.user).toMatchObject({ email: 'sam@example.ca', firstName: 'Sam' });
    await store
      .dispatch(userApi.endpoints.logout.initiate({ token: social.access_token, refreshToken: social.refresh_token }))
      .unwrap();
    const after = await store.dispatch(userApi.endpoints.currentUser.initiate(social.access_token));
    expect(failure(after.error).status).toBe(401);
    const badProvider = await store.dispatch(
      userApi.endpoints.socialLogin.initiate({ provider: 'myspace' as never, token: 'x' }),
    );
    expect(failure(badProvider.error).status).toBe(400);
  });

  it('parses the nested user string and judges renewals as spec §5 says', () => {
    expect(parseNestedUser(JSON.stringify(JSON.stringify({ id: 'u', username: 'a' })))).toEqual({
      id: 'u',
      username: 'a',
    });
    expect(isUsableRenewal({ access_token: 'a', expires_in: 0, refresh_token: 'r' })).toBe(false);
    expect(isUsableRenewal({ expires_in: 10 })).toBe(false);
  });
});
