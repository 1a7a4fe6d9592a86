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
