import { isRentOrLease } from '@/domain/sale-mode';
import type { ListingDetail } from '@/api/contract/listings';
import type { Locale } from '@/config/env';
import { listingAddress } from '@/domain/listing';
import type { SiteCategory } from '@/domain/site';
import type { ContactListing } from '@/features/leads/ListingContactForm';
import type { MortgageListing } from '@/features/mortgage/use-mortgage-calculator';
import type { MarketAnalysisProps } from '@/features/neighbourhoods/MarketAnalysis';
import type { NearbyPlacesProps } from '@/features/neighbourhoods/NearbyPlaces';
import { urls } from '@/routing/urls';
import { listingText } from './messages';

// A listing from the API → what the page and its sections are given. Types only from the sections'
// modules, so their lazily loaded code stays out of the page's chunk.

/** `/{province}/{city}-real-estate/{id}` → the province code and the city's slug. */
export function placeOfDetailUrl(detailUrl: string): { province: string; citySlug: string } | null {
  const match = /^\/([a-z]{2})\/([a-z0-9-]+?)-real-estate\//.exec(detailUrl.toLowerCase());
  return match ? { province: match[1]!, citySlug: match[2]! } : null;
}

export function isRental(listing: ListingDetail): boolean {
  return isRentOrLease(listing.saleMode);
}

export interface ListingLinks {
  cityHref: string | undefined;
  provinceHref: string | undefined;
  agentHref: string | undefined;
  officeHref: string | undefined;
}

/** The pages the listing links to: its city and province, its agent's and its office's. */
export function listingLinks(listing: ListingDetail, locale: Locale, category: SiteCategory): ListingLinks {
  const place = placeOfDetailUrl(listing.detailUrl);
  return {
    cityHref: place ? urls.city(locale, place.province, place.citySlug, category) : undefined,
    provinceHref: place ? urls.province(locale, place.province, category) : undefined,
    // The agent and office work where the listing is (their own pages' canonical links say where, if not).
    agentHref: place && listing.agentId ? urls.agent(locale, place.province, listing.agentId, category) : undefined,
    officeHref: place && listing.officeId ? urls.office(locale, place.province, listing.officeId, category) : undefined,
  };
}

/** The notice above the facts for a listing no longer (or not yet) for sale, if any. */
export function listingBanner(listing: ListingDetail): (typeof listingText)['soldBanner'] | null {
  return listing.saleMode === 'sold' || listing.status?.toLowerCase() === 'sold'
    ? listingText.soldBanner
    : /expired|terminated|withdrawn|cancel/i.test(listing.status ?? '')
      ? listingText.offMarketBanner
      : /coming soon/i.test(listing.status ?? '')
        ? listingText.comingSoonBanner
        : null;
}

/** The places nearby need the listing's position: null for a listing without one. */
export function nearbyPlacesListing(listing: ListingDetail): NearbyPlacesProps['listing'] | null {
  if (typeof listing.latitude !== 'number' || typeof listing.longitude !== 'number') return null;
  const address = listingAddress(listing);
  return {
    latitude: listing.latitude,
    longitude: listing.longitude,
    address: address.address ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    ...(listing.neighbourhoodId ? { neighbourhoodId: listing.neighbourhoodId } : {}),
  };
}

export function mortgageListing(listing: ListingDetail): MortgageListing {
  const address = listingAddress(listing);
  return {
    priceCents: Math.round((listing.listPrice ?? 0) * 100),
    province: address.province ?? '',
    city: address.city ?? '',
    ...(listing.taxes !== undefined ? { taxesDollarsPerYear: listing.taxes } : {}),
    ...(listing.condoFees !== undefined ? { condoFeesDollarsPerMonth: listing.condoFees } : {}),
    newBuild: Boolean(listing.isNewConstruction),
    rental: isRental(listing),
  };
}

export function contactListing(listing: ListingDetail): ContactListing {
  const address = listingAddress(listing);
  return {
    listingId: listing.listingId,
    address: address.address ?? '',
    city: address.city ?? '',
    ...(listing.agent?.firstName
      ? { agentName: [listing.agent.firstName, listing.agent.lastName].filter(Boolean).join(' ') }
      : {}),
    ...(listing.office?.name ? { officeName: listing.office.name } : {}),
    rental: isRental(listing),
  };
}

export function marketListing(listing: ListingDetail): MarketAnalysisProps['listing'] {
  const address = listingAddress(listing);
  return {
    priceDollars: listing.listPrice ?? 0,
    ...(listing.pricePerSqFt !== undefined ? { pricePerSqft: listing.pricePerSqFt } : {}),
    ...(listing.daysOnSite !== undefined ? { daysOnSite: listing.daysOnSite } : {}),
    city: address.city ?? '',
    province: address.province ?? '',
    forSale: listing.saleMode === 'forSale',
  };
}
