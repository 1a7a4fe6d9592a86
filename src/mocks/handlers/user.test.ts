import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/api/contract/envelope';
import { API, CAPTCHA_HEADER, callPath } from '@/api/contract/paths';
import { DEMO_CAPTCHA } from '@/api/contract/demo';
import type { AuthServiceAnswer, CaptchaChallenge, LoginResult, TokenSet } from '@/api/contract/user';
import { createDb, type Db } from '../db';
import { answerDemoCaptcha, solveDemoCaptcha } from '../demo/client';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { DEMO_USER, REFRESH_REUSE_GRACE_S } from '../state';
import { clientAddress } from './respond';

const ORIGIN = 'http://demo.test';

// A fresh demo API per test, with a clock the test moves.
let clock = Date.UTC(2026, 0, 10, 12);
let db: Db;
beforeEach(() => {
  clock = Date.UTC(2026, 0, 10, 12);
  db = createDb({ listings: 50, now: () => clock });
  server.use(...createHandlers(db));
});

async function post(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const LOGIN = callPath(API.userV1, 'login');
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  post(LOGIN, { username, password }, undefined, headers);
const TOO_MANY = 'Too many failed sign-in attempts. Try again later.';
const CAPTCHA_REFUSED = 'captcha: The captcha answer was not accepted';

const newUser = (email: string) => ({
  email,
  password: 'maison2026!',
  firstName: 'Léa',
  lastName: 'Gagnon',
  city: 'Québec',
});
const register = (email: string, captcha?: string) =>
  post(callPath(API.user), newUser(email), undefined, captcha === undefined ? {} : { [CAPTCHA_HEADER]: captcha });
const challenge = async () => {
  const response = await fetch(`${ORIGIN}${callPath(DEMO_CAPTCHA)}`);
  return { response, result: ((await response.json()) as { data: { result: CaptchaChallenge } }).data.result };
};

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
    // restoreSession rotates the same way.
    const restored = await post(callPath(API.userV1, 'restoreSession'), { refresh_token: tokens.refresh_token });
    expect(restored.status).toBe(200);
    const latest = ((await restored.json()) as { data: { result: TokenSet } }).data.result;
    // A used-up token sent again is refused; past the grace of racing tabs it ends the sign-in it came
    // from: the latest pair too.
    clock += (REFRESH_REUSE_GRACE_S + 1) * 1000;
    const reused = await post(callPath(API.userRenew), { refresh_token: first });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ errors: ['Token refresh failed'] });
    expect((await post(callPath(API.userV1, 'restoreSession'), { refresh_token: latest.refresh_token })).status).toBe(
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
    // Registering here takes the same captcha as POST api/v2/user.
    const refused = await answer(await post(callPath(API.auth, 'register'), newUser('nouveau@example.ca')));
    expect(refused).toMatchObject({ message: 'error', result: CAPTCHA_REFUSED, loggedIn: false });
    const registered = await post(callPath(API.auth, 'register'), newUser('nouveau@example.ca'), undefined, {
      [CAPTCHA_HEADER]: await solveDemoCaptcha({ origin: ORIGIN }),
    });
    expect(registered.status).toBe(201);
    expect(await answer(registered)).toMatchObject({ message: 'success', loggedIn: true });
    expect(await answer(await post(callPath(API.auth, 'logout'), {}, ok.accessToken))).toMatchObject({
      loggedIn: false,
    });
  });
});

describe('sign-in throttling (429 with Retry-After)', () => {
  it('locks an account after 5 failures in 15 minutes, even for the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await login(DEMO_USER.email, `wrong-${i}`);
      expect(wrong.status).toBe(401);
    }
    const locked = await login(DEMO_USER.email, DEMO_USER.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await locked.json()) as ErrorBody).toEqual({ errors: [TOO_MANY], retryAfter: 900 });
    // Every sign-in path is locked alike, and the account's case does not matter.
    for (const path of [callPath(API.userV1, 'signin'), callPath(API.auth, 'login')]) {
      const other = await post(path, { username: DEMO_USER.email.toUpperCase(), password: DEMO_USER.password });
      expect(other.status, path).toBe(429);
      expect(await other.json()).toMatchObject({ errors: [TOO_MANY] });
    }
    // The wait counts down with the window, and the lock lifts when the oldest failure leaves it.
    clock += 899_000;
    const almost = await login(DEMO_USER.email, DEMO_USER.password);
    expect(almost.status).toBe(429);
    expect(almost.headers.get('retry-after')).toBe('1');
    clock += 1_000;
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it('answers an unknown account exactly as a known one, so the lock does not reveal accounts', async () => {
    const answers: string[] = [];
    for (const email of ['ghost@example.ca', DEMO_USER.email]) {
      for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password')).status).toBe(401);
      const locked = await login(email, 'wrong-password');
      expect(locked.status).toBe(429);
      answers.push(`${locked.headers.get('retry-after')} ${JSON.stringify(await locked.json())}`);
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it("starts an account afresh after a success, and locks only that account's sign-ins", async () => {
    for (let i = 0; i < 4; i++) expect((await login(DEMO_USER.email, 'nope-nope')).status).toBe(401);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
    // Without the reset, the fifth failure here would have locked the account.
    for (let i = 0; i < 4; i++) expect((await login(DEMO_USER.email, 'nope-nope')).status).toBe(401);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);

    await db.state.createUser({
      email: 'b@example.ca',
      password: 'bravo2026!',
      firstName: 'B',
      lastName: 'B',
      city: 'Laval',
    });
    for (let i = 0; i < 5; i++) await login('b@example.ca', 'nope-nope');
    expect((await login('b@example.ca', 'bravo2026!')).status).toBe(429);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it('locks a client address after 20 failures on any accounts; other addresses still sign in', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' };
    for (let i = 0; i < 20; i++) expect((await login(`guess${i}@example.ca`, 'password1', from)).status).toBe(401);
    const locked = await login(DEMO_USER.email, DEMO_USER.password, from);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    // The first X-Forwarded-For entry is the client; a proxy further along does not change it.
    expect((await login(DEMO_USER.email, DEMO_USER.password, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
    expect((await login(DEMO_USER.email, DEMO_USER.password, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    expect((await login(DEMO_USER.email, DEMO_USER.password, { 'X-Real-IP': '198.51.100.3' })).status).toBe(200);
    clock += 15 * 60_000;
    expect((await login(DEMO_USER.email, DEMO_USER.password, from)).status).toBe(200);
  });

  it('limits account lookups per client address like sign-in failures (429 past 20 in 15 minutes)', async () => {
    const lookup = (address: string) =>
      fetch(`${ORIGIN}${callPath(API.userAccounts)}?email=${encodeURIComponent(DEMO_USER.email)}`, {
        headers: { 'X-Forwarded-For': address },
      });
    for (let i = 0; i < 20; i++) expect((await lookup('203.0.113.9')).status).toBe(200);
    const refused = await lookup('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await lookup('198.51.100.9')).status).toBe(200);
  });

  it('counts guesses sent in parallel before their passwords are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(DEMO_USER.email, `guess-${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('reads the client address from X-Forwarded-For, then X-Real-IP, else local', () => {
    const request = (headers: Record<string, string>) => new Request(ORIGIN, { headers });
    expect(clientAddress(request({ 'X-Forwarded-For': ' 203.0.113.7 , 10.0.0.1', 'X-Real-IP': '10.0.0.2' }))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request({ 'X-Real-IP': '10.0.0.2' }))).toBe('10.0.0.2');
    expect(clientAddress(request({}))).toBe('local');
  });
});

describe('the demo registration captcha', () => {
  it('asks a small sum under a random id, never cached', async () => {
    const { response, result } = await challenge();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(result.challengeId).toMatch(/^[0-9a-f]{32}$/);
    expect(result.question).toMatch(/^[1-9] \+ [1-9]$/);
    expect((await challenge()).result.challengeId).not.toBe(result.challengeId);
  });

  it('refuses a registration without a right answer to a live challenge, and uses each challenge once', async () => {
    const refused = async (response: Response) => {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [CAPTCHA_REFUSED] });
    };
    await refused(await register('a@example.ca'));
    await refused(await register('a@example.ca', 'ok'));
    await refused(await register('a@example.ca', `${'0'.repeat(32)}:7`));

    // A wrong answer uses the challenge up: its few possible answers cannot be tried in turn.
    const first = (await challenge()).result;
    const right = answerDemoCaptcha(first.question);
    await refused(await register('a@example.ca', `${first.challengeId}:${right + 1}`));
    await refused(await register('a@example.ca', `${first.challengeId}:${right}`));

    const token = await solveDemoCaptcha({ origin: ORIGIN });
    expect((await register('a@example.ca', token)).status).toBe(201);
    // The same answer again is refused, before the body is even read.
    await refused(await register('b@example.ca', token));
    expect(db.state.users.has('b@example.ca')).toBe(false);
  });

  it('lets a challenge be answered for 10 minutes and no longer', async () => {
    const late = (await challenge()).result;
    const onTime = (await challenge()).result;
    clock += 599_000;
    const answer = (c: CaptchaChallenge) => `${c.challengeId}:${answerDemoCaptcha(c.question)}`;
    expect((await register('on-time@example.ca', answer(onTime))).status).toBe(201);
    clock += 1_000;
    const expired = await register('late@example.ca', answer(late));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ errors: [CAPTCHA_REFUSED] });
  });
});
