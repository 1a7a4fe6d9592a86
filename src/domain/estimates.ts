import { isEstimateDetailId, type EstimateListType } from './identifiers';
import { PROVINCE_CODES, PROVINCE_NAMES, toProvinceCode, type ProvinceCode } from './provinces';

/** The home value estimator's vocabulary (spec §1, §4): BC only, a value given as a range with its confidence. */

export const ESTIMATE_PROVINCE: ProvinceCode = 'BC';

/** Characters typed before the address look-up is asked (the API refuses fewer). */
export const ESTIMATE_SEARCH_MIN_CHARS = 3;

/** Spec §4 (suggestion search): the look-up waits this long after the last keystroke. */
export const ESTIMATE_SEARCH_DEBOUNCE_MS = 200;

export type EstimateConfidence = 'high' | 'medium' | 'low';

/**
 * Half the range's width relative to the value: up to 7 % either side is a high confidence, up to 10 % a
 * medium one, anything wider a low one (the partner's ranges run from about 5 % to 12 %).
 */
export const CONFIDENCE_THRESHOLDS: Readonly<Record<Exclude<EstimateConfidence, 'low'>, number>> = {
  high: 0.07,
  medium: 0.1,
};

export interface EstimateRange {
  low: number;
  high: number;
  /** The most likely value, inside the range. */
  value: number;
}

/** A usable range from the API's figures: all three present, positive and ordered; else null. */
export function estimateRange(figures: {
  low: number | null;
  high: number | null;
  value: number | null;
}): EstimateRange | null {
  const { low, high, value } = figures;
  if (low === null || high === null || value === null) return null;
  if (![low, high, value].every((n) => Number.isFinite(n) && n > 0)) return null;
  if (low > value || value > high || low === high) return null;
  return { low, high, value };
}

/** The relative half-width of the range: (high − low) / 2 / value. */
export function relativeSpread(range: EstimateRange): number {
  return (range.high - range.low) / 2 / range.value;
}

/** How sure the estimate is, from how wide its range is around the value. */
export function estimateConfidence(range: EstimateRange): EstimateConfidence {
  const spread = relativeSpread(range);
  // A hair of tolerance: ranges are rounded to the thousand, so 7 % may come out as 7.0004 %.
  if (spread <= CONFIDENCE_THRESHOLDS.high + 1e-4) return 'high';
  if (spread <= CONFIDENCE_THRESHOLDS.medium + 1e-4) return 'medium';
  return 'low';
}

/** What the internal `/home-estimates-detail?province&city&address&id&type` query says, validated. */
export interface EstimateQuery {
  province: ProvinceCode;
  citySlug: string;
  addressSlug: string;
  /** The API's id: `off_id…-prty` or `off_id…-lst`. */
  listDetailId: string;
  listType: EstimateListType;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 200;

/** The detail page's query, or null when any part is missing or malformed (the page is then a 404). */
export function parseEstimateQuery(get: (key: string) => string | null): EstimateQuery | null {
  const province = toProvinceCode(get('province'));
  const citySlug = get('city') ?? '';
  const addressSlug = get('address') ?? '';
  const id = get('id') ?? '';
  const type = get('type');
  if (!province || (type !== 'prty' && type !== 'lst')) return null;
  if (!SLUG.test(citySlug) || citySlug.length > MAX_SLUG) return null;
  if (!SLUG.test(addressSlug) || addressSlug.length > MAX_SLUG) return null;
  const listDetailId = `${id}-${type}`;
  if (id.length > MAX_SLUG || !/^off_id[a-z0-9_]+$/i.test(id) || !isEstimateDetailId(listDetailId)) return null;
  return { province, citySlug, addressSlug, listDetailId, listType: type };
}

const UNIT_WORDS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/**
 * A readable address or city from its URL slug, shown until the API answers: `1234-oak-st` → `1234 Oak St`,
 * `north-vancouver` → `North Vancouver`, compass points upper-cased (`12th-ave-w` → `12th Ave W`).
 */
export function humaniseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => {
      if (UNIT_WORDS.has(word)) return word.toUpperCase();
      if (/^\d/.test(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\./g, '')
    .replace(/[^a-z0-9,]+/g, ' ')
    .trim();
}

const FOLDED_NAMES: readonly { code: ProvinceCode; name: string }[] = PROVINCE_CODES.flatMap((code) =>
  [PROVINCE_NAMES[code].en, PROVINCE_NAMES[code].fr].map((name) => ({ code, name: fold(name) })),
);

// Canada Post's first letter of a postal code (forward sortation area) per province; X is shared by NT and NU.
const POSTAL_PROVINCES: Readonly<Record<string, ProvinceCode>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/**
 * The province or territory a typed address names, if any: a full name in English or French anywhere
 * ("Ontario", "Colombie-Britannique"), a two-letter code after a comma or at the end ("Toronto, ON",
 * "Kelowna BC", "B.C."), or a postal code ("M5V 2T6"). Codes elsewhere are left alone: "on" is a word too.
 */
export function namedProvince(text: string): ProvinceCode | null {
  const postal = /\b([abceghj-nprstvxy])\d[a-z] ?\d[a-z]\d\b/i.exec(text)?.[1];
  if (postal) return POSTAL_PROVINCES[postal.toUpperCase()] ?? null;
  const folded = ` ${fold(text).replace(/,/g, ' , ')} `;
  // Longest names first, so "nouveau brunswick" is not taken for something shorter.
  for (const { code, name } of [...FOLDED_NAMES].sort((a, b) => b.name.length - a.name.length)) {
    if (folded.includes(` ${name} `)) return code;
  }
  const tokens = folded.trim().split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    const code = toProvinceCode(tokens[i]);
    if (!code) continue;
    const afterComma = tokens[i - 1] === ',';
    const last = i === tokens.length - 1 || (i === tokens.length - 2 && tokens[i + 1] === ',');
    if (afterComma || (last && i > 0)) return code;
  }
  return null;
}

/** True when the typed text names a province or territory other than British Columbia. */
export function namesOtherProvince(text: string): boolean {
  const code = namedProvince(text);
  return code !== null && code !== ESTIMATE_PROVINCE;
}

/** The province of a public place path (`/on/toronto-real-estate` → ON), or null. */
export function provinceOfPath(path: string): ProvinceCode | null {
  const first = /^\/(?:fr\/)?(?:luxury\/|commercial\/)?([a-z]{2})(?:\/|$)/i.exec(path)?.[1];
  return first ? toProvinceCode(first) : null;
}
