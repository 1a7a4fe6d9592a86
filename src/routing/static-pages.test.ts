import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/domain/constants';
import { SITE_CATEGORIES } from '@/domain/site';
import { resolveRoute } from './resolve';
import { ROUTE_RULES } from './route-table';
import { STATIC_PAGE_KINDS, staticPageFile, staticPageFileOf, staticPageKind, staticPageSample } from './static-pages';

describe('first-paint pages', () => {
  it('renders each kind at a URL of its kind, language and category', () => {
    for (const kind of STATIC_PAGE_KINDS)
      for (const locale of LOCALES)
        for (const category of SITE_CATEGORIES) {
          if (category !== 'residential' && (kind === 'legal' || kind === 'bare')) continue;
          const sample = staticPageSample(kind, locale, category);
          const route = resolveRoute(sample);
          expect(route.status, sample).toBe(200);
          expect([route.locale, route.category], sample).toEqual([locale, category]);
          expect(staticPageFileOf(sample, ''), sample).toBe(staticPageFile(kind, locale, category));
        }
  });

  it('serves home pages whole, pages of live data as a skeleton, and the 404 and 500 pages none', () => {
    const kinds = Object.fromEntries(ROUTE_RULES.map((rule) => [rule.name, staticPageKind(rule)]));
    expect(kinds).toMatchObject({
      home: 'home',
      city: 'page',
      'listing-detail': 'page',
      'print-listing': 'bare',
      legal: 'legal',
      'not-found-page': null,
      'server-error': null,
      'site-category': null,
    });
  });

  it('takes the language and category from the URL, and leaves a category named in the query to the app', () => {
    expect(staticPageFileOf('/fr/luxury/on/toronto-real-estate', '')).toBe('/first-paint/page.fr.luxury.html');
    expect(staticPageFileOf('/en/commercial', '')).toBe('/first-paint/home.en.commercial.html');
    expect(staticPageFileOf('//fr//luxury', '')).toBe('/first-paint/home.fr.luxury.html');
    // Business opportunities are commercial whatever the prefix says.
    const business = ROUTE_RULES.find((rule) => rule.name === 'city-business');
    expect(business?.category).toBe('commercial');
    expect(staticPageFileOf('/find-real-estate', '?siteCategory=luxury')).toBeNull();
    expect(staticPageFileOf('/find-real-estate', '?SITECATEGORY=luxury')).toBeNull();
    expect(staticPageFileOf('/find-real-estate', '?siteCategory=')).toBe('/first-paint/page.en.residential.html');
    expect(staticPageFileOf('/no-such-page', '')).toBeNull();
    expect(staticPageFileOf('/500', '')).toBeNull();
  });
});
