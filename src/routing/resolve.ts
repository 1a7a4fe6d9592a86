import type { Locale } from '@/config/env';
import { siteCategoryFromLocation } from '@/domain/site';
import { ROUTE_RULES, type PageName, type RouteRule, type SiteCategory } from './route-table';

export interface ResolvedRoute {
  /** 200 for a page of the table, 404 for anything else (the SPA still renders its 404 page). */
  status: 200 | 404;
  locale: Locale;
  category: SiteCategory;
  page: PageName;
  rule: string | null;
  params: Readonly<Record<string, string>>;
  /** The internal location rendered by `<Routes location>`, query included. */
  internal: string;
}

const CATEGORY_PREFIX = /^\/(luxury|commercial)(?=\/|$)/;

function splitLocale(path: string): { locale: Locale; rest: string } {
  const m = /^\/(fr|en)(?=\/|$)/.exec(path);
  if (!m) return { locale: 'en', rest: path };
  return { locale: m[1] as Locale, rest: path.slice(m[0].length) || '/' };
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function matchRule(rule: RouteRule, path: string): Record<string, string> | null {
  const m = rule.pattern.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  rule.params.forEach((name, i) => {
    params[name] = m[i + 1] ?? '';
  });
  if (rule.accept && !rule.accept(params)) return null;
  return params;
}

function notFound(locale: Locale, category: SiteCategory): ResolvedRoute {
  return { status: 404, locale, category, page: 'not-found', rule: null, params: {}, internal: '/404' };
}

/** Resolves a public location (pathname and query) to the internal page the SPA renders. Never throws. */
export function resolveRoute(pathname: string, search = ''): ResolvedRoute {
  const decoded = safeDecode(pathname);
  const { locale, rest: afterLocale } = splitLocale(decoded ?? pathname);
  const category = siteCategoryFromLocation(afterLocale, new URLSearchParams(search));
  if (decoded === null || decoded.includes('\0') || /(^|\/)\.\.?(\/|$)/.test(decoded)) {
    return notFound(locale, category);
  }
  // One trailing slash is tolerated everywhere: /fr/ and /luxury/ are the home pages.
  const trimmed = afterLocale.length > 1 ? afterLocale.replace(/\/$/, '') : afterLocale;
  const prefix = CATEGORY_PREFIX.exec(trimmed);
  const withoutCategory = prefix ? trimmed.slice(prefix[0].length) || '/' : trimmed;

  for (const rule of ROUTE_RULES) {
    if (prefix && !rule.categoryPrefix) continue;
    const params = matchRule(rule, prefix ? withoutCategory : trimmed);
    if (!params) continue;
    const internal = rule.internal(params, category);
    return { status: 200, locale, category, page: rule.page, rule: rule.name, params, internal };
  }
  return notFound(locale, category);
}
