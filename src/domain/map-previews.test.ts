import { describe, expect, it } from 'vitest';
import { parseMapPreview, parseMapPreviews, parseMapResults, toListingPreview } from './map-previews';

describe('map previews', () => {
  it('parses lat;lng;listingId;price;date;pricePerSqft', () => {
    expect(parseMapPreview('43.65;-79.38;wp_id1-lst;899000;2025-06-01;650.5')).toEqual({
      lat: 43.65,
      lng: -79.38,
      listingId: 'wp_id1-lst',
      listPrice: 899000,
      listingDate: '2025-06-01',
      pricePerSqft: 650.5,
      detailUrl: '',
      listingTypeId: null,
    });
    // Our extension: the listing's type after the detail URL.
    expect(parseMapPreview('43.65;-79.38;wp_id1-lst;899000;2025-06-01;650.5;;160')?.listingTypeId).toBe(160);
  });

  it('keeps only entries with more than 5 parts', () => {
    expect(parseMapPreview('43.65;-79.38;wp_id1-lst;899000;2025-06-01')).toBeNull();
    expect(parseMapPreview('43.65;-79.38;wp_id1-lst;899000;2025-06-01;')).not.toBeNull();
    expect(
      parseMapPreviews(['1;2;a;3;2025-01-01;4', '1;2;b;3;2025-01-01', 42, '5;6;c;;;']).map((p) => p.listingId),
    ).toEqual(['a', 'c']);
  });

  it('empty price fields become null, unplaceable entries are dropped', () => {
    expect(parseMapPreview('5;6;c;;;')).toMatchObject({ listPrice: null, listingDate: null, pricePerSqft: null });
    expect(parseMapPreview('x;6;c;1;2;3')).toBeNull();
    expect(parseMapPreview('5;6;;1;2;3')).toBeNull();
  });

  it('normalises a detail URL given as seventh part or on a preview object', () => {
    expect(parseMapPreview('1;2;a;3;d;4;/ON/Toronto-Real-Estate/A-wp_id1-LST#details')?.detailUrl).toBe(
      '/on/toronto-real-estate/a-wp_id1-lst',
    );
    expect(toListingPreview({ listingId: 'a', lat: 1, lng: 2, listPrice: '100', detailUrl: '/ON/X/' })).toEqual({
      listingId: 'a',
      lat: 1,
      lng: 2,
      listPrice: 100,
      listingDate: null,
      pricePerSqft: null,
      detailUrl: '/on/x',
      listingTypeId: null,
    });
    expect(toListingPreview({ lat: 1, lng: 2 })).toBeNull();
  });

  it('result envelope carries results, totalHits, complianceData, aggregateData', () => {
    const result = parseMapResults({
      results: ['1;2;a;3;2025-01-01;4', 'bad'],
      totalHits: 2,
      complianceData: { board: 'TRREB' },
    });
    expect(result).toEqual({
      results: [expect.objectContaining({ listingId: 'a' })],
      totalHits: 2,
      complianceData: { board: 'TRREB' },
      aggregateData: null,
    });
    expect(parseMapResults({}).totalHits).toBe(0);
  });
});
