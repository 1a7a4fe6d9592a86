import { useCallback, useEffect, useMemo } from 'react';
import { extraBackendFilters, type MapSearchParams } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import { toBackendFilters } from '@/domain/filters';
import { formatBounds } from '@/domain/geometry';
import { savedSearchFilters, savedSearchSiteCategory, searchesItsPlace, type SavedSearch } from '@/domain/saved-search';
import { placeScope } from '@/features/search/search-api';
import { resolveRoute } from '@/routing/resolve';
import { filtersParam, searchApi } from '@/features/search/search-endpoints';
import { localStore } from '@/api/browser-storage';

/**
 * "What changed since you last looked" (ours): for each saved search, this browser keeps the listings it
 * found when the visitor last opened it (id → price), and compares them with what it finds now.
 */
export const SEARCH_SEEN_KEY = `${brand.shortName}.searchSeen`;
/** Searches finding more than this are too broad to follow listing by listing (and to keep in storage). */
export const CHANGES_LIMIT = 1000;
/** Newest first, so a search that grows past the limit keeps its newest listings. */
const NEWEST = 1;

export interface SearchSnapshot {
  /** When the visitor last opened the search (ms since the epoch). */
  seenAt: number;
  /** Listing id → asking price (null when the listing had none). */
  prices: Record<string, number | null>;
}

export interface SearchChanges {
  added: number;
  priceChanged: number;
  gone: number;
}

function toSnapshot(value: unknown): SearchSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { seenAt, prices } = value as Record<string, unknown>;
  if (typeof seenAt !== 'number' || !Number.isFinite(seenAt) || typeof prices !== 'object' || prices === null)
    return null;
  const clean: Record<string, number | null> = {};
  for (const [id, price] of Object.entries(prices as Record<string, unknown>)) {
    if (typeof price === 'number' && Number.isFinite(price)) clean[id] = price;
    else if (price === null) clean[id] = null;
  }
  return { seenAt, prices: clean };
}

/** Every snapshot of this browser, by saved-search id; anything unreadable is left out. Never throws. */
export function readSearchSnapshots(): Record<string, SearchSnapshot> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStore()?.getItem(SEARCH_SEEN_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Record<string, SearchSnapshot> = {};
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
    const snapshot = toSnapshot(value);
    if (snapshot) out[id] = snapshot;
  }
  return out;
}

function writeAll(snapshots: Record<string, SearchSnapshot>): void {
  try {
    localStore()?.setItem(SEARCH_SEEN_KEY, JSON.stringify(snapshots));
  } catch {
    // Storage full or refused: the changes are simply not followed in this browser.
  }
}

/**
 * Records what a search finds now as seen. Snapshots of searches no longer saved (`keep`) are dropped, so
 * a deleted search leaves nothing behind.
 */
export function writeSearchSnapshot(id: string, snapshot: SearchSnapshot, keep?: readonly string[]): void {
  const all = readSearchSnapshots();
  all[id] = snapshot;
  if (keep) {
    const wanted = new Set([...keep, id]);
    for (const key of Object.keys(all)) if (!wanted.has(key)) delete all[key];
  }
  writeAll(all);
}

/** New listings, listings whose price changed, and listings no longer found, between two looks. */
export function compareSnapshot(
  before: Readonly<Record<string, number | null>>,
  now: Readonly<Record<string, number | null>>,
): SearchChanges {
  let added = 0;
  let priceChanged = 0;
  let gone = 0;
  for (const [id, price] of Object.entries(now)) {
    if (!Object.hasOwn(before, id)) added += 1;
    else if (before[id] !== price) priceChanged += 1;
  }
  for (const id of Object.keys(before)) if (!Object.hasOwn(now, id)) gone += 1;
  return { added, priceChanged, gone };
}

/**
 * The map search that finds a saved search's listings, as the results page it opens finds them: a place
 * search (the visitor never moved the map) by its province and city, as the place's page does, so the account
 * page counts what that page counts; an area search by its area and zoom. Its filters in its category.
 */
export function savedSearchMapParams(
  search: Pick<SavedSearch, 'bounds' | 'zoom' | 'filters' | 'listingCategory'> &
    Partial<Pick<SavedSearch, 'ownArea' | 'place' | 'saleMode'>>,
) {
  const filters = savedSearchFilters(search);
  const scope = searchesItsPlace(search) ? placeScope(resolveRoute(search.place!.path).params) : null;
  const backend = {
    ...toBackendFilters(filters, { siteCategory: savedSearchSiteCategory(search) }),
    ...extraBackendFilters(filters),
    ...scope,
  };
  return {
    sort: NEWEST,
    from: 0,
    size: CHANGES_LIMIT,
    ...(scope ? {} : { zoom: Math.round(search.zoom), bounds: formatBounds(search.bounds) }),
    filters: filtersParam(backend),
  } satisfies MapSearchParams;
}

export type SearchChangesState =
  | { status: 'loading' | 'error' | 'unsaved' }
  /** Too many listings to follow one by one; `total` says how many. */
  | { status: 'too-many'; total: number }
  /** `changes` is null the first time the search is looked at here (nothing to compare with yet). */
  | { status: 'ready'; total: number; changes: SearchChanges | null; seenAt: number | null };

/**
 * What changed in a saved search since the visitor last opened it, and `markSeen` to call when they open
 * it. The first look records a starting point. A search not saved on the server yet (no id) waits.
 */
export function useSearchChanges(
  search: SavedSearch,
  savedIds: readonly string[],
): { state: SearchChangesState; markSeen: () => void } {
  const id = search.id;
  const params = useMemo(() => savedSearchMapParams(search), [search]);
  const query = searchApi.useMapSearchQuery(params, { skip: !id });
  const data = query.data;
  const current = useMemo(() => {
    if (!data || data.totalHits > data.results.length) return null;
    const prices: Record<string, number | null> = {};
    for (const preview of data.results) prices[preview.listingId] = preview.listPrice;
    return prices;
  }, [data]);
  const snapshot = id ? readSearchSnapshots()[id] : undefined;
  const idsKey = savedIds.join(',');

  useEffect(() => {
    // The first look is the starting point that later looks are compared with.
    if (id && current && !readSearchSnapshots()[id])
      writeSearchSnapshot(id, { seenAt: Date.now(), prices: current }, idsKey.split(','));
  }, [id, current, idsKey]);

  const markSeen = useCallback(() => {
    if (id && current) writeSearchSnapshot(id, { seenAt: Date.now(), prices: current }, idsKey.split(','));
  }, [id, current, idsKey]);

  let state: SearchChangesState;
  if (!id) state = { status: 'unsaved' };
  else if (query.isError) state = { status: 'error' };
  else if (!data) state = { status: 'loading' };
  else if (!current) state = { status: 'too-many', total: data.totalHits };
  else
    state = {
      status: 'ready',
      total: data.totalHits,
      changes: snapshot ? compareSnapshot(snapshot.prices, current) : null,
      seenAt: snapshot?.seenAt ?? null,
    };
  return { state, markSeen };
}
