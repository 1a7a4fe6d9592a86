import { describe, expect, it } from 'vitest';
import { localNames } from '@/mocks/dataset/local';
import { loadPlaces } from '@/mocks/dataset/places';
import { testIntl } from '@/test/intl';
import { gradesLabel, parseGrades } from './school-grades';

describe('parseGrades', () => {
  it('reads the API’s ranges into their first and last grades', () => {
    expect(parseGrades('K-6')).toEqual({ system: 'grades', from: 'K', to: 6 });
    expect(parseGrades('JK-8')).toEqual({ system: 'grades', from: 'JK', to: 8 });
    expect(parseGrades('P-6')).toEqual({ system: 'grades', from: 'P', to: 6 });
    expect(parseGrades('9-12')).toEqual({ system: 'grades', from: 9, to: 12 });
    expect(parseGrades(' SK – 3 ')).toEqual({ system: 'grades', from: 'K', to: 3 });
    expect(parseGrades('Sec. 1-5')).toEqual({ system: 'secondary', from: 1, to: 5 });
    expect(parseGrades('Secondaire 3–5')).toEqual({ system: 'secondary', from: 3, to: 5 });
  });

  it('gives up on anything else, for the page to show it as it is', () => {
    for (const raw of [
      '',
      '   ',
      'K',
      '6',
      '12-9',
      '0-6',
      'K-13',
      'K-JK',
      'Sec. 1-7',
      'Sec. K-5',
      'Adult',
      'K-6-8',
      null,
    ])
      expect(parseGrades(raw), String(raw)).toBeNull();
  });
});

describe('gradesLabel', () => {
  it('says the grades in English', () => {
    const english = testIntl('en');
    expect(gradesLabel(english, 'K-6')).toBe('Grades K–6');
    expect(gradesLabel(english, 'JK-8')).toBe('Grades JK–8');
    expect(gradesLabel(english, 'P-6')).toBe('Grades P–6');
    expect(gradesLabel(english, '9-12')).toBe('Grades 9–12');
    expect(gradesLabel(english, 'Sec. 1-5')).toBe('Secondary 1–5');
    expect(gradesLabel(english, 'Adult')).toBeNull();
  });

  it('says them in French, kindergarten as maternelle and grades as ordinals', () => {
    const french = testIntl('fr');
    expect(gradesLabel(french, 'K-6')).toBe('Mat. à 6e année');
    expect(gradesLabel(french, 'JK-8')).toBe('Mat. 4 ans à 8e année');
    expect(gradesLabel(french, 'P-6')).toBe('Mat. à 6e année');
    expect(gradesLabel(french, '9-12')).toBe('9e à 12e année');
    expect(gradesLabel(french, '1-6')).toBe('1re à 6e année');
    expect(gradesLabel(french, 'Sec. 1-5')).toBe('Secondaire 1 à 5');
  });

  it('reads every grade range the demo dataset’s schools have', () => {
    const grades = new Set<string>();
    // A sample of places across the provinces: every tenth, plus each province's first.
    const places = loadPlaces();
    const sample = places.filter(
      (place, i) => i % 10 === 0 || places.findIndex((p) => p.province === place.province) === i,
    );
    for (const place of sample) for (const school of localNames(place).schools) grades.add(school.grades);
    expect(grades.size).toBeGreaterThan(5);
    const unread = [...grades].filter((raw) => gradesLabel(testIntl('fr'), raw) === null);
    expect(unread).toEqual([]);
  });
});
