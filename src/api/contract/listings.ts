import {
  BACKEND_KEYS,
  FILTER_DEFINITIONS,
  type BackendFilters,
  type FilterName,
  type SearchFilters,
} from '@/domain/filters';
import type { Listing } from '@/domain/listing';
import type { RentTerms } from '@/domain/rent';
import type { SaleMode } from '@/domain/sale-mode';
import type { ListingCategory } from '@/domain/site';
import type { AgentListingSort } from '@/domain/agent-sorting';

export type { Listing, SaleMode };

/** `north,east,south,west` in degrees; also accepted as a JSON object with those keys. */
export type BoundsParam = string;

/** Query of the map search (spec §7.3 "listings active"); filters are the JSON of `toBackendFilters`. */
export interface MapSearchParams {
  sort?: number;
  from?: number;
  size?: number;
  zoom?: number;
  bounds?: BoundsParam;
  /** JSON of BackendFilters. */
  filters?: string;
}

export interface ComplianceData {
  /** Boards whose listings appear, with the disclaimer each requires. */
  boards: { name: string; disclaimer: string }[];
}

export interface AggregateData {
  /** Count of matching listings per listing type id. */
  byListingType: Record<string, number>;
  priceMin: number | null;
  priceMax: number | null;
  priceAverage: number | null;
}

export interface SearchEnvelope<T> {
  results: T[];
  totalHits: number;
  complianceData: ComplianceData;
  aggregateData: AggregateData | null;
}

/** Map results are `lat;lng;listingId;price;date;pricePerSqft[;detailUrl[;listingTypeId]]` strings (domain/map-previews). */
export type MapSearchResponse = { result: SearchEnvelope<string> };

/** The card fields of a listing, as gallery, text, distance and preview searches return them. */
export type ListingSummary = Pick<
  Listing,
  | 'listingId'
  | 'detailUrl'
  | 'mlsNum'
  | 'address'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'listingTypeId'
  | 'status'
  | 'listPrice'
  | 'pricePerSqFt'
  | 'isLuxury'
  | 'isCommercial'
  | 'latitude'
  | 'longitude'
  | 'beds'
  | 'baths'
  | 'sqft'
  | 'listingDate'
  | 'lastUpdated'
  | 'photos'
  | 'openHouses'
  | 'priceChange'
  | 'isExclusive'
  | 'isNewConstruction'
  | 'virtualTourUrl'
  | 'threeDTourUrl'
  | 'courtesyOf'
> & {
  saleMode: SaleMode;
  listingCategory: ListingCategory;
  /** A home for rent's terms (ours, API.md). */
  rentTerms?: RentTerms;
};

export interface GallerySearchParams extends MapSearchParams {
  /** Restrict to one agent's or office's listings. */
  agentId?: string;
  officeId?: string;
  /** One of the agent listing sorts (spec §3), overriding `sort`: bedrooms, bathrooms, year built, size… */
  listingSort?: AgentListingSort;
}

export interface TextSearchParams {
  text: string;
  page?: number;
  size?: number;
  sort?: number;
  filters?: string;
}

export interface DistanceSearchParams {
  'distance.centreLat': number;
  'distance.centreLon': number;
  'distance.maxDistanceInMetre': number;
  sortByProximity?: 'asc';
  size?: number;
  from?: number;
  filters?: string;
}

export type ListingsResponse = { result: SearchEnvelope<ListingSummary> };

/** The distance search adds each listing's distance from the centre. */
export type DistanceListingsResponse = { result: SearchEnvelope<ListingSummary & { distanceMetres: number }> };

export type PreviewsResponse = { result: ListingSummary[] };

export interface PageViewResult {
  listingId: string;
  pageViews: number;
}

export interface CityListingsResponse {
  result: SearchEnvelope<ListingSummary> & {
    place: { name: string; province: string; lat: number; lng: number; zoom: number; placeKey: string };
  };
}

/** `latest` answers are the body itself (no `data` envelope, spec §7.1). */
export interface LatestListingsBody {
  listings: {
    listingId: string;
    detailUrl: string;
    address: string;
    city: string;
    province: string;
    listPrice: number;
    beds: number | null;
    baths: number | null;
    sqft: number | null;
    listingDate: string;
  }[];
}

export type ListingDetail = Listing & {
  saleMode: SaleMode;
  /** A home for rent's terms (ours, API.md). */
  rentTerms?: RentTerms;
  listingCategory: ListingCategory;
  descriptionFr?: string;
  /** Ours: the English version of a listing written in French (Quebec listings; API.md). */
  descriptionEn?: string;
  businessType?: string;
  neighbourhoodId?: string;
  agentId: string;
  coAgentId?: string;
  officeId: string;
  pageViews: number;
};

export interface EnhancedContent {
  listingId: string;
  highlights: string[];
  videoTourUrl: string | null;
  threeDTourUrl: string | null;
  floorPlans: { name: string; url: string }[];
}

/** Spec §3 suggestion item; `isQuebec` results open the Quebec modal instead of navigating. */
export interface SuggestionItem {
  displayText: string;
  targetUrl: { url: string; query?: Record<string, string> };
  kind: 'province' | 'city' | 'neighbourhood' | 'address' | 'mls';
  isQuebec: boolean;
}

export interface SuggestionsResponse {
  result: { places: SuggestionItem[]; listings: SuggestionItem[] };
}

/**
 * Filters of spec §3 the domain's mapping (`toBackendFilters`, spec §7.3) has no backend key for: the
 * search backends take them under their own name, with the domain's kind of value.
 */
const PASSED_THROUGH_FILTERS = [
  'keywords',
  'listedSinceDays',
  'yearBuiltMin',
  'yearBuiltMax',
  'virtualTourOnly',
  'featuredListings',
] as const satisfies readonly FilterName[];

/** Keys of the search backends that are no filter of the domain: sale mode, status, scope. */
const BACKEND_ONLY_FILTERS = {
  soldOnly: 'boolean',
  includeSold: 'boolean',
  saleMode: 'string',
  status: 'string',
  priceReduced: 'boolean',
  agentId: 'string',
  officeId: 'string',
  province: 'string',
  city: 'string',
  neighbourhoodId: 'string',
} as const satisfies Record<string, BackendFilterKind>;

export type BackendFilterKind = 'number' | 'boolean' | 'string' | 'numberList' | 'businessTypes';
export type ExtraBackendKey = (typeof PASSED_THROUGH_FILTERS)[number] | keyof typeof BACKEND_ONLY_FILTERS;
/** Every key of the search backends' `filters`. */
export type BackendFilterKey =
  (typeof BACKEND_KEYS)[keyof typeof BACKEND_KEYS] | 'listingTypeIds' | 'excludedListingTypeIds' | ExtraBackendKey;

/**
 * Filter keys the search backends take beyond the mapping of spec §7.3 (which has no key for them):
 * the client sends them as they are, next to `toBackendFilters`' output.
 */
export const EXTRA_BACKEND_KEYS: readonly ExtraBackendKey[] = [
  ...PASSED_THROUGH_FILTERS,
  ...(Object.keys(BACKEND_ONLY_FILTERS) as (keyof typeof BACKEND_ONLY_FILTERS)[]),
];

/** The filters a search sends as they are (`EXTRA_BACKEND_KEYS`), beside `toBackendFilters`' output. */
export function extraBackendFilters(filters: SearchFilters): Record<string, BackendFilters[string] | string> {
  const extra: Record<string, BackendFilters[string] | string> = {};
  for (const key of EXTRA_BACKEND_KEYS) {
    const value = (filters as Record<string, BackendFilters[string] | string | undefined>)[key];
    if (value !== undefined) extra[key] = value;
  }
  return extra;
}

function kindOf(name: FilterName): BackendFilterKind {
  const kind = FILTER_DEFINITIONS[name];
  // The price type picks which price bounds are sent; it never travels itself. A lease term and a day are text.
  if (kind === 'priceType') return 'number';
  return kind === 'leaseTerm' || kind === 'day' ? 'string' : kind;
}

/**
 * Every filter key the listing searches accept and the kind of its value, from one set of definitions:
 * the domain's backend mapping (keys of `BACKEND_KEYS`, kinds of `FILTER_DEFINITIONS`), the listing type
 * lists `toBackendFilters` writes, and the extra keys above. The demo API checks requests against it.
 */
export const BACKEND_FILTER_KINDS = Object.freeze({
  ...(Object.fromEntries(
    (Object.entries(BACKEND_KEYS) as [keyof typeof BACKEND_KEYS, string][]).map(([name, key]) => [key, kindOf(name)]),
  ) as Record<(typeof BACKEND_KEYS)[keyof typeof BACKEND_KEYS], BackendFilterKind>),
  listingTypeIds: 'numberList',
  excludedListingTypeIds: 'numberList',
  ...(Object.fromEntries(PASSED_THROUGH_FILTERS.map((name) => [name, kindOf(name)])) as Record<
    (typeof PASSED_THROUGH_FILTERS)[number],
    BackendFilterKind
  >),
  ...BACKEND_ONLY_FILTERS,
}) satisfies Readonly<Record<BackendFilterKey, BackendFilterKind>>;
