import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { prefersReducedMotion } from './motion';

const messages = defineMessages<{ status: { page: number; pages: number } }>({
  status: { id: 'pagination.status', defaultMessage: 'Page {page, number} of {pages, number}' },
});

/** A click the router follows in this tab: the main button, no modifier (which opens a new tab or window). */
function followedHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export interface PageTurn<T extends HTMLElement> {
  /** The top of the list (its container or heading), given `tabIndex={-1}`: focus and the view move there. */
  targetRef: RefObject<T | null>;
  /** Pagination's `onFollow`: the visitor followed a page link. */
  onFollow: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** For a polite live region: "Page 2 of 14" once a page link brought that page, else empty. */
  announcement: string;
}

/**
 * A list shown a page at a time with its page links below it. When the visitor follows one of those links,
 * the new page starts at the top of the list: focus moves to `targetRef` (without a jump), the view scrolls
 * there (smoothly, unless the visitor asked for less motion), and `announcement` names the page. A page
 * reached otherwise (the first load, new filters back to page 1, back and forward) moves nothing.
 * `page` and `lastPage` are 0-based, as Pagination's.
 */
export function usePageTurn<T extends HTMLElement>(page: number, lastPage: number): PageTurn<T> {
  const intl = useIntl();
  const targetRef = useRef<T>(null);
  // The page whose link the visitor followed, until the list shows it.
  const [asked, setAsked] = useState<number | null>(null);
  // The page shown, and whether a page link brought it.
  const [shown, setShown] = useState({ page, turned: false });
  if (shown.page !== page) {
    setShown({ page, turned: asked === page });
    setAsked(null);
  }

  useEffect(() => {
    const target = targetRef.current;
    if (!shown.turned || !target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [shown]);

  const onFollow = useCallback((to: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (followedHere(event)) setAsked(to);
  }, []);

  const announcement = shown.turned
    ? intl.formatMessage(messages.status, { page: page + 1, pages: Math.max(lastPage, page) + 1 })
    : '';
  return { targetRef, onFollow, announcement };
}
