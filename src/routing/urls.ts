import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import type { DirectoryPage, LatestPage, LegalPage, PropertyTypeSlug, SiteCategory } from './route-table';

// Every link is built here from the same vocabulary as the route table; components never concatenate URLs.

type Query = Record<string, string>;

function withLocale(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}

/** A locale-free path in a category's site (an API's `detailUrl` on the luxury site is under `/luxury`). */
export function withCategory(category: SiteCategory, path: string): string {
  if (category === 'residential') return path;
  return path === '/' ? `/${category}` : `/${category}${path}`;
}

function queryString(query: Query | undefined): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

const lower = (value: string) => value.toLowerCase();

/** A public URL: locale prefix, optional category prefix, path, query. */
function build(locale: Locale, path: string, category: SiteCategory = 'residential', query?: Query): string {
  return withLocale(locale, withCategory(category, path)) + queryString(query);
}

export const urls = {
  home: (locale: Locale, category: SiteCategory = 'residential') => build(locale, '/', category),
  legal: (locale: Locale, page: LegalPage) => build(locale, `/${page}`),
  findRealEstate: (locale: Locale, category: SiteCategory = 'residential', query?: Query) =>
    build(locale, '/find-real-estate', category, query),
  province: (locale: Locale, province: string, category: SiteCategory = 'residential') =>
    build(locale, `/${lower(province)}`, category),
  city: (locale: Locale, province: string, citySlug: string, category: SiteCategory = 'residential') =>
    build(locale, `/${lower(province)}/${citySlug}-real-estate`, category),
  cityType: (locale: Locale, province: string, citySlug: string, type: PropertyTypeSlug, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${citySlug}-${type}-for-sale`, category),
  cityRentals: (locale: Locale, province: string, citySlug: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${citySlug}-homes-for-rent`, category),
  openHouses: (locale: Locale, province: string, citySlug: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${citySlug}-open-houses`, category),
  businessOpportunities: (locale: Locale, province: string, citySlug: string) =>
    build(locale, `/${lower(province)}/${citySlug}-business-opportunities`, 'commercial'),
  neighbourhood: (locale: Locale, province: string, placeSlug: string, placeKey: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${placeSlug}-${placeKey}-neighbourhood-real-estate`, category),
  listing: (locale: Locale, province: string, citySlug: string, listingId: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${citySlug}-real-estate/${listingId}`, category),
  printListing: (locale: Locale, listingId: string) => build(locale, `/print-listing/${listingId}`),
  neighbourhoodGuide: (locale: Locale, neighbourhoodId: string) => build(locale, `/neighbourhoods/${neighbourhoodId}`),
  agents: (locale: Locale, category?: SiteCategory) => build(locale, '/agents', category),
  cityAgents: (locale: Locale, province: string, citySlug: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${citySlug}-real-estate-agents`, category),
  agent: (locale: Locale, province: string, agentId: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${agentId}`, category),
  offices: (locale: Locale, category?: SiteCategory) => build(locale, '/offices', category),
  cityOffices: (locale: Locale, province: string, citySlug: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${citySlug}-real-estate-offices`, category),
  office: (locale: Locale, province: string, officeId: string, category?: SiteCategory) =>
    build(locale, `/${lower(province)}/${officeId}`, category),
  homeEstimates: (locale: Locale) => build(locale, '/home-estimates-canada'),
  homeEstimateDetail: (
    locale: Locale,
    province: string,
    citySlug: string,
    addressSlug: string,
    detailId: string,
    type: 'prty' | 'lst',
  ) => build(locale, `/${lower(province)}/${citySlug}-real-estate/${addressSlug}-${detailId}-${type}`),
  login: (locale: Locale, category?: SiteCategory, query?: Query) => build(locale, '/login', category, query),
  register: (locale: Locale, category?: SiteCategory) => build(locale, '/register', category),
  myAccount: (locale: Locale, category?: SiteCategory) => build(locale, `/my-${brand.shortName}`, category),
  profile: (locale: Locale, section: string, category?: SiteCategory) => build(locale, `/profile/${section}`, category),
  resetPassword: (locale: Locale, token: string) => build(locale, `/reset-password/${token}`),
  confirmEmail: (locale: Locale, token: string) => build(locale, `/confirm-email/${token}`),
  unsubscribe: (locale: Locale, query?: Query) => build(locale, '/unsubscribe', 'residential', query),
  directory: (locale: Locale, page: DirectoryPage) => build(locale, `/${page}`),
  latest: (locale: Locale, page: LatestPage) => build(locale, `/${page}`),
};

/** A locale-free public path (as the APIs give them, e.g. a suggestion's target) in the visitor's language. */
export function localisePath(path: string, locale: Locale): string {
  return withLocale(locale, path.startsWith('/') ? path : `/${path}`);
}

/** The same public page in the other language: only the locale prefix changes. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const rest = pathname.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
  return withLocale(target, rest) + search;
}
