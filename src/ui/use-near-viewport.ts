import { useEffect, useState, type RefObject } from 'react';

/** Far enough ahead that a section's data has arrived by the time a normal scroll reaches it. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** Whether this browser can tell when an element nears the viewport (jsdom and very old browsers cannot). */
export function canObserveViewport(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on (it never turns
 * back to false, so what it started keeps going). True at once where IntersectionObserver is missing,
 * so content still loads there (and in jsdom tests).
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => !canObserveViewport());
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
