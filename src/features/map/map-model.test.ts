// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ListingPreview } from '@/domain/map-previews';
import type { Bounds } from '@/domain/geometry';
import { clusterSize, previewsInBounds, zoomForPlace } from './map-model';

const preview = (id: string, lat: number, lng: number): ListingPreview => ({
  listingId: id,
  detailUrl: '',
  lat,
  lng,
  listPrice: 500_000,
  listingDate: null,
  pricePerSqft: null,
});

const TORONTO: Bounds = { north: 43.9, east: -79.1, south: 43.5, west: -79.7 };

describe('zoomForPlace (spec §9 pin zoom rules)', () => {
  it('uses the most precise place type', () => {
    expect(zoomForPlace(['establishment', 'point_of_interest'])).toBe(16);
    expect(zoomForPlace(['neighborhood', 'political'])).toBe(12);
    expect(zoomForPlace(['neighbourhood'])).toBe(12);
    expect(zoomForPlace(['sublocality', 'sublocality_level_1'])).toBe(10);
    expect(zoomForPlace(['locality', 'political'])).toBe(9);
    expect(zoomForPlace(['locality', 'neighborhood'])).toBe(12);
  });

  it("prefers a named place's own default", () => {
    expect(zoomForPlace(['locality'], 'calgary')).toBe(11);
    expect(zoomForPlace(['natural_feature'], 'georgian-bay')).toBe(9);
    expect(zoomForPlace(['administrative_area_level_1'], 'NL')).toBe(5);
    expect(zoomForPlace(['locality'], 'toronto')).toBe(9);
  });

  it('is null when no rule applies', () => {
    expect(zoomForPlace([])).toBeNull();
    expect(zoomForPlace(['country', 'political'])).toBeNull();
  });
});

describe('previewsInBounds (the list beside the map)', () => {
  it('lists the first ones in order and counts them all', () => {
    const previews = [
      preview('a', 43.7, -79.4),
      preview('montreal', 45.5, -73.6),
      preview('b', 43.6, -79.5),
      preview('c', 43.8, -79.3),
    ];
    expect(previewsInBounds(previews, TORONTO, 2)).toEqual({ items: [previews[0], previews[2]], total: 3 });
    expect(previewsInBounds(previews, TORONTO).items.map((p) => p.listingId)).toEqual(['a', 'b', 'c']);
  });

  it('caps the list at 100 by default', () => {
    const many = Array.from({ length: 250 }, (_, i) => preview(String(i), 43.7, -79.4));
    const result = previewsInBounds(many, TORONTO);
    expect(result.items).toHaveLength(100);
    expect(result.total).toBe(250);
  });

  it('is empty before the map knows its bounds', () => {
    expect(previewsInBounds([preview('a', 43.7, -79.4)], null)).toEqual({ items: [], total: 0 });
  });
});

describe('clusterSize', () => {
  it('never goes below the 44 px touch target and grows with the count', () => {
    const sizes = [2, 9, 10, 99, 100, 999, 1000, 10_000].map(clusterSize);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });
});
