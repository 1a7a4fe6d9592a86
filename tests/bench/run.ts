// `npm run bench`: prints figures, never fails on a slow machine. Needs the production build and Chromium.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createAppServer } from '../../scripts/serve';
import { hasChromium, launchBrowser, newVisitorPage } from '../e2e/browser';
import { benchDemoApi } from './demo-api';
import { benchLighthouse } from './lighthouse';
import { benchSuggestions } from './suggestions';
import { benchMap } from './map';

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

/** The JavaScript a browser downloads for a route before the page signals it is ready (interactive). */
async function initialJavaScript(base: string, path: string): Promise<Weight[]> {
  const browser = await launchBrowser();
  try {
    const page = await newVisitorPage(browser);
    const scripts = new Set<string>();
    let ready = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!ready && request.resourceType() === 'script' && url.origin === base) scripts.add(url.pathname);
    });
    await page.goto(base + path, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    ready = true;
    return [...scripts].map((p) => weigh(p.slice(1)));
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

async function main() {
  if (!hasChromium()) {
    console.log('Chromium is not installed (apt-get install -y chromium): no browser figures.');
    return;
  }
  const server = createAppServer('dist');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const [label, path] of [
      ['Home route (/) initial JavaScript', '/'],
      ['French luxury home (/fr/luxury) initial JavaScript', '/fr/luxury'],
    ] as const) {
      const gzip = table(label, await initialJavaScript(base, path));
      console.log(`  budget 170 KiB gzip: ${gzip / 1024 <= 170 ? 'within' : 'OVER'} (${kib(gzip)} KiB)`);
    }
  } finally {
    server.close();
  }
  await benchMap();
  await benchSuggestions();
  await benchLighthouse();
}

await main();
// Outside main's Chromium check, so the demo API figures print on any machine.
await benchDemoApi();
