import { describe, expect, it } from 'vitest';
import {
  EARLIEST_LISTING_DATE,
  LISTING_TAGS,
  daysOnSite,
  isComingSoon,
  isLeaseOrRental,
  isValidListingDate,
  listingAddress,
  listingCategory,
  listingTags,
  listingTagMessages,
  listingTypeLong,
} from './listing';
import type { Listing } from './listing';

const base: Listing = { listingId: 'wp_id1-lst', detailUrl: '/on/toronto-real-estate/1-main-st-wp_id1-lst' };
const now = new Date('2025-06-15T12:00:00Z');

describe('derived listing fields', () => {
  it('comingSoon is status "coming soon" in any case', () => {
    expect(isComingSoon({ status: 'Coming Soon' })).toBe(true);
    expect(isComingSoon({ status: ' COMING SOON ' })).toBe(true);
    expect(isComingSoon({ status: 'coming-soon' })).toBe(false);
    expect(isComingSoon({})).toBe(false);
  });

  it('listingCategory is residential, collection or commercial', () => {
    expect(listingCategory(base)).toBe('residential');
    expect(listingCategory({ ...base, isLuxury: true })).toBe('collection');
    expect(listingCategory({ ...base, isCommercial: true, isLuxury: true })).toBe('commercial');
    expect(listingCategory({ ...base, listingTypeId: 112 })).toBe('commercial');
  });

  it('isLeaseOrRental for rental, lease, commercial lease and vacation rental', () => {
    for (const id of [103, 130, 112, 150]) expect(isLeaseOrRental({ listingTypeId: id })).toBe(true);
    for (const id of [100, 101, 160, 105]) expect(isLeaseOrRental({ listingTypeId: id })).toBe(false);
  });

  it('listingTypeLong is the type label, triplex or fourplex for such multi-family listings', () => {
    expect(listingTypeLong({ ...base, listingTypeId: 100 }).defaultMessage).toBe('Single Family');
    expect(listingTypeLong({ ...base, listingTypeId: 105 }).defaultMessage).toBe('Multi-Family');
    expect(listingTypeLong({ ...base, listingTypeId: 105, structureType: 'TRIPLEX' }).id).toBe(
      'property-category.triplex',
    );
    expect(listingTypeLong({ ...base, listingTypeId: 105, structureType: 'Fourplex' }).id).toBe(
      'property-category.fourplex',
    );
    expect(listingTypeLong({ ...base, listingTypeId: 999 }).id).toBe('property-category.property');
  });

  it('prefers the mls-prefixed address fields when they have text', () => {
    expect(
      listingAddress({
        ...base,
        address: '1 Main St',
        mlsAddress: '1 MAIN STREET',
        city: 'Toronto',
        mlsCity: ' ',
        province: 'ON',
        postalCode: 'M5V3L9',
        mlsPostalCode: 'M5V 3L9',
      }),
    ).toEqual({ address: '1 MAIN STREET', city: 'Toronto', province: 'ON', postalCode: 'M5V 3L9' });
  });
});

describe('listing date', () => {
  it('is valid only on or after 2000-01-01', () => {
    expect(EARLIEST_LISTING_DATE).toBe('2000-01-01');
    expect(isValidListingDate('2000-01-01')).toBe(true);
    expect(isValidListingDate('2000-01-01T00:00:00-05:00')).toBe(true);
    expect(isValidListingDate('1999-12-31')).toBe(false);
    expect(isValidListingDate('1999-12-31T23:59:59Z')).toBe(false);
    expect(isValidListingDate('1970-01-01')).toBe(false);
    expect(isValidListingDate(0)).toBe(false);
    expect(isValidListingDate(Date.UTC(2000, 0, 1))).toBe(true);
    expect(isValidListingDate(new Date('2024-05-01'))).toBe(true);
  });

  it('rejects garbage and impossible dates', () => {
    expect(isValidListingDate('')).toBe(false);
    expect(isValidListingDate(null)).toBe(false);
    expect(isValidListingDate('not a date')).toBe(false);
    expect(isValidListingDate('2023-02-30')).toBe(false);
  });

  it('days on site counts whole days from the listing date to now', () => {
    expect(daysOnSite({ listingDate: '2025-06-15' }, now)).toBe(0);
    expect(daysOnSite({ listingDate: '2025-06-14' }, now)).toBe(1);
    expect(daysOnSite({ listingDate: '2025-06-01' }, now)).toBe(14);
    expect(daysOnSite({ listingDate: '2025-07-01' }, now)).toBe(0);
    expect(daysOnSite({ listingDate: '1999-01-01' }, now)).toBeNull();
    expect(daysOnSite({}, now)).toBeNull();
  });
});

describe('listing tags', () => {
  it('has the 15 tags of spec §3 with labels', () => {
    expect(LISTING_TAGS).toHaveLength(15);
    expect(Object.keys(listingTagMessages)).toEqual([...LISTING_TAGS]);
    expect(listingTagMessages.threeDTour.defaultMessage).toBe('3D Tour');
  });

  it('new within 7 days of listing; updated otherwise when recently changed', () => {
    expect(listingTags({ ...base, listingDate: '2025-06-10' }, now)).toEqual(['new']);
    expect(listingTags({ ...base, listingDate: '2025-06-01' }, now)).toEqual([]);
    expect(listingTags({ ...base, listingDate: '2025-05-01', lastUpdated: '2025-06-14' }, now)).toEqual(['updated']);
    expect(listingTags({ ...base, listingDate: '2025-06-12', lastUpdated: '2025-06-14' }, now)).toEqual(['new']);
  });

  it('open houses only while upcoming, virtual ones separately', () => {
    const tags = listingTags(
      {
        ...base,
        openHouses: [
          { start: '2025-06-20T14:00:00Z', end: '2025-06-20T16:00:00Z' },
          { start: '2025-06-10T14:00:00Z', end: '2025-06-10T16:00:00Z', isVirtual: true },
        ],
      },
      now,
    );
    expect(tags).toEqual(['openHouse']);
    expect(
      listingTags(
        { ...base, openHouses: [{ start: '2025-06-21T14:00:00Z', end: '2025-06-21T15:00:00Z', isVirtual: true }] },
        now,
      ),
    ).toEqual(['virtualOpenHouse']);
  });

  it('status, type, flag and media tags in spec order', () => {
    expect(
      listingTags(
        {
          ...base,
          status: 'Coming Soon',
          isLuxury: true,
          isExclusive: true,
          listingTypeId: 170,
          priceChange: 'down',
          threeDTourUrl: 'https://tour/3d',
          virtualTourUrl: 'https://tour/v',
        },
        now,
      ),
    ).toEqual([
      'exclusive',
      'comingSoon',
      'collection',
      'newConstruction',
      'priceReduced',
      'threeDTour',
      'virtualTour',
    ]);
    expect(listingTags({ ...base, listingTypeId: 103 }, now)).toEqual(['rental']);
    expect(listingTags({ ...base, status: 'Sold' }, now)).toEqual(['sold']);
    expect(listingTags({ ...base, status: 'pending' }, now)).toEqual(['pending']);
    expect(listingTags({ ...base, status: 'Under Contract' }, now)).toEqual(['underContract']);
    expect(listingTags({ ...base, priceChange: 'up' }, now)).toEqual([]);
    expect(listingTags({ ...base, isLuxury: true, isCommercial: true }, now)).toEqual([]);
  });
});

describe('the rental tag follows the listing’s sale mode when it has one', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('tags a condo for rent, and not a vacation rental that is for sale', () => {
    expect(listingTags({ listingId: 'a', detailUrl: '/on/x', listingTypeId: 160, saleMode: 'forRent' }, now)).toContain(
      'rental',
    );
    expect(
      listingTags({ listingId: 'b', detailUrl: '/on/x', listingTypeId: 150, saleMode: 'forSale' }, now),
    ).not.toContain('rental');
    // Without a sale mode, the type says it, as spec §3 derives isLeaseOrRental.
    expect(listingTags({ listingId: 'c', detailUrl: '/on/x', listingTypeId: 103 }, now)).toContain('rental');
  });
});
