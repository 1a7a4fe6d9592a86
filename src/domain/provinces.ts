export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];
export type ProvinceOrNone = ProvinceCode | 'NONE';

// Official bilingual names are geographic data (used in URLs, titles and sitemaps), not UI copy.
export const PROVINCE_NAMES: Readonly<Record<ProvinceCode, { en: string; fr: string }>> = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
};

/**
 * The Translation Bureau's abbreviations for running text (The Canadian Style, Le guide du rédacteur), not
 * Canada Post's two-letter codes, which are for addresses only.
 */
export const PROVINCE_ABBREVIATIONS: Readonly<Record<ProvinceCode, { en: string; fr: string }>> = {
  AB: { en: 'Alta.', fr: 'Alb.' },
  BC: { en: 'B.C.', fr: 'C.-B.' },
  MB: { en: 'Man.', fr: 'Man.' },
  NB: { en: 'N.B.', fr: 'N.-B.' },
  NL: { en: 'N.L.', fr: 'T.-N.-L.' },
  NS: { en: 'N.S.', fr: 'N.-É.' },
  NT: { en: 'N.W.T.', fr: 'T.N.-O.' },
  NU: { en: 'Nvt.', fr: 'Nt' },
  ON: { en: 'Ont.', fr: 'Ont.' },
  PE: { en: 'P.E.I.', fr: 'Î.-P.-É.' },
  QC: { en: 'Que.', fr: 'Qc' },
  SK: { en: 'Sask.', fr: 'Sask.' },
  YT: { en: 'Y.T.', fr: 'Yn' },
};

/** English URL slug per province; these are the canonical slugs. */
export const PROVINCE_SLUGS: Readonly<Record<ProvinceCode, string>> = {
  AB: 'alberta',
  BC: 'british-columbia',
  MB: 'manitoba',
  NB: 'new-brunswick',
  NL: 'newfoundland-and-labrador',
  NS: 'nova-scotia',
  NT: 'northwest-territories',
  NU: 'nunavut',
  ON: 'ontario',
  PE: 'prince-edward-island',
  QC: 'quebec',
  SK: 'saskatchewan',
  YT: 'yukon',
};

// French slugs (accents folded) are accepted on input so /fr links typed by hand still resolve.
const FRENCH_SLUGS: Readonly<Record<string, ProvinceCode>> = {
  'colombie-britannique': 'BC',
  'nouveau-brunswick': 'NB',
  'terre-neuve-et-labrador': 'NL',
  'nouvelle-ecosse': 'NS',
  'territoires-du-nord-ouest': 'NT',
  'ile-du-prince-edouard': 'PE',
};

export const SLUG_TO_PROVINCE: Readonly<Record<string, ProvinceCode>> = {
  ...Object.fromEntries(PROVINCE_CODES.map((code) => [PROVINCE_SLUGS[code], code])),
  ...FRENCH_SLUGS,
};

export type ProvinceRegion = 'OA' | 'WC' | 'NONE';

export const PROVINCE_REGIONS: Readonly<Record<ProvinceOrNone, ProvinceRegion>> = {
  ON: 'OA',
  NB: 'OA',
  NS: 'OA',
  PE: 'OA',
  NL: 'OA',
  MB: 'WC',
  SK: 'WC',
  AB: 'WC',
  BC: 'WC',
  YT: 'WC',
  NT: 'WC',
  NU: 'WC',
  QC: 'NONE',
  NONE: 'NONE',
};

/** True for a real two-letter province or territory code, any case. */
export function isProvinceCode(value: unknown): boolean {
  return toProvinceCode(value) !== null;
}

/** The upper-case code for a two-letter code in any case, else null. */
export function toProvinceCode(value: unknown): ProvinceCode | null {
  if (typeof value !== 'string' || !/^[a-z]{2}$/i.test(value)) return null;
  const upper = value.toUpperCase();
  return (PROVINCE_CODES as readonly string[]).includes(upper) ? (upper as ProvinceCode) : null;
}

/** Province from an English or French slug, or from a code; null when unknown. */
export function provinceFromSlug(slug: string): ProvinceCode | null {
  const key = slug
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_]+/g, '-');
  return SLUG_TO_PROVINCE[key] ?? toProvinceCode(key);
}

export function provinceSlug(code: ProvinceCode): string {
  return PROVINCE_SLUGS[code];
}

export function provinceName(code: ProvinceCode, locale: 'en' | 'fr'): string {
  return PROVINCE_NAMES[code][locale];
}

/** The short form of a province in running text ("Laval, Que." / « Laval (Qc) »), never the postal code. */
export function provinceAbbreviation(code: ProvinceCode, locale: 'en' | 'fr'): string {
  return PROVINCE_ABBREVIATIONS[code][locale];
}

/** A province's name in the page's language, or the value as it is when it is no province code. */
export function provinceLabel(province: string, locale: 'en' | 'fr'): string;
export function provinceLabel(province: string | undefined, locale: 'en' | 'fr'): string | undefined;
export function provinceLabel(province: string | undefined, locale: 'en' | 'fr'): string | undefined {
  const code = toProvinceCode(province);
  return code ? provinceName(code, locale) : province;
}

export function provinceRegion(code: string): ProvinceRegion {
  return PROVINCE_REGIONS[toProvinceCode(code) ?? 'NONE'];
}

/** Where each province's listings are: a centre and a zoom that shows the populated part of it. */
export const PROVINCE_MAP_VIEWS: Readonly<Record<ProvinceCode, { lat: number; lng: number; zoom: number }>> = {
  AB: { lat: 52.5, lng: -114.5, zoom: 6 },
  BC: { lat: 50.5, lng: -122.5, zoom: 6 },
  MB: { lat: 50.9, lng: -97.5, zoom: 6 },
  NB: { lat: 46.4, lng: -66.2, zoom: 7 },
  NL: { lat: 48.8, lng: -56.5, zoom: 5 },
  NS: { lat: 45.1, lng: -63.3, zoom: 7 },
  NT: { lat: 62.5, lng: -114.4, zoom: 5 },
  NU: { lat: 64.3, lng: -80.5, zoom: 4 },
  ON: { lat: 44.6, lng: -79.4, zoom: 6 },
  PE: { lat: 46.35, lng: -63.2, zoom: 8 },
  QC: { lat: 46.5, lng: -72.0, zoom: 6 },
  SK: { lat: 51.7, lng: -106.0, zoom: 6 },
  YT: { lat: 61.5, lng: -135.5, zoom: 5 },
};
