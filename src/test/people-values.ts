import {
  AFFILIATIONS,
  AGENT_LANGUAGES,
  CAREER_AWARDS,
  CIVIC_ACTIVITIES,
  DESIGNATIONS,
  HOBBIES,
  INDIVIDUAL_AWARDS,
  REAL_ESTATE_TYPES,
  SPECIALTIES,
  SUPPORTER_CAUSES,
  TEAM_AWARDS,
  affiliationLabel,
  awardLabel,
  civicLabel,
  designationLabel,
  hobbyLabel,
  languageLabel,
  realEstateTypeLabel,
  specialtyLabel,
  supporterLabel,
  type MessageFormatter,
} from '@/domain/people';

export type ValueLabel = (intl: MessageFormatter, value: string) => string;

/** Every list an agent's or office's page, card or roster filter shows, with the function that names its values. */
export const PEOPLE_VALUE_TABLES = {
  languages: { values: AGENT_LANGUAGES, label: languageLabel },
  specialties: { values: SPECIALTIES, label: specialtyLabel },
  realEstateTypes: { values: REAL_ESTATE_TYPES, label: realEstateTypeLabel },
  hobbies: { values: HOBBIES, label: hobbyLabel },
  supporterCauses: { values: SUPPORTER_CAUSES, label: supporterLabel },
  civicActivities: { values: CIVIC_ACTIVITIES, label: civicLabel },
  designations: { values: DESIGNATIONS, label: designationLabel },
  awards: { values: [...CAREER_AWARDS, ...INDIVIDUAL_AWARDS, ...TEAM_AWARDS], label: awardLabel },
  affiliations: { values: AFFILIATIONS, label: affiliationLabel },
} as const satisfies Record<string, { values: readonly string[]; label: ValueLabel }>;

const wordsOf = (text: string) => text.split(/[^\p{L}]+/u).filter((word) => word.length > 1);

/**
 * The words of the values' English labels that their French labels do not use ("Habitat", "Hall", "Fame",
 * not "Club" of "Club Diamant" nor "Commercial", French too): any of them on a French page, outside text marked as English, is English
 * data left untranslated.
 */
export function englishValueWords(english: MessageFormatter, french: MessageFormatter): string[] {
  const en = new Set<string>();
  const fr = new Set<string>();
  for (const { values, label } of Object.values(PEOPLE_VALUE_TABLES))
    for (const value of values) {
      const [inEnglish, inFrench] = [label(english, value), label(french, value)];
      // A label the same in both languages (Commercial, Centraide) is French too.
      if (inEnglish !== inFrench) for (const word of wordsOf(inEnglish)) en.add(word);
      for (const word of wordsOf(inFrench)) fr.add(word.toLowerCase());
    }
  return [...en].filter((word) => !fr.has(word.toLowerCase()));
}
