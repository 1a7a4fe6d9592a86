// Lighthouse mobile performance (median of 5) through the production stack: home ≥ 95, results ≥ 93,
// listing detail ≥ 95 (with its LCP element named, which must be the first photo).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createAppServer } from '../../scripts/serve';
import { nginxMissing, startStack } from '../../scripts/stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { sampleListingPath, sampleNeighbourhoodPath } from './sample-listing';
import { freePort } from '../net';

const RUNS = 5;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;
const METRIC_LABELS: Record<(typeof METRICS)[number], string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'speed-index': 'SI',
  'cumulative-layout-shift': 'CLS',
};

/** The largest paint's element as Lighthouse names it (its HTML snippet, shortened). */
function largestPaintElement(details: unknown): string {
  const text = JSON.stringify(details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1] ?? 'unknown';
  return snippet.replace(/\\"/g, '"').slice(0, 140);
}

async function serve(): Promise<{ base: string; label: string; close: () => Promise<void> }> {
  if (!nginxMissing()) {
    const stack = await startStack({
      port: await freePort(),
      apiPort: await freePort(),
      prerenderPort: await freePort(),
      stateDir: mkdtempSync(join(tmpdir(), 'foyer-lh-')),
    });
    return { base: stack.base, label: 'nginx stack', close: stack.close };
  }
  const server = createAppServer('dist');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    label: 'Node server (nginx missing)',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchLighthouse(): Promise<void> {
  const site = await serve();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: mkdtempSync(join(tmpdir(), 'foyer-lh-profile-')),
  });
  try {
    console.log(`\nLighthouse mobile performance, median of ${RUNS} (${site.label}):`);
    for (const [label, path, target] of [
      ['home page', '/', 95],
      ['city results page', '/on/toronto-real-estate', 93],
      ['listing detail page', sampleListingPath(), 95],
      ['agent roster', '/agents', 95],
      ['neighbourhood guide', sampleNeighbourhoodPath(), 95],
      ['latest homes for sale', '/latest-homes-for-sale', 95],
    ] as [string, string, number][]) {
      // BENCH_PAGE=/ is the home page alone; any other value, the pages whose path holds it.
      const only = process.env.BENCH_PAGE;
      if (only && only !== path && (only === '/' || !path.includes(only))) continue;
      const scores: number[] = [];
      const metrics: Record<string, number[]> = {};
      const lcpElements = new Set<string>();
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${site.base}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          // No network here: nothing third-party is loaded, and the tile server is not reached on these pages.
          disableStorageReset: false,
        });
        scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
        lcpElements.add(largestPaintElement(result?.lhr.audits['largest-contentful-paint-element']?.details));
        if (process.env.BENCH_SHIFTS)
          console.log(JSON.stringify(result?.lhr.audits['layout-shifts']?.details).slice(0, 1500));
        for (const audit of METRICS) {
          (metrics[audit] ??= []).push(result?.lhr.audits[audit]?.numericValue ?? Number.NaN);
        }
      }
      const median = [...scores].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
      console.log(
        `  ${label.padEnd(20)} ${String(median).padStart(3)}  (runs ${scores.join(', ')}; target ≥ ${target}: ${median >= target ? 'met' : 'MISSED'})`,
      );
      // The medians of the metrics behind the score, so a change in it can be traced to its cause.
      const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      console.log(
        `  ${''.padEnd(20)}      ${METRICS.map((m) => `${METRIC_LABELS[m]} ${m === 'cumulative-layout-shift' ? mid(metrics[m] ?? []).toFixed(3) : `${Math.round(mid(metrics[m] ?? []))} ms`}`).join(' · ')}`,
      );
      console.log(`  ${''.padEnd(20)}      LCP element: ${[...lcpElements].join(' | ')}`);
    }
  } finally {
    chrome.kill();
    await site.close();
  }
}
