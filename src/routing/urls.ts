import type { Locale } from '@/config/env';
import type { LegalPage, SiteCategory } from './route-table';

// Every link is built here from the same vocabulary as the route table; components never concatenate URLs.

function withLocale(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}

function withCategory(category: SiteCategory, path: string): string {
  if (category === 'residential') return path;
  return path === '/' ? `/${category}` : `/${category}${path}`;
}

function queryString(query: Record<string, string> | undefined): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

export const urls = {
  home: (locale: Locale, category: SiteCategory = 'residential') => withLocale(locale, withCategory(category, '/')),
  legal: (locale: Locale, page: LegalPage) => withLocale(locale, `/${page}`),
  findRealEstate: (locale: Locale, category: SiteCategory = 'residential', query?: Record<string, string>) =>
    withLocale(locale, withCategory(category, '/find-real-estate')) + queryString(query),
  province: (locale: Locale, province: string, category: SiteCategory = 'residential') =>
    withLocale(locale, withCategory(category, `/${province.toLowerCase()}`)),
  city: (locale: Locale, province: string, citySlug: string, category: SiteCategory = 'residential') =>
    withLocale(locale, withCategory(category, `/${province.toLowerCase()}/${citySlug}-real-estate`)),
  agents: (locale: Locale) => withLocale(locale, '/agents'),
  homeEstimates: (locale: Locale) => withLocale(locale, '/home-estimates-canada'),
};

/** The same public page in the other language: only the locale prefix changes. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const rest = pathname.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
  return withLocale(target, rest) + search;
}
