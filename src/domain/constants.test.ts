import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_LOCALE,
  LOCALES,
  MAP_CLUSTER_RADIUS,
  MAP_DEFAULT_CENTRE,
  MAP_MAX_ZOOM,
  MAP_TILE_SIZE,
  NEW_LISTINGS_DAYS,
  NEW_LISTINGS_ZOOM,
  PASSWORD_MIN_LENGTH,
  PIN_ZOOM_BY_PLACE_TYPE,
  PLACE_ZOOM_DEFAULTS,
  QUERY_PARAMS,
  REMEMBER_COOKIE_MAX_AGE_S,
  SAVE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  SITEMAP_LISTING_COUNT,
  SNACKBAR_AUTO_HIDE_MS,
  isLocale,
  pinZoomForPlaceTypes,
  retryDelayMs,
} from './constants';

describe('constants (spec §9)', () => {
  it('locales', () => {
    expect(LOCALES).toEqual(['en', 'fr']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });

  it('breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 0, tablet: 768, laptop: 1280, desktop: 1440, wide: 1600 });
  });

  it('timings', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    expect(SAVE_DEBOUNCE_MS).toBe(500);
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(3000);
    expect(REMEMBER_COOKIE_MAX_AGE_S).toBe(2592000);
    expect(REMEMBER_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(SITEMAP_LISTING_COUNT).toBe(900);
    expect(QUERY_PARAMS).toEqual({
      view: 'view',
      pageNumber: 'pageNumber',
      sort: 'sort',
      siteCategory: 'siteCategory',
    });
  });

  it('map', () => {
    expect(MAP_CLUSTER_RADIUS).toBe(84);
    expect(MAP_MAX_ZOOM).toBe(22);
    expect(MAP_TILE_SIZE).toBe(256);
    expect(MAP_DEFAULT_CENTRE).toEqual({ lat: 56.120483, lng: -95.226929 });
    expect(NEW_LISTINGS_DAYS).toBe(7);
    expect(NEW_LISTINGS_ZOOM).toBe(10);
    expect(PLACE_ZOOM_DEFAULTS).toMatchObject({ calgary: 11, 'georgian-bay': 9, nl: 5 });
  });

  it('pin zoom rules: establishment 16, neighbourhood 12, sublocality 10, locality 9', () => {
    expect(PIN_ZOOM_BY_PLACE_TYPE).toEqual({
      establishment: 16,
      neighborhood: 12,
      sublocality: 10,
      locality: 9,
    });
    expect(pinZoomForPlaceTypes(['locality', 'political'])).toBe(9);
    expect(pinZoomForPlaceTypes(['neighbourhood'])).toBe(12);
    expect(pinZoomForPlaceTypes(['sublocality', 'locality'])).toBe(10);
    expect(pinZoomForPlaceTypes(['establishment', 'point_of_interest'])).toBe(16);
    expect(pinZoomForPlaceTypes(['route'])).toBeNull();
  });

  it('retry delay doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
