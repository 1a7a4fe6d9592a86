import { describe, expect, it } from 'vitest';
import { isSearchText } from './search-text';

describe('isSearchText (spec §5)', () => {
  it('accepts text with two letters or digits, in any script or accent', () => {
    for (const text of ['to', 'Montréal', 'H2X', '12', 'Île-des-Sœurs', '北京'])
      expect(isSearchText(text), text).toBe(true);
  });

  it('refuses empty, one-character and punctuation-only text', () => {
    for (const text of ['', ' ', 'a', '!!', '- -', '.,;', 'é']) expect(isSearchText(text), text).toBe(false);
  });
});
