// Snapshot stores: an in-process LRU bounded by bytes (one instance), or Redis shared by several instances. Keys carry
// the build id, so a deploy starts from an empty cache; entries carry when they go stale and when they expire.
import { gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';

export interface CachedPage {
  status: number;
  location?: string;
  html: Buffer;
  /** The same HTML gzipped once, so a hit costs no compression. */
  gzip: Buffer;
  renderedAt: number;
  /** Served as is until then… */
  freshUntil: number;
  /** …and until then while a new render is under way (stale-while-revalidate). */
  staleUntil: number;
}

export interface PageStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  delete(key: string): Promise<boolean>;
  /** Empties the store (every build); answers how many entries went. */
  clear(): Promise<number>;
  /** What health reports: entries (-1 when the store is unreachable) and bytes (-1 when unknown). */
  stats(): Promise<{ entries: number; bytes: number }>;
  close(): Promise<void>;
}

export function cachedPage(
  page: { status: number; location?: string; html: string },
  ttlSeconds: number,
  staleSeconds: number,
  now = Date.now(),
): CachedPage {
  const html = Buffer.from(page.html);
  return {
    status: page.status,
    ...(page.location === undefined ? {} : { location: page.location }),
    html,
    gzip: gzipSync(html, { level: 6 }),
    renderedAt: now,
    freshUntil: now + ttlSeconds * 1000,
    staleUntil: now + (ttlSeconds + staleSeconds) * 1000,
  };
}

const sizeOf = (key: string, page: CachedPage) => key.length * 2 + page.html.length + page.gzip.length + 200;

export class MemoryStore implements PageStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Promise<CachedPage | undefined> {
    const page = this.entries.get(key);
    if (!page) return Promise.resolve(undefined);
    if (page.staleUntil <= Date.now()) {
      this.remove(key);
      return Promise.resolve(undefined);
    }
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, page);
    return Promise.resolve(page);
  }

  set(key: string, page: CachedPage): Promise<void> {
    this.remove(key);
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return Promise.resolve();
    while (this.bytes + size > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, page);
    this.bytes += size;
    return Promise.resolve();
  }

  delete(key: string): Promise<boolean> {
    return Promise.resolve(this.remove(key));
  }

  clear(): Promise<number> {
    const count = this.entries.size;
    this.entries.clear();
    this.bytes = 0;
    return Promise.resolve(count);
  }

  stats() {
    return Promise.resolve({ entries: this.entries.size, bytes: this.bytes });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private remove(key: string): boolean {
    const page = this.entries.get(key);
    if (!page) return false;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, page);
    return true;
  }
}

/** [4-byte header length][header JSON][html][gzip] */
export function encodePage(page: CachedPage): Buffer {
  const { html, gzip, ...rest } = page;
  const header = Buffer.from(JSON.stringify({ ...rest, htmlLength: html.length }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, html, gzip]);
}

export function decodePage(buffer: Buffer): CachedPage | undefined {
  try {
    const headerLength = buffer.readUInt32BE(0);
    const header = JSON.parse(buffer.subarray(4, 4 + headerLength).toString()) as Omit<CachedPage, 'html' | 'gzip'> & {
      htmlLength: number;
    };
    const start = 4 + headerLength;
    const { htmlLength, ...rest } = header;
    return { ...rest, html: buffer.subarray(start, start + htmlLength), gzip: buffer.subarray(start + htmlLength) };
  } catch {
    return undefined;
  }
}

export const REDIS_PREFIX = 'prerender:';

/**
 * Redis, shared by every instance. An unreachable Redis is a miss (the page is rendered), never an error: commands
 * fail fast instead of queueing while it is down.
 */
export class RedisStore implements PageStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string, onError: (message: string) => void = () => {}) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    let reported = '';
    this.redis.on('error', (error: Error) => {
      if (error.message !== reported) onError(`redis: ${error.message}`);
      reported = error.message;
    });
    this.redis.on('ready', () => (reported = ''));
  }

  async get(key: string): Promise<CachedPage | undefined> {
    const buffer = await this.redis.getBuffer(REDIS_PREFIX + key).catch(() => null);
    const page = buffer ? decodePage(buffer) : undefined;
    return page && page.staleUntil > Date.now() ? page : undefined;
  }

  async set(key: string, page: CachedPage): Promise<void> {
    const ttl = Math.max(1, page.staleUntil - Date.now());
    await this.redis.set(REDIS_PREFIX + key, encodePage(page), 'PX', ttl).catch(() => undefined);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.unlink(REDIS_PREFIX + key).catch(() => 0)) > 0;
  }

  async clear(): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) count += await this.redis.unlink(...keys);
    } while (cursor !== '0');
    return count;
  }

  /**
   * Cheap enough for a load balancer's health poll: whether Redis answers and how many keys its database holds
   * (`DBSIZE`, O(1)), never a scan of the keys.
   */
  async stats() {
    try {
      return { entries: await this.redis.dbsize(), bytes: -1 };
    } catch {
      return { entries: -1, bytes: -1 };
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
