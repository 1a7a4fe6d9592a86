import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type CreatePageOptions, type Page } from 'puppeteer-core';
import { CHROMIUM_MACHINE_FLAGS } from '../../prerender/browser';

/** The system Chromium (Debian's package); browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [...CHROMIUM_MACHINE_FLAGS, '--disable-quic'];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

// Asked of the browser once, not for every page a test opens.
const userAgents = new WeakMap<Browser, Promise<string>>();
function visitorUserAgent(browser: Browser): Promise<string> {
  let agent = userAgents.get(browser);
  if (!agent) {
    agent = browser.userAgent().then((ua) => ua.replace('HeadlessChrome', 'Chrome'));
    userAgents.set(browser, agent);
  }
  return agent;
}

/**
 * A page that browses like a person. Headless Chromium says "HeadlessChrome" in its user agent, which
 * the crawler list (rightly) matches, and nginx would send it to the prerender service.
 */
export async function newVisitorPage(where: Browser | BrowserContext, options?: CreatePageOptions): Promise<Page> {
  const page = await where.newPage(options);
  await page.setUserAgent(await visitorUserAgent(page.browser()));
  return page;
}
