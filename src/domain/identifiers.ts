/** In-page anchors that listing links may carry; they are not part of the listing's URL. */
export const LISTING_URL_ANCHORS = [
  '#description',
  '#details',
  '#calculator',
  '#neighbourhood',
  '#similar-listings',
  '#similar-properties',
] as const;

/** The longest path of this site (query included) that a value read back from storage may be as a link. */
export const SITE_PATH_MAX_LENGTH = 2048;

/**
 * Whether a value is a path of this site, safe to become a link or a navigation: a string that starts with a
 * single "/" (so no scheme such as `javascript:` or `https:`, and not `//host`, which leaves the site), holds
 * no backslash (browsers read `/\host` as `//host`) and no control character (the URL parser drops a tab or
 * a newline, which can join `/` and `/host`), and is at most `maxLength` characters long.
 */
export function isSitePath(value: unknown, maxLength = SITE_PATH_MAX_LENGTH): value is string {
  return (
    typeof value === 'string' &&
    value.length <= maxLength &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/[\\\p{Cc}]/u.test(value)
  );
}

/** A percent-decoded string, or the string itself when its escapes are malformed (`%E0%A4%A`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function normalisePath(input: string): string {
  let s = safeDecode(input)
    .toLowerCase()
    // Fold accents (é → e) so French place names keep their letters instead of becoming hyphens.
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim();
  for (const anchor of LISTING_URL_ANCHORS) {
    if (s.endsWith(anchor)) {
      s = s.slice(0, -anchor.length);
      break;
    }
  }
  s = s
    .replace(/['’.]/g, '')
    .replace(/[^\w/]/g, '-')
    .replace(/-{2,}/g, '-');
  return s.length > 1 ? s.replace(/\/+$/, '') : s;
}

/**
 * Canonical form of a listing URL (spec §5): lower-case, trimmed, known anchors removed, apostrophes
 * and dots removed, other non-word characters to hyphens (path slashes kept), hyphen runs collapsed,
 * trailing slash removed. Takes a path; an absolute http(s) URL keeps its origin, lower-cased.
 */
export function normaliseListingUrl(url: string): string {
  const absolute = /^\s*(https?:\/\/[^/?#\s]+)(.*)$/i.exec(url);
  if (absolute) {
    const path = normalisePath(absolute[2] ?? '');
    return absolute[1]!.toLowerCase() + (path === '/' ? '' : path);
  }
  return normalisePath(url);
}

/** Target of a 301 when a path differs from its normalised form only by letter case, else null. */
export function caseRedirect(path: string): string | null {
  const normalised = normaliseListingUrl(path);
  return normalised !== path && normalised === path.toLowerCase() ? normalised : null;
}

/** Password-reset tokens are exactly 32 lower-case hexadecimal characters. */
export function isResetToken(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

/** A listing id contains `wp_id` and ends with `-lst`, within one path segment. */
export function isListingId(value: string): boolean {
  return !value.includes('/') && value.includes('wp_id') && value.endsWith('-lst');
}

/** An agent id is one path segment ending with `-ag`. */
export function isAgentId(value: string): boolean {
  return /^[^/]+-ag$/.test(value);
}

/** An office (broker) id is one path segment ending with `-br`. */
export function isOfficeId(value: string): boolean {
  return /^[^/]+-br$/.test(value);
}

export type EstimateListType = 'prty' | 'lst';

/** A home-estimate detail id starts with `off_id` and ends with `-prty` or `-lst`. */
export function isEstimateDetailId(value: string): boolean {
  return /^off_id[^/]*-(?:prty|lst)$/.test(value);
}

export type EstimateDetailSlug = {
  address: string;
  listDetailId: string;
  listType: EstimateListType;
};

/** Splits `{address}-{off_id…}-{prty|lst}`, the last segment of a home-estimate detail URL. */
export function parseEstimateDetailSlug(segment: string): EstimateDetailSlug | null {
  const match = /^(.+?)-(off_id[^/]*)-(prty|lst)$/.exec(segment);
  if (!match) return null;
  return {
    address: match[1]!,
    listDetailId: match[2]!,
    listType: match[3] as EstimateListType,
  };
}
