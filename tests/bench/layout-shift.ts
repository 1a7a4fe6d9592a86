// Cumulative layout shift while the web fonts load (issue 30: ≤ 0.02 at 375 and 1280 px), in Chromium through the
// production build: each page loaded with its font files held back 800 ms (so the text is first drawn in the
// fallback and then swapped, as on a slow phone), once with this machine's fonts (Liberation and DejaVu, as
// Debian has them) and once with DejaVu alone (a Linux desktop without Liberation).
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createAppServer } from '../../scripts/serve';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { sampleListingPath } from './sample-listing';

const GOAL = 0.02;
const FONT_DELAY_MS = 800;
const WIDTHS = [375, 1280] as const;
const PAGES: [string, string][] = [
  ['home', '/'],
  ['French home', '/fr'],
  ['French luxury home', '/fr/luxury'],
  ['city results', '/on/toronto-real-estate'],
  ['listing', sampleListingPath()],
];

/** A fontconfig that knows only the DejaVu faces, for a Chromium without Liberation. */
function dejaVuOnly(): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-fonts-'));
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
<dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  return file;
}

async function shiftOf(browser: Browser, url: string, width: number): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width, height: width < 600 ? 812 : 900 });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) setTimeout(() => void request.continue(), FONT_DELAY_MS);
      else void request.continue();
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
}

export async function benchLayoutShift(over: string[]): Promise<void> {
  const server = createAppServer('dist');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const [fonts, env] of [
      ['Liberation and DejaVu', {}],
      ['DejaVu only', { FONTCONFIG_FILE: dejaVuOnly() }],
    ] as const) {
      console.log(
        `\nLayout shift while the fonts load (${FONT_DELAY_MS} ms late), fallback fonts: ${fonts}; goal ≤ ${GOAL}`,
      );
      const browser = await puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_FLAGS,
        env: { ...process.env, ...env },
      });
      try {
        for (const [label, path] of PAGES) {
          const figures: string[] = [];
          for (const width of WIDTHS) {
            const cls = await shiftOf(browser, base + path, width);
            const met = cls <= GOAL;
            if (!met) over.push(`CLS ${path} at ${width} px (${fonts}): ${cls.toFixed(3)} > ${GOAL}`);
            figures.push(`${width} px ${cls.toFixed(3)} ${met ? 'met' : 'MISSED'}`);
          }
          console.log(`  ${label.padEnd(20)} ${figures.join(' · ')}`);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
}
