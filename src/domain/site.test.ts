import { describe, expect, it } from 'vitest';
import {
  LISTING_TO_SITE_CATEGORY,
  SITE_TO_LISTING_CATEGORY,
  TAKEOVER_END,
  TAKEOVER_START,
  headerTextSetPrefix,
  isTakeoverActive,
  pageTypeLabel,
  siteCategoryFromLocation,
} from './site';

describe('site category', () => {
  it('comes from the path: /commercial, /luxury, else residential', () => {
    expect(siteCategoryFromLocation('/commercial')).toBe('commercial');
    expect(siteCategoryFromLocation('/commercial/find-real-estate')).toBe('commercial');
    expect(siteCategoryFromLocation('/fr/luxury/on')).toBe('luxury');
    expect(siteCategoryFromLocation('/on/toronto-real-estate')).toBe('residential');
    expect(siteCategoryFromLocation('/')).toBe('residential');
  });

  it('the siteCategory query wins over the path', () => {
    expect(siteCategoryFromLocation('/commercial', new URLSearchParams('siteCategory=luxury'))).toBe('luxury');
    expect(siteCategoryFromLocation('/', { siteCategory: 'commercial' })).toBe('commercial');
    expect(siteCategoryFromLocation('/', { siteCategory: 'collection' })).toBe('luxury');
    expect(siteCategoryFromLocation('/luxury', { siteCategory: 'bogus' })).toBe('luxury');
  });

  it('maps luxury to the listing category collection and back', () => {
    expect(SITE_TO_LISTING_CATEGORY).toEqual({
      residential: 'residential',
      luxury: 'collection',
      commercial: 'commercial',
    });
    expect(LISTING_TO_SITE_CATEGORY.collection).toBe('luxury');
  });

  it('header text set prefix', () => {
    expect(headerTextSetPrefix('commercial')).toBe('commercial-');
    expect(headerTextSetPrefix('luxury')).toBe('luxury-');
    expect(headerTextSetPrefix('residential')).toBe('');
  });
});

describe('page-type labels (spec §2.4)', () => {
  const label = (path: string) => pageTypeLabel(path, { brandShortName: 'foyer' });

  it('listing pages', () => {
    for (const path of [
      '/commercial',
      '/luxury',
      '/find-real-estate',
      '/real-estate-listings-in-canada',
      '/real-estate-rentals-canada',
      '/neighbourhoods-in-canada',
      '/homes-for-rent',
      '/home-details',
      '/open-houses',
      '/on/toronto-real-estate',
      '/fr/qc/montreal-real-estate/',
    ]) {
      expect(label(path), path).toBe('listing');
    }
  });

  it('profile pages use the brand short name', () => {
    expect(label('/my-foyer')).toBe('profile');
    expect(label('/luxury/my-foyer')).toBe('profile');
    expect(pageTypeLabel('/my-foyer', { brandShortName: 'other' })).toBe('resource');
  });

  it('agent and office pages', () => {
    expect(label('/real-estate-agents-in-canada')).toBe('agent');
    expect(label('/on/toronto-real-estate-agents')).toBe('agent');
    expect(label('/find-agent-or-office/agent')).toBe('agent-office');
  });

  it('entity suffixes: -ag agent profile, -br broker profile, -lst listing details', () => {
    expect(label('/on/jane-doe-ag')).toBe('agent-profile');
    expect(label('/on/foyer-downtown-br')).toBe('broker-profile');
    expect(label('/on/toronto-real-estate/12-main-st-wp_id123-lst')).toBe('listing-details');
    expect(label('/commercial/on/toronto-real-estate/1-bay-st-wp_id9-lst?x=1')).toBe('listing-details');
  });

  it('homepage and resources', () => {
    expect(label('/')).toBe('homepage');
    expect(label('/fr')).toBe('homepage');
    expect(label('/fr/')).toBe('homepage');
    expect(label('/privacy-notice')).toBe('resource');
    expect(label('/mortgage-calculator')).toBe('resource');
  });

  it('the blog host counts as resource pages', () => {
    expect(pageTypeLabel('/', { brandShortName: 'foyer', host: 'Blog.foyer.ca', blogHost: 'blog.foyer.ca' })).toBe(
      'resource',
    );
    expect(pageTypeLabel('/', { brandShortName: 'foyer', host: 'www.foyer.ca', blogHost: 'blog.foyer.ca' })).toBe(
      'homepage',
    );
  });
});

describe('takeover', () => {
  it('window is 2025-03-10 to 2025-04-15', () => {
    expect(TAKEOVER_START).toBe('2025-03-10');
    expect(TAKEOVER_END).toBe('2025-04-15');
  });

  it('is active on both end days, inclusive, and not just outside', () => {
    expect(isTakeoverActive(new Date(2025, 2, 9, 23, 59, 59))).toBe(false);
    expect(isTakeoverActive(new Date(2025, 2, 10, 0, 0, 0))).toBe(true);
    expect(isTakeoverActive(new Date(2025, 3, 1, 12))).toBe(true);
    expect(isTakeoverActive(new Date(2025, 3, 15, 23, 59, 59))).toBe(true);
    expect(isTakeoverActive(new Date(2025, 3, 16, 0, 0, 0))).toBe(false);
    expect(isTakeoverActive(new Date(2026, 2, 20))).toBe(false);
  });

  it('a build flag disables it', () => {
    expect(isTakeoverActive(new Date(2025, 3, 1), true)).toBe(false);
    expect(isTakeoverActive(new Date(Number.NaN))).toBe(false);
  });

  it('takes a configured window, both ends included', () => {
    const may = { startDate: '2026-05-01', endDate: '2026-05-31' };
    expect(isTakeoverActive(new Date(2026, 3, 30, 23, 59), false, may)).toBe(false);
    expect(isTakeoverActive(new Date(2026, 4, 1), false, may)).toBe(true);
    expect(isTakeoverActive(new Date(2026, 4, 31, 23, 59), false, may)).toBe(true);
    expect(isTakeoverActive(new Date(2026, 5, 1), false, may)).toBe(false);
    expect(isTakeoverActive(new Date(2025, 2, 20), false, may)).toBe(false);
    expect(isTakeoverActive(new Date(2026, 4, 15), true, may)).toBe(false);
  });
});
