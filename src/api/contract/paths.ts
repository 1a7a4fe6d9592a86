import { backendPathPrefix, buildUrl, type Backend } from '../backends';

/**
 * Every call of spec §7 as (backend, resource): the endpoints build requests from these and the demo
 * API's handlers answer exactly these paths, so pointing the site at the real backends is configuration.
 */
export const API = {
  user: { backend: 'userProfile', resource: 'api/v2/user' },
  userAccounts: { backend: 'userProfile', resource: 'api/v1/user/accounts' },
  userRenew: { backend: 'login', resource: 'api/v1/user/renew' },
  userV1: { backend: 'login', resource: 'api/v1/user' },
  auth: { backend: 'auth', resource: '' },
  geocode: { backend: 'gateway', resource: 'api/v1/geo/geocode' },
  places: { backend: 'autocomplete', resource: 'api/v1/geo/places' },
  suggestions: { backend: 'autocomplete', resource: 'api/v1/autocomplete/suggestions' },
  listings: { backend: 'listings', resource: 'api/v1/listings' },
  properties: { backend: 'listings', resource: 'api/v1/properties' },
  enhancedContent: { backend: 'listings', resource: 'api/v1/enhancedcontent' },
  agent: { backend: 'agentsOffices', resource: 'api/v1/agent' },
  office: { backend: 'agentsOffices', resource: 'api/v1/office' },
  neighbourhoods: { backend: 'gateway', resource: 'api/v1/neighbourhoods' },
  demographics: { backend: 'gateway', resource: 'api/v1/demographics' },
  geoStats: { backend: 'gateway', resource: 'api/v1/geo-stats' },
  poi: { backend: 'gateway', resource: 'api/v1/poi' },
  schools: { backend: 'gateway', resource: 'api/v1/schools' },
  mortgage: { backend: 'gateway', resource: 'api/v1/mortgage' },
  internalLinks: { backend: 'gateway', resource: 'api/v1/internalLinks' },
  leads: { backend: 'leads', resource: 'api/v1/leads' },
  homeEstimation: { backend: 'parcel', resource: 'api/v1/homeEstimation/bc' },
  blog: { backend: 'blog', resource: 'api/v1/blog/posts' },
  news: { backend: 'news', resource: 'api/v1/news/posts' },
  flags: { backend: 'gateway', resource: 'api/frontend' },
  photos: { backend: 'gateway', resource: 'api/v1/photos' },
  /** Ours: the provinces, cities and neighbourhoods of the directory pages, with what each has. */
  placeDirectory: { backend: 'gateway', resource: 'api/v1/directory' },
  /** Ours: robots.txt and the sitemaps, which nginx serves at the site's root. */
  sitemaps: { backend: 'gateway', resource: 'api/v1/sitemaps' },
} as const satisfies Record<string, ApiEntry>;

/** One (backend, resource) pair of the table. */
export interface ApiEntry {
  readonly backend: Backend;
  readonly resource: string;
}

/**
 * The path of a call on its backend's host: the backend's fixed prefix (auth `/api/v4/auth`…), the
 * resource and the sub-path, e.g. `callPath(API.agent, 'search')` is `/api/v1/agent/search`. The demo
 * API's handlers are declared with it, so they answer exactly the URLs the endpoints build; a sub-path
 * may hold route parameters (`:listingId`).
 */
export function callPath(entry: ApiEntry, subPath = ''): string {
  return buildUrl(backendPathPrefix(entry.backend), entry.resource, subPath);
}

/** Header carrying the registration captcha answer (spec §7.2). */
export const CAPTCHA_HEADER = 'X-Captcha-Token';
/** Header carrying the feature-flag frontend client key (spec §7.4). */
export const FLAGS_CLIENT_KEY = 'foyer-demo:frontend.demo-client-key';
