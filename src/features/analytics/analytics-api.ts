import { useEffect, useRef } from 'react';
import type { Locale } from '@/domain/constants';
import type { PageType, SiteCategory } from '@/domain/site';
import { analyticsConsent, useAnalyticsConsent } from '@/features/consent/consent-api';
import { useRoute } from '@/routing/route-context';

/**
 * Site analytics (spec §2.4 page types, §2.5 header events). Nothing leaves until the visitor accepts
 * analytics (Law 25 opt-in): earlier events are dropped, not queued, and a withdrawal stops them at once.
 * Payloads carry only enums and ids, rebuilt field by field, never free text, e-mails, names, addresses,
 * tokens or query strings. Kept tiny: every page's first bundle holds it.
 */

export type NavMenu =
  'buy' | 'sell' | 'news' | 'drawer' | 'logo' | 'account' | 'affiliate' | 'takeover' | 'suggested' | 'footer';

export type AnalyticsEvent =
  /** `item`: the link's preset or id, e.g. 'upgrade', 'first-home', 'agents' (never its text or URL). */
  | { type: 'nav_click'; menu: NavMenu; item: string; category: SiteCategory }
  | { type: 'language_select'; from: Locale; to: Locale }
  /** `resultType`: what a suggestion was, e.g. 'city', 'listing' (never what was typed). */
  | {
      type: 'search';
      kind: 'suggestion' | 'text' | 'suggested' | 'filter';
      category: SiteCategory;
      resultType?: string;
    };

export interface PageView {
  path: string;
  pageType: PageType;
  locale: Locale;
  category: SiteCategory;
}

export type AnalyticsPayload = Record<string, unknown>;
export type AnalyticsSink = (payload: AnalyticsPayload) => void;

/** Google Tag Manager's queue: `{ event, ...fields }` objects. */
const dataLayerSink: AnalyticsSink = (payload) => {
  const w = window as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push(payload);
};

let sink = dataLayerSink;

/** Where payloads go (tests, another tag library); the default pushes onto `window.dataLayer`. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? dataLayerSink;
}

/** An enum value or id: anything else (free text, an e-mail, a URL) becomes 'other'. */
const id = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9][\w.-]{0,47}$/i.test(value) && !/^\d{5,}$/.test(value) ? value : 'other';

/**
 * A path with nothing personal: no query or hash; a reset token as `:token`; the visitor's address in a
 * home estimate as `:address`; a listing id without its street address; anything like an e-mail or an
 * opaque secret replaced.
 */
export function analyticsPath(path: string): string {
  const parts = (path.split(/[?#]/, 1)[0] ?? '').split('/');
  return parts
    .map((s, i) =>
      s.includes('@') || s.includes('%40')
        ? ':email'
        : parts[i - 1] === 'estimate'
          ? ':address'
          : /^[0-9a-f]{16,}$/i.test(s) || (s.length > 19 && /\d/.test(s) && /[A-Z]/.test(s) && !s.includes('-'))
            ? ':token'
            : s.replace(/^.*?(?=(?:wp|off)_id)/, ''),
    )
    .join('/');
}

// The fields each event may carry: the sink-bound object is rebuilt from these alone.
const FIELDS: Record<string, readonly string[]> = {
  page_view: ['pageType', 'locale', 'category'],
  nav_click: ['menu', 'item', 'category'],
  language_select: ['from', 'to'],
  search: ['kind', 'category', 'resultType'],
};

function send(event: string, source: object, fields: AnalyticsPayload = {}) {
  if (analyticsConsent() !== 'granted' || !Object.hasOwn(FIELDS, event)) return;
  for (const key of FIELDS[event]!) {
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined) fields[key] = id(value);
  }
  try {
    sink({ event, ...fields });
  } catch {
    // A broken tag library never breaks the site.
  }
}

/** A page view with its spec §2.4 page type. */
export function trackPageView(view: PageView): void {
  send('page_view', view, { path: analyticsPath(view.path) });
}

/** A header, language or search event; see `AnalyticsEvent`. */
export function trackEvent(event: AnalyticsEvent): void {
  send(event.type, event);
}

/**
 * Sends a page view on each route change, and for the current page when the visitor accepts analytics.
 * Call once, in the app shell.
 */
export function usePageViewTracking(): void {
  const { pathname, pageType, locale, category } = useRoute();
  const consent = useAnalyticsConsent();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (consent !== 'granted') {
      last.current = null;
      return;
    }
    if (last.current === pathname) return;
    last.current = pathname;
    trackPageView({ path: pathname, pageType, locale, category });
  }, [consent, pathname, pageType, locale, category]);
}
