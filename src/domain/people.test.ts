import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';
import type { Agent, Office } from '@/api/contract/directory';
import { createDataset } from '@/mocks/dataset';
import { testIntl as intl } from '@/test/intl';
import { PEOPLE_VALUE_TABLES as TABLES, type ValueLabel as Label } from '@/test/people-values';
import type { MessageDescriptor } from './messages';
import {
  CIVIC_ACTIVITIES,
  ENGLISH_ONLY_AFFILIATIONS,
  affiliationLabel,
  civicLabel,
  nameLanguage,
  specialtyLabel,
  valueSlug,
  type MessageFormatter,
} from './people';

const EN: Readonly<Record<string, string>> = en;
const FR: Readonly<Record<string, string>> = fr;

/** Values whose label is rightly the same in French: acronyms, proper names, and words both languages share. */
const SAME_IN_FRENCH = new Set([
  'Mandarin',
  'Hindi',
  'Tagalog',
  'Condos',
  'Commercial',
  'Rural',
  'hockey',
  'curling',
  'yoga',
  'Centraide',
  'OACIQ',
]);
const isAcronym = (value: string) => /^[A-Z]{2,}®?$/.test(value);

/** The message id a value is labelled with, or undefined where it is shown as it is. */
function messageId(label: Label, value: string): string | undefined {
  let id: string | undefined;
  const recorder: MessageFormatter = {
    formatMessage(descriptor: MessageDescriptor) {
      id = descriptor.id;
      return descriptor.defaultMessage;
    },
  };
  label(recorder, value);
  return id;
}

describe('the values agents and offices are described by', () => {
  it.each(Object.entries(TABLES))('%s: every value has a message in English and in French', (_, { values, label }) => {
    const english = ENGLISH_ONLY_AFFILIATIONS as readonly string[];
    for (const value of values) {
      const id = messageId(label, value);
      if (english.includes(value)) {
        // A body with no French name: its English name, marked as English.
        expect(id, value).toBeUndefined();
        expect(nameLanguage(value), value).toBe('en');
        continue;
      }
      expect(id, value).toBeDefined();
      expect(EN[id!], `${id} in en.json`).toBeDefined();
      expect(FR[id!], `${id} in fr.json`).toBeDefined();
      if (!isAcronym(value) && !SAME_IN_FRENCH.has(value)) expect(FR[id!], value).not.toBe(EN[id!]);
    }
  });

  it.each(Object.entries(TABLES))('%s: no two values read the same in either language', (_, { values, label }) => {
    for (const locale of ['en', 'fr'] as const) {
      const labels = values.map((value) => label(intl(locale), value));
      expect(new Set(labels).size, `${locale}: ${labels.join(', ')}`).toBe(values.length);
    }
  });

  it('names organisations by their own Canadian French names', () => {
    const french = intl('fr');
    expect(CIVIC_ACTIVITIES.map((value) => civicLabel(french, value))).toEqual([
      'Habitat pour l’humanité',
      'Banques alimentaires Canada',
      'Centraide Canada',
      'Grands Frères Grandes Sœurs',
      'Hockey mineur local',
      'Jardin communautaire',
      'Société canadienne du cancer',
      'Fondation Rêves d’enfants',
      'Jeunesse, J’écoute',
      'Centraide',
    ]);
    expect(affiliationLabel(french, 'Canadian Real Estate Association')).toBe(
      'Association canadienne de l’immeuble (ACI)',
    );
    expect(affiliationLabel(french, 'Ontario Real Estate Association')).toBe('Ontario Real Estate Association');
    expect(specialtyLabel(french, 'Downsizing')).toBe('Passage à une propriété plus petite');
    expect(nameLanguage('Centraide')).toBe('fr');
    expect(nameLanguage('Habitat for Humanity')).toBeUndefined();
  });

  it('keeps the English values as the URLs’ slugs', () => {
    expect(CIVIC_ACTIVITIES.map(valueSlug)).toEqual([
      'habitat-for-humanity',
      'food-banks-canada',
      'united-way',
      'big-brothers-big-sisters',
      'local-minor-hockey',
      'community-garden',
      'canadian-cancer-society',
      'childrens-wish-foundation',
      'kids-help-phone',
      'centraide',
    ]);
  });
});

describe('the values the demo dataset gives agents and offices', () => {
  let agents: readonly Agent[];
  let offices: readonly Office[];
  beforeAll(() => {
    ({ agents, offices } = createDataset({ listings: 2000, today: Date.UTC(2026, 10, 28) }));
  });

  it('are all values of the lists, so each has its label', () => {
    const listed = (table: keyof typeof TABLES) => new Set<string>(TABLES[table].values);
    const unknown: string[] = [];
    const check = (table: keyof typeof TABLES, values: readonly string[], who: string) => {
      for (const value of values) if (!listed(table).has(value)) unknown.push(`${who} ${table}: ${value}`);
    };
    for (const agent of agents) {
      check('languages', agent.languages, agent.agentId);
      check('specialties', agent.specialties, agent.agentId);
      check('realEstateTypes', agent.realEstateTypes, agent.agentId);
      check('hobbies', agent.hobbies, agent.agentId);
      check('civicActivities', agent.civicActivities, agent.agentId);
      check('designations', agent.designations, agent.agentId);
      check('awards', [...agent.awards.career, ...agent.awards.individual, ...agent.awards.team], agent.agentId);
      check('affiliations', agent.affiliations, agent.agentId);
    }
    for (const office of offices) {
      check('languages', office.languages, office.officeId);
      check('realEstateTypes', office.realEstateTypes, office.officeId);
      check('specialties', office.specializes, office.officeId);
      check('civicActivities', office.civicActivities, office.officeId);
    }
    expect(unknown).toEqual([]);
    // And the dataset does use the lists (the check is not vacuous).
    expect(agents.some((a) => a.designations.length && a.awards.individual.length && a.civicActivities.length)).toBe(
      true,
    );
  });
});
