// @vitest-environment jsdom
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResultOf } from '@/api/contract/envelope';
import { API, callPath } from '@/api/contract/paths';
import type { LoginResult, TokenSet } from '@/api/contract/user';
import { request } from '@/api/request';
import { isSignedIn } from '@/api/session-storage';
import { createDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { dataResponse, errorResponse } from '@/mocks/handlers/respond';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import {
  RENEWAL_LOCK,
  createSessionRenewer,
  readAccessToken,
  readRefreshToken,
  renewSession,
  storeSession,
  type RenewalLocks,
} from './session-renewal';

const RENEW_URL = `*${callPath(API.userRenew)}`;
let renewCalls = 0;

beforeEach(() => {
  renewCalls = 0;
  server.use(...createHandlers(createDb({ listings: 50 })));
  server.events.on('request:start', ({ request: r }) => {
    if (new URL(r.url).pathname === callPath(API.userRenew)) renewCalls += 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  Reflect.deleteProperty(navigator, 'locks');
});

async function signIn(): Promise<LoginResult> {
  const answer = await request<ResultOf<LoginResult>>({
    ...API.userV1,
    path: 'login',
    method: 'POST',
    body: { username: DEMO_USER.email, password: DEMO_USER.password },
  });
  storeSession(answer!.result);
  return answer!.result;
}

/** Whether an access token is accepted by the user service. */
async function works(token: string): Promise<boolean> {
  try {
    await request({ ...API.user, token });
    return true;
  } catch {
    return false;
  }
}

/** A Web Locks stand-in shared by "tabs": one holder at a time, in order. */
function sharedLocks(): RenewalLocks & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

describe('renewSession: rotating refresh tokens across tabs (spec §4, §5)', () => {
  it('lets two tabs renewing at the same moment both end signed in, with one call', async () => {
    const login = await signIn();
    const locks = sharedLocks();
    const tabA = createSessionRenewer({ locks });
    const tabB = createSessionRenewer({ locks });
    const [a, b] = await Promise.all([tabA.renewSession(), tabB.renewSession()]);
    expect(a).toMatchObject({ ok: true, renewed: true });
    expect(b).toMatchObject({ ok: true, renewed: false });
    expect(a.ok && b.ok && a.session.accessToken === b.session.accessToken).toBe(true);
    expect(renewCalls).toBe(1);
    expect(locks.names).toEqual([RENEWAL_LOCK, RENEWAL_LOCK]);
    expect(isSignedIn()).toBe(true);
    expect(readRefreshToken()).not.toBe(login.refresh_token);
    expect(await works(readAccessToken()!)).toBe(true);
  });

  it('takes the Web Lock foyer-token-renewal from navigator.locks when the browser has one', async () => {
    await signIn();
    const locks = sharedLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const results = await Promise.all([renewSession(), renewSession()]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(locks.names).toEqual([RENEWAL_LOCK, RENEWAL_LOCK]);
    expect(renewCalls).toBe(1);
  });

  it('queues renewals of one tab when there are no Web Locks', async () => {
    expect('locks' in navigator).toBe(false);
    await signIn();
    const results = await Promise.all([renewSession(), renewSession(), renewSession()]);
    expect(results.map((r) => r.ok && r.renewed)).toEqual([true, false, false]);
    expect(renewCalls).toBe(1);
    expect(await works(readAccessToken()!)).toBe(true);
  });

  it('keeps two tabs without Web Locks signed in: the refused one takes the winner’s session', async () => {
    await signIn();
    const tabA = createSessionRenewer({ locks: null });
    const tabB = createSessionRenewer({ locks: null });
    const [a, b] = await Promise.all([tabA.renewSession(), tabB.renewSession()]);
    // Both spent the same refresh token: the server rotated once and refused the reuse.
    expect(renewCalls).toBe(2);
    expect(a.ok && b.ok).toBe(true);
    expect([a, b].filter((r) => r.ok && r.renewed)).toHaveLength(1);
    expect(isSignedIn()).toBe(true);
    expect(await works(readAccessToken()!)).toBe(true);
  });

  it('refuses a reused old refresh token after rotation, and then signs out', async () => {
    const login = await signIn();
    expect(await renewSession()).toMatchObject({ ok: true, renewed: true });
    // The old token is used up on the server …
    await expect(
      request({ ...API.userRenew, method: 'POST', body: { refresh_token: login.refresh_token } }),
    ).rejects.toMatchObject({ status: 401, messages: ['Token refresh failed'] });
    await signIn();
    storeSession(login); // … so a tab still holding it is signed out when it renews.
    const result = await renewSession();
    expect(result).toMatchObject({ ok: false, signedOut: true, error: { message: 'Token refresh failed' } });
    expect(isSignedIn()).toBe(false);
    expect(readRefreshToken()).toBeNull();
  });

  it.each([
    ['no access token', { access_token: '', expires_in: 300, refresh_token: 'r'.repeat(32) }],
    ['a zero lifetime', { access_token: 'a'.repeat(32), expires_in: 0, refresh_token: 'r'.repeat(32) }],
  ])('fails with "Token refresh failed" on an answer with %s (spec §5)', async (_case, tokens) => {
    await signIn();
    server.use(mswHttp.post(RENEW_URL, () => dataResponse<ResultOf<TokenSet>>({ result: tokens })));
    const result = await renewSession();
    expect(result).toMatchObject({
      ok: false,
      signedOut: true,
      error: { message: 'Token refresh failed', messageId: 'user.session.refresh-failed' },
    });
    expect(isSignedIn()).toBe(false);
  });

  it('keeps the session when the service is unavailable, so renewal can be tried again', async () => {
    const login = await signIn();
    server.use(mswHttp.post(RENEW_URL, () => errorResponse(503, 'Service unavailable.')));
    expect(await renewSession()).toMatchObject({ ok: false, signedOut: false, error: { status: 503 } });
    expect(renewCalls).toBe(1);
    expect(isSignedIn()).toBe(true);
    expect(readRefreshToken()).toBe(login.refresh_token);
  });

  it('is signed out at once without a refresh token', async () => {
    storeSession({ access_token: 'a'.repeat(32), expires_in: 60, refresh_token: '' });
    expect(await renewSession()).toMatchObject({ ok: false, signedOut: true });
    expect(renewCalls).toBe(0);
    expect(isSignedIn()).toBe(false);
  });
});
