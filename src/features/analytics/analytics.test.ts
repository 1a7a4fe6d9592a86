// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from '@/features/consent/consent-api';
import { resolveRoute } from '@/routing/resolve';
import { analyticsPath, setAnalyticsSink, trackEvent, trackPageView, type AnalyticsPayload } from './analytics-api';

const TOKEN = '0123456789abcdef0123456789abcdef';

function forgetConsent() {
  localStorage.clear();
  // What another tab's `localStorage.clear()` announces: the store reads storage again.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

let sent: AnalyticsPayload[];

beforeEach(() => {
  forgetConsent();
  sent = [];
  setAnalyticsSink((payload) => sent.push(payload));
});

afterEach(() => {
  setAnalyticsSink(null);
  delete (window as { dataLayer?: unknown }).dataLayer;
});

function pageViewOf(url: string) {
  const [path = '', search = ''] = url.split(/(?=\?)/);
  const route = resolveRoute(path, search);
  trackPageView({ path: url, pageType: route.pageType, locale: route.locale, category: route.category });
}

function everything() {
  pageViewOf('/on/toronto-real-estate');
  trackEvent({ type: 'nav_click', menu: 'buy', item: 'upgrade', category: 'residential' });
  trackEvent({ type: 'language_select', from: 'en', to: 'fr' });
  trackEvent({ type: 'search', kind: 'text', category: 'residential' });
}

describe('analytics consent gate', () => {
  it('sends nothing before the visitor decides, and does not replay it after they accept', () => {
    everything();
    expect(sent).toEqual([]);
    setAnalyticsConsent(true);
    expect(sent).toEqual([]);
    trackEvent({ type: 'language_select', from: 'fr', to: 'en' });
    expect(sent).toEqual([{ event: 'language_select', from: 'fr', to: 'en' }]);
  });

  it('sends nothing after a refusal', () => {
    setAnalyticsConsent(false);
    everything();
    expect(sent).toEqual([]);
  });

  it('stops at once when consent is withdrawn', () => {
    setAnalyticsConsent(true);
    trackEvent({ type: 'search', kind: 'suggestion', category: 'luxury', resultType: 'city' });
    setAnalyticsConsent(false);
    trackEvent({ type: 'search', kind: 'suggestion', category: 'luxury', resultType: 'city' });
    expect(sent).toEqual([{ event: 'search', kind: 'suggestion', category: 'luxury', resultType: 'city' }]);
  });

  it('sends nothing under Global Privacy Control until the visitor accepts', () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    try {
      forgetConsent();
      everything();
      expect(sent).toEqual([]);
      setAnalyticsConsent(true);
      trackEvent({ type: 'language_select', from: 'en', to: 'fr' });
      expect(sent).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('follows a choice made in another tab', () => {
    setAnalyticsConsent(true);
    localStorage.setItem('foyer.consent', JSON.stringify({ v: 1, analytics: false, at: new Date().toISOString() }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'foyer.consent' }));
    everything();
    expect(sent).toEqual([]);
  });
});

describe('analytics payloads', () => {
  beforeEach(() => setAnalyticsConsent(true));

  it('page views carry the spec §2.4 page type, locale and category', () => {
    pageViewOf('/');
    pageViewOf('/fr/luxury');
    pageViewOf('/qc/montreal-real-estate/1234-rue-saint-denis-wp_id42-lst');
    pageViewOf('/on/jane-smith-12-ag');
    pageViewOf('/privacy-notice');
    expect(sent).toEqual([
      { event: 'page_view', path: '/', pageType: 'homepage', locale: 'en', category: 'residential' },
      { event: 'page_view', path: '/fr/luxury', pageType: 'listing', locale: 'fr', category: 'luxury' },
      {
        event: 'page_view',
        // The street address leaves the listing's id.
        path: '/qc/montreal-real-estate/wp_id42-lst',
        pageType: 'listing-details',
        locale: 'en',
        category: 'residential',
      },
      {
        event: 'page_view',
        path: '/on/jane-smith-12-ag',
        pageType: 'agent-profile',
        locale: 'en',
        category: 'residential',
      },
      { event: 'page_view', path: '/privacy-notice', pageType: 'resource', locale: 'en', category: 'residential' },
    ]);
  });

  it('never pass on a query string, a hash, a reset token or an e-mail', () => {
    pageViewOf(`/fr/reset-password/${TOKEN}?email=louise%40example.ca#top`);
    pageViewOf('/unsubscribe?email=louise@example.ca&token=abc123');
    pageViewOf('/find-real-estate?text=12+rue+Principale&siteCategory=luxury');
    trackPageView({ path: '/profile/louise@example.ca', pageType: 'resource', locale: 'en', category: 'residential' });
    expect(sent.map((p) => p.path)).toEqual([
      '/fr/reset-password/:token',
      '/unsubscribe',
      '/find-real-estate',
      '/profile/:email',
    ]);
    expect(sent[0]).toMatchObject({ locale: 'fr', pageType: 'resource' });
    const text = JSON.stringify(sent);
    for (const secret of [TOKEN, 'louise', 'example.ca', 'abc123', 'Principale', '?', '#']) {
      expect(text).not.toContain(secret);
    }
  });

  it('turns anything that is not an id into "other", whatever the caller passes', () => {
    const untyped = (event: unknown) => trackEvent(event as Parameters<typeof trackEvent>[0]);
    untyped({ type: 'nav_click', menu: 'buy', item: 'louise@example.ca', category: 'residential', email: 'x@y.ca' });
    untyped({ type: 'search', kind: 'text', category: 'residential', resultType: '12 rue Principale', query: 'Laval' });
    untyped({ type: 'nav_click', menu: 'account', item: '5145550123', category: 'commercial' });
    untyped({ type: 'contact', email: 'louise@example.ca' });
    untyped({ type: '__proto__', email: 'louise@example.ca' });
    expect(sent).toEqual([
      { event: 'nav_click', menu: 'buy', item: 'other', category: 'residential' },
      { event: 'search', kind: 'text', category: 'residential', resultType: 'other' },
      { event: 'nav_click', menu: 'account', item: 'other', category: 'commercial' },
    ]);
  });

  it('keeps the preset ids of the header menus', () => {
    trackEvent({ type: 'nav_click', menu: 'sell', item: 'first-home', category: 'residential' });
    trackEvent({ type: 'search', kind: 'suggested', category: 'commercial', resultType: 'condos-near-me' });
    expect(sent).toEqual([
      { event: 'nav_click', menu: 'sell', item: 'first-home', category: 'residential' },
      { event: 'search', kind: 'suggested', category: 'commercial', resultType: 'condos-near-me' },
    ]);
  });

  it('a sink that throws never breaks the caller', () => {
    setAnalyticsSink(() => {
      throw new Error('tag library down');
    });
    expect(() => trackEvent({ type: 'language_select', from: 'en', to: 'fr' })).not.toThrow();
  });
});

describe('analyticsPath', () => {
  it('strips what could identify the visitor and keeps the page', () => {
    expect(analyticsPath('/estimate/12-rue-principale-gatineau-qc')).toBe('/estimate/:address');
    expect(analyticsPath('/listings/12-main-st-off_id7-prty#details')).toBe('/listings/off_id7-prty');
    expect(analyticsPath('/x/eyJhbGciOiJIUzI1NiJ9x1Y2')).toBe('/x/:token');
    expect(analyticsPath('/bc/vancouver-homes-for-rent')).toBe('/bc/vancouver-homes-for-rent');
    expect(analyticsPath('/fr/my-foyer')).toBe('/fr/my-foyer');
  });
});

describe('the default sink', () => {
  it('pushes `{ event, ...fields }` onto window.dataLayer, creating it when missing', () => {
    setAnalyticsSink(null);
    setAnalyticsConsent(true);
    trackEvent({ type: 'language_select', from: 'en', to: 'fr' });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'language_select', from: 'en', to: 'fr' },
    ]);
  });

  it('adds to an existing dataLayer (Google Tag Manager loaded first)', () => {
    setAnalyticsSink(null);
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    (window as { dataLayer?: unknown[] }).dataLayer = existing;
    setAnalyticsConsent(true);
    trackEvent({ type: 'nav_click', menu: 'logo', item: 'home', category: 'luxury' });
    expect(existing).toEqual([
      { 'gtm.start': 1 },
      { event: 'nav_click', menu: 'logo', item: 'home', category: 'luxury' },
    ]);
  });

  it('receives nothing without consent', () => {
    setAnalyticsSink(null);
    everything();
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });
});
