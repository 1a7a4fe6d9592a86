// Issue 17 (hardening) on the demo API: each test here failed before its fix.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CAPTCHA_HEADER, callPath } from '@/api/contract/paths';
import { DEMO_CAPTCHA } from '@/api/contract/demo';
import type { CaptchaChallenge } from '@/api/contract/user';
import { DEMO_MAILBOX_HEADER } from '@/api/demo-mailbox';
import { createDb, type Db } from './db';
import { DEMO_USER as DEMO, REFRESH_REUSE_GRACE_S } from './state';
import { DEMO_API } from './demo/contract';
import { createHandlers } from './handlers';
import { MAX_BODY_BYTES } from './handlers/respond';
import { createDemoApiServer, demoEndpointsEnabled } from './http';
import { server as inProcessMocks } from './node';
import { MAX_SEARCH_TEXT, MAX_SEARCH_WORDS, searchWords } from './text';

type Server = ReturnType<typeof createDemoApiServer>;
const servers: Server[] = [];

async function serve(db: Db, demo = true): Promise<string> {
  const server = createDemoApiServer(createHandlers(db, { demo }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// These requests travel over real HTTP, not through the in-process interceptor.
beforeAll(() => inProcessMocks.close());
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));
afterEach(() => vi.restoreAllMocks());

const VICTIM = { email: 'victime@example.ca', password: 'victime2026!' };
const ATTACKER = { email: 'pirate@example.ca', password: 'pirate2026!' };
const MAILBOX = '0123456789abcdef'.repeat(2);
const OTHER_MAILBOX = 'f'.repeat(32);

async function accounts(db: Db) {
  await db.state.ready;
  for (const { email, password } of [VICTIM, ATTACKER])
    await db.state.createUser({ email, password, firstName: 'A', lastName: 'B', city: 'Laval' });
}

const json = (headers: Record<string, string> = {}) => ({ 'Content-Type': 'application/json', ...headers });
const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: json(headers), body: JSON.stringify(body) });
const errorsOf = async (response: Response) => ((await response.json()) as { errors: string[] }).errors;
const outbox = async (base: string, headers: Record<string, string>, query = '') => {
  const response = await fetch(`${base}${callPath(DEMO_API.outbox)}${query}`, { headers });
  return { status: response.status, body: (await response.json()) as { data?: { result: { token: string }[] } } };
};
const FORGOT = callPath(API.userV1, 'password/forgot');
const LOGIN = callPath(API.userV1, 'login');
const SHARE = callPath(API.leads, 'share');

describe('the demo outbox never hands over an account (High)', () => {
  it('is off unless a host asks for it: DEMO_ENDPOINTS=on, or { demo: true }', async () => {
    expect(demoEndpointsEnabled({})).toBe(false);
    expect(demoEndpointsEnabled({ DEMO_ENDPOINTS: 'off' })).toBe(false);
    expect(demoEndpointsEnabled({ DEMO_ENDPOINTS: 'on' })).toBe(true);
    const db = createDb({ listings: 50 });
    const product = await serve(db, false);
    expect((await fetch(`${product}${callPath(DEMO_API.outbox)}?email=${VICTIM.email}`)).status).toBe(404);
    // A host built without a word (and without DEMO_ENDPOINTS in its environment) has no demo endpoints.
    const silent = createDemoApiServer({});
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    if (!demoEndpointsEnabled()) expect((await fetch(`${silentBase}${callPath(DEMO_API.outbox)}`)).status).toBe(404);
  });

  it('shows nobody a reset link or share mail of an address their browser does not hold', async () => {
    const db = createDb({ listings: 50 });
    await accounts(db);
    const base = await serve(db);
    // The attacker's browser even holds an account of its own.
    expect(
      (
        await post(
          base,
          LOGIN,
          { username: ATTACKER.email, password: ATTACKER.password },
          { [DEMO_MAILBOX_HEADER]: MAILBOX },
        )
      ).status,
    ).toBe(200);
    expect((await post(base, FORGOT, { email: VICTIM.email }, { [DEMO_MAILBOX_HEADER]: MAILBOX })).status).toBe(200);
    const listingId = db.data.listings[0]!.listingId;
    const share = { recipientEmail: VICTIM.email, senderEmail: ATTACKER.email, subject: 'Regarde', listingId };
    expect((await post(base, SHARE, share, { [DEMO_MAILBOX_HEADER]: MAILBOX })).status).toBe(201);

    const read = await outbox(base, { [DEMO_MAILBOX_HEADER]: MAILBOX });
    expect(read.status).toBe(200);
    expect(read.body.data!.result).toEqual([]);
    expect((await outbox(base, { [DEMO_MAILBOX_HEADER]: MAILBOX }, `?email=${VICTIM.email}`)).status).toBe(403);
    expect((await outbox(base, {}, `?email=${VICTIM.email}`)).status).toBe(401);
    // The victim's own browser (it signed in there) and the victim's session read the mail.
    expect(
      (
        await post(
          base,
          LOGIN,
          { username: VICTIM.email, password: VICTIM.password },
          { [DEMO_MAILBOX_HEADER]: OTHER_MAILBOX },
        )
      ).status,
    ).toBe(200);
    expect((await post(base, FORGOT, { email: VICTIM.email }, { [DEMO_MAILBOX_HEADER]: OTHER_MAILBOX })).status).toBe(
      200,
    );
    const own = await outbox(base, { [DEMO_MAILBOX_HEADER]: OTHER_MAILBOX });
    expect(own.body.data!.result).toHaveLength(1);
    expect((await outbox(base, { [DEMO_MAILBOX_HEADER]: MAILBOX })).body.data!.result).toEqual([]);
  });
});

describe('bounded memory (Medium)', () => {
  it('refuses new entries once a store is full of live ones, and never drops what anyone stored', async () => {
    const db = createDb({
      listings: 50,
      storeLimits: { leads: 5, outbox: 4, tokens: 6, users: 3 },
      mailLimits: { recipient: 1000, sender: 1000, address: 1000, windowS: 3600 },
    });
    await db.state.ready;
    const base = await serve(db);
    const listingId = db.data.listings[0]!.listingId;
    // Before: the seventh lead pushed out the first, the fourth account deleted the oldest (whose e-mail
    // anyone could then register), the seventh sign-in ended the first session.
    const leads = [];
    for (let i = 0; i < 7; i++) {
      const lead = { name: `N${i}`, email: `n${i}@example.ca`, message: 'x'.repeat(1500), listingId };
      leads.push((await post(base, callPath(API.leads), lead)).status);
    }
    expect(leads).toEqual([201, 201, 201, 201, 201, 503, 503]);
    expect(db.state.leads.map((l) => (l.body as { name: string }).name)).toEqual(['N0', 'N1', 'N2', 'N3', 'N4']);
    const share = { recipientEmail: 'r@example.ca', senderEmail: 's@example.ca', subject: 'S', listingId };
    const refused = await post(base, SHARE, share);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(db.state.outbox).toHaveLength(0);

    const logins = [];
    for (let i = 0; i < 7; i++)
      logins.push((await post(base, LOGIN, { username: 'demo@foyer.example', password: 'Foyer2026!' })).status);
    expect(logins).toEqual([200, 200, 200, 200, 200, 200, 503]);
    expect(db.state.storeSizes()).toMatchObject({ access: 6, refresh: 6 });

    for (let i = 0; i < 3; i++)
      await db.state.createUser({
        email: `u${i}@example.ca`,
        password: 'abcdefg1!',
        firstName: 'U',
        lastName: 'U',
        city: 'X',
      });
    await expect(
      db.state.createUser({ email: 'u3@example.ca', password: 'abcdefg1!', firstName: 'U', lastName: 'U', city: 'X' }),
    ).rejects.toThrow(/users store is full/);
    expect([...db.state.users.keys()].sort()).toEqual([
      'demo@foyer.example',
      'u0@example.ca',
      'u1@example.ca',
      'u2@example.ca',
    ]);
    expect(db.state.refused).toMatchObject({ leads: 3, tokens: 1, users: 1 });

    // Unknown and oversized fields are refused in the errors envelope, and nothing is stored.
    const before = db.state.leads.length;
    const unknown = await post(base, callPath(API.leads), { name: 'N', email: 'n@example.ca', blob: 'x' });
    expect(unknown.status).toBe(400);
    expect(await errorsOf(unknown)).toEqual(['blob: Unknown field']);
    const huge = await post(base, callPath(API.leads), { name: 'x'.repeat(5000), email: 'n@example.ca' });
    expect(huge.status).toBe(400);
    expect(await errorsOf(huge)).toEqual(['name: Maximum 2000 characters']);
    expect(db.state.leads.length).toBe(before);
  });

  it('takes new entries again once old ones have aged out', async () => {
    let clock = Date.UTC(2026, 0, 10);
    const db = createDb({ listings: 50, now: () => clock, storeLimits: { leads: 2 } });
    await db.state.ready;
    db.state.addLead('lead', { name: 'A', email: 'a@example.ca' });
    db.state.addLead('lead', { name: 'B', email: 'b@example.ca' });
    expect(() => db.state.addLead('lead', { name: 'C', email: 'c@example.ca' })).toThrow(/leads store is full/);
    clock += 31 * 86_400_000;
    db.state.addLead('lead', { name: 'D', email: 'd@example.ca' });
    expect(db.state.leads.map((l) => (l.body as { name: string }).name)).toEqual(['D']);
  });

  it('drops entries past their age', async () => {
    let clock = Date.UTC(2026, 0, 10);
    const db = createDb({ listings: 50, now: () => clock });
    await db.state.ready;
    db.state.addLead('lead', { name: 'Old', email: 'old@example.ca' });
    db.state.send({ to: 'old@example.ca', subject: 'Old', kind: 'share', link: null, token: null });
    clock += 31 * 86_400_000;
    db.state.addLead('lead', { name: 'New', email: 'new@example.ca' });
    db.state.send({ to: 'new@example.ca', subject: 'New', kind: 'share', link: null, token: null });
    expect(db.state.leads).toHaveLength(1);
    expect(db.state.leads[0]!.body).toMatchObject({ name: 'New' });
    expect(db.state.outbox.map((m) => m.to)).toEqual(['new@example.ca']);
  });

  it(`refuses bodies over ${MAX_BODY_BYTES} bytes with 413 in the envelope, by Content-Length and while reading`, async () => {
    const db = createDb({ listings: 50 });
    const base = await serve(db);
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await post(base, callPath(API.leads), JSON.parse(big));
    expect(declared.status).toBe(413);
    expect(await errorsOf(declared)).toEqual([expect.stringContaining('at most')]);
    // Chunked, with no Content-Length: counted as it arrives.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}${callPath(API.leads)}`, { method: 'POST', headers: json() }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 8; i++) req.write('x'.repeat(MAX_BODY_BYTES / 4));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ errors: [expect.any(String)] });
  });
});

describe('cross-site posts (Medium)', () => {
  it('answers 415 to a body that is not declared JSON', async () => {
    const db = createDb({ listings: 50 });
    const base = await serve(db);
    const form = new URLSearchParams({ username: 'demo@foyer.example', password: 'Foyer2026!' });
    const asForm = await fetch(`${base}${LOGIN}`, { method: 'POST', body: form });
    expect(asForm.status).toBe(415);
    expect(await errorsOf(asForm)).toEqual([expect.stringContaining('application/json')]);
    const asText = await fetch(`${base}${LOGIN}`, {
      method: 'POST',
      body: JSON.stringify({ username: 'demo@foyer.example', password: 'Foyer2026!' }),
    });
    expect(asText.status).toBe(415);
    // The same in-process (browser worker, Node tests), where no HTTP host checks it.
    const inProcess = await getResponse(
      createHandlers(db),
      new Request(`http://demo.test${SHARE}`, { method: 'POST', body: '{"recipientEmail":"a@b.ca"}' }),
    );
    expect(inProcess?.status).toBe(415);
  });

  it("refuses a sign-in, sign-up or sign-out posted from another site's page (403)", async () => {
    const db = createDb({ listings: 50 });
    const base = await serve(db);
    const body = { username: 'demo@foyer.example', password: 'Foyer2026!' };
    const foreign = await post(base, LOGIN, body, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await errorsOf(foreign)).toHaveLength(1);
    expect((await post(base, LOGIN, body, { Origin: 'null' })).status).toBe(403);
    expect((await post(base, callPath(API.auth, 'login'), body, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(base, callPath(API.auth, 'logout'), {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(base, callPath(API.userV1, 'logout'), {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(base, callPath(API.user), {}, { Origin: 'https://evil.example' })).status).toBe(403);
    const social = { provider: 'google', token: 'demo:x@example.ca:X:Y' };
    expect(
      (await post(base, callPath(API.userV1, 'login/social'), social, { Origin: 'https://evil.example' })).status,
    ).toBe(403);
    // The site itself: its own origin, or the public host a proxy names.
    expect((await post(base, LOGIN, body, { Origin: base })).status).toBe(200);
    expect(
      (await post(base, LOGIN, body, { Origin: 'https://www.foyer.example', 'X-Forwarded-Host': 'www.foyer.example' }))
        .status,
    ).toBe(200);
    expect((await post(base, LOGIN, body)).status).toBe(200);
  });

  it('limits shares and password resets per recipient, sender and address (429 with Retry-After)', async () => {
    const db = createDb({ listings: 50 });
    await accounts(db);
    const base = await serve(db);
    const listingId = db.data.listings[0]!.listingId;
    const share = (recipient: string, sender: string, address: string) =>
      post(
        base,
        SHARE,
        { recipientEmail: recipient, senderEmail: sender, subject: 'Hi', listingId },
        { 'X-Forwarded-For': address },
      );
    for (let i = 0; i < 5; i++)
      expect((await share(VICTIM.email, `s${i}@example.ca`, `203.0.113.${i}`)).status).toBe(201);
    const sixth = await share(VICTIM.email, 'other@example.ca', '203.0.113.99');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const refused = (await sixth.json()) as { errors: string[]; retryAfter: number };
    expect(refused.errors).toHaveLength(1);
    expect(refused.retryAfter).toBe(Number(sixth.headers.get('retry-after')));
    // One sender, many recipients.
    for (let i = 0; i < 10; i++)
      expect((await share(`r${i}@example.ca`, 'spam@example.ca', `198.51.100.${i}`)).status).toBe(201);
    expect((await share('r99@example.ca', 'spam@example.ca', '198.51.100.99')).status).toBe(429);
    // One address, many senders and recipients.
    for (let i = 0; i < 30; i++)
      expect((await share(`q${i}@example.ca`, `p${i}@example.ca`, '192.0.2.1')).status).toBe(201);
    expect((await share('q99@example.ca', 'p99@example.ca', '192.0.2.1')).status).toBe(429);

    const forgot = (email: string, address: string) => post(base, FORGOT, { email }, { 'X-Forwarded-For': address });
    for (let i = 0; i < 5; i++) expect((await forgot(ATTACKER.email, `203.0.113.${i}`)).status).toBe(200);
    expect((await forgot(ATTACKER.email, '203.0.113.200')).status).toBe(429);
    // Unknown accounts count the same, so the limit says nothing about which exist.
    for (let i = 0; i < 5; i++) expect((await forgot('nobody@example.ca', `203.0.113.${i}`)).status).toBe(200);
    expect((await forgot('nobody@example.ca', '203.0.113.200')).status).toBe(429);
  });
});

describe('a search text cannot stall the API (Medium)', () => {
  it(`uses at most ${MAX_SEARCH_WORDS} words of the first ${MAX_SEARCH_TEXT} characters, without duplicates or words inside others`, () => {
    const many = Array.from({ length: 2000 }, (_, i) => `mot${i}`).join(' ');
    expect(searchWords(many)).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('a '.repeat(2000))).toEqual(['a']);
    expect(searchWords('Rue rue RUE rueville, Montréal;québec')).toEqual(['rueville', 'montreal', 'quebec']);
    expect(searchWords('x'.repeat(10_000))).toEqual(['x'.repeat(MAX_SEARCH_TEXT)]);
  });

  it('answers a 2,000-word search text, reading no more than the cut text', async () => {
    const db = createDb({ listings: 200 });
    const base = await serve(db);
    const words = Array.from({ length: 2000 }, () => 'a').join(' ');
    const response = await fetch(`${base}${callPath(API.listings, 'search')}?text=${encodeURIComponent(words)}`);
    expect(response.status).toBe(200);
    const includes = vi.spyOn(String.prototype, 'includes');
    const long = await fetch(`${base}${callPath(API.listings, 'search')}?text=${encodeURIComponent(`${words} zzz`)}`);
    expect(long.status).toBe(200);
    // One word ('a') tested per listing: about 200 tests (and the server's own), not 2,000 × 200.
    expect(includes.mock.calls.length).toBeLessThan(20_000);
  });
});

describe('sign-in and tokens (Low)', () => {
  it('hashes a password for an unknown account as for a known one (constant work)', async () => {
    const db = createDb({ listings: 50 });
    await db.state.ready;
    const handlers = createHandlers(db);
    const login = (username: string) =>
      getResponse(
        handlers,
        new Request(`http://demo.test${LOGIN}`, {
          method: 'POST',
          headers: json(),
          body: JSON.stringify({ username, password: 'wrong-guess-1' }),
        }),
      );
    // Warm the one-off dummy hash, then count.
    await login('warm@example.ca');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect((await login('demo@foyer.example'))?.status).toBe(401);
    const known = derive.mock.calls.length;
    expect((await login('unknown@example.ca'))?.status).toBe(401);
    expect(derive.mock.calls.length - known).toBe(known);
    expect(known).toBe(1);
  });

  it('answers 401 to a malformed, forged or expired token, whether in the header or the dca_at cookie', async () => {
    const db = createDb({ listings: 50 });
    const base = await serve(db);
    const cases: Record<string, string>[] = [
      { Cookie: 'dca_at=%E0%A4%A' },
      { Cookie: 'dca_at=%' },
      { Cookie: `dca_at=${'f'.repeat(32)}` },
      { Authorization: 'Bearer %%%' },
      { Authorization: `Bearer ${'0'.repeat(32)}` },
      { Authorization: 'Basic Zm9vOmJhcg==' },
    ];
    for (const headers of cases) {
      const response = await fetch(`${base}${callPath(API.user)}`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await errorsOf(response)).toHaveLength(1);
    }
  });
});

describe('the session cookie (Low)', () => {
  it('carries Secure when the site is served over HTTPS, and only then', async () => {
    const db = createDb({ listings: 50 });
    const base = await serve(db);
    const body = { username: 'demo@foyer.example', password: 'Foyer2026!' };
    const plain = await post(base, callPath(API.auth, 'login'), body);
    expect(plain.headers.get('set-cookie')).toMatch(/^dca_at=[0-9a-f]{32}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const proxied = await post(base, callPath(API.auth, 'login'), body, { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure$/);
  });
});

describe('sessions end when they should (issue 20)', () => {
  type Tokens = { access_token: string; refresh_token: string };
  let clock = Date.UTC(2026, 10, 28, 12);
  async function setUp() {
    const db = createDb({ listings: 50, now: () => clock });
    await accounts(db);
    const base = await serve(db);
    const signIn = async (): Promise<Tokens> => {
      const response = await post(base, LOGIN, { username: VICTIM.email, password: VICTIM.password });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { result: Tokens } }).data.result;
    };
    const profile = async (tokens: Tokens) =>
      (await fetch(`${base}${callPath(API.user)}`, { headers: { Authorization: `Bearer ${tokens.access_token}` } }))
        .status;
    const renew = async (tokens: Tokens) =>
      post(base, callPath(API.userRenew), { refresh_token: tokens.refresh_token });
    return { db, base, signIn, profile, renew };
  }

  it('a password change ends every other session; the one that changed it goes on', async () => {
    const { base, signIn, profile, renew } = await setUp();
    const [laptop, phone] = [await signIn(), await signIn()];
    // Before: both sessions still answered 200 after the change.
    const change = await post(
      base,
      callPath(API.userV1, 'password/change'),
      { currentPassword: VICTIM.password, newPassword: 'nouveau2026!' },
      { Authorization: `Bearer ${laptop.access_token}` },
    );
    expect(change.status).toBe(200);
    expect([await profile(laptop), await profile(phone)]).toEqual([200, 401]);
    expect([(await renew(phone)).status, (await renew(laptop)).status]).toEqual([401, 200]);
  });

  it('a reset ends every session and every other reset link of the account', async () => {
    const { db, base, signIn, profile, renew } = await setUp();
    const session = await signIn();
    const [first, second] = [db.state.issueResetToken(VICTIM.email), db.state.issueResetToken(VICTIM.email)];
    const reset = await post(base, callPath(API.userV1, 'password/reset'), { token: second, password: 'nouveau2026!' });
    expect(reset.status).toBe(200);
    expect(await profile(session)).toBe(401);
    expect((await renew(session)).status).toBe(401);
    // Before: the link issued first still reset the password after the second was used.
    const stale = await post(base, callPath(API.userV1, 'password/reset'), {
      token: first,
      password: 'troisieme2026!',
    });
    expect(stale.status).toBe(404);
  });

  it('a refresh token used twice ends every session of its sign-in, and no other', async () => {
    const { signIn, profile, renew } = await setUp();
    const [stolen, other] = [await signIn(), await signIn()];
    const renewed = await renew(stolen);
    expect(renewed.status).toBe(200);
    const next = ((await renewed.json()) as { data: { result: Tokens } }).data.result;
    // Replayed at once, as a second tab racing the first would: refused, nothing else ends.
    expect((await renew(stolen)).status).toBe(401);
    expect(await profile(next)).toBe(200);
    // Replayed later, the copy of a thief: refused, and the family it came from ends with it (before: the
    // renewed pair lived on).
    clock += (REFRESH_REUSE_GRACE_S + 1) * 1000;
    expect((await renew(stolen)).status).toBe(401);
    expect([await profile(next), (await renew(next)).status]).toEqual([401, 401]);
    expect(await profile(other)).toBe(200);
  });
});

describe('a lockout that cannot be aimed at someone (issue 20)', () => {
  it('cannot be aimed at the owner: their browser signs in through a lock others caused (issue 20)', async () => {
    // Over HTTP, each browser's cookies by hand (in process, MSW's cookie jar would give every request the owner's).
    const db = createDb({ listings: 50 });
    await db.state.ready;
    const base = await serve(db);
    const login = (username: string, password: string, headers: Record<string, string>) =>
      post(base, LOGIN, { username, password }, headers);
    const owner = { 'X-Forwarded-For': '198.51.100.20' };
    const signedIn = await login(DEMO.email, DEMO.password, owner);
    const device = /foyer_device=([0-9a-f]{32})/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    // Someone fails on purpose from elsewhere. Before: the account was locked for everyone, the right
    // password included, for 15 minutes, again and again.
    const attacker = { 'X-Forwarded-For': '203.0.113.66' };
    for (let i = 0; i < 5; i++) expect((await login(DEMO.email, 'nope-nope', attacker)).status).toBe(401);
    expect((await login(DEMO.email, DEMO.password, attacker)).status).toBe(429);
    // A browser that never signed in to the account waits; the owner's browser goes in.
    expect((await login(DEMO.email, DEMO.password, owner)).status).toBe(429);
    const known = { ...owner, Cookie: `theme=dark; foyer_device=${device}` };
    expect((await login(DEMO.email, DEMO.password, known)).status).toBe(200);
    // The cookie is no pass for guessing: five failures from one address lock that address out of the account.
    const thief = { 'X-Forwarded-For': '203.0.113.77', Cookie: `foyer_device=${device}` };
    for (let i = 0; i < 5; i++) expect((await login(DEMO.email, 'nope-nope', thief)).status).toBe(401);
    expect((await login(DEMO.email, DEMO.password, thief)).status).toBe(429);
  });
});

describe('bulk sign-ups are costly (issue 20)', () => {
  it('limits registrations per address and per network, each attempt counted, before the challenge', async () => {
    const db = createDb({ listings: 50 });
    await db.state.ready;
    const base = await serve(db);
    const register = async (email: string, address: string) => {
      const answer = await fetch(`${base}${callPath(DEMO_CAPTCHA)}`, { headers: { 'X-Forwarded-For': address } });
      const { challengeId, question } = ((await answer.json()) as { data: { result: CaptchaChallenge } }).data.result;
      const sum = question.split('+').reduce((total, n) => total + Number(n), 0);
      const body = { email, password: 'maison2026!', firstName: 'Léa', lastName: 'Roy', city: 'Laval' };
      return post(base, callPath(API.user), body, {
        'X-Forwarded-For': address,
        [CAPTCHA_HEADER]: `${challengeId}:${sum}`,
      });
    };
    // Before: ten sign-ups from one address in well under a second, the challenge read by the script.
    const one = [];
    for (let i = 0; i < 6; i++) one.push((await register(`bulk${i}@example.ca`, '203.0.113.40')).status);
    expect(one).toEqual([201, 201, 201, 201, 201, 429]);
    // The rest of its /24 shares the network's 20 an hour.
    const network = [];
    for (let i = 0; i < 16; i++)
      network.push((await register(`net${i}@example.ca`, `203.0.113.${50 + (i % 4)}`)).status);
    expect(network.filter((status) => status === 201)).toHaveLength(15);
    expect(network.at(-1)).toBe(429);
    // Another network is not held; this machine (the stack's own browser and tests) is never.
    expect((await register('other@example.ca', '198.51.100.40')).status).toBe(201);
    expect((await register('local@example.ca', '127.0.0.1')).status).toBe(201);
  });
});
