import { defineMessages, type MessageDescriptor } from './messages';

/** What the labels need of react-intl's `IntlShape` (the domain does not import React). */
export interface MessageFormatter {
  formatMessage(descriptor: MessageDescriptor): string;
}

/**
 * The values agents and offices are described and filtered by (spec §2.6, §3). The API speaks English
 * values (`language=French`); every one has a message, so a French page never shows an English word, and
 * a slug, so a URL holds a filter in plain ASCII (`?language=french`).
 */

/** Spoken languages; the spec's priority languages come first (§9: English, French, Mandarin, Spanish). */
export const AGENT_LANGUAGES = [
  'English',
  'French',
  'Mandarin',
  'Cantonese',
  'Punjabi',
  'Spanish',
  'Tagalog',
  'Arabic',
  'Italian',
  'Portuguese',
  'Hindi',
  'Urdu',
  'Farsi',
  'Korean',
  'Vietnamese',
  'German',
] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];
export const PRIORITY_LANGUAGES: readonly AgentLanguage[] = ['English', 'French', 'Mandarin', 'Spanish'];

export const SPECIALTIES = [
  'First-time buyers',
  'Luxury homes',
  'Condos',
  'Investment properties',
  'Relocation',
  'Downsizing',
  'New construction',
  'Waterfront',
  'Rural and acreage',
  'Commercial leasing',
  'Business sales',
  'Recreational properties',
  'Estate sales',
  'Multi-family',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const REAL_ESTATE_TYPES = [
  'Residential',
  'Commercial',
  'Luxury',
  'Rural',
  'Recreational',
  'Investment',
] as const;
export type RealEstateType = (typeof REAL_ESTATE_TYPES)[number];

export const HOBBIES = [
  'hiking',
  'cycling',
  'hockey',
  'curling',
  'cooking',
  'gardening',
  'photography',
  'skiing',
  'sailing',
  'yoga',
  'fishing',
  'reading',
  'canoeing',
  'running',
] as const;
export type Hobby = (typeof HOBBIES)[number];

/** Organisations agents and offices support (proper names: shown as they are, in both languages). */
export const CIVIC_ACTIVITIES = [
  'Habitat for Humanity',
  'Food Banks Canada',
  'United Way',
  'Big Brothers Big Sisters',
  'Local minor hockey',
  'Community garden',
  'Canadian Cancer Society',
  "Children's Wish Foundation",
  'Kids Help Phone',
  'Centraide',
] as const;

/** "Proud supporter" causes (spec §3: children's or breast-cancer charities). */
export const SUPPORTER_CAUSES = ['children', 'breastCancer'] as const;
export type SupporterCause = (typeof SUPPORTER_CAUSES)[number];

const languageText = defineMessages({
  English: { id: 'people.language.english', defaultMessage: 'English' },
  French: { id: 'people.language.french', defaultMessage: 'French' },
  Mandarin: { id: 'people.language.mandarin', defaultMessage: 'Mandarin' },
  Cantonese: { id: 'people.language.cantonese', defaultMessage: 'Cantonese' },
  Punjabi: { id: 'people.language.punjabi', defaultMessage: 'Punjabi' },
  Spanish: { id: 'people.language.spanish', defaultMessage: 'Spanish' },
  Tagalog: { id: 'people.language.tagalog', defaultMessage: 'Tagalog' },
  Arabic: { id: 'people.language.arabic', defaultMessage: 'Arabic' },
  Italian: { id: 'people.language.italian', defaultMessage: 'Italian' },
  Portuguese: { id: 'people.language.portuguese', defaultMessage: 'Portuguese' },
  Hindi: { id: 'people.language.hindi', defaultMessage: 'Hindi' },
  Urdu: { id: 'people.language.urdu', defaultMessage: 'Urdu' },
  Farsi: { id: 'people.language.farsi', defaultMessage: 'Farsi' },
  Korean: { id: 'people.language.korean', defaultMessage: 'Korean' },
  Vietnamese: { id: 'people.language.vietnamese', defaultMessage: 'Vietnamese' },
  German: { id: 'people.language.german', defaultMessage: 'German' },
}) satisfies Record<AgentLanguage, MessageDescriptor>;

const specialtyText = defineMessages({
  'First-time buyers': { id: 'people.specialty.first-time-buyers', defaultMessage: 'First-time buyers' },
  'Luxury homes': { id: 'people.specialty.luxury-homes', defaultMessage: 'Luxury homes' },
  Condos: { id: 'people.specialty.condos', defaultMessage: 'Condos' },
  'Investment properties': { id: 'people.specialty.investment-properties', defaultMessage: 'Investment properties' },
  Relocation: { id: 'people.specialty.relocation', defaultMessage: 'Relocation' },
  Downsizing: { id: 'people.specialty.downsizing', defaultMessage: 'Downsizing' },
  'New construction': { id: 'people.specialty.new-construction', defaultMessage: 'New construction' },
  Waterfront: { id: 'people.specialty.waterfront', defaultMessage: 'Waterfront' },
  'Rural and acreage': { id: 'people.specialty.rural-and-acreage', defaultMessage: 'Rural and acreage' },
  'Commercial leasing': { id: 'people.specialty.commercial-leasing', defaultMessage: 'Commercial leasing' },
  'Business sales': { id: 'people.specialty.business-sales', defaultMessage: 'Business sales' },
  'Recreational properties': {
    id: 'people.specialty.recreational-properties',
    defaultMessage: 'Recreational properties',
  },
  'Estate sales': { id: 'people.specialty.estate-sales', defaultMessage: 'Estate sales' },
  'Multi-family': { id: 'people.specialty.multi-family', defaultMessage: 'Multi-family' },
}) satisfies Record<Specialty, MessageDescriptor>;

const typeText = defineMessages({
  Residential: { id: 'people.type.residential', defaultMessage: 'Residential' },
  Commercial: { id: 'people.type.commercial', defaultMessage: 'Commercial' },
  Luxury: { id: 'people.type.luxury', defaultMessage: 'Luxury' },
  Rural: { id: 'people.type.rural', defaultMessage: 'Rural' },
  Recreational: { id: 'people.type.recreational', defaultMessage: 'Recreational' },
  Investment: { id: 'people.type.investment', defaultMessage: 'Investment' },
}) satisfies Record<RealEstateType, MessageDescriptor>;

const hobbyText = defineMessages({
  hiking: { id: 'people.hobby.hiking', defaultMessage: 'Hiking' },
  cycling: { id: 'people.hobby.cycling', defaultMessage: 'Cycling' },
  hockey: { id: 'people.hobby.hockey', defaultMessage: 'Hockey' },
  curling: { id: 'people.hobby.curling', defaultMessage: 'Curling' },
  cooking: { id: 'people.hobby.cooking', defaultMessage: 'Cooking' },
  gardening: { id: 'people.hobby.gardening', defaultMessage: 'Gardening' },
  photography: { id: 'people.hobby.photography', defaultMessage: 'Photography' },
  skiing: { id: 'people.hobby.skiing', defaultMessage: 'Skiing' },
  sailing: { id: 'people.hobby.sailing', defaultMessage: 'Sailing' },
  yoga: { id: 'people.hobby.yoga', defaultMessage: 'Yoga' },
  fishing: { id: 'people.hobby.fishing', defaultMessage: 'Fishing' },
  reading: { id: 'people.hobby.reading', defaultMessage: 'Reading' },
  canoeing: { id: 'people.hobby.canoeing', defaultMessage: 'Canoeing' },
  running: { id: 'people.hobby.running', defaultMessage: 'Running' },
}) satisfies Record<Hobby, MessageDescriptor>;

const supporterText = defineMessages({
  children: { id: 'people.supporter.children', defaultMessage: 'Children’s charities' },
  breastCancer: { id: 'people.supporter.breast-cancer', defaultMessage: 'Breast cancer research' },
}) satisfies Record<SupporterCause, MessageDescriptor>;

/** A value's label in the page's language; a value the list does not know (newer data) is shown as it is. */
function labeller(table: Readonly<Record<string, MessageDescriptor>>) {
  return (intl: MessageFormatter, value: string): string => {
    const descriptor = Object.hasOwn(table, value) ? table[value] : undefined;
    return descriptor ? intl.formatMessage(descriptor) : value;
  };
}

export const languageLabel = labeller(languageText);
export const specialtyLabel = labeller(specialtyText);
export const realEstateTypeLabel = labeller(typeText);
export const hobbyLabel = labeller(hobbyText);
export const supporterLabel = labeller(supporterText);

/** `Luxury homes` → `luxury-homes`, `Children's Wish Foundation` → `childrens-wish-foundation`. */
export function valueSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The value of a list a URL slug names, or undefined for an unknown or hostile slug. */
export function valueFromSlug<T extends string>(values: readonly T[], slug: string | null | undefined): T | undefined {
  if (!slug || slug.length > 80) return undefined;
  return values.find((value) => valueSlug(value) === slug.toLowerCase());
}
