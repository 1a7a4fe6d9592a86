// The prerender service as a black box, against a fixture site: what it renders, what it refuses, how it caches,
// coalesces, queues, and survives Chromium crashing or hanging.
import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type PrerenderConfig } from '../../prerender/config';
import { startPrerenderService, type PrerenderService } from '../../prerender/server';
import { hasChromium } from '../e2e/browser';
import { startFixture, type Fixture } from './fixture';
import { call, skipWithout } from '../net';

const skipWithoutChromium = () =>
  skipWithout(hasChromium() ? null : 'Chromium is missing: apt-get install -y chromium', 'PRERENDER SERVICE TESTS');

interface Health {
  status: string;
  browser: { up: boolean; pid: number; launches: number; crashes: number };
  stats: { renders: number; coalesced: number; hits: number; misses: number; timeouts: number; rejected: number };
}

async function health(base: string): Promise<Health> {
  return JSON.parse((await call(base, '/_prerender/health')).body) as Health;
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const skip = skipWithoutChromium();

describe.skipIf(skip)('prerender service', () => {
  let fixture: Fixture;
  let service: PrerenderService | undefined;

  const start = async (env: Record<string, string> = {}): Promise<{ base: string; config: PrerenderConfig }> => {
    const config = readConfig({
      PRERENDER_ORIGIN: fixture.origin,
      PRERENDER_PORT: '0',
      PRERENDER_BUILD_ID: 'test',
      ...env,
    });
    service = await startPrerenderService(config, () => {});
    return { base: service.url, config };
  };

  beforeAll(async () => {
    fixture = await startFixture();
  });
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });
  /** One service for the tests that need no settings of their own (starting Chromium is the slow part). */
  let shared: { base: string; service: PrerenderService } | undefined;
  const sharedService = async () => {
    if (!shared) {
      const config = readConfig({
        PRERENDER_ORIGIN: fixture.origin,
        PRERENDER_PORT: '0',
        PRERENDER_BUILD_ID: 'test',
        PRERENDER_PURGE_TOKEN: 'secret-token',
      });
      const started = await startPrerenderService(config, () => {});
      shared = { base: started.url, service: started };
    }
    return shared;
  };
  const renders = async (base: string) => (await health(base)).stats.renders;
  afterAll(async () => {
    await shared?.service.close();
    await fixture.close();
  });

  it('renders the page without scripts, with its styles, structured data and language, and caches it', async () => {
    const { base } = await sharedService();
    const before = await renders(base);
    const first = await call(base, '/styled');
    expect(first.status).toBe(200);
    expect(first.headers['x-prerender-cache']).toBe('miss');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toMatch(/^<!DOCTYPE html>\n<html lang="en-CA"/);
    expect(first.body).toContain('<h1>Page /styled</h1>');
    // The rule styled-components-style code put in the CSSOM is written into the <style> tag.
    expect(first.body).toMatch(/<style data-styled="active">\.fixture-rule \{ color: rgb\(1, 2, 3\); \}<\/style>/);
    expect(first.body).toContain('<script type="application/ld+json">{"@type":"Thing","name":"fixture"}</script>');
    expect(first.body).not.toMatch(/<script type="module"|modulepreload/);

    const second = await call(base, '/styled', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(second.headers['x-prerender-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect((await renders(base)) - before).toBe(1);
    // Tracking parameters name the same page.
    expect((await call(base, '/styled?utm_source=newsletter&fbclid=abc')).headers['x-prerender-cache']).toBe('hit');
  });

  it('answers the status the app declares, and a redirect where the page moved', async () => {
    const { base } = await sharedService();
    const missing = await call(base, '/missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Not found');
    const moved = await call(base, '/moves');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/elsewhere?from=moves');
    const old = await call(base, '/old');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/new');
  });

  it('renders only its own origin: no open proxy, no off-site redirect followed, no off-site call', async () => {
    const { base } = await sharedService();
    for (const target of [`${fixture.offSite}/x`, 'http://169.254.169.254/latest/meta-data', '//evil.example/x']) {
      expect((await call(base, target)).status).toBe(400);
    }
    const redirected = await call(base, '/off-site-redirect');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location).toBe(`${fixture.offSite}/landing`);

    const calls = await call(base, '/calls-out');
    expect(calls.status).toBe(200);
    expect(calls.body).toContain('<p id="own">own-api</p>');
    // Neither the off-site fetch, nor the off-site picture, nor the redirect's target was requested; nor images.
    expect(fixture.offSiteRequests).toEqual([]);
    expect(fixture.requests).not.toContain('/picture.png');
    // The operations endpoints are not for requests nginx passes on.
    expect((await call(base, '/_prerender/health', { headers: { 'X-Forwarded-For': '1.2.3.4' } })).status).toBe(404);
  });

  it('gives every render a fresh context: no storage or cookie from an earlier render', async () => {
    const { base } = await sharedService();
    const first = await call(base, '/storage');
    const second = await call(base, '/storage?again=1');
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<p id="visits">1</p>');
      expect(answer.body).toContain('<p id="cookie">[]</p>');
    }
  });

  it('answers a page that never gets ready 503 with Retry-After, and never caches it', async () => {
    // The deadline also bounds the ordinary render that follows: 1.5 s ran out for it once while npm test's
    // lint and browser tests shared the machine (c30), so 3 s, which '/never' misses all the same.
    const { base } = await start({ PRERENDER_TIMEOUT_MS: '3000' });
    for (let i = 1; i <= 2; i += 1) {
      const answer = await call(base, '/never');
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect((await health(base)).stats.renders).toBe(i);
    }
    expect((await call(base, '/')).status).toBe(200);
  });

  it('renders 10 simultaneous misses of a URL once', async () => {
    const { base } = await sharedService();
    const { stats: earlier } = await health(base);
    const before = fixture.requests.filter((r) => r === '/slow?ms=800').length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(base, '/slow?ms=800')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stats = (await health(base)).stats;
    expect(stats.renders - earlier.renders).toBe(1);
    expect(stats.coalesced - earlier.coalesced).toBe(9);
    expect(fixture.requests.filter((r) => r === '/slow?ms=800').length - before).toBe(1);
  });

  it('bounds pages and queue: one render more than both is answered 503 at once', async () => {
    const { base } = await start({ PRERENDER_PAGES: '1', PRERENDER_QUEUE: '1' });
    const answers = await Promise.all([1, 2, 3].map((i) => call(base, `/slow?ms=700&n=${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
    expect((await health(base)).stats.rejected).toBe(1);
  });

  it('survives Chromium killed mid-render and while idle, repeatedly', async () => {
    const { base } = await start();
    const { browser } = await health(base);
    const inFlight = call(base, '/slow?ms=3000');
    await until('the render to start', () => fixture.requests.includes('/slow?ms=3000'));
    process.kill(browser.pid, 'SIGKILL');
    const answer = await inFlight;
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBeDefined();
    expect((await call(base, '/after-crash')).status).toBe(200);

    // Killed while idle, three times running: the service stays up and renders.
    for (let i = 0; i < 3; i += 1) {
      const { browser: current } = await health(base);
      process.kill(current.pid, 'SIGKILL');
      await until('a new browser', async () => {
        const { browser: next } = await health(base);
        return next.up && next.pid !== current.pid;
      });
    }
    expect((await call(base, '/after-idle-crashes')).status).toBe(200);
    const after = await health(base);
    expect(after.browser.crashes).toBe(4);
    expect(after.status).toBe('ok');
  });

  it('detects a hung Chromium and relaunches it', async () => {
    const { base } = await start({ PRERENDER_TIMEOUT_MS: '4000' });
    expect((await call(base, '/before-hang')).status).toBe(200);
    const { browser } = await health(base);
    process.kill(browser.pid, 'SIGSTOP');
    try {
      expect((await call(base, '/during-hang')).status).toBe(503);
      await until('the hung browser to be replaced', async () => {
        const { browser: next } = await health(base);
        return next.up && next.pid !== browser.pid;
      });
    } finally {
      try {
        process.kill(browser.pid, 'SIGCONT');
      } catch {
        // Killed, as it should be.
      }
    }
    expect((await call(base, '/after-hang')).status).toBe(200);
  });

  it('purges one URL or everything with the token, and refuses without it', async () => {
    const { base } = await start({ PRERENDER_PURGE_TOKEN: 'secret-token', PRERENDER_SPARES: '0' });
    await call(base, '/a');
    await call(base, '/b');
    const purge = (target: string, token?: string) =>
      call(base, target, { method: 'DELETE', headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect((await purge('/_prerender/cache?path=/a')).status).toBe(401);
    expect((await purge('/_prerender/cache?path=/a', 'wrong-token!')).status).toBe(401);
    expect(JSON.parse((await purge('/_prerender/cache?path=/a', 'secret-token')).body)).toEqual({ purged: 1 });
    expect((await call(base, '/a')).headers['x-prerender-cache']).toBe('miss');
    expect((await call(base, '/b')).headers['x-prerender-cache']).toBe('hit');
    expect(JSON.parse((await purge('/_prerender/cache', 'secret-token')).body)).toEqual({ purged: 2 });
    expect((await call(base, '/b')).headers['x-prerender-cache']).toBe('miss');
  });

  it('serves a stale page at once and renders a fresh one behind it', async () => {
    const { base } = await start({ PRERENDER_TTL_NOT_FOUND_S: '0', PRERENDER_TTL_S: '0' });
    expect((await call(base, '/fresh')).headers['x-prerender-cache']).toBe('miss');
    expect((await call(base, '/fresh')).headers['x-prerender-cache']).toBe('stale');
    await until('the background render', async () => (await health(base)).stats.renders === 2);
  });

  it('drains on SIGTERM: the render in flight completes, then the process exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'prerender/main.ts'], {
      env: { ...process.env, PRERENDER_ORIGIN: fixture.origin, PRERENDER_PORT: '0', PRERENDER_BUILD_ID: 'test' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await until('the service to listen', () => /at (http:\/\/[\d.:]+)/.test(log), 30_000);
      const base = /at (http:\/\/[\d.:]+)/.exec(log)![1]!;
      const inFlight = call(base, '/slow?ms=1500&drain=1');
      await until('the render to start', () => fixture.requests.includes('/slow?ms=1500&drain=1'));
      child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await exited).toBe(0);
      await expect(call(base, '/')).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
