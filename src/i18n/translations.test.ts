import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const read = (locale: string) =>
  JSON.parse(readFileSync(`translations/${locale}.json`, 'utf8')) as Record<string, string>;
const en = read('en');
const fr = read('fr');

function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

describe('translations', () => {
  it('have the same keys in English and in French', () => {
    const missingInFr = Object.keys(en).filter((k) => !(k in fr));
    const missingInEn = Object.keys(fr).filter((k) => !(k in en));
    expect({ missingInFr, missingInEn }).toEqual({ missingInFr: [], missingInEn: [] });
  });

  it.each(['en', 'fr'])('are valid ICU messages in %s', (locale) => {
    const messages = read(locale);
    const invalid = Object.entries(messages).filter(([, text]) => {
      try {
        parse(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });

  it('use the same placeholders in French as in English', () => {
    // French may also read a value English has no use for, to choose a preposition (au Québec, en Ontario).
    const grammarOnly = new Set(['code']);
    const mismatched = Object.keys(en).filter((key) => {
      if (!(key in fr)) return false;
      const a = [...argumentNames(parse(en[key] ?? ''))]
        .filter((n) => !grammarOnly.has(n))
        .sort()
        .join(',');
      const b = [...argumentNames(parse(fr[key] ?? ''))]
        .filter((n) => !grammarOnly.has(n))
        .sort()
        .join(',');
      return a !== b;
    });
    expect(mismatched).toEqual([]);
  });

  it('are not left in English in the French file', () => {
    // A few words are the same in both languages; anything longer than that was not translated.
    const same = Object.keys(en).filter((k) => fr[k] === en[k] && (en[k] ?? '').split(' ').length > 2);
    expect(same).toEqual([]);
  });

  it('match what the code declares (run `npm run i18n:extract` after changing a message)', () => {
    const extracted = JSON.parse(
      execFileSync(
        'npx',
        ['formatjs', 'extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--format', 'simple'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    ) as Record<string, string>;
    expect(en).toEqual(extracted);
  });
});
