import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createAppServer } from '../../scripts/serve';
import { API, CAPTCHA_HEADER, callPath } from '../../src/api/contract/paths';
import { solveDemoCaptcha } from '../../src/mocks/demo/client';
import { nginxMissing, startStack as startNginxStack } from '../../scripts/stack';
import { CHROMIUM_PATH, hasChromium, launchBrowser, newVisitorPage } from './browser';
import { freePort } from '../net';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Without Chromium the browser tests cannot run: say so loudly, and in CI fail rather than skip.
 * Returns true when the suite should be skipped.
 */
export function browserUnavailable(): boolean {
  if (hasChromium()) return false;
  const message = `Chromium was not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n*** SKIPPING BROWSER TESTS *** ${message}\n`);
  return true;
}

export interface Stack {
  base: string;
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * The production stack the browser tests run against: nginx in front of the build and the demo API.
 * Without nginx (a developer machine) the Node start server stands in, loudly; in CI that fails.
 */
export async function startStack(): Promise<Stack> {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  const missing = nginxMissing();
  let base: string;
  let stop: () => Promise<void>;
  if (missing) {
    if (process.env.CI) throw new Error(missing);
    console.warn(`\n*** BROWSER TESTS WITHOUT NGINX *** ${missing}\n`);
    const server: Server = createAppServer('dist');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  } else {
    const stack = await startNginxStack({
      port: await freePort(),
      apiPort: await freePort(),
      prerenderPort: await freePort(),
      stateDir: mkdtempSync(join(tmpdir(), 'foyer-stack-')),
    });
    base = stack.base;
    stop = stack.close;
  }
  const browser = await launchBrowser();
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await stop();
    },
  };
}

export async function openPage(stack: Stack, path: string, width = 1280): Promise<{ page: Page; status: number }> {
  const page = await newVisitorPage(stack.browser);
  await page.setBypassCSP(true);
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await page.goto(stack.base + path, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
  if (errors.length) throw new Error(`Page errors on ${path}: ${errors.join('; ')}`);
  return { page, status: response?.status() ?? 0 };
}

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('tests/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/screenshots/${name}.png`, fullPage: true });
}

/** Elements that stick out of the viewport sideways: a page must never scroll horizontally. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('class')?.split(' ')[0] ?? '';
      return `${element.tagName.toLowerCase()}${name ? `.${name}` : ''} (${Math.round(box.left)}–${Math.round(box.right)} px)`;
    };
    // Inside a row that scrolls (or clips) sideways, what lies past the edge is meant to be scrolled to.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Off-screen helpers (skip links, visually hidden text) are placed outside on purpose.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 && box.height > 1 && !element.closest('.visually-hidden, .leaflet-container') && !clipped(element)
      );
    };
    const outside = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return visible(element) && (box.right > width + 1 || box.left < -1);
    });
    const page =
      document.documentElement.scrollWidth > width ? [`page (${document.documentElement.scrollWidth} px)`] : [];
    return [...page, ...outside.slice(0, 5).map(describe)];
  });
}

/**
 * Clicks an element once it has stopped moving (a bar that scrolls its current link into view, a smooth
 * scroll): a click aimed while it glides lands on its neighbour, as it would for a person.
 */
export async function clickWhenStill(page: Page, selector: string, timeout = 10_000): Promise<void> {
  const box = (): Promise<string> =>
    page.$eval(selector, (element) => {
      const rect = element.getBoundingClientRect();
      return `${Math.round(rect.left)},${Math.round(rect.top)}`;
    });
  const started = Date.now();
  let last = await box();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 120));
    const now = await box();
    if (now === last || Date.now() - started > timeout) break;
    last = now;
  }
  await page.click(selector);
}

// ---- Accounts: the sign-in steps every journey that needs an account shares ---------------------------

export const PASSWORD = 'maison2026!';
let counter = 0;
/** An e-mail address no other test uses. */
export const newEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.ca`;

export async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

/** Answers the demo captcha as a person would: reads the question in its label, types the sum. */
export async function answerCaptcha(page: Page, scope: string): Promise<void> {
  const input = `${scope} input[name="captcha"]`;
  await page.waitForSelector(input, { visible: true });
  const question = await page.$eval(input, (el) => document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '');
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  await typeInto(page, input, String((a ?? 0) + (b ?? 0)));
}

export async function signInWith(page: Page, scope: string, email: string, password: string): Promise<void> {
  await typeInto(page, `${scope} input[name="email"]`, email);
  await typeInto(page, `${scope} input[name="password"]`, password);
  await page.click(`${scope} form button[type="submit"]`);
}

/** An account made through the demo API itself (its captcha answered), for journeys that start signed up. */
export async function createAccount(stack: Stack, email: string, firstName = 'Noémie'): Promise<void> {
  const captcha = await solveDemoCaptcha({ origin: stack.base });
  const response = await fetch(stack.base + callPath(API.user), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CAPTCHA_HEADER]: captcha },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: 'Côté', city: 'Ottawa', province: 'ON' }),
  });
  expect(response.status).toBe(201);
}

/** A visitor with their own cookies and storage (a private window), headless Chromium passing as Chrome. */
export async function visitor(stack: Stack, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.createBrowserContext();
  const page = await newPage(stack, context, width);
  return { context, page };
}

export async function newPage(stack: Stack, context: BrowserContext, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setUserAgent((await stack.browser.userAgent()).replace('HeadlessChrome', 'Chrome'));
  await page.setViewport({ width, height: 900 });
  return page;
}
