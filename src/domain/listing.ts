import { isRentOrLease, type SaleMode } from './sale-mode';
import {
  COMMERCIAL_ONLY_LISTING_TYPE_IDS,
  LEASE_OR_RENTAL_LISTING_TYPE_IDS,
  isListingTypeId,
  listingTypeLabel,
  propertyCategory,
  propertyCategoryLabel,
} from './listing-types';
import { defineMessages } from './messages';
import type { MessageDescriptor } from './messages';
import type { ListingCategory } from './site';

export type ListingAgentContact = {
  personifyId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
};

export type ListingPhoto = { url: string; caption?: string; width?: number; height?: number };

export type OpenHouse = {
  /** ISO date-time strings. */
  start: string;
  end: string;
  isVirtual?: boolean;
  url?: string;
};

export type ListingRoom = {
  name: string;
  level?: string;
  dimensions?: string;
};

export type ListingOffice = { name?: string; phone?: string; address?: string };

/** A listing as the listings backend sends it (spec §3); display fields are optional. */
export type Listing = {
  listingId: string;
  detailUrl: string;
  source?: string;
  mlsNum?: string;
  address?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  mlsAddress?: string;
  mlsCity?: string;
  mlsProvince?: string;
  mlsPostalCode?: string;
  listingTypeId?: number;
  propertySubType?: string;
  structureType?: string;
  status?: string;
  listPrice?: number;
  pricePerSqFt?: number;
  isLuxury?: boolean;
  isCommercial?: boolean;
  uaid?: string;
  uuaid?: string;
  agent?: ListingAgentContact;
  coAgent?: ListingAgentContact;
  latitude?: number;
  longitude?: number;
  beds?: number;
  baths?: number;
  fullBaths?: number;
  halfBaths?: number;
  sqft?: number;
  lotSize?: number;
  lotSizeUnits?: string;
  yearBuilt?: number;
  garageSpaces?: number;
  parkingSpaces?: number;
  stories?: number;
  units?: number;
  /** ISO date (YYYY-MM-DD) or date-time. */
  listingDate?: string;
  lastUpdated?: string;
  daysOnSite?: number;
  photos?: ListingPhoto[];
  openHouses?: OpenHouse[];
  virtualTourUrl?: string;
  videoTourUrl?: string;
  threeDTourUrl?: string;
  /** Price moved up or down since listed. */
  priceChange?: 'up' | 'down' | null;
  isExclusive?: boolean;
  isNewConstruction?: boolean;
  office?: ListingOffice;
  courtesyOf?: string;
  description?: string;
  heating?: string;
  cooling?: string;
  basement?: string;
  roof?: string;
  flooring?: string;
  fireplace?: string;
  pool?: string;
  taxes?: number;
  taxYear?: number;
  condoFees?: number;
  petPolicy?: string;
  utilities?: string;
  waterfront?: string;
  zoning?: string;
  /** Where the cars go: "Attached garage", "Underground", "Driveway"… */
  parkingType?: string;
  rooms?: ListingRoom[];
};

/** Recently viewed record kept in local storage. */
export type RecentlyViewedListing = {
  listingId: string;
  url: string;
  viewedAt: number;
  source?: string;
  mlsNum?: string;
  agent?: ListingAgentContact;
  coAgent?: ListingAgentContact;
};

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function prefer(mls: string | undefined, plain: string | undefined): string | undefined {
  return hasText(mls) ? mls : hasText(plain) ? plain : undefined;
}

export type ListingAddress = {
  address?: string;
  city?: string;
  province?: string;
  postalCode?: string;
};

/** Address fields, preferring the mls-prefixed variants when they carry text. */
export function listingAddress(listing: Listing): ListingAddress {
  return {
    address: prefer(listing.mlsAddress, listing.address),
    city: prefer(listing.mlsCity, listing.city),
    province: prefer(listing.mlsProvince, listing.province),
    postalCode: prefer(listing.mlsPostalCode, listing.postalCode),
  };
}

export function isComingSoon(listing: Pick<Listing, 'status'>): boolean {
  return listing.status?.trim().toLowerCase() === 'coming soon';
}

/** Commercial wins over luxury: a commercial listing never shows in the collection. */
export function listingCategory(listing: Listing): ListingCategory {
  const id = listing.listingTypeId;
  if (listing.isCommercial || (isListingTypeId(id) && COMMERCIAL_ONLY_LISTING_TYPE_IDS.includes(id))) {
    return 'commercial';
  }
  return listing.isLuxury ? 'collection' : 'residential';
}

export function isLeaseOrRental(listing: Pick<Listing, 'listingTypeId'> & { saleMode?: SaleMode }): boolean {
  // The listing's own sale mode says it when the backend gives it (a condo for rent); the type otherwise.
  if (listing.saleMode) return isRentOrLease(listing.saleMode);
  const id = listing.listingTypeId;
  return isListingTypeId(id) && LEASE_OR_RENTAL_LISTING_TYPE_IDS.includes(id);
}

/** Long type label: triplex or fourplex for such multi-family listings, else the type's name. */
export function listingTypeLong(listing: Listing): MessageDescriptor {
  const category = propertyCategory(listing);
  if (category === 'triplex' || category === 'fourplex') return propertyCategoryLabel(category);
  return isListingTypeId(listing.listingTypeId)
    ? listingTypeLabel(listing.listingTypeId)
    : propertyCategoryLabel('property');
}

/**
 * Types a card names for themselves: their filter group's label would call them something the listing
 * page does not (a manufactured home is no "House", a mobile home no "Other").
 */
const OWN_NAME_TYPES: ReadonlySet<number> = new Set([121, 122, 109, 120, 151, 140, 170, 171]);

/** The type a card shows: its group's short label ("House", "Condo"), or its own name where the group's would mislead. */
export function cardTypeLabel(listing: Listing): MessageDescriptor {
  return OWN_NAME_TYPES.has(listing.listingTypeId ?? 0)
    ? listingTypeLong(listing)
    : propertyCategoryLabel(propertyCategory(listing));
}

export const EARLIEST_LISTING_DATE = '2000-01-01';
const DAY_MS = 86_400_000;

/** Parses a listing date; null unless it is a real date on or after 2000-01-01. */
export function parseListingDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
    if (day) {
      const [, y, m, d] = day;
      const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      // Reject rolled-over dates such as 2023-02-30.
      if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return null;
      if (`${y}-${m}-${d}` < EARLIEST_LISTING_DATE) return null;
      const parsed = new Date(value.trim());
      return Number.isNaN(parsed.getTime()) ? check : parsed;
    }
  }
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.getTime() >= Date.UTC(2000, 0, 1) ? date : null;
}

export function isValidListingDate(value: string | number | Date | null | undefined): boolean {
  return parseListingDate(value) !== null;
}

/** Whole days since the listing date (0 on the day itself), or null without a valid date. */
export function daysOnSite(listing: Pick<Listing, 'listingDate'>, now: Date): number | null {
  const date = parseListingDate(listing.listingDate);
  if (!date) return null;
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
}

export const LISTING_TAGS = [
  'new',
  'updated',
  'openHouse',
  'virtualOpenHouse',
  'exclusive',
  'comingSoon',
  'collection',
  'newConstruction',
  'rental',
  'underContract',
  'sold',
  'pending',
  'priceReduced',
  'threeDTour',
  'virtualTour',
] as const;
export type ListingTag = (typeof LISTING_TAGS)[number];

export const listingTagMessages = defineMessages({
  new: { id: 'listing-tag.new', defaultMessage: 'New' },
  updated: { id: 'listing-tag.updated', defaultMessage: 'Updated' },
  openHouse: { id: 'listing-tag.open-house', defaultMessage: 'Open House' },
  virtualOpenHouse: { id: 'listing-tag.virtual-open-house', defaultMessage: 'Virtual Open House' },
  exclusive: { id: 'listing-tag.exclusive', defaultMessage: 'Exclusive' },
  comingSoon: { id: 'listing-tag.coming-soon', defaultMessage: 'Coming Soon' },
  collection: { id: 'listing-tag.collection', defaultMessage: 'Collection' },
  newConstruction: { id: 'listing-tag.new-construction', defaultMessage: 'New Construction' },
  rental: { id: 'listing-tag.rental', defaultMessage: 'Rental' },
  underContract: { id: 'listing-tag.under-contract', defaultMessage: 'Under Contract' },
  sold: { id: 'listing-tag.sold', defaultMessage: 'Sold' },
  pending: { id: 'listing-tag.pending', defaultMessage: 'Pending' },
  priceReduced: { id: 'listing-tag.price-reduced', defaultMessage: 'Price Reduced' },
  threeDTour: { id: 'listing-tag.3d-tour', defaultMessage: '3D Tour' },
  virtualTour: { id: 'listing-tag.virtual-tour', defaultMessage: 'Virtual Tour' },
});

/** A listing is new, or updated, for this many days. */
export const TAG_RECENT_DAYS = 7;
const NEW_CONSTRUCTION_TYPE_IDS: readonly number[] = [140, 170, 171];

function withinDays(date: Date | null, now: Date, days: number): boolean {
  if (!date) return false;
  const age = now.getTime() - date.getTime();
  return age >= 0 && age < days * DAY_MS;
}

function upcoming(openHouse: OpenHouse, now: Date): boolean {
  const end = Date.parse(openHouse.end);
  return Number.isFinite(end) && end >= now.getTime();
}

/** Tags shown on a listing card, in the spec's order. */
export function listingTags(listing: Listing & { saleMode?: SaleMode }, now: Date): ListingTag[] {
  const tags = new Set<ListingTag>();
  const status = listing.status?.trim().toLowerCase() ?? '';
  const listed = parseListingDate(listing.listingDate);
  const updated = parseListingDate(listing.lastUpdated);
  if (withinDays(listed, now, TAG_RECENT_DAYS)) tags.add('new');
  // Re-saving on the day of listing is not an update worth a badge.
  else if (withinDays(updated, now, TAG_RECENT_DAYS) && (!listed || updated!.getTime() - listed.getTime() >= DAY_MS)) {
    tags.add('updated');
  }
  const openHouses = (listing.openHouses ?? []).filter((o) => upcoming(o, now));
  if (openHouses.some((o) => !o.isVirtual)) tags.add('openHouse');
  if (openHouses.some((o) => o.isVirtual)) tags.add('virtualOpenHouse');
  if (listing.isExclusive) tags.add('exclusive');
  if (isComingSoon(listing)) tags.add('comingSoon');
  if (listing.isLuxury && listingCategory(listing) === 'collection') tags.add('collection');
  if (
    listing.isNewConstruction ||
    (listing.listingTypeId !== undefined && NEW_CONSTRUCTION_TYPE_IDS.includes(listing.listingTypeId))
  ) {
    tags.add('newConstruction');
  }
  if (isLeaseOrRental(listing)) tags.add('rental');
  if (status === 'under contract') tags.add('underContract');
  if (status === 'sold') tags.add('sold');
  if (status === 'pending') tags.add('pending');
  if (listing.priceChange === 'down') tags.add('priceReduced');
  if (hasText(listing.threeDTourUrl)) tags.add('threeDTour');
  if (hasText(listing.virtualTourUrl)) tags.add('virtualTour');
  return LISTING_TAGS.filter((tag) => tags.has(tag));
}

/** Open houses still to come or under way (end ≥ now), soonest first; ones with unreadable times are left out. */
export function upcomingOpenHouses(listing: Pick<Listing, 'openHouses'>, now: Date): OpenHouse[] {
  return (listing.openHouses ?? [])
    .filter((o) => upcoming(o, now) && Number.isFinite(Date.parse(o.start)))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
