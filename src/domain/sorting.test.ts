import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  DEFAULT_VIEW,
  GALLERY_PAGE_SIZE,
  MAP_PAGE_SIZE,
  MAX_TOTAL_RESULTS,
  SORT_OPTIONS,
  SUGGESTIONS_PAGE_SIZE,
  clampPage,
  pageCount,
  pageSizeForView,
  pagination,
  sortFromQuery,
  sortMessages,
  viewFromQuery,
} from './sorting';
import { AGENT_LISTING_SORTS, AGENT_SORTS } from './agent-sorting';

describe('sort options', () => {
  it('are 1..6 with keys and directions from spec §3', () => {
    expect(SORT_OPTIONS).toEqual({
      1: { key: 'listingDate', direction: 'desc' },
      2: { key: 'listingDate', direction: 'asc' },
      3: { key: 'price', direction: 'asc' },
      4: { key: 'price', direction: 'desc' },
      5: { key: 'score', direction: 'asc' },
      6: { key: 'score', direction: 'desc' },
    });
    expect(sortMessages[1].defaultMessage).toBe('Newest');
    expect(sortMessages[4].defaultMessage).toBe('Price (High to Low)');
  });

  it('sort query parses 1..6 and falls back to newest', () => {
    expect(DEFAULT_SORT).toBe(1);
    expect(sortFromQuery('4')).toBe(4);
    expect(sortFromQuery(' 6 ')).toBe(6);
    for (const bad of ['0', '7', 'price', '2.5', '', null, undefined]) expect(sortFromQuery(bad)).toBe(1);
  });

  it('agent sorts and agent listing sorts', () => {
    expect(Object.keys(AGENT_SORTS)).toEqual([
      'none',
      'lastNameAsc',
      'lastNameDesc',
      'experienceAsc',
      'experienceDesc',
    ]);
    expect(AGENT_SORTS.lastNameDesc).toEqual({ key: 'lastName', direction: 'desc' });
    expect(Object.keys(AGENT_LISTING_SORTS)).toEqual([
      'newest',
      'highestPrice',
      'lowestPrice',
      'bedrooms',
      'bathrooms',
      'yearBuiltNewest',
      'yearBuiltOldest',
      'largestSqft',
    ]);
    expect(AGENT_LISTING_SORTS.yearBuiltOldest).toEqual({ key: 'yearBuilt', direction: 'asc' });
  });
});

describe('views', () => {
  it('gallery is the default; map and gallery parse', () => {
    expect(DEFAULT_VIEW).toBe('gallery');
    expect(viewFromQuery('map')).toBe('map');
    expect(viewFromQuery('MAP')).toBe('map');
    expect(viewFromQuery('list')).toBe('gallery');
    expect(viewFromQuery(null)).toBe('gallery');
  });
});

describe('paging', () => {
  it('constants from spec §9', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(SUGGESTIONS_PAGE_SIZE).toBe(5);
    expect(MAP_PAGE_SIZE).toBe(20);
    expect(GALLERY_PAGE_SIZE).toBe(12);
    expect(MAX_TOTAL_RESULTS).toBe(10000);
    expect(pageSizeForView('map')).toBe(20);
    expect(pageSizeForView('gallery')).toBe(12);
  });

  it('clamps to 0..last page', () => {
    expect(clampPage(-3, 100, 10)).toBe(0);
    expect(clampPage(5, 100, 10)).toBe(5);
    expect(clampPage(10, 100, 10)).toBe(9);
    expect(clampPage(99, 101, 10)).toBe(10);
    expect(clampPage(3, 0, 10)).toBe(0);
    expect(clampPage(Number.NaN, 100, 10)).toBe(0);
    expect(clampPage(2.7, 100, 10)).toBe(2);
  });

  it('never pages past the 10000th result', () => {
    expect(pageCount(50_000, 12)).toBe(834);
    expect(clampPage(5000, 50_000, 12)).toBe(833);
    expect(clampPage(5000, 50_000, 20)).toBe(499);
  });

  it('pagination gives offset and limit of the clamped page', () => {
    expect(pagination(3, 100, 12)).toEqual({ pageNumber: 3, limit: 12, offset: 36 });
    expect(pagination(30, 100, 12)).toEqual({ pageNumber: 8, limit: 12, offset: 96 });
  });

  it('the clamped page always exists and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        (index, total, size) => {
          const page = clampPage(index, total, size);
          expect(page).toBeGreaterThanOrEqual(0);
          expect(page * size).toBeLessThan(Math.max(size, Math.min(total, MAX_TOTAL_RESULTS)));
          expect(clampPage(page, total, size)).toBe(page);
        },
      ),
      { numRuns: 200 },
    );
  });
});
