import { createElement, lazy, useState, type ComponentType } from 'react';
import type { PageName } from '@/routing/route-table';

/** A page component loaded on demand, which renders at once when its chunk is already here. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, but a page whose chunk was preloaded (main.tsx waits for the first page's chunk
 * alongside the messages) renders without suspending. A suspension on the first render would commit the
 * fallback and then hold the page back for React's fallback throttle (300 ms), delaying the page's data
 * requests and its largest paint by as much.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

// Every page is its own chunk: the home page never downloads what only other pages need.
export const PAGES = {
  home: lazyPage(() => import('@/features/site-category/HomePage').then((m) => m.HomePage)),
  listings: lazyPage(() => import('@/features/listings/ResultsPage').then((m) => m.ResultsPage)),
  legal: lazyPage(() => import('@/features/legal/LegalPage').then((m) => m.LegalPage)),
  comingSoon: lazyPage(() => import('@/features/errors/ComingSoonPage').then((m) => m.ComingSoonPage)),
  notFound: lazyPage(() => import('@/features/errors/NotFoundPage').then((m) => m.NotFoundPage)),
  serverError: lazyPage(() => import('@/features/errors/ServerErrorPage').then((m) => m.ServerErrorPage)),
};

const CHUNK_OF: Partial<Record<PageName, keyof typeof PAGES>> = {
  home: 'home',
  listings: 'listings',
  legal: 'legal',
  'not-found': 'notFound',
  'server-error': 'serverError',
};

/**
 * Loads the first page's chunk alongside the locale's messages, before the first render. Never
 * rejects: a chunk that fails to load here is tried again by the page itself, under its error boundary.
 */
export function preloadPage(page: PageName): Promise<void> {
  return PAGES[CHUNK_OF[page] ?? 'comingSoon'].preload().then(
    () => undefined,
    () => undefined,
  );
}
