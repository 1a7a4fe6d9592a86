// Prerender figures (`npm run bench -- prerender`): misses one by one and four at a time, cache hits, memory of the
// whole process tree, growth over many renders, recovery from a Chromium crash; prerender.io and Rendertron side
// by side when they install and run here. Figures only: nothing here fails on a slow machine.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeMemory } from '../../prerender/process-tree';
import { createAppServer } from '../../scripts/serve';
import { nginxMissing, startStack } from '../../scripts/stack';
import { createDataset } from '../../src/mocks/dataset';
import { isUnavailable, measureCompetitor, startCompetitor } from './prerender-competitors';
import { call, freePort } from '../net';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const RENDERS = Number(process.env.BENCH_PRERENDER_RENDERS ?? 1000);

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

async function get(base: string, path: string): Promise<{ status: number; ms: number; bytes: number; cache: string }> {
  const started = performance.now();
  const answer = await call(base, path, { agent, headers: { 'User-Agent': GOOGLEBOT } });
  const cache = String(answer.headers['x-prerender-cache'] ?? '');
  return { status: answer.status, ms: performance.now() - started, bytes: answer.bytes, cache };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function verdict(over: string[], label: string, ok: boolean, detail: string): string {
  if (!ok) over.push(`prerender ${label}: ${detail}`);
  return ok ? 'within' : 'OVER';
}

/** Results pages of the demo dataset's cities (each a first visit: a miss), then its listings. */
function pagesToRender(): { results: string[]; listings: string[] } {
  const dataset = createDataset();
  const results = dataset.places.map((place) => `/${place.province.toLowerCase()}/${place.slug}-real-estate`);
  const listings = dataset.listings.map((listing) => listing.detailUrl);
  return { results, listings };
}

interface Service {
  base: string;
  child: ChildProcess;
  health(): Promise<{ browser: { pid: number; up: boolean } }>;
  stop(): Promise<void>;
}

async function startService(origin: string): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'prerender/main.ts'], {
    env: { ...process.env, PRERENDER_ORIGIN: origin, PRERENDER_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const health = async () =>
    (await (await fetch(`${base}/_prerender/health`)).json()) as { browser: { pid: number; up: boolean } };
  for (let i = 0; i < 300; i += 1) {
    if (await health().catch(() => null)) break;
    if (child.exitCode !== null) throw new Error(`the prerender service exited: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    health,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function benchPrerender(over: string[]) {
  console.log('\nPrerender service (direct, Googlebot user agent; the site behind nginx when nginx is here)');
  const stateDir = mkdtempSync(join(tmpdir(), 'foyer-bench-prerender-'));
  let origin: string;
  let stopSite: () => Promise<void>;
  if (!nginxMissing()) {
    const stack = await startStack({ port: await freePort(), apiPort: await freePort(), prerenderPort: 1, stateDir });
    origin = stack.base;
    stopSite = stack.close;
  } else {
    const site = createAppServer('dist');
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    stopSite = () => new Promise((resolve) => site.close(() => resolve()));
  }
  const service = await startService(origin);
  const { results, listings } = pagesToRender();
  let next = 0;
  const fresh = () => results[next++ % results.length]!;
  try {
    // Warm-up: the first render of the build fills the in-memory copy of its scripts.
    for (let i = 0; i < 3; i += 1) await get(service.base, fresh());

    // Misses, one at a time.
    const sequential: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await get(service.base, fresh());
      if (answer.cache !== 'miss' || answer.status !== 200)
        console.log(`  (unexpected: ${answer.status} ${answer.cache})`);
      sequential.push(answer.ms);
    }
    const p50 = percentile(sequential, 50);
    const p95 = percentile(sequential, 95);
    const missOk = p50 <= 450 && p95 <= 700;
    console.log(
      `  miss, results page, sequential (n=30): p50 ${ms(p50)}, p95 ${ms(p95)}; budget 450 / 700 ms: ${verdict(over, 'miss', missOk, `p50 ${ms(p50)}, p95 ${ms(p95)}`)}`,
    );

    // Four crawlers at once, with the memory of the whole tree sampled meanwhile.
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeMemory(service.child.pid!).pssMb)), 250);
    const concurrent: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 12; i += 1) concurrent.push((await get(service.base, fresh())).ms);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rate = concurrent.length / seconds;
    const cp95 = percentile(concurrent, 95);
    console.log(
      `  4 concurrent crawlers (48 misses): ${rate.toFixed(2)} pages/s, p95 ${ms(cp95)}; budget ≥ 3.5 pages/s, p95 ≤ 1800 ms: ${verdict(over, 'concurrent', rate >= 3.5 && cp95 <= 1800, `${rate.toFixed(2)} pages/s, p95 ${ms(cp95)}`)}`,
    );
    console.log(
      `  memory of the process tree (service + Chromium, PSS) at 4 concurrent: peak ${peak.toFixed(0)} MB; budget 700 MB: ${verdict(over, 'memory', peak <= 700, `${peak.toFixed(0)} MB`)}`,
    );

    // Cache hits: pages rendered above, asked again. Latency from one client alone; throughput from autocannon's 16
    // connections (a load generator cheaper than this script's own client, which would otherwise be what is measured).
    const cached = results.slice(0, 20);
    const single: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const answer = await get(service.base, cached[i % cached.length]!);
      if (answer.cache !== 'hit') throw new Error(`expected a cache hit, got ${answer.cache}`);
      single.push(answer.ms);
    }
    const load = await autocannon({
      url: service.base,
      connections: 16,
      amount: 20_000,
      requests: cached.map((path) => ({ method: 'GET', path, headers: { 'user-agent': GOOGLEBOT } })),
    });
    const hitRate = load.requests.average;
    const h50 = percentile(single, 50);
    const h95 = percentile(single, 95);
    console.log(
      `  cache hit: p50 ${ms(h50)}, p95 ${ms(h95)} (one client); ${hitRate.toFixed(0)} requests/s (16 connections, ${load.non2xx} not 2xx); budget 2 / 6 ms, ≥ 2000/s: ${verdict(over, 'cache hit', h50 <= 2 && h95 <= 6 && hitRate >= 2000, `p50 ${ms(h50)}, p95 ${ms(h95)}, ${hitRate.toFixed(0)}/s`)}`,
    );

    // Growth over many renders (listings and results, four at a time), measured at rest before and after.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
    await settle();
    const before = treeMemory(service.child.pid!).pssMb;
    let done = 0;
    let failed = 0;
    let index = 0;
    const growthStart = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (index < RENDERS) {
          const i = index++;
          const path = i % 3 === 0 ? fresh() : listings[(i * 7919) % listings.length]!;
          const answer = await get(service.base, path);
          if (answer.status >= 500) failed += 1;
          done += 1;
        }
      }),
    );
    await settle();
    const after = treeMemory(service.child.pid!).pssMb;
    const growth = ((after - before) / before) * 100;
    console.log(
      `  ${done} renders in ${((performance.now() - growthStart) / 1000).toFixed(0)} s (${failed} answered 5xx): PSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %); budget < 10 %: ${verdict(over, 'growth', growth < 10, `${growth.toFixed(1)} %`)}`,
    );

    // Crash → first good render.
    const recoveries: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { browser } = await service.health();
      const killedAt = performance.now();
      process.kill(browser.pid, 'SIGKILL');
      let answer = await get(service.base, fresh());
      while (answer.status !== 200) answer = await get(service.base, fresh());
      recoveries.push(performance.now() - killedAt);
      await settle();
    }
    const worst = Math.max(...recoveries);
    console.log(
      `  Chromium killed → first good render: ${recoveries.map(ms).join(', ')}; budget 3000 ms: ${verdict(over, 'crash recovery', worst <= 3000, ms(worst))}`,
    );
  } finally {
    await service.stop();
    await stopSite();
  }

  // The same kind of page through the stock prerenderers, where they install and run here (their own Chromium
  // profile and HTTP cache, no snapshot cache), on the Node server (their user agents are crawlers to nginx).
  const site = createAppServer('dist');
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteBase = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  try {
    for (const name of ['prerender.io', 'rendertron'] as const) {
      const competitor = await startCompetitor(
        name,
        await freePort(),
        process.env.COMPETITORS_DIR ?? join(tmpdir(), 'foyer-competitors'),
      );
      if (isUnavailable(competitor)) {
        console.log(`  ${name}: not measured: ${competitor.unavailable}`);
        continue;
      }
      try {
        const figures = await measureCompetitor(competitor, `${siteBase}/on/toronto-real-estate`, 20);
        const memory = competitor.memory();
        console.log(
          `  ${name} ${figures.version} (stock), results page, sequential (n=20): p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}; PSS ${memory.pssMb.toFixed(0)} MB`,
        );
      } catch (error) {
        console.log(`  ${name}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await competitor.stop();
      }
    }
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
}
