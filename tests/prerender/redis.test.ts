// Two prerender instances sharing a real Redis (Debian's redis-server): one renders, the other serves it; a purge
// through either reaches both; a new build starts from an empty cache; Redis going away is a miss, not an error.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../prerender/config';
import { startPrerenderService, type PrerenderService } from '../../prerender/server';
import { hasChromium } from '../e2e/browser';
import { startFixture, type Fixture } from './fixture';
import { call, freePort, skipWithout } from '../net';

const REDIS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path));

const unavailable = () =>
  skipWithout(
    !REDIS
      ? 'redis-server is missing: apt-get install -y redis-server'
      : hasChromium()
        ? null
        : 'Chromium is missing: apt-get install -y chromium',
    'PRERENDER REDIS TESTS',
  );

describe.skipIf(unavailable())('two prerender instances sharing Redis', () => {
  let fixture: Fixture;
  let redis: ChildProcess;
  let redisUrl = '';
  const services: PrerenderService[] = [];

  const start = async (build: string) => {
    const service = await startPrerenderService(
      readConfig({
        PRERENDER_ORIGIN: fixture.origin,
        PRERENDER_PORT: '0',
        PRERENDER_BUILD_ID: build,
        PRERENDER_REDIS_URL: redisUrl,
        PRERENDER_PURGE_TOKEN: 'shared-secret',
        PRERENDER_SPARES: '0',
      }),
      () => {},
    );
    services.push(service);
    return service.url;
  };

  beforeAll(async () => {
    fixture = await startFixture();
    const port = await freePort();
    redis = spawn(REDIS!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    redisUrl = `redis://127.0.0.1:${port}`;
    // Ready once it accepts a connection.
    for (let i = 0; i < 100; i += 1) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    for (const service of services) await service.close();
    redis?.kill();
    await fixture?.close();
  });

  it('one renders, the other serves the same snapshot; a purge through one is seen by both', async () => {
    const [a, b] = [await start('build-1'), await start('build-1')];
    const first = await call(a, '/shared');
    expect(first.status).toBe(200);
    expect(first.headers['x-prerender-cache']).toBe('miss');
    const second = await call(b, '/shared');
    expect(second.headers['x-prerender-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(services[1]!.stats.renders).toBe(0);

    const purge = await call(b, '/_prerender/cache?path=/shared', {
      method: 'DELETE',
      headers: { Authorization: 'Bearer shared-secret' },
    });
    expect(JSON.parse(purge.body)).toEqual({ purged: 1 });
    expect((await call(a, '/shared')).headers['x-prerender-cache']).toBe('miss');
  });

  it('a new build does not serve the old build’s snapshots', async () => {
    const old = await start('build-1');
    expect((await call(old, '/deployed')).status).toBe(200);
    expect((await call(old, '/deployed')).headers['x-prerender-cache']).toBe('hit');
    const fresh = await start('build-2');
    expect((await call(fresh, '/deployed')).headers['x-prerender-cache']).toBe('miss');
  });

  it('with Redis gone, pages are still rendered (every request a miss)', async () => {
    const service = await start('build-3');
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const answer = await call(service, '/without-redis');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-prerender-cache']).toBe('miss');
  });
});
