// Hostile input against the demo API over real HTTP (issue 17): malformed JSON, wrong types, huge and
// unknown fields, forged and expired tokens, traversal in ids, wrong content types and over-size bodies,
// for every mutating endpoint and a sample of reads. Every refusal is in the `errors` envelope, nothing
// answers 5xx, the server stays up, and its memory after the suite is within 10 % of before.
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FLAGS_CLIENT_KEY, callPath } from '@/api/contract/paths';
import { DEMO_MAILBOX_HEADER } from '@/api/demo-mailbox';
import { createDb } from './db';
import { DEMO_API } from './demo/contract';
import { createHandlers } from './handlers';
import { MAX_BODY_BYTES } from './handlers/respond';
import { createDemoApiServer } from './http';
import { server as inProcessMocks } from './node';
import { DEMO_USER } from './state';

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let clock = Date.now();
const db = createDb({ listings: 2000, now: () => clock });
const apiServer = createDemoApiServer(createHandlers(db, { demo: true }));
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
let host = '';
let port = 0;

beforeAll(async () => {
  inProcessMocks.close();
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  port = (apiServer.address() as AddressInfo).port;
  host = `127.0.0.1:${port}`;
});
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => apiServer.close(() => resolve()));
});

function send({ method, path, headers = {}, body }: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, agent, headers: { Host: host, ...headers }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** A garbage collection, so the heap measured is what the server keeps, not what it has yet to free. */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const text = (n: number, c = 'x') => c.repeat(n);

/** Bodies no endpoint should accept, each with a content type. */
function hostileBodies(): { name: string; headers: Record<string, string>; body: string | Buffer }[] {
  const nested = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
  const bodies: [string, string][] = [
    ['malformed', '{"email": '],
    ['truncated', '{"username":"demo@foyer.example","password":"Foyer'],
    ['array', '[1,2,3]'],
    ['string', '"hello"'],
    ['null', 'null'],
    ['number', '12'],
    ['nan', '{"email": NaN}'],
    [
      'wrong types',
      JSON.stringify({
        email: 12,
        username: ['a'],
        password: { a: 1 },
        token: true,
        listingId: 5,
        savedSearches: 'all',
        refresh_token: [],
        preferences: 'x',
        provider: 7,
        name: null,
        recipientEmail: {},
      }),
    ],
    ['unknown fields', JSON.stringify({ isAdmin: true, role: 'admin', extra: text(1000) })],
    ['prototype', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
    ['huge string', JSON.stringify({ email: `${text(60_000)}@example.ca`, name: text(60_000) })],
    ['huge list', JSON.stringify({ savedSearches: Array.from({ length: 6000 }, (_, i) => i) })],
    ['deep nesting', nested],
    ['traversal', JSON.stringify({ listingId: '../../etc/passwd', token: '..%2f..%2f', email: 'a@b.ca\u0000x' })],
  ];
  return [
    ...bodies.map(([name, body]) => ({ name, headers: JSON_TYPE, body })),
    { name: 'over-size', headers: JSON_TYPE, body: JSON.stringify({ name: text(MAX_BODY_BYTES + 10) }) },
    { name: 'invalid utf-8', headers: JSON_TYPE, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    { name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: '{"email":"a@b.ca"}' },
    {
      name: 'form',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=demo%40foyer.example&password=Foyer2026!',
    },
    {
      name: 'multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.ca\r\n--x--',
    },
    { name: 'no type', headers: {}, body: '{"email":"a@b.ca"}' },
    { name: 'empty', headers: JSON_TYPE, body: '' },
  ];
}

describe('the demo API under hostile input', { timeout: 60_000 }, () => {
  it('answers every probe in the errors envelope, never 5xx, stays up, and keeps its memory', async () => {
    const gc = collectGarbage();
    await db.state.ready;
    void db.data;
    const listing = db.data.listings[0]!;
    const login = async () => {
      const answer = await send({
        method: 'POST',
        path: callPath(API.userV1, 'login'),
        headers: JSON_TYPE,
        body: JSON.stringify({ username: DEMO_USER.email, password: DEMO_USER.password }),
      });
      return (JSON.parse(answer.body) as { data: { result: { access_token: string } } }).data.result.access_token;
    };
    // An expired token: issued, then the clock moves past its 300 s.
    const expired = await login();
    clock += 301_000;
    const live = await login();

    const mutating: { path: string; auth?: boolean }[] = [
      { path: callPath(API.user, 'save'), auth: true },
      { path: callPath(API.user) },
      { path: callPath(API.userRenew) },
      ...['login', 'signin', 'login/social', 'logout', 'restoreSession'].map((p) => ({
        path: callPath(API.userV1, p),
      })),
      ...['password/forgot', 'password/reset', 'unsubscribe'].map((p) => ({ path: callPath(API.userV1, p) })),
      { path: callPath(API.userV1, 'password/change'), auth: true },
      { path: callPath(API.userV1, 'savedSearches'), auth: true },
      ...['login', 'logout', 'register'].map((p) => ({ path: callPath(API.auth, p) })),
      { path: callPath(API.leads) },
      { path: callPath(API.leads, 'share') },
      { path: callPath(API.flags) },
      { path: callPath(API.flags, 'client/metrics') },
      { path: callPath(API.listings, 'active') },
      { path: callPath(API.listings, 'addPageView') },
      { path: callPath(DEMO_API.savedSearches, 'ss-1/alert'), auth: true },
    ];
    const tokens: Record<string, string>[] = [
      { Authorization: `Bearer ${live}` },
      { Authorization: `Bearer ${expired}` },
      { Authorization: `Bearer ${'f'.repeat(32)}` },
      { Cookie: 'dca_at=%E0%A4%A' },
    ];
    const probes: Probe[] = [];
    for (const { path, auth } of mutating) {
      for (const [i, { headers, body }] of hostileBodies().entries()) {
        const token: Record<string, string> = auth ? tokens[i % tokens.length]! : {};
        const flags: Record<string, string> = path.startsWith(callPath(API.flags))
          ? { Authorization: FLAGS_CLIENT_KEY }
          : {};
        probes.push({ method: 'POST', path, headers: { ...headers, ...token, ...flags }, body });
      }
      probes.push({ method: 'POST', path, headers: { ...JSON_TYPE, Origin: 'https://evil.example' }, body: '{}' });
      probes.push({ method: 'PUT', path, headers: JSON_TYPE, body: '{}' });
      probes.push({ method: 'DELETE', path });
    }
    const traversal = [
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      '%2e%2e%2f%2e%2e',
      '..',
      '%00',
      'a%00b',
      '%ff%fe',
      '%',
      '..%5c..%5cwin.ini',
    ];
    for (const id of traversal) {
      probes.push({ method: 'GET', path: `${callPath(API.properties)}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.listings, 'previews')}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.photos)}/${id}/0.svg` });
      probes.push({ method: 'GET', path: `${callPath(API.photos)}/${listing.listingId}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.photos, 'agent')}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.agent)}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.office)}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.listings, 'ca')}/${id}/${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.homeEstimation, 'estimate')}?id=off_id${id}-lst` });
      probes.push({ method: 'GET', path: `${callPath(API.userV1, 'password/check-reset-link')}?token=${id}` });
      probes.push({ method: 'GET', path: `${callPath(API.sitemaps)}/${id}` });
      probes.push({ method: 'GET', path: `/api/${id}/v1/user` });
    }
    const longText = encodeURIComponent(Array.from({ length: 2000 }, (_, i) => `w${i}`).join(' '));
    const queries = [
      `${callPath(API.listings, 'search')}?text=${longText}`,
      `${callPath(API.listings, 'search')}?text=ab&page=-1&size=99999&sort=999`,
      `${callPath(API.listings, 'search')}?text=ab&filters=${encodeURIComponent('{"bedsMin":"x","nope":1}')}`,
      `${callPath(API.listings, 'search')}?text=ab&filters=%7B`,
      `${callPath(API.listings, 'active')}?bounds=91,720,-91,-720&zoom=99`,
      `${callPath(API.listings, 'active')}?bounds=NaN,NaN,NaN,NaN&from=1e400`,
      `${callPath(API.listings, 'active')}?bounds=${encodeURIComponent('{"north":"x"}')}`,
      `${callPath(API.suggestions)}?text=${longText}`,
      `${callPath(API.places)}?text=${longText}`,
      `${callPath(API.geocode)}?address=${longText}`,
      `${callPath(API.agent, 'search')}?text=${longText}&size=0`,
      `${callPath(API.office, 'search')}?text=${longText}&from=-5`,
      `${callPath(API.homeEstimation, 'findByAddress')}?address=${longText}`,
      `${callPath(API.blog)}?count=1e9&lang=zz`,
      `${callPath(API.userAccounts)}?email=${encodeURIComponent("' OR 1=1 --")}`,
      `${callPath(API.listings, 'previews')}/${Array.from({ length: 300 }, (_, i) => `id${i}`).join(',')}`,
      `${callPath(API.photos, 'blog')}/1.svg?w=1e9&h=-5`,
    ];
    for (const path of queries) probes.push({ method: 'GET', path });
    for (const headers of tokens) {
      probes.push({ method: 'GET', path: callPath(API.user), headers });
      probes.push({ method: 'GET', path: callPath(API.userV1, 'savedSearches'), headers });
      probes.push({
        method: 'GET',
        path: callPath(DEMO_API.outbox),
        headers: { ...headers, [DEMO_MAILBOX_HEADER]: '../x' },
      });
    }

    // The flood of the issue: 40 leads of 900 kB (+76 MB before the body limit), and some valid leads.
    const bigLead = JSON.stringify({ name: 'N', email: 'n@example.ca', notes: text(900_000) });
    for (let i = 0; i < 40; i++)
      probes.push({ method: 'POST', path: callPath(API.leads), headers: JSON_TYPE, body: bigLead });
    for (let i = 0; i < 40; i++) {
      const lead = { name: `N${i}`, email: `n${i}@example.ca`, message: text(1000), listingId: listing.listingId };
      probes.push({ method: 'POST', path: callPath(API.leads), headers: JSON_TYPE, body: JSON.stringify(lead) });
    }

    // Measured once the dataset, the JIT and the lazy one-offs are warm: one pass of the probes first.
    const warm = await Promise.all(probes.slice(0, 200).map(send));
    gc();
    const before = process.memoryUsage().heapUsed;
    const storesBefore = db.state.storeSizes();

    const statuses = new Map<number, number>();
    const bad: string[] = [];
    let tried = warm.length;
    const started = Date.now();
    for (let i = 0; i < probes.length; i += 8) {
      const batch = probes.slice(i, i + 8);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((answer, k) => {
        const probe = batch[k]!;
        tried++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const where = `${probe.method} ${probe.path.slice(0, 120)} → ${answer.status}`;
        if (answer.status >= 500) bad.push(`${where}: 5xx`);
        if (answer.status >= 400) {
          try {
            const body = JSON.parse(answer.body) as { errors?: unknown };
            const ok =
              Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every((e) => typeof e === 'string');
            if (!ok) bad.push(`${where}: no errors envelope`);
          } catch {
            bad.push(`${where}: not JSON`);
          }
        }
      });
    }
    // Still up, and still answering right.
    const health = await send({
      method: 'GET',
      path: `${callPath(API.user)}`,
      headers: { Authorization: `Bearer ${live}` },
    });
    tried++;
    gc();
    const after = process.memoryUsage().heapUsed;
    const storesAfter = db.state.storeSizes();
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      [
        `hostile suite: ${tried} requests (${warm.length} warm-up) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
        `heap after gc: ${mb(before)} before, ${mb(after)} after (${(((after - before) / before) * 100).toFixed(1)} %)`,
        `stores before: ${JSON.stringify(storesBefore)}`,
        `stores after:  ${JSON.stringify(storesAfter)}`,
      ].join('\n'),
    );
    expect(bad).toEqual([]);
    expect(health.status).toBe(200);
    expect(tried).toBeLessThanOrEqual(2000);
    expect(after).toBeLessThan(before * 1.1);
    // The stores grew by at most the few valid requests among the probes.
    for (const [store, size] of Object.entries(storesAfter))
      expect(size - storesBefore[store]!, store).toBeLessThan(50);
  });
});
