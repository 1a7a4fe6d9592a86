import type { DistanceSearchParams, GallerySearchParams, ListingDetail } from '@/api/contract/listings';
import { FILTER_GROUPS } from '@/domain/listing-types';
import { propertyCategory } from '@/domain/listing-types';

/** Cards in each row of related listings. */
export const RELATED_ROW_SIZE = 8;
/** "Nearby" is within this distance of the listing. */
export const NEARBY_RADIUS_METRES = 2_000;
/** Similar listings are priced within this share of the listing's price. */
export const SIMILAR_PRICE_SPREAD = 0.25;
/** Sort ids of spec §3. */
const NEWEST = 1;

type Related = Pick<
  ListingDetail,
  'listingTypeId' | 'listPrice' | 'city' | 'province' | 'saleMode' | 'latitude' | 'longitude' | 'beds' | 'structureType'
>;

/** The listing type ids of the listing's property group (a condo finds condos, a duplex plexes). */
function typeIdsOf(listing: Related): number[] {
  const category = propertyCategory(listing);
  const group = (FILTER_GROUPS as Readonly<Record<string, readonly number[]>>)[category];
  if (group) return [...group];
  return listing.listingTypeId !== undefined ? [listing.listingTypeId] : [];
}

function saleModeFilter(listing: Related): Record<string, string | boolean> {
  return listing.saleMode === 'sold' ? { saleMode: 'forSale' } : { saleMode: listing.saleMode };
}

/**
 * Similar listings: the same kind of property in the same city, on the market the same way (for sale or
 * for rent), priced within a quarter of this one, with at least one bedroom fewer than it has.
 */
export function similarListingsParams(listing: Related): GallerySearchParams {
  const price = listing.listPrice ?? 0;
  const filters: Record<string, unknown> = {
    ...saleModeFilter(listing),
    ...(listing.province ? { province: listing.province } : {}),
    ...(listing.city ? { city: listing.city } : {}),
    listingTypeIds: typeIdsOf(listing),
  };
  if (price > 0) {
    filters.priceListMin = Math.round(price * (1 - SIMILAR_PRICE_SPREAD));
    filters.priceListMax = Math.round(price * (1 + SIMILAR_PRICE_SPREAD));
  }
  if (listing.beds) filters.bedsMin = Math.max(0, listing.beds - 1);
  return { sort: NEWEST, from: 0, size: RELATED_ROW_SIZE + 1, filters: JSON.stringify(filters) };
}

/** Nearby listings: everything on the market the same way within walking distance, nearest first. */
export function nearbyListingsParams(listing: Related): DistanceSearchParams | null {
  if (typeof listing.latitude !== 'number' || typeof listing.longitude !== 'number') return null;
  return {
    'distance.centreLat': listing.latitude,
    'distance.centreLon': listing.longitude,
    'distance.maxDistanceInMetre': NEARBY_RADIUS_METRES,
    sortByProximity: 'asc',
    size: RELATED_ROW_SIZE + 1,
    filters: JSON.stringify(saleModeFilter(listing)),
  };
}

/**
 * Similar properties: homes of the same kind in the city that have sold, newest first: what a buyer
 * compares an asking price with.
 */
export function similarPropertiesParams(listing: Related): GallerySearchParams {
  const filters: Record<string, unknown> = {
    soldOnly: true,
    ...(listing.province ? { province: listing.province } : {}),
    ...(listing.city ? { city: listing.city } : {}),
    listingTypeIds: typeIdsOf(listing),
  };
  return { sort: NEWEST, from: 0, size: RELATED_ROW_SIZE + 1, filters: JSON.stringify(filters) };
}

/** A row shows other listings only, at most a row's worth. */
export function otherListings<T extends { listingId: string }>(results: readonly T[], listingId: string): T[] {
  return results.filter((l) => l.listingId !== listingId).slice(0, RELATED_ROW_SIZE);
}
