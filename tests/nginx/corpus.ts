import { DIRECTORY_PAGES, LATEST_PAGES, LEGAL_PAGES, PROPERTY_TYPE_SLUGS } from '../../src/routing/route-table';
import { LISTING_URL_ANCHORS } from '../../src/domain/identifiers';
import { createDataset } from '../../src/mocks/dataset';
import { REDIRECTS } from '../../src/routing/redirects';

const LISTING = 'c4021873_wp_id5521-lst';
const TOKEN = '9f86d081884c7d659a2feaa0c55ad015';

/** Paths of the table that take a category prefix. */
const CATEGORY_PAGES = [
  '',
  '/find-real-estate',
  '/on',
  '/qc',
  '/on/toronto-real-estate',
  '/qc/trois-rivieres-real-estate',
  ...Object.keys(PROPERTY_TYPE_SLUGS).map((type) => `/bc/north-vancouver-${type}-for-sale`),
  '/ns/halifax-open-houses',
  '/on/toronto-homes-for-rent',
  '/ab/calgary-business-opportunities',
  '/on/the-annex-toronto-c01-neighbourhood-real-estate',
  `/on/toronto-real-estate/${LISTING}`,
  '/on/ottawa-real-estate-agents',
  '/mb/winnipeg-real-estate-offices',
  '/qc/marie-tremblay-77-ag',
  '/on/downtown-realty-123-br',
  '/agents',
  '/find-agent-or-office/agent',
  '/offices',
  '/find-agent-or-office/office',
  '/login',
  '/register',
  '/social-login',
  '/my-foyer',
  '/profile/searches',
];

/** Paths that never take a category prefix. */
const PLAIN_PAGES = [
  '/listings',
  `/listings/${LISTING}`,
  `/print-listing/${LISTING}`,
  '/neighbourhoods/c01',
  '/agents/marie-tremblay-77-ag',
  '/offices/downtown-realty-123-br',
  '/home-estimates-canada',
  '/estimate',
  '/estimate/start',
  '/home-estimates-detail',
  '/bc/victoria-real-estate/12-main-st-off_id42-prty',
  '/bc/victoria-real-estate/12-main-st-off_id42-lst',
  `/reset-password/${TOKEN}`,
  '/unsubscribe',
  '/site-category/commercial',
  ...DIRECTORY_PAGES.map((p) => `/${p}`),
  ...LATEST_PAGES.map((p) => `/${p}`),
  ...LEGAL_PAGES.map((p) => `/${p}`),
  '/404',
  '/500',
];

const NOT_FOUND = [
  '/zz',
  '/xx/toronto-real-estate',
  '/on/toronto',
  '/on/toronto-villas-for-sale',
  '/on/toronto-real-estate/c123-lst',
  '/on/toronto-real-estate/wp_id5521',
  '/on/toronto-real-estate/wp_id5521-lst/extra',
  '/on/marie-tremblay-77',
  `/reset-password/${TOKEN.slice(1)}`,
  `/reset-password/${TOKEN.toUpperCase()}`,
  `/reset-password/${TOKEN}0`,
  '/luxury/privacy-notice',
  '/commercial/unsubscribe',
  '/luxury/luxury',
  '/fr/fr',
  '/en/fr',
  '/french',
  '/my-other-brand',
  '/profile',
  '/FR',
  '/Luxury',
  '/ON/toronto-real-estate',
  '/on/Toronto-Real-Estate',
  '/on/toronto-real-estate//',
  '/index.html',
  '/assets',
  '/api',
  '/wp-admin',
  '/.env',
  '/on/toronto--real-estate',
  '/on/-toronto-real-estate',
];

const ODD = [
  // Upper case listing URLs move to lower case (spec §5); with a trailing slash they are not listings.
  `/ON/Toronto-Real-Estate/${LISTING.toUpperCase()}`,
  `/on/toronto-real-estate/${LISTING.replace('lst', 'LST')}?view=map`,
  `/FR/Luxury/ON/toronto-real-estate/${LISTING}`,
  `/ON/toronto-real-estate/${LISTING}/`,
  // Encoded characters, repeated slashes, trailing slashes.
  '/fr/%6Cuxury',
  '/on/toronto%2Dreal-estate',
  '/%66r/privacy-notice',
  '//fr//luxury',
  '/on//toronto-real-estate',
  '/fr/luxury/',
  '/on/toronto-real-estate/',
  '/privacy-notice/',
  '/fr/qc/',
  // Traversal attempts and malformed escapes.
  '/../etc/passwd',
  '/fr/../privacy-notice',
  '/fr/../../etc/passwd',
  '/%2e%2e/etc/passwd',
  '/fr/%2e%2e/terms-of-use',
  '/on/./toronto-real-estate',
  '/a/b/../../on',
  '/%',
  '/%zz',
  '/%E0%A4%A',
  // Query strings.
  '/?siteCategory=luxury',
  '/find-real-estate?siteCategory=commercial&bedsMin=2',
  '/on/toronto-real-estate?view=map&pageNumber=3&sort=4',
];

function withPrefixes(paths: readonly string[], categories: boolean): string[] {
  const prefixes = categories ? ['', '/fr', '/luxury', '/fr/commercial', '/en'] : ['', '/fr'];
  return paths.flatMap((path) => prefixes.map((prefix) => `${prefix}${path}` || '/'));
}

const REDIRECT_URLS = REDIRECTS.flatMap((rule) => {
  const path = rule.from
    .replace(/:province/g, 'on')
    .replace(/:city/g, 'toronto')
    .replace(/:([a-zA-Z]+)/g, 'x-1');
  return [path, `/fr${path}/`, `${path}?bedsMin=2&sort=3`];
});

/**
 * Detail URLs of the demo dataset itself (every 100th listing of the default seed), in English, French
 * and under a category prefix, and with spec §5's in-page anchors as a server receives them (encoded).
 */
const listingUrls = createDataset()
  .listings.filter((_l, i) => i % 100 === 0)
  .map((l) => l.detailUrl);
export const DATASET_LISTING_URLS: readonly string[] = listingUrls;
const DATASET_URLS = [
  ...listingUrls,
  ...listingUrls.slice(0, 40).map((url) => `/fr${url}`),
  ...listingUrls.slice(40, 60).map((url) => `/luxury${url}`),
  ...listingUrls.slice(60, 70).map((url) => url.toUpperCase()),
  ...listingUrls.slice(70, 80).map((url) => `${url}?view=map`),
  ...LISTING_URL_ANCHORS.flatMap((anchor, i) => [
    `${listingUrls[i]}${encodeURIComponent(anchor)}`,
    `/fr${listingUrls[i + 10]}${encodeURIComponent(anchor.toUpperCase())}?sort=3`,
  ]),
];

/** The URLs run through real nginx and through the SPA resolver. */
export const CORPUS: readonly string[] = [
  ...new Set([
    ...withPrefixes(CATEGORY_PAGES, true),
    ...withPrefixes(PLAIN_PAGES, false),
    ...withPrefixes(NOT_FOUND, false),
    ...ODD,
    ...REDIRECT_URLS,
    ...DATASET_URLS,
  ]),
];
