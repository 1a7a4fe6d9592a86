import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useRoute } from '@/routing/route-context';
import { useFlag } from '@/features/flags/flags-api';
import type { InterstitialDialogProps } from './InterstitialDialog';
import { sessionStore } from '@/api/browser-storage';

/** Page views of this tab's session, and whether it has had its interstitial. */
export const PAGE_VIEWS_KEY = 'foyer.pageViews';
export const INTERSTITIAL_SHOWN_KEY = 'foyer.interstitialShown';
/** The interstitial comes with the visitor's second page view, never the first. */
export const INTERSTITIAL_AFTER_VIEWS = 2;

const Nothing: ComponentType<InterstitialDialogProps> = () => null;
// The dialog and its copy are a chunk of their own: most visitors never see it (the flag is off by default).
const InterstitialDialog = lazy(() =>
  import('./InterstitialDialog').then(
    (module) => ({ default: module.InterstitialDialog as ComponentType<InterstitialDialogProps> }),
    () => ({ default: Nothing }),
  ),
);

// The session's page views live in session storage; where it is unavailable, for as long as the page.
const memory = { views: 0, shown: false };
const listeners = new Set<() => void>();

function subscribeViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readViews(): number {
  try {
    const storage = sessionStore();
    if (storage) return Number.parseInt(storage.getItem(PAGE_VIEWS_KEY) ?? '', 10) || 0;
  } catch {
    // The page's own count below.
  }
  return memory.views;
}

function recordPageView() {
  const views = readViews() + 1;
  memory.views = views;
  try {
    sessionStore()?.setItem(PAGE_VIEWS_KEY, String(views));
  } catch {
    // Counted in memory only.
  }
  listeners.forEach((listener) => listener());
}

function wasShown(): boolean {
  try {
    const storage = sessionStore();
    if (storage) return storage.getItem(INTERSTITIAL_SHOWN_KEY) === 'true';
  } catch {
    // The page's own mark below.
  }
  return memory.shown;
}

function markShown() {
  memory.shown = true;
  try {
    sessionStore()?.setItem(INTERSTITIAL_SHOWN_KEY, 'true');
  } catch {
    // Marked in memory only.
  }
}

/**
 * The house interstitial, behind the `interstitialAdFeature` flag (off by default): once per browser session,
 * a dismissable modal with the visitor's second page view. Page views are counted whatever the flag says, so
 * a flag that turns on later still waits for the second page.
 */
export function Interstitial() {
  const enabled = useFlag('interstitialAdFeature');
  const { pathname, locale } = useRoute();
  const views = useSyncExternalStore(subscribeViews, readViews, readViews);
  // Read once: a session that has had its interstitial (before a reload too) never gets another.
  const [shownBefore] = useState(wasShown);
  const [dismissed, setDismissed] = useState(false);
  const open = enabled && views >= INTERSTITIAL_AFTER_VIEWS && !shownBefore && !dismissed;
  // The path last counted: StrictMode's second run of the effect, or a new query on the same page, is no new view.
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    recordPageView();
  }, [pathname]);

  useEffect(() => {
    if (open) markShown();
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InterstitialDialog locale={locale} onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
