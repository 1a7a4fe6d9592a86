import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/pages';
import { makeStore } from './app/store';
import { applyColourMode, ensureThemeStylesheet, THEME_BY_CATEGORY } from './app/theme-root';
import { readStoredPreferences } from './features/preferences/preferences-slice';
import { loadMessages } from './i18n/locale';
import { http } from './api/request';
import { resolveRoute } from './routing/resolve';
import './ui/fonts.css';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function boot() {
  // Static conditions, so production builds without the worker leave MSW out of the bundle entirely.
  if (import.meta.env.DEV || import.meta.env.VITE_DEMO_WORKER === 'true') {
    const { startWorker } = await import('./mocks/browser');
    await startWorker();
  }
  const route = resolveRoute(window.location.pathname, window.location.search);
  preloadPage(route.page);
  // Pages other than the home pages fetch data at once: their HTTP client loads in parallel with them.
  if (route.page !== 'home') void http();
  const preferences = readStoredPreferences(storage());
  document.documentElement.lang = route.locale === 'fr' ? 'fr-CA' : 'en-CA';
  applyColourMode(preferences.colourMode);
  // The first locale's messages and the theme's stylesheet load in parallel, before the first paint.
  await Promise.all([loadMessages(route.locale), ensureThemeStylesheet(THEME_BY_CATEGORY[route.category])]);

  const store = makeStore({ preferences });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  // Warm the HTTP client once the first page is complete, so the first data call does not wait for it.
  window.addEventListener(
    'foyer:ready',
    () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => void http());
      else setTimeout(() => void http(), 1);
    },
    { once: true },
  );
}

void boot();
