import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../translations/en.json';
import fr from '../../../translations/fr.json';
import {
  appliedFilters,
  bathsLabel,
  bedsLabel,
  formatPriceCompact,
  formatStep,
  priceLabel,
  priceSteps,
  propertyTypesLabel,
  rangeLabel,
  withCurrent,
  withoutApplied,
} from './filter-labels';

// The translations are compiled to syntax trees on import (vite.config.ts), as in the app.
const intlFor = (locale: 'en' | 'fr') =>
  createIntl({
    locale: `${locale}-CA`,
    defaultLocale: 'en-CA',
    messages: locale === 'fr' ? fr : en,
  });
const EN = intlFor('en');
const FR = intlFor('fr');
/** French separates thousands and units with no-break spaces; compare them as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('prices in words', () => {
  it('are short, in Canadian dollars, the way each language writes them', () => {
    expect(formatPriceCompact(300_000, EN)).toBe('$300K');
    expect(formatPriceCompact(1_250_000, EN)).toBe('$1.25M');
    expect(formatPriceCompact(5_000_000, EN)).toBe('$5M');
    expect(plain(formatPriceCompact(300_000, FR))).toBe('300 k$');
    expect(plain(formatPriceCompact(1_500_000, FR))).toBe('1,5 M$');
  });

  it('read a range, a floor or a ceiling', () => {
    expect(priceLabel({ priceMin: 300_000, priceMax: 600_000 }, EN)).toBe('$300K–$600K');
    expect(priceLabel({ priceMin: 300_000 }, EN)).toBe('$300K+');
    expect(priceLabel({ priceMax: 600_000 }, EN)).toBe('Up to $600K');
    expect(plain(priceLabel({ priceMin: 300_000, priceMax: 600_000 }, FR))).toBe('300 k$ à 600 k$');
    expect(plain(priceLabel({ priceMax: 1_000_000 }, FR))).toBe('Jusqu’à 1 M$');
    expect(priceLabel({}, EN)).toBeUndefined();
  });
});

describe('rooms and sizes in words', () => {
  it('say bedrooms and bathrooms as buyers do, with French plurals', () => {
    expect(bedsLabel({ bedsMin: 3 }, EN)).toBe('3+ beds');
    expect(bedsLabel({ bedsMin: 2, bedsMax: 4 }, EN)).toBe('2–4 beds');
    expect(bedsLabel({ bedsMin: 3, bedsMax: 3 }, EN)).toBe('3 beds');
    expect(bedsLabel({ bedsMax: 1 }, EN)).toBe('Up to 1 bed');
    expect(bathsLabel({ bathsMin: 2 }, EN)).toBe('2+ baths');
    expect(bedsLabel({ bedsMin: 3 }, FR)).toBe('3 chambres et plus');
    expect(bedsLabel({ bedsMin: 1 }, FR)).toBe('1 chambre et plus');
    expect(bathsLabel({ bathsMin: 2 }, FR)).toBe('2 salles de bain et plus');
    expect(bedsLabel({}, EN)).toBeUndefined();
  });

  it('group thousands in square feet but not in years, and name acres as the lot presets do', () => {
    expect(rangeLabel('sqft', { sqftMin: 1500 }, EN)).toBe('1,500+ sq ft');
    expect(plain(rangeLabel('sqft', { sqftMin: 1500 }, FR))).toBe('1 500 pi² et plus');
    expect(rangeLabel('yearBuilt', { yearBuiltMin: 2000 }, EN)).toBe('Built 2000 or later');
    expect(rangeLabel('yearBuilt', { yearBuiltMin: 1990, yearBuiltMax: 2010 }, FR)).toBe(
      'Construites entre 1990 et 2010',
    );
    expect(rangeLabel('totalAcres', { totalAcresMin: 5 }, EN)).toBe('5 acres or more');
    expect(rangeLabel('totalAcres', { totalAcresMax: 1 }, EN)).toBe('Under 1 acre');
    expect(rangeLabel('pricePerSqft', { pricePerSqftMin: 250 }, EN)).toBe('$250+/sq ft');
  });

  it('list the chosen property types of the category, then how many more', () => {
    expect(propertyTypesLabel({ condo: true, townhouse: true }, 'residential', EN)).toBe('Townhouse, Condo');
    expect(propertyTypesLabel({ house: true, condo: true, land: true }, 'residential', EN)).toBe(
      'House, Condo +1 more',
    );
    expect(propertyTypesLabel({ commercialLease: true }, 'commercial', FR)).toBe('Location commerciale');
    expect(propertyTypesLabel({ condo: true }, 'commercial', EN)).toBeUndefined();
  });
});

describe('applied filters', () => {
  it('name each filter once, a min/max pair as one, in a buyer’s order', () => {
    const applied = appliedFilters(
      {
        condo: true,
        bedsMin: 3,
        priceMax: 600_000,
        priceMin: 300_000,
        keywords: 'pool',
        listedSinceDays: 7,
        hasOpenHouse: true,
        bathsMin: 2,
      },
      'residential',
      EN,
    );
    expect(applied.map((a) => a.label)).toEqual([
      'Keywords: pool',
      '$300K–$600K',
      '3+ beds',
      '2+ baths',
      'Condo',
      'Open house',
      'Listed in the last 7 days',
    ]);
    const price = applied.find((a) => a.id === 'price')!;
    expect(price.remove({ priceMin: 1, priceMax: 2, condo: true })).toEqual({ condo: true });
  });

  it('leave out what the site category implies, switches, and "any"', () => {
    expect(appliedFilters({ commercialOnly: true, priceType: 0 }, 'commercial', EN)).toEqual([]);
    expect(appliedFilters({ luxuryOnly: true }, 'luxury', EN)).toEqual([]);
    expect(appliedFilters({ listedSinceDays: 0, minImages: 0 }, 'residential', EN)).toEqual([]);
    expect(appliedFilters({ luxuryOnly: true }, 'residential', EN).map((a) => a.label)).toEqual(['Luxury only']);
    // Searching by price per square foot turns the list-price bounds off: no chip for them.
    expect(
      appliedFilters({ priceType: 1, priceMin: 100, pricePerSqftMin: 20 }, 'commercial', EN).map((a) => a.id),
    ).toEqual(['pricePerSqft']);
  });

  it('remove business types one at a time, in French too', () => {
    const applied = appliedFilters({ businessTypeSet: ['Office', 'Retail'] }, 'commercial', FR);
    expect(applied.map((a) => a.label)).toEqual(['Bureau', 'Commerce de détail']);
    expect(applied[0]!.remove({ businessTypeSet: ['Office', 'Retail'] })).toEqual({ businessTypeSet: ['Retail'] });
  });

  it('clear all that a chip shows, keeping the switches', () => {
    expect(withoutApplied({ priceType: 1, pricePerSqftMin: 20, commercial: true }, 'commercial', EN)).toEqual({
      priceType: 1,
    });
  });
});

describe('withCurrent', () => {
  it('adds a value from a link that is not one of the steps', () => {
    expect(withCurrent([1, 2, 3], 2.5, undefined, 2)).toEqual([1, 2, 2.5, 3]);
  });
});

describe('a rent search in words and steps: monthly, as renters read it', () => {
  it('offers monthly rent steps from $500 to $10,000 on a rent search, and sale prices otherwise', () => {
    expect(priceSteps('forRent', 'residential')[0]).toBe(500);
    expect(priceSteps('forRent', 'residential').at(-1)).toBe(10_000);
    expect(priceSteps('forSale', 'residential')[0]).toBe(100_000);
    expect(priceSteps('forLease', 'commercial').at(-1)).toBe(100_000);
    expect(formatStep(2500, true, EN)).toBe('$2,500');
    expect(plain(formatStep(2500, true, FR))).toBe('2 500 $');
    expect(formatStep(300_000, false, EN)).toBe('$300K');
  });

  it('says a rent range per month, in both languages', () => {
    const filters = { rentalsOnly: true, priceMax: 2500 };
    expect(priceLabel(filters, EN)).toBe('Up to $2,500/mo');
    expect(plain(priceLabel(filters, FR))).toBe('Jusqu’à 2 500 $/mois');
    expect(priceLabel({ rentalsOnly: true, priceMin: 1500, priceMax: 2500 }, EN)).toBe('$1,500–$2,500/mo');
    expect(priceLabel({ priceMax: 1_000_000 }, EN)).toBe('Up to $1M');
  });

  it("words a renter's filters on a rent search only", () => {
    const rent = {
      rentalsOnly: true,
      petsAllowed: true,
      furnished: true,
      leaseTerm: 'yearly',
      moveInBy: '2027-01-15',
    } as const;
    expect(appliedFilters(rent, 'residential', EN).map((f) => f.label)).toEqual([
      'For rent',
      'Pets allowed',
      'Furnished',
      '12-month lease',
      'Move in by Jan 15, 2027',
    ]);
    expect(appliedFilters(rent, 'residential', FR).map((f) => plain(f.label))).toEqual([
      'À louer',
      'Animaux acceptés',
      'Meublé',
      'Bail de 12 mois',
      'Emménagement d’ici le 15 janv. 2027',
    ]);
    const { rentalsOnly: _mode, ...sale } = rent;
    expect(appliedFilters(sale, 'residential', EN)).toEqual([]);
  });
});
