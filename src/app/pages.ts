import type { PageName } from '@/routing/route-table';

/** The page chunks, one per kind of page; main.tsx starts the first page's download at boot. */
export const PAGE_CHUNKS = {
  home: () => import('@/features/site-category/HomePage'),
  listings: () => import('@/features/listings/ResultsPage'),
  legal: () => import('@/features/legal/LegalPage'),
  comingSoon: () => import('@/features/errors/ComingSoonPage'),
  notFound: () => import('@/features/errors/NotFoundPage'),
  serverError: () => import('@/features/errors/ServerErrorPage'),
};

const CHUNK_OF: Partial<Record<PageName, keyof typeof PAGE_CHUNKS>> = {
  home: 'home',
  listings: 'listings',
  legal: 'legal',
  'not-found': 'notFound',
  'server-error': 'serverError',
};

/** Fetches the page's chunk alongside the locale's messages, instead of after the first render. */
export function preloadPage(page: PageName): void {
  void PAGE_CHUNKS[CHUNK_OF[page] ?? 'comingSoon']();
}
