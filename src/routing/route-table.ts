import { isProvinceCode } from '@/domain/provinces';
import type { SiteCategory } from '@/domain/site';

export { SITE_CATEGORIES, type SiteCategory } from '@/domain/site';

export const LEGAL_PAGES = [
  'phishing-and-scam-information',
  'privacy-notice',
  'terms-of-use',
  'accessibility-policy',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Internal pages: what the SPA renders, whatever public URL led there. */
export type PageName = 'home' | 'listings' | 'legal' | 'coming-soon' | 'not-found' | 'server-error';

export interface RouteRule {
  name: string;
  /** Matched against the path left after the locale prefix and, where allowed, the category prefix. */
  pattern: RegExp;
  /** Names of the pattern's capture groups, in order. */
  params: readonly string[];
  page: PageName;
  /** Whether `/luxury` or `/commercial` may stand in front of the path. */
  categoryPrefix: boolean;
  /** Extra checks a regular expression cannot express well (e.g. a real province code). */
  accept?: (params: Readonly<Record<string, string>>) => boolean;
  /** The internal location rendered for this rule. */
  internal: (params: Readonly<Record<string, string>>, category: SiteCategory) => string;
}

// URLs spell province codes in lower case only (the patterns say so); the domain knows which are real.
const isProvince = (code: string | undefined) => isProvinceCode(code);
const legalAlternation = LEGAL_PAGES.join('|');

/** The one ordered table of public URLs (spec §2.1, §2.2); the first rule that matches wins. */
export const ROUTE_RULES: readonly RouteRule[] = [
  {
    name: 'home',
    pattern: /^\/?$/,
    params: [],
    page: 'home',
    categoryPrefix: true,
    internal: (_p, category) => `/site-category/${category}`,
  },
  {
    name: 'legal',
    pattern: new RegExp(`^/(${legalAlternation})$`),
    params: ['slug'],
    page: 'legal',
    categoryPrefix: false,
    internal: (p) => `/${p.slug}`,
  },
  {
    name: 'find-real-estate',
    pattern: /^\/find-real-estate$/,
    params: [],
    page: 'listings',
    categoryPrefix: true,
    internal: (_p, category) => `/listings?siteCategory=${category}`,
  },
  {
    name: 'province',
    pattern: /^\/([a-z]{2})$/,
    params: ['province'],
    page: 'listings',
    categoryPrefix: true,
    accept: (p) => isProvince(p.province),
    internal: (p, category) => `/listings?province=${p.province}&siteCategory=${category}`,
  },
  {
    name: 'city',
    pattern: /^\/([a-z]{2})\/([a-z0-9]+(?:-[a-z0-9]+)*)-real-estate$/,
    params: ['province', 'city'],
    page: 'listings',
    categoryPrefix: true,
    accept: (p) => isProvince(p.province),
    internal: (p, category) => `/listings?province=${p.province}&city=${p.city}&siteCategory=${category}`,
  },
  {
    // Pages of spec §2.2 whose features land in later issues render a translated "coming soon" state.
    name: 'coming-soon',
    pattern: /^\/(agents|offices|home-estimates-canada)$/,
    params: ['section'],
    page: 'coming-soon',
    categoryPrefix: false,
    internal: (p) => `/${p.section}`,
  },
  {
    name: 'server-error',
    pattern: /^\/500$/,
    params: [],
    page: 'server-error',
    categoryPrefix: false,
    internal: () => '/500',
  },
];
