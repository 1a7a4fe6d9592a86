// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from '@/features/consent/consent-api';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext, type RouteState } from '@/routing/route-context';
import { setAnalyticsSink, usePageViewTracking, type AnalyticsPayload } from './analytics-api';

const routeAt = (pathname: string, search = ''): RouteState => ({
  ...resolveRoute(pathname, search),
  pathname,
  search,
  navigate: vi.fn(),
});

function renderTracking(initial: string) {
  let route = routeAt(initial);
  const wrapper = ({ children }: { children: ReactNode }) => <RouteContext value={route}>{children}</RouteContext>;
  const view = renderHook(() => usePageViewTracking(), { wrapper });
  return {
    go(pathname: string, search = '') {
      route = routeAt(pathname, search);
      view.rerender();
    },
  };
}

let sent: AnalyticsPayload[];

beforeEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  sent = [];
  setAnalyticsSink((payload) => sent.push(payload));
});

afterEach(() => setAnalyticsSink(null));

describe('usePageViewTracking', () => {
  it('sends one page view per page once analytics is accepted, the current page included', () => {
    const app = renderTracking('/fr/qc/montreal-real-estate');
    expect(sent).toEqual([]);
    act(() => setAnalyticsConsent(true));
    expect(sent).toEqual([
      {
        event: 'page_view',
        path: '/fr/qc/montreal-real-estate',
        pageType: 'listing',
        locale: 'fr',
        category: 'residential',
      },
    ]);
    // A new search on the same page is not a new page.
    app.go('/fr/qc/montreal-real-estate', '?beds=3');
    app.go('/fr/commercial');
    expect(sent.map((p) => [p.path, p.pageType, p.category])).toEqual([
      ['/fr/qc/montreal-real-estate', 'listing', 'residential'],
      ['/fr/commercial', 'listing', 'commercial'],
    ]);
  });

  it('sends nothing while consent is unknown or refused, and stops on withdrawal', () => {
    const app = renderTracking('/');
    app.go('/privacy-notice');
    act(() => setAnalyticsConsent(false));
    app.go('/terms-of-use');
    expect(sent).toEqual([]);
    act(() => setAnalyticsConsent(true));
    act(() => setAnalyticsConsent(false));
    app.go('/accessibility-policy');
    expect(sent.map((p) => p.path)).toEqual(['/terms-of-use']);
  });
});
