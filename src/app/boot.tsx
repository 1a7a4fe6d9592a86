import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The app's start (src/main.tsx loads it once the page's HTML has been painted).
import { App } from './App';
import { AppProviders } from './providers';
import { pageMessageParts, preloadPage } from '@/pages/registry';
import { makeStore } from './store';
import { applyColourMode, ensureThemeStylesheet } from '@/pages/shared/theme-root';
import { THEME_OF_CATEGORY } from '@/domain/site';
import { readStoredPreferences } from '@/features/preferences/preferences-slice';
import { loadMessages } from '@/i18n/locale';
import { loadRequestLayer } from '@/api/base-api';
import { startFlags } from '@/features/flags/flags-api';
import { resolveRoute } from '@/routing/resolve';
import { localStore } from '@/api/browser-storage';
import { carryTypedText } from './take-over';
import { analyticsConsent } from '@/features/consent/consent-api';
import { preloadConsentPanel } from '@/features/consent/ConsentBanner';

async function boot() {
  const route = resolveRoute(window.location.pathname, window.location.search);
  const preferences = readStoredPreferences(localStore());
  document.documentElement.lang = route.locale === 'fr' ? 'fr-CA' : 'en-CA';
  applyColourMode(preferences.colourMode);
  const store = makeStore({ preferences });
  // A signed-out visitor on an account page is sent to sign in (App.tsx): that page is the one to load.
  const first = route.protected && store.getState().user.status !== 'signed-in' ? 'login' : route.page;
  const page = preloadPage(first);
  // A page of live data asks for it in its first render: the request layer loads alongside the page (the page's
  // first-paint file announces both, src/app/static-page.tsx).
  if (first !== 'home') void loadRequestLayer();
  // The first locale's messages, the theme's stylesheet and the page's chunk load in parallel, before the
  // first render, so that render completes the page instead of suspending on any of them.
  // Some pages also need a part of the messages beyond the core (src/i18n/message-parts.ts).
  await Promise.all([
    loadMessages(route.locale),
    ...pageMessageParts(first).map((name) => loadMessages(route.locale, name)),
    ensureThemeStylesheet(THEME_OF_CATEGORY[route.category]),
    page,
    // Not for automated browsers (the prerender service), which are never shown the banner on their own.
    ...(analyticsConsent() === 'unknown' && !navigator.webdriver ? [preloadConsentPanel()] : []),
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The build's first-paint page (src/app/static-page.tsx) stays on screen until this render commits, which
  // replaces it whole.
  carryTypedText(container);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking
  // input for the whole page's render (Total Blocking Time on a mid-range phone).
  startTransition(() => {
    root.render(
      <AppProviders store={store}>
        <App />
      </AppProviders>,
    );
  });
  // Once the first page is complete: warm the request layer, so the first data call does not wait for it,
  // and start the feature-flag client (spec §7.4), which nothing on the first screen needs.
  window.addEventListener(
    'foyer:ready',
    () => {
      const later = (task: () => void) =>
        'requestIdleCallback' in window ? window.requestIdleCallback(task) : setTimeout(task, 1);
      later(() => void loadRequestLayer());
      later(() => void startFlags());
    },
    { once: true },
  );
}

void boot();
