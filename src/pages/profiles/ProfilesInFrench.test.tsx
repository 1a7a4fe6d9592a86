// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import type { Agent, Office } from '@/api/contract/directory';
import { guessTextLanguage } from '@/domain/listing-details';
import {
  affiliationLabel,
  awardLabel,
  civicLabel,
  designationLabel,
  ENGLISH_ONLY_AFFILIATIONS,
  specialtyLabel,
} from '@/domain/people';
import { loadMessages } from '@/i18n/locale';
import { createDataset } from '@/mocks/dataset';
import { englishDataWords } from '@/test/french-check';
import { testIntl } from '@/test/intl';
import { englishValueWords, type ValueLabel } from '@/test/people-values';
import { renderWithProviders } from '@/test/render';

const french = testIntl('fr');
/** The English labels' words that French labels do not share. */
const WORDS = englishValueWords(testIntl('en'), french);

const DESCRIPTIVE_DESIGNATIONS = ['Certified Condominium Specialist', 'Accredited Senior Agent (ASA)'];
const englishOnly = (value: string) => (ENGLISH_ONLY_AFFILIATIONS as readonly string[]).includes(value);
const awardsOf = (agent: Agent) => [...agent.awards.career, ...agent.awards.individual, ...agent.awards.team];

/**
 * The English value words the page shows outside text marked as English, leaving out the words of its proper
 * nouns (names, places, addresses), English in a French page by right.
 */
function englishWordsShown(main: Element, properNouns: readonly string[]): string[] {
  const nouns = new Set(properNouns.flatMap((text) => text.split(/[^\p{L}]+/u)));
  return englishDataWords(
    main,
    WORDS.filter((word) => !nouns.has(word)),
  );
}

/** Every value shows its French label. */
function expectFrench(main: Element, label: ValueLabel, values: readonly string[]) {
  const text = main.textContent ?? '';
  for (const value of values) expect(text, value).toContain(label(french, value));
}

let agent: Agent;
let office: Office;

beforeAll(async () => {
  const data = createDataset();
  // Outside Quebec, with everything this is about: civic activities, a descriptive designation, awards, an
  // English-only body, and reviews in English.
  agent = data.agents.find(
    (a) =>
      a.province !== 'QC' &&
      a.civicActivities.length > 0 &&
      a.designations.some((d) => DESCRIPTIVE_DESIGNATIONS.includes(d)) &&
      awardsOf(a).length > 1 &&
      a.affiliations.some(englishOnly) &&
      a.reviews.some((r) => guessTextLanguage(r.text) === 'en'),
  )!;
  office = data.offices.find((o) => o.province !== 'QC' && o.civicActivities.length > 1 && o.specializes.length > 1)!;
  if (!agent || !office) throw new Error('The demo dataset has no agent or office to check in French');
  await Promise.all([loadMessages('fr', 'people'), loadMessages('fr', 'detail')]);
});

afterEach(() => {
  document.head
    .querySelectorAll('link[rel="canonical"], script[type="application/ld+json"], meta[name="prerender-status-code"]')
    .forEach((e) => e.remove());
});

async function renderFrench(detailUrl: string): Promise<HTMLElement> {
  await renderWithProviders(<App />, { route: `/fr${detailUrl}` });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return document.querySelector('main')!;
}

describe('an agent’s and an office’s page in French show French data', () => {
  it('names the agent’s specialties, designations, awards, affiliations and causes in French', async () => {
    const main = await renderFrench(agent.detailUrl);
    // Every tab's panel is in the page (the listings' excepted): About, Awards & Affiliations, Reviews.
    const nouns = [
      agent.name,
      agent.brokerage,
      agent.city,
      ...agent.serviceAreas,
      ...agent.reviews.map((r) => r.author),
    ];
    expect(englishWordsShown(main, nouns)).toEqual([]);
    expectFrench(main, civicLabel, agent.civicActivities);
    expectFrench(main, designationLabel, agent.designations);
    expectFrench(main, specialtyLabel, agent.specialties);
    expectFrench(main, awardLabel, awardsOf(agent));
    // A body with no French name keeps its English one, marked as English.
    const body = agent.affiliations.find(englishOnly)!;
    expect(affiliationLabel(french, body)).toBe(body);
    expect(screen.getByText(body).closest('[lang]')?.getAttribute('lang')).toBe('en');
    // Reviews stay as written, each in its language.
    for (const review of agent.reviews) {
      const lang = screen.getAllByText(review.text)[0]!.closest('[lang]')?.getAttribute('lang');
      expect(lang, review.text).toBe(guessTextLanguage(review.text) === 'en' ? 'en' : 'fr-CA');
    }
  });

  it('names the office’s specialties and civic activities in French', async () => {
    const main = await renderFrench(office.detailUrl);
    expect(englishWordsShown(main, [office.name, office.address, office.city, ...office.servingAreas])).toEqual([]);
    expectFrench(main, civicLabel, office.civicActivities);
    expectFrench(main, specialtyLabel, office.specializes);
  });

  it('would catch an English label', () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<ul><li>Temple de la renommée</li><li>Hall of Fame</li></ul><p lang="en-CA">Great communication.</p>';
    expect(englishDataWords(page, ['Hall', 'Fame', 'communication', 'Temple'])).toEqual(['Hall', 'Fame', 'Temple']);
  });
});
