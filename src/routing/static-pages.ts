import { LOCALES, type Locale } from '@/domain/constants';
import { SITE_CATEGORIES, type SiteCategory } from '@/domain/site';
import { brand } from '@/config/brand';
import { normalisePath, resolveRoute, type ResolvedRoute } from './resolve';
import { ROUTE_RULES, rulePattern, type PageName, type RouteRule } from './route-table';

/**
 * The build's first-paint pages (ARCHITECTURE "First paint without JavaScript"): what a visitor sees before the
 * JavaScript has run, one file per kind, language and site category, which the SPA then takes over.
 * - `home`: the category home pages, whole (their content is not live data);
 * - `page`: the header (with its search box) and footer around a skeleton, for every page whose content is live;
 * - `legal`: the same without the language switch (a legal text exists in its own language only);
 * - `bare`: no header, for pages printed or framed.
 */
export type StaticPageKind = 'home' | 'page' | 'legal' | 'bare';

/**
 * Where the build writes them, under dist/ (nginx and the Node server read them from there): one file per page
 * (its kind's HTML, announcing that page's own chunks and messages), language and category.
 */
export const STATIC_PAGE_DIR = 'first-paint';

/**
 * The kind of first-paint page a rule's URLs are served with, or null for the SPA's empty shell: the 404 and
 * 500 pages, and `/site-category/…`, whose category is in a parameter a static host does not read.
 */
export function staticPageKind(rule: Pick<RouteRule, 'page' | 'hideHeader' | 'categoryPrefix'>): StaticPageKind | null {
  if (rule.page === 'not-found' || rule.page === 'server-error') return null;
  if (rule.page === 'home') return rule.categoryPrefix ? 'home' : null;
  if (rule.hideHeader) return 'bare';
  if (rule.page === 'legal') return 'legal';
  return 'page';
}

/** The file (from the site's root) of a page in a language and category; also with nginx variables for them. */
export function staticPageFile(page: PageName, locale: string, category: string): string {
  return `/${STATIC_PAGE_DIR}/${page}.${locale}.${category}.html`;
}

export interface StaticPageEntry {
  page: PageName;
  kind: StaticPageKind;
  locale: Locale;
  category: SiteCategory;
}

/** Every first-paint file the build writes: each page of the route table in the languages and categories its URLs have. */
export function staticPages(rules: readonly RouteRule[] = ROUTE_RULES): StaticPageEntry[] {
  const entries = new Map<string, StaticPageEntry>();
  for (const rule of rules) {
    const kind = staticPageKind(rule);
    if (!kind) continue;
    const categories = rule.category
      ? [rule.category]
      : rule.categoryPrefix
        ? SITE_CATEGORIES
        : (['residential'] as const);
    for (const locale of LOCALES)
      for (const category of categories)
        entries.set(staticPageFile(rule.page, locale, category), { page: rule.page, kind, locale, category });
  }
  return [...entries.values()];
}

const RULES_BY_NAME = new Map(ROUTE_RULES.map((rule) => [rule.name, rule]));
const PATTERNS = new Map<RouteRule, RegExp>();
/** A rule's pattern, compiled once: the Node server reads it for every page it serves. */
const patternOf = (rule: RouteRule) => {
  let pattern = PATTERNS.get(rule);
  if (!pattern) PATTERNS.set(rule, (pattern = new RegExp(rulePattern(rule, brand.shortName))));
  return pattern;
};

/**
 * The first-paint file a URL is served with, or null for the SPA's empty shell; nginx picks the same from the
 * URL's `locale` and `prefix` groups (src/routing/nginx-config.ts). A URL that names its category in the query
 * (`?siteCategory=`, old links) gets the empty shell: which theme it shows is the app's to read.
 */
export function staticPageFileOf(
  pathname: string,
  search: string,
  route: ResolvedRoute = resolveRoute(pathname, search),
): string | null {
  const rule = route.status === 200 ? RULES_BY_NAME.get(route.rule ?? '') : undefined;
  const kind = rule ? staticPageKind(rule) : null;
  if (!rule || !kind) return null;
  const named = [...new URLSearchParams(search)].find(([name]) => name.toLowerCase() === 'sitecategory');
  if (named && named[1] !== '') return null;
  const groups = patternOf(rule).exec(normalisePath(pathname) ?? '')?.groups ?? {};
  const prefix = groups.prefix;
  const category: SiteCategory =
    rule.category ?? (prefix === 'luxury' || prefix === 'commercial' ? prefix : 'residential');
  return staticPageFile(rule.page, route.locale, category);
}

/** A path the kind is rendered at: its header and footer are those of every page of the kind. */
export function staticPageSample(kind: StaticPageKind, locale: Locale, category: SiteCategory): string {
  const lang = locale === 'fr' ? '/fr' : '';
  const prefix = category === 'residential' ? '' : `/${category}`;
  switch (kind) {
    case 'home':
      return `${lang}${prefix}` || '/';
    case 'page':
      return `${lang}${prefix}/agents`;
    case 'legal':
      return `${lang}/terms-of-use`;
    case 'bare':
      return `${lang}/print-listing/sample-wp_id1-lst`;
  }
}
