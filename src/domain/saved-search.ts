import { normaliseFilters } from './filters';
import { toBounds, toFiniteNumber, type Bounds } from './geometry';
import type { SearchFilters } from './filters';
import { isListingCategory } from './site';
import type { ListingCategory } from './site';

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
