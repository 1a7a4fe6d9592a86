import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '@/api/contract/listings';
import { nearbyListingsParams, otherListings, similarListingsParams, similarPropertiesParams } from './related';
import { sectionFromHash } from './sections';

const condo = {
  listingTypeId: 160,
  listPrice: 800_000,
  city: 'Toronto',
  province: 'ON',
  saleMode: 'forSale',
  latitude: 43.65,
  longitude: -79.38,
  beds: 2,
} as Pick<
  ListingDetail,
  'listingTypeId' | 'listPrice' | 'city' | 'province' | 'saleMode' | 'latitude' | 'longitude' | 'beds'
>;

describe('related listings', () => {
  it('similar listings: same group of types, same city, price within a quarter, one bedroom fewer at least', () => {
    const params = similarListingsParams(condo);
    expect(JSON.parse(params.filters!)).toEqual({
      saleMode: 'forSale',
      province: 'ON',
      city: 'Toronto',
      listingTypeIds: [160],
      priceListMin: 600_000,
      priceListMax: 1_000_000,
      bedsMin: 1,
    });
  });

  it('a sold listing is compared with homes for sale, and similar properties are the sold ones', () => {
    expect(JSON.parse(similarListingsParams({ ...condo, saleMode: 'sold' }).filters!)).toMatchObject({
      saleMode: 'forSale',
    });
    expect(JSON.parse(similarPropertiesParams(condo).filters!)).toMatchObject({ soldOnly: true, city: 'Toronto' });
  });

  it('nearby listings search 2 km around the listing, nearest first, and need coordinates', () => {
    expect(nearbyListingsParams(condo)).toMatchObject({
      'distance.centreLat': 43.65,
      'distance.centreLon': -79.38,
      'distance.maxDistanceInMetre': 2000,
      sortByProximity: 'asc',
    });
    expect(nearbyListingsParams({ ...condo, latitude: undefined })).toBeNull();
  });

  it('a row never shows the listing itself', () => {
    const rows = [{ listingId: 'a' }, { listingId: 'b' }, { listingId: 'c' }];
    expect(otherListings(rows, 'b').map((l) => l.listingId)).toEqual(['a', 'c']);
  });
});

describe('anchors of shared links (spec §5)', () => {
  it('finds the section of each anchor, forgiving case, encoding and a trailing slash', () => {
    expect(sectionFromHash('#details')).toBe('details');
    expect(sectionFromHash('#Calculator/')).toBe('calculator');
    expect(sectionFromHash('#similar%2Dlistings')).toBe('similar-listings');
    expect(sectionFromHash('#nowhere')).toBeNull();
    expect(sectionFromHash('#%E0%A4%A')).toBeNull();
    expect(sectionFromHash('')).toBeNull();
  });
});
