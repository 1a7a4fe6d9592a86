import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { caseRedirect, LISTING_URL_ANCHORS } from '@/domain/identifiers';
import { pageTypeLabel, siteCategoryFromLocation, type PageType } from '@/domain/site';
import { matchRedirect } from './redirects';
import { ROUTE_RULES, rulePattern, type PageName, type RouteRule, type SiteCategory } from './route-table';

export type RouteStatus = 200 | 301 | 400 | 404 | 500;

export interface ResolvedRoute {
  /** What nginx answers for this URL too: 200, 301 (redirect list, case), 400 (malformed), 404, 500. */
  status: RouteStatus;
  locale: Locale;
  category: SiteCategory;
  page: PageName;
  rule: string | null;
  params: Readonly<Record<string, string>>;
  /** The internal location rendered by `<Routes location>`, query included. */
  internal: string;
  /** For 301: where the URL moved, query included. */
  redirect?: string;
  /** Spec §2.4 analytics label. */
  pageType: PageType;
  protected: boolean;
  hideHeader: boolean;
}

interface CompiledRule {
  rule: RouteRule;
  exact: RegExp;
}

const COMPILED: readonly CompiledRule[] = ROUTE_RULES.map((rule) => ({
  rule,
  exact: new RegExp(rulePattern(rule, brand.shortName)),
}));

const LISTING_RULE = ROUTE_RULES.find((r) => r.name === 'listing-detail');
/** Listing URLs in any case, without a trailing slash: the ones that move to their lower-case form. */
export const LISTING_CASE_PATTERN = LISTING_RULE ? rulePattern(LISTING_RULE, brand.shortName, false) : '^$';
const LISTING_ANY_CASE = new RegExp(LISTING_CASE_PATTERN, 'i');
/**
 * Listing URLs (any case) followed by one of spec §5's in-page anchors, which reach a server encoded
 * (`%23details`): they move to the listing itself. Only the anchors' text differs from the case pattern.
 */
export const LISTING_ANCHOR_PATTERN = LISTING_CASE_PATTERN.replace(/\$$/, `(?:${LISTING_URL_ANCHORS.join('|')})$`);
const LISTING_WITH_ANCHOR = new RegExp(LISTING_ANCHOR_PATTERN, 'i');

/**
 * The longest request path (raw, as on the request line, without the query) that can be a page: far above
 * any URL of the site (a listing's is under 200 characters). nginx refuses a longer one with 414 before any
 * location's pattern runs: past about 2,700 characters of a hyphenated slug, PCRE's JIT stack overflows on
 * the route patterns and nginx answered 500. The resolver finds no page there either (404).
 */
export const PATH_MAX_LENGTH = 1024;

/**
 * The path as nginx sees it: percent-decoded, repeated slashes merged, dot segments resolved.
 * Null where nginx refuses the request (400): a bad escape, a NUL byte, or a climb above the root.
 */
export function normalisePath(raw: string): string | null {
  if (!raw.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const out: string[] = [];
  const segments = decoded
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1);
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === '.') {
      if (last) out.push('');
      continue;
    }
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
      if (last) out.push('');
      continue;
    }
    out.push(segment);
  }
  return `/${out.join('/')}`;
}

function localeOf(path: string): Locale {
  return /^\/fr(?=\/|$)/.test(path) ? 'fr' : 'en';
}

function categoryOf(path: string, search: string, rule?: RouteRule): SiteCategory {
  if (rule?.category) return rule.category;
  return siteCategoryFromLocation(path.replace(/^\/(fr|en)(?=\/|$)/, ''), new URLSearchParams(search));
}

function notFound(path: string, search: string, status: 400 | 404): ResolvedRoute {
  return {
    status,
    locale: localeOf(path),
    category: categoryOf(path, search),
    page: 'not-found',
    rule: null,
    params: {},
    internal: '/404',
    pageType: 'resource',
    protected: false,
    hideHeader: false,
  };
}

function moved(path: string, search: string, to: string): ResolvedRoute {
  return { ...notFound(path, search, 404), status: 301, redirect: to };
}

/**
 * Resolves a public location (raw pathname and query) to the internal page the SPA renders, with the
 * status nginx gives the same URL. Never throws.
 */
export function resolveRoute(pathname: string, search = ''): ResolvedRoute {
  const query = search.replace(/^\?/, '');
  if (pathname.length > PATH_MAX_LENGTH) return notFound('/', query, 404);
  const path = normalisePath(pathname);
  if (path === null) return notFound('/', query, 400);

  if (LISTING_WITH_ANCHOR.test(path)) {
    const target = path.slice(0, path.lastIndexOf('#')).toLowerCase();
    return moved(path, query, query ? `${target}?${query}` : target);
  }
  if (LISTING_ANY_CASE.test(path) && /[A-Z]/.test(path)) {
    const target = caseRedirect(path) ?? path.toLowerCase();
    return moved(path, query, query ? `${target}?${query}` : target);
  }

  for (const { rule, exact } of COMPILED) {
    const m = exact.exec(path);
    if (!m) continue;
    const groups = m.groups ?? {};
    // A listings page's kind comes first, as the internal location has always written it.
    const params: Record<string, string> = rule.kind ? { kind: rule.kind } : {};
    for (const [key, value] of Object.entries(groups)) {
      if (value !== undefined && key !== 'locale' && key !== 'prefix') params[key] = value;
    }
    const category = categoryOf(path, query, rule);
    return {
      status: rule.status ?? 200,
      locale: groups.locale === 'fr' ? 'fr' : 'en',
      category,
      page: rule.page,
      rule: rule.name,
      params,
      internal: rule.internal(params, category),
      pageType: pageTypeLabel(path, { brandShortName: brand.shortName }),
      protected: rule.protected ?? false,
      hideHeader: rule.hideHeader ?? false,
    };
  }

  const redirect = matchRedirect(path, query);
  if (redirect) return moved(path, query, redirect);
  return notFound(path, query, 404);
}

/** Spec §2.2: after logout, a visitor on any path with a profile segment goes to the home page. */
export function pathAfterLogout(pathname: string): string | null {
  return pathname.split('/').includes('profile') || /\/my-[a-z0-9-]+\/?$/.test(pathname) ? '/' : null;
}
