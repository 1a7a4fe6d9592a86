import { defineMessages } from 'react-intl';

/** Texts both rosters share (they ship in the `people` part of the messages). */
export const rosterText = defineMessages<{
  placeholder: Record<string, never>;
  submit: Record<string, never>;
  filters: Record<string, never>;
  language: Record<string, never>;
  anyLanguage: Record<string, never>;
  type: Record<string, never>;
  anyType: Record<string, never>;
  specialty: Record<string, never>;
  anySpecialty: Record<string, never>;
  licensed: Record<string, never>;
  anyProvince: Record<string, never>;
  civic: Record<string, never>;
  anyCivic: Record<string, never>;
  supporter: Record<string, never>;
  anySupporter: Record<string, never>;
  sort: Record<string, never>;
  clear: Record<string, never>;
  searching: Record<string, never>;
  error: Record<string, never>;
  retry: Record<string, never>;
  noneHint: Record<string, never>;
}>({
  placeholder: { id: 'people.roster.search.placeholder', defaultMessage: 'Search by name or location' },
  submit: { id: 'people.roster.search.submit', defaultMessage: 'Search' },
  filters: { id: 'people.roster.filters', defaultMessage: 'Filters' },
  language: { id: 'people.roster.filter.language', defaultMessage: 'Language' },
  anyLanguage: { id: 'people.roster.filter.language.any', defaultMessage: 'Any language' },
  type: { id: 'people.roster.filter.type', defaultMessage: 'Real estate type' },
  anyType: { id: 'people.roster.filter.type.any', defaultMessage: 'Any type' },
  specialty: { id: 'people.roster.filter.specialty', defaultMessage: 'Specialty' },
  anySpecialty: { id: 'people.roster.filter.specialty.any', defaultMessage: 'Any specialty' },
  licensed: { id: 'people.roster.filter.licensed', defaultMessage: 'Licensed in' },
  anyProvince: { id: 'people.roster.filter.licensed.any', defaultMessage: 'Any province or territory' },
  civic: { id: 'people.roster.filter.civic', defaultMessage: 'Civic support' },
  anyCivic: { id: 'people.roster.filter.civic.any', defaultMessage: 'Any organization' },
  supporter: { id: 'people.roster.filter.supporter', defaultMessage: 'Proud supporter' },
  anySupporter: { id: 'people.roster.filter.supporter.any', defaultMessage: 'Any cause' },
  sort: { id: 'people.roster.sort', defaultMessage: 'Sort' },
  clear: { id: 'people.roster.clear', defaultMessage: 'Clear filters' },
  searching: { id: 'people.roster.searching', defaultMessage: 'Searching…' },
  error: { id: 'people.roster.error', defaultMessage: 'We couldn’t load this search. Check your connection.' },
  retry: { id: 'people.roster.retry', defaultMessage: 'Try again' },
  noneHint: {
    id: 'people.roster.none.hint',
    defaultMessage: 'Try other words, or fewer filters.',
  },
});

export const agentsText = defineMessages<{
  search: Record<string, never>;
  count: { count: number };
  none: Record<string, never>;
  all: Record<string, never>;
  list: Record<string, never>;
  province: { code: string; province: string };
  description: { code: string; province: string; brand: string };
}>({
  search: { id: 'agents.roster.search', defaultMessage: 'Search agents' },
  count: {
    id: 'agents.roster.count',
    defaultMessage: '{count, plural, =0 {No agents} one {# agent} other {# agents}}',
  },
  none: { id: 'agents.roster.none', defaultMessage: 'No agents match your search.' },
  all: { id: 'agents.roster.all', defaultMessage: 'See all agents in Canada' },
  list: { id: 'agents.roster.list', defaultMessage: 'Agents' },
  province: { id: 'agents.roster.title.province', defaultMessage: 'Real estate agents in {province}' },
  description: {
    id: 'agents.roster.description.province',
    defaultMessage:
      'Find a real estate agent in {province} on {brand}: compare experience, languages, specialties and reviews, then contact them.',
  },
});

export const officesText = defineMessages<{
  search: Record<string, never>;
  count: { count: number };
  none: Record<string, never>;
  all: Record<string, never>;
  list: Record<string, never>;
  province: { code: string; province: string };
  description: { code: string; province: string; brand: string };
}>({
  search: { id: 'offices.roster.search', defaultMessage: 'Search offices' },
  count: {
    id: 'offices.roster.count',
    defaultMessage: '{count, plural, =0 {No offices} one {# office} other {# offices}}',
  },
  none: { id: 'offices.roster.none', defaultMessage: 'No offices match your search.' },
  all: { id: 'offices.roster.all', defaultMessage: 'See all offices in Canada' },
  list: { id: 'offices.roster.list', defaultMessage: 'Offices' },
  province: { id: 'offices.roster.title.province', defaultMessage: 'Real estate offices in {province}' },
  description: {
    id: 'offices.roster.description.province',
    defaultMessage:
      'Find a real estate office in {province} on {brand}: addresses, phone numbers, languages, their agents and listings.',
  },
});

/** Texts that name what a roster lists. */
export type KindText = typeof agentsText;
