// Lighthouse mobile performance (median of 3) through the production stack, every page type (issue 21 "The fast
// path"): ≥ 98 on the home pages in both languages, ≥ 95 elsewhere; FCP ≤ 1.2 s everywhere, LCP ≤ 2.0 s on home pages
// and ≤ 2.5 s elsewhere, TBT ≤ 150 ms. Each page names its LCP element.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createAppServer } from '../../scripts/serve';
import { nginxMissing, startStack } from '../../scripts/stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { sampleListingPath, sampleNeighbourhoodPath, sampleProfilePaths } from './sample-listing';
import { freePort } from '../net';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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
  // A text's element is named by its words (a bare `<p>` says little), an image by its tag.
  const field = (name: string) => new RegExp(`"${name}":"((?:[^"\\\\]|\\\\.)*)"`).exec(text)?.[1];
  const snippet = field('snippet') ?? 'unknown';
  const label = field('nodeLabel');
  if (label && !snippet.startsWith('<img'))
    return `${snippet.slice(0, 40)} “${label.replace(/\\n/g, ' ').slice(0, 80)}”`;
  return snippet.replace(/\\"/g, '"').slice(0, 140);
}

/**
 * The production stack as visitors reach it: nginx over HTTPS with HTTP/2 (nginx.https.conf.example; a CDN in front
 * speaks it too), with a throw-away certificate. `BENCH_HTTP1=1`: plain HTTP/1.1, where a page's chunks queue on
 * six connections.
 */
async function serve(): Promise<{ base: string; label: string; close: () => Promise<void> }> {
  if (!nginxMissing()) {
    const http1 = process.env.BENCH_HTTP1 === '1';
    const stack = await startStack({
      port: await freePort(),
      apiPort: await freePort(),
      prerenderPort: await freePort(),
      stateDir: mkdtempSync(join(tmpdir(), 'foyer-lh-')),
      ...(http1 ? {} : { https: { httpPort: await freePort() } }),
    });
    return {
      base: stack.base,
      label: http1 ? 'nginx stack, HTTP/1.1' : 'nginx stack, HTTPS and HTTP/2',
      close: stack.close,
    };
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
    // The stack's certificate is made for the run.
    chromeFlags: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
    userDataDir: mkdtempSync(join(tmpdir(), 'foyer-lh-profile-')),
  });
  try {
    console.log(`\nLighthouse mobile performance, median of ${RUNS} (${site.label}):`);
    const listing = sampleListingPath();
    const profiles = sampleProfilePaths();
    for (const [label, path, target] of [
      ['home page', '/', 98],
      ['home page (fr)', '/fr', 98],
      ['luxury home', '/luxury', 98],
      ['luxury home (fr)', '/fr/luxury', 98],
      ['commercial home', '/commercial', 98],
      ['commercial home (fr)', '/fr/commercial', 98],
      ['city results page', '/on/toronto-real-estate', 95],
      ['map view', '/on/toronto-real-estate?view=map', 95],
      ['listing detail page', listing, 95],
      ['printed listing', `/print-listing/${listing.split('/').pop() ?? ''}`, 95],
      ['agent roster', '/agents', 95],
      ['office roster', '/offices', 95],
      ['agent profile', profiles.agent, 95],
      ['office profile', profiles.office, 95],
      ['neighbourhood guide', sampleNeighbourhoodPath(), 95],
      ['home estimator', '/home-estimates-canada', 95],
      ['latest homes for sale', '/latest-homes-for-sale', 95],
      ['directory', '/real-estate-agents-in-canada', 95],
      ['account (signed out)', '/my-foyer', 95],
      ['sign-in', '/login', 95],
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
      // The medians of the metrics behind the score, so a change in it can be traced to its cause, each against its goal.
      const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const goals: Partial<Record<(typeof METRICS)[number], number>> = {
        'first-contentful-paint': 1200,
        'largest-contentful-paint': target >= 98 ? 2000 : 2500,
        'total-blocking-time': 150,
        'cumulative-layout-shift': 0.02,
      };
      const missed = METRICS.filter(
        (m) => goals[m] !== undefined && mid(metrics[m] ?? []) > (goals[m] ?? Number.POSITIVE_INFINITY),
      );
      console.log(
        `  ${label.padEnd(22)} ${String(median).padStart(3)}  (runs ${scores.join(', ')}; target ≥ ${target}: ${median >= target ? 'met' : 'MISSED'})`,
      );
      console.log(
        `  ${''.padEnd(22)}      ${METRICS.map((m) => `${METRIC_LABELS[m]} ${m === 'cumulative-layout-shift' ? mid(metrics[m] ?? []).toFixed(3) : `${Math.round(mid(metrics[m] ?? []))} ms`}`).join(' · ')}${missed.length ? ` (MISSED: ${missed.map((m) => METRIC_LABELS[m]).join(', ')})` : ''}`,
      );
      console.log(`  ${''.padEnd(22)}      LCP element: ${[...lcpElements].join(' | ')}`);
    }
  } finally {
    chrome.kill();
    await site.close();
  }
}
