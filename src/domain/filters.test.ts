import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKEND_KEYS,
  BUSINESS_TYPES,
  DEFAULT_EXCLUDED_LISTING_TYPE_IDS,
  FILTER_NAMES,
  filtersFromQuery,
  filtersToQuery,
  normaliseFilters,
  toBackendFilters,
} from './filters';
import type { SearchFilters } from './filters';
import { PROPERTY_TYPE_TOGGLES } from './listing-types';

// Spec §3's filters, by the kind of value each takes in a URL.
const SPEC_FILTERS = {
  priceMin: '3',
  priceMax: '3',
  pricePerSqftMin: '3',
  pricePerSqftMax: '3',
  priceType: '1',
  sqftMin: '3',
  sqftMax: '3',
  unitsMin: '3',
  unitsMax: '3',
  lotSizeMin: '3',
  lotSizeMax: '3',
  bedsMin: '3',
  bedsMax: '3',
  bathsMin: '3',
  bathsMax: '3',
  parkingSpacesMin: '3',
  parkingSpacesMax: '3',
  storiesMin: '3',
  storiesMax: '3',
  totalAcresMin: '3',
  totalAcresMax: '3',
  commercialSqftMin: '3',
  commercialSqftMax: '3',
  minImages: '3',
  featuredListings: 'true',
  featuredLuxury: 'true',
  ownBrandListingsOnly: 'true',
  comingSoon: 'true',
  updatedInLastNumDays: '3',
  rentalsOnly: 'true',
  hasOpenHouse: 'true',
  hasVirtualOpenHouse: 'true',
  commercialOnly: 'true',
  luxuryOnly: 'true',
  customListingTypeIds: '1,2',
  listingTypeIds: '1,2',
  businessTypeSet: 'office,Retail',
  keywords: 'pool',
  virtualTourOnly: 'true',
  listedSinceDays: '3',
  yearBuiltMin: '3',
  yearBuiltMax: '3',
} as const;

describe('filter vocabulary (spec §3)', () => {
  it('reads every filter of the spec from a URL, typed by its kind, and writes it back', () => {
    const read = filtersFromQuery(SPEC_FILTERS);
    expect(Object.keys(read).sort()).toEqual(Object.keys(SPEC_FILTERS).sort());
    expect(read).toMatchObject({ priceMin: 3, priceType: 1, rentalsOnly: true, keywords: 'pool' });
    expect(read.listingTypeIds).toEqual([1, 2]);
    expect(filtersFromQuery(filtersToQuery(read))).toEqual(read);
  });

  it('reads each of the 14 property-type toggles as a switch', () => {
    const read = filtersFromQuery(Object.fromEntries(PROPERTY_TYPE_TOGGLES.map((t) => [t, 'true'])));
    expect(Object.keys(read)).toHaveLength(14);
    expect(Object.values(read).every((v) => v === true)).toBe(true);
  });

  it('takes the 16 business types in any case and drops any other', () => {
    const query = BUSINESS_TYPES.map((t) => t.toUpperCase()).join(',');
    expect(filtersFromQuery({ businessTypeSet: `${query},Casino` }).businessTypeSet).toEqual([...BUSINESS_TYPES]);
    expect(BUSINESS_TYPES).toHaveLength(16);
  });
});

describe('filtersFromQuery', () => {
  it('converts strings to numbers and booleans by filter', () => {
    const filters = filtersFromQuery(
      new URLSearchParams(
        'priceMin=250000&bedsMin=3&bathsMin=1.5&hasOpenHouse=true&condo=true&listingTypeIds=160,161&businessTypeSet=office,Retail&keywords=+pool+&priceType=1',
      ),
    );
    expect(filters).toEqual({
      priceMin: 250000,
      bedsMin: 3,
      bathsMin: 1.5,
      hasOpenHouse: true,
      condo: true,
      listingTypeIds: [160, 161],
      businessTypeSet: ['Office', 'Retail'],
      keywords: 'pool',
      priceType: 1,
    });
  });

  it('drops empty, false, null and unknown names and non-filter parameters', () => {
    expect(
      filtersFromQuery({
        priceMin: '',
        priceMax: 'null',
        condo: 'false',
        house: 'nope',
        bedsMin: 'three',
        view: 'map',
        sort: '3',
        pageNumber: '2',
        siteCategory: 'luxury',
        madeUp: '1',
        keywords: '   ',
        listingTypeIds: 'a,b',
        businessTypeSet: 'Casino',
        priceType: '2',
      }),
    ).toEqual({});
  });

  it('keeps zero, which is a value, unlike false', () => {
    expect(filtersFromQuery({ priceMin: '0', priceType: '0' })).toEqual({ priceMin: 0, priceType: 0 });
  });

  it('does not read hexadecimal or Infinity as numbers', () => {
    expect(filtersFromQuery({ priceMin: '0x10', priceMax: 'Infinity' })).toEqual({});
  });
});

describe('filtersToQuery', () => {
  it('writes filters in a stable order whatever the input order', () => {
    const a = filtersToQuery({ condo: true, priceMax: 900000, bedsMin: 2, keywords: 'pool' }).toString();
    const b = filtersToQuery({ keywords: 'pool', bedsMin: 2, priceMax: 900000, condo: true }).toString();
    expect(a).toBe(b);
    expect(a).toBe('keywords=pool&priceMax=900000&bedsMin=2&condo=true');
  });

  it('leaves out false toggles and empty lists', () => {
    expect(filtersToQuery({ condo: false, listingTypeIds: [], priceMin: 1 }).toString()).toBe('priceMin=1');
  });
});

const filtersArbitrary: fc.Arbitrary<SearchFilters> = fc.record(
  {
    keywords: fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((s) => s.trim() === s && !/^(?:null|undefined|false)$/i.test(s)),
    priceType: fc.constantFrom(0 as const, 1 as const),
    priceMin: fc.integer({ min: 0, max: 20_000_000 }),
    priceMax: fc.integer({ min: 0, max: 20_000_000 }),
    bathsMin: fc.constantFrom(1, 1.5, 2, 2.5, 3),
    totalAcresMin: fc.double({ min: 0, max: 1000, noNaN: true }),
    updatedInLastNumDays: fc.integer({ min: 1, max: 30 }),
    hasOpenHouse: fc.constant(true as const),
    condo: fc.constant(true as const),
    commercialLease: fc.constant(true as const),
    listingTypeIds: fc.uniqueArray(fc.integer({ min: 100, max: 182 }), { minLength: 1, maxLength: 5 }),
    businessTypeSet: fc.uniqueArray(fc.constantFrom(...BUSINESS_TYPES), { minLength: 1, maxLength: 4 }),
  },
  { requiredKeys: [] },
);

describe('URL round trip', () => {
  it('filters survive filtersToQuery then filtersFromQuery', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const url = `?${filtersToQuery(filters).toString()}`;
        expect(filtersFromQuery(new URLSearchParams(url))).toEqual(filters);
      }),
      { numRuns: 200 },
    );
  });

  it('normalising is idempotent on arbitrary records', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...FILTER_NAMES, 'bogus'),
          fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        ),
        (record) => {
          const once = normaliseFilters(record);
          expect(normaliseFilters(once)).toEqual(once);
          expect(Object.values(once)).not.toContain(false);
          expect(Object.values(once)).not.toContain(null);
          expect(Object.values(once)).not.toContain('');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('toBackendFilters (spec §7.3)', () => {
  it('maps names to backend keys', () => {
    expect(
      toBackendFilters(
        {
          hasOpenHouse: true,
          hasVirtualOpenHouse: true,
          comingSoon: true,
          ownBrandListingsOnly: true,
          sqftMin: 800,
          sqftMax: 2000,
          lotSizeMin: 3000,
          priceMin: 100000,
          priceMax: 900000,
          bedsMin: 2,
          bathsMax: 3,
          updatedInLastNumDays: 7,
          storiesMin: 1,
          unitsMax: 4,
          totalAcresMin: 1,
          parkingSpacesMin: 1,
          minImages: 5,
          featuredLuxury: true,
          condo: true,
        },
        { siteCategory: 'residential' },
      ),
    ).toEqual({
      'features.hasOpenHouse': true,
      'features.hasVirtualOpenHouse': true,
      'features.comingSoon': true,
      'features.ownBrandListing': true,
      sqFtMin: 800,
      sqFtMax: 2000,
      lotSizeMin: 3000,
      priceListMin: 100000,
      priceListMax: 900000,
      bedsMin: 2,
      bathsMax: 3,
      updatedInLastNumDays: 7,
      storiesMin: 1,
      unitsMax: 4,
      totalAcresMin: 1,
      parkingSpacesMin: 1,
      minImages: 5,
      featuredLuxury: true,
      listingTypeIds: [160],
      saleMode: 'forSale',
    });
  });

  it('every backend key named in spec §7.3 is produced by some filter', () => {
    expect(new Set(Object.values(BACKEND_KEYS))).toEqual(
      new Set([
        'features.hasOpenHouse',
        'features.hasVirtualOpenHouse',
        'features.comingSoon',
        'features.ownBrandListing',
        'sqFtMin',
        'sqFtMax',
        'lotSizeMin',
        'lotSizeMax',
        'priceListMin',
        'priceListMax',
        'pricePerSqFtMin',
        'pricePerSqFtMax',
        'bedsMin',
        'bedsMax',
        'bathsMin',
        'bathsMax',
        'updatedInLastNumDays',
        'storiesMin',
        'storiesMax',
        'unitsMin',
        'unitsMax',
        'totalAcresMin',
        'totalAcresMax',
        'parkingSpacesMin',
        'parkingSpacesMax',
        'businessTypeSet',
        'commercialOnly',
        'luxuryOnly',
        'minImages',
        'featuredLuxury',
        // Ours (API.md): a renter's filters.
        'petsAllowed',
        'furnished',
        'leaseTerm',
        'moveInBy',
      ]),
    );
  });

  it('commercial square footage overrides lot size', () => {
    const out = toBackendFilters(
      { lotSizeMin: 1000, lotSizeMax: 5000, commercialSqftMin: 2500 },
      { siteCategory: 'commercial' },
    );
    expect(out.lotSizeMin).toBe(2500);
    expect(out.lotSizeMax).toBe(5000);
  });

  it('with no type chosen outside commercial, excludes 101, 107, 108, 112 and rentals 103, 130', () => {
    expect(DEFAULT_EXCLUDED_LISTING_TYPE_IDS).toEqual([101, 107, 108, 112, 103, 130]);
    for (const siteCategory of ['residential', 'luxury'] as const) {
      const out = toBackendFilters({ bedsMin: 2 }, { siteCategory });
      expect(out.excludedListingTypeIds).toEqual([101, 107, 108, 112, 103, 130]);
      expect(out).not.toHaveProperty('listingTypeIds');
    }
    const commercial = toBackendFilters({}, { siteCategory: 'commercial' });
    expect(commercial).not.toHaveProperty('excludedListingTypeIds');
    expect(commercial).not.toHaveProperty('listingTypeIds');
    expect(commercial.commercialOnly).toBe(true);
  });

  it('toggles become listingTypeIds through the filter groups', () => {
    expect(toBackendFilters({ house: true, cottage: true }, { siteCategory: 'residential' }).listingTypeIds).toEqual([
      100, 109, 113, 120, 122, 150, 151, 182,
    ]);
    // The rental and commercial-lease toggles choose the sale mode, not a type: a condo for rent is a rental.
    expect(toBackendFilters({ rental: true }, { siteCategory: 'residential' })).toMatchObject({
      saleMode: 'forRent',
      excludedListingTypeIds: [101, 107, 108, 112],
    });
    expect(toBackendFilters({ rentalsOnly: true, condo: true }, { siteCategory: 'residential' })).toMatchObject({
      saleMode: 'forRent',
      listingTypeIds: [160],
    });
    expect(toBackendFilters({ commercialLease: true, farm: true }, { siteCategory: 'commercial' })).toMatchObject({
      saleMode: 'forLease',
      listingTypeIds: [106],
    });
    expect(
      toBackendFilters({ condo: true, customListingTypeIds: [150] }, { siteCategory: 'residential' }).listingTypeIds,
    ).toEqual([150]);
  });

  it('site category sets commercialOnly or luxuryOnly', () => {
    expect(toBackendFilters({}, { siteCategory: 'luxury' }).luxuryOnly).toBe(true);
    expect(toBackendFilters({}, { siteCategory: 'residential' })).not.toHaveProperty('luxuryOnly');
  });

  it('price type picks list-price or per-square-foot bounds', () => {
    const both = { priceMin: 100, pricePerSqftMin: 5 };
    expect(toBackendFilters({ ...both, priceType: 1 }, { siteCategory: 'commercial' })).toMatchObject({
      pricePerSqFtMin: 5,
    });
    expect(toBackendFilters({ ...both, priceType: 1 }, { siteCategory: 'commercial' })).not.toHaveProperty(
      'priceListMin',
    );
    expect(toBackendFilters({ ...both, priceType: 0 }, { siteCategory: 'commercial' })).not.toHaveProperty(
      'pricePerSqFtMin',
    );
  });

  it('passes business types through', () => {
    expect(
      toBackendFilters({ businessTypeSet: ['Office', 'Retail'] }, { siteCategory: 'commercial' }).businessTypeSet,
    ).toEqual(['Office', 'Retail']);
  });
});

describe("a renter's filters from a URL", () => {
  it('keep a known lease term and a real calendar day, and drop anything else', () => {
    expect(
      filtersFromQuery(new URLSearchParams('petsAllowed=true&furnished=1&leaseTerm=sixMonths&moveInBy=2027-02-28')),
    ).toEqual({ petsAllowed: true, furnished: true, leaseTerm: 'sixMonths', moveInBy: '2027-02-28' });
    expect(filtersFromQuery(new URLSearchParams('petsAllowed=maybe&leaseTerm=forever&moveInBy=2027-02-30'))).toEqual(
      {},
    );
    expect(normaliseFilters({ moveInBy: '<script>', leaseTerm: { yearly: true } })).toEqual({});
  });
});
