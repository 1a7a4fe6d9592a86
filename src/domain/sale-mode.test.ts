import { describe, expect, it } from 'vitest';
import { RENT_FILTERS, toBackendFilters, type SearchFilters } from './filters';
import { COMMERCIAL_TOGGLES, FILTER_GROUPS, RESIDENTIAL_TOGGLES, listingTypeIdsForToggles } from './listing-types';
import { MODE_TOGGLES, isRentOrLease, isSaleMode, searchSaleMode } from './sale-mode';
import { SITE_CATEGORIES } from './site';

const RENT_FILTER_VALUES: SearchFilters = {
  petsAllowed: true,
  furnished: true,
  leaseTerm: 'monthToMonth',
  moveInBy: '2027-01-15',
};

describe('the sale mode of a search (spec §4), for every mode × site category × property-type group (spec §3)', () => {
  for (const siteCategory of SITE_CATEGORIES) {
    const toggles = siteCategory === 'commercial' ? COMMERCIAL_TOGGLES : RESIDENTIAL_TOGGLES;
    const typeToggles = toggles.filter((t) => !(MODE_TOGGLES as readonly string[]).includes(t));
    const rentMode = siteCategory === 'commercial' ? 'forLease' : 'forRent';
    for (const [mode, base] of [
      ['forSale', {}],
      [rentMode, { rentalsOnly: true }],
    ] as const) {
      for (const toggle of [undefined, ...typeToggles]) {
        it(`${siteCategory} · ${mode} · ${toggle ?? 'no type'}`, () => {
          const filters: SearchFilters = { ...base, ...(toggle ? { [toggle]: true } : {}) };
          expect(searchSaleMode(filters, siteCategory)).toBe(mode);
          const out = toBackendFilters(filters, { siteCategory });
          expect(out.saleMode).toBe(mode);
          if (toggle) {
            // The group applies within the mode, as spec §3 defines it for the site.
            expect(out.listingTypeIds).toEqual(listingTypeIdsForToggles([toggle], siteCategory));
          } else if (siteCategory === 'commercial') {
            expect(out).not.toHaveProperty('listingTypeIds');
            expect(out).not.toHaveProperty('excludedListingTypeIds');
          } else {
            // Commercial types stay off a home search; the rental types are left out of a sale search only.
            expect(out.excludedListingTypeIds).toEqual(
              mode === 'forSale' ? [101, 107, 108, 112, ...FILTER_GROUPS.rental] : [101, 107, 108, 112],
            );
          }
        });
      }
    }
  }

  it('the rental toggle (residential) and the commercial-lease toggle (commercial) choose the mode, not a type', () => {
    expect(toBackendFilters({ rental: true, condo: true }, { siteCategory: 'residential' })).toMatchObject({
      saleMode: 'forRent',
      listingTypeIds: [160],
    });
    expect(toBackendFilters({ commercialLease: true }, { siteCategory: 'commercial' })).toMatchObject({
      saleMode: 'forLease',
      commercialOnly: true,
    });
    expect(toBackendFilters({ commercialLease: true }, { siteCategory: 'commercial' })).not.toHaveProperty(
      'listingTypeIds',
    );
    // A commercial toggle carried to the residential site by a URL does not turn it into a lease search.
    expect(searchSaleMode({ commercialLease: true }, 'residential')).toBe('forSale');
  });

  it("a renter's filters travel with a rent search only", () => {
    const rent = toBackendFilters({ rentalsOnly: true, ...RENT_FILTER_VALUES }, { siteCategory: 'residential' });
    expect(rent).toMatchObject({
      petsAllowed: true,
      furnished: true,
      leaseTerm: 'monthToMonth',
      moveInBy: '2027-01-15',
    });
    for (const siteCategory of SITE_CATEGORIES) {
      const sale = toBackendFilters(RENT_FILTER_VALUES, { siteCategory });
      for (const name of RENT_FILTERS) expect(sale).not.toHaveProperty(name);
    }
    const lease = toBackendFilters({ rentalsOnly: true, ...RENT_FILTER_VALUES }, { siteCategory: 'commercial' });
    for (const name of RENT_FILTERS) expect(lease).not.toHaveProperty(name);
  });

  it('knows the sale modes of spec §4 and which are monthly', () => {
    expect(['forSale', 'forRent', 'forLease', 'sold'].every(isSaleMode)).toBe(true);
    expect(isSaleMode('rent')).toBe(false);
    expect(isSaleMode(undefined)).toBe(false);
    expect(['forRent', 'forLease'].every((m) => isRentOrLease(m as 'forRent'))).toBe(true);
    expect(isRentOrLease('forSale')).toBe(false);
    expect(isRentOrLease('sold')).toBe(false);
  });
});
