import { useEffect, useState, type ComponentType } from 'react';
import { useConsentBannerVisible, useConsentSettingsOpen } from './consent-api';

/**
 * The banner's chunk, imported before it mounts rather than through `lazy`: nothing suspends, so a banner
 * arriving at idle time never holds back a navigation the visitor started meanwhile (a transition that
 * would wait for the chunk).
 */
function useConsentPanel(wanted: boolean): ComponentType | null {
  const [panel, setPanel] = useState<{ Panel: ComponentType } | null>(null);
  useEffect(() => {
    if (!wanted || panel) return;
    let live = true;
    import('./ConsentPanel').then(
      (m) => live && setPanel({ Panel: m.ConsentPanel }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, panel]);
  return panel?.Panel ?? null;
}

/** True once the first page is complete (the `foyer:ready` signal) and the browser is idle. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const settle = () => {
      const done = () => setSettled(true);
      if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 2000 });
      else setTimeout(done, 1);
    };
    if (document.documentElement.dataset.ready === 'true') settle();
    else window.addEventListener('foyer:ready', settle, { once: true });
    return () => window.removeEventListener('foyer:ready', settle);
  }, []);
  return settled;
}

/**
 * The consent banner's mount point, for the end of the app shell. It renders nothing until the page is
 * ready and idle (never delaying the first paint), and only then, if the visitor has not chosen yet or
 * reopened it from the footer, loads the banner's own chunk.
 */
export function ConsentBanner() {
  const visible = useConsentBannerVisible();
  const reopened = useConsentSettingsOpen();
  const settled = usePageSettled();
  const wanted = visible && (settled || reopened);
  const Panel = useConsentPanel(wanted);
  // The component is the imported module's own, held in state: the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return wanted && Panel ? <Panel /> : null;
}
