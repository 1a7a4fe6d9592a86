import { createElement, use, useEffect, useState, type ComponentType } from 'react';
import { FirstPaintContext } from '@/routing/route-context';
import { FIRST_PAINT_CONSENT } from './consent-storage';
import { useConsentBannerVisible } from './consent-api';

let loaded: ComponentType | null = null;

/**
 * Loads the banner's chunk; src/app/boot.tsx does, beside the page's, for a visitor who has not chosen yet, so
 * the banner comes with the app's first render instead of popping up later (on a page whose own content is
 * small, a late banner was the largest paint, seconds after the page).
 */
export function preloadConsentPanel(): Promise<void> {
  return import('./ConsentPanel').then(
    (m) => {
      loaded = m.ConsentPanel;
    },
    () => undefined,
  );
}

/**
 * The banner's chunk, imported before it mounts rather than through `lazy`: nothing suspends, so a banner whose
 * chunk was not preloaded never holds back a navigation the visitor started meanwhile (a transition that
 * would wait for the chunk).
 */
function useConsentPanel(wanted: boolean): ComponentType | null {
  const [panel, setPanel] = useState<{ Panel: ComponentType } | null>(() => (loaded ? { Panel: loaded } : null));
  useEffect(() => {
    if (!wanted || panel) return;
    let live = true;
    void preloadConsentPanel().then(() => {
      if (live && loaded) setPanel({ Panel: loaded });
    });
    return () => {
      live = false;
    };
  }, [wanted, panel]);
  return panel?.Panel ?? null;
}

/**
 * The consent banner's mount point, for the end of the app shell: if the visitor has not chosen yet, or
 * reopened it from the footer, the banner (its chunk loaded before the first render when needed).
 */
export function ConsentBanner() {
  const wanted = useConsentBannerVisible();
  const Panel = useConsentPanel(wanted);
  // In a first-paint page: the banner, hidden; src/main.tsx shows it to a visitor who has not chosen yet.
  if (use(FirstPaintContext) && loaded)
    return (
      <div hidden {...{ [FIRST_PAINT_CONSENT]: '' }}>
        {createElement(loaded)}
      </div>
    );
  // The component is the imported module's own, held in state: the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return wanted && Panel ? <Panel /> : null;
}
