import { describe, expect, it } from 'vitest';
import { upcomingOpenHouses } from './listing';
import {
  areaUnit,
  descriptionLanguage,
  guessTextLanguage,
  isHtml,
  listingDetailGroups,
  listingLanguage,
  localisedDescription,
  paragraphs,
  safeHttpUrl,
  type DetailGroup,
  type DetailValue,
  type ListingDetailInput,
} from './listing-details';

const base: ListingDetailInput = { listingId: 'x-wp_id1-lst', detailUrl: '/on/toronto-real-estate/x-wp_id1-lst' };

const EN =
  'Bright and well kept single family in the heart of Riverdale, Toronto. Steps from schools, parks, transit and shopping.';
const FR =
  'Superbe maison unifamiliale lumineuse et bien entretenue, à Laval. À deux pas des écoles, des parcs, du transport en commun et des commerces.';

/**
 * Group key → [detail key, value] pairs, for compact assertions: a coded value reads as its messages' ids
 * (`{ coded: ['listing-value.heating.forced-air-gas'] }`), a zoning value as its code and class id.
 */
function summary(groups: DetailGroup[]) {
  const compact = (value: DetailValue) =>
    value.kind === 'messages'
      ? { coded: value.messages.map((m) => m.id) }
      : value.kind === 'zoning'
        ? { zoning: value.code, zoningClass: value.zoningClass.id }
        : value;
  return Object.fromEntries(groups.map((g) => [g.key, g.items.map((i) => [i.key, compact(i.value)])]));
}

describe('guessTextLanguage', () => {
  it('tells French from English by their common words', () => {
    expect(guessTextLanguage(EN)).toBe('en');
    expect(guessTextLanguage(FR)).toBe('fr');
    expect(guessTextLanguage('Magnifique condo de 2 chambres situé à Montréal.')).toBe('fr');
    expect(guessTextLanguage('<p>Welcome to <b>12 Main Street</b>, a 3-bedroom home.</p>')).toBe('en');
  });

  it('cannot tell without words of either language', () => {
    expect(guessTextLanguage('')).toBeNull();
    expect(guessTextLanguage(undefined)).toBeNull();
    expect(guessTextLanguage('R1')).toBeNull();
    expect(guessTextLanguage('Central air')).toBeNull();
  });

  it('reads tags and entities as no words', () => {
    expect(guessTextLanguage('<table class="the and of">&nbsp;Chalet près du lac</table>')).toBe('fr');
  });
});

describe('the description’s language', () => {
  it('is French for a Quebec listing with French text, English for an English one anywhere', () => {
    expect(listingLanguage({ ...base, province: 'QC', description: FR })).toBe('fr');
    expect(listingLanguage({ ...base, province: 'ON', description: EN })).toBe('en');
    // An English description in Montréal is still English.
    expect(listingLanguage({ ...base, province: 'QC', description: EN })).toBe('en');
    // Words first: a French description outside Quebec is French.
    expect(listingLanguage({ ...base, province: 'NB', description: FR })).toBe('fr');
  });

  it('falls back on the province when the words cannot tell', () => {
    expect(listingLanguage({ ...base, province: 'QC', description: 'Duplex 2 × 5½.' })).toBe('fr');
    expect(listingLanguage({ ...base, mlsProvince: 'qc', description: 'Duplex 2 × 5½.' })).toBe('fr');
    expect(listingLanguage({ ...base, province: 'AB', description: 'Duplex.' })).toBe('en');
  });

  it('shows a bilingual listing in the page’s language', () => {
    const bilingual = { ...base, province: 'NB', description: `${EN}\n\n${FR}`, descriptionFr: FR };
    expect(localisedDescription(bilingual, 'en')).toEqual({ text: EN, lang: 'en' });
    expect(localisedDescription(bilingual, 'fr')).toEqual({ text: FR, lang: 'fr' });
    expect(descriptionLanguage(bilingual, 'en')).toBe('en');
    expect(descriptionLanguage(bilingual, 'fr')).toBe('fr');
    expect(listingLanguage(bilingual)).toBe('en');
  });

  it('shows the whole description on English pages when it does not end with the French one', () => {
    const separate = { ...base, description: EN, descriptionFr: FR };
    expect(localisedDescription(separate, 'en')).toEqual({ text: EN, lang: 'en' });
    const onlyFrench = { ...base, description: FR, descriptionFr: FR };
    expect(localisedDescription(onlyFrench, 'en')).toEqual({ text: FR, lang: 'fr' });
  });

  it('shows a one-language description on both pages, marked with its language', () => {
    const quebec = { ...base, province: 'QC', description: FR };
    expect(localisedDescription(quebec, 'en')).toEqual({ text: FR, lang: 'fr' });
    expect(localisedDescription(quebec, 'fr')).toEqual({ text: FR, lang: 'fr' });
    const ontario = { ...base, province: 'ON', description: EN };
    expect(descriptionLanguage(ontario, 'fr')).toBe('en');
  });

  it('has no description when the listing has no text', () => {
    expect(localisedDescription({ ...base, description: '   ' }, 'en')).toBeNull();
    expect(descriptionLanguage(base, 'fr')).toBe('fr');
  });
});

describe('description text', () => {
  it('tells HTML from plain text', () => {
    expect(isHtml('<p>Hi</p>')).toBe(true);
    expect(isHtml('Line<br/>break')).toBe(true);
    expect(isHtml('Price < $500,000 and > $400,000')).toBe(false);
    expect(isHtml('3 bd, 2 ba')).toBe(false);
  });

  it('splits plain text into paragraphs at blank lines, keeping single breaks inside', () => {
    expect(paragraphs('One.\nStill one.\n\n  \nTwo.\r\n\r\nThree.')).toEqual([
      ['One.', 'Still one.'],
      ['Two.'],
      ['Three.'],
    ]);
    expect(paragraphs('\n\n')).toEqual([]);
  });

  it('keeps only absolute http(s) links', () => {
    expect(safeHttpUrl('https://tours.foyer.example/x')).toBe('https://tours.foyer.example/x');
    expect(safeHttpUrl(' http://a.example/b?c=1 ')).toBe('http://a.example/b?c=1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHttpUrl('/relative/path')).toBeUndefined();
    expect(safeHttpUrl('')).toBeUndefined();
    expect(safeHttpUrl(undefined)).toBeUndefined();
  });
});

describe('listingDetailGroups', () => {
  const house: ListingDetailInput = {
    ...base,
    listingTypeId: 100,
    structureType: 'Detached',
    propertySubType: 'Detached',
    yearBuilt: 1987,
    stories: 2,
    sqft: 1850,
    lotSize: 4500,
    lotSizeUnits: 'sqft',
    beds: 3,
    fullBaths: 2,
    halfBaths: 1,
    heating: 'Forced air, natural gas',
    cooling: 'None',
    basement: 'Finished',
    roof: 'Asphalt shingle',
    flooring: 'Hardwood, Ceramic tile',
    fireplace: 'Gas',
    pool: '  ',
    waterfront: 'No',
    zoning: 'R1',
    utilities: 'Municipal water and sewer',
    garageSpaces: 2,
    parkingSpaces: 4,
    taxes: 4512,
    taxYear: 2025,
  };

  it('groups a house’s details and leaves empty values and groups out', () => {
    const groups = listingDetailGroups(house);
    expect(groups.map((g) => g.key)).toEqual(['overview', 'interior', 'exterior', 'parking', 'costs']);
    expect(groups.map((g) => g.label.defaultMessage)).toEqual([
      'Overview',
      'Interior',
      'Exterior & lot',
      'Parking',
      'Taxes & fees',
    ]);
    expect(summary(groups)).toEqual({
      overview: [
        ['propertyType', { kind: 'message', message: { id: 'listing-type.100', defaultMessage: 'Single Family' } }],
        ['structureType', { coded: ['listing-value.structure.detached'] }],
        ['yearBuilt', { kind: 'year', value: 1987 }],
        ['stories', { kind: 'number', value: 2 }],
        ['lotSize', { kind: 'area', value: 4500, unit: 'sqft', unitText: 'sqft' }],
        ['sqft', { kind: 'area', value: 1850, unit: 'sqft' }],
      ],
      interior: [
        ['beds', { kind: 'number', value: 3 }],
        ['fullBaths', { kind: 'number', value: 2 }],
        ['halfBaths', { kind: 'number', value: 1 }],
        ['heating', { coded: ['listing-value.heating.forced-air-gas'] }],
        // "None" is the listing's own answer and is shown.
        ['cooling', { coded: ['listing-value.cooling.none'] }],
        ['basement', { coded: ['listing-value.basement.finished'] }],
        ['flooring', { coded: ['listing-value.flooring.hardwood', 'listing-value.flooring.ceramic-tile'] }],
        ['fireplace', { coded: ['listing-value.fireplace.gas'] }],
      ],
      exterior: [
        ['roof', { coded: ['listing-value.roof.asphalt-shingle'] }],
        ['waterfront', { coded: ['listing-value.waterfront.no'] }],
        ['zoning', { zoning: 'R1', zoningClass: 'listing-value.zoning.residential' }],
        ['utilities', { coded: ['listing-value.utilities.municipal-water-sewer'] }],
      ],
      parking: [
        ['garageSpaces', { kind: 'number', value: 2 }],
        ['parkingSpaces', { kind: 'number', value: 4 }],
      ],
      costs: [['taxes', { kind: 'money', value: 4512, year: 2025 }]],
    });
  });

  it('gives a condo its fees per month and its pet policy', () => {
    const groups = summary(
      listingDetailGroups({
        ...base,
        listingTypeId: 160,
        structureType: 'Apartment',
        condoFees: 415,
        petPolicy: 'Pets allowed with restrictions',
        baths: 1,
        halfBaths: 0,
      }),
    );
    expect(groups.costs).toEqual([['condoFees', { kind: 'money', value: 415, per: 'month' }]]);
    expect(groups.policies).toEqual([['petPolicy', { coded: ['listing-value.pets.restrictions'] }]]);
    // Without full baths the total is shown; no half baths means no line for them.
    expect(groups.interior).toEqual([['baths', { kind: 'number', value: 1 }]]);
    expect(groups.overview![0]![1]).toEqual({
      kind: 'message',
      message: { id: 'listing-type.160', defaultMessage: 'Condo' },
    });
  });

  it('labels a multi-family triplex or fourplex, without repeating the structure', () => {
    const triplex = listingDetailGroups({ ...base, listingTypeId: 105, structureType: 'Triplex', units: 3 });
    expect(summary(triplex).overview).toEqual([
      ['propertyType', { kind: 'message', message: { id: 'property-category.triplex', defaultMessage: 'Triplex' } }],
      ['units', { kind: 'number', value: 3 }],
    ]);
    const fourplex = listingDetailGroups({ ...base, listingTypeId: 105, structureType: 'fourplex', units: 4 });
    expect(fourplex[0]!.items[0]!.value).toEqual({
      kind: 'message',
      message: { id: 'property-category.fourplex', defaultMessage: 'Fourplex' },
    });
    const multiplex = listingDetailGroups({ ...base, listingTypeId: 105, structureType: 'Multiplex', units: 6 });
    expect(summary(multiplex).overview![1]).toEqual([
      'structureType',
      { coded: ['listing-value.structure.multiplex'] },
    ]);
  });

  it('gives a commercial listing its own group, with zoning and lot moved into it', () => {
    const groups = listingDetailGroups({
      ...base,
      listingTypeId: 101,
      isCommercial: true,
      structureType: 'Commercial',
      businessType: 'Restaurant',
      zoning: 'C-2',
      lotSize: 2.5,
      lotSizeUnits: 'Acres',
      sqft: 12000,
      pricePerSqFt: 245,
    });
    const byKey = summary(groups);
    expect(groups.at(-1)!.label.defaultMessage).toBe('Commercial');
    expect(byKey.commercial).toEqual([
      ['businessType', { coded: ['business-type.restaurant'] }],
      ['zoning', { zoning: 'C-2', zoningClass: 'listing-value.zoning.commercial' }],
      ['lotSize', { kind: 'area', value: 2.5, unit: 'acres', unitText: 'Acres' }],
      ['pricePerSqFt', { kind: 'moneyPerSqft', value: 245 }],
    ]);
    // "Commercial" under a Commercial type is not repeated, and nothing shows twice.
    expect(byKey.overview!.map(([key]) => key)).toEqual(['propertyType', 'sqft']);
    expect(byKey.exterior).toBeUndefined();
  });

  it('takes the detail call’s category over the derived one', () => {
    const groups = listingDetailGroups({ ...base, listingTypeId: 100, listingCategory: 'commercial', zoning: 'MU-1' });
    expect(summary(groups).commercial).toEqual([
      ['zoning', { zoning: 'MU-1', zoningClass: 'listing-value.zoning.mixed-use' }],
    ]);
    const residential = listingDetailGroups({ ...base, listingTypeId: 100, businessType: 'Retail' });
    expect(residential.map((g) => g.key)).not.toContain('commercial');
  });

  it('shows only the property type for a listing with nothing else', () => {
    expect(summary(listingDetailGroups(base))).toEqual({
      overview: [
        [
          'propertyType',
          { kind: 'message', message: { id: 'property-category.property', defaultMessage: 'Property' } },
        ],
      ],
    });
  });

  it('ignores impossible numbers', () => {
    const groups = summary(
      listingDetailGroups({ ...base, yearBuilt: 0, stories: -1, sqft: Number.NaN, garageSpaces: 0, taxes: -5 }),
    );
    expect(groups.overview!.map(([key]) => key)).toEqual(['propertyType']);
    expect(groups.parking).toEqual([['garageSpaces', { kind: 'number', value: 0 }]]);
    expect(groups.costs).toBeUndefined();
  });
});

describe('areaUnit', () => {
  it('reads the units listings use', () => {
    expect(areaUnit('sqft')).toBe('sqft');
    expect(areaUnit('Sq Ft')).toBe('sqft');
    expect(areaUnit('pi²')).toBe('sqft');
    expect(areaUnit('ACRES')).toBe('acres');
    expect(areaUnit('m²')).toBe('sqm');
    expect(areaUnit('ha')).toBe('hectares');
    expect(areaUnit('arpents')).toBeNull();
    expect(areaUnit(undefined)).toBeNull();
  });
});

describe('upcomingOpenHouses', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('keeps those not yet over, soonest first, and drops unreadable ones', () => {
    const listing = {
      openHouses: [
        { start: '2026-11-28T22:00:00Z', end: '2026-11-29T00:00:00Z' },
        { start: '2026-11-24T18:00:00Z', end: '2026-11-24T20:00:00Z' },
        { start: '2026-11-25T11:00:00Z', end: '2026-11-25T12:00:00Z' },
        { start: 'soon', end: '2026-11-30T00:00:00Z' },
        { start: '2026-11-26T18:00:00Z', end: '2026-11-26T20:00:00Z', isVirtual: true },
      ],
    };
    expect(upcomingOpenHouses(listing, now).map((o) => o.start)).toEqual([
      '2026-11-25T11:00:00Z',
      '2026-11-26T18:00:00Z',
      '2026-11-28T22:00:00Z',
    ]);
    expect(upcomingOpenHouses({}, now)).toEqual([]);
  });
});
