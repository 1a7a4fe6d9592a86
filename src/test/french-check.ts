/**
 * A check that a French page shows French data: which English words (the English labels of coded values, say)
 * appear in its text. Text inside an element whose nearest `lang` is English is left out: that is English on
 * purpose (a review written in English, an English-only proper name) and marked so for screen readers.
 */

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text nodes of `container` that are not marked as English, whitespace collapsed. Self-contained (no
 * module names inside), so a browser test can run it in the page: `page.$eval('main', textOutsideEnglish)`.
 */
export function textOutsideEnglish(container: Element): string[] {
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const walker = container.ownerDocument.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skip.has(parent.tagName)) continue;
    const lang = (parent.closest('[lang]')?.getAttribute('lang') ?? '').trim().toLowerCase();
    if (lang === 'en' || lang.startsWith('en-')) continue;
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
    if (text) texts.push(text);
  }
  return texts;
}

/**
 * Which of `words` appear as whole words (case-sensitively, letters on neither side) in the text of `container`
 * that is not marked as English; each word once, in the order given.
 */
export function englishDataWords(container: Element, words: Iterable<string>): string[] {
  // Separate nodes are separate words: "Club" and "Or" in two chips are not "ClubOr".
  const text = textOutsideEnglish(container).join('\n');
  const found: string[] = [];
  for (const word of new Set(words)) {
    if (!word) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u');
    if (pattern.test(text)) found.push(word);
  }
  return found;
}

/**
 * Which English labels of coded values (`englishDataLabels`) a French page's texts show. A label of several
 * words is found anywhere as whole words ("Crawl space"); a one-word label only as a whole value, a text or
 * one item of a list in it ("None", "Metal" or "Hardwood, Laminate"), since a proper noun may hold the word
 * ("Main Street", "Wood Buffalo").
 */
export function englishLabelsIn(texts: readonly string[], labels: Iterable<string>): string[] {
  const found = new Set<string>();
  const items = texts.map((text) => new Set(text.split(/\s*[,;·/]\s*/)));
  for (const label of new Set(labels)) {
    const hit = label.includes(' ')
      ? texts.some((text) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(label)}(?![\\p{L}\\p{N}])`, 'u').test(text))
      : items.some((parts) => parts.has(label));
    if (hit) found.add(label);
  }
  return [...found];
}

/** Keys of the messages that name data values: listing details and rooms, business types, people's values. */
const DATA_KEYS = /^(listing-value|business-type|people\.(specialty|type|hobby|civic|designation|award|affiliation))\./;

/**
 * The English labels of data values whose French differs (placeholders aside): what a French page must not
 * show outside text marked `lang="en"`. Read from the translation files, so a value added to any vocabulary
 * is checked without listing it here.
 */
export function englishDataLabels(
  en: Readonly<Record<string, string>>,
  fr: Readonly<Record<string, string>>,
): string[] {
  // A word French also says, for something else, is French too: "Foyer" (an entrance) is the fireplace.
  const french = new Set(Object.values(fr));
  return Object.keys(en)
    .filter((key) => DATA_KEYS.test(key) && en[key] !== fr[key] && !en[key]!.includes('{') && !french.has(en[key]!))
    .map((key) => en[key]!);
}
