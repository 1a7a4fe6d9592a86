import { createContext, use } from 'react';
import type { ResolvedRoute } from './resolve';

export const RouteContext = createContext<ResolvedRoute | null>(null);

/** The resolved public route: locale, site category, page and params. */
export function useRoute(): ResolvedRoute {
  const route = use(RouteContext);
  if (!route) throw new Error('useRoute must be used inside the App shell');
  return route;
}
