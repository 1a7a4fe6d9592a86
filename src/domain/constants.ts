export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const INTL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

export const BREAKPOINTS = {
  mobile: 0,
  tablet: 768,
  laptop: 1280,
  desktop: 1440,
  wide: 1600,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const SEARCH_DEBOUNCE_MS = 200;
export const SAVE_DEBOUNCE_MS = 500;
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const REMEMBER_COOKIE_MAX_AGE_S = 2_592_000;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The largest request body the API reads: 64 KiB, far above any form of the site (a profile with its saved
 * searches is a few kB). The demo API answers 413 past it, and nginx's `client_max_body_size` under /api is
 * the same, so nginx refuses a larger body itself rather than streaming it to an API that stopped reading.
 */
export const API_MAX_BODY_BYTES = 64 * 1024;

export const QUERY_PARAMS = {
  view: 'view',
  pageNumber: 'pageNumber',
  sort: 'sort',
  siteCategory: 'siteCategory',
} as const;

export const MAP_CLUSTER_RADIUS = 84;
export const MAP_MAX_ZOOM = 22;
export const MAP_TILE_SIZE = 256;
export const MAP_DEFAULT_CENTRE = { lat: 56.120483, lng: -95.226929 } as const;

/** Zoom used to pin a geocoded place, by the most precise place type it carries. */
export const PIN_ZOOM_BY_PLACE_TYPE = {
  establishment: 16,
  neighborhood: 12,
  sublocality: 10,
  locality: 9,
} as const;
export type PinPlaceType = keyof typeof PIN_ZOOM_BY_PLACE_TYPE;

/** Highest pin zoom among the given place types (geocoder spelling, e.g. `neighborhood`), or null. */
export function pinZoomForPlaceTypes(types: readonly string[]): number | null {
  let zoom: number | null = null;
  for (const type of types) {
    // Geocoders spell it `neighborhood`; accept the Canadian spelling from our own data too.
    const key = type === 'neighbourhood' ? 'neighborhood' : type;
    if (key in PIN_ZOOM_BY_PLACE_TYPE) {
      const z = PIN_ZOOM_BY_PLACE_TYPE[key as PinPlaceType];
      zoom = zoom === null ? z : Math.max(zoom, z);
    }
  }
  return zoom;
}

/** Named places whose default zoom differs from their place type's (spec §9 examples). */
export const PLACE_ZOOM_DEFAULTS: Readonly<Record<string, number>> = {
  calgary: 11,
  'georgian-bay': 9,
  nl: 5,
};

export const NEW_LISTINGS_DAYS = 7;
export const NEW_LISTINGS_ZOOM = 10;
export const SITEMAP_LISTING_COUNT = 900;

export const IMAGE_MIN_WIDTH = 140;
export const IMAGE_MAX_WIDTH = 2160;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;

/** Back-off before retry `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** Math.max(0, attempt), QUERY_RETRY_MAX_MS);
}

export const FLAG_REFRESH_INTERVAL_S = 30;
export const FLAG_METRICS_INTERVAL_S = 30;
export const FLAG_METRICS_FIRST_DELAY_S = 2;
