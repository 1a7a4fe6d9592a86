/** A city page the site links to by name; names are the same in both languages. */
export interface NamedCity {
  name: string;
  /** Province code (spec §3). */
  province: string;
  slug: string;
}

/** The city searches every category suggests (spec §2.5). */
export const SUGGESTED_CITIES: readonly NamedCity[] = [
  { name: 'Toronto', province: 'ON', slug: 'toronto' },
  { name: 'Halifax', province: 'NS', slug: 'halifax' },
  { name: 'Hamilton', province: 'ON', slug: 'hamilton' },
  { name: 'Calgary', province: 'AB', slug: 'calgary' },
  { name: 'Edmonton', province: 'AB', slug: 'edmonton' },
  { name: 'Vancouver', province: 'BC', slug: 'vancouver' },
];

/** The home pages' popular searches: the suggested cities, plus the capital and Winnipeg. */
export const POPULAR_CITIES: readonly NamedCity[] = [
  ...SUGGESTED_CITIES,
  { name: 'Ottawa', province: 'ON', slug: 'ottawa' },
  { name: 'Winnipeg', province: 'MB', slug: 'winnipeg' },
];

/**
 * A place's URL slug from its name, as the APIs build their URLs: accents folded, apostrophes and dots dropped,
 * other runs of non-alphanumerics to one hyphen (Montréal → montreal, St. John's → st-johns).
 */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
