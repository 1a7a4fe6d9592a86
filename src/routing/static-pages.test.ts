import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve';
import { ROUTE_RULES } from './route-table';
import { staticPageFile, staticPageFileOf, staticPageKind, staticPages, staticPageSample } from './static-pages';

describe('first-paint pages', () => {
  it('renders each kind at a URL of its kind, language and category', () => {
    for (const { page, kind, locale, category } of staticPages()) {
      const sample = staticPageSample(kind, locale, category);
      const route = resolveRoute(sample);
      expect(route.status, sample).toBe(200);
      expect([route.locale, route.category], sample).toEqual([locale, category]);
      expect(staticPageKind(ROUTE_RULES.find((rule) => rule.name === route.rule)!), sample).toBe(kind);
      expect(staticPageFile(page, locale, category)).toBe(`/first-paint/${page}.${locale}.${category}.html`);
    }
  });

  it('has a file for every page of the table in both languages, and the three categories where URLs have them', () => {
    const files = new Set(staticPages().map(({ page, locale, category }) => staticPageFile(page, locale, category)));
    for (const rule of ROUTE_RULES) {
      if (!staticPageKind(rule)) continue;
      for (const locale of ['en', 'fr'])
        expect(files, `${rule.name} ${locale}`).toContain(
          staticPageFile(rule.page, locale, rule.category ?? 'residential'),
        );
      if (rule.categoryPrefix && !rule.category)
        expect(files, rule.name).toContain(staticPageFile(rule.page, 'fr', 'luxury'));
    }
    expect(files).not.toContain(staticPageFile('legal', 'en', 'luxury'));
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
    expect(staticPageFileOf('/fr/luxury/on/toronto-real-estate', '')).toBe('/first-paint/listings.fr.luxury.html');
    expect(staticPageFileOf('/en/commercial', '')).toBe('/first-paint/home.en.commercial.html');
    expect(staticPageFileOf('//fr//luxury', '')).toBe('/first-paint/home.fr.luxury.html');
    expect(staticPageFileOf('/fr/privacy-notice', '')).toBe('/first-paint/legal.fr.residential.html');
    // Business opportunities are commercial whatever the prefix says.
    const business = ROUTE_RULES.find((rule) => rule.name === 'city-business');
    expect(business?.category).toBe('commercial');
    expect(staticPageFileOf('/find-real-estate', '?siteCategory=luxury')).toBeNull();
    expect(staticPageFileOf('/find-real-estate', '?SITECATEGORY=luxury')).toBeNull();
    expect(staticPageFileOf('/find-real-estate', '?siteCategory=')).toBe('/first-paint/listings.en.residential.html');
    expect(staticPageFileOf('/no-such-page', '')).toBeNull();
    expect(staticPageFileOf('/500', '')).toBeNull();
  });
});
