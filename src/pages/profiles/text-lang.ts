import type { Locale } from '@/config/env';
import { guessTextLanguage } from '@/domain/listing-details';

/**
 * The `lang` of a text someone wrote (a review, a bio, an article's title), where it is not the page's: by
 * its words, else the language it was filed under; undefined where it is the page's or cannot be told.
 */
export function textLang(text: string, page: Locale, filed?: Locale): Locale | undefined {
  const lang = guessTextLanguage(text) ?? filed;
  return lang && lang !== page ? lang : undefined;
}
