import type { Locale } from './constants';
import { INTL_LOCALES } from './constants';
import { formatPostalCode } from './format';
import { isComingSoon, isLeaseOrRental, listingAddress, listingCategory, parseListingDate } from './listing';
import type { Listing, ListingAgentContact } from './listing';
import type { SaleMode } from './sale-mode';

// Head tags and structured data of a listing page, free of React and of react-intl: the page formats text.

/** What the SEO helpers read of a listing: the backend's detail (or summary) shape. */
export type ListingSeoInput = Listing & { saleMode?: SaleMode };

export interface ListingTitleParts {
  address: string;
  city: string;
  /** Province code as the listing gives it (ON, QC…). */
  province: string;
  /** Whole dollars; undefined when the listing has no price. */
  priceDollars: number | undefined;
  /** Undefined when unknown or zero (land, commercial). */
  beds: number | undefined;
  baths: number | undefined;
  /** A monthly rent or lease price. */
  rental: boolean;
}

function positive(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The pieces of a listing's title and description, with the mls-prefixed address preferred. */
export function listingTitleParts(listing: ListingSeoInput): ListingTitleParts {
  const { address, city, province } = listingAddress(listing);
  return {
    address: address?.trim() ?? '',
    city: city?.trim() ?? '',
    province: province?.trim().toUpperCase() ?? '',
    priceDollars: positive(listing.listPrice),
    beds: positive(listing.beds),
    baths: positive(listing.baths),
    rental: isLeaseOrRental(listing),
  };
}

/**
 * The schema.org type of the property itself. Dwellings get an Accommodation type, the only ones that
 * carry rooms, bathrooms, floor size and year built: houses are SingleFamilyResidence, condos
 * Apartment, townhouses, plexes and multi-family buildings House, other homes (rentals, cottages,
 * timeshares) the generic Accommodation. Planned communities are a Residence (a place of several
 * homes). Land, farms, commercial buildings, hotels and businesses for sale are a Place: a business
 * on the market is not a LocalBusiness open to customers.
 */
export type PropertySchemaType =
  'SingleFamilyResidence' | 'Apartment' | 'House' | 'Accommodation' | 'Residence' | 'Place';

const SCHEMA_TYPE_BY_LISTING_TYPE: Readonly<Record<number, PropertySchemaType>> = {
  100: 'SingleFamilyResidence',
  113: 'SingleFamilyResidence',
  121: 'SingleFamilyResidence',
  122: 'SingleFamilyResidence',
  140: 'SingleFamilyResidence',
  171: 'SingleFamilyResidence',
  104: 'Apartment',
  160: 'Apartment',
  161: 'House',
  155: 'House',
  105: 'House',
  103: 'Accommodation',
  130: 'Accommodation',
  150: 'Accommodation',
  120: 'Accommodation',
  170: 'Residence',
};

const ACCOMMODATION_TYPES: ReadonlySet<PropertySchemaType> = new Set([
  'SingleFamilyResidence',
  'Apartment',
  'House',
  'Accommodation',
]);

export function propertySchemaType(listing: ListingSeoInput): PropertySchemaType {
  if (listingCategory(listing) === 'commercial') return 'Place';
  const id = listing.listingTypeId;
  if (id === undefined) return 'Accommodation';
  return SCHEMA_TYPE_BY_LISTING_TYPE[id] ?? 'Place';
}

export const GOOD_RELATIONS_SELL = 'http://purl.org/goodrelations/v1#Sell';
export const GOOD_RELATIONS_LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';
/** UN/CEFACT code of the month, the unit of a rent. */
const UNIT_MONTH = 'MON';
/** UN/CEFACT code of the square foot. */
const UNIT_SQUARE_FOOT = 'FTK';
const MAX_IMAGES = 6;

function availability(listing: ListingSeoInput): string {
  const status = listing.status?.trim().toLowerCase();
  if (listing.saleMode === 'sold' || status === 'sold') return 'https://schema.org/SoldOut';
  if (isComingSoon(listing)) return 'https://schema.org/PreSale';
  return 'https://schema.org/InStock';
}

function absolute(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

function personName(contact: ListingAgentContact | undefined): string | undefined {
  const name = [contact?.firstName, contact?.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return name || undefined;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Drops undefined, null, empty strings, empty arrays and objects left with nothing but `@type`. */
function compact(value: unknown): Json | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((item): item is Json => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined);
    if (entries.every(([key]) => key.startsWith('@'))) return undefined;
    return Object.fromEntries(entries);
  }
  return undefined;
}

export interface ListingJsonLdOptions {
  /** The absolute canonical URL of the listing page; relative photo URLs resolve against it. */
  url: string;
  locale: Locale;
  brandName: string;
  /** The page title and description, when the page has them formatted. */
  name?: string;
  description?: string;
}

/**
 * schema.org structured data of a listing page: a RealEstateListing (the page) whose main entity is the
 * property (see `propertySchemaType`) and whose offer carries the price in CAD, the availability, sale or
 * lease (GoodRelations business function) and the listing agents with their brokerage. Fields the listing
 * lacks are left out, never written as null or undefined.
 */
export function listingJsonLd(listing: ListingSeoInput, options: ListingJsonLdOptions): Record<string, Json> {
  const { url, locale, brandName } = options;
  const { address, city, province, postalCode } = listingAddress(listing);
  const type = propertySchemaType(listing);
  const dwelling = ACCOMMODATION_TYPES.has(type);
  const images = (listing.photos ?? [])
    .map((photo) => (typeof photo === 'string' ? photo : photo?.url))
    .filter((photoUrl): photoUrl is string => typeof photoUrl === 'string' && photoUrl.trim() !== '')
    .map((photoUrl) => absolute(photoUrl, url))
    .filter((photoUrl): photoUrl is string => photoUrl !== undefined)
    .slice(0, MAX_IMAGES);
  const hasGeo =
    Number.isFinite(listing.latitude) &&
    Number.isFinite(listing.longitude) &&
    !(listing.latitude === 0 && listing.longitude === 0);
  const rental = isLeaseOrRental(listing);
  const price = positive(listing.listPrice);
  const fullBaths = listing.fullBaths;
  const bathroomsTotal =
    fullBaths !== undefined && fullBaths >= 0
      ? fullBaths + Math.max(0, listing.halfBaths ?? 0)
      : positive(listing.baths) !== undefined
        ? Math.ceil(listing.baths!)
        : undefined;
  const datePosted = parseListingDate(listing.listingDate);

  const brokerage = listing.office?.name?.trim()
    ? {
        '@type': 'Organization',
        name: listing.office.name,
        telephone: listing.office.phone,
        address: listing.office.address,
      }
    : undefined;
  const agents = [listing.agent, listing.coAgent]
    .map(personName)
    .filter((name): name is string => name !== undefined)
    .map((name) => ({ '@type': 'RealEstateAgent', name, parentOrganization: brokerage }));

  const property = {
    '@type': type,
    '@id': `${url}#property`,
    name: address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address,
      addressLocality: city,
      addressRegion: province,
      postalCode: postalCode ? formatPostalCode(postalCode) : undefined,
      addressCountry: 'CA',
    },
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } : undefined,
    image: images,
    ...(dwelling
      ? {
          numberOfRooms: positive(listing.rooms?.length),
          numberOfBedrooms: positive(listing.beds),
          numberOfBathroomsTotal: bathroomsTotal,
          numberOfFullBathrooms: fullBaths,
          numberOfPartialBathrooms: fullBaths !== undefined ? listing.halfBaths : undefined,
          floorSize: positive(listing.sqft)
            ? { '@type': 'QuantitativeValue', value: listing.sqft, unitCode: UNIT_SQUARE_FOOT }
            : undefined,
          yearBuilt: positive(listing.yearBuilt),
        }
      : {}),
  };

  const offer = {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: price !== undefined ? 'CAD' : undefined,
    priceSpecification:
      rental && price !== undefined
        ? { '@type': 'UnitPriceSpecification', price, priceCurrency: 'CAD', unitCode: UNIT_MONTH }
        : undefined,
    availability: availability(listing),
    businessFunction: rental ? GOOD_RELATIONS_LEASE_OUT : GOOD_RELATIONS_SELL,
    offeredBy: agents.length ? agents : brokerage,
  };

  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: options.name,
    description: options.description,
    inLanguage: INTL_LOCALES[locale],
    datePosted: datePosted ? datePosted.toISOString().slice(0, 10) : undefined,
    image: images,
    identifier: listing.mlsNum ? { '@type': 'PropertyValue', propertyID: 'MLS', value: listing.mlsNum } : undefined,
    mainEntity: property,
    offers: offer,
    publisher: { '@type': 'Organization', name: brandName },
  }) as Record<string, Json>;
}

export { serializeJsonLd } from './json-ld';
