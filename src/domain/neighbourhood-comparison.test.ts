import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';
import { createDataset } from '@/mocks/dataset';
import { cityDemographicsOf, demographicsOf } from '@/mocks/dataset/neighbourhoods';
import {
  DEMOGRAPHIC_CHARTS,
  chartRows,
  compareWithCity,
  demographicLabel,
  formatComparison,
  formatShare,
  type DemographicFigures,
} from './neighbourhood-comparison';

const intl = (locale: 'en' | 'fr') =>
  createIntl({
    locale: `${locale}-CA`,
    defaultLocale: 'en-CA',
    messages: locale === 'fr' ? fr : en,
    onError: (error) => {
      throw error;
    },
  });
const say = (locale: 'en' | 'fr', ...args: Parameters<typeof compareWithCity>) =>
  formatComparison(intl(locale), compareWithCity(...args));
const NBSP = '\u00a0';

/** Figures where every section is alike, to change one thing at a time. */
function figures(patch: Partial<DemographicFigures> = {}): DemographicFigures {
  return {
    population: 10_000,
    householdIncome: { median: 80_000, bands: [] },
    individualIncome: { median: 44_000, bands: [] },
    education: [
      { label: 'High school diploma', share: 60 },
      { label: "Bachelor's degree", share: 30 },
      { label: 'Graduate degree', share: 10 },
    ],
    commute: [
      { label: 'car', share: 50 },
      { label: 'publicTransit', share: 30 },
      { label: 'foot', share: 10 },
      { label: 'bicycle', share: 5 },
      { label: 'other', share: 5 },
    ],
    motherTongue: [
      { label: 'English', share: 70 },
      { label: 'French', share: 10 },
      { label: 'Other', share: 20 },
    ],
    housingType: [
      { label: 'singleDetached', share: 40 },
      { label: 'apartment5PlusFloors', share: 40 },
      { label: 'rowHouse', share: 20 },
    ],
    ageBands: [
      { label: '0-4', share: 5 },
      { label: '5-9', share: 5 },
      { label: '10-14', share: 5 },
      { label: '15-19', share: 5 },
      { label: '20-34', share: 25 },
      { label: '35-49', share: 20 },
      { label: '50-64', share: 20 },
      { label: '65-79', share: 10 },
      { label: '80+', share: 5 },
    ],
    ownVsRent: { own: 53, rent: 47 },
    ...patch,
  };
}

describe('compareWithCity: one plain sentence per section', () => {
  it('says there are more renters, in both languages, with the locale’s percents', () => {
    const here = figures({ ownVsRent: { own: 42, rent: 58 } });
    expect(say('en', 'housing', here, figures(), 'Toronto', 'en')).toBe(
      'More renters than in Toronto as a whole: 58% vs 47%.',
    );
    expect(say('fr', 'housing', here, figures(), 'Toronto', 'fr')).toBe(
      `Plus de locataires qu’à Toronto dans son ensemble : 58${NBSP}% contre 47${NBSP}%.`,
    );
  });

  it('says there are more owners when owners are the difference', () => {
    const here = figures({ ownVsRent: { own: 71.4, rent: 28.6 } });
    expect(say('en', 'housing', here, figures(), 'Calgary', 'en')).toBe(
      'More owners than in Calgary as a whole: 71% vs 53%.',
    );
  });

  it('picks the most telling difference: apartments over a small gap in renters', () => {
    const here = figures({
      ownVsRent: { own: 50, rent: 50 },
      housingType: [
        { label: 'singleDetached', share: 34 },
        { label: 'apartment5PlusFloors', share: 60 },
        { label: 'rowHouse', share: 6 },
      ],
    });
    expect(say('en', 'housing', here, figures(), 'Toronto', 'en')).toBe(
      'More apartments than in Toronto as a whole: 60% of homes vs 40%.',
    );
  });

  it('compares transit with driving and names fewer drivers', () => {
    const here = figures({
      commute: [
        { label: 'car', share: 28 },
        { label: 'publicTransit', share: 40 },
        { label: 'foot', share: 20 },
        { label: 'bicycle', share: 7 },
        { label: 'other', share: 5 },
      ],
    });
    expect(say('en', 'transport', here, figures(), 'Toronto', 'en')).toBe(
      'Fewer people drive to work than in Toronto as a whole: 28% vs 50%.',
    );
    expect(say('fr', 'transport', here, figures(), 'Toronto', 'fr')).toBe(
      `Moins de gens se rendent au travail en voiture qu’à Toronto dans son ensemble : 28${NBSP}% contre 50${NBSP}%.`,
    );
  });

  it('says a section is much like the city when nothing differs by 2 points', () => {
    const here = figures({ ownVsRent: { own: 52, rent: 48 } });
    expect(say('en', 'housing', here, figures(), 'Ottawa', 'en')).toBe(
      'About as many owners as in Ottawa as a whole: 52% vs 53%.',
    );
    expect(say('en', 'transport', figures(), figures(), 'Ottawa', 'en')).toBe(
      'People get to work much as in Ottawa as a whole: 30% by transit vs 30%.',
    );
    expect(say('fr', 'demographics', figures(), figures(), 'Québec', 'fr')).toBe(
      `Comme à Québec dans son ensemble : un revenu médian des ménages de 80${NBSP}000${NBSP}$ contre 80${NBSP}000${NBSP}$.`,
    );
  });

  it('weighs an income gap by half its percentage: 30 % richer beats 10 points more graduates', () => {
    const here = figures({
      householdIncome: { median: 104_000, bands: [] },
      education: [
        { label: 'High school diploma', share: 50 },
        { label: "Bachelor's degree", share: 38 },
        { label: 'Graduate degree', share: 12 },
      ],
    });
    expect(say('en', 'demographics', here, figures(), 'Toronto', 'en')).toBe(
      'Households earn more than in Toronto as a whole: a median income of $104,000 vs $80,000.',
    );
    const richer = figures({ ...here, householdIncome: { median: 88_000, bands: [] } });
    expect(say('en', 'demographics', richer, figures(), 'Toronto', 'en')).toBe(
      'More university graduates than in Toronto as a whole: 50% vs 40%.',
    );
  });

  it('names a mother tongue with its article in French', () => {
    const here = figures({
      motherTongue: [
        { label: 'English', share: 55 },
        { label: 'French', share: 22 },
        { label: 'Other', share: 23 },
      ],
    });
    expect(say('en', 'demographics', here, figures(), 'Ottawa', 'en')).toBe(
      'Fewer people whose mother tongue is English than in Ottawa as a whole: 55% vs 70%.',
    );
    expect(say('fr', 'demographics', here, figures(), 'Ottawa', 'fr')).toBe(
      `Moins de personnes dont la langue maternelle est l’anglais qu’à Ottawa dans son ensemble : 55${NBSP}% contre 70${NBSP}%.`,
    );
  });
});

describe('labels and rows of the charts', () => {
  it('translates every value the demo API gives, in both languages', () => {
    const data = createDataset();
    const seen = new Map<string, Set<string>>();
    for (const n of data.neighbourhoods.slice(0, 40)) {
      const d = demographicsOf(n);
      for (const chart of DEMOGRAPHIC_CHARTS)
        for (const row of chartRows(chart, d)) {
          const values = seen.get(chart) ?? new Set();
          values.add(row.value);
          seen.set(chart, values);
        }
    }
    for (const [chart, values] of seen)
      for (const value of values) {
        const english = demographicLabel(intl('en'), chart as (typeof DEMOGRAPHIC_CHARTS)[number], value);
        const french = demographicLabel(intl('fr'), chart as (typeof DEMOGRAPHIC_CHARTS)[number], value);
        // A known value never shows its API key, and French differs from English except for names.
        expect(english, `${chart}:${value}`).not.toBe('');
        if (!['Mandarin', 'Tagalog'].includes(value)) expect(french, `${chart}:${value}`).not.toBe(english);
      }
    expect(seen.get('education')?.size).toBe(7);
    expect(seen.get('ageBands')?.size).toBe(9);
    expect(demographicLabel(intl('en'), 'ageBands', '80+')).toBe('80 years and over');
    expect(demographicLabel(intl('fr'), 'ageBands', '20-34')).toBe('20 à 34 ans');
    expect(demographicLabel(intl('fr'), 'commute', 'publicTransit')).toBe('Transport en commun');
    expect(demographicLabel(intl('fr'), 'commute', 'teleport')).toBe('teleport');
  });

  it('puts the city’s share beside each of the neighbourhood’s, from the demo dataset', () => {
    const data = createDataset();
    const annex = data.neighbourhoods.find((n) => n.name === 'The Annex')!;
    const toronto = data.neighbourhoods.filter((n) => n.place === annex.place);
    const here = demographicsOf(annex);
    const city = cityDemographicsOf(annex.place, toronto);
    const rows = chartRows('ownVsRent', here, city);
    expect(rows).toEqual([
      { value: 'own', here: here.ownVsRent.own, city: city.ownVsRent.own },
      { value: 'rent', here: here.ownVsRent.rent, city: city.ownVsRent.rent },
    ]);
    // The city's shares are its neighbourhoods' weighted by population, summing to 100.
    const total = toronto.reduce((s, n) => s + demographicsOf(n).population, 0);
    const rent = toronto.reduce((s, n) => s + demographicsOf(n).ownVsRent.rent * demographicsOf(n).population, 0);
    expect(city.ownVsRent.rent).toBeCloseTo(rent / total, 0);
    expect(city.population).toBe(total);
    expect(city.ageBands.reduce((s, b) => s + b.share, 0)).toBeCloseTo(100, 5);
    expect(chartRows('education', here, city).map((r) => r.city)).toEqual(city.education.map((e) => e.share));
    expect(formatShare(58.26, 'fr', 1)).toBe(`58,3${NBSP}%`);
    expect(formatShare(58.26, 'en')).toBe('58%');
  });
});
