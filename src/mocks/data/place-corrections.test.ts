import { describe, it, expect } from 'vitest';
import placesJson from './places-ca.json';
import { EXONYMS, NOT_CITIES } from './place-corrections';

const ids = new Set(placesJson.rows.map((row) => row[0]));

describe('place corrections', () => {
  it('names only rows of places-ca.json in NOT_CITIES', () => {
    const unknown = Object.keys(NOT_CITIES)
      .map(Number)
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });

  it('names only rows of places-ca.json in EXONYMS', () => {
    const unknown = Object.keys(EXONYMS)
      .map(Number)
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });

  it('gives every entry a reason or a name', () => {
    for (const reason of Object.values(NOT_CITIES)) expect(reason.trim()).not.toBe('');
    for (const names of Object.values(EXONYMS)) expect(names.en ?? names.fr).toBeTruthy();
  });

  it('gives no exonym to a row that is not a city', () => {
    expect(Object.keys(EXONYMS).filter((id) => id in NOT_CITIES)).toEqual([]);
  });
});
