// Kept apart from validation.ts, which brings yup: the search box is on every page and must stay light.

/** Spec §5 "Please enter a valid search": search text names something findable, two letters or digits at least. */
export function isSearchText(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;
}
