import { beforeEach, describe, expect, it } from 'vitest';
import { API, callPath } from '@/api/contract/paths';
import type { AuthServiceAnswer, LoginResult, TokenSet } from '@/api/contract/user';
import { createDb } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { DEMO_USER } from '../state';

const ORIGIN = 'http://demo.test';

beforeEach(() => {
  server.use(...createHandlers(createDb({ listings: 50 })));
});

async function post(path: string, body: unknown, token?: string) {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('the demo user service', () => {
  it('rotates refresh tokens: a renewal uses the old one up, and reusing it is refused', async () => {
    const login = (await (
      await post(callPath(API.userV1, 'login'), { username: DEMO_USER.email, password: DEMO_USER.password })
    ).json()) as { data: { result: LoginResult } };
    const first = login.data.result.refresh_token;
    const renewed = await post(callPath(API.userRenew), { refresh_token: first });
    expect(renewed.status).toBe(200);
    const tokens = ((await renewed.json()) as { data: { result: TokenSet } }).data.result;
    expect(tokens.refresh_token).not.toBe(first);
    expect(tokens.expires_in).toBeGreaterThan(0);
    const reused = await post(callPath(API.userRenew), { refresh_token: first });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ errors: ['Token refresh failed'] });
    // restoreSession rotates the same way.
    const restored = await post(callPath(API.userV1, 'restoreSession'), { refresh_token: tokens.refresh_token });
    expect(restored.status).toBe(200);
    expect((await post(callPath(API.userV1, 'restoreSession'), { refresh_token: tokens.refresh_token })).status).toBe(
      401,
    );
  });

  // The client signs in with the v1 user service; the demo still speaks the auth service of spec §7.2.
  it('speaks the auth service protocol: message, result, loggedIn, userProfile', async () => {
    const answer = async (response: Response) => (await response.json()) as AuthServiceAnswer;
    const anonymous = await answer(await fetch(`${ORIGIN}${callPath(API.auth, 'session')}`));
    expect(anonymous).toMatchObject({ loggedIn: false, userProfile: null });
    const wrong = await answer(await post(callPath(API.auth, 'login'), { username: DEMO_USER.email, password: 'no' }));
    expect(wrong).toMatchObject({ message: 'error', loggedIn: false });
    const response = await post(callPath(API.auth, 'login'), {
      username: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect(response.headers.get('set-cookie')).toMatch(/^dca_at=/);
    const ok = await answer(response);
    expect(ok).toMatchObject({ message: 'success', loggedIn: true, userProfile: { email: DEMO_USER.email } });
    const session = await answer(
      await fetch(`${ORIGIN}${callPath(API.auth, 'session')}`, {
        headers: { Authorization: `Bearer ${ok.accessToken}` },
      }),
    );
    expect(session.loggedIn).toBe(true);
    const registered = await post(callPath(API.auth, 'register'), {
      email: 'nouveau@example.ca',
      password: 'maison2026!',
      firstName: 'Léa',
      lastName: 'Gagnon',
      city: 'Québec',
    });
    expect(registered.status).toBe(201);
    expect(await answer(registered)).toMatchObject({ message: 'success', loggedIn: true });
    expect(await answer(await post(callPath(API.auth, 'logout'), {}, ok.accessToken))).toMatchObject({
      loggedIn: false,
    });
  });
});
