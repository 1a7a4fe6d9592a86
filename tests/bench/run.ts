// `npm run bench`: prints figures, never fails on a slow machine. Needs the production build and Chromium.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createAppServer } from '../../scripts/serve';
import { hasChromium, launchBrowser, newVisitorPage } from '../e2e/browser';
import { crawlerFigures } from './crawlers';
import { benchDemoApi } from './demo-api';
import { benchLighthouse } from './lighthouse';
import { benchLayoutShift } from './layout-shift';
import { benchSuggestions } from './suggestions';
import { benchMap } from './map';
import { benchPrerender } from './prerender';
import { sampleListingPath, sampleNeighbourhoodPath } from './sample-listing';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

interface Weight {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function weigh(file: string): Weight {
  const source = readFileSync(join('dist', file));
  return {
    file,
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source).length,
  };
}

/**
 * The JavaScript a browser starts downloading for a route before the page signals it is ready (the
 * `foyer:ready` event, timed in the page itself so the figure does not depend on how fast this script
 * polls), and what it fetches after that (warm-ups for later interactions), listed apart.
 */
async function initialJavaScript(base: string, path: string): Promise<{ initial: Weight[]; later: string[] }> {
  const browser = await launchBrowser();
  try {
    const page = await newVisitorPage(browser);
    await page.evaluateOnNewDocument(() => {
      window.addEventListener('foyer:ready', () => performance.mark('foyer-ready'), { once: true });
    });
    await page.goto(base + path, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const entries = await page.evaluate(() => {
      const readyAt = performance.getEntriesByName('foyer-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .map((e) => ({ url: e.name, before: e.startTime <= readyAt }));
    });
    const own = entries.filter((e) => new URL(e.url).origin === base && new URL(e.url).pathname.endsWith('.js'));
    return {
      initial: [...new Set(own.filter((e) => e.before).map((e) => new URL(e.url).pathname))].map((p) =>
        weigh(p.slice(1)),
      ),
      later: [...new Set(own.filter((e) => !e.before).map((e) => new URL(e.url).pathname.slice(1)))],
    };
  } finally {
    await browser.close();
  }
}

function table(title: string, rows: Weight[]) {
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${row.file.padEnd(44)} ${kib(row.raw).padStart(8)} KiB  gzip ${kib(row.gzip).padStart(7)}  br ${kib(row.brotli).padStart(7)}`,
    );
  }
  const sum = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((total, row) => total + row[key], 0);
  console.log(
    `  ${'total'.padEnd(44)} ${kib(sum('raw')).padStart(8)} KiB  gzip ${kib(sum('gzip')).padStart(7)}  br ${kib(sum('brotli')).padStart(7)}`,
  );
  return sum('gzip');
}

/** Initial JavaScript budgets, gzip KiB, per route. */
const BUDGETS = [
  // Issue 10: the home page with the full header (menus, drawer, consent, analytics) stays within 170 KiB.
  { label: 'Home route (/) initial JavaScript', path: '/', kib: 170 },
  { label: 'French luxury home (/fr/luxury) initial JavaScript', path: '/fr/luxury', kib: 170 },
  { label: 'City results (/on/toronto-real-estate) initial JavaScript', path: '/on/toronto-real-estate', kib: 200 },
  { label: `Listing detail (${sampleListingPath()}) initial JavaScript`, path: sampleListingPath(), kib: 200 },
  // Issue 11: the agent roster is a search page like the results, with the same budget.
  { label: 'Agent roster (/agents) initial JavaScript', path: '/agents', kib: 200 },
  // Issue 30 (21 The fast path): 170 KiB on the home pages, 200 on every other page (issue 12 had 170 here).
  {
    label: `Neighbourhood guide (${sampleNeighbourhoodPath()}) initial JavaScript`,
    path: sampleNeighbourhoodPath(),
    kib: 200,
  },
  {
    label: 'Latest homes for sale (/latest-homes-for-sale) initial JavaScript',
    path: '/latest-homes-for-sale',
    kib: 200,
  },
];

/** Names of the budgets that were over, so the run ends by saying so (and exits non-zero). */
const over: string[] = [];

async function benchBundles() {
  const server = createAppServer('dist');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const budget of BUDGETS) {
      const { initial, later } = await initialJavaScript(base, budget.path);
      const gzip = table(budget.label, initial) / 1024;
      if (later.length > 0) console.log(`  fetched after ready (not counted): ${later.join(', ')}`);
      const within = gzip <= budget.kib;
      if (!within) over.push(`${budget.path}: ${gzip.toFixed(1)} KiB gzip > ${budget.kib} KiB`);
      console.log(`  budget ${budget.kib} KiB gzip: ${within ? 'within' : 'OVER'} (${gzip.toFixed(1)} KiB)`);
    }
  } finally {
    server.close();
  }
}

// `npm run bench` runs every section; `npm run bench -- bundles map` only those named.
const SECTIONS = {
  bundles: benchBundles,
  map: benchMap,
  suggestions: benchSuggestions,
  lighthouse: benchLighthouse,
  cls: () => benchLayoutShift(over),
  prerender: () => benchPrerender(over),
} as const;

async function benchCrawlers() {
  console.log('\nCrawler detection (src/domain/crawlers.ts on public user-agent lists)');
  for (const line of await crawlerFigures()) console.log(`  ${line}`);
}

const BROWSERLESS = { api: benchDemoApi, crawlers: benchCrawlers } as const;

const asked = process.argv.slice(2);
const wanted = (name: string) => asked.length === 0 || asked.includes(name);
if (hasChromium()) {
  for (const [name, run] of Object.entries(SECTIONS)) if (wanted(name)) await run();
} else {
  console.log('Chromium is not installed (apt-get install -y chromium): no browser figures.');
}
// The demo API figures print on any machine.
for (const [name, run] of Object.entries(BROWSERLESS)) if (wanted(name)) await run();

if (over.length > 0) {
  console.log(`\nOVER BUDGET:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
}
