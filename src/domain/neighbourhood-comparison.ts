// What a neighbourhood guide says of its demographics next to its city's: the labels of the API's
// values in both languages, and one plain sentence per section naming the most telling difference.
import { INTL_LOCALES, type Locale } from './constants';
import { formatPrice } from './format';
import { defineMessages, type MessageDescriptor, type MessageWithValues } from './messages';

/** The shape of the demographics calls (contract/places.ts), restated: the domain imports no layer. */
export interface DemographicShare {
  label: string;
  share: number;
}

export interface DemographicFigures {
  population: number;
  householdIncome: { median: number; bands: readonly DemographicShare[] };
  individualIncome: { median: number; bands: readonly DemographicShare[] };
  education: readonly DemographicShare[];
  commute: readonly DemographicShare[];
  motherTongue: readonly DemographicShare[];
  housingType: readonly DemographicShare[];
  ageBands: readonly DemographicShare[];
  ownVsRent: { own: number; rent: number };
}

/** What the labels need of react-intl's `IntlShape` (the domain does not import React). */
export interface ValueFormatter {
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, string | number>): string;
}

/** The guide's charts, in the order of the page (commute in transport; housing and tenure in housing). */
export const DEMOGRAPHIC_CHARTS = [
  'commute',
  'housingType',
  'ownVsRent',
  'householdIncome',
  'individualIncome',
  'education',
  'motherTongue',
  'ageBands',
] as const;
export type DemographicChart = (typeof DEMOGRAPHIC_CHARTS)[number];

export const chartTitles = defineMessages({
  commute: { id: 'neighbourhood.chart.commute', defaultMessage: 'Getting to work' },
  housingType: { id: 'neighbourhood.chart.housing-type', defaultMessage: 'Types of homes' },
  ownVsRent: { id: 'neighbourhood.chart.own-vs-rent', defaultMessage: 'Owners and renters' },
  householdIncome: { id: 'neighbourhood.chart.household-income', defaultMessage: 'Household income' },
  individualIncome: { id: 'neighbourhood.chart.individual-income', defaultMessage: 'Individual income' },
  education: { id: 'neighbourhood.chart.education', defaultMessage: 'Highest level of education' },
  motherTongue: { id: 'neighbourhood.chart.mother-tongue', defaultMessage: 'Mother tongue' },
  ageBands: { id: 'neighbourhood.chart.age', defaultMessage: 'Age' },
}) satisfies Record<DemographicChart, MessageDescriptor>;

const educationText = defineMessages({
  'No certificate, diploma or degree': {
    id: 'neighbourhood.value.education.none',
    defaultMessage: 'No certificate, diploma or degree',
  },
  'High school diploma': { id: 'neighbourhood.value.education.high-school', defaultMessage: 'High school diploma' },
  'Apprenticeship or trades certificate': {
    id: 'neighbourhood.value.education.trades',
    defaultMessage: 'Apprenticeship or trades certificate',
  },
  'College or CEGEP diploma': {
    id: 'neighbourhood.value.education.college',
    defaultMessage: 'College or CEGEP diploma',
  },
  'University certificate below bachelor': {
    id: 'neighbourhood.value.education.university-certificate',
    defaultMessage: 'University certificate below a bachelor’s degree',
  },
  "Bachelor's degree": { id: 'neighbourhood.value.education.bachelor', defaultMessage: 'Bachelor’s degree' },
  'Graduate degree': { id: 'neighbourhood.value.education.graduate', defaultMessage: 'Master’s degree or doctorate' },
});

const commuteText = defineMessages({
  car: { id: 'neighbourhood.value.commute.car', defaultMessage: 'Car, truck or van' },
  bicycle: { id: 'neighbourhood.value.commute.bicycle', defaultMessage: 'Bicycle' },
  publicTransit: { id: 'neighbourhood.value.commute.transit', defaultMessage: 'Public transit' },
  foot: { id: 'neighbourhood.value.commute.foot', defaultMessage: 'On foot' },
  other: { id: 'neighbourhood.value.commute.other', defaultMessage: 'Other' },
});

const housingText = defineMessages({
  duplex: { id: 'neighbourhood.value.housing.duplex', defaultMessage: 'Apartment in a duplex' },
  apartmentUnder5Floors: {
    id: 'neighbourhood.value.housing.low-rise',
    defaultMessage: 'Apartment, fewer than 5 storeys',
  },
  apartment5PlusFloors: { id: 'neighbourhood.value.housing.high-rise', defaultMessage: 'Apartment, 5 storeys or more' },
  rowHouse: { id: 'neighbourhood.value.housing.row', defaultMessage: 'Row house' },
  semiDetached: { id: 'neighbourhood.value.housing.semi-detached', defaultMessage: 'Semi-detached house' },
  singleDetached: { id: 'neighbourhood.value.housing.single-detached', defaultMessage: 'Single-detached house' },
});

const incomeText = defineMessages({
  'Under $30,000': { id: 'neighbourhood.value.income.under-30k', defaultMessage: 'Under $30,000' },
  '$30,000–$59,999': { id: 'neighbourhood.value.income.30k-60k', defaultMessage: '$30,000 to $59,999' },
  '$60,000–$99,999': { id: 'neighbourhood.value.income.60k-100k', defaultMessage: '$60,000 to $99,999' },
  '$100,000–$149,999': { id: 'neighbourhood.value.income.100k-150k', defaultMessage: '$100,000 to $149,999' },
  '$150,000 and over': { id: 'neighbourhood.value.income.150k-plus', defaultMessage: '$150,000 and over' },
});

const tongueText = defineMessages({
  English: { id: 'neighbourhood.value.tongue.english', defaultMessage: 'English' },
  French: { id: 'neighbourhood.value.tongue.french', defaultMessage: 'French' },
  Mandarin: { id: 'neighbourhood.value.tongue.mandarin', defaultMessage: 'Mandarin' },
  Punjabi: { id: 'neighbourhood.value.tongue.punjabi', defaultMessage: 'Punjabi' },
  Tagalog: { id: 'neighbourhood.value.tongue.tagalog', defaultMessage: 'Tagalog' },
  Arabic: { id: 'neighbourhood.value.tongue.arabic', defaultMessage: 'Arabic' },
  Spanish: { id: 'neighbourhood.value.tongue.spanish', defaultMessage: 'Spanish' },
  Other: { id: 'neighbourhood.value.tongue.other', defaultMessage: 'Other languages' },
});

// A language inside a sentence: French needs its article ("le français", "l’arabe").
const tongueInSentence = defineMessages({
  English: { id: 'neighbourhood.compare.tongue.english', defaultMessage: 'English' },
  French: { id: 'neighbourhood.compare.tongue.french', defaultMessage: 'French' },
  Mandarin: { id: 'neighbourhood.compare.tongue.mandarin', defaultMessage: 'Mandarin' },
  Punjabi: { id: 'neighbourhood.compare.tongue.punjabi', defaultMessage: 'Punjabi' },
  Tagalog: { id: 'neighbourhood.compare.tongue.tagalog', defaultMessage: 'Tagalog' },
  Arabic: { id: 'neighbourhood.compare.tongue.arabic', defaultMessage: 'Arabic' },
  Spanish: { id: 'neighbourhood.compare.tongue.spanish', defaultMessage: 'Spanish' },
});

const tenureText = defineMessages({
  own: { id: 'neighbourhood.value.tenure.own', defaultMessage: 'Owners' },
  rent: { id: 'neighbourhood.value.tenure.rent', defaultMessage: 'Renters' },
});

const ageText = defineMessages({
  range: { id: 'neighbourhood.value.age.range', defaultMessage: '{from, number} to {to, number} years' },
  over: { id: 'neighbourhood.value.age.over', defaultMessage: '{from, number} years and over' },
});

const TABLES: Partial<Record<DemographicChart, Readonly<Record<string, MessageDescriptor>>>> = {
  commute: commuteText,
  housingType: housingText,
  ownVsRent: tenureText,
  householdIncome: incomeText,
  individualIncome: incomeText,
  education: educationText,
  motherTongue: tongueText,
};

/**
 * A value of a chart in the page's language ("publicTransit" → "Transport en commun", "80+" → "80 ans et
 * plus"); a value the table does not know (newer data) is shown as the API gives it.
 */
export function demographicLabel(intl: ValueFormatter, chart: DemographicChart, value: string): string {
  if (chart === 'ageBands') {
    const range = /^(\d+)-(\d+)$/.exec(value);
    if (range) return intl.formatMessage(ageText.range, { from: Number(range[1]), to: Number(range[2]) });
    const over = /^(\d+)\+$/.exec(value);
    if (over) return intl.formatMessage(ageText.over, { from: Number(over[1]) });
    return value;
  }
  const table = TABLES[chart];
  const descriptor = table && Object.hasOwn(table, value) ? table[value] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : value;
}

/** A chart's rows: each value with its share here and in the city (shares in percent, 0–100). */
export interface ChartRow {
  value: string;
  here: number;
  city: number | null;
}

function sharesOf(figures: DemographicFigures, chart: DemographicChart): readonly DemographicShare[] {
  switch (chart) {
    case 'ownVsRent':
      return [
        { label: 'own', share: figures.ownVsRent.own },
        { label: 'rent', share: figures.ownVsRent.rent },
      ];
    case 'householdIncome':
      return figures.householdIncome.bands;
    case 'individualIncome':
      return figures.individualIncome.bands;
    default:
      return figures[chart];
  }
}

/** The rows of a chart, in the API's order, the city's share beside each (null where it has none). */
export function chartRows(
  chart: DemographicChart,
  here: DemographicFigures,
  city?: DemographicFigures | null,
): ChartRow[] {
  const theirs = city ? sharesOf(city, chart) : [];
  return sharesOf(here, chart).map(({ label, share }) => ({
    value: label,
    here: share,
    city: theirs.find((s) => s.label === label)?.share ?? null,
  }));
}

// French writes "58 %" with a no-break space; ICU versions differ between U+00A0 and U+202F.
const unifySpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0 ]/g, '\u00a0');

/** A share given in percent (58.3) as the locale writes it: "58.3%", "58,3 %" (digits: at most). */
export function formatShare(percent: number, locale: Locale, digits = 0): string {
  return unifySpaces(
    new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: digits }).format(
      percent / 100,
    ),
  );
}

const compareText = defineMessages({
  transit: {
    id: 'neighbourhood.compare.transit',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} people take transit to work than in {place} as a whole: {here} vs {city}.',
  },
  car: {
    id: 'neighbourhood.compare.car',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} people drive to work than in {place} as a whole: {here} vs {city}.',
  },
  active: {
    id: 'neighbourhood.compare.active',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} people walk or cycle to work than in {place} as a whole: {here} vs {city}.',
  },
  transportSame: {
    id: 'neighbourhood.compare.transport-same',
    defaultMessage: 'People get to work much as in {place} as a whole: {here} by transit vs {city}.',
  },
  renters: {
    id: 'neighbourhood.compare.renters',
    defaultMessage: 'More renters than in {place} as a whole: {here} vs {city}.',
  },
  owners: {
    id: 'neighbourhood.compare.owners',
    defaultMessage: 'More owners than in {place} as a whole: {here} vs {city}.',
  },
  detached: {
    id: 'neighbourhood.compare.detached',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} single-detached houses than in {place} as a whole: {here} of homes vs {city}.',
  },
  apartments: {
    id: 'neighbourhood.compare.apartments',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} apartments than in {place} as a whole: {here} of homes vs {city}.',
  },
  housingSame: {
    id: 'neighbourhood.compare.housing-same',
    defaultMessage: 'About as many owners as in {place} as a whole: {here} vs {city}.',
  },
  income: {
    id: 'neighbourhood.compare.income',
    defaultMessage:
      'Households earn {direction, select, more {more} other {less}} than in {place} as a whole: a median income of {here} vs {city}.',
  },
  graduates: {
    id: 'neighbourhood.compare.graduates',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} university graduates than in {place} as a whole: {here} vs {city}.',
  },
  seniors: {
    id: 'neighbourhood.compare.seniors',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} people aged 65 and over than in {place} as a whole: {here} vs {city}.',
  },
  children: {
    id: 'neighbourhood.compare.children',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} children under 15 than in {place} as a whole: {here} vs {city}.',
  },
  youngAdults: {
    id: 'neighbourhood.compare.young-adults',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} young adults aged 20 to 34 than in {place} as a whole: {here} vs {city}.',
  },
  tongue: {
    id: 'neighbourhood.compare.tongue',
    defaultMessage:
      '{direction, select, more {More} other {Fewer}} people whose mother tongue is {language} than in {place} as a whole: {here} vs {city}.',
  },
  demographicsSame: {
    id: 'neighbourhood.compare.demographics-same',
    defaultMessage: 'Much like {place} as a whole: a median household income of {here} vs {city}.',
  },
});

export type ComparedSection = 'transport' | 'housing' | 'demographics';

const sumOf = (shares: readonly DemographicShare[], labels: readonly string[]) =>
  shares.reduce((sum, s) => sum + (labels.includes(s.label) ? s.share : 0), 0);

/** A difference worth a sentence of its own, and how telling it is. */
interface Candidate {
  message: MessageDescriptor;
  here: number;
  city: number;
  /** Percentage points apart; an income's relative gap counts half (20 % richer weighs like 10 points). */
  score: number;
  kind: 'share' | 'money';
  language?: MessageDescriptor;
}

/** Below this many points apart, nothing stands out: the section says it is much like the city. */
export const TELLING_POINTS = 2;

const share = (message: MessageDescriptor, here: number, city: number, language?: MessageDescriptor): Candidate => ({
  message,
  here,
  city,
  score: Math.abs(here - city),
  kind: 'share',
  language,
});

function candidates(section: ComparedSection, here: DemographicFigures, city: DemographicFigures): Candidate[] {
  switch (section) {
    case 'transport':
      return [
        share(compareText.transit, sumOf(here.commute, ['publicTransit']), sumOf(city.commute, ['publicTransit'])),
        share(compareText.car, sumOf(here.commute, ['car']), sumOf(city.commute, ['car'])),
        share(compareText.active, sumOf(here.commute, ['foot', 'bicycle']), sumOf(city.commute, ['foot', 'bicycle'])),
      ];
    case 'housing': {
      const apartments = ['apartmentUnder5Floors', 'apartment5PlusFloors', 'duplex'];
      return [
        here.ownVsRent.rent >= city.ownVsRent.rent
          ? share(compareText.renters, here.ownVsRent.rent, city.ownVsRent.rent)
          : share(compareText.owners, here.ownVsRent.own, city.ownVsRent.own),
        share(
          compareText.detached,
          sumOf(here.housingType, ['singleDetached']),
          sumOf(city.housingType, ['singleDetached']),
        ),
        share(compareText.apartments, sumOf(here.housingType, apartments), sumOf(city.housingType, apartments)),
      ];
    }
    case 'demographics': {
      const graduate = ["Bachelor's degree", 'Graduate degree'];
      const tongues = here.motherTongue
        .filter((s) => Object.hasOwn(tongueInSentence, s.label))
        .map((s) =>
          share(
            compareText.tongue,
            s.share,
            sumOf(city.motherTongue, [s.label]),
            tongueInSentence[s.label as keyof typeof tongueInSentence],
          ),
        );
      const ratio = city.householdIncome.median > 0 ? here.householdIncome.median / city.householdIncome.median : 1;
      return [
        {
          message: compareText.income,
          here: here.householdIncome.median,
          city: city.householdIncome.median,
          score: (Math.abs(ratio - 1) * 100) / 2,
          kind: 'money',
        },
        share(compareText.graduates, sumOf(here.education, graduate), sumOf(city.education, graduate)),
        share(compareText.seniors, sumOf(here.ageBands, ['65-79', '80+']), sumOf(city.ageBands, ['65-79', '80+'])),
        share(
          compareText.children,
          sumOf(here.ageBands, ['0-4', '5-9', '10-14']),
          sumOf(city.ageBands, ['0-4', '5-9', '10-14']),
        ),
        share(compareText.youngAdults, sumOf(here.ageBands, ['20-34']), sumOf(city.ageBands, ['20-34'])),
        ...tongues,
      ];
    }
  }
}

const SAME: Record<ComparedSection, MessageDescriptor> = {
  transport: compareText.transportSame,
  housing: compareText.housingSame,
  demographics: compareText.demographicsSame,
};

/** What the "much like the city" sentence of a section quotes. */
function sameFigures(section: ComparedSection, here: DemographicFigures, city: DemographicFigures): Candidate {
  if (section === 'transport')
    return share(SAME.transport, sumOf(here.commute, ['publicTransit']), sumOf(city.commute, ['publicTransit']));
  if (section === 'housing') return share(SAME.housing, here.ownVsRent.own, city.ownVsRent.own);
  return {
    message: SAME.demographics,
    here: here.householdIncome.median,
    city: city.householdIncome.median,
    score: 0,
    kind: 'money',
  };
}

export interface Comparison extends MessageWithValues {
  /** The translated language of a mother-tongue sentence, formatted by the caller into `language`. */
  language?: MessageDescriptor;
}

/**
 * One plain sentence for a section, naming its most telling difference from the city ("More renters
 * than in Toronto as a whole: 58% vs 47%."), or saying it is much like the city when nothing differs
 * by `TELLING_POINTS`. Figures are formatted for the locale (rounded percents, whole dollars).
 */
export function compareWithCity(
  section: ComparedSection,
  here: DemographicFigures,
  city: DemographicFigures,
  cityName: string,
  locale: Locale,
): Comparison {
  const best = candidates(section, here, city).reduce<Candidate | null>(
    (top, c) => (!top || c.score > top.score ? c : top),
    null,
  );
  const chosen = best && best.score >= TELLING_POINTS ? best : sameFigures(section, here, city);
  const format = (value: number) => (chosen.kind === 'money' ? formatPrice(value, locale) : formatShare(value, locale));
  return {
    ...chosen.message,
    values: {
      direction: chosen.here >= chosen.city ? 'more' : 'fewer',
      place: cityName,
      here: format(chosen.here),
      city: format(chosen.city),
    },
    ...(chosen.language ? { language: chosen.language } : {}),
  };
}

/** The sentence as text: the mother tongue's name translated first, then the sentence around it. */
export function formatComparison(intl: ValueFormatter, comparison: Comparison): string {
  const { language, values, ...descriptor } = comparison;
  return intl.formatMessage(descriptor, {
    ...values,
    ...(language ? { language: intl.formatMessage(language) } : {}),
  });
}
