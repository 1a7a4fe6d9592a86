import type { SiteCategory } from './site';

/**
 * How a listing is offered (spec §4 "Listing sale modes"): the listings backend's `saleMode`, a field of
 * the listing and never derived from its type id. Residential rentals are `forRent`, commercial space is
 * `forLease`; `sold` listings appear only where a page asks for them (recent sales, the estimator).
 */
export const SALE_MODES = ['forSale', 'forRent', 'forLease', 'sold'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

export function isSaleMode(value: unknown): value is SaleMode {
  return typeof value === 'string' && (SALE_MODES as readonly string[]).includes(value);
}

/** A listing offered for a monthly rent or lease price. */
export function isRentOrLease(mode: SaleMode | undefined | null): boolean {
  return mode === 'forRent' || mode === 'forLease';
}

/** The sale modes a visitor searches in: buying, renting a home, leasing commercial space. */
export type SearchSaleMode = Exclude<SaleMode, 'sold'>;

/** The filters that choose a search's mode (a slice of the search filters, spec §3). */
export interface ModeFilters {
  rentalsOnly?: boolean;
  rental?: boolean;
  commercialLease?: boolean;
}

/**
 * The mode a search is in, from its filters and the site. On a residential or luxury site, the URL's
 * `rentalsOnly` (which the rent pages imply) or the rental toggle make it a rent search; on the commercial
 * site, either one or the commercial-lease toggle make it a lease search. Everything else searches what is
 * for sale. The rental and commercial-lease toggles are the mode itself, so they select no type within it;
 * the other property-type groups apply within the mode (a vacation rental is a rent search's cottage).
 */
export function searchSaleMode(filters: ModeFilters, siteCategory: SiteCategory): SearchSaleMode {
  if (siteCategory === 'commercial') {
    return filters.rentalsOnly === true || filters.rental === true || filters.commercialLease === true
      ? 'forLease'
      : 'forSale';
  }
  return filters.rentalsOnly === true || filters.rental === true ? 'forRent' : 'forSale';
}

/** The property-type toggles that choose a mode rather than a type. */
export const MODE_TOGGLES = ['rental', 'commercialLease'] as const;
