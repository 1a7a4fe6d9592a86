import { DEMO_BUILD, env, type ApiEnvironment } from '@/config/env';
import { PROVINCE_CODES } from '@/domain/provinces';
import type { SiteCategory } from '@/domain/site';

export { SITE_CATEGORIES, type SiteCategory } from '@/domain/site';

export {
  DIRECTORY_PAGES,
  LATEST_PAGES,
  LEGAL_PAGES,
  type DirectoryPage,
  type LatestPage,
  type LegalPage,
} from './page-slugs';
import { DIRECTORY_PAGES, LATEST_PAGES, LEGAL_PAGES } from './page-slugs';

/** `/{province}/{city}-{type}-for-sale`: the property-type slugs and the filter toggle each selects. */
export const PROPERTY_TYPE_SLUGS = {
  houses: 'house',
  condos: 'condo',
  townhouses: 'townhouse',
  cottages: 'cottage',
  land: 'land',
  farms: 'farm',
  duplexes: 'duplex',
} as const;
export type PropertyTypeSlug = keyof typeof PROPERTY_TYPE_SLUGS;

/** Internal pages: what the SPA renders, whatever public URL led there. */
export type PageName =
  | 'home'
  | 'listings'
  | 'listing'
  | 'print-listing'
  | 'neighbourhood'
  | 'agents'
  | 'agent'
  | 'offices'
  | 'office'
  | 'home-estimates'
  | 'home-estimate-detail'
  | 'login'
  | 'social-login'
  | 'register'
  | 'reset-password'
  | 'confirm-email'
  | 'my-account'
  | 'profile'
  | 'unsubscribe'
  | 'directory'
  | 'latest'
  | 'legal'
  | 'demo-outbox'
  | 'not-found'
  | 'server-error';

/** What a listings URL says about the search: the place and the preset it stands for. */
export type ListingsKind = 'all' | 'province' | 'city' | 'type' | 'rent' | 'open-houses' | 'business' | 'neighbourhood';

export interface RouteRule {
  name: string;
  page: PageName;
  /**
   * The path after the locale and category prefixes, as a regular expression source that JavaScript
   * and nginx (PCRE) read alike: named groups become the params, and nginx gets the same text.
   */
  path: string;
  /** Whether `/luxury` or `/commercial` may stand in front of the path. */
  categoryPrefix: boolean;
  /** A category the page always has, whatever the prefix (e.g. business opportunities). */
  category?: SiteCategory;
  /** Pages only a signed-in visitor may see; others are sent to `/login?action=register`. */
  protected?: boolean;
  /** Pages printed or framed without the site header. */
  hideHeader?: boolean;
  /** The status the page is served with (the 404 and 500 pages say so). */
  status?: 200 | 404 | 500;
  /** For a listings page: what its URL says about the search (a city, a property type…), given to the page as `params.kind`. */
  kind?: ListingsKind;
  /**
   * The API environments the page exists in (QA tooling of the demo API); elsewhere the rule is not in
   * `ROUTE_RULES`, so the SPA and nginx answer its URL 404. Every environment when left out.
   */
  environments?: readonly ApiEnvironment[];
  /** The internal location rendered for this rule. */
  internal: (params: Readonly<Record<string, string>>, category: SiteCategory) => string;
}

// Fragments shared by the rules: one definition of each token, so nginx and the SPA cannot drift.
const PROVINCE = `(?<province>${PROVINCE_CODES.map((c) => c.toLowerCase()).join('|')})`;
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const CITY = `(?<city>${SLUG})`;
// Spec §5: one segment that contains wp_id and ends -lst; words joined by single hyphens on either side
// of wp_id (the dataset's ids are `{address-slug}-wp_id{n}-lst`).
const LISTING_ID = '(?<listingId>(?:[a-z0-9_]+-)*[a-z0-9_]*wp_id[a-z0-9_]*(?:-[a-z0-9_]+)*-lst)';
const ID = '[a-z0-9_]+(?:-[a-z0-9_]+)*';
const TYPES = Object.keys(PROPERTY_TYPE_SLUGS).join('|');
const alternation = (values: readonly string[]) => values.join('|');

const query = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

const listings = (p: Readonly<Record<string, string>>, category: SiteCategory) =>
  `/listings${query({ ...p, siteCategory: category })}`;

/** Every rule, whatever the environment; the first rule that matches wins. */
const ALL_RULES: readonly RouteRule[] = [
  {
    name: 'home',
    page: 'home',
    path: '',
    categoryPrefix: true,
    internal: (_p, category) => `/site-category/${category}`,
  },
  {
    name: 'find-real-estate',
    page: 'listings',
    path: '/(?:find-real-estate|listings)',
    categoryPrefix: true,
    kind: 'all',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'province',
    page: 'listings',
    path: `/${PROVINCE}`,
    categoryPrefix: true,
    kind: 'province',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'listing-detail',
    page: 'listing',
    path: `/${PROVINCE}/${CITY}-real-estate/${LISTING_ID}`,
    categoryPrefix: true,
    internal: (p) => `/listings/${p.listingId}`,
  },
  {
    name: 'home-estimate-detail',
    page: 'home-estimate-detail',
    path: `/${PROVINCE}/${CITY}-real-estate/(?<address>${SLUG})-(?<detailId>off_id${ID})-(?<listType>prty|lst)`,
    categoryPrefix: false,
    internal: (p) =>
      `/home-estimates-detail${query({ province: p.province, city: p.city, address: p.address, id: p.detailId, type: p.listType })}`,
  },
  {
    name: 'city-agents',
    page: 'agents',
    path: `/${PROVINCE}/${CITY}-real-estate-agents`,
    categoryPrefix: true,
    internal: (p, category) => `/rosters/agent${query({ province: p.province, city: p.city, siteCategory: category })}`,
  },
  {
    name: 'city-offices',
    page: 'offices',
    path: `/${PROVINCE}/${CITY}-real-estate-offices`,
    categoryPrefix: true,
    internal: (p, category) => `/offices${query({ province: p.province, city: p.city, siteCategory: category })}`,
  },
  {
    name: 'neighbourhood',
    page: 'listings',
    path: `/${PROVINCE}/(?<place>${SLUG})-(?<placeKey>[a-z0-9]+)-neighbourhood-real-estate`,
    categoryPrefix: true,
    kind: 'neighbourhood',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'city-type',
    page: 'listings',
    path: `/${PROVINCE}/${CITY}-(?<type>${TYPES})-for-sale`,
    categoryPrefix: true,
    kind: 'type',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'city-rent',
    page: 'listings',
    path: `/${PROVINCE}/${CITY}-homes-for-rent`,
    categoryPrefix: true,
    kind: 'rent',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'city-open-houses',
    page: 'listings',
    path: `/${PROVINCE}/${CITY}-open-houses`,
    categoryPrefix: true,
    kind: 'open-houses',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'city-business',
    page: 'listings',
    path: `/${PROVINCE}/${CITY}-business-opportunities`,
    categoryPrefix: true,
    category: 'commercial',
    kind: 'business',
    internal: (p) => listings(p, 'commercial'),
  },
  {
    name: 'city',
    page: 'listings',
    path: `/${PROVINCE}/${CITY}-real-estate`,
    categoryPrefix: true,
    kind: 'city',
    internal: (p, category) => listings(p, category),
  },
  {
    name: 'agent-bio',
    page: 'agent',
    path: `/${PROVINCE}/(?<agentId>${ID}-ag)`,
    categoryPrefix: true,
    internal: (p) => `/bios/${p.agentId}`,
  },
  {
    name: 'office-detail',
    page: 'office',
    path: `/${PROVINCE}/(?<officeId>${ID}-br)`,
    categoryPrefix: true,
    internal: (p) => `/offices/${p.officeId}`,
  },
  {
    name: 'agents',
    page: 'agents',
    path: '/(?:agents|find-agent-or-office/agent)',
    categoryPrefix: true,
    internal: (_p, category) => `/rosters/agent${query({ siteCategory: category })}`,
  },
  {
    name: 'offices',
    page: 'offices',
    path: '/(?:offices|find-agent-or-office/office)',
    categoryPrefix: true,
    internal: (_p, category) => `/offices${query({ siteCategory: category })}`,
  },
  {
    name: 'internal-listing',
    page: 'listing',
    path: `/listings/${LISTING_ID}`,
    categoryPrefix: false,
    internal: (p) => `/listings/${p.listingId}`,
  },
  {
    name: 'print-listing',
    page: 'print-listing',
    path: `/print-listing/${LISTING_ID}`,
    categoryPrefix: false,
    hideHeader: true,
    internal: (p) => `/print-listing/${p.listingId}`,
  },
  {
    name: 'internal-neighbourhood',
    page: 'neighbourhood',
    path: `/neighbourhoods/(?<neighbourhoodId>${ID})`,
    categoryPrefix: false,
    internal: (p) => `/neighbourhoods/${p.neighbourhoodId}`,
  },
  {
    name: 'internal-agent',
    page: 'agent',
    path: `/agents/(?<agentId>${ID})`,
    categoryPrefix: false,
    internal: (p) => `/bios/${p.agentId}`,
  },
  {
    name: 'internal-office',
    page: 'office',
    path: `/offices/(?<officeId>${ID})`,
    categoryPrefix: false,
    internal: (p) => `/offices/${p.officeId}`,
  },
  {
    name: 'home-estimates',
    page: 'home-estimates',
    path: '/(?:home-estimates-canada|estimate(?:/(?<estimateSlug>[a-z0-9-]+))?)',
    categoryPrefix: false,
    internal: () => '/home-estimates-canada',
  },
  {
    name: 'home-estimates-detail',
    page: 'home-estimate-detail',
    path: '/home-estimates-detail',
    categoryPrefix: false,
    internal: () => '/home-estimates-detail',
  },
  {
    name: 'login',
    page: 'login',
    path: '/login',
    categoryPrefix: true,
    internal: (_p, category) => `/login${query({ siteCategory: category })}`,
  },
  {
    name: 'social-login',
    page: 'social-login',
    path: '/social-login',
    categoryPrefix: true,
    internal: (_p, category) => `/social-login${query({ siteCategory: category })}`,
  },
  {
    name: 'register',
    page: 'register',
    path: '/register',
    categoryPrefix: true,
    internal: (_p, category) => `/register${query({ siteCategory: category })}`,
  },
  {
    name: 'my-account',
    page: 'my-account',
    // Built from the brand's short name by the resolver (see ACCOUNT_PATH_TOKEN).
    path: '/my-__BRAND__',
    categoryPrefix: true,
    protected: true,
    internal: (_p, category) => `/my-account${query({ siteCategory: category })}`,
  },
  {
    name: 'profile',
    page: 'profile',
    path: '/profile/(?<section>[a-z0-9-]+)',
    categoryPrefix: true,
    protected: true,
    internal: (p, category) => `/profile/${p.section}${query({ siteCategory: category })}`,
  },
  {
    name: 'reset-password',
    page: 'reset-password',
    path: '/reset-password/(?<token>[0-9a-f]{32})',
    categoryPrefix: false,
    internal: (p) => `/reset-password/${p.token}`,
  },
  {
    // The link mailed to confirm a newly registered address, or to let its owner take over an account someone
    // else registered with it (ours, src/mocks/API.md).
    name: 'confirm-email',
    page: 'confirm-email',
    path: '/confirm-email/(?<token>[0-9a-f]{32})',
    categoryPrefix: false,
    internal: (p) => `/confirm-email/${p.token}`,
  },
  {
    name: 'unsubscribe',
    page: 'unsubscribe',
    path: '/unsubscribe',
    categoryPrefix: false,
    internal: () => '/unsubscribe',
  },
  {
    // QA tooling: the e-mails the demo API "sent" to the signed-in account or this browser (src/mocks/demo).
    name: 'demo-outbox',
    page: 'demo-outbox',
    path: '/_demo/outbox',
    categoryPrefix: false,
    environments: ['demo'],
    internal: () => '/_demo/outbox',
  },
  {
    name: 'site-category',
    page: 'home',
    path: '/site-category/(?<siteCategory>residential|luxury|commercial)',
    categoryPrefix: false,
    internal: (p) => `/site-category/${p.siteCategory}`,
  },
  {
    name: 'directory',
    page: 'directory',
    path: `/(?<slug>${alternation(DIRECTORY_PAGES)})`,
    categoryPrefix: false,
    internal: (p) => `/directory/${p.slug}`,
  },
  {
    name: 'latest',
    page: 'latest',
    path: `/(?<slug>${alternation(LATEST_PAGES)})`,
    categoryPrefix: false,
    internal: (p) => `/latest/${p.slug}`,
  },
  {
    name: 'legal',
    page: 'legal',
    path: `/(?<slug>${alternation(LEGAL_PAGES)})`,
    categoryPrefix: false,
    internal: (p) => `/legal/${p.slug}`,
  },
  {
    name: 'not-found-page',
    page: 'not-found',
    path: '/404',
    categoryPrefix: false,
    status: 404,
    internal: () => '/404',
  },
  {
    name: 'server-error',
    page: 'server-error',
    path: '/500',
    categoryPrefix: false,
    status: 500,
    internal: () => '/500',
  },
];

/**
 * The rules of an API environment: demo-only pages do not exist in qa, iuat or prod, nor in a build made for
 * deployment (`demoBuild` false, src/config/env.ts).
 */
export function routeRulesFor(environment: ApiEnvironment, demoBuild = DEMO_BUILD): readonly RouteRule[] {
  const exists = (rule: RouteRule) =>
    !rule.environments || (rule.environments.includes(environment) && (demoBuild || environment !== 'demo'));
  return ALL_RULES.filter(exists);
}

/**
 * The one ordered table of public URLs (spec §2.1, §2.2) of this build's environment, read by the SPA's
 * resolver and the nginx generator alike; the first rule that matches wins.
 */
export const ROUTE_RULES: readonly RouteRule[] = routeRulesFor(env.apiEnvironment);

/** The token in a rule's path that stands for the brand's short name (`/my-foyer`). */
export const ACCOUNT_PATH_TOKEN = '__BRAND__';

/** The full anchored pattern of a rule: optional locale, optional category prefix, one optional trailing slash. */
export function rulePattern(rule: RouteRule, brandShortName: string, trailingSlash = true): string {
  const locale = '(?:/(?<locale>fr|en))?';
  const category = rule.categoryPrefix ? '(?:/(?<prefix>luxury|commercial))?' : '';
  const path = rule.path.replace(ACCOUNT_PATH_TOKEN, brandShortName.toLowerCase());
  return `^${locale}${category}${path}${trailingSlash ? '/?' : ''}$`;
}
