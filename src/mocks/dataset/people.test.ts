import { describe, expect, it } from 'vitest';
import { Rng } from '../random';
import { generatePeople, officeLanguages } from './people';
import { loadPlaces } from './places';

const places = loadPlaces();
const TODAY = Date.UTC(2026, 5, 15);
const people = generatePeople(new Rng(7), places, 120, 600, TODAY);
// Many offices for few places: the cities run out of the five main suffixes.
const crowded = generatePeople(new Rng(11), places, 600, 700, TODAY);

const SUFFIXES_FR = ['Centre', 'Nord', 'Sud', 'Est', 'Ouest', 'Nord-Est', 'Nord-Ouest', 'Sud-Est', 'Sud-Ouest'];
const SUFFIXES_EN = ['Centre', 'North', 'South', 'East', 'West', 'Northeast', 'Northwest', 'Southeast', 'Southwest'];

/** The part of an office's name after its city: its suffix, or '' for a city's first office. */
const suffixOf = (o: { name: string; city: string }) => o.name.slice(o.name.lastIndexOf(o.city) + o.city.length).trim();

describe('the generated offices and agents', () => {
  it('is the same for the same seed and day', () => {
    expect(generatePeople(new Rng(7), places, 120, 600, TODAY)).toEqual(people);
  });

  it('gives each office the languages of its agents, the most spoken first, French first in Quebec', () => {
    for (const { offices, agents } of [people, crowded])
      for (const office of offices) {
        const staff = agents.filter((a) => a.officeId === office.officeId);
        expect(staff.length, office.name).toBeGreaterThan(0);
        const spoken = new Map<string, number>();
        for (const a of staff) for (const l of a.languages) spoken.set(l, (spoken.get(l) ?? 0) + 1);
        expect(new Set(office.languages), office.name).toEqual(new Set(spoken.keys()));
        expect(office.languages).toHaveLength(spoken.size);
        if (office.province === 'QC') expect(office.languages[0], office.name).toBe('French');
        const ranked = office.province === 'QC' ? office.languages.slice(1) : office.languages;
        for (let k = 1; k < ranked.length; k++)
          expect(spoken.get(ranked[k - 1]!)!, office.name).toBeGreaterThanOrEqual(spoken.get(ranked[k]!)!);
      }
    // The reviewer's case: a Vancouver office with Mandarin-speaking agents lists Mandarin.
    const vancouver = people.offices.filter((o) => o.city === 'Vancouver' && o.province === 'BC');
    const mandarin = vancouver.filter((o) =>
      people.agents.some((a) => a.officeId === o.officeId && a.languages.includes('Mandarin')),
    );
    for (const office of mandarin) expect(office.languages).toContain('Mandarin');
  });

  it('ranks an office’s languages by speakers, ties in the list’s order, and has a fallback without agents', () => {
    const speaking = (...languages: string[]) => ({ languages });
    expect(
      officeLanguages(false, [speaking('English', 'Punjabi'), speaking('English', 'Mandarin', 'Punjabi')]),
    ).toEqual(['English', 'Punjabi', 'Mandarin']);
    expect(officeLanguages(true, [speaking('English'), speaking('French', 'English', 'Arabic')])).toEqual([
      'French',
      'English',
      'Arabic',
    ]);
    expect(officeLanguages(true, [])).toEqual(['French', 'English']);
    expect(officeLanguages(false, [])).toEqual(['English']);
  });

  it('names a city’s later offices with a suffix in the office’s language, never twice in a city', () => {
    for (const { offices } of [people, crowded]) {
      const byCity = new Map<string, string[]>();
      for (const office of offices) {
        const key = `${office.city}|${office.province}`;
        byCity.set(key, [...(byCity.get(key) ?? []), suffixOf(office)]);
      }
      for (const [city, suffixes] of byCity) {
        expect(suffixes[0], city).toBe('');
        expect(new Set(suffixes).size, city).toBe(suffixes.length);
        const allowed = city.endsWith('|QC') ? SUFFIXES_FR : SUFFIXES_EN;
        for (const suffix of suffixes.slice(1))
          expect(allowed.includes(suffix) || /^\d+$/.test(suffix), city).toBe(true);
        // The five main suffixes first.
        if (suffixes.length > 6) expect(new Set(suffixes.slice(1, 6)), city).toEqual(new Set(allowed.slice(0, 5)));
      }
    }
    // The crowded run does reach the intermediate directions.
    expect(crowded.offices.some((o) => /(North|South)(east|west)$|(Nord|Sud)-(Est|Ouest)$/.test(o.name))).toBe(true);
  });

  it('dates the agents’ reviews back from the given day', () => {
    const dates = people.agents.flatMap((a) => a.reviews.map((r) => r.date));
    expect(dates.length).toBeGreaterThan(0);
    const today = new Date(TODAY).toISOString().slice(0, 10);
    expect(dates.every((d) => d <= today)).toBe(true);
    expect(dates).toContain(today);
  });
});
