import { MAP_MAX_ZOOM, MAP_TILE_SIZE } from './constants';
import { filtersToQuery, normaliseFilters } from './filters';
import { formatBounds, toBounds, toFiniteNumber, type Bounds, type LatLng } from './geometry';
import type { SearchFilters } from './filters';
import { isSaleMode, searchSaleMode, type SearchSaleMode } from './sale-mode';
import { isListingCategory, toSiteCategory } from './site';
import type { ListingCategory, SiteCategory } from './site';

export const NOTIFICATION_FREQUENCY = {
  DAILY: 0,
  WEEKLY: 1,
  MONTHLY: 2,
  REALTIME: 3,
} as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCY)[keyof typeof NOTIFICATION_FREQUENCY];
export const DEFAULT_NOTIFICATION_FREQUENCY: NotificationFrequency = NOTIFICATION_FREQUENCY.DAILY;

export function isNotificationFrequency(value: unknown): value is NotificationFrequency {
  return typeof value === 'number' && (Object.values(NOTIFICATION_FREQUENCY) as number[]).includes(value);
}

/** What a search was of, in words and as the results page it ran on (ours; the alerts service ignores it). */
export interface SavedSearchPlace {
  /** "Toronto, ON", "Ontario", "Canada". */
  label: string;
  /** The public results path without the locale prefix (category prefix kept): `/on/toronto-real-estate`. */
  path: string;
}

export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const PLACE_LABEL_MAX_LENGTH = 100;
export const PLACE_PATH_MAX_LENGTH = 200;

// One leading slash, then no second slash or backslash (`//host` and `/\host` leave the site), no
// whitespace, query or fragment: the results query is ours to add.
const SITE_PATH = /^\/(?![/\\])[^\s?#\\]*$/;

/** The place of a saved search, or undefined unless both parts are short strings and the path stays on the site. */
export function toSavedSearchPlace(value: unknown): SavedSearchPlace | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { label, path } = value as Record<string, unknown>;
  if (typeof label !== 'string' || typeof path !== 'string') return undefined;
  const text = label.trim();
  if (text === '' || text.length > PLACE_LABEL_MAX_LENGTH) return undefined;
  if (path.length > PLACE_PATH_MAX_LENGTH || !SITE_PATH.test(path)) return undefined;
  return { label: text, path };
}

export type SavedSearch = {
  id?: string;
  encryptedId?: string;
  userId?: string;
  encryptedUserId?: string;
  name: string;
  nearby: boolean;
  bounds: Bounds;
  zoom: number;
  filters: SearchFilters;
  listingCategory: ListingCategory;
  notificationsEnabled: boolean;
  notificationsFrequency: NotificationFrequency;
  place?: SavedSearchPlace;
  /**
   * Ours: whether the bounds are the visitor's own map area (they moved the map) rather than the place's view.
   * A place search opens as its place's page, with the place's title and count; an area search as that area.
   * Searches saved before this was kept have no value and open as they always did, by their bounds.
   */
  ownArea?: boolean;
  /** Ours: what the search looked for, for sale, for rent or for lease (its filters say it too). */
  saleMode?: SearchSaleMode;
};

export type SavedSearchError =
  | 'name-missing'
  | 'bounds-invalid'
  | 'zoom-invalid'
  | 'filters-invalid'
  | 'listing-category-invalid'
  | 'frequency-invalid';

export type Result<T, E> = { ok: true; value: T } | { ok: false; reason: E };

function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Builds a saved search, failing as spec §5 says: name missing, bounds invalid, zoom not a number,
 * filters not an object, unknown listing category, or notifications on with a frequency outside
 * the enum. Filters keep only known names with non-empty values.
 */
export function createSavedSearch(input: unknown): Result<SavedSearch, SavedSearchError> {
  if (typeof input !== 'object' || input === null) return { ok: false, reason: 'name-missing' };
  const raw = input as Record<string, unknown>;
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (name === '') return { ok: false, reason: 'name-missing' };
  const bounds = toBounds(raw.bounds);
  if (!bounds) return { ok: false, reason: 'bounds-invalid' };
  const zoom = toFiniteNumber(raw.zoom);
  if (zoom === undefined) return { ok: false, reason: 'zoom-invalid' };
  if (typeof raw.filters !== 'object' || raw.filters === null || Array.isArray(raw.filters)) {
    return { ok: false, reason: 'filters-invalid' };
  }
  if (!isListingCategory(raw.listingCategory)) {
    return { ok: false, reason: 'listing-category-invalid' };
  }
  const notificationsEnabled = raw.notificationsEnabled === true;
  const frequency = raw.notificationsFrequency ?? DEFAULT_NOTIFICATION_FREQUENCY;
  const frequencyNumber = toFiniteNumber(frequency);
  const validFrequency = isNotificationFrequency(frequencyNumber) ? frequencyNumber : undefined;
  if (notificationsEnabled && validFrequency === undefined) {
    return { ok: false, reason: 'frequency-invalid' };
  }
  const search: SavedSearch = {
    name,
    nearby: raw.nearby === true,
    bounds,
    zoom,
    filters: normaliseFilters(raw.filters as Record<string, unknown>),
    listingCategory: raw.listingCategory,
    notificationsEnabled,
    notificationsFrequency: validFrequency ?? DEFAULT_NOTIFICATION_FREQUENCY,
  };
  for (const key of ['id', 'encryptedId', 'userId', 'encryptedUserId'] as const) {
    const value = optionalString(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  // Ours, and optional: a place that fails its checks is dropped, the search itself stays valid.
  const place = toSavedSearchPlace(raw.place);
  if (place) search.place = place;
  if (typeof raw.ownArea === 'boolean') search.ownArea = raw.ownArea;
  if (isSaleMode(raw.saleMode) && raw.saleMode !== 'sold') search.saleMode = raw.saleMode;
  return { ok: true, value: search };
}

/** Saved searches from the server; invalid ones are skipped silently. */
export function parseSavedSearches(serverList: unknown): SavedSearch[] {
  if (!Array.isArray(serverList)) return [];
  const searches: SavedSearch[] = [];
  for (const item of serverList) {
    const result = createSavedSearch(item);
    if (result.ok) searches.push(result.value);
  }
  return searches;
}

/** A zoom the results URL accepts: a whole number from 0 to the map's maximum. */
function urlZoom(zoom: number): number {
  return Math.min(MAP_MAX_ZOOM, Math.max(0, Math.round(zoom)));
}

/** Whether a saved search runs on its place (the page it was saved on) rather than on its map area. */
export function searchesItsPlace(search: Partial<Pick<SavedSearch, 'ownArea' | 'place'>>): boolean {
  return search.ownArea === false && search.place !== undefined;
}

/**
 * A saved search's filters, its sale mode made sure of: a rent search whose filters lost the word (an older
 * client, another service) still searches rentals.
 */
export function savedSearchFilters(
  search: Pick<SavedSearch, 'filters'> & Partial<Pick<SavedSearch, 'saleMode' | 'listingCategory'>>,
): SearchFilters {
  const filters = normaliseFilters(search.filters);
  const category = toSiteCategory(search.listingCategory ?? 'residential');
  if (search.saleMode && search.saleMode !== 'forSale' && searchSaleMode(filters, category) === 'forSale') {
    return { ...filters, rentalsOnly: true };
  }
  return filters;
}

/**
 * The results query that runs a saved search again: its filters, then its area and zoom, in the order and
 * form the results page writes them (`writeResultsState` with the default view, sort and page), so the
 * page reads back exactly the saved search. A search of a place (the visitor never moved the map) has no
 * area: it opens as that place's page, with the same title and count it was saved from.
 */
export function savedSearchQuery(
  search: Pick<SavedSearch, 'bounds' | 'zoom' | 'filters'> &
    Partial<Pick<SavedSearch, 'ownArea' | 'place' | 'saleMode' | 'listingCategory'>>,
): string {
  const query = filtersToQuery(savedSearchFilters(search));
  if (!searchesItsPlace(search)) {
    query.set('bounds', formatBounds(search.bounds));
    query.set('zoom', String(urlZoom(search.zoom)));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The site category a saved search runs in (its listing category `collection` is the luxury site). */
export function savedSearchSiteCategory(search: Pick<SavedSearch, 'listingCategory'>): SiteCategory {
  return toSiteCategory(search.listingCategory);
}

/**
 * A saved search in words: its place, then its filters as the search feature words them (`describe`),
 * so the account page and the save dialog say the same thing the results page's chips do.
 */
export function savedSearchSummary(
  search: Pick<SavedSearch, 'filters' | 'listingCategory' | 'place'>,
  describe: (filters: SearchFilters, category: SiteCategory) => readonly string[],
): string[] {
  const parts = search.place ? [search.place.label] : [];
  return [...parts, ...describe(search.filters, savedSearchSiteCategory(search))];
}

/** The map size a search is pictured at when the visitor never moved the map (a laptop's map panel). */
export const DEFAULT_VIEWPORT = { width: 1024, height: 768 } as const;
const MAX_MERCATOR_LAT = 85.05112878;

/**
 * The area a web map (256 px Mercator tiles) shows around a centre at a zoom: what a results page that
 * searches a place, rather than an area the visitor drew, covers when it is saved.
 */
export function viewportBounds(
  centre: LatLng,
  zoom: number,
  size: { width: number; height: number } = DEFAULT_VIEWPORT,
): Bounds {
  const world = MAP_TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, centre.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  const latAt = (py: number) => {
    const clamped = Math.max(0, Math.min(world, py));
    return (Math.atan(Math.sinh(Math.PI * (1 - (2 * clamped) / world))) * 180) / Math.PI;
  };
  const halfLng = Math.min(180, (size.width / 2 / world) * 360);
  return {
    north: latAt(y - size.height / 2),
    south: latAt(y + size.height / 2),
    east: Math.min(180, centre.lng + halfLng),
    west: Math.max(-180, centre.lng - halfLng),
  };
}
