import {
  BACKEND_FILTER_KINDS,
  type AggregateData,
  type BackendFilterKey,
  type ComplianceData,
} from '@/api/contract/listings';
import { BUSINESS_TYPES, toBackendFilters } from '@/domain/filters';
import { LEASE_TERMS, calendarDay, isLeaseTerm } from '@/domain/rent';
import { SALE_MODES, isSaleMode } from '@/domain/sale-mode';
import { isListingTypeId } from '@/domain/listing-types';
import { MAX_TOTAL_RESULTS, isSortOptionId, type SortOptionId } from '@/domain/sorting';
import type { Bounds } from '@/domain/geometry';
import { DAY_MS, type ListingCore } from './dataset/listings';
import type { Dataset } from './dataset';
import { REAL_ESTATE_BOARDS } from './dataset/markets';
import { fold, searchWords } from './text';

/**
 * The filter keys the searches accept and their kinds come from the contract, which builds them from the
 * domain's filter definitions: the demo cannot accept or refuse a key the client would not send.
 */
export const ACCEPTED_FILTER_KEYS: readonly string[] = Object.keys(BACKEND_FILTER_KINDS);

function isBackendFilterKey(key: string): key is BackendFilterKey {
  return Object.hasOwn(BACKEND_FILTER_KINDS, key);
}
const STATUSES = ['active', 'coming soon', 'pending', 'under contract', 'sold'];

export type Predicate = (l: ListingCore) => boolean;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Backend filters from a JSON string or object, checked key by key; unknown keys and bad values are errors. */
export function parseFilters(raw: unknown, today: number, now: number = Date.now()): Parsed<Predicate> {
  let input: unknown = raw;
  if (raw === undefined || raw === null || raw === '') input = {};
  if (typeof raw === 'string' && raw !== '') {
    try {
      input = JSON.parse(raw);
    } catch {
      return { ok: false, errors: ['filters must be a JSON object'] };
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: ['filters must be a JSON object'] };
  }
  const errors: string[] = [];
  const tests: Predicate[] = [];
  // Typed by the contract's keys, so every key read below is one the client can send.
  const f = input as Partial<Record<BackendFilterKey, unknown>>;
  const num = (key: BackendFilterKey): number | undefined => {
    const v = f[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      errors.push(`filters.${key} must be a number`);
      return undefined;
    }
    return v;
  };
  for (const name of Object.keys(f)) {
    if (!isBackendFilterKey(name)) {
      errors.push(`Unknown filter ${name}`);
      continue;
    }
    const key = name;
    const kind = BACKEND_FILTER_KINDS[key];
    const v = f[key];
    if (v === null || v === undefined) continue;
    if (kind === 'number') num(key);
    else if (kind === 'boolean' && typeof v !== 'boolean') errors.push(`filters.${key} must be true or false`);
    else if (kind === 'string' && typeof v !== 'string') errors.push(`filters.${key} must be text`);
    else if ((kind === 'numberList' || kind === 'businessTypes') && !Array.isArray(v))
      errors.push(`filters.${key} must be a list`);
  }
  const range = (minKey: BackendFilterKey, maxKey: BackendFilterKey, get: (l: ListingCore) => number | null) => {
    const min = num(minKey);
    const max = num(maxKey);
    if (min !== undefined) tests.push((l) => (get(l) ?? -Infinity) >= min);
    if (max !== undefined) tests.push((l) => (get(l) ?? Infinity) <= max);
  };
  range('priceListMin', 'priceListMax', (l) => l.price);
  range('pricePerSqFtMin', 'pricePerSqFtMax', (l) => l.pricePerSqft);
  range('sqFtMin', 'sqFtMax', (l) => l.sqft);
  range('lotSizeMin', 'lotSizeMax', (l) => (l.commercial ? l.sqft : l.lotSqft));
  range('bedsMin', 'bedsMax', (l) => l.beds);
  range('bathsMin', 'bathsMax', (l) => l.baths);
  range('storiesMin', 'storiesMax', (l) => l.stories);
  range('unitsMin', 'unitsMax', (l) => l.units);
  range('totalAcresMin', 'totalAcresMax', (l) => l.acres);
  range('parkingSpacesMin', 'parkingSpacesMax', (l) => l.parking);
  range('yearBuiltMin', 'yearBuiltMax', (l) => l.yearBuilt);
  const minImages = num('minImages');
  if (minImages !== undefined) tests.push((l) => l.photoCount >= minImages);
  const updated = num('updatedInLastNumDays');
  if (updated !== undefined && updated > 0) tests.push((l) => l.updatedAt >= today - updated * DAY_MS);
  const since = num('listedSinceDays');
  // Spec §9: listed-since 0 means no maximum.
  if (since !== undefined && since > 0) tests.push((l) => l.listedAt >= today - since * DAY_MS);

  const flag = (key: BackendFilterKey, test: Predicate) => {
    if (f[key] === true) tests.push(test);
  };
  // An open house that has ended no longer counts, as on a real server: the dataset is made once a day.
  const openHouseAhead = (l: ListingCore, virtual: boolean) =>
    l.openHouses.some((o) => o.isVirtual === virtual && Date.parse(o.end) >= now);
  flag('features.hasOpenHouse', (l) => openHouseAhead(l, false));
  flag('features.hasVirtualOpenHouse', (l) => openHouseAhead(l, true));
  flag('features.comingSoon', (l) => l.status === 'Coming Soon');
  flag('features.ownBrandListing', (l) => l.ownBrand);
  flag('commercialOnly', (l) => l.commercial);
  flag('luxuryOnly', (l) => l.luxury);
  flag('featuredLuxury', (l) => l.luxury && l.featured);
  flag('featuredListings', (l) => l.featured);
  flag('virtualTourOnly', (l) => l.virtualTour || l.threeDTour);
  flag('priceReduced', (l) => l.priceChange === 'down');
  // A renter's filters (ours, API.md): only homes for rent have terms to match.
  flag('petsAllowed', (l) => l.rent?.petsAllowed === true);
  flag('furnished', (l) => l.rent?.furnished === true);
  if (typeof f.leaseTerm === 'string') {
    const term = f.leaseTerm;
    if (!isLeaseTerm(term)) errors.push(`filters.leaseTerm must be one of ${LEASE_TERMS.join(', ')}`);
    tests.push((l) => l.rent?.leaseTerm === term);
  }
  if (typeof f.moveInBy === 'string') {
    const day = calendarDay(f.moveInBy);
    if (day === undefined) errors.push('filters.moveInBy must be a day, YYYY-MM-DD');
    // Free on or before the day the renter wants to move in.
    else tests.push((l) => l.rent !== null && l.rent.availableFrom <= day);
  }
  if (typeof f.status === 'string') {
    const status = f.status.trim().toLowerCase();
    if (!STATUSES.includes(status)) errors.push(`filters.status must be one of ${STATUSES.join(', ')}`);
    tests.push((l) => l.status.toLowerCase() === status);
  }
  if (f.soldOnly === true) tests.push((l) => l.saleMode === 'sold');
  else if (f.includeSold !== true && f.saleMode !== 'sold' && f.status !== 'sold' && f.status !== 'Sold')
    tests.push((l) => l.saleMode !== 'sold');

  const ids = (key: BackendFilterKey): Set<number> | undefined => {
    const v = f[key];
    if (!Array.isArray(v)) return undefined;
    const bad = v.filter((id) => !isListingTypeId(id));
    if (bad.length) errors.push(`filters.${key} has unknown listing types: ${bad.map(String).join(', ')}`);
    return new Set(v as number[]);
  };
  const include = ids('listingTypeIds');
  if (include && include.size > 0) tests.push((l) => include.has(l.typeId));
  const exclude = ids('excludedListingTypeIds');
  if (exclude && exclude.size > 0) tests.push((l) => !exclude.has(l.typeId));
  if (Array.isArray(f.businessTypeSet)) {
    const set = new Set(f.businessTypeSet as unknown[]);
    const bad = [...set].filter((t) => !(BUSINESS_TYPES as readonly unknown[]).includes(t));
    if (bad.length) errors.push(`filters.businessTypeSet has unknown business types: ${bad.map(String).join(', ')}`);
    if (set.size > 0) tests.push((l) => l.businessType !== null && set.has(l.businessType));
  }
  if (typeof f.saleMode === 'string') {
    const mode = f.saleMode;
    if (!isSaleMode(mode)) errors.push(`filters.saleMode must be one of ${SALE_MODES.join(', ')}`);
    tests.push((l) => l.saleMode === mode);
  }
  if (typeof f.keywords === 'string' && f.keywords.trim() !== '') {
    const words = searchWords(f.keywords);
    tests.push((l) => words.every((w) => l.searchText.includes(w)));
  }
  if (typeof f.province === 'string') {
    const p = f.province.toUpperCase();
    tests.push((l) => l.place.province === p);
  }
  if (typeof f.city === 'string') {
    const c = fold(f.city);
    tests.push((l) => l.place.folded === c || l.place.slug === c);
  }
  if (typeof f.neighbourhoodId === 'string') {
    // A neighbourhood's id, or the place key its listings page's URL carries.
    const n = f.neighbourhoodId;
    tests.push((l) => l.neighbourhood?.neighbourhoodId === n || l.neighbourhood?.placeKey === n);
  }
  if (errors.length) return { ok: false, errors };
  if (tests.length === 0) return { ok: true, value: () => true };
  return { ok: true, value: (l) => tests.every((t) => t(l)) };
}

/**
 * What a residential results page lists before the visitor filters anything: the filters the app sends
 * for it (homes for sale, no commercial-only types), so a count given elsewhere is that page's count.
 */
export function residentialListings(today: number): Predicate {
  const parsed = parseFilters(toBackendFilters({}, { siteCategory: 'residential' }), today);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.value;
}

/** `north,east,south,west` or a JSON object; null when absent, an error when not four numbers. */
export function parseBounds(raw: string | null): Parsed<Bounds | null> {
  if (raw === null || raw.trim() === '') return { ok: true, value: null };
  let values: unknown[];
  try {
    const parsed: unknown = raw.trim().startsWith('{')
      ? JSON.parse(raw)
      : raw.split(',').map((v) => (v.trim() === '' ? NaN : Number(v)));
    if (Array.isArray(parsed)) values = parsed;
    else if (parsed && typeof parsed === 'object') {
      const b = parsed as Record<string, unknown>;
      values = [b.north, b.east, b.south, b.west];
    } else values = [];
  } catch {
    return { ok: false, errors: ['bounds must be north,east,south,west'] };
  }
  const nums = values.map((v) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN,
  );
  if (nums.length !== 4 || nums.some((n) => !Number.isFinite(n))) {
    return { ok: false, errors: ['bounds must be four numbers: north,east,south,west'] };
  }
  const [north, east, south, west] = nums as [number, number, number, number];
  if (north < south || north > 90 || south < -90 || Math.abs(east) > 180 || Math.abs(west) > 180) {
    return { ok: false, errors: ['bounds are out of range (north must be above south, within ±90/±180)'] };
  }
  return { ok: true, value: { north, east, south, west } };
}

export function inBounds(b: Bounds, lat: number, lng: number): boolean {
  if (lat > b.north || lat < b.south) return false;
  // A box crossing the antimeridian has west > east.
  return b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east;
}

export interface SearchRequest {
  sort: SortOptionId;
  from: number;
  size: number;
  bounds: Bounds | null;
  predicate: Predicate;
  /** Extra test (distance, text match). */
  extra?: Predicate;
  /** Overrides the sort order (proximity, text score). */
  order?: ArrayLike<number>;
}

export interface SearchHits {
  hits: ListingCore[];
  totalHits: number;
  aggregateData: AggregateData;
  complianceData: ComplianceData;
}

function orderFor(data: Dataset, sort: SortOptionId): { order: Int32Array; reverse: boolean } {
  switch (sort) {
    case 1:
      return { order: data.byDateDesc, reverse: false };
    case 2:
      return { order: data.byDateDesc, reverse: true };
    case 3:
      return { order: data.byPriceAsc, reverse: false };
    case 4:
      return { order: data.byPriceAsc, reverse: true };
    case 5:
      return { order: data.byScoreDesc, reverse: true };
    case 6:
      return { order: data.byScoreDesc, reverse: false };
  }
}

/** One pass over a presorted index: counts every match, keeps the requested page, aggregates. */
export function searchListings(data: Dataset, req: SearchRequest): SearchHits {
  const { order, reverse } = req.order ? { order: req.order, reverse: false } : orderFor(data, req.sort);
  const hits: ListingCore[] = [];
  const byType: Record<string, number> = {};
  const boards = new Set<string>();
  let total = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  let priceSum = 0;
  const end = Math.min(req.from + req.size, MAX_TOTAL_RESULTS);
  const n = order.length;
  const listings = data.listings;
  for (let k = 0; k < n; k++) {
    const l = listings[order[reverse ? n - 1 - k : k]!]!;
    if (req.bounds && !inBounds(req.bounds, l.lat, l.lng)) continue;
    if (!req.predicate(l)) continue;
    if (req.extra && !req.extra(l)) continue;
    if (total >= req.from && total < end) hits.push(l);
    total++;
    byType[l.typeId] = (byType[l.typeId] ?? 0) + 1;
    boards.add(l.place.province);
    if (l.price < priceMin) priceMin = l.price;
    if (l.price > priceMax) priceMax = l.price;
    priceSum += l.price;
  }
  return {
    hits,
    totalHits: total,
    aggregateData: {
      byListingType: byType,
      priceMin: total ? priceMin : null,
      priceMax: total ? priceMax : null,
      priceAverage: total ? Math.round(priceSum / total) : null,
    },
    complianceData: {
      boards: [...boards].sort().map((code) => {
        const name = REAL_ESTATE_BOARDS[code as keyof typeof REAL_ESTATE_BOARDS];
        return {
          name,
          disclaimer: `The listing data is provided under copyright by ${name}. It is deemed reliable but is not guaranteed accurate.`,
        };
      }),
    },
  };
}

/** Integer query parameter with bounds; an error when present and not a whole number in range. */
export function intParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  errors: string[],
): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    errors.push(`${name} must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

export function sortParam(params: URLSearchParams, fallback: SortOptionId, errors: string[]): SortOptionId {
  const raw = params.get('sort');
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!isSortOptionId(n)) {
    errors.push('sort must be 1 to 6');
    return fallback;
  }
  return n;
}
