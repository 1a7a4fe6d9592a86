import { defineMessages } from './messages';
import type { MessageDescriptor } from './messages';

/** Listing type ids and their spec names (English). */
export const LISTING_TYPE_NAMES = {
  100: 'Single Family',
  101: 'Commercial',
  102: 'Vacant Land',
  103: 'Rental',
  104: 'Condo/Townhome',
  105: 'Multi-Family',
  106: 'Farm',
  107: 'Business Opportunity',
  108: 'Hotel/Resort',
  109: 'Private Island',
  110: 'Auction Item',
  112: 'Commercial Lease',
  113: 'Pocket Listing',
  120: 'Timeshare',
  121: 'Mobile Home',
  122: 'Manufactured Home',
  130: 'Lease',
  140: 'To Be Built',
  150: 'Vacation Rental',
  151: 'Dock/Slip',
  155: 'Duplex',
  160: 'Condo',
  161: 'Townhome',
  170: 'New Home Communities',
  171: 'New Home Plans',
  180: 'Acreage',
  181: 'Agricultural',
  182: 'Recreational',
} as const;

export type ListingTypeId = keyof typeof LISTING_TYPE_NAMES;

export const LISTING_TYPE_IDS: readonly ListingTypeId[] = Object.keys(LISTING_TYPE_NAMES)
  .map(Number)
  .sort((a, b) => a - b) as ListingTypeId[];

export function isListingTypeId(value: unknown): value is ListingTypeId {
  return typeof value === 'number' && Object.hasOwn(LISTING_TYPE_NAMES, value);
}

export const listingTypeMessages = defineMessages({
  100: { id: 'listing-type.100', defaultMessage: 'Single Family' },
  101: { id: 'listing-type.101', defaultMessage: 'Commercial' },
  102: { id: 'listing-type.102', defaultMessage: 'Vacant Land' },
  103: { id: 'listing-type.103', defaultMessage: 'Rental' },
  104: { id: 'listing-type.104', defaultMessage: 'Condo/Townhome' },
  105: { id: 'listing-type.105', defaultMessage: 'Multi-Family' },
  106: { id: 'listing-type.106', defaultMessage: 'Farm' },
  107: { id: 'listing-type.107', defaultMessage: 'Business Opportunity' },
  108: { id: 'listing-type.108', defaultMessage: 'Hotel/Resort' },
  109: { id: 'listing-type.109', defaultMessage: 'Private Island' },
  110: { id: 'listing-type.110', defaultMessage: 'Auction Item' },
  112: { id: 'listing-type.112', defaultMessage: 'Commercial Lease' },
  113: { id: 'listing-type.113', defaultMessage: 'Pocket Listing' },
  120: { id: 'listing-type.120', defaultMessage: 'Timeshare' },
  121: { id: 'listing-type.121', defaultMessage: 'Mobile Home' },
  122: { id: 'listing-type.122', defaultMessage: 'Manufactured Home' },
  130: { id: 'listing-type.130', defaultMessage: 'Lease' },
  140: { id: 'listing-type.140', defaultMessage: 'To Be Built' },
  150: { id: 'listing-type.150', defaultMessage: 'Vacation Rental' },
  151: { id: 'listing-type.151', defaultMessage: 'Dock/Slip' },
  155: { id: 'listing-type.155', defaultMessage: 'Duplex' },
  160: { id: 'listing-type.160', defaultMessage: 'Condo' },
  161: { id: 'listing-type.161', defaultMessage: 'Townhome' },
  170: { id: 'listing-type.170', defaultMessage: 'New Home Communities' },
  171: { id: 'listing-type.171', defaultMessage: 'New Home Plans' },
  180: { id: 'listing-type.180', defaultMessage: 'Acreage' },
  181: { id: 'listing-type.181', defaultMessage: 'Agricultural' },
  182: { id: 'listing-type.182', defaultMessage: 'Recreational' },
});

export function listingTypeLabel(id: ListingTypeId): MessageDescriptor {
  return listingTypeMessages[id];
}

export const RESIDENTIAL_TOGGLES = [
  'house',
  'townhouse',
  'condo',
  'rental',
  'land',
  'farm',
  'duplex',
  'cottage',
  'other',
] as const;
export const COMMERCIAL_TOGGLES = [
  'commercial',
  'commercialLease',
  'vacantLand',
  'hotelResort',
  'businessOpportunity',
  'farm',
] as const;
export type PropertyTypeToggle = (typeof RESIDENTIAL_TOGGLES)[number] | (typeof COMMERCIAL_TOGGLES)[number];
/** Every property-type toggle of the search filters, in display order (farm appears once). */
export const PROPERTY_TYPE_TOGGLES: readonly PropertyTypeToggle[] = [
  ...RESIDENTIAL_TOGGLES,
  ...COMMERCIAL_TOGGLES.filter((toggle) => toggle !== 'farm'),
];

/** Residential filter groups: which listing types one toggle selects. */
export const FILTER_GROUPS: Readonly<Record<(typeof RESIDENTIAL_TOGGLES)[number], readonly ListingTypeId[]>> = {
  house: [100, 113, 122],
  townhouse: [161],
  condo: [160],
  rental: [103, 130],
  land: [102, 180],
  farm: [106, 181],
  duplex: [155, 105],
  cottage: [150, 151, 109, 120, 182],
  other: [121, 140, 170, 171],
};

/** Commercial mapping: listing type id to its commercial toggle. */
export const COMMERCIAL_TYPE_TOGGLES: Readonly<Partial<Record<ListingTypeId, (typeof COMMERCIAL_TOGGLES)[number]>>> = {
  101: 'commercial',
  107: 'businessOpportunity',
  108: 'hotelResort',
  112: 'commercialLease',
  106: 'farm',
  102: 'vacantLand',
};

export const RENTAL_LISTING_TYPE_IDS: readonly ListingTypeId[] = FILTER_GROUPS.rental;
/** Excluded from residential searches when no type is chosen (rentals are added to these). */
export const COMMERCIAL_ONLY_LISTING_TYPE_IDS: readonly ListingTypeId[] = [101, 107, 108, 112];
/** Types that make a listing a lease or rental. */
export const LEASE_OR_RENTAL_LISTING_TYPE_IDS: readonly ListingTypeId[] = [103, 112, 130, 150];

/**
 * Listing type ids selected by the given toggles. On the commercial site the commercial mapping
 * decides (farm is 106 only, vacant land 102); elsewhere the residential groups do.
 */
export function listingTypeIdsForToggles(
  toggles: Iterable<PropertyTypeToggle>,
  siteCategory: 'residential' | 'luxury' | 'commercial' = 'residential',
): ListingTypeId[] {
  const ids = new Set<ListingTypeId>();
  const commercialEntries = Object.entries(COMMERCIAL_TYPE_TOGGLES);
  for (const toggle of toggles) {
    const residential = (FILTER_GROUPS as Partial<Record<string, readonly ListingTypeId[]>>)[toggle];
    if (residential && !(siteCategory === 'commercial' && toggle === 'farm')) {
      residential.forEach((id) => ids.add(id));
      continue;
    }
    for (const [id, commercialToggle] of commercialEntries) {
      if (commercialToggle === toggle) ids.add(Number(id) as ListingTypeId);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

export const PROPERTY_CATEGORIES = [
  'house',
  'townhouse',
  'condo',
  'rental',
  'land',
  'farm',
  'duplex',
  'triplex',
  'fourplex',
  'multiFamily',
  'cottage',
  'other',
  'property',
  'commercial',
  'commercialLease',
  'businessOpportunity',
  'hotelResort',
  'vacantLand',
] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

export const propertyCategoryMessages = defineMessages({
  house: { id: 'property-category.house', defaultMessage: 'House' },
  townhouse: { id: 'property-category.townhouse', defaultMessage: 'Townhouse' },
  condo: { id: 'property-category.condo', defaultMessage: 'Condo' },
  rental: { id: 'property-category.rental', defaultMessage: 'Rental' },
  land: { id: 'property-category.land', defaultMessage: 'Land' },
  farm: { id: 'property-category.farm', defaultMessage: 'Farm' },
  duplex: { id: 'property-category.duplex', defaultMessage: 'Duplex' },
  triplex: { id: 'property-category.triplex', defaultMessage: 'Triplex' },
  fourplex: { id: 'property-category.fourplex', defaultMessage: 'Fourplex' },
  multiFamily: { id: 'property-category.multi-family', defaultMessage: 'Multi-Family' },
  cottage: { id: 'property-category.cottage', defaultMessage: 'Cottage' },
  other: { id: 'property-category.other', defaultMessage: 'Other' },
  property: { id: 'property-category.property', defaultMessage: 'Property' },
  commercial: { id: 'property-category.commercial', defaultMessage: 'Commercial' },
  commercialLease: {
    id: 'property-category.commercial-lease',
    defaultMessage: 'Commercial Lease',
  },
  businessOpportunity: {
    id: 'property-category.business-opportunity',
    defaultMessage: 'Business Opportunity',
  },
  hotelResort: { id: 'property-category.hotel-resort', defaultMessage: 'Hotel/Resort' },
  vacantLand: { id: 'property-category.vacant-land', defaultMessage: 'Vacant Land' },
});

export type PropertyCategoryInput = {
  listingTypeId?: number | null;
  structureType?: string | null;
  isCommercial?: boolean | null;
};

/**
 * Display category of a listing. Commercial listings use the commercial mapping; a multi-family
 * listing (105) whose structure is a triplex or fourplex gets that category.
 */
export function propertyCategory(listing: PropertyCategoryInput): PropertyCategory {
  const id = listing.listingTypeId;
  if (!isListingTypeId(id)) return 'property';
  const commercialToggle = COMMERCIAL_TYPE_TOGGLES[id];
  if (commercialToggle && (listing.isCommercial || COMMERCIAL_ONLY_LISTING_TYPE_IDS.includes(id))) {
    return commercialToggle;
  }
  if (id === 105) {
    const structure = (listing.structureType ?? '').trim().toLowerCase();
    if (structure === 'triplex' || structure === 'fourplex') return structure;
    return 'multiFamily';
  }
  if (id === 104) return 'condo';
  for (const [group, ids] of Object.entries(FILTER_GROUPS)) {
    if (ids.includes(id)) return group as PropertyCategory;
  }
  return 'property';
}

export function propertyCategoryLabel(category: PropertyCategory): MessageDescriptor {
  return propertyCategoryMessages[category];
}
