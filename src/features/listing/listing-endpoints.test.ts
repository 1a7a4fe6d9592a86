// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { normaliseListingUrl } from '@/domain/identifiers';
import { searchApi } from '@/features/search/search-endpoints';
import { listingApi } from './listing-endpoints';

const failure = (error: unknown) => error as QueryError;

describe('one listing’s calls (spec §7.3) against the demo API', () => {
  it('gives previews, detail, enhanced content and page views for listing ids', async () => {
    const store = makeStore();
    const page = await store.dispatch(searchApi.endpoints.gallerySearch.initiate({ size: 3 })).unwrap();
    const ids = page.results.map((l) => l.listingId);
    const previews = await store
      .dispatch(listingApi.endpoints.listingPreviews.initiate([...ids, 'missing-wp_id0-lst']))
      .unwrap();
    expect(previews.map((p) => p.listingId)).toEqual(ids);
    const detail = await store.dispatch(listingApi.endpoints.listingDetail.initiate(ids[0]!)).unwrap();
    expect(detail).toMatchObject({
      listingId: ids[0],
      agent: { personifyId: expect.stringMatching(/-ag$/) as unknown },
      officeId: expect.stringMatching(/-br$/) as unknown,
    });
    expect(normaliseListingUrl(detail.detailUrl)).toBe(detail.detailUrl);
    expect(detail.detailUrl).toMatch(
      new RegExp(`^/${detail.province!.toLowerCase()}/[a-z0-9-]+-real-estate/${ids[0]}$`),
    );
    expect(detail.photos!.length).toBeGreaterThanOrEqual(2);
    expect(detail.description!.length).toBeGreaterThan(40);
    await store.dispatch(listingApi.endpoints.enhancedContent.initiate(ids[0]!)).unwrap();
    const views = await store.dispatch(listingApi.endpoints.addPageView.initiate(ids[0]!)).unwrap();
    expect(views.pageViews).toBe(1);
    const missing = await store.dispatch(listingApi.endpoints.listingDetail.initiate('nope-wp_id1-lst'));
    expect(failure(missing.error).status).toBe(404);
  });
});
