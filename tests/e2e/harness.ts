import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type CreatePageOptions,
  type HTTPRequest,
  type Page,
} from 'puppeteer-core';
import { expect, inject } from 'vitest';
import { API, CAPTCHA_HEADER, callPath } from '../../src/api/contract/paths';
import { solveDemoCaptcha } from '../../src/mocks/demo/client';
import { testClockScript } from '../../src/test/clock';
import { newVisitorPage } from './browser';
import { requireBuild } from '../build';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * True when the browser tests are skipped: Chromium is missing on a developer machine (the global set-up said
 * so loudly; in CI it failed the run instead).
 */
export function browserUnavailable(): boolean {
  return inject('browserStack') === null;
}

export interface Stack {
  base: string;
  browser: Browser;
  /** The file's own window (cookies, storage, cache and permissions apart from other files'). */
  context: BrowserContext;
  /**
   * A page in the file's window, or in the given one: a tab, or a window of its own (`{ type: 'window' }`),
   * which stays visible beside the others (a tab behind another is hidden, and runs no animation frames).
   */
  newPage: (context?: BrowserContext, options?: CreatePageOptions) => Promise<Page>;
  /** A private window (cookies and storage apart), closed with the file. */
  newContext: () => Promise<BrowserContext>;
  close: () => Promise<void>;
}

/**
 * The production stack the global set-up started (tests/e2e/global-setup.ts), for one test file: a window of
 * its own in the shared Chromium (as a browser of its own was), whose pages pass for a person's Chrome and
 * run on the test clock, closed with the file.
 */
export async function startStack(): Promise<Stack> {
  const shared = inject('browserStack');
  if (!shared) throw new Error('The browser tests are skipped: no Chromium.');
  requireBuild('demo');
  const browser = await puppeteer.connect({ browserWSEndpoint: shared.browserWSEndpoint });
  const clock = testClockScript(shared.clockStart);
  const context = await browser.createBrowserContext();
  const contexts: BrowserContext[] = [context];
  const newPage = async (where: BrowserContext = context, options?: CreatePageOptions) => {
    const page = await newVisitorPage(where, options);
    await page.evaluateOnNewDocument(clock);
    trackRequests(page);
    return page;
  };
  return {
    base: shared.base,
    browser,
    context,
    newPage,
    newContext: async () => {
      const context = await browser.createBrowserContext();
      contexts.push(context);
      return context;
    },
    close: async () => {
      await Promise.all(contexts.map((item) => item.close().catch(() => undefined)));
      await browser.disconnect();
    },
  };
}

export async function openPage(stack: Stack, path: string, width = 1280): Promise<{ page: Page; status: number }> {
  const page = await stack.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // The page's own signal that its content is there, not networkidle0: that waits out the account's code and the
  // prefetches that load after the page is ready, about 1.5 s more for every page a test opens.
  const response = await page.goto(stack.base + path, { waitUntil: 'load' });
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

/**
 * A full-page screenshot in tests/screenshots/, to look at what a journey shows (`SCREENSHOTS=1 npm run test:e2e`);
 * a plain run, like CI's, where no one looks at them, spares the browser the work.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
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

/**
 * Waits until the page has nothing left to do: what it defers to idle time (the consent banner, the flags
 * client, ads) has run, and what that asked for has loaded. An absence is checked after this, the event that
 * would have caused it, rather than after a guessed sleep.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 })),
      ),
  );
  // Quiet for 300 ms by the page's own requests, within a bound (not a pause). Not puppeteer's waitForNetworkIdle:
  // a request the last document sent as it went (the flag client's metrics, `keepalive`) outlives it, and the
  // browser never tells the page it ended, so that wait ran out at 30 s after a reload (c29, c30).
  const open = inFlight.get(page) ?? new Set<HTTPRequest>();
  const deadline = Date.now() + 30_000;
  let quietSince = 0;
  for (;;) {
    if (open.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    if (quietSince !== 0 && Date.now() - quietSince >= 300) return;
    if (Date.now() > deadline) {
      // Say which requests kept the page busy: a request that never ends is a finding, not a slow machine.
      const names = [...open].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`The page never went quiet for 300 ms in 30 s; still open: ${names.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The requests of each page still waiting for an answer (for `pageSettled`'s message). */
const inFlight = new WeakMap<Page, Set<HTTPRequest>>();
function trackRequests(page: Page): void {
  const open = new Set<HTTPRequest>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    // A new document: what the one before still had open is not this page's to wait for.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) open.clear();
    // Reports sent and forgotten (the flag client's metrics, beacons) are no work the page waits on: the one the
    // last document sent as it went, `keepalive`, is seen after the reload and never said to end (CI, ed74ad4).
    if (request.resourceType() === 'ping' || new URL(request.url()).pathname.endsWith('/client/metrics')) return;
    open.add(request);
  });
  for (const end of ['requestfinished', 'requestfailed'] as const) page.on(end, (request) => open.delete(request));
}

/**
 * Resolves when the account's next save reaches the demo API and is accepted. Start waiting before the action
 * that saves (a save is debounced), then await it where the test needs the server to have it.
 */
export function accountSaved(page: Page): Promise<unknown> {
  const path = callPath(API.user, 'save');
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST' && response.ok(),
    { timeout: 15_000 },
  );
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
  const context = await stack.newContext();
  const page = await newPage(stack, context, width);
  return { context, page };
}

export async function newPage(
  stack: Stack,
  context: BrowserContext,
  width: number,
  options?: CreatePageOptions,
): Promise<Page> {
  const page = await stack.newPage(context, options);
  await page.setViewport({ width, height: 900 });
  return page;
}

/** Clicks what shows this text in the scope, once it is there. */
export async function clickText(page: Page, scope: string, text: string): Promise<void> {
  const element = await page.waitForSelector(`${scope} ::-p-text(${text})`, { visible: true, timeout: 15_000 });
  await element!.click();
}

/**
 * Ticks the checkbox labelled `text` inside `scope` and waits until it is ticked. A dialog that is still
 * opening (slower on a busy machine) can move its label under the click: the click is tried again.
 */
export async function checkText(page: Page, scope: string, text: string): Promise<void> {
  const ticked = () =>
    page.evaluate(
      (s, t) =>
        [...document.querySelectorAll<HTMLInputElement>(`${s} input[type="checkbox"]`)].some(
          (input) => input.checked && [...(input.labels ?? [])].some((l) => l.textContent?.includes(t)),
        ),
      scope,
      text,
    );
  for (let attempt = 0; attempt < 3 && !(await ticked()); attempt++) {
    await clickText(page, scope, text);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(await ticked(), `${text} is ticked`).toBe(true);
}

/** The listing cards of a results page, as a visitor reads them. */
export function resultCards(page: Page) {
  return page.$$eval('main article[data-listing-id]', (articles) =>
    articles.map((a) => ({
      id: a.getAttribute('data-listing-id') ?? '',
      beds: Number(a.getAttribute('data-beds') || 0),
      price: Number(a.querySelector('.listing-price')?.getAttribute('data-price') ?? 0),
      priceText: a.querySelector('.listing-price')?.textContent ?? '',
      type: a.querySelector('.listing-type')?.textContent ?? '',
    })),
  );
}

/** Waits for a results page to show its cards for the current search. */
export async function waitForResults(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForSelector('html[data-ready="true"]', { timeout });
  // The list is aria-busy while a new search loads and until its cards are shown (they may show the last
  // search's results meanwhile).
  await page.waitForFunction(
    () =>
      document.querySelectorAll('main article[data-listing-id]').length > 0 &&
      !document.querySelector('main ul[aria-busy="true"]'),
    { timeout },
  );
}
