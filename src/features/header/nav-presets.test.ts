import { describe, expect, it } from 'vitest';
import { filtersFromQuery, filtersToQuery } from '@/domain/filters';
import { SITE_CATEGORIES } from '@/domain/site';
import { resolveRoute } from '@/routing/resolve';
import { navMenus, presetUrl, type SearchPresetId } from './nav-presets';

/** The page a preset lands on, and the filters its URL carries. */
function landing(url: string) {
  const parsed = new URL(url, 'https://foyer.example');
  const route = resolveRoute(parsed.pathname, parsed.search);
  const query = new URLSearchParams(parsed.search);
  const reserved = { nearMe: query.get('nearMe'), zoom: query.get('zoom') };
  query.delete('nearMe');
  query.delete('zoom');
  return { route, filters: filtersFromQuery(query), reserved, pathname: parsed.pathname };
}

describe('header presets (spec §2.5)', () => {
  const cases: [SearchPresetId, object][] = [
    ['upgrade', { bedsMin: 3, bedsMax: 5, sqftMin: 1000 }],
    ['right-sizing', { bedsMin: 2, bedsMax: 3, sqftMin: 1000 }],
    ['first-home', { townhouse: true, condo: true, bedsMin: 2, bedsMax: 2 }],
    ['moving', { bedsMin: 3, bedsMax: 3 }],
    ['new-listings', { updatedInLastNumDays: 7 }],
    ['lease', { commercialLease: true }],
    ['office', { businessTypeSet: ['Office', 'Professional'] }],
    ['industrial', { businessTypeSet: ['Industrial', 'Automotive', 'Transportation', 'Warehouse'] }],
    ['luxury-condos', { condo: true }],
  ];

  it.each(cases)('%s builds a listings URL whose filters are the preset', (id, expected) => {
    for (const locale of ['en', 'fr'] as const) {
      const { route, filters } = landing(presetUrl(id, locale, 'residential'));
      expect(route.status).toBe(200);
      expect(route.page).toBe('listings');
      expect(route.locale).toBe(locale);
      expect(filters).toEqual(expected);
      // Written as the results page writes its own filters, so a preset and the same search built by
      // hand are one URL.
      const query = new URL(presetUrl(id, locale, 'residential'), 'https://foyer.example').searchParams;
      query.delete('nearMe');
      query.delete('zoom');
      expect(query.toString()).toBe(filtersToQuery(filters).toString());
    }
  });

  it('searches new listings around the visitor at zoom 10', () => {
    const { reserved, pathname } = landing(presetUrl('new-listings', 'en', 'residential'));
    expect(pathname).toBe('/find-real-estate');
    expect(reserved).toEqual({ nearMe: 'true', zoom: '10' });
  });

  it('keeps the header category, except presets that belong to one', () => {
    expect(landing(presetUrl('upgrade', 'fr', 'luxury')).pathname).toBe('/fr/luxury/find-real-estate');
    expect(landing(presetUrl('upgrade', 'en', 'luxury')).route.category).toBe('luxury');
    expect(landing(presetUrl('luxury-condos', 'en', 'residential')).route.category).toBe('luxury');
    expect(landing(presetUrl('lease', 'en', 'residential')).route.category).toBe('commercial');
    expect(landing(presetUrl('industrial', 'fr', 'commercial')).pathname).toBe('/fr/commercial/find-real-estate');
  });

  it('gives every category Buy and Sell menus, and News to residential only', () => {
    for (const category of SITE_CATEGORIES) {
      const menus = navMenus('en', category);
      expect(menus.buy.length).toBeGreaterThanOrEqual(4);
      expect(menus.sell.length).toBeGreaterThanOrEqual(3);
      expect(menus.news === null).toBe(category !== 'residential');
    }
    expect(navMenus('en', 'commercial').buy.map((item) => item.id)).toEqual(
      expect.arrayContaining(['lease', 'office', 'industrial']),
    );
  });

  it('links every internal item to a page that exists, in the same language', () => {
    for (const category of SITE_CATEGORIES) {
      for (const locale of ['en', 'fr'] as const) {
        const menus = navMenus(locale, category);
        for (const item of [...menus.buy, ...menus.sell, ...(menus.news ?? [])]) {
          if (item.external) {
            expect(item.href).toMatch(/^https:\/\//);
            expect(item.href).toContain(`/${locale}`);
            continue;
          }
          const route = resolveRoute(new URL(item.href, 'https://foyer.example').pathname);
          expect(route.status, item.href).toBe(200);
          expect(route.locale, item.href).toBe(locale);
        }
      }
    }
  });

  it('points agents and offices to their pages in the header category', () => {
    const sell = navMenus('fr', 'commercial').sell;
    expect(sell.find((item) => item.id === 'agents')?.href).toBe('/fr/commercial/agents');
    expect(sell.find((item) => item.id === 'offices')?.href).toBe('/fr/commercial/offices');
  });
});
