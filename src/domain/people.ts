import type { Locale } from './constants';
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

/**
 * Organisations agents and offices support. The value is the English name (the API's value and, as a slug,
 * the URL's); each has a message with the organisation's own Canadian French name where it has one
 * (Banques alimentaires Canada, Jeunesse, J’écoute), descriptive ones translated. Centraide is the Quebec
 * network's own name, French in both languages.
 */
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

/** Professional designations: acronyms (codes, the same in both languages) and descriptive titles. */
export const DESIGNATIONS = [
  'ABR®',
  'CRS',
  'SRES®',
  'CLHMS',
  'CIPS',
  'GRI',
  'PMA',
  'CCIM',
  'Certified Condominium Specialist',
  'Accredited Senior Agent (ASA)',
] as const;
export type Designation = (typeof DESIGNATIONS)[number];

/** An agent's awards, by kind (spec §3: career, individual or club, team). */
export const CAREER_AWARDS = ['Lifetime Achievement Award', 'Hall of Fame', 'Chairman’s Club Lifetime'] as const;
export const INDIVIDUAL_AWARDS = [
  'Diamond Club',
  'Platinum Club',
  'Gold Club',
  'Top 1% Nationally',
  'President’s Club',
  'Rookie of the Year',
] as const;
export const TEAM_AWARDS = ['Top Team Award', 'Team Excellence Award', 'Circle of Excellence (Team)'] as const;
export type Award = (typeof CAREER_AWARDS)[number] | (typeof INDIVIDUAL_AWARDS)[number] | (typeof TEAM_AWARDS)[number];

/** The associations and regulators agents belong to. */
export const AFFILIATIONS = [
  'Canadian Real Estate Association',
  'Ontario Real Estate Association',
  'BC Financial Services Authority',
  'Real Estate Council of Alberta',
  'OACIQ',
  'Chamber of Commerce',
] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

/**
 * Bodies that have no French name (they regulate or gather agents of an English-speaking province): shown by
 * their own English name in both languages, marked as English on a French page. They have no message: a
 * "translation" equal to the English would only be a copy.
 */
export const ENGLISH_ONLY_AFFILIATIONS = [
  'Ontario Real Estate Association',
  'BC Financial Services Authority',
  'Real Estate Council of Alberta',
] as const satisfies readonly Affiliation[];

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

const civicText = defineMessages({
  'Habitat for Humanity': { id: 'people.civic.habitat-for-humanity', defaultMessage: 'Habitat for Humanity' },
  'Food Banks Canada': { id: 'people.civic.food-banks-canada', defaultMessage: 'Food Banks Canada' },
  'United Way': { id: 'people.civic.united-way', defaultMessage: 'United Way' },
  'Big Brothers Big Sisters': {
    id: 'people.civic.big-brothers-big-sisters',
    defaultMessage: 'Big Brothers Big Sisters',
  },
  'Local minor hockey': { id: 'people.civic.local-minor-hockey', defaultMessage: 'Local minor hockey' },
  'Community garden': { id: 'people.civic.community-garden', defaultMessage: 'Community garden' },
  'Canadian Cancer Society': { id: 'people.civic.canadian-cancer-society', defaultMessage: 'Canadian Cancer Society' },
  "Children's Wish Foundation": {
    id: 'people.civic.childrens-wish-foundation',
    defaultMessage: 'Children’s Wish Foundation',
  },
  'Kids Help Phone': { id: 'people.civic.kids-help-phone', defaultMessage: 'Kids Help Phone' },
  Centraide: {
    id: 'people.civic.centraide',
    defaultMessage: 'Centraide',
    description: 'The Quebec United Way network’s own (French) name, the same in both languages.',
  },
}) satisfies Record<(typeof CIVIC_ACTIVITIES)[number], MessageDescriptor>;

// Acronyms are messages too: the same in both languages today, but a translator may add the French title.
const designationText = defineMessages({
  'ABR®': { id: 'people.designation.abr', defaultMessage: 'ABR®' },
  CRS: { id: 'people.designation.crs', defaultMessage: 'CRS' },
  'SRES®': { id: 'people.designation.sres', defaultMessage: 'SRES®' },
  CLHMS: { id: 'people.designation.clhms', defaultMessage: 'CLHMS' },
  CIPS: { id: 'people.designation.cips', defaultMessage: 'CIPS' },
  GRI: { id: 'people.designation.gri', defaultMessage: 'GRI' },
  PMA: { id: 'people.designation.pma', defaultMessage: 'PMA' },
  CCIM: { id: 'people.designation.ccim', defaultMessage: 'CCIM' },
  'Certified Condominium Specialist': {
    id: 'people.designation.certified-condominium-specialist',
    defaultMessage: 'Certified Condominium Specialist',
  },
  'Accredited Senior Agent (ASA)': {
    id: 'people.designation.accredited-senior-agent-asa',
    defaultMessage: 'Accredited Senior Agent (ASA)',
  },
}) satisfies Record<Designation, MessageDescriptor>;

const awardText = defineMessages({
  'Lifetime Achievement Award': {
    id: 'people.award.lifetime-achievement-award',
    defaultMessage: 'Lifetime Achievement Award',
  },
  'Hall of Fame': { id: 'people.award.hall-of-fame', defaultMessage: 'Hall of Fame' },
  'Chairman’s Club Lifetime': {
    id: 'people.award.chairmans-club-lifetime',
    defaultMessage: 'Chairman’s Club Lifetime',
  },
  'Diamond Club': { id: 'people.award.diamond-club', defaultMessage: 'Diamond Club' },
  'Platinum Club': { id: 'people.award.platinum-club', defaultMessage: 'Platinum Club' },
  'Gold Club': { id: 'people.award.gold-club', defaultMessage: 'Gold Club' },
  'Top 1% Nationally': { id: 'people.award.top-1-nationally', defaultMessage: 'Top 1% Nationally' },
  'President’s Club': { id: 'people.award.presidents-club', defaultMessage: 'President’s Club' },
  'Rookie of the Year': { id: 'people.award.rookie-of-the-year', defaultMessage: 'Rookie of the Year' },
  'Top Team Award': { id: 'people.award.top-team-award', defaultMessage: 'Top Team Award' },
  'Team Excellence Award': { id: 'people.award.team-excellence-award', defaultMessage: 'Team Excellence Award' },
  'Circle of Excellence (Team)': {
    id: 'people.award.circle-of-excellence-team',
    defaultMessage: 'Circle of Excellence (Team)',
  },
}) satisfies Record<Award, MessageDescriptor>;

const affiliationText = defineMessages({
  'Canadian Real Estate Association': {
    id: 'people.affiliation.canadian-real-estate-association',
    defaultMessage: 'Canadian Real Estate Association',
  },
  OACIQ: {
    id: 'people.affiliation.oaciq',
    defaultMessage: 'OACIQ',
    description: 'Quebec’s real estate regulator, known by its French acronym in both languages.',
  },
  'Chamber of Commerce': { id: 'people.affiliation.chamber-of-commerce', defaultMessage: 'Chamber of Commerce' },
}) satisfies Record<Exclude<Affiliation, (typeof ENGLISH_ONLY_AFFILIATIONS)[number]>, MessageDescriptor>;

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
export const civicLabel = labeller(civicText);
export const designationLabel = labeller(designationText);
export const awardLabel = labeller(awardText);
/** An affiliation's label; a body without a French name (`ENGLISH_ONLY_AFFILIATIONS`) is its English name. */
export const affiliationLabel = labeller(affiliationText);

// Proper names written in one language whatever the page's: the English-only bodies, and Centraide.
const NAME_LANGUAGES: Readonly<Record<string, Locale>> = {
  ...Object.fromEntries(ENGLISH_ONLY_AFFILIATIONS.map((name) => [name, 'en'])),
  Centraide: 'fr',
};

/**
 * The language a value's label is in whatever the page's (a proper name that has only one), for the page to
 * mark it with `lang` where that is not its own; undefined for a value labelled in the page's language.
 */
export function nameLanguage(value: string): Locale | undefined {
  return Object.hasOwn(NAME_LANGUAGES, value) ? NAME_LANGUAGES[value] : undefined;
}

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
