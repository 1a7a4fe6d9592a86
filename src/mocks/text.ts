import { SEARCH_TEXT_MAX } from '@/domain/search-text';
/** Accent-insensitive, lower-case form used by every look-up. */
export function fold(text: string): string {
  // Plain ASCII needs no Unicode normalisation, which is the slow part.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().trim();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** URL slug: folded, apostrophes and dots dropped, other non-alphanumerics to single hyphens. */
export function slug(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, (run) => (run === "'" || run === '.' ? '' : '-'))
      .replace(/^-+|-+$/g, '');
  }
  return fold(text)
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The search box's limits (its `maxLength` is the same 200): a longer text is cut to them rather than
 * refused, so a pasted or hand-made URL still searches. 12 words cover any address with its city.
 */
export const MAX_SEARCH_TEXT = SEARCH_TEXT_MAX;
export const MAX_SEARCH_WORDS = 12;

/**
 * The words a text search matches, every one of which must appear in a listing: folded, cut to
 * MAX_SEARCH_TEXT characters and MAX_SEARCH_WORDS words, duplicates dropped, and so are words found inside
 * another word (`rue` in `rueville`: whatever holds the longer holds the shorter). A search then costs at most
 * 12 substring tests per listing, whatever text was sent.
 */
export function searchWords(text: string, separators: RegExp = /[\s,;]+/): string[] {
  const words = [...new Set(fold(text.slice(0, MAX_SEARCH_TEXT)).split(separators).filter(Boolean))];
  return words
    .filter((word, i) => !words.some((other, j) => j !== i && other.length > word.length && other.includes(word)))
    .slice(0, MAX_SEARCH_WORDS);
}
