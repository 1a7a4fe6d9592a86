import './setup-unit';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { backoffDelay, retryTiming } from '@/api/base-api';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { mediaQueryList } from './media';
import { stopTrackedStores } from './stores';

// Pages and messages are lazy chunks: the first one a worker meets is transformed on demand, which takes
// seconds while lint, the type check and the browser tests share the machine (npm test runs them side by side).
configure({ asyncUtilTimeout: 15_000 });

// Browser APIs jsdom lacks, so components run as they would in a browser.
if (typeof window !== 'undefined' && !('matchMedia' in window && typeof window.matchMedia === 'function')) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query),
  });
}
// jsdom has no CSS.escape, which user-event uses to find the other radios of a group.
if (typeof window !== 'undefined' && typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`) },
  });
}
if (typeof window !== 'undefined' && typeof window.scrollTo !== 'function') {
  window.scrollTo = () => undefined;
}

// A failed read is tried again after 1 s, 2 s, 4 s… in the product; in tests the same sequence runs in milliseconds
// (base-api.test.ts checks the real delays), so a test of an error state does not wait seconds for it.
retryTiming.wait = (attempt) => Math.min(backoffDelay(attempt), 20);

// The demo API answers every request; one it does not know fails the test.
// The files of a project share a worker, its modules, its dataset (built once) and its window (isolate: false):
// each file starts on a fresh page, as it would in a worker of its own. What the first file found on the
// global object is kept; what later files added (analytics queues, ad libraries…) goes.
const startingGlobals: Set<string> = ((globalThis as { foyerStartingGlobals?: Set<string> }).foyerStartingGlobals ??=
  new Set(Object.keys(globalThis)));
beforeAll(() => {
  for (const key of Object.keys(globalThis)) {
    if (!startingGlobals.has(key)) delete (globalThis as Record<string, unknown>)[key];
  }
  if (typeof document !== 'undefined') {
    for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
    // The page's head (title, meta, links) goes; the style sheets styled-components keeps writing to stay.
    for (const node of [...document.head.childNodes]) if (!(node instanceof HTMLStyleElement)) node.remove();
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  }
  // A fresh demo: no account but the demo one, no session, lead or message left by another file.
  defaultDb.resetState();
  server.listen({ onUnhandledRequest: 'error' });
});
// Storage and cookies again at the start of a test: a request still under way when the last one ended may
// have written them since.
beforeEach(() => {
  if (typeof document !== 'undefined') clearBrowserState();
});
afterEach(() => {
  server.resetHandlers();
  if (typeof document !== 'undefined') cleanup();
  stopTrackedStores();
  if (typeof document !== 'undefined') clearBrowserState();
});

function clearBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  // Cookies (the session's dca_at, dca_remember…) must not leak from one test into the next.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
afterAll(() => server.close());
