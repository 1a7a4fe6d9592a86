// Kept apart from validation.ts, which brings yup: the search box is on every page and must stay light.

/** Spec §5 "Please enter a valid search": search text names something findable, two letters or digits at least. */
export function isSearchText(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;
}

/**
 * The longest search text a search box takes (its `maxLength`) or a URL's `keywords` carries into a search:
 * longer than any address or place name, short enough that a pasted page of text is not sent to the API.
 */
export const SEARCH_TEXT_MAX = 200;

/** Search text as a box or URL hands it on: at most SEARCH_TEXT_MAX characters. */
export function capSearchText(text: string): string {
  return text.length > SEARCH_TEXT_MAX ? text.slice(0, SEARCH_TEXT_MAX) : text;
}
