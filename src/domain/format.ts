import { INTL_LOCALES, type Locale } from './constants';
const NBSP = '\u00a0';

// ICU versions differ between U+00A0 and U+202F in French numbers; one space keeps output stable.
function unifySpaces(s: string): string {
  return s.replace(/[\u202f\u2009\u00a0 ]/g, NBSP);
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    cache.set(key, f);
  }
  return f;
}

/** A plain number in the locale's style: `1,450` / `1 450` (no-break space). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return unifySpaces(numberFormat(locale, { maximumFractionDigits }).format(value));
}

/**
 * Full price in whole Canadian dollars (input is dollars, rounded to the dollar):
 * `$1,250,000` in English, `1 250 000 $` in French (spaces are U+00A0 so a price never wraps).
 */
export function formatPrice(dollars: number, locale: Locale): string {
  return unifySpaces(
    numberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(dollars),
  );
}

/** A unit takes over from 0.99 of its size, so 990,000 reads 0.99M rather than 990K. */
export const SHORT_PRICE_THRESHOLD = 0.99;

function trimDecimals(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Short price for pins and chips, input in dollars: `1.2M`, `0.99M`, `850K`, `999` in English;
 * `1,2 M$`, `850 k$`, `999 $` in French. Millions show up to two decimals below 1M and one above;
 * thousands show one decimal below 10K.
 */
export function formatPriceShort(dollars: number, locale: Locale): string {
  const abs = Math.abs(dollars);
  let value: number;
  let unit: 'M' | 'K' | '';
  if (abs >= 1e6 * SHORT_PRICE_THRESHOLD) {
    value = trimDecimals(dollars / 1e6, abs < 1e6 ? 2 : 1);
    unit = 'M';
  } else if (abs >= 1e3) {
    value = trimDecimals(dollars / 1e3, abs < 1e4 ? 1 : 0);
    unit = 'K';
    // 999,600 rounds to 1000K; show it in millions instead.
    if (Math.abs(value) >= 1000) {
      value = trimDecimals(dollars / 1e6, 2);
      unit = 'M';
    }
  } else {
    value = Math.round(dollars);
    unit = '';
  }
  const number = formatNumber(value, locale, 2);
  if (locale === 'fr') {
    const frUnit = unit === 'M' ? 'M$' : unit === 'K' ? 'k$' : '$';
    return `${number}${NBSP}${frUnit}`;
  }
  return `${number}${unit}`;
}

/** Six-character postal codes display as `A1A 1A1`; anything else is returned trimmed. */
export function formatPostalCode(postalCode: string): string {
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : postalCode.trim();
}

/** Canada Post street types written after the street name (English usage). */
export const ENGLISH_STREET_SUFFIXES: Readonly<Record<string, string>> = {
  ABBEY: 'Abbey',
  ACRES: 'Acres',
  ALLEY: 'Alley',
  AVE: 'Avenue',
  AVENUE: 'Avenue',
  BAY: 'Bay',
  BEND: 'Bend',
  BLVD: 'Boulevard',
  BOULEVARD: 'Boulevard',
  BYPASS: 'By-pass',
  CIR: 'Circle',
  CIRCLE: 'Circle',
  CIRCT: 'Circuit',
  CLOSE: 'Close',
  COMMON: 'Common',
  CONC: 'Concession',
  CRES: 'Crescent',
  CRESCENT: 'Crescent',
  CRT: 'Court',
  CT: 'Court',
  COURT: 'Court',
  CTR: 'Centre',
  CV: 'Cove',
  DR: 'Drive',
  DRIVE: 'Drive',
  ESPL: 'Esplanade',
  EXPY: 'Expressway',
  FWY: 'Freeway',
  GATE: 'Gate',
  GDNS: 'Gardens',
  GLEN: 'Glen',
  GRN: 'Green',
  GREEN: 'Green',
  GRV: 'Grove',
  GROVE: 'Grove',
  HARBR: 'Harbour',
  HEIGHTS: 'Heights',
  HILL: 'Hill',
  HTS: 'Heights',
  HWY: 'Highway',
  HIGHWAY: 'Highway',
  LANDNG: 'Landing',
  LANE: 'Lane',
  LN: 'Lane',
  LINE: 'Line',
  LOOP: 'Loop',
  MEWS: 'Mews',
  MTN: 'Mountain',
  PK: 'Park',
  PARK: 'Park',
  PKY: 'Parkway',
  PKWY: 'Parkway',
  PARKWAY: 'Parkway',
  PASS: 'Pass',
  PATH: 'Path',
  PL: 'Place',
  PLACE: 'Place',
  PLAZA: 'Plaza',
  PROM: 'Promenade',
  PT: 'Point',
  PTWAY: 'Pathway',
  RD: 'Road',
  ROAD: 'Road',
  RDGE: 'Ridge',
  RISE: 'Rise',
  ROW: 'Row',
  RTE: 'Route',
  RUN: 'Run',
  SIDERD: 'Sideroad',
  SQ: 'Square',
  SQUARE: 'Square',
  ST: 'Street',
  STREET: 'Street',
  TERR: 'Terrace',
  TERRACE: 'Terrace',
  TLINE: 'Townline',
  TRAIL: 'Trail',
  TRL: 'Trail',
  VIEW: 'View',
  WALK: 'Walk',
  WAY: 'Way',
  WYND: 'Wynd',
};

/** Canada Post street types written before the street name (French usage). */
export const FRENCH_STREET_TYPES: Readonly<Record<string, string>> = {
  ALLÉE: 'Allée',
  ALLEE: 'Allée',
  AUT: 'Autoroute',
  AV: 'Avenue',
  AVE: 'Avenue',
  AVENUE: 'Avenue',
  BOUL: 'Boulevard',
  BD: 'Boulevard',
  BOULEVARD: 'Boulevard',
  CARREF: 'Carrefour',
  CH: 'Chemin',
  CHEMIN: 'Chemin',
  CERCLE: 'Cercle',
  CÔTE: 'Côte',
  COTE: 'Côte',
  CROIS: 'Croissant',
  CROISSANT: 'Croissant',
  IMP: 'Impasse',
  IMPASSE: 'Impasse',
  MONT: 'Montée',
  MTÉE: 'Montée',
  MONTÉE: 'Montée',
  MONTEE: 'Montée',
  PL: 'Place',
  PLACE: 'Place',
  PROM: 'Promenade',
  RANG: 'Rang',
  RLE: 'Ruelle',
  RDPT: 'Rond-point',
  RTE: 'Route',
  ROUTE: 'Route',
  RUE: 'Rue',
  SENT: 'Sentier',
  TSSE: 'Terrasse',
  VOIE: 'Voie',
};

const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'O', 'NE', 'NW', 'SE', 'SW', 'NO', 'SO']);

function lookup(table: Readonly<Record<string, string>>, token: string): string | undefined {
  return table[token.replace(/\.$/, '').toUpperCase()];
}

/**
 * Expands the street-type abbreviation of an address line, in Title Case: the English type after
 * the name (`123 MAIN ST E` → `123 MAIN Street E`) or the French type before it (`45 CH DU LAC` →
 * `45 Chemin DU LAC`). Only the type position is touched, so `ST CLAIR AVE` keeps its Saint.
 */
export function expandStreetSuffix(street: string): string {
  const tokens = street.trim().split(/\s+/);
  const firstWord = tokens.findIndex((t) => !/\d/.test(t));
  if (firstWord < 0) return street.trim();
  let last = tokens.length - 1;
  while (last > firstWord && DIRECTIONS.has(tokens[last]!.replace(/\.$/, '').toUpperCase())) {
    last -= 1;
  }
  const first = tokens[firstWord]!;
  if (last === firstWord) {
    const only = lookup(ENGLISH_STREET_SUFFIXES, first) ?? lookup(FRENCH_STREET_TYPES, first);
    if (only) tokens[firstWord] = only;
    return tokens.join(' ');
  }
  const english = lookup(ENGLISH_STREET_SUFFIXES, tokens[last]!);
  const french = lookup(FRENCH_STREET_TYPES, first);
  // A French-only type (RUE, CH, BOUL…) up front wins; `AVENUE RD` is English and keeps its name.
  const frenchOnly = french !== undefined && lookup(ENGLISH_STREET_SUFFIXES, first) === undefined;
  if (french && (frenchOnly || !english)) tokens[firstWord] = french;
  else if (english) tokens[last] = english;
  return tokens.join(' ');
}

export type SummaryInput = {
  beds?: number | null;
  baths?: number | null;
  sqft?: number | null;
};

const SUMMARY_UNITS: Record<Locale, { beds: string; baths: string; sqft: string }> = {
  en: { beds: 'bd', baths: 'ba', sqft: 'sq ft' },
  fr: { beds: 'ch.', baths: 'sdb', sqft: 'pi²' },
};

/** Card summary line: `3 bd · 2 ba · 1,450 sq ft` / `3 ch. · 2 sdb · 1 450 pi²`; missing parts are left out. */
export function formatSummaryLine(input: SummaryInput, locale: Locale): string {
  const units = SUMMARY_UNITS[locale];
  const parts: string[] = [];
  const add = (value: number | null | undefined, unit: string, digits: number) => {
    if (value != null && Number.isFinite(value) && value > 0) {
      parts.push(`${formatNumber(value, locale, digits)}${NBSP}${unit}`);
    }
  };
  add(input.beds, units.beds, 0);
  add(input.baths, units.baths, 1);
  add(input.sqft, units.sqft, 0);
  return parts.join(' · ');
}
