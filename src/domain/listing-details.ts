import type { Locale } from './constants';
import { listingCategory, listingTypeLong } from './listing';
import type { Listing } from './listing';
import { codedValueMessages, zoningClassMessage, zoningClassOf, type CodedField } from './listing-values';
import { defineMessages } from './messages';
import type { MessageDescriptor } from './messages';
import type { ListingCategory } from './site';

/** A listing as the detail page gets it: the spec §3 fields plus the detail call's extras. */
export type ListingDetailInput = Listing & {
  descriptionFr?: string;
  descriptionEn?: string;
  businessType?: string;
  listingCategory?: ListingCategory;
};

// ——— The description's language ———

// Short, frequent words of real-estate copy that the other language does not use ("a" and "on" are
// in both, so they are not here).
const FRENCH_WORDS = new Set(
  'le la les des du de et au aux un une est avec dans pour sur près très plus ce cette ces ses son sa qui que en par pas sont situé située chambre chambres cuisine salon rue quartier écoles parcs commerces grand grande maison terrain l d qu j'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and of with in to for is near this that its it are by from at bedroom bedrooms kitchen living room street steps schools parks shopping home house lot features welcome quiet bright'.split(
    ' ',
  ),
);

/**
 * The language a text is written in, by which language's common words it uses more (an accented letter
 * counts for French); null when it cannot tell.
 */
export function guessTextLanguage(text: string | null | undefined): Locale | null {
  if (!text) return null;
  // Tags and entities are not words; this is a heuristic, never a sanitiser.
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  let fr = 0;
  let en = 0;
  for (const word of words) {
    if (FRENCH_WORDS.has(word) || /[àâçéèêëîïôûùüÿœ]/.test(word)) fr += 1;
    else if (ENGLISH_WORDS.has(word)) en += 1;
  }
  if (fr === en) return null;
  return fr > en ? 'fr' : 'en';
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Whether a listing is in Quebec, by its board's province (else its own). */
export const isQuebec = (listing: Listing) =>
  (text(listing.mlsProvince) ?? text(listing.province))?.toUpperCase() === 'QC';

/** The English part of a bilingual description (`en + "\n\n" + fr`), or the whole text when it has none. */
function englishPart(listing: ListingDetailInput): string | undefined {
  const description = text(listing.description);
  const french = text(listing.descriptionFr);
  if (!description || !french || !description.endsWith(french)) return description;
  return text(description.slice(0, -french.length)) ?? description;
}

/**
 * The language the listing's own text (description, rooms, detail values) is written in: a bilingual
 * listing is English first, one with an English version (`descriptionEn`) is French; otherwise the words
 * decide, and without a clue a Quebec listing is French.
 */
export function listingLanguage(listing: ListingDetailInput): Locale {
  if (text(listing.descriptionFr)) return guessTextLanguage(englishPart(listing)) ?? 'en';
  if (text(listing.descriptionEn)) return guessTextLanguage(listing.description) ?? 'fr';
  return guessTextLanguage(listing.description) ?? (isQuebec(listing) ? 'fr' : 'en');
}

/** The description shown on a page in `pageLocale`, and the language it is written in. */
export type LocalisedDescription = { text: string; lang: Locale };

/**
 * The description for a page: a bilingual listing shows the page's language (the English part on English
 * pages, descriptionFr on French pages), so does a French one with an English version (descriptionEn on
 * English pages); any other listing shows its one description, in its language.
 */
export function localisedDescription(listing: ListingDetailInput, pageLocale: Locale): LocalisedDescription | null {
  const englishVersion = text(listing.descriptionEn);
  if (englishVersion && pageLocale === 'en') return { text: englishVersion, lang: 'en' };
  const french = text(listing.descriptionFr);
  if (french && pageLocale === 'fr') return { text: french, lang: 'fr' };
  if (french) {
    const english = englishPart(listing);
    return english ? { text: english, lang: guessTextLanguage(english) ?? 'en' } : { text: french, lang: 'fr' };
  }
  const description = text(listing.description);
  return description ? { text: description, lang: listingLanguage(listing) } : null;
}

/** The language of the description a page in `pageLocale` shows. */
export function descriptionLanguage(listing: ListingDetailInput, pageLocale: Locale): Locale {
  return localisedDescription(listing, pageLocale)?.lang ?? pageLocale;
}

/** True when the text carries HTML markup (to be sanitised), false for plain text. */
export function isHtml(value: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(value);
}

/** Plain text as paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphs(value: string): string[][] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** An absolute http(s) URL, or undefined: listing data never puts a `javascript:` link on the page. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  const trimmed = text(value);
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// ——— The details, grouped ———

export const AREA_UNITS = ['sqft', 'sqm', 'acres', 'hectares'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

const AREA_UNIT_NAMES: Readonly<Record<string, AreaUnit>> = {
  sqft: 'sqft',
  'sq ft': 'sqft',
  'sq. ft.': 'sqft',
  'sq.ft.': 'sqft',
  ft2: 'sqft',
  'ft²': 'sqft',
  'square feet': 'sqft',
  'pi²': 'sqft',
  pi2: 'sqft',
  sqm: 'sqm',
  m2: 'sqm',
  'm²': 'sqm',
  'sq m': 'sqm',
  'square metres': 'sqm',
  'square meters': 'sqm',
  acre: 'acres',
  acres: 'acres',
  ac: 'acres',
  hectare: 'hectares',
  hectares: 'hectares',
  ha: 'hectares',
};

/** A lot-size unit as the backend writes it (`sqft`, `Acres`, `m²`…), or null when unknown. */
export function areaUnit(value: string | null | undefined): AreaUnit | null {
  const key = value?.trim().toLowerCase();
  return key ? (AREA_UNIT_NAMES[key] ?? null) : null;
}

/** A detail's value, typed so the page formats it in its locale. */
export type DetailValue =
  /** Text as the listing sends it (a value no vocabulary knows), in the listing's language. */
  | { kind: 'text'; text: string; lang: Locale }
  /** A coded value, or a list of them ("Hardwood, Laminate"), in the page's language. */
  | { kind: 'messages'; messages: MessageDescriptor[] }
  /** A zoning code with its class: "Residential (R1)". */
  | { kind: 'zoning'; code: string; zoningClass: MessageDescriptor }
  | { kind: 'number'; value: number }
  /** A year, written without a thousands separator. */
  | { kind: 'year'; value: number }
  /** An area; `unit` is null when the listing's unit is unknown, then `unitText` is what it sent. */
  | { kind: 'area'; value: number; unit: AreaUnit | null; unitText?: string }
  /** Dollars, optionally per month or for a given (tax) year. */
  | { kind: 'money'; value: number; per?: 'month'; year?: number }
  | { kind: 'moneyPerSqft'; value: number }
  | { kind: 'message'; message: MessageDescriptor };

export const DETAIL_GROUPS = [
  'overview',
  'interior',
  'exterior',
  'parking',
  'costs',
  'policies',
  'commercial',
] as const;
export type DetailGroupKey = (typeof DETAIL_GROUPS)[number];

export const detailGroupMessages = defineMessages({
  overview: { id: 'listing-details.group.overview', defaultMessage: 'Overview' },
  interior: { id: 'listing-details.group.interior', defaultMessage: 'Interior' },
  exterior: { id: 'listing-details.group.exterior', defaultMessage: 'Exterior & lot' },
  parking: { id: 'listing-details.group.parking', defaultMessage: 'Parking' },
  costs: { id: 'listing-details.group.costs', defaultMessage: 'Taxes & fees' },
  policies: { id: 'listing-details.group.policies', defaultMessage: 'Policies' },
  commercial: { id: 'listing-details.group.commercial', defaultMessage: 'Commercial' },
});

export const detailLabelMessages = defineMessages({
  propertyType: { id: 'listing-details.label.property-type', defaultMessage: 'Property type' },
  structureType: { id: 'listing-details.label.structure-type', defaultMessage: 'Building type' },
  propertySubType: { id: 'listing-details.label.property-sub-type', defaultMessage: 'Sub-type' },
  yearBuilt: { id: 'listing-details.label.year-built', defaultMessage: 'Year built' },
  stories: { id: 'listing-details.label.stories', defaultMessage: 'Storeys' },
  units: { id: 'listing-details.label.units', defaultMessage: 'Units' },
  lotSize: { id: 'listing-details.label.lot-size', defaultMessage: 'Lot size' },
  sqft: { id: 'listing-details.label.floor-area', defaultMessage: 'Floor area' },
  beds: { id: 'listing-details.label.bedrooms', defaultMessage: 'Bedrooms' },
  fullBaths: { id: 'listing-details.label.full-bathrooms', defaultMessage: 'Full bathrooms' },
  baths: { id: 'listing-details.label.bathrooms', defaultMessage: 'Bathrooms' },
  halfBaths: { id: 'listing-details.label.half-bathrooms', defaultMessage: 'Half bathrooms' },
  heating: { id: 'listing-details.label.heating', defaultMessage: 'Heating' },
  cooling: { id: 'listing-details.label.cooling', defaultMessage: 'Cooling' },
  basement: { id: 'listing-details.label.basement', defaultMessage: 'Basement' },
  flooring: { id: 'listing-details.label.flooring', defaultMessage: 'Flooring' },
  fireplace: { id: 'listing-details.label.fireplace', defaultMessage: 'Fireplace' },
  roof: { id: 'listing-details.label.roof', defaultMessage: 'Roof' },
  pool: { id: 'listing-details.label.pool', defaultMessage: 'Pool' },
  waterfront: { id: 'listing-details.label.waterfront', defaultMessage: 'Waterfront' },
  zoning: { id: 'listing-details.label.zoning', defaultMessage: 'Zoning' },
  utilities: { id: 'listing-details.label.utilities', defaultMessage: 'Utilities' },
  parkingType: { id: 'listing-details.label.parking-type', defaultMessage: 'Parking type' },
  garageSpaces: { id: 'listing-details.label.garage-spaces', defaultMessage: 'Garage spaces' },
  parkingSpaces: { id: 'listing-details.label.parking-spaces', defaultMessage: 'Parking spaces' },
  taxes: { id: 'listing-details.label.taxes', defaultMessage: 'Property taxes' },
  condoFees: { id: 'listing-details.label.condo-fees', defaultMessage: 'Condo fees' },
  petPolicy: { id: 'listing-details.label.pet-policy', defaultMessage: 'Pets' },
  businessType: { id: 'listing-details.label.business-type', defaultMessage: 'Business type' },
  pricePerSqFt: { id: 'listing-details.label.price-per-sqft', defaultMessage: 'Price per sq ft' },
});

export type DetailKey = keyof typeof detailLabelMessages;

export type DetailItem = { key: DetailKey; label: MessageDescriptor; value: DetailValue };
export type DetailGroup = { key: DetailGroupKey; label: MessageDescriptor; items: DetailItem[] };

const count = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const positive = (value: number | null | undefined): value is number => count(value) && value > 0;

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** Whether the listing gets the commercial details: the detail call's category, else the derived one. */
export function isCommercialListing(listing: ListingDetailInput): boolean {
  return (listing.listingCategory ?? listingCategory(listing)) === 'commercial';
}

/**
 * The details of spec §3 that the listing has, in display groups; empty values are left out, empty
 * groups too. Coded values become messages (a "None" is the listing's own answer, said in the page's
 * language); a value the vocabularies do not know is kept as sent, in the listing's language. Zoning and
 * lot size move to the commercial group on commercial listings.
 */
export function listingDetailGroups(listing: ListingDetailInput): DetailGroup[] {
  const commercial = isCommercialListing(listing);
  const groups = new Map<DetailGroupKey, DetailItem[]>(DETAIL_GROUPS.map((key) => [key, []]));
  const add = (group: DetailGroupKey, key: DetailKey, value: DetailValue | undefined) => {
    if (value) groups.get(group)!.push({ key, label: detailLabelMessages[key], value });
  };
  const language = listingLanguage(listing);
  const asText = (value: string | undefined): DetailValue | undefined => {
    const t = text(value);
    return t === undefined ? undefined : { kind: 'text', text: t, lang: guessTextLanguage(t) ?? language };
  };
  const coded = (field: CodedField, value: string | undefined): DetailValue | undefined => {
    const t = text(value);
    const messages = t === undefined ? null : codedValueMessages(field, t);
    return messages ? { kind: 'messages', messages } : asText(t);
  };
  const zoning = (value: string | undefined): DetailValue | undefined => {
    const code = text(value);
    const zoningClass = code === undefined ? null : zoningClassOf(code);
    return code && zoningClass ? { kind: 'zoning', code, zoningClass: zoningClassMessage(zoningClass) } : asText(code);
  };
  const asNumber = (value: number | undefined): DetailValue | undefined =>
    count(value) ? { kind: 'number', value } : undefined;

  const type = listingTypeLong(listing);
  const structure = text(listing.structureType);
  const subType = text(listing.propertySubType);
  const lotUnitText = text(listing.lotSizeUnits);
  const lot: DetailValue | undefined = positive(listing.lotSize)
    ? {
        kind: 'area',
        value: listing.lotSize,
        unit: areaUnit(lotUnitText),
        ...(lotUnitText ? { unitText: lotUnitText } : {}),
      }
    : undefined;

  add('overview', 'propertyType', { kind: 'message', message: type });
  // "Triplex" under a Triplex type, or "Commercial" under Commercial, says nothing new.
  if (!same(structure, type.defaultMessage)) add('overview', 'structureType', coded('structureType', structure));
  if (!same(subType, structure) && !same(subType, type.defaultMessage))
    add('overview', 'propertySubType', coded('propertySubType', subType));
  add('overview', 'yearBuilt', positive(listing.yearBuilt) ? { kind: 'year', value: listing.yearBuilt } : undefined);
  add('overview', 'stories', positive(listing.stories) ? { kind: 'number', value: listing.stories } : undefined);
  add('overview', 'units', positive(listing.units) ? { kind: 'number', value: listing.units } : undefined);
  if (!commercial) add('overview', 'lotSize', lot);
  add('overview', 'sqft', positive(listing.sqft) ? { kind: 'area', value: listing.sqft, unit: 'sqft' } : undefined);

  add('interior', 'beds', asNumber(listing.beds));
  if (count(listing.fullBaths)) add('interior', 'fullBaths', asNumber(listing.fullBaths));
  else add('interior', 'baths', asNumber(listing.baths));
  if (positive(listing.halfBaths)) add('interior', 'halfBaths', asNumber(listing.halfBaths));
  add('interior', 'heating', coded('heating', listing.heating));
  add('interior', 'cooling', coded('cooling', listing.cooling));
  add('interior', 'basement', coded('basement', listing.basement));
  add('interior', 'flooring', coded('flooring', listing.flooring));
  add('interior', 'fireplace', coded('fireplace', listing.fireplace));

  add('exterior', 'roof', coded('roof', listing.roof));
  add('exterior', 'pool', coded('pool', listing.pool));
  add('exterior', 'waterfront', coded('waterfront', listing.waterfront));
  if (!commercial) add('exterior', 'zoning', zoning(listing.zoning));
  add('exterior', 'utilities', coded('utilities', listing.utilities));

  add('parking', 'parkingType', coded('parkingType', listing.parkingType));
  add('parking', 'garageSpaces', asNumber(listing.garageSpaces));
  add('parking', 'parkingSpaces', asNumber(listing.parkingSpaces));

  add(
    'costs',
    'taxes',
    count(listing.taxes)
      ? { kind: 'money', value: listing.taxes, ...(positive(listing.taxYear) ? { year: listing.taxYear } : {}) }
      : undefined,
  );
  add(
    'costs',
    'condoFees',
    count(listing.condoFees) ? { kind: 'money', value: listing.condoFees, per: 'month' } : undefined,
  );

  add('policies', 'petPolicy', coded('petPolicy', listing.petPolicy));

  if (commercial) {
    add('commercial', 'businessType', coded('businessType', listing.businessType));
    add('commercial', 'zoning', zoning(listing.zoning));
    add('commercial', 'lotSize', lot);
    add(
      'commercial',
      'pricePerSqFt',
      positive(listing.pricePerSqFt) ? { kind: 'moneyPerSqft', value: listing.pricePerSqFt } : undefined,
    );
  }

  return DETAIL_GROUPS.map((key) => ({ key, label: detailGroupMessages[key], items: groups.get(key)! })).filter(
    (group) => group.items.length > 0,
  );
}
