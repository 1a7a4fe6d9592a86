import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/ui/motion';
import { sectionFromHash, type SectionId } from './sections';
import { SUBNAV_HEIGHT_PX } from './SubNav';

/**
 * The jumps to the page's sections, from the sub-navigation, the aside's buttons or a shared link's anchor.
 * `forceAll`: every deferred section mounts now (from the start, when the address has an anchor), so the
 * ones above the target have their height. `loadSections` loads the deferred sections' code; it must be
 * stable (a module-level function), as the anchor's jump runs once.
 */
export function useSectionJump(loadSections: () => Promise<unknown>): {
  forceAll: boolean;
  goTo: (id: SectionId) => void;
} {
  const [forceAll, setForceAll] = useState(() => sectionFromHash(window.location.hash) !== null);

  const goTo = useCallback(
    (id: SectionId) => {
      setForceAll(true);
      scrollToSection(id, loadSections);
    },
    [loadSections],
  );

  // A shared link with an anchor (#details, #calculator…) scrolls there once the listing is shown (its
  // sections were mounted from the start: see `forceAll`).
  useEffect(() => {
    const target = sectionFromHash(window.location.hash);
    if (target) scrollToSection(target, loadSections);
  }, [loadSections]);

  return { forceAll, goTo };
}

/**
 * Scrolls to a section once every deferred section's code is here (so the ones above it have their
 * height), moves focus to its heading and puts its anchor in the address bar.
 */
function scrollToSection(id: SectionId, loadSections: () => Promise<unknown>) {
  void loadSections()
    .catch(() => undefined)
    .then(() => {
      requestAnimationFrame(() => {
        const target = document.getElementById(id);
        if (!target) return;
        const reduce = prefersReducedMotion();
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        keepInPlace(target);
        const heading = target.querySelector<HTMLElement>('h2');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        history.replaceState(history.state, '', `#${id}`);
      });
    });
}

/** The jump is kept in place until the page has been still this long… */
const QUIET_MS = 2000;
/** …and at most this long, however slowly the sections above get their data. */
const MAX_SETTLE_MS = 12_000;

/**
 * Sections above the target grow as their data arrives (places, rows of cards) and push it down. Until
 * the page has stopped moving (or the visitor scrolls, taps or types), the target is put back under the
 * bar. On a slow network the data may come seconds after the jump, so the watch lasts as long as things
 * keep moving, not a fixed time.
 */
function keepInPlace(target: HTMLElement) {
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    clearInterval(timer);
    for (const type of events) window.removeEventListener(type, stop, true);
  };
  const started = Date.now();
  let lastMove = started;
  let lastTop = target.getBoundingClientRect().top;
  let lastOffset = lastTop + window.scrollY;
  // Polled, not observed: a section above growing moves the target with no scroll event, and an
  // IntersectionObserver reports only threshold crossings, not a shift of a few pixels.
  const timer = window.setInterval(() => {
    const now = Date.now();
    const top = target.getBoundingClientRect().top;
    const offset = top + window.scrollY;
    // Moving on screen (the smooth scroll) or in the page (a section above grew): not settled yet.
    if (Math.abs(top - lastTop) >= 1 || Math.abs(offset - lastOffset) >= 1) lastMove = now;
    // At rest but not under the bar: put it back.
    else if (Math.abs(top - (SUBNAV_HEIGHT_PX + 8)) > 4) target.scrollIntoView({ behavior: 'auto', block: 'start' });
    lastTop = target.getBoundingClientRect().top;
    lastOffset = lastTop + window.scrollY;
    if (now - lastMove > QUIET_MS || now - started > MAX_SETTLE_MS) stop();
  }, 150);
  for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
}
