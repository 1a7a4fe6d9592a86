import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlagMetricsBody, FlagsBody } from '@/api/contract/content';
import { API, FLAGS_CLIENT_KEY, callPath } from '@/api/contract/paths';
import { FLAG_METRICS_FIRST_DELAY_S, FLAG_METRICS_INTERVAL_S, FLAG_REFRESH_INTERVAL_S } from '@/domain/constants';
import { server } from '@/mocks/node';
import { startFlagClient, type FlagClient } from './flag-client';
import { FLAG_DEFAULTS } from './flag-defaults';

// The flag client against the demo API's Unleash frontend API, in Node (global fetch, MSW).
const ORIGIN = 'http://demo.test';
const FLAGS_PATH = callPath(API.flags);
const METRICS_PATH = callPath(API.flags, 'client/metrics');

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  ifNoneMatch: string | null;
  status: number;
}

let seen: Seen[] = [];
let bodies: string[] = [];
let client: FlagClient | undefined;

beforeEach(() => {
  seen = [];
  bodies = [];
  server.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(FLAGS_PATH)) return;
    const entry: Seen = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      ifNoneMatch: request.headers.get('if-none-match'),
      status: response.status,
    };
    seen.push(entry);
  });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === METRICS_PATH)
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text));
  });
});
afterEach(() => {
  client?.stop();
  client = undefined;
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const flagReads = () => seen.filter((s) => s.path === FLAGS_PATH);
const metricPosts = () => seen.filter((s) => s.path === METRICS_PATH);

describe('the flag client (spec §3, §4, §7.4, §9)', () => {
  // Fake timers also keep the client's timers from outliving a test.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });

  it('reads the toggles with the context as query parameters and the client key', async () => {
    client = await startFlagClient({ origin: ORIGIN, context: { userId: 'u-42' } });
    expect(client.state).toBe('healthy');
    expect(flagReads()).toHaveLength(1);
    const [read] = flagReads();
    expect(read).toMatchObject({ method: 'GET', status: 200 });
    expect(read!.query.get('appName')).toBe('foyer');
    expect(read!.query.get('userId')).toBe('u-42');
    expect(client.isEnabled('interstitialAdFeature')).toBe(false);
    expect(client.isEnabled('sprFilterBarFeature')).toBe(true);
    expect(client.isEnabled('soldFilterFeature')).toBe(true);
    expect(client.isEnabled('useAuth0')).toBe(false);
    expect(typeof client.isEnabled('v2Enabled')).toBe('boolean');
    expect(client.variant('headerAdComponent')).toBe('prebid');
  });

  it('refreshes every 30 s with If-None-Match: a 304 keeps the flags; metrics go after 2 s, then every 30 s', async () => {
    client = await startFlagClient({ origin: ORIGIN });
    const etag = flagReads()[0]!.ifNoneMatch;
    expect(etag).toBeNull();
    client.isEnabled('soldFilterFeature');
    client.isEnabled('useAuth0');
    client.isEnabled('useAuth0');

    await vi.advanceTimersByTimeAsync(FLAG_METRICS_FIRST_DELAY_S * 1000);
    expect(metricPosts()).toHaveLength(1);
    expect(metricPosts()[0]!.status).toBe(202);
    const metrics = JSON.parse(bodies[0]!) as FlagMetricsBody;
    expect(metrics.appName).toBe('foyer');
    expect(metrics.bucket.toggles).toMatchObject({ soldFilterFeature: { yes: 1, no: 0 }, useAuth0: { yes: 0, no: 2 } });

    await vi.advanceTimersByTimeAsync(FLAG_REFRESH_INTERVAL_S * 1000 - FLAG_METRICS_FIRST_DELAY_S * 1000);
    expect(flagReads()).toHaveLength(2);
    expect(flagReads()[1]).toMatchObject({ status: 304 });
    expect(flagReads()[1]!.ifNoneMatch).toMatch(/^".+"$/);
    expect(client.state).toBe('healthy');
    expect(client.isEnabled('sprFilterBarFeature')).toBe(true);

    await vi.advanceTimersByTimeAsync(FLAG_METRICS_INTERVAL_S * 1000);
    expect(metricPosts()).toHaveLength(2);
  });

  it('uses the spec defaults while the service fails, is in error, and recovers on a later answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      mswHttp.get(`*${FLAGS_PATH}`, () => HttpResponse.json({ errors: ['down'] }, { status: 503 }), { once: true }),
    );
    client = await startFlagClient({ origin: ORIGIN, v2Enabled: true });
    expect(client.state).toBe('error');
    for (const [name, value] of Object.entries({ ...FLAG_DEFAULTS, v2Enabled: true })) {
      expect(client.isEnabled(name)).toBe(value);
    }
    expect(client.isEnabled('noSuchFlag')).toBe(false);
    // One warning per missing flag (spec §8), not one per read.
    client.isEnabled('noSuchFlag');
    expect(warn.mock.calls.filter(([m]) => String(m).includes('"noSuchFlag"'))).toHaveLength(1);

    const states: string[] = [];
    client.subscribe(() => states.push(client!.state));
    await vi.advanceTimersByTimeAsync(FLAG_REFRESH_INTERVAL_S * 1000);
    expect(client.state).toBe('healthy');
    expect(states).toContain('healthy');
    expect(client.isEnabled('soldFilterFeature')).toBe(true);
  });

  it('warns about and defaults a flag the service does not list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body: FlagsBody = {
      toggles: [
        {
          name: 'useAuth0',
          enabled: true,
          variant: { name: 'disabled', enabled: false },
          impressionData: false,
        },
      ],
    };
    server.use(mswHttp.get(`*${FLAGS_PATH}`, () => HttpResponse.json(body, { headers: { ETag: '"x"' } })));
    client = await startFlagClient({ origin: ORIGIN });
    expect(client.isEnabled('useAuth0')).toBe(true);
    expect(client.isEnabled('sprFilterBarFeature')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"sprFilterBarFeature" is missing'));
  });
});

describe('the demo API as an Unleash frontend API', () => {
  const url = `${ORIGIN}${FLAGS_PATH}`;
  const key = { Authorization: FLAGS_CLIENT_KEY };
  // What the Unleash client sends with a POST (the demo API refuses other bodies with 415).
  const posting = { ...key, 'Content-Type': 'application/json' };

  it('answers toggles with an ETag, 304 to a matching If-None-Match, 401 without the client key', async () => {
    const first = await fetch(`${url}?appName=foyer&sessionId=1&properties%5Bprovince%5D=QC`, { headers: key });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const body = (await first.json()) as FlagsBody;
    expect(body.toggles.map((t) => t.name)).toEqual(expect.arrayContaining(Object.keys(FLAG_DEFAULTS)));
    const again = await fetch(url, { headers: { ...key, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const post = await fetch(url, {
      method: 'POST',
      headers: posting,
      body: JSON.stringify({ context: { userId: 'u' } }),
    });
    expect(post.status).toBe(200);
    expect((await fetch(url)).status).toBe(401);
  });

  it('accepts metrics and rejects a bucket without toggles', async () => {
    const send = (body: unknown) =>
      fetch(`${ORIGIN}${METRICS_PATH}`, { method: 'POST', headers: posting, body: JSON.stringify(body) });
    const bucket = { start: new Date().toISOString(), stop: new Date().toISOString(), toggles: {} };
    expect((await send({ appName: 'foyer', instanceId: 'browser', bucket })).status).toBe(202);
    expect((await send({ appName: 'foyer', instanceId: 'browser', bucket: {} })).status).toBe(400);
  });
});
