export const SITE_CATEGORIES = ['residential', 'luxury', 'commercial'] as const;
export type SiteCategory = (typeof SITE_CATEGORIES)[number];

/** Listings and saved searches name the luxury category `collection`. */
export const LISTING_CATEGORIES = ['residential', 'collection', 'commercial'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const SITE_TO_LISTING_CATEGORY: Readonly<Record<SiteCategory, ListingCategory>> = {
  residential: 'residential',
  luxury: 'collection',
  commercial: 'commercial',
};

export const LISTING_TO_SITE_CATEGORY: Readonly<Record<ListingCategory, SiteCategory>> = {
  residential: 'residential',
  collection: 'luxury',
  commercial: 'commercial',
};

/** Spec §3 visual themes: each has its icon set, image set and stylesheet at /css/{theme}.css. */
export const VISUAL_THEMES = ['standard', 'collection', 'commercial'] as const;
export type VisualTheme = (typeof VISUAL_THEMES)[number];

/** The one map from site category to visual theme. */
export const THEME_OF_CATEGORY: Readonly<Record<SiteCategory, VisualTheme>> = {
  residential: 'standard',
  luxury: 'collection',
  commercial: 'commercial',
};

export function isSiteCategory(value: unknown): value is SiteCategory {
  return typeof value === 'string' && (SITE_CATEGORIES as readonly string[]).includes(value);
}

export function isListingCategory(value: unknown): value is ListingCategory {
  return typeof value === 'string' && (LISTING_CATEGORIES as readonly string[]).includes(value);
}

export function toListingCategory(category: SiteCategory): ListingCategory {
  return SITE_TO_LISTING_CATEGORY[category];
}

export function toSiteCategory(category: ListingCategory): SiteCategory {
  return LISTING_TO_SITE_CATEGORY[category];
}

type QueryLike = URLSearchParams | Readonly<Record<string, string | undefined>> | undefined;

function queryValue(query: QueryLike, name: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  return query[name];
}

/**
 * Site category of a location: a valid `siteCategory` query value wins (the listing spelling
 * `collection` is accepted too); otherwise a path containing /commercial or /luxury; else residential.
 */
export function siteCategoryFromLocation(pathname: string, query?: QueryLike): SiteCategory {
  const fromQuery = queryValue(query, 'siteCategory')?.trim().toLowerCase();
  if (isSiteCategory(fromQuery)) return fromQuery;
  if (isListingCategory(fromQuery)) return toSiteCategory(fromQuery);
  const path = pathname.toLowerCase();
  if (path.includes('/commercial')) return 'commercial';
  if (path.includes('/luxury')) return 'luxury';
  return 'residential';
}

/** Prefix of the header text set for a category (`commercial-`, `luxury-`, or none). */
export function headerTextSetPrefix(category: SiteCategory): string {
  return category === 'residential' ? '' : `${category}-`;
}

export const PAGE_TYPES = [
  'homepage',
  'listing',
  'listing-details',
  'profile',
  'agent',
  'agent-office',
  'agent-profile',
  'broker-profile',
  'resource',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const LISTING_PATH_PARTS = [
  '/commercial',
  '/luxury',
  '/find-real-estate',
  '/real-estate-listings',
  '/real-estate-rentals',
  '/neighbourhoods-in-canada',
  '/homes-for-rent',
  '/home-details',
  '/open-houses',
];

export type PageTypeOptions = {
  /** Brand short name used in the profile path /my-{short}. */
  brandShortName: string;
  /** Host of the request; with blogHost, the blog counts as resource pages. */
  host?: string;
  blogHost?: string;
};

/** Analytics page-type label of a path (spec §2.4). */
export function pageTypeLabel(path: string, options: PageTypeOptions): PageType {
  if (options.blogHost && options.host?.toLowerCase() === options.blogHost.toLowerCase()) {
    return 'resource';
  }
  let p = path.split(/[?#]/, 1)[0]!.toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  // The French prefix does not change the page type.
  if (p === '/fr' || p.startsWith('/fr/')) p = p.slice(3) || '/';
  if (p === '' || p === '/') return 'homepage';
  if (p.endsWith('-ag')) return 'agent-profile';
  if (p.endsWith('-br')) return 'broker-profile';
  if (p.endsWith('-lst')) return 'listing-details';
  const short = options.brandShortName.toLowerCase();
  if (short && p.includes(`/my-${short}`)) return 'profile';
  if (p.includes('/find-agent-or-office')) return 'agent-office';
  // City rosters (/on/toronto-real-estate-agents) are the same page as /real-estate-agents.
  if (p.includes('/real-estate-agents') || p.endsWith('-real-estate-agents')) return 'agent';
  if (LISTING_PATH_PARTS.some((part) => p.includes(part)) || p.endsWith('-real-estate')) {
    return 'listing';
  }
  return 'resource';
}

export const TAKEOVER_START = '2025-03-10';
export const TAKEOVER_END = '2025-04-15';

function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A takeover's calendar days as ISO dates (YYYY-MM-DD), both included. */
export interface TakeoverWindow {
  startDate: string;
  endDate: string;
}

/**
 * The sponsor takeover shows on every calendar day (local time) of its window, both ends included: by
 * default the spec's window, or a configured takeover's own dates.
 */
export function isTakeoverActive(
  now: Date,
  disabled = false,
  dates: TakeoverWindow = { startDate: TAKEOVER_START, endDate: TAKEOVER_END },
): boolean {
  if (disabled || Number.isNaN(now.getTime())) return false;
  const day = localIsoDate(now);
  return day >= dates.startDate && day <= dates.endDate;
}
