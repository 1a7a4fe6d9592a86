import { describe, expect, it } from 'vitest';
import {
  GOOD_RELATIONS_LEASE_OUT,
  GOOD_RELATIONS_SELL,
  listingJsonLd,
  listingTitleParts,
  propertySchemaType,
  serializeJsonLd,
  type ListingSeoInput,
} from './listing-seo';

const URL_EN = 'https://foyer.example/on/toronto-real-estate/12-main-st-wp_id100001-lst';

const house: ListingSeoInput = {
  listingId: '12-main-st-wp_id100001-lst',
  detailUrl: '/on/toronto-real-estate/12-main-st-wp_id100001-lst',
  saleMode: 'forSale',
  source: 'TRREB',
  mlsNum: 'C12345678',
  address: '12 Main St',
  mlsAddress: '12 Main Street',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5v2t6',
  listingTypeId: 100,
  status: 'Active',
  listPrice: 1_250_000,
  latitude: 43.65,
  longitude: -79.38,
  beds: 3,
  baths: 2,
  fullBaths: 2,
  halfBaths: 1,
  sqft: 1850,
  yearBuilt: 1925,
  listingDate: '2025-03-04',
  rooms: [
    { name: 'Living room' },
    { name: 'Kitchen' },
    { name: 'Primary bedroom' },
    { name: 'Bedroom' },
    { name: 'Bedroom' },
  ],
  photos: Array.from({ length: 8 }, (_, n) => ({ url: `/api/v1/photos/x/${n}.svg` })),
  agent: { personifyId: 'a1', firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.ca' },
  coAgent: { firstName: 'Luc', lastName: 'Roy' },
  office: { name: 'Foyer Realty Toronto', phone: '416-555-0100', address: '1 King St W, Toronto, ON' },
};

type Node = Record<string, unknown>;
const build = (listing: ListingSeoInput = house) =>
  listingJsonLd(listing, { url: URL_EN, locale: 'en', brandName: 'Foyer' }) as Node;

function hasUndefinedOrNull(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.some(hasUndefinedOrNull);
  if (typeof value === 'object') return Object.values(value).some(hasUndefinedOrNull);
  return false;
}

describe('listingTitleParts', () => {
  it('gives the pieces of the title template, preferring the MLS address', () => {
    expect(listingTitleParts(house)).toEqual({
      address: '12 Main Street',
      city: 'Toronto',
      province: 'ON',
      priceDollars: 1_250_000,
      beds: 3,
      baths: 2,
      rental: false,
    });
  });

  it('leaves out what a lot of land does not have, and knows a rent', () => {
    const land = listingTitleParts({ ...house, beds: 0, baths: undefined, listPrice: undefined });
    expect(land.beds).toBeUndefined();
    expect(land.baths).toBeUndefined();
    expect(land.priceDollars).toBeUndefined();
    expect(listingTitleParts({ ...house, saleMode: 'forRent' }).rental).toBe(true);
    // Without a sale mode the listing type decides (130 is a lease).
    expect(listingTitleParts({ listingId: 'x', detailUrl: '/x', listingTypeId: 130 }).rental).toBe(true);
  });
});

describe('propertySchemaType', () => {
  it.each([
    [100, 'SingleFamilyResidence'],
    [122, 'SingleFamilyResidence'],
    [160, 'Apartment'],
    [104, 'Apartment'],
    [161, 'House'],
    [155, 'House'],
    [103, 'Accommodation'],
    [150, 'Accommodation'],
    [170, 'Residence'],
    [102, 'Place'],
    [106, 'Place'],
    [101, 'Place'],
    [107, 'Place'],
    [108, 'Place'],
  ] as const)('listing type %i is a %s', (listingTypeId, type) => {
    expect(propertySchemaType({ listingId: 'x', detailUrl: '/x', listingTypeId })).toBe(type);
  });

  it('treats a commercial listing as a place whatever its type', () => {
    expect(propertySchemaType({ listingId: 'x', detailUrl: '/x', listingTypeId: 100, isCommercial: true })).toBe(
      'Place',
    );
  });
});

describe('listingJsonLd', () => {
  it('describes a house for sale as a RealEstateListing with its residence and offer', () => {
    const data = build();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.url).toBe(URL_EN);
    expect(data.inLanguage).toBe('en-CA');
    expect(data.datePosted).toBe('2025-03-04');
    expect(data.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'MLS', value: 'C12345678' });
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Foyer' });

    const property = data.mainEntity as Node;
    expect(property['@type']).toBe('SingleFamilyResidence');
    expect(property.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Main Street',
      addressLocality: 'Toronto',
      addressRegion: 'ON',
      postalCode: 'M5V 2T6',
      addressCountry: 'CA',
    });
    expect(property.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 43.65, longitude: -79.38 });
    expect(property.numberOfRooms).toBe(5);
    expect(property.numberOfBedrooms).toBe(3);
    expect(property.numberOfBathroomsTotal).toBe(3);
    expect(property.numberOfFullBathrooms).toBe(2);
    expect(property.numberOfPartialBathrooms).toBe(1);
    expect(property.floorSize).toEqual({ '@type': 'QuantitativeValue', value: 1850, unitCode: 'FTK' });
    expect(property.yearBuilt).toBe(1925);

    const offer = data.offers as Node;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      url: URL_EN,
      price: 1_250_000,
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
      businessFunction: GOOD_RELATIONS_SELL,
    });
    expect(offer.priceSpecification).toBeUndefined();
    const brokerage = {
      '@type': 'Organization',
      name: 'Foyer Realty Toronto',
      telephone: '416-555-0100',
      address: '1 King St W, Toronto, ON',
    };
    expect(offer.offeredBy).toEqual([
      { '@type': 'RealEstateAgent', name: 'Marie Tremblay', parentOrganization: brokerage },
      { '@type': 'RealEstateAgent', name: 'Luc Roy', parentOrganization: brokerage },
    ]);
  });

  it('gives the first six photos as absolute URLs', () => {
    const images = build().image as string[];
    expect(images).toHaveLength(6);
    expect(images[0]).toBe('https://foyer.example/api/v1/photos/x/0.svg');
    expect(images[5]).toBe('https://foyer.example/api/v1/photos/x/5.svg');
    expect((build().mainEntity as Node).image).toEqual(images);
  });

  it('offers a rental as a monthly lease and a sold listing as sold out', () => {
    const rent = build({ ...house, saleMode: 'forRent', listPrice: 2450, listingTypeId: 103 }).offers as Node;
    expect(rent.businessFunction).toBe(GOOD_RELATIONS_LEASE_OUT);
    expect(rent.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 2450,
      priceCurrency: 'CAD',
      unitCode: 'MON',
    });
    expect((build({ ...house, saleMode: 'sold', status: 'Sold' }).offers as Node).availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect((build({ ...house, status: 'Coming Soon' }).offers as Node).availability).toBe('https://schema.org/PreSale');
  });

  it('keeps room counts off places (land, commercial), where schema.org has no such properties', () => {
    const land = build({ ...house, listingTypeId: 102 }).mainEntity as Node;
    expect(land['@type']).toBe('Place');
    for (const key of ['numberOfRooms', 'numberOfBedrooms', 'numberOfBathroomsTotal', 'floorSize', 'yearBuilt']) {
      expect(land).not.toHaveProperty(key);
    }
    expect(land.address).toBeDefined();
  });

  it('has no undefined or null anywhere when the listing is nearly empty, and survives a JSON round trip', () => {
    const bare = listingJsonLd(
      { listingId: 'x', detailUrl: '/on/toronto-real-estate/x', latitude: 0, longitude: 0, photos: [] },
      { url: URL_EN, locale: 'fr', brandName: 'Foyer' },
    ) as Node;
    expect(hasUndefinedOrNull(bare)).toBe(false);
    expect(JSON.parse(JSON.stringify(bare))).toEqual(bare);
    expect(bare.inLanguage).toBe('fr-CA');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('identifier');
    const offer = bare.offers as Node;
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceCurrency');
    expect(offer).not.toHaveProperty('offeredBy');
    const property = bare.mainEntity as Node;
    expect(property).not.toHaveProperty('geo');
    expect(property.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'CA' });

    const full = build();
    expect(hasUndefinedOrNull(full)).toBe(false);
    expect(JSON.parse(JSON.stringify(full))).toEqual(full);
  });

  it('names the brokerage as the offerer when no agent has a name', () => {
    const offer = build({ ...house, agent: { email: 'x@example.ca' }, coAgent: undefined }).offers as Node;
    expect(offer.offeredBy).toEqual({
      '@type': 'Organization',
      name: 'Foyer Realty Toronto',
      telephone: '416-555-0100',
      address: '1 King St W, Toronto, ON',
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so the data cannot close its script element, and stays valid JSON', () => {
    const data = listingJsonLd(house, {
      url: URL_EN,
      locale: 'en',
      brandName: 'Foyer',
      description: 'Bright </script><script>alert(1)</script> home',
    });
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
