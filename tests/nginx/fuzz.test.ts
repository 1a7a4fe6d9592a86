// A bounded, seeded fuzz of nginx and the SPA resolver (FUZZ_SEED=… to replay another run): random and
// adversarial paths, query strings and methods — traversal, encoded slashes, NUL, overlong and invalid
// UTF-8, huge queries, repeated slashes, odd methods, crawler user agents — sent to the demo stack's nginx
// (the demo API behind it, the prerender service down). No answer may be a 5xx other than the 500 page,
// nginx and the resolver must agree on every page URL, and nothing may hang.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxMissing, NGINX_BINARY } from '../../scripts/stack';
import { API_MAX_BODY_BYTES } from '../../src/domain/constants';
import { createDemoApiServer } from '../../src/mocks/http';
import { DEFAULT_NGINX_OPTIONS, renderNginxConf } from '../../src/routing/nginx-config';
import { normalisePath, resolveRoute, type ResolvedRoute } from '../../src/routing/resolve';
import { mulberry32 } from '../../src/mocks/random';
import { call, freePort, skipWithout, startNginx } from '../net';
import { CORPUS } from './corpus';
import { requireBuild } from '../build';

const URLS = 1600;
const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? 1714);
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const SEGMENTS = [
  'fr',
  'en',
  'luxury',
  'commercial',
  'on',
  'qc',
  'bc',
  'toronto-real-estate',
  'montreal-condos-for-sale',
  'c4021873_wp_id5521-lst',
  'agents',
  'offices',
  'login',
  'register',
  'my-foyer',
  'profile',
  'searches',
  'reset-password',
  '9f86d081884c7d659a2feaa0c55ad015',
  '500',
  '404',
  '_demo',
  'outbox',
  'privacy-notice',
  'listings',
  'find-real-estate',
  'index.html',
  'assets',
  'site-category',
  'buy',
  'rent',
  'search',
  'neighbourhoods',
  'c01',
  'estimate',
  'unsubscribe',
  'api',
  '_nginx',
  'error-400-api',
  'robots.txt',
  'sitemaps',
];
const HOSTILE = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2f',
  '%2F..%2F',
  '%5c..%5c',
  '%00',
  '%',
  '%zz',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%E0%80%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%F8%88%80%80%80',
  '%FF',
  '%80',
  '%C3',
  '%C3%A9',
  '%E2%82%AC',
  '%F0%9F%8F%A0',
  '%23details',
  '%20',
  '%0d%0aSet-Cookie:x=1',
  '+',
  ';',
  ':',
  '@',
  '~',
  '!',
  '$',
  '&',
  "'",
  '(',
  ')',
  '*',
  ',',
  '=',
  '<script>',
  '"',
  '\\',
  '^',
  '`',
  '{',
  '}',
  '|',
  '[',
  ']',
  'ON',
  'Toronto-Real-Estate',
  'C4021873_WP_ID5521-LST',
  'etc',
  'passwd',
  '.env',
  '.git',
  'wp-admin',
  'favicon.svg',
  'nginx.conf',
  'package.json',
  'x.js.map',
  '%252e%252e',
];
const API_SEGMENTS = [
  'v1',
  'v2',
  'v4',
  'listings',
  'search',
  'photos',
  'agent',
  'office',
  'user',
  'login',
  'demo',
  'outbox',
  'leads',
  'share',
  'frontend',
  'sitemaps',
  'autocomplete',
  'suggestions',
  'geo',
  'places',
  'password',
  'forgot',
  'auth',
];
const KEYS = [
  'pageNumber',
  'zoom',
  'lat',
  'lng',
  'sort',
  'view',
  'siteCategory',
  'bedsMin',
  'q',
  'token',
  'email',
  'utm_source',
];
const VALUES = [
  '900',
  '1.5',
  '91',
  '720',
  '99',
  '-1',
  'NaN',
  'map',
  'list',
  'luxury',
  '<script>alert(1)</script>',
  '%zz',
  '%00',
  '%C0%AF',
  "'",
  '../../etc/passwd',
  'javascript:alert(1)',
  '',
  '%',
  '1e308',
  '[]',
  '{}',
  'a%26b%3Dc',
];
const METHODS = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'FOO'];

interface Probe {
  method: string;
  target: string;
  crawler: boolean;
}

function probes(seed: number): Probe[] {
  const r = generator(seed);
  const out: Probe[] = [];
  const segment = () =>
    r.chance(0.45) ? r.pick(HOSTILE) : r.chance(0.8) ? r.pick(SEGMENTS) : 'x'.repeat(1 + r.int(400));
  for (let i = 0; i < URLS; i += 1) {
    let path: string;
    const kind = r.next();
    if (kind < 0.3) {
      // A real URL, mutated.
      path = r.pick(CORPUS).split('?')[0]!;
      const at = r.int(path.length + 1);
      const mutation = r.next();
      if (mutation < 0.5) path = `${path.slice(0, at)}${r.pick(HOSTILE)}${path.slice(at)}`;
      else if (mutation < 0.75) path = path.toUpperCase();
      else path = `${path}${r.chance(0.5) ? '/' : `/${segment()}`}`;
      if (!path.startsWith('/')) path = `/${path}`;
    } else if (kind < 0.4) {
      path = `/api/${Array.from({ length: 1 + r.int(4) }, () => (r.chance(0.7) ? r.pick(API_SEGMENTS) : segment())).join('/')}`;
    } else {
      const count = 1 + r.int(6);
      path = Array.from({ length: count }, () => `${r.chance(0.1) ? '//' : '/'}${segment()}`).join('');
      if (r.chance(0.2)) path += '/';
    }
    let query = '';
    if (r.chance(0.4)) {
      const pairs = Array.from({ length: 1 + r.int(5) }, () => `${r.pick(KEYS)}=${r.pick(VALUES)}`);
      if (r.chance(0.03)) pairs.push(`q=${'w%20'.repeat(r.chance(0.5) ? 2000 : 3000)}`);
      query = `?${pairs.join('&')}`;
    }
    const method = r.chance(0.85) ? 'GET' : r.chance(0.4) ? 'HEAD' : r.pick(METHODS);
    out.push({ method, target: `${path}${query}`, crawler: r.chance(0.15) });
  }
  return out;
}

interface Reply {
  status: number;
  location?: string;
  rawHeaders: string[];
}

function send(port: number, probe: Probe): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: probe.target,
        method: probe.method,
        agent: false,
        headers: probe.crawler ? { 'User-Agent': GOOGLEBOT } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, rawHeaders: res.rawHeaders }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** Paths nginx hands to files or services the route table does not describe. */
const SERVICE =
  /^\/(?:api\/|assets\/|css\/|brand\/|images\/|sitemaps\/|favicon\.svg$|robots\.txt$|sitemap\.xml$|mockServiceWorker\.js$)/;

const skip = skipWithout(nginxMissing(), 'NGINX FUZZ');

describe.skipIf(skip)('fuzzing nginx and the resolver', () => {
  let nginx: ChildProcess;
  let api: Server;
  let port = 0;

  beforeAll(async () => {
    requireBuild();
    const state = mkdtempSync(join(tmpdir(), 'foyer-fuzz-'));
    port = await freePort();
    const apiPort = await freePort();
    api = createDemoApiServer({ demo: true });
    await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
    const conf = join(state, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConf({
        ...DEFAULT_NGINX_OPTIONS,
        // The demo stack's configuration: the resolver here has the demo pages too.
        demo: true,
        listen: `127.0.0.1:${port}`,
        api: `127.0.0.1:${apiPort}`,
        prerender: `127.0.0.1:${await freePort()}`,
        stateDir: state,
      }),
    );
    nginx = await startNginx(NGINX_BINARY!, conf, () =>
      send(port, { method: 'GET', target: '/favicon.svg', crawler: false }),
    );
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  });

  it('gives API answers one caching policy each (photos keep theirs, JSON is no-cache)', async () => {
    const cacheControl = (reply: Reply) =>
      reply.rawHeaders.filter((_v, i) => i % 2 === 0 && reply.rawHeaders[i]!.toLowerCase() === 'cache-control').length;
    const agents = await fetch(`http://127.0.0.1:${port}/api/v1/agent/search`);
    const photo = /"photoUrl":"(\/api\/v1\/photos\/[^"]+)"/.exec(await agents.text())?.[1];
    expect(photo).toBeDefined();
    for (const target of [photo!, '/api/v1/agent/search', '/api/v1/photos/agent/nobody.svg', '/api/v1/no-such-call']) {
      const reply = await send(port, { method: 'GET', target, crawler: false });
      expect(cacheControl(reply), target).toBe(1);
    }
    const image = await fetch(`http://127.0.0.1:${port}${photo!}`);
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
  });

  it('refuses a body past the API’s own 64 KiB itself: 413 in the JSON envelope, never 502', async () => {
    const base = `http://127.0.0.1:${port}`;
    const json = (bytes: number) => JSON.stringify({ message: 'x'.repeat(bytes - 15) });
    const wrong: string[] = [];
    // Repeated: before nginx's limit was the API's, the API answered 413 and closed while nginx still sent
    // the body, and nginx answered 502 some of the time.
    for (let round = 0; round < 3; round += 1) {
      for (const kib of [100, 900]) {
        for (const chunked of [false, true]) {
          const body = json(kib * 1024);
          const answer = await call(base, '/api/v1/leads', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(chunked ? { 'Transfer-Encoding': 'chunked' } : {}) },
            body,
          });
          const what = `${kib} KiB${chunked ? ' chunked' : ''}`;
          if (answer.status !== 413) wrong.push(`${what}: ${answer.status}`);
          else {
            expect(answer.headers['content-type'], what).toContain('application/json');
            expect(JSON.parse(answer.body), what).toEqual({ errors: [expect.any(String)] });
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // A body at the limit passes nginx: the API reads it and answers for itself (not 413, no 5xx).
    const atLimit = await call(base, '/api/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json(API_MAX_BODY_BYTES),
    });
    expect(atLimit.status).toBeLessThan(500);
    expect(atLimit.status).not.toBe(413);
  });

  it(`answers ${URLS} random and hostile requests without a 5xx, a disagreement or a hang`, async () => {
    const list = probes(SEED);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const probe = list[next++]!;
        const [pathname = '', search = ''] = splitTarget(probe.target);
        let expected: ResolvedRoute;
        try {
          expected = resolveRoute(pathname, search);
        } catch (error) {
          failures.push(`resolver threw on ${probe.target}: ${String(error)}`);
          continue;
        }
        let reply: Reply;
        try {
          reply = await send(port, probe);
        } catch (error) {
          failures.push(`${probe.method} ${probe.target.slice(0, 120)}: ${String(error)}`);
          continue;
        }
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        const what = `${probe.method} ${probe.target.slice(0, 160)}${probe.crawler ? ' (crawler)' : ''}`;
        if (reply.status >= 500 && !(reply.status === 500 && expected.status === 500)) {
          failures.push(`${what}: ${reply.status}`);
        }
        const normalised = normalisePath(pathname);
        const page = normalised === null || !SERVICE.test(normalised);
        const comparable = page && (probe.method === 'GET' || probe.method === 'HEAD') && reply.status !== 414;
        if (!comparable) continue;
        const expectedLocation = expected.status === 301 ? expected.redirect : undefined;
        if (reply.status !== expected.status || reply.location !== expectedLocation) {
          failures.push(
            `${what}: nginx ${reply.status} ${reply.location ?? ''} / resolver ${expected.status} ${expectedLocation ?? ''}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `fuzz (seed ${SEED}): ${list.length} requests in ${seconds.toFixed(1)} s; ${histogram}; ${failures.length} failures`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    // Both servers are still up.
    expect((await send(port, { method: 'GET', target: '/', crawler: false })).status).toBe(200);
    expect((await send(port, { method: 'GET', target: '/api/v1/agent/search', crawler: false })).status).toBeLessThan(
      500,
    );
  });
});

function splitTarget(target: string): [string, string] {
  const at = target.indexOf('?');
  return at === -1 ? [target, ''] : [target.slice(0, at), target.slice(at + 1)];
}
