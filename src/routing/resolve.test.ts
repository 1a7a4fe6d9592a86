import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve';
import { LEGAL_PAGES } from './route-table';
import { switchLocalePath, urls } from './urls';

describe('resolveRoute', () => {
  it.each([
    ['/', 'en', 'residential', '/site-category/residential'],
    ['/en', 'en', 'residential', '/site-category/residential'],
    ['/fr', 'fr', 'residential', '/site-category/residential'],
    ['/fr/', 'fr', 'residential', '/site-category/residential'],
    ['/luxury', 'en', 'luxury', '/site-category/luxury'],
    ['/commercial', 'en', 'commercial', '/site-category/commercial'],
    ['/fr/luxury', 'fr', 'luxury', '/site-category/luxury'],
    ['/fr/commercial/', 'fr', 'commercial', '/site-category/commercial'],
  ])('%s is the %s %s home page', (path, locale, category, internal) => {
    const route = resolveRoute(path);
    expect(route).toMatchObject({ status: 200, page: 'home', locale, category, internal });
  });

  it('serves the four footer pages in both languages, never under a category prefix', () => {
    for (const page of LEGAL_PAGES) {
      expect(resolveRoute(`/${page}`)).toMatchObject({
        status: 200,
        page: 'legal',
        locale: 'en',
        internal: `/${page}`,
      });
      expect(resolveRoute(`/fr/${page}`)).toMatchObject({ status: 200, page: 'legal', locale: 'fr' });
      expect(resolveRoute(`/luxury/${page}`).status).toBe(404);
    }
  });

  it('knows listings pages by real province codes only', () => {
    expect(resolveRoute('/on')).toMatchObject({ page: 'listings', params: { province: 'on' } });
    expect(resolveRoute('/luxury/bc')).toMatchObject({ page: 'listings', category: 'luxury' });
    expect(resolveRoute('/zz').status).toBe(404);
    expect(resolveRoute('/on/toronto-real-estate')).toMatchObject({
      page: 'listings',
      params: { province: 'on', city: 'toronto' },
    });
    expect(resolveRoute('/xx/toronto-real-estate').status).toBe(404);
    expect(resolveRoute('/fr/commercial/find-real-estate')).toMatchObject({ locale: 'fr', category: 'commercial' });
  });

  it('sends unknown, malformed and hostile paths to the 404 page', () => {
    for (const path of [
      '/nope',
      '/fr/nope',
      '/french',
      '/%E0%A4%A',
      '/..%2f..%2fetc/passwd',
      '/luxury/luxury',
      '/500/x',
    ]) {
      expect(resolveRoute(path)).toMatchObject({ status: 404, page: 'not-found', internal: '/404' });
    }
  });

  it('never throws, and answers a page or not-found, for any path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 20 }), (path, search) => {
        const route = resolveRoute(`/${path}`, search);
        expect([200, 404]).toContain(route.status);
        expect(route.status === 404).toBe(route.page === 'not-found');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('site category (spec §2.3)', () => {
  it('takes the query first, then the path', () => {
    expect(resolveRoute('/find-real-estate', '?siteCategory=luxury').category).toBe('luxury');
    expect(resolveRoute('/commercial/find-real-estate').category).toBe('commercial');
    expect(resolveRoute('/fr/luxury').category).toBe('luxury');
    expect(resolveRoute('/on', '?siteCategory=bogus').category).toBe('residential');
  });
});

describe('URL builders', () => {
  it('build every public URL they know from the table’s vocabulary', () => {
    expect(urls.home('en')).toBe('/');
    expect(urls.home('fr')).toBe('/fr');
    expect(urls.home('fr', 'luxury')).toBe('/fr/luxury');
    expect(urls.legal('fr', 'terms-of-use')).toBe('/fr/terms-of-use');
    expect(urls.city('en', 'ON', 'toronto', 'commercial')).toBe('/commercial/on/toronto-real-estate');
    expect(urls.findRealEstate('fr', 'residential', { q: 'Lévis' })).toBe('/fr/find-real-estate?q=L%C3%A9vis');
  });

  it('produce URLs the resolver accepts', () => {
    const built = [
      urls.home('en', 'commercial'),
      urls.legal('en', 'privacy-notice'),
      urls.province('fr', 'QC', 'luxury'),
      urls.city('fr', 'ns', 'halifax'),
      urls.findRealEstate('en', 'luxury'),
      urls.agents('fr'),
      urls.homeEstimates('en'),
    ];
    for (const url of built) expect(resolveRoute(url.split('?')[0] ?? url).status).toBe(200);
  });

  it('switch language by the locale prefix only, keeping the query', () => {
    expect(switchLocalePath('/', '', 'fr')).toBe('/fr');
    expect(switchLocalePath('/fr', '', 'en')).toBe('/');
    expect(switchLocalePath('/luxury/on', '?view=map', 'fr')).toBe('/fr/luxury/on?view=map');
    expect(switchLocalePath('/fr/privacy-notice', '', 'en')).toBe('/privacy-notice');
  });
});
