// The prerender service's HTTP side: crawlers' requests (proxied by nginx) in, rendered HTML out, through the cache,
// one render per URL at a time, a bounded number of pages and a bounded queue.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveRoute, type ResolvedRoute } from '../src/routing/resolve';
import { BrowserHost, BrowserUnavailable, RENDERER_USER_AGENT, RenderTimeout } from './browser';
import { cachedPage, MemoryStore, RedisStore, type CachedPage, type PageStore } from './cache';
import type { PrerenderConfig } from './config';
import { AssetCache, PreloadHints, renderPage, setUpPage } from './render';

export class QueueFull extends Error {}
export class QueueTimeout extends Error {}

/** At most `limit` renders at once, `maxWaiting` more waiting (each at most `waitMs`); one more is refused. */
export class Slots {
  active = 0;
  private readonly waiting: { resolve: () => void; reject: (error: Error) => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
    private readonly waitMs: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueFull('the render queue is full'));
    return new Promise((resolve, reject) => {
      const entry = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new QueueTimeout('waited too long for a page'));
        }, this.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else {
      this.active -= 1;
    }
  }
}

/** The deployed build: a fixed id, or a hash of the site's shell (which names the build's hashed scripts). */
export class BuildId {
  private value: string | undefined;
  private checkedAt = 0;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly origin: string,
    private readonly fixed: string | undefined,
    private readonly onChange: (previous: string, next: string) => void,
  ) {}

  async get(): Promise<string> {
    if (this.fixed) return this.fixed;
    if (this.value && Date.now() - this.checkedAt < 5000) return this.value;
    const refresh = this.refresh();
    return this.value ?? refresh;
  }

  private refresh(): Promise<string> {
    this.pending ??= (async () => {
      try {
        const response = await fetch(`${this.origin}/`, {
          headers: { 'user-agent': RENDERER_USER_AGENT },
          signal: AbortSignal.timeout(3000),
        });
        const shell = await response.text();
        const next = createHash('sha256').update(shell).digest('hex').slice(0, 12);
        if (this.value && next !== this.value) this.onChange(this.value, next);
        this.value = next;
      } catch {
        this.value ??= 'unknown';
      } finally {
        this.checkedAt = Date.now();
        this.pending = undefined;
      }
      return this.value;
    })();
    return this.pending;
  }
}

const TRACKING = /^(?:utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga|igshid)$/i;

/** The page a request names, on our origin only: a path and query, never a host (no open proxy). */
export function pageUrl(rawUrl: string | undefined, origin: string): URL | null {
  if (!rawUrl || !rawUrl.startsWith('/') || rawUrl.startsWith('//') || rawUrl.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(rawUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  return url;
}

type CacheState = 'hit' | 'stale' | 'miss';

export interface ServiceStats {
  requests: number;
  hits: number;
  stale: number;
  misses: number;
  renders: number;
  coalesced: number;
  timeouts: number;
  failures: number;
  rejected: number;
}

export interface PrerenderService {
  server: Server;
  url: string;
  browser: BrowserHost;
  stats: ServiceStats;
  /** Stops taking requests, lets the renders in flight finish (up to the drain time), then closes everything. */
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function unavailable(res: ServerResponse, retryAfter: number, why: string) {
  res.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Retry-After': String(retryAfter),
    'Cache-Control': 'no-store',
  });
  res.end(`${why}\n`);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startPrerenderService(
  config: PrerenderConfig,
  log: (message: string) => void = (message) => console.error(`[prerender] ${message}`),
): Promise<PrerenderService> {
  const store: PageStore = config.redisUrl ? new RedisStore(config.redisUrl, log) : new MemoryStore(config.cacheBytes);
  const browser = new BrowserHost(config, (page) => setUpPage(page, config.viewport), log);
  const assets = new AssetCache(config.origin);
  const hints = new PreloadHints();
  const slots = new Slots(config.pages, config.queue, config.queueTimeoutMs);
  const inflight = new Map<string, Promise<CachedPage>>();
  const stats: ServiceStats = {
    requests: 0,
    hits: 0,
    stale: 0,
    misses: 0,
    renders: 0,
    coalesced: 0,
    timeouts: 0,
    failures: 0,
    rejected: 0,
  };
  const build = new BuildId(config.origin, config.buildId, (previous, next) => {
    log(`new build ${next} (was ${previous}): the cache starts afresh`);
    hints.clear();
    if (store.kind === 'memory') void store.clear();
  });
  let draining = false;

  function ttlFor(route: ResolvedRoute, status: number): number {
    if (status === 404 || status === 410) return config.ttl.notFound;
    if (route.page === 'listing' || route.page === 'print-listing') return config.ttl.listing;
    if (route.page === 'listings') return config.ttl.results;
    return config.ttl.other;
  }

  /** One render per key at a time: simultaneous misses of a URL wait for the same render. */
  function render(key: string, url: URL, route: ResolvedRoute): Promise<CachedPage> {
    const running = inflight.get(key);
    if (running) {
      stats.coalesced += 1;
      return running;
    }
    const promise = (async () => {
      try {
        const rendered = await slots.run(() => {
          stats.renders += 1;
          const started = performance.now();
          const steps: string[] = [];
          const trace = process.env.PRERENDER_TRACE
            ? (step: string) => steps.push(`${step} ${Math.round(performance.now() - started)}`)
            : undefined;
          return browser
            .withContext(config.renderTimeoutMs, (page) => {
              trace?.('page');
              return renderPage(page, url, config, { assets, hints, kind: `${route.page}:${route.locale}` }, trace);
            })
            .finally(() => {
              if (trace) log(`${url.pathname}${url.search}: ${steps.join(', ')}`);
            });
        });
        const page = cachedPage(rendered, ttlFor(route, rendered.status), config.staleSeconds);
        // Errors are never kept: the next crawler gets a new try.
        if (rendered.status < 500) await store.set(key, page);
        return page;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, promise);
    return promise;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: CacheState) {
    const headers: Record<string, string> = {
      'X-Prerender-Cache': state,
      'X-Prerender-Age': String(Math.max(0, Math.round((Date.now() - page.renderedAt) / 1000))),
      Vary: 'Accept-Encoding',
    };
    if (page.location !== undefined) {
      res.writeHead(page.status, { ...headers, Location: page.location, 'Content-Length': '0' });
      res.end();
      return;
    }
    const gzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? page.gzip : page.html;
    res.writeHead(page.status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function health(res: ServerResponse) {
    const status = browser.status();
    const ok = !draining && status.up;
    sendJson(res, ok ? 200 : 503, {
      status: draining ? 'draining' : status.up ? 'ok' : 'browser-down',
      build: await build.get(),
      browser: status,
      pages: { active: slots.active, queued: slots.queued, limit: config.pages, queueLimit: config.queue },
      cache: { store: store.kind, ...(await store.stats()), assets: assets.size },
      stats,
      memoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    });
  }

  async function purge(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!config.purgeToken) return sendJson(res, 404, { error: 'purging is off (no PRERENDER_PURGE_TOKEN)' });
    if (!tokenMatches(req.headers.authorization, config.purgeToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return sendJson(res, 401, { error: 'unauthorised' });
    }
    const path = url.searchParams.get('path');
    if (path === null) return sendJson(res, 200, { purged: await store.clear() });
    const page = pageUrl(path, config.origin);
    if (!page) return sendJson(res, 400, { error: 'path must be a path on this site' });
    const purged = await store.delete(`${await build.get()}:${page.pathname}${page.search}`);
    return sendJson(res, 200, { purged: purged ? 1 : 0 });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = req.url ?? '/';
    if (raw.startsWith('/_prerender/')) {
      // Operations endpoints answer direct calls only, never a request nginx passed on from a crawler.
      const direct = req.headers['x-forwarded-host'] === undefined && req.headers['x-forwarded-for'] === undefined;
      const url = new URL(raw, 'http://service');
      if (direct && url.pathname === '/_prerender/health' && req.method === 'GET') return health(res);
      if (direct && url.pathname === '/_prerender/cache' && req.method === 'DELETE') return purge(req, res, url);
      return sendJson(res, 404, { error: 'not found' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    stats.requests += 1;
    const url = pageUrl(raw, config.origin);
    if (!url) {
      res
        .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Only paths of this site are rendered.\n');
      return;
    }
    // Redirects the route table knows need no browser.
    const route = resolveRoute(url.pathname, url.search);
    if (route.status === 301 && route.redirect) {
      res.writeHead(301, { Location: route.redirect, 'Content-Length': '0', 'X-Prerender-Cache': 'hit' }).end();
      return;
    }
    if (draining) return unavailable(res, 5, 'The prerender service is restarting.');

    const key = `${await build.get()}:${url.pathname}${url.search}`;
    const cached = await store.get(key);
    const now = Date.now();
    if (cached && cached.freshUntil > now) {
      stats.hits += 1;
      return send(req, res, cached, 'hit');
    }
    if (cached) {
      stats.stale += 1;
      render(key, url, route).catch(() => {});
      return send(req, res, cached, 'stale');
    }
    stats.misses += 1;
    try {
      send(req, res, await render(key, url, route), 'miss');
    } catch (error) {
      if (error instanceof QueueFull) {
        stats.rejected += 1;
        return unavailable(res, 5, 'Too many pages are being rendered; try again shortly.');
      }
      if (error instanceof QueueTimeout || error instanceof RenderTimeout) {
        stats.timeouts += 1;
        return unavailable(res, 10, 'The page took too long to render.');
      }
      stats.failures += 1;
      if (!(error instanceof BrowserUnavailable))
        log(`render of ${url.pathname}${url.search} failed: ${String(error)}`);
      return unavailable(res, 3, 'The page could not be rendered.');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`unexpected: ${String(error)}`);
      if (!res.headersSent) unavailable(res, 3, 'The prerender service failed.');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;

  await browser.start();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    server,
    url: `http://${config.host}:${port}`,
    browser,
    stats,
    async close() {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = new Promise((resolve) => setTimeout(resolve, config.drainMs).unref());
      await Promise.race([Promise.allSettled([...inflight.values()]), deadline]);
      server.closeAllConnections();
      await closed;
      await browser.close();
      await store.close();
    },
  };
}
