import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_URL_ANCHORS } from '@/domain/identifiers';
import { createDataset } from '@/mocks/dataset';
import { normalisePath, PATH_MAX_LENGTH, pathAfterLogout, resolveRoute } from './resolve';
import { DIRECTORY_PAGES, LATEST_PAGES, LEGAL_PAGES, ROUTE_RULES } from './route-table';
import { switchLocalePath, urls } from './urls';

const TOKEN = '0123456789abcdef0123456789abcdef';
const LISTING = 'c12345678_wp_id987-lst';

describe('resolveRoute: every public URL of spec §2.1', () => {
  it.each([
    // [path, rule, page, internal, locale, category]
    ['/', 'home', 'home', '/site-category/residential', 'en', 'residential'],
    ['/en', 'home', 'home', '/site-category/residential', 'en', 'residential'],
    ['/fr/', 'home', 'home', '/site-category/residential', 'fr', 'residential'],
    ['/luxury', 'home', 'home', '/site-category/luxury', 'en', 'luxury'],
    ['/fr/commercial', 'home', 'home', '/site-category/commercial', 'fr', 'commercial'],
    [
      '/find-real-estate',
      'find-real-estate',
      'listings',
      '/listings?kind=all&siteCategory=residential',
      'en',
      'residential',
    ],
    [
      '/fr/luxury/find-real-estate',
      'find-real-estate',
      'listings',
      '/listings?kind=all&siteCategory=luxury',
      'fr',
      'luxury',
    ],
    [
      '/on',
      'province',
      'listings',
      '/listings?kind=province&province=on&siteCategory=residential',
      'en',
      'residential',
    ],
    [
      '/commercial/qc',
      'province',
      'listings',
      '/listings?kind=province&province=qc&siteCategory=commercial',
      'en',
      'commercial',
    ],
    [
      '/on/toronto-real-estate',
      'city',
      'listings',
      '/listings?kind=city&province=on&city=toronto&siteCategory=residential',
      'en',
      'residential',
    ],
    [
      '/fr/qc/trois-rivieres-real-estate',
      'city',
      'listings',
      '/listings?kind=city&province=qc&city=trois-rivieres&siteCategory=residential',
      'fr',
      'residential',
    ],
    [
      '/bc/north-vancouver-condos-for-sale',
      'city-type',
      'listings',
      '/listings?kind=type&province=bc&city=north-vancouver&type=condos&siteCategory=residential',
      'en',
      'residential',
    ],
    [
      '/fr/on/toronto-homes-for-rent',
      'city-rent',
      'listings',
      '/listings?kind=rent&province=on&city=toronto&siteCategory=residential',
      'fr',
      'residential',
    ],
    [
      '/ns/halifax-open-houses',
      'city-open-houses',
      'listings',
      '/listings?kind=open-houses&province=ns&city=halifax&siteCategory=residential',
      'en',
      'residential',
    ],
    [
      '/ab/calgary-business-opportunities',
      'city-business',
      'listings',
      '/listings?kind=business&province=ab&city=calgary&siteCategory=commercial',
      'en',
      'commercial',
    ],
    [
      '/on/the-annex-toronto-c01-neighbourhood-real-estate',
      'neighbourhood',
      'listings',
      '/listings?kind=neighbourhood&province=on&place=the-annex-toronto&placeKey=c01&siteCategory=residential',
      'en',
      'residential',
    ],
    [`/on/toronto-real-estate/${LISTING}`, 'listing-detail', 'listing', `/listings/${LISTING}`, 'en', 'residential'],
    [
      `/fr/luxury/bc/whistler-real-estate/${LISTING}`,
      'listing-detail',
      'listing',
      `/listings/${LISTING}`,
      'fr',
      'luxury',
    ],
    [
      '/bc/victoria-real-estate/12-main-st-off_id42-prty',
      'home-estimate-detail',
      'home-estimate-detail',
      '/home-estimates-detail?province=bc&city=victoria&address=12-main-st&id=off_id42&type=prty',
      'en',
      'residential',
    ],
    ['/agents', 'agents', 'agents', '/rosters/agent?siteCategory=residential', 'en', 'residential'],
    ['/find-agent-or-office/agent', 'agents', 'agents', '/rosters/agent?siteCategory=residential', 'en', 'residential'],
    [
      '/commercial/find-agent-or-office/agent',
      'agents',
      'agents',
      '/rosters/agent?siteCategory=commercial',
      'en',
      'commercial',
    ],
    [
      '/on/ottawa-real-estate-agents',
      'city-agents',
      'agents',
      '/rosters/agent?province=on&city=ottawa&siteCategory=residential',
      'en',
      'residential',
    ],
    ['/offices', 'offices', 'offices', '/offices?siteCategory=residential', 'en', 'residential'],
    ['/fr/find-agent-or-office/office', 'offices', 'offices', '/offices?siteCategory=residential', 'fr', 'residential'],
    [
      '/mb/winnipeg-real-estate-offices',
      'city-offices',
      'offices',
      '/offices?province=mb&city=winnipeg&siteCategory=residential',
      'en',
      'residential',
    ],
    [
      '/on/royal-lepage-downtown-123-br',
      'office-detail',
      'office',
      '/offices/royal-lepage-downtown-123-br',
      'en',
      'residential',
    ],
    ['/fr/qc/marie-tremblay-77-ag', 'agent-bio', 'agent', '/bios/marie-tremblay-77-ag', 'fr', 'residential'],
    ['/login', 'login', 'login', '/login?siteCategory=residential', 'en', 'residential'],
    ['/luxury/register', 'register', 'register', '/register?siteCategory=luxury', 'en', 'luxury'],
    ['/commercial/my-foyer', 'my-account', 'my-account', '/my-account?siteCategory=commercial', 'en', 'commercial'],
    [`/reset-password/${TOKEN}`, 'reset-password', 'reset-password', `/reset-password/${TOKEN}`, 'en', 'residential'],
    ['/fr/unsubscribe', 'unsubscribe', 'unsubscribe', '/unsubscribe', 'fr', 'residential'],
    ['/luxury/profile/searches', 'profile', 'profile', '/profile/searches?siteCategory=luxury', 'en', 'luxury'],
  ])('%s → %s', (path, rule, page, internal, locale, category) => {
    expect(resolveRoute(path)).toMatchObject({ status: 200, rule, page, internal, locale, category });
  });

  it('serves the internal pages of spec §2.2', () => {
    const internal: [string, string][] = [
      ['/site-category/luxury', 'home'],
      ['/listings', 'listings'],
      [`/listings/${LISTING}`, 'listing'],
      [`/print-listing/${LISTING}`, 'print-listing'],
      ['/neighbourhoods/c01', 'neighbourhood'],
      ['/agents/marie-tremblay-77-ag', 'agent'],
      ['/offices/royal-lepage-downtown-123-br', 'office'],
      ['/home-estimates-canada', 'home-estimates'],
      ['/estimate', 'home-estimates'],
      ['/estimate/start', 'home-estimates'],
      ['/home-estimates-detail', 'home-estimate-detail'],
      ['/social-login', 'social-login'],
      ...DIRECTORY_PAGES.map((p): [string, string] => [`/${p}`, 'directory']),
      ...LATEST_PAGES.map((p): [string, string] => [`/${p}`, 'latest']),
      ...LEGAL_PAGES.map((p): [string, string] => [`/fr/${p}`, 'legal']),
    ];
    for (const [path, page] of internal) expect(resolveRoute(path), path).toMatchObject({ status: 200, page });
    expect(resolveRoute('/fr/500')).toMatchObject({ status: 500, page: 'server-error' });
    expect(resolveRoute('/404')).toMatchObject({ status: 404, page: 'not-found' });
  });

  it('hides the header on the print page and protects the account pages', () => {
    expect(resolveRoute(`/print-listing/${LISTING}`).hideHeader).toBe(true);
    expect(resolveRoute('/my-foyer').protected).toBe(true);
    expect(resolveRoute('/profile/account').protected).toBe(true);
    expect(resolveRoute('/login').protected).toBe(false);
  });

  it('labels every page for analytics (spec §2.4)', () => {
    expect(resolveRoute('/').pageType).toBe('homepage');
    expect(resolveRoute(`/on/toronto-real-estate/${LISTING}`).pageType).toBe('listing-details');
    expect(resolveRoute('/on/toronto-real-estate').pageType).toBe('listing');
    expect(resolveRoute('/fr/qc/marie-tremblay-77-ag').pageType).toBe('agent-profile');
    expect(resolveRoute('/on/royal-lepage-downtown-123-br').pageType).toBe('broker-profile');
    expect(resolveRoute('/my-foyer').pageType).toBe('profile');
    expect(resolveRoute('/privacy-notice').pageType).toBe('resource');
  });

  it('knows provinces and ids by their real forms only', () => {
    for (const path of [
      '/zz',
      '/xx/toronto-real-estate',
      '/on/toronto-real-estate/c123-lst',
      '/on/toronto-real-estate/wp_id1',
      `/reset-password/${TOKEN.slice(1)}`,
      `/reset-password/${TOKEN.toUpperCase()}`,
      '/on/toronto-villas-for-sale',
      '/luxury/privacy-notice',
      '/luxury/luxury',
      '/fr/fr',
      '/french',
      '/my-other-brand',
      '/bc/victoria-real-estate/12-main-st-off_id42-house',
    ]) {
      expect(resolveRoute(path), path).toMatchObject({ status: 404, page: 'not-found', internal: '/404' });
    }
  });

  it('finds no page past PATH_MAX_LENGTH characters of raw path (nginx refuses those with 414)', () => {
    const longest = `/on/${'a'.repeat(PATH_MAX_LENGTH - 16)}-real-estate`;
    expect(longest).toHaveLength(PATH_MAX_LENGTH);
    expect(resolveRoute(longest, 'view=map').status).toBe(200);
    expect(resolveRoute(`${longest}a`).status).toBe(404);
    expect(resolveRoute(`/on/${'a-'.repeat(1500)}real-estate`).status).toBe(404);
    expect(resolveRoute(`/on/${'%61-'.repeat(300)}real-estate`).status).toBe(404);
  });

  it('tolerates one trailing slash, merges repeated slashes and decodes escapes, as nginx does', () => {
    expect(resolveRoute('/on/toronto-real-estate/').rule).toBe('city');
    expect(resolveRoute('//fr//luxury').rule).toBe('home');
    expect(resolveRoute('/fr/%6Cuxury').category).toBe('luxury');
    expect(resolveRoute('/on/toronto-real-estate//').status).toBe(200);
  });

  it('moves listing URLs in another case to their lower-case form (spec §5)', () => {
    expect(resolveRoute(`/ON/Toronto-Real-Estate/${LISTING.toUpperCase()}`, '?view=map')).toMatchObject({
      status: 301,
      redirect: `/on/toronto-real-estate/${LISTING}?view=map`,
    });
    expect(resolveRoute(`/FR/on/toronto-real-estate/${LISTING}`).redirect).toBe(
      `/fr/on/toronto-real-estate/${LISTING}`,
    );
    // Only the case: with a trailing slash the URL is not a listing URL in another case.
    expect(resolveRoute(`/ON/toronto-real-estate/${LISTING}/`).status).toBe(404);
    expect(resolveRoute('/ON/Toronto-Real-Estate').status).toBe(404);
  });

  it('tells a listings page what its URL says about the search, as params.kind', () => {
    expect(resolveRoute('/bc/vancouver-condos-for-sale').params).toEqual({
      kind: 'type',
      province: 'bc',
      city: 'vancouver',
      type: 'condos',
    });
    expect(resolveRoute('/ns/halifax-open-houses').params.kind).toBe('open-houses');
    expect(resolveRoute('/commercial/ab/calgary-business-opportunities').params.kind).toBe('business');
    expect(resolveRoute('/on/the-annex-toronto-c01-neighbourhood-real-estate').params.kind).toBe('neighbourhood');
    expect(resolveRoute('/on').params.kind).toBe('province');
    expect(resolveRoute('/agents').params.kind).toBeUndefined();
  });

  it('resolves every listing URL of the demo dataset to its detail page', () => {
    const { listings } = createDataset();
    expect(listings.length).toBeGreaterThan(1000);
    const wrong = listings.filter((l) => {
      const route = resolveRoute(l.detailUrl);
      return route.status !== 200 || route.rule !== 'listing-detail' || route.internal !== `/listings/${l.listingId}`;
    });
    expect(wrong.map((l) => l.detailUrl).slice(0, 5)).toEqual([]);
    // Hyphenated words before wp_id, as the dataset writes its ids.
    expect(resolveRoute('/on/scarborough-real-estate/lot-3659-cambie-road-wp_id100035-lst')).toMatchObject({
      status: 200,
      internal: '/listings/lot-3659-cambie-road-wp_id100035-lst',
    });
  });

  it('moves a listing URL carrying an in-page anchor (spec §5) to the listing itself', () => {
    const url = '/on/scarborough-real-estate/lot-3659-cambie-road-wp_id100035-lst';
    for (const anchor of LISTING_URL_ANCHORS) {
      expect(resolveRoute(url + encodeURIComponent(anchor)), anchor).toMatchObject({ status: 301, redirect: url });
    }
    expect(resolveRoute(`${url}%23photos`).status).toBe(404);
  });

  it('moves legacy paths of the redirect list, merging parameters into the query', () => {
    expect(resolveRoute('/buy')).toMatchObject({ status: 301, redirect: '/find-real-estate' });
    expect(resolveRoute('/fr/rent', '?bedsMin=2')).toMatchObject({
      status: 301,
      redirect: '/fr/find-real-estate?rentalsOnly=true&bedsMin=2',
    });
    expect(resolveRoute('/homes-for-rent/on').redirect).toBe('/on?rentalsOnly=true');
    expect(resolveRoute('/real-estate/on/toronto', 'sort=3').redirect).toBe('/on/toronto-real-estate?sort=3');
    expect(resolveRoute('/agent/marie-77-ag').redirect).toBe('/agents/marie-77-ag');
    expect(resolveRoute('/collection/').redirect).toBe('/luxury');
  });

  it('refuses what nginx refuses (400): bad escapes, NUL bytes, climbing above the root', () => {
    for (const path of ['/%E0%A4%A', '/%', '/a%00b', '/../etc/passwd', '/fr/../../etc']) {
      expect(resolveRoute(path), path).toMatchObject({ status: 400, page: 'not-found' });
    }
    expect(resolveRoute('/fr/../privacy-notice')).toMatchObject({ status: 200, page: 'legal', locale: 'en' });
  });

  it('never throws on 10,000 random and malformed paths, and answers a page, a move or not-found', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'fr',
        'en',
        'luxury',
        'commercial',
        'on',
        'qc',
        'toronto-real-estate',
        LISTING,
        '..',
        '.',
        '',
        '%2F',
        '%',
        '%zz',
        'A',
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.string({ maxLength: 20 }), (segments, search) => {
        const route = resolveRoute(`/${segments.join('/')}`, search);
        expect([200, 301, 400, 404, 500]).toContain(route.status);
        if (route.status === 301) expect(route.redirect).toMatch(/^\//);
        if (route.status === 200) expect(route.page).not.toBe('not-found');
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('normalisePath', () => {
  it('resolves dot segments like nginx', () => {
    expect(normalisePath('/a/./b/../c')).toBe('/a/c');
    expect(normalisePath('/a/..')).toBe('/');
    expect(normalisePath('/a/.')).toBe('/a/');
    expect(normalisePath('/..')).toBeNull();
  });
});

describe('pathAfterLogout', () => {
  it('sends visitors on profile pages home, and leaves the others where they are', () => {
    expect(pathAfterLogout('/luxury/profile/searches')).toBe('/');
    expect(pathAfterLogout('/fr/my-foyer')).toBe('/');
    expect(pathAfterLogout('/on/toronto-real-estate')).toBeNull();
  });
});

describe('URL builders', () => {
  it('build every public URL the resolver knows, for each rule of the table', () => {
    const built: [string, string][] = [
      [urls.home('fr', 'luxury'), 'home'],
      [urls.findRealEstate('en', 'commercial', { q: 'Lévis' }), 'find-real-estate'],
      [urls.province('fr', 'QC'), 'province'],
      [urls.city('en', 'ON', 'toronto', 'luxury'), 'city'],
      [urls.cityType('fr', 'bc', 'vancouver', 'condos'), 'city-type'],
      [urls.cityRentals('fr', 'on', 'toronto'), 'city-rent'],
      [urls.openHouses('en', 'ns', 'halifax'), 'city-open-houses'],
      [urls.businessOpportunities('en', 'ab', 'calgary'), 'city-business'],
      [urls.neighbourhood('en', 'on', 'the-annex-toronto', 'c01'), 'neighbourhood'],
      [urls.listing('fr', 'on', 'toronto', LISTING), 'listing-detail'],
      [urls.homeEstimateDetail('en', 'bc', 'victoria', '12-main-st', 'off_id42', 'lst'), 'home-estimate-detail'],
      [urls.cityAgents('en', 'on', 'ottawa'), 'city-agents'],
      [urls.cityOffices('fr', 'mb', 'winnipeg'), 'city-offices'],
      [urls.agent('en', 'qc', 'marie-tremblay-77-ag'), 'agent-bio'],
      [urls.office('en', 'on', 'downtown-123-br', 'commercial'), 'office-detail'],
      [urls.agents('fr', 'luxury'), 'agents'],
      [urls.offices('en'), 'offices'],
      [urls.printListing('en', LISTING), 'print-listing'],
      [urls.neighbourhoodGuide('fr', 'c01'), 'internal-neighbourhood'],
      [urls.homeEstimates('en'), 'home-estimates'],
      [urls.login('fr', 'commercial', { action: 'register' }), 'login'],
      [urls.register('en'), 'register'],
      [urls.myAccount('en', 'luxury'), 'my-account'],
      [urls.profile('fr', 'searches'), 'profile'],
      [urls.resetPassword('en', TOKEN), 'reset-password'],
      [urls.confirmEmail('fr', TOKEN), 'confirm-email'],
      [urls.unsubscribe('fr', { token: 'x' }), 'unsubscribe'],
      [urls.directory('en', 'open-houses-in-canada'), 'directory'],
      [urls.latest('fr', 'latest-homes-for-rent'), 'latest'],
      [urls.legal('en', 'privacy-notice'), 'legal'],
    ];
    for (const [url, rule] of built) {
      const [path = '', search = ''] = url.split('?');
      expect(resolveRoute(path, search), url).toMatchObject({ status: 200, rule });
    }
    const covered = new Set(built.map(([, rule]) => rule));
    const uncovered = ROUTE_RULES.map((r) => r.name).filter((name) => !covered.has(name));
    // Internal aliases and error pages are reached by the resolver, not linked to.
    expect(uncovered.sort()).toEqual(
      [
        'demo-outbox',
        'home-estimates-detail',
        'internal-agent',
        'internal-listing',
        'internal-office',
        'not-found-page',
        'server-error',
        'site-category',
        'social-login',
      ].sort(),
    );
  });

  it('switch language by the locale prefix only, keeping the query', () => {
    expect(switchLocalePath('/', '', 'fr')).toBe('/fr');
    expect(switchLocalePath('/fr', '', 'en')).toBe('/');
    expect(switchLocalePath('/luxury/on', '?view=map', 'fr')).toBe('/fr/luxury/on?view=map');
    expect(switchLocalePath('/fr/privacy-notice', '', 'en')).toBe('/privacy-notice');
  });
});
