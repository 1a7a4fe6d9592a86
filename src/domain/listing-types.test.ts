import { describe, expect, it } from 'vitest';
import {
  COMMERCIAL_TYPE_TOGGLES,
  FILTER_GROUPS,
  LISTING_TYPE_IDS,
  LISTING_TYPE_NAMES,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPE_TOGGLES,
  isListingTypeId,
  listingTypeIdsForToggles,
  listingTypeLabel,
  listingTypeMessages,
  propertyCategory,
  propertyCategoryMessages,
} from './listing-types';

describe('listing type ids', () => {
  it('are exactly the 28 ids of spec §3 with their names', () => {
    expect(LISTING_TYPE_IDS).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 112, 113, 120, 121, 122, 130, 140, 150, 151, 155, 160, 161,
      170, 171, 180, 181, 182,
    ]);
    expect(LISTING_TYPE_NAMES[100]).toBe('Single Family');
    expect(LISTING_TYPE_NAMES[104]).toBe('Condo/Townhome');
    expect(LISTING_TYPE_NAMES[112]).toBe('Commercial Lease');
    expect(LISTING_TYPE_NAMES[151]).toBe('Dock/Slip');
    expect(LISTING_TYPE_NAMES[182]).toBe('Recreational');
  });

  it('labels are descriptors listing-type.{id} whose English is the spec name', () => {
    for (const id of LISTING_TYPE_IDS) {
      expect(listingTypeLabel(id)).toEqual({
        id: `listing-type.${id}`,
        defaultMessage: LISTING_TYPE_NAMES[id],
      });
    }
    expect(Object.keys(listingTypeMessages)).toHaveLength(28);
  });

  it('isListingTypeId rejects 111 and non-numbers', () => {
    expect(isListingTypeId(100)).toBe(true);
    expect(isListingTypeId(111)).toBe(false);
    expect(isListingTypeId('100')).toBe(false);
  });
});

describe('filter groups', () => {
  it('match spec §3', () => {
    expect(FILTER_GROUPS).toEqual({
      house: [100, 113, 122],
      townhouse: [161],
      condo: [160],
      rental: [103, 130],
      land: [102, 180],
      farm: [106, 181],
      duplex: [155, 105],
      cottage: [150, 151, 109, 120, 182],
      other: [121, 140, 170, 171],
    });
  });

  it('commercial mapping matches spec §3', () => {
    expect(COMMERCIAL_TYPE_TOGGLES).toEqual({
      101: 'commercial',
      107: 'businessOpportunity',
      108: 'hotelResort',
      112: 'commercialLease',
      106: 'farm',
      102: 'vacantLand',
    });
  });

  it('toggles select the union of their groups, sorted', () => {
    expect(listingTypeIdsForToggles(['condo', 'house'])).toEqual([100, 113, 122, 160]);
    expect(listingTypeIdsForToggles(['duplex'])).toEqual([105, 155]);
    expect(listingTypeIdsForToggles(['farm'])).toEqual([106, 181]);
    expect(listingTypeIdsForToggles([])).toEqual([]);
  });

  it('commercial toggles use the commercial mapping, farm is 106 alone on the commercial site', () => {
    expect(listingTypeIdsForToggles(['commercial', 'commercialLease'], 'commercial')).toEqual([101, 112]);
    expect(listingTypeIdsForToggles(['farm', 'vacantLand'], 'commercial')).toEqual([102, 106]);
    expect(listingTypeIdsForToggles(['hotelResort', 'businessOpportunity'])).toEqual([107, 108]);
  });

  it('every toggle selects at least one type', () => {
    for (const toggle of PROPERTY_TYPE_TOGGLES) {
      expect(listingTypeIdsForToggles([toggle]).length).toBeGreaterThan(0);
    }
  });
});

describe('property categories', () => {
  it('has the 18 labels of spec §3', () => {
    expect(PROPERTY_CATEGORIES).toHaveLength(18);
    expect(Object.keys(propertyCategoryMessages).sort()).toEqual([...PROPERTY_CATEGORIES].sort());
    expect(propertyCategoryMessages.multiFamily.defaultMessage).toBe('Multi-Family');
  });

  it('multi-family with a triplex or fourplex structure gets that label', () => {
    expect(propertyCategory({ listingTypeId: 105, structureType: 'Triplex' })).toBe('triplex');
    expect(propertyCategory({ listingTypeId: 105, structureType: ' fourplex ' })).toBe('fourplex');
    expect(propertyCategory({ listingTypeId: 105, structureType: 'Duplex' })).toBe('multiFamily');
    expect(propertyCategory({ listingTypeId: 100, structureType: 'triplex' })).toBe('house');
  });

  it('groups give residential categories', () => {
    expect(propertyCategory({ listingTypeId: 100 })).toBe('house');
    expect(propertyCategory({ listingTypeId: 161 })).toBe('townhouse');
    expect(propertyCategory({ listingTypeId: 160 })).toBe('condo');
    expect(propertyCategory({ listingTypeId: 104 })).toBe('condo');
    expect(propertyCategory({ listingTypeId: 130 })).toBe('rental');
    expect(propertyCategory({ listingTypeId: 180 })).toBe('land');
    expect(propertyCategory({ listingTypeId: 155 })).toBe('duplex');
    expect(propertyCategory({ listingTypeId: 182 })).toBe('cottage');
    expect(propertyCategory({ listingTypeId: 171 })).toBe('other');
    expect(propertyCategory({ listingTypeId: 110 })).toBe('property');
    expect(propertyCategory({ listingTypeId: 999 })).toBe('property');
    expect(propertyCategory({})).toBe('property');
  });

  it('commercial types and commercial listings use the commercial mapping', () => {
    expect(propertyCategory({ listingTypeId: 101 })).toBe('commercial');
    expect(propertyCategory({ listingTypeId: 107 })).toBe('businessOpportunity');
    expect(propertyCategory({ listingTypeId: 108 })).toBe('hotelResort');
    expect(propertyCategory({ listingTypeId: 112 })).toBe('commercialLease');
    expect(propertyCategory({ listingTypeId: 102 })).toBe('land');
    expect(propertyCategory({ listingTypeId: 102, isCommercial: true })).toBe('vacantLand');
    expect(propertyCategory({ listingTypeId: 106, isCommercial: true })).toBe('farm');
  });
});
