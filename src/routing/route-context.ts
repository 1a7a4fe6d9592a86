import { createContext, use } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { ResolvedRoute } from './resolve';

/**
 * The resolved public route plus the public location and a navigate function. Pages render inside
 * `<Routes location={internal}>`, where React Router's own hooks see the internal location: links and
 * navigation from a page must go through these instead, so they speak in public URLs.
 */
export interface RouteState extends ResolvedRoute {
  pathname: string;
  search: string;
  navigate: NavigateFunction;
}

export const RouteContext = createContext<RouteState | null>(null);

/** The resolved public route: locale, site category, page, params, public location, navigate. */
export function useRoute(): RouteState {
  const route = use(RouteContext);
  if (!route) throw new Error('useRoute must be used inside the App shell');
  return route;
}

/**
 * Set while the build renders a first-paint page (src/app/static-page.tsx), null in the browser. `shared`: the page
 * stands for every URL of its kind (src/routing/static-pages.ts), so what depends on the URL itself (the language
 * switch's target) is left out until the app takes the page over.
 */
export const FirstPaintContext = createContext<{ shared: boolean } | null>(null);
