// One render: load a page of our own origin in a fresh context, wait for the app's ready signal, and turn the DOM
// into HTML that is complete without JavaScript.
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { RENDERER_USER_AGENT } from './browser';

export interface RenderedPage {
  status: number;
  /** For 3xx: where the page moved (a path on our origin, or an absolute URL elsewhere). */
  location?: string;
  html: string;
}

export interface RenderOptions {
  origin: string;
  allowedOrigins: readonly string[];
  viewport: { width: number; height: number };
}

export interface RenderCaches {
  assets: AssetCache;
  hints: PreloadHints;
  /** What kind of page this is (its hints are shared with pages of the same kind). */
  kind: string;
}

/** What a crawler's snapshot never needs: pictures, fonts, media, beacons, sockets, prefetches. */
const BLOCKED_TYPES = new Set([
  'image',
  'media',
  'font',
  'texttrack',
  'eventsource',
  'websocket',
  'manifest',
  'ping',
  'prefetch',
  'signedexchange',
  'cspviolationreport',
  'other',
]);

interface Asset {
  body: Buffer;
  contentType: string;
}

/**
 * The build's hashed files (`/assets/…`, immutable), kept in memory after their first fetch and answered from there:
 * a fresh context has an empty HTTP cache, and this saves every render the trip for the same scripts.
 */
export class AssetCache {
  private readonly assets = new Map<string, Asset>();
  private bytes = 0;

  constructor(
    private readonly origin: string,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(url: string): Asset | undefined {
    return this.assets.get(url);
  }

  get size(): number {
    return this.assets.size;
  }

  remember(response: HTTPResponse) {
    const url = response.url();
    if (this.assets.has(url) || response.status() !== 200 || response.fromCache()) return;
    if (!url.startsWith(`${this.origin}/assets/`) || url.includes('?')) return;
    const contentType = response.headers()['content-type'] ?? 'application/octet-stream';
    response
      .buffer()
      .then((body) => {
        if (this.assets.has(url) || this.bytes + body.length > this.maxBytes) return;
        this.assets.set(url, { body, contentType });
        this.bytes += body.length;
      })
      .catch(() => {
        // The context closed first; the next render fetches it.
      });
  }
}

/**
 * The scripts each kind of page loaded before it was ready, learnt from its first render. Later renders of that kind
 * get them as `<link rel="modulepreload">` in the shell, so the browser fetches (from memory) and compiles the page's
 * chunks, its messages and the request layer at once instead of discovering them one import after another.
 */
export class PreloadHints {
  private readonly hints = new Map<string, string[]>();

  get(kind: string): readonly string[] {
    return this.hints.get(kind) ?? [];
  }

  learn(kind: string, scripts: readonly string[]) {
    if (scripts.length > 0) this.hints.set(kind, [...new Set(scripts)].slice(0, 60));
  }

  clear() {
    this.hints.clear();
  }
}

/** The shell with the hints before `</head>`. */
function withPreloads(html: string, scripts: readonly string[]): string {
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : html;
}

function relativeTo(origin: string, href: string): string {
  try {
    const url = new URL(href);
    return url.origin === origin ? url.pathname + url.search : url.href;
  } catch {
    return href;
  }
}

/**
 * Runs in the page: styles into the HTML, scripts out, and what the app said about status and headers. A string, not a
 * function: the TypeScript loader would wrap a function's inner names in a helper the page does not have.
 */
const SNAPSHOT_SCRIPT = `(() => {
  // styled-components (production) inserts rules through the CSSOM, leaving its <style> tags empty: write them out.
  for (const style of document.querySelectorAll('style')) {
    const sheet = style.sheet;
    if (!sheet) continue;
    let text = '';
    try {
      for (const rule of sheet.cssRules) text += rule.cssText;
    } catch {
      continue;
    }
    if (text.length > (style.textContent || '').length) style.textContent = text;
  }
  // Nothing that would start the app again in the crawler (structured data stays).
  for (const element of document.querySelectorAll(
    'script:not([type="application/ld+json"]), link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]',
  )) {
    const before = element.previousSibling;
    if (before && before.nodeType === Node.TEXT_NODE && !before.textContent.trim()) before.remove();
    element.remove();
  }
  const contents = (name) => Array.from(document.querySelectorAll('meta[name="' + name + '"]'), (tag) => tag.content);
  const doctype = document.doctype ? '<!DOCTYPE ' + document.doctype.name + '>' : '<!DOCTYPE html>';
  return {
    html: doctype + '\\n' + document.documentElement.outerHTML,
    status: contents('prerender-status-code')[0],
    headers: contents('prerender-header'),
    path: location.pathname,
    href: location.href,
  };
})()`;

interface PageSnapshot {
  html: string;
  status: string | undefined;
  headers: string[];
  path: string;
  href: string;
}

/** A new page's settings, made before it is needed: our user agent, the viewport, requests through `renderPage`. */
export async function setUpPage(page: Page, viewport: RenderOptions['viewport']): Promise<void> {
  await Promise.all([
    page.setUserAgent(RENDERER_USER_AGENT),
    page.setViewport(viewport),
    page.setBypassServiceWorker(true),
    page.setRequestInterception(true),
    // No animations or transitions to run (the app honours the preference): less work for the same snapshot.
    page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]),
  ]);
}

/** Renders `url` in `page` (fresh, set up by `setUpPage`). */
export async function renderPage(
  page: Page,
  url: URL,
  options: RenderOptions,
  { assets, hints, kind }: RenderCaches,
  trace?: (step: string) => void,
): Promise<RenderedPage> {
  const allowed = new Set([options.origin, ...options.allowedOrigins]);
  let redirect: { status: number; location: string } | undefined;
  const preloads = hints.get(kind);
  const scripts: string[] = [];

  /** The shell fetched here rather than by the browser, to add the page kind's preloads. */
  const shellWithPreloads = async (request: HTTPRequest) => {
    const answer = await fetch(request.url(), {
      headers: { 'User-Agent': RENDERER_USER_AGENT, Accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    });
    const location = answer.headers.get('location');
    if (answer.status >= 300 && answer.status < 400 && location) {
      redirect = { status: answer.status, location: relativeTo(options.origin, new URL(location, request.url()).href) };
      await request.abort('blockedbyclient');
      return;
    }
    const type = answer.headers.get('content-type') ?? 'text/html';
    const body = await answer.text();
    await request.respond({
      status: answer.status,
      contentType: type,
      body: type.includes('html') ? withPreloads(body, preloads) : body,
    });
  };

  const onRequest = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    let target: URL;
    try {
      target = new URL(request.url());
    } catch {
      void request.abort('blockedbyclient');
      return;
    }
    if (target.protocol === 'data:' || target.protocol === 'blob:') {
      void request.continue();
      return;
    }
    // A redirect of the page itself is answered as a redirect, never followed (certainly not off-site).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.redirectChain().length > 0) {
      const moved = request.redirectChain().at(-1)?.response();
      redirect = { status: moved?.status() ?? 302, location: relativeTo(options.origin, request.url()) };
      void request.abort('blockedbyclient');
      return;
    }
    if (!allowed.has(target.origin) || BLOCKED_TYPES.has(request.resourceType())) {
      void request.abort('blockedbyclient');
      return;
    }
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && preloads.length > 0) {
      shellWithPreloads(request).catch(() => request.abort('failed').catch(() => {}));
      return;
    }
    if (request.resourceType() === 'script' && target.origin === options.origin) scripts.push(target.pathname);
    const asset = assets.get(request.url());
    if (asset) {
      void request.respond({ status: 200, contentType: asset.contentType, body: asset.body });
      return;
    }
    void request.continue();
  };

  page.on('request', onRequest);
  page.on('response', (response) => assets.remember(response));

  let response: HTTPResponse | null;
  try {
    response = await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: 0 });
    trace?.('loaded');
  } catch (error) {
    if (redirect) return { ...redirect, html: '' };
    throw error;
  }
  if (redirect) return { ...redirect, html: '' };
  if (response && response.status() >= 300 && response.status() < 400) {
    return {
      status: response.status(),
      location: relativeTo(options.origin, response.headers().location ?? '/'),
      html: '',
    };
  }

  await page.waitForFunction(() => document.documentElement.getAttribute('data-ready') === 'true', {
    polling: 'mutation',
    timeout: 0,
  });
  trace?.('ready');
  hints.learn(kind, scripts);
  const snapshot = (await page.evaluate(SNAPSHOT_SCRIPT)) as PageSnapshot;
  trace?.('snapshot');

  // The app moved to another page (a redirect of its own, or sign-in for a private page): say so.
  if (snapshot.path !== url.pathname) {
    return { status: 302, location: relativeTo(options.origin, snapshot.href), html: '' };
  }
  const location = snapshot.headers
    .map((header) => /^location:\s*(.+)$/i.exec(header)?.[1])
    .find((value) => value !== undefined);
  const declared = Number(snapshot.status);
  const status =
    Number.isInteger(declared) && declared >= 200 && declared <= 599 ? declared : (response?.status() ?? 200);
  if (status >= 300 && status < 400 && location)
    return { status, location: relativeTo(options.origin, location), html: '' };
  return { status: status >= 300 && status < 400 ? 200 : status, html: snapshot.html };
}
