import { http, HttpResponse } from 'msw';
import { API } from '@/api/contract/paths';
import { brand } from '@/config/brand';
import { LOCALES, type Locale } from '@/domain/constants';
import { PROVINCE_CODES } from '@/domain/provinces';
import { SITE_CATEGORIES } from '@/domain/site';
import { DIRECTORY_PAGES, LATEST_PAGES, LEGAL_PAGES } from '@/routing/page-slugs';
import { localisePath, urls } from '@/routing/urls';
import type { Dataset } from '../dataset';
import type { Db } from '../db';
import { slug } from '../text';
import { errorResponse, route } from './respond';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org); ours stay well below it. */
export const SITEMAP_MAX_URLS = 50_000;
/** The pages (each given in English and French, so twice as many URLs) of one listing sitemap. */
export const LISTINGS_PER_SITEMAP = 10_000;

/** One page of the site: its locale-free public path and when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

export type SitemapName = 'places' | 'agents' | 'offices' | `listings-${number}`;

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The origin the sitemaps name: the host the request came to (nginx passes Host and X-Forwarded-Proto), so
 * the demo on any port, a staging host and production each list their own URLs.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const safeHost = /^[a-z0-9.-]+(?::\d{1,5})?$/i.test(host) ? host : url.host;
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/**
 * A page in both languages: one `<url>` per language, each naming both and the default (English) as
 * alternates, as search engines ask of multilingual sitemaps.
 */
function urlEntries(origin: string, page: SitemapPage): string {
  const href = (locale: Locale) => escapeXml(origin + localisePath(page.path, locale));
  const alternates =
    LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`;
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
  return LOCALES.map((l) => `<url><loc>${href(l)}</loc>${lastmod}${alternates}</url>`).join('\n');
}

export function urlset(origin: string, pages: readonly SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) => urlEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}

function listingChunks(data: Dataset): number {
  return Math.max(1, Math.ceil(data.listings.length / LISTINGS_PER_SITEMAP));
}

/** The sitemaps the index lists. */
export function sitemapNames(data: Dataset): SitemapName[] {
  const listings = Array.from({ length: listingChunks(data) }, (_, i) => `listings-${i + 1}` as const);
  return ['places', 'agents', 'offices', ...listings];
}

/**
 * The places and the site's own pages: home and category pages, provinces, every city with homes for
 * sale (and its rentals, open houses and agents pages when it has them), the neighbourhoods' results and
 * guides, the directory, latest and footer pages.
 */
function placePages(data: Dataset): SitemapPage[] {
  const today = day(data.today);
  const pages: SitemapPage[] = [];
  const add = (path: string, lastmod = today) => pages.push({ path, lastmod });
  for (const category of SITE_CATEGORIES) add(urls.home('en', category));
  add(urls.findRealEstate('en'));
  add(urls.agents('en'));
  add(urls.offices('en'));
  add(urls.homeEstimates('en'));
  for (const page of DIRECTORY_PAGES) add(urls.directory('en', page));
  for (const page of LATEST_PAGES) add(urls.latest('en', page));
  for (const page of LEGAL_PAGES) add(urls.legal('en', page));
  for (const province of PROVINCE_CODES) add(urls.province('en', province));

  const cities = new Map<string, { province: string; slug: string; sale: boolean; rent: boolean; open: boolean }>();
  for (const l of data.listings) {
    const key = `${l.place.province}|${l.place.slug}`;
    const city = cities.get(key) ?? {
      province: l.place.province,
      slug: l.place.slug,
      sale: false,
      rent: false,
      open: false,
    };
    if (l.saleMode === 'forSale') city.sale = true;
    if (l.saleMode === 'forRent') city.rent = true;
    if (l.openHouses.length > 0) city.open = true;
    cities.set(key, city);
  }
  for (const city of cities.values()) {
    if (city.sale) add(urls.city('en', city.province, city.slug));
    if (city.rent) add(urls.cityRentals('en', city.province, city.slug));
    if (city.open) add(urls.openHouses('en', city.province, city.slug));
  }
  const agentCities = new Set(data.agents.map((a) => `${a.province}|${slug(a.city)}`));
  for (const key of agentCities) {
    const [province, slug] = key.split('|') as [string, string];
    add(urls.cityAgents('en', province, slug));
  }
  for (const n of data.neighbourhoods) {
    add(n.detailUrl);
    add(urls.neighbourhoodGuide('en', n.neighbourhoodId));
  }
  return pages;
}

function sitemapPages(data: Dataset, name: string): SitemapPage[] | null {
  if (name === 'places') return placePages(data);
  if (name === 'agents') return data.agents.map((a) => ({ path: a.detailUrl }));
  if (name === 'offices') return data.offices.map((o) => ({ path: o.detailUrl }));
  const chunk = /^listings-([1-9]\d{0,4})$/.exec(name);
  if (!chunk || Number(chunk[1]) > listingChunks(data)) return null;
  const start = (Number(chunk[1]) - 1) * LISTINGS_PER_SITEMAP;
  return data.listings
    .slice(start, start + LISTINGS_PER_SITEMAP)
    .map((l) => ({ path: l.detailUrl, lastmod: day(l.updatedAt) }));
}

export function sitemapIndex(origin: string, data: Dataset): string {
  const lastmod = day(data.today);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapNames(data).map(
      (name) =>
        `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Every locale and category prefix a private page can sit under (`/fr/luxury/login`…). */
const PREFIXES = ['', '/fr', '/luxury', '/commercial', '/fr/luxury', '/fr/commercial'];
const PRIVATE_PATHS = [
  `/my-${brand.shortName}`,
  '/profile/',
  '/login',
  '/social-login',
  '/register',
  '/reset-password/',
  '/confirm-email/',
  '/unsubscribe',
  '/print-listing/',
];

/** Crawlers may read every public page, not the account, sign-in and print pages, the API or the demo's own. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    '/api/',
    '/_app',
    '/_demo/',
    ...PREFIXES.flatMap((prefix) => PRIVATE_PATHS.map((path) => prefix + path)),
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Sitemaps already written, by dataset, origin and file: a crawler reads them often, the dataset never changes. */
const written = new WeakMap<Dataset, Map<string, string>>();
/** Origins come from the Host header, so the kept files are few: the oldest goes first. */
const WRITTEN_PER_DATASET = 32;

function sitemapFile(data: Dataset, origin: string, file: string): string | null {
  let files = written.get(data);
  if (!files) written.set(data, (files = new Map<string, string>()));
  const key = `${origin} ${file}`;
  const kept = files.get(key);
  if (kept !== undefined) return kept;
  let text: string | null;
  if (file === 'sitemap.xml') text = sitemapIndex(origin, data);
  else {
    const match = /^sitemaps\/([a-z0-9-]+)\.xml$/.exec(file);
    const pages = match ? sitemapPages(data, match[1]!) : null;
    text = pages && urlset(origin, pages);
  }
  if (text === null) return null;
  if (files.size >= WRITTEN_PER_DATASET) files.delete(files.keys().next().value!);
  files.set(key, text);
  return text;
}

/** robots.txt and the sitemaps, which nginx (and `npm start`) serve at the site's root. */
export function seoHandlers(db: Db) {
  return [
    http.get(
      route(API.sitemaps, 'robots.txt'),
      ({ request }) =>
        new HttpResponse(robotsTxt(requestOrigin(request)), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    ),
    http.get(
      route(API.sitemaps, 'sitemap.xml'),
      ({ request }) =>
        new HttpResponse(sitemapFile(db.data, requestOrigin(request), 'sitemap.xml'), { headers: XML_HEADERS }),
    ),
    http.get(route(API.sitemaps, 'sitemaps/:file'), ({ request, params }) => {
      const text = sitemapFile(db.data, requestOrigin(request), `sitemaps/${String(params.file)}`);
      if (text === null) return errorResponse(404, 'No such sitemap');
      return new HttpResponse(text, { headers: XML_HEADERS });
    }),
  ];
}
