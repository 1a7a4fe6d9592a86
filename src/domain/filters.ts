import {
  COMMERCIAL_ONLY_LISTING_TYPE_IDS,
  PROPERTY_TYPE_TOGGLES,
  RENTAL_LISTING_TYPE_IDS,
  listingTypeIdsForToggles,
} from './listing-types';
import type { PropertyTypeToggle } from './listing-types';
import { defineMessages } from './messages';
import { calendarDay, isLeaseTerm, type LeaseTerm } from './rent';
import { MODE_TOGGLES, searchSaleMode } from './sale-mode';
import type { SiteCategory } from './site';

export const BUSINESS_TYPES = [
  'Agriculture',
  'Automotive',
  'Construction',
  'Grocery',
  'Hospitality',
  'Hotel',
  'Industrial',
  'Manufacturing',
  'Multi-Family',
  'Office',
  'Professional',
  'Restaurant',
  'Retail',
  'Service',
  'Transportation',
  'Warehouse',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const businessTypeMessages = defineMessages({
  Agriculture: { id: 'business-type.agriculture', defaultMessage: 'Agriculture' },
  Automotive: { id: 'business-type.automotive', defaultMessage: 'Automotive' },
  Construction: { id: 'business-type.construction', defaultMessage: 'Construction' },
  Grocery: { id: 'business-type.grocery', defaultMessage: 'Grocery' },
  Hospitality: { id: 'business-type.hospitality', defaultMessage: 'Hospitality' },
  Hotel: { id: 'business-type.hotel', defaultMessage: 'Hotel' },
  Industrial: { id: 'business-type.industrial', defaultMessage: 'Industrial' },
  Manufacturing: { id: 'business-type.manufacturing', defaultMessage: 'Manufacturing' },
  'Multi-Family': { id: 'business-type.multi-family', defaultMessage: 'Multi-Family' },
  Office: { id: 'business-type.office', defaultMessage: 'Office' },
  Professional: { id: 'business-type.professional', defaultMessage: 'Professional' },
  Restaurant: { id: 'business-type.restaurant', defaultMessage: 'Restaurant' },
  Retail: { id: 'business-type.retail', defaultMessage: 'Retail' },
  Service: { id: 'business-type.service', defaultMessage: 'Service' },
  Transportation: { id: 'business-type.transportation', defaultMessage: 'Transportation' },
  Warehouse: { id: 'business-type.warehouse', defaultMessage: 'Warehouse' },
});

export const PRICE_TYPES = { regular: 0, perSquareFoot: 1 } as const;
export type PriceType = (typeof PRICE_TYPES)[keyof typeof PRICE_TYPES];

type FilterKind = 'number' | 'boolean' | 'string' | 'numberList' | 'businessTypes' | 'priceType' | 'leaseTerm' | 'day';

/** Every search filter and its kind, in the order used when writing a query string. */
export const FILTER_DEFINITIONS = {
  keywords: 'string',
  priceType: 'priceType',
  priceMin: 'number',
  priceMax: 'number',
  pricePerSqftMin: 'number',
  pricePerSqftMax: 'number',
  bedsMin: 'number',
  bedsMax: 'number',
  bathsMin: 'number',
  bathsMax: 'number',
  sqftMin: 'number',
  sqftMax: 'number',
  lotSizeMin: 'number',
  lotSizeMax: 'number',
  totalAcresMin: 'number',
  totalAcresMax: 'number',
  commercialSqftMin: 'number',
  commercialSqftMax: 'number',
  unitsMin: 'number',
  unitsMax: 'number',
  parkingSpacesMin: 'number',
  parkingSpacesMax: 'number',
  storiesMin: 'number',
  storiesMax: 'number',
  yearBuiltMin: 'number',
  yearBuiltMax: 'number',
  minImages: 'number',
  updatedInLastNumDays: 'number',
  listedSinceDays: 'number',
  featuredListings: 'boolean',
  featuredLuxury: 'boolean',
  ownBrandListingsOnly: 'boolean',
  comingSoon: 'boolean',
  rentalsOnly: 'boolean',
  hasOpenHouse: 'boolean',
  hasVirtualOpenHouse: 'boolean',
  virtualTourOnly: 'boolean',
  commercialOnly: 'boolean',
  luxuryOnly: 'boolean',
  house: 'boolean',
  townhouse: 'boolean',
  condo: 'boolean',
  rental: 'boolean',
  land: 'boolean',
  farm: 'boolean',
  duplex: 'boolean',
  cottage: 'boolean',
  other: 'boolean',
  commercial: 'boolean',
  commercialLease: 'boolean',
  vacantLand: 'boolean',
  hotelResort: 'boolean',
  businessOpportunity: 'boolean',
  customListingTypeIds: 'numberList',
  listingTypeIds: 'numberList',
  businessTypeSet: 'businessTypes',
  // A renter's filters (ours, domain/rent): they apply to rent searches only.
  petsAllowed: 'boolean',
  furnished: 'boolean',
  leaseTerm: 'leaseTerm',
  moveInBy: 'day',
} as const satisfies Record<string, FilterKind>;

/** The filters only a rent search has (what a renter asks, domain/rent). */
export const RENT_FILTERS = [
  'petsAllowed',
  'furnished',
  'leaseTerm',
  'moveInBy',
] as const satisfies readonly FilterName[];

export type FilterName = keyof typeof FILTER_DEFINITIONS;
export const FILTER_NAMES = Object.keys(FILTER_DEFINITIONS) as FilterName[];

type ValueOf<K extends FilterKind> = K extends 'number'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends 'string'
      ? string
      : K extends 'numberList'
        ? number[]
        : K extends 'businessTypes'
          ? BusinessType[]
          : K extends 'leaseTerm'
            ? LeaseTerm
            : K extends 'day'
              ? string
              : PriceType;

/** The search filters; every one is optional and absent means "no constraint". */
export type SearchFilters = {
  -readonly [K in FilterName]?: ValueOf<(typeof FILTER_DEFINITIONS)[K]>;
};

const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((v) => v.trim());
  return [value];
}

const BUSINESS_TYPE_BY_LOWER = new Map(BUSINESS_TYPES.map((t) => [t.toLowerCase(), t]));

/** One filter value, from a URL string or a typed value; undefined means "drop it". */
function parseFilterValue(kind: FilterKind, raw: unknown): SearchFilters[FilterName] | undefined {
  if (raw === null || raw === undefined || raw === false || raw === '') return undefined;
  switch (kind) {
    case 'boolean':
      // Only `true` survives: false and anything unrecognised mean "filter off".
      return raw === true || (typeof raw === 'string' && /^(?:true|1)$/i.test(raw.trim())) ? true : undefined;
    case 'number':
      return toNumber(raw);
    case 'priceType': {
      const n = toNumber(raw);
      return n === 0 || n === 1 ? n : undefined;
    }
    case 'leaseTerm':
      return isLeaseTerm(raw) ? raw : undefined;
    case 'day':
      return calendarDay(raw);
    case 'string': {
      if (typeof raw !== 'string') return undefined;
      const s = raw.trim();
      return s === '' || s === 'null' || s === 'undefined' ? undefined : s;
    }
    case 'numberList': {
      const ids = [
        ...new Set(
          toList(raw)
            .map(toNumber)
            .filter((n): n is number => n !== undefined),
        ),
      ];
      return ids.length > 0 ? ids : undefined;
    }
    case 'businessTypes': {
      const types = [
        ...new Set(
          toList(raw)
            .map((v) => (typeof v === 'string' ? BUSINESS_TYPE_BY_LOWER.get(v.trim().toLowerCase()) : undefined))
            .filter((t): t is BusinessType => t !== undefined),
        ),
      ];
      return types.length > 0 ? types : undefined;
    }
  }
}

/**
 * Cleans a filter record from any source (URL, storage, server): unknown names are dropped, so are
 * empty, false and null values; strings become numbers or booleans by the filter's kind.
 */
export function normaliseFilters(input: Readonly<Record<string, unknown>>): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    if (!Object.hasOwn(input, name)) continue;
    const raw = input[name];
    if (typeof raw === 'string' && /^(?:null|undefined|false)$/i.test(raw.trim())) continue;
    const value = parseFilterValue(FILTER_DEFINITIONS[name], raw);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** Filters from a query string; parameters that are not filters (view, sort…) are ignored. */
export function filtersFromQuery(query: URLSearchParams | Readonly<Record<string, string | undefined>>): SearchFilters {
  const record: Record<string, string | undefined> =
    query instanceof URLSearchParams ? Object.fromEntries(query.entries()) : { ...query };
  return normaliseFilters(record);
}

function serialise(value: NonNullable<SearchFilters[FilterName]>): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** Query parameters for filters, in FILTER_NAMES order so equal filters give equal URLs. */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const clean = normaliseFilters(filters);
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = clean[name];
    if (value !== undefined) params.set(name, serialise(value));
  }
  return params;
}

/** Property-type toggles that are switched on, in display order. */
export function activeToggles(filters: SearchFilters): PropertyTypeToggle[] {
  return PROPERTY_TYPE_TOGGLES.filter((toggle) => filters[toggle] === true);
}

export type BackendFilterValue = number | boolean | string | number[] | string[];
export type BackendFilters = Record<string, BackendFilterValue>;

/** Filter name to backend key (spec §7.3); the feature flags travel as dotted `features.` keys. */
export const BACKEND_KEYS = {
  hasOpenHouse: 'features.hasOpenHouse',
  hasVirtualOpenHouse: 'features.hasVirtualOpenHouse',
  comingSoon: 'features.comingSoon',
  ownBrandListingsOnly: 'features.ownBrandListing',
  sqftMin: 'sqFtMin',
  sqftMax: 'sqFtMax',
  lotSizeMin: 'lotSizeMin',
  lotSizeMax: 'lotSizeMax',
  priceMin: 'priceListMin',
  priceMax: 'priceListMax',
  pricePerSqftMin: 'pricePerSqFtMin',
  pricePerSqftMax: 'pricePerSqFtMax',
  bedsMin: 'bedsMin',
  bedsMax: 'bedsMax',
  bathsMin: 'bathsMin',
  bathsMax: 'bathsMax',
  updatedInLastNumDays: 'updatedInLastNumDays',
  storiesMin: 'storiesMin',
  storiesMax: 'storiesMax',
  unitsMin: 'unitsMin',
  unitsMax: 'unitsMax',
  totalAcresMin: 'totalAcresMin',
  totalAcresMax: 'totalAcresMax',
  parkingSpacesMin: 'parkingSpacesMin',
  parkingSpacesMax: 'parkingSpacesMax',
  businessTypeSet: 'businessTypeSet',
  commercialOnly: 'commercialOnly',
  luxuryOnly: 'luxuryOnly',
  minImages: 'minImages',
  featuredLuxury: 'featuredLuxury',
  petsAllowed: 'petsAllowed',
  furnished: 'furnished',
  leaseTerm: 'leaseTerm',
  moveInBy: 'moveInBy',
} as const satisfies Partial<Record<FilterName, string>>;

/** Listing types hidden from a residential or luxury search that names no type. */
export const DEFAULT_EXCLUDED_LISTING_TYPE_IDS: readonly number[] = [
  ...COMMERCIAL_ONLY_LISTING_TYPE_IDS,
  ...RENTAL_LISTING_TYPE_IDS,
];

/**
 * Filters as the listings backend expects them (spec §7.3). Commercial square footage overrides
 * lot size; the price type picks list-price or per-square-foot bounds; the site category sets
 * commercialOnly or luxuryOnly; chosen types become listingTypeIds, and with none chosen outside
 * the commercial site, commercial types are excluded, and so are rentals from a search of homes for sale.
 * The search's sale mode (domain/sale-mode) travels as `saleMode` (ours, API.md): a search for sale never
 * returns a listing offered for rent or lease, whatever its type, and a rent search never a sale. The
 * rental and commercial-lease toggles choose that mode, not a type.
 */
export function toBackendFilters(
  input: SearchFilters,
  { siteCategory }: { siteCategory: SiteCategory },
): BackendFilters {
  const filters = normaliseFilters(input);
  const out: BackendFilters = {};
  for (const [name, key] of Object.entries(BACKEND_KEYS) as [keyof typeof BACKEND_KEYS, string][]) {
    const value = filters[name];
    if (value !== undefined) out[key] = value;
  }
  if (filters.commercialSqftMin !== undefined) out.lotSizeMin = filters.commercialSqftMin;
  if (filters.commercialSqftMax !== undefined) out.lotSizeMax = filters.commercialSqftMax;
  if (filters.priceType === PRICE_TYPES.perSquareFoot) {
    delete out.priceListMin;
    delete out.priceListMax;
  } else if (filters.priceType === PRICE_TYPES.regular) {
    delete out.pricePerSqFtMin;
    delete out.pricePerSqFtMax;
  }
  if (siteCategory === 'commercial') out.commercialOnly = true;
  if (siteCategory === 'luxury') out.luxuryOnly = true;
  const saleMode = searchSaleMode(filters, siteCategory);
  out.saleMode = saleMode;
  // A renter's filters say nothing of a home for sale.
  if (saleMode !== 'forRent') for (const name of RENT_FILTERS) delete out[BACKEND_KEYS[name]];

  let typeIds: number[];
  if (filters.customListingTypeIds) {
    typeIds = [...filters.customListingTypeIds];
  } else {
    const toggles = activeToggles(filters).filter((t) => !(MODE_TOGGLES as readonly string[]).includes(t));
    const ids = new Set<number>(listingTypeIdsForToggles(toggles, siteCategory));
    filters.listingTypeIds?.forEach((id) => ids.add(id));
    typeIds = [...ids];
  }
  if (typeIds.length > 0) {
    out.listingTypeIds = [...new Set(typeIds)].sort((a, b) => a - b);
  } else if (siteCategory !== 'commercial') {
    out.excludedListingTypeIds = [
      ...(saleMode === 'forSale' ? DEFAULT_EXCLUDED_LISTING_TYPE_IDS : COMMERCIAL_ONLY_LISTING_TYPE_IDS),
    ];
  }
  return out;
}

/** Lot-size presets offered in the filter bar: under one acre, or at least N acres. */
export const LOT_SIZE_OPTIONS = [
  { id: 'under-1-acre', filters: { totalAcresMax: 1 } },
  { id: '1-acre', filters: { totalAcresMin: 1 } },
  { id: '2-acres', filters: { totalAcresMin: 2 } },
  { id: '5-acres', filters: { totalAcresMin: 5 } },
  { id: '10-acres', filters: { totalAcresMin: 10 } },
  { id: '20-acres', filters: { totalAcresMin: 20 } },
  { id: '50-acres', filters: { totalAcresMin: 50 } },
  { id: '100-acres', filters: { totalAcresMin: 100 } },
] as const satisfies readonly { id: string; filters: SearchFilters }[];

export const lotSizeOptionMessages = defineMessages({
  underOneAcre: { id: 'filters.lot-size.under-1-acre', defaultMessage: 'Under 1 acre' },
  acres: {
    id: 'filters.lot-size.acres',
    defaultMessage: '{acres, plural, one {# acre} other {# acres}} or more',
  },
});
