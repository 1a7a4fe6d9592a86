import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  businessTypeMessages,
  lotSizeOptionMessages,
  normaliseFilters,
  PRICE_TYPES,
  type FilterName,
  type SearchFilters,
} from '@/domain/filters';
import {
  COMMERCIAL_TOGGLES,
  isListingTypeId,
  listingTypeMessages,
  PROPERTY_TYPE_TOGGLES,
  propertyCategoryMessages,
  RESIDENTIAL_TOGGLES,
  type PropertyTypeToggle,
} from '@/domain/listing-types';
import { leaseTermMessages } from '@/domain/rent';
import { searchSaleMode, type SearchSaleMode } from '@/domain/sale-mode';
import type { SiteCategory } from '@/domain/site';

/** What describing a filter needs of react-intl (a `createIntl` result will do in tests). */
export type LabelIntl = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatDate'>;

/** Control names and choices shared by the quick filters, the filter panel and the chips. */
export const filterMessages = defineMessages<{
  price: Record<string, never>;
  minPrice: Record<string, never>;
  maxPrice: Record<string, never>;
  noMin: Record<string, never>;
  noMax: Record<string, never>;
  beds: Record<string, never>;
  baths: Record<string, never>;
  bedsShort: Record<string, never>;
  bathsShort: Record<string, never>;
  propertyType: Record<string, never>;
  any: Record<string, never>;
  countPlus: { count: number };
  current: { name: string; value: string };
  moreTypes: { names: string; count: number };
  clearAll: Record<string, never>;
  hasOpenHouse: Record<string, never>;
  hasVirtualOpenHouse: Record<string, never>;
  virtualTourOnly: Record<string, never>;
  comingSoon: Record<string, never>;
  featuredListings: Record<string, never>;
  featuredLuxury: Record<string, never>;
  ownBrandListingsOnly: Record<string, never>;
  commercialOnly: Record<string, never>;
  luxuryOnly: Record<string, never>;
  rentalsOnly: Record<string, never>;
  rent: Record<string, never>;
  lease: Record<string, never>;
  rentTerms: Record<string, never>;
  petsAllowed: Record<string, never>;
  furnished: Record<string, never>;
  leaseTerm: Record<string, never>;
  moveInBy: Record<string, never>;
  moveInByChip: { date: string };
  keywords: { keywords: string };
  listedSince: { days: number };
  updatedSince: { days: number };
  minImages: { count: number };
}>({
  price: { id: 'filters.price.label', defaultMessage: 'Price' },
  minPrice: { id: 'filters.price.min', defaultMessage: 'Minimum price' },
  maxPrice: { id: 'filters.price.max', defaultMessage: 'Maximum price' },
  noMin: { id: 'filters.no-min', defaultMessage: 'No min' },
  noMax: { id: 'filters.no-max', defaultMessage: 'No max' },
  beds: { id: 'filters.beds', defaultMessage: 'Bedrooms' },
  baths: { id: 'filters.baths', defaultMessage: 'Bathrooms' },
  bedsShort: { id: 'filters.beds.short', defaultMessage: 'Beds' },
  bathsShort: { id: 'filters.baths.short', defaultMessage: 'Baths' },
  propertyType: { id: 'filters.property-type', defaultMessage: 'Property type' },
  any: { id: 'filters.any', defaultMessage: 'Any' },
  countPlus: { id: 'filters.count-plus', defaultMessage: '{count, number}+' },
  /** A quick-filter button's name once it has a value: the control, then what it is set to. */
  current: { id: 'filters.current', defaultMessage: '{name}: {value}' },
  moreTypes: { id: 'filters.more-types', defaultMessage: '{names} +{count, number} more' },
  clearAll: { id: 'filters.reset', defaultMessage: 'Clear all' },
  hasOpenHouse: { id: 'filters.open-house', defaultMessage: 'Open house' },
  hasVirtualOpenHouse: { id: 'filters.virtual-open-house', defaultMessage: 'Virtual open house' },
  virtualTourOnly: { id: 'filters.virtual-tour', defaultMessage: 'Virtual tour' },
  comingSoon: { id: 'filters.coming-soon', defaultMessage: 'Coming soon' },
  featuredListings: { id: 'filters.featured', defaultMessage: 'Featured listings' },
  featuredLuxury: { id: 'filters.featured-luxury', defaultMessage: 'Featured luxury listings' },
  ownBrandListingsOnly: { id: 'filters.listed-by-our-agents', defaultMessage: 'Listed by our agents' },
  commercialOnly: { id: 'filters.commercial-only', defaultMessage: 'Commercial only' },
  luxuryOnly: { id: 'filters.luxury-only', defaultMessage: 'Luxury only' },
  rentalsOnly: { id: 'filters.for-rent', defaultMessage: 'For rent' },
  keywords: { id: 'filters.chip.keywords', defaultMessage: 'Keywords: {keywords}' },
  listedSince: {
    id: 'filters.chip.listed-since',
    defaultMessage: '{days, plural, one {Listed in the last 24 hours} other {Listed in the last # days}}',
  },
  updatedSince: {
    id: 'filters.chip.updated-since',
    defaultMessage: '{days, plural, one {Updated in the last 24 hours} other {Updated in the last # days}}',
  },
  minImages: {
    id: 'filters.chip.min-images',
    defaultMessage: '{count, plural, one {At least # photo} other {At least # photos}}',
  },
  rent: { id: 'filters.rent.label', defaultMessage: 'Monthly rent' },
  lease: { id: 'filters.lease.label', defaultMessage: 'Monthly lease' },
  rentTerms: { id: 'filters.rent-terms', defaultMessage: 'Rental terms' },
  petsAllowed: { id: 'filters.pets-allowed', defaultMessage: 'Pets allowed' },
  furnished: { id: 'filters.furnished', defaultMessage: 'Furnished' },
  leaseTerm: { id: 'filters.lease-term', defaultMessage: 'Lease term' },
  moveInBy: { id: 'filters.move-in-by', defaultMessage: 'Move in by' },
  moveInByChip: { id: 'filters.chip.move-in-by', defaultMessage: 'Move in by {date}' },
});

/** How each min/max pair reads once set: from a minimum, up to a maximum, between both, or exactly one value. */
const rangeMessages = defineMessages({
  priceMin: { id: 'filters.chip.price.min', defaultMessage: '{min}+' },
  priceMax: { id: 'filters.chip.price.max', defaultMessage: 'Up to {max}' },
  priceBetween: { id: 'filters.chip.price.between', defaultMessage: '{min}–{max}' },
  rentMin: { id: 'filters.chip.rent.min', defaultMessage: '{min}+/mo' },
  rentMax: { id: 'filters.chip.rent.max', defaultMessage: 'Up to {max}/mo' },
  rentBetween: { id: 'filters.chip.rent.between', defaultMessage: '{min}–{max}/mo' },
  pricePerSqftMin: { id: 'filters.chip.price-per-sqft.min', defaultMessage: '{min}+/sq ft' },
  pricePerSqftMax: { id: 'filters.chip.price-per-sqft.max', defaultMessage: 'Up to {max}/sq ft' },
  pricePerSqftBetween: { id: 'filters.chip.price-per-sqft.between', defaultMessage: '{min}–{max}/sq ft' },
  bedsMin: { id: 'filters.chip.beds.min', defaultMessage: '{min, number}+ beds' },
  bedsMax: { id: 'filters.chip.beds.max', defaultMessage: 'Up to {max, plural, one {# bed} other {# beds}}' },
  bedsBetween: { id: 'filters.chip.beds.between', defaultMessage: '{min, number}–{max, number} beds' },
  bedsExact: { id: 'filters.chip.beds.exact', defaultMessage: '{min, plural, one {# bed} other {# beds}}' },
  bathsMin: { id: 'filters.chip.baths.min', defaultMessage: '{min, number}+ baths' },
  bathsMax: { id: 'filters.chip.baths.max', defaultMessage: 'Up to {max, plural, one {# bath} other {# baths}}' },
  bathsBetween: { id: 'filters.chip.baths.between', defaultMessage: '{min, number}–{max, number} baths' },
  bathsExact: { id: 'filters.chip.baths.exact', defaultMessage: '{min, plural, one {# bath} other {# baths}}' },
  sqftMin: { id: 'filters.chip.sqft.min', defaultMessage: '{min, number}+ sq ft' },
  sqftMax: { id: 'filters.chip.sqft.max', defaultMessage: 'Up to {max, number} sq ft' },
  sqftBetween: { id: 'filters.chip.sqft.between', defaultMessage: '{min, number}–{max, number} sq ft' },
  lotSizeMin: { id: 'filters.chip.lot-size.min', defaultMessage: 'Lot {min, number}+ sq ft' },
  lotSizeMax: { id: 'filters.chip.lot-size.max', defaultMessage: 'Lot up to {max, number} sq ft' },
  lotSizeBetween: { id: 'filters.chip.lot-size.between', defaultMessage: 'Lot {min, number}–{max, number} sq ft' },
  totalAcresMax: {
    id: 'filters.chip.acres.max',
    defaultMessage: 'Up to {max, plural, one {# acre} other {# acres}}',
  },
  totalAcresBetween: { id: 'filters.chip.acres.between', defaultMessage: '{min, number}–{max, number} acres' },
  commercialSqftMin: { id: 'filters.chip.commercial-sqft.min', defaultMessage: 'Space {min, number}+ sq ft' },
  commercialSqftMax: { id: 'filters.chip.commercial-sqft.max', defaultMessage: 'Space up to {max, number} sq ft' },
  commercialSqftBetween: {
    id: 'filters.chip.commercial-sqft.between',
    defaultMessage: 'Space {min, number}–{max, number} sq ft',
  },
  unitsMin: { id: 'filters.chip.units.min', defaultMessage: '{min, number}+ units' },
  unitsMax: { id: 'filters.chip.units.max', defaultMessage: 'Up to {max, plural, one {# unit} other {# units}}' },
  unitsBetween: { id: 'filters.chip.units.between', defaultMessage: '{min, number}–{max, number} units' },
  unitsExact: { id: 'filters.chip.units.exact', defaultMessage: '{min, plural, one {# unit} other {# units}}' },
  parkingSpacesMin: { id: 'filters.chip.parking.min', defaultMessage: '{min, number}+ parking spaces' },
  parkingSpacesMax: {
    id: 'filters.chip.parking.max',
    defaultMessage: 'Up to {max, plural, one {# parking space} other {# parking spaces}}',
  },
  parkingSpacesBetween: {
    id: 'filters.chip.parking.between',
    defaultMessage: '{min, number}–{max, number} parking spaces',
  },
  parkingSpacesExact: {
    id: 'filters.chip.parking.exact',
    defaultMessage: '{min, plural, one {# parking space} other {# parking spaces}}',
  },
  storiesMin: { id: 'filters.chip.storeys.min', defaultMessage: '{min, number}+ storeys' },
  storiesMax: {
    id: 'filters.chip.storeys.max',
    defaultMessage: 'Up to {max, plural, one {# storey} other {# storeys}}',
  },
  storiesBetween: { id: 'filters.chip.storeys.between', defaultMessage: '{min, number}–{max, number} storeys' },
  storiesExact: { id: 'filters.chip.storeys.exact', defaultMessage: '{min, plural, one {# storey} other {# storeys}}' },
  yearBuiltMin: { id: 'filters.chip.year-built.min', defaultMessage: 'Built {min} or later' },
  yearBuiltMax: { id: 'filters.chip.year-built.max', defaultMessage: 'Built {max} or earlier' },
  yearBuiltBetween: { id: 'filters.chip.year-built.between', defaultMessage: 'Built {min}–{max}' },
});

export type RangeId =
  | 'price'
  | 'rent'
  | 'pricePerSqft'
  | 'beds'
  | 'baths'
  | 'sqft'
  | 'lotSize'
  | 'totalAcres'
  | 'commercialSqft'
  | 'units'
  | 'parkingSpaces'
  | 'stories'
  | 'yearBuilt';

type Values = Record<string, string | number>;

/** formatMessage for descriptors chosen at run time (the typed overloads want a literal one). */
function text(intl: LabelIntl, descriptor: MessageDescriptor, values?: Values): string {
  return intl.formatMessage(descriptor, values);
}

/** Price steps offered by the price selects: everyday homes, the luxury collection, commercial deals. */
export const PRICE_STEPS: Readonly<Record<SiteCategory, readonly number[]>> = {
  residential: [
    100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 550_000, 600_000, 650_000, 700_000,
    750_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000, 1_750_000, 2_000_000, 2_500_000, 3_000_000, 4_000_000,
    5_000_000,
  ],
  luxury: [
    1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 5_000_000, 6_000_000, 7_500_000,
    10_000_000, 15_000_000, 20_000_000, 30_000_000,
  ],
  commercial: [
    100_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 7_500_000,
    10_000_000, 15_000_000, 20_000_000, 50_000_000,
  ],
};
/** Monthly steps of a rent search (realtor.ca's and Zillow's: every $250 to $3,000, then wider), and a lease's. */
export const RENT_PRICE_STEPS: Readonly<Record<'forRent' | 'forLease', readonly number[]>> = {
  forRent: [
    500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000, 9000,
    10_000,
  ],
  forLease: [1000, 2500, 5000, 7500, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000],
};

/** The price steps a search in this mode offers: the category's prices, or a month's rent or lease. */
export function priceSteps(mode: SearchSaleMode, category: SiteCategory): readonly number[] {
  return mode === 'forSale' ? PRICE_STEPS[category] : RENT_PRICE_STEPS[mode];
}

/** The price control's name in this mode: Price, Monthly rent, Monthly lease. */
export function priceTitle(mode: SearchSaleMode, intl: LabelIntl): string {
  const name = { forSale: filterMessages.price, forRent: filterMessages.rent, forLease: filterMessages.lease }[mode];
  return text(intl, name);
}

/** A price as a select shows it: `$300K` for a sale, `$2,500` for a month's rent. */
export function formatStep(dollars: number, monthly: boolean, intl: LabelIntl): string {
  return monthly ? formatDollars(dollars, intl) : formatPriceCompact(dollars, intl);
}

export const BED_CHOICES = [1, 2, 3, 4, 5] as const;
export const BATH_CHOICES = [1, 2, 3, 4] as const;
export const DAY_CHOICES = [1, 3, 7, 14, 30] as const;
export const PHOTO_CHOICES = [1, 5, 10, 20] as const;
export const SQFT_STEPS = [500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 7500, 10000] as const;

/** The steps, plus the current value when it is not one of them (a shared link may hold any number). */
export function withCurrent(steps: readonly number[], ...current: (number | undefined)[]): number[] {
  const values = new Set(steps);
  for (const value of current) if (value !== undefined && Number.isFinite(value)) values.add(value);
  return [...values].sort((a, b) => a - b);
}

/** The property-type toggles a site category offers. */
export function categoryToggles(category: SiteCategory): readonly PropertyTypeToggle[] {
  return category === 'commercial' ? COMMERCIAL_TOGGLES : RESIDENTIAL_TOGGLES;
}

const NBSP = '\u00a0';

/**
 * A price in Canadian dollars, short: `$300K`, `$1.25M` in English; `300 k$`, `1,25 M$` in French (the
 * way Quebec writes it: no space between the unit and the dollar sign, a no-break space before them).
 */
export function formatPriceCompact(dollars: number, intl: LabelIntl): string {
  const formatted = intl.formatNumber(dollars, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return formatted.replace(/[\s\u00a0\u202f]+/g, NBSP).replace(/([kKM])\u00a0\$/, '$1$');
}

/** A whole-dollar price: `$250` / `250 $`, for prices per square foot and a month's rent. */
function formatDollars(dollars: number, intl: LabelIntl): string {
  return intl
    .formatNumber(dollars, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    })
    .replace(/[\s\u00a0\u202f]+/g, NBSP);
}

interface RangeSpec {
  id: RangeId;
  min: FilterName;
  max: FilterName;
  /** Prices are written out before they reach the message; counts and sizes are formatted by it. */
  format?: (value: number, intl: LabelIntl) => string;
}

const RANGES: readonly RangeSpec[] = [
  { id: 'price', min: 'priceMin', max: 'priceMax', format: formatPriceCompact },
  { id: 'rent', min: 'priceMin', max: 'priceMax', format: formatDollars },
  { id: 'pricePerSqft', min: 'pricePerSqftMin', max: 'pricePerSqftMax', format: formatDollars },
  { id: 'beds', min: 'bedsMin', max: 'bedsMax' },
  { id: 'baths', min: 'bathsMin', max: 'bathsMax' },
  { id: 'sqft', min: 'sqftMin', max: 'sqftMax' },
  { id: 'lotSize', min: 'lotSizeMin', max: 'lotSizeMax' },
  { id: 'totalAcres', min: 'totalAcresMin', max: 'totalAcresMax' },
  { id: 'commercialSqft', min: 'commercialSqftMin', max: 'commercialSqftMax' },
  { id: 'units', min: 'unitsMin', max: 'unitsMax' },
  { id: 'parkingSpaces', min: 'parkingSpacesMin', max: 'parkingSpacesMax' },
  { id: 'stories', min: 'storiesMin', max: 'storiesMax' },
  { id: 'yearBuilt', min: 'yearBuiltMin', max: 'yearBuiltMax', format: (year) => String(year) },
];

const RANGE_BY_ID = Object.fromEntries(RANGES.map((range) => [range.id, range])) as Record<RangeId, RangeSpec>;

function numberOf(filters: SearchFilters, name: FilterName): number | undefined {
  const value = filters[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** One min/max pair in words, or undefined when neither bound is set. */
function describeRange(range: RangeSpec, filters: SearchFilters, intl: LabelIntl): string | undefined {
  const min = numberOf(filters, range.min);
  const max = numberOf(filters, range.max);
  if (min === undefined && max === undefined) return undefined;
  const show = (value: number) => (range.format ? range.format(value, intl) : value);
  const messages = rangeMessages as Partial<Record<string, MessageDescriptor>>;
  if (range.id === 'totalAcres' && min !== undefined && max === undefined) {
    return text(intl, lotSizeOptionMessages.acres, { acres: min });
  }
  if (range.id === 'totalAcres' && min === undefined && max === 1) {
    return text(intl, lotSizeOptionMessages.underOneAcre);
  }
  if (min !== undefined && max !== undefined) {
    const exact = messages[`${range.id}Exact`];
    if (min === max && exact) return text(intl, exact, { min });
    return text(intl, messages[`${range.id}Between`]!, { min: show(min), max: show(max) });
  }
  if (min !== undefined) return text(intl, messages[`${range.id}Min`]!, { min: show(min) });
  return text(intl, messages[`${range.id}Max`]!, { max: show(max!) });
}

/** A min/max pair in words (`1–5 acres`, `2+ storeys`); undefined when neither bound is set. */
export function rangeLabel(id: RangeId, filters: SearchFilters, intl: LabelIntl): string | undefined {
  return describeRange(RANGE_BY_ID[id], filters, intl);
}

/**
 * The price filter in words: `$300K–$600K`, `$300K+`, `Up to $600K`; a month's rent as `Up to $2,500/mo`;
 * undefined when not set.
 */
export function priceLabel(
  filters: SearchFilters,
  intl: LabelIntl,
  category: SiteCategory = 'residential',
): string | undefined {
  return describeRange(RANGE_BY_ID[searchSaleMode(filters, category) === 'forSale' ? 'price' : 'rent'], filters, intl);
}

/** `3+ beds` / `3 chambres et plus`; undefined when not set. */
export function bedsLabel(filters: SearchFilters, intl: LabelIntl): string | undefined {
  return describeRange(RANGE_BY_ID.beds, filters, intl);
}

/** `2+ baths` / `2 salles de bain et plus`; undefined when not set. */
export function bathsLabel(filters: SearchFilters, intl: LabelIntl): string | undefined {
  return describeRange(RANGE_BY_ID.baths, filters, intl);
}

/** The chosen property types of the category: `Condo, Townhouse`, then `Condo, Townhouse +2`. */
export function propertyTypesLabel(
  filters: SearchFilters,
  category: SiteCategory,
  intl: LabelIntl,
): string | undefined {
  const names = categoryToggles(category)
    .filter((toggle) => filters[toggle] === true)
    .map((toggle) => intl.formatMessage(propertyCategoryMessages[toggle]));
  if (names.length === 0) return undefined;
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? text(intl, filterMessages.moreTypes, { names: shown, count: names.length - 2 }) : shown;
}

/** An applied filter as a chip shows it. */
export interface AppliedFilter {
  /** Stable while the filter stays applied: `price`, `beds`, `condo`, `businessTypeSet:Office`… */
  id: string;
  label: string;
  /** The filters without this one (a min/max pair goes as one). */
  remove: (filters: SearchFilters) => SearchFilters;
}

function without(...names: FilterName[]) {
  return (filters: SearchFilters): SearchFilters => {
    const next = { ...filters };
    for (const name of names) delete next[name];
    return next;
  };
}

const STATUS_FLAGS = ['hasOpenHouse', 'hasVirtualOpenHouse', 'virtualTourOnly', 'comingSoon'] as const;
const OTHER_FLAGS = ['featuredListings', 'ownBrandListingsOnly', 'featuredLuxury'] as const;

/**
 * Every filter the search applies, in words, in the order a buyer thinks of them. Filters that the site
 * category implies anyway (commercial only on the commercial site, luxury only on the luxury one) and the
 * price type (a switch, not a constraint) are left out; so is a price pair the price type turns off.
 */
export function appliedFilters(input: SearchFilters, category: SiteCategory, intl: LabelIntl): AppliedFilter[] {
  const filters = normaliseFilters(input);
  const out: AppliedFilter[] = [];
  const add = (id: string, label: string | undefined, remove: AppliedFilter['remove']) => {
    if (label) out.push({ id, label, remove });
  };
  const flag = (name: FilterName, label: MessageDescriptor) => {
    if (filters[name] === true) add(name, text(intl, label), without(name));
  };
  const range = (id: RangeId) => {
    const spec = RANGE_BY_ID[id];
    add(id, describeRange(spec, filters, intl), without(spec.min, spec.max));
  };

  if (filters.keywords)
    add('keywords', text(intl, filterMessages.keywords, { keywords: filters.keywords }), without('keywords'));
  flag('rentalsOnly', filterMessages.rentalsOnly);
  const mode = searchSaleMode(filters, category);
  if (filters.priceType !== PRICE_TYPES.perSquareFoot) range(mode === 'forSale' ? 'price' : 'rent');
  if (filters.priceType !== PRICE_TYPES.regular) range('pricePerSqft');
  range('beds');
  range('baths');
  // Category toggles first, in the category's order; then any other toggle a link may carry.
  const toggles = [...new Set([...categoryToggles(category), ...PROPERTY_TYPE_TOGGLES])];
  for (const toggle of toggles) flag(toggle, propertyCategoryMessages[toggle]);
  for (const type of filters.businessTypeSet ?? []) {
    add(`businessTypeSet:${type}`, text(intl, businessTypeMessages[type]), (f) => ({
      ...f,
      businessTypeSet: f.businessTypeSet?.filter((t) => t !== type),
    }));
  }
  for (const name of ['listingTypeIds', 'customListingTypeIds'] as const) {
    for (const id of filters[name] ?? []) {
      if (!isListingTypeId(id)) continue;
      add(`${name}:${id}`, text(intl, listingTypeMessages[id]), (f) => ({
        ...f,
        [name]: f[name]?.filter((i) => i !== id),
      }));
    }
  }
  for (const id of [
    'sqft',
    'lotSize',
    'totalAcres',
    'commercialSqft',
    'units',
    'parkingSpaces',
    'stories',
    'yearBuilt',
  ] as const) {
    range(id);
  }
  // A renter's filters, which only a rent search applies (domain/filters RENT_FILTERS).
  if (mode === 'forRent') {
    flag('petsAllowed', filterMessages.petsAllowed);
    flag('furnished', filterMessages.furnished);
    if (filters.leaseTerm) add('leaseTerm', text(intl, leaseTermMessages[filters.leaseTerm]), without('leaseTerm'));
    if (filters.moveInBy) {
      // A calendar day: read in UTC, it is the same day everywhere.
      const date = intl.formatDate(filters.moveInBy, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      add('moveInBy', text(intl, filterMessages.moveInByChip, { date }), without('moveInBy'));
    }
  }
  for (const name of STATUS_FLAGS) flag(name, filterMessages[name]);
  // Zero days means "any time" (spec §9), and zero photos asks for nothing.
  if (filters.listedSinceDays) {
    add(
      'listedSinceDays',
      text(intl, filterMessages.listedSince, { days: filters.listedSinceDays }),
      without('listedSinceDays'),
    );
  }
  if (filters.updatedInLastNumDays) {
    add(
      'updatedInLastNumDays',
      text(intl, filterMessages.updatedSince, { days: filters.updatedInLastNumDays }),
      without('updatedInLastNumDays'),
    );
  }
  if (filters.minImages) {
    add('minImages', text(intl, filterMessages.minImages, { count: filters.minImages }), without('minImages'));
  }
  for (const name of OTHER_FLAGS) flag(name, filterMessages[name]);
  if (category !== 'commercial') flag('commercialOnly', filterMessages.commercialOnly);
  if (category !== 'luxury') flag('luxuryOnly', filterMessages.luxuryOnly);
  return out;
}

/** The filters without any that a chip shows (what "Clear all" leaves: switches such as the price type). */
export function withoutApplied(filters: SearchFilters, category: SiteCategory, intl: LabelIntl): SearchFilters {
  const next = appliedFilters(filters, category, intl).reduce((f, applied) => applied.remove(f), filters);
  return normaliseFilters(next);
}
