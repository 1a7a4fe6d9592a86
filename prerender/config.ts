// The prerender service's settings, from environment variables (see prerender/README.md for the table).

export interface TtlSeconds {
  /** Listing pages: prices and statuses change through the day. */
  listing: number;
  /** Results pages (cities, types, provinces): new listings every hour. */
  results: number;
  /** Every other page (home, agents, guides, legal…). */
  other: number;
  /** Not-found answers, kept briefly in case the listing appears. */
  notFound: number;
}

export interface PrerenderConfig {
  host: string;
  port: number;
  /** The site the browser loads (its canonical origin): the SPA behind nginx. Nothing else is rendered. */
  origin: string;
  /** Other origins the pages may call (API backends on another host). */
  allowedOrigins: string[];
  chromiumPath: string;
  /** Pages rendering at once. */
  pages: number;
  /** Contexts opened ahead of need, so a render does not wait for one. */
  spares: number;
  /** Renders waiting for a page; one more is answered 503. */
  queue: number;
  /** Hard budget of one render, navigation to snapshot. */
  renderTimeoutMs: number;
  /** How long a request may wait in the queue before it is answered 503. */
  queueTimeoutMs: number;
  viewport: { width: number; height: number };
  /** In-process cache bound. */
  cacheBytes: number;
  ttl: TtlSeconds;
  /** How long past its time-to-live a snapshot may still be served while a fresh one renders. */
  staleSeconds: number;
  /** A shared Redis store (several instances) instead of the in-process cache. */
  redisUrl: string | undefined;
  /** Bearer token for DELETE /_prerender/cache; purging is off without it. */
  purgeToken: string | undefined;
  /** Fixed build id; by default the hash of the site's shell, re-read every few seconds. */
  buildId: string | undefined;
  /** Recycle the browser after this many renders… */
  recycleRenders: number;
  /** …or when its processes use more than this (proportional set size, MB). */
  recycleMb: number;
  /** Grace for in-flight renders on SIGTERM. */
  drainMs: number;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function origin(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http or https`);
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PrerenderConfig {
  const [width = 412, height = 915] = (env.PRERENDER_VIEWPORT ?? '412x915').split('x').map(Number);
  return {
    host: env.PRERENDER_HOST ?? '127.0.0.1',
    port: int(env, 'PRERENDER_PORT', 8091),
    origin: origin(env.PRERENDER_ORIGIN ?? 'http://127.0.0.1:8080', 'PRERENDER_ORIGIN'),
    allowedOrigins: (env.PRERENDER_ALLOW_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((o) => origin(o, 'PRERENDER_ALLOW_ORIGINS')),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pages: int(env, 'PRERENDER_PAGES', 4, 1),
    spares: int(env, 'PRERENDER_SPARES', 1),
    queue: int(env, 'PRERENDER_QUEUE', 64),
    renderTimeoutMs: int(env, 'PRERENDER_TIMEOUT_MS', 8000, 100),
    queueTimeoutMs: int(env, 'PRERENDER_QUEUE_TIMEOUT_MS', 10000, 0),
    viewport: { width: width || 412, height: height || 915 },
    cacheBytes: int(env, 'PRERENDER_CACHE_MB', 256) * 1024 * 1024,
    ttl: {
      listing: int(env, 'PRERENDER_TTL_LISTING_S', 15 * 60),
      results: int(env, 'PRERENDER_TTL_RESULTS_S', 60 * 60),
      other: int(env, 'PRERENDER_TTL_S', 6 * 60 * 60),
      notFound: int(env, 'PRERENDER_TTL_NOT_FOUND_S', 10 * 60),
    },
    staleSeconds: int(env, 'PRERENDER_STALE_S', 24 * 60 * 60),
    redisUrl: env.PRERENDER_REDIS_URL || undefined,
    purgeToken: env.PRERENDER_PURGE_TOKEN || undefined,
    buildId: env.PRERENDER_BUILD_ID || undefined,
    recycleRenders: int(env, 'PRERENDER_RECYCLE_RENDERS', 500, 1),
    recycleMb: int(env, 'PRERENDER_RECYCLE_MB', 600, 64),
    drainMs: int(env, 'PRERENDER_DRAIN_MS', 20000),
  };
}
