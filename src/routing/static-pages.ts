import type { Locale } from '@/domain/constants';
import type { SiteCategory } from '@/domain/site';
import { brand } from '@/config/brand';
import { normalisePath, resolveRoute } from './resolve';
import { ROUTE_RULES, rulePattern, type RouteRule } from './route-table';

/**
 * The build's first-paint pages (ARCHITECTURE "First paint without JavaScript"): what a visitor sees before the
 * JavaScript has run, one file per kind, language and site category, which the SPA then takes over.
 * - `home`: the category home pages, whole (their content is not live data);
 * - `page`: the header (with its search box) and footer around a skeleton, for every page whose content is live;
 * - `legal`: the same without the language switch (a legal text exists in its own language only);
 * - `bare`: no header, for pages printed or framed.
 */
export type StaticPageKind = 'home' | 'page' | 'legal' | 'bare';

export const STATIC_PAGE_KINDS: readonly StaticPageKind[] = ['home', 'page', 'legal', 'bare'];

/** Where the build writes them, under dist/ (nginx and the Node server read them from there). */
export const STATIC_PAGE_DIR = 'first-paint';

/**
 * The kind of first-paint page a rule's URLs are served with, or null for the SPA's empty shell: the 404 and
 * 500 pages, and `/site-category/…`, whose category is in a parameter a static host does not read.
 */
export function staticPageKind(
  rule: Pick<RouteRule, 'page' | 'hideHeader' | 'categoryPrefix' | 'status'>,
): StaticPageKind | null {
  if (rule.status === 404 || rule.status === 500 || rule.page === 'not-found' || rule.page === 'server-error')
    return null;
  if (rule.page === 'home') return rule.categoryPrefix ? 'home' : null;
  if (rule.hideHeader) return 'bare';
  if (rule.page === 'legal') return 'legal';
  return 'page';
}

/** The file (from the site's root) of a kind in a language and category. */
/** Also with nginx variables for the language and category. */
export function staticPageFile(kind: StaticPageKind, locale: string, category: string): string {
  return `/${STATIC_PAGE_DIR}/${kind}.${locale}.${category}.html`;
}

/**
 * The first-paint file a URL is served with, or null for the SPA's empty shell; nginx picks the same from the
 * URL's `locale` and `prefix` groups (src/routing/nginx-config.ts). A URL that names its category in the query
 * (`?siteCategory=`, old links) gets the empty shell: which theme it shows is the app's to read.
 */
export function staticPageFileOf(pathname: string, search: string): string | null {
  const route = resolveRoute(pathname, search);
  const rule = route.status === 200 ? ROUTE_RULES.find((candidate) => candidate.name === route.rule) : undefined;
  const kind = rule ? staticPageKind(rule) : null;
  if (!rule || !kind) return null;
  const named = [...new URLSearchParams(search)].find(([name]) => name.toLowerCase() === 'sitecategory');
  if (named && named[1] !== '') return null;
  const groups = new RegExp(rulePattern(rule, brand.shortName)).exec(normalisePath(pathname) ?? '')?.groups ?? {};
  const prefix = groups.prefix;
  const category: SiteCategory =
    rule.category ?? (prefix === 'luxury' || prefix === 'commercial' ? prefix : 'residential');
  return staticPageFile(kind, route.locale, category);
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
