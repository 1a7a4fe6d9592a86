import { baseApi } from '@/api/base-api';
import type { EnhancedContent, ListingDetail, ListingSummary } from '@/api/contract/listings';
import { API } from '@/api/contract/paths';

const { backend, resource } = API.listings;

/** One listing's data: the card preview, the detail page, its enhanced content and page views. */
export const listingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listingPreviews: build.query<ListingSummary[], string[]>({
      query: (ids) => ({ backend, resource, path: `previews/${ids.map(encodeURIComponent).join(',')}` }),
      transformResponse: (data: { result: ListingSummary[] }) => data.result,
    }),
    listingDetail: build.query<ListingDetail, string>({
      query: (listingId) => ({
        backend: API.properties.backend,
        resource: API.properties.resource,
        path: encodeURIComponent(listingId),
      }),
      transformResponse: (data: { result: ListingDetail }) => data.result,
    }),
    enhancedContent: build.query<EnhancedContent, string>({
      query: (listingId) => ({
        backend: API.enhancedContent.backend,
        resource: API.enhancedContent.resource,
        path: encodeURIComponent(listingId),
      }),
      transformResponse: (data: { result: EnhancedContent }) => data.result,
    }),
    addPageView: build.mutation<{ listingId: string; pageViews: number }, string>({
      query: (listingId) => ({ backend, resource, path: 'addPageView', method: 'POST', body: { listingId } }),
      transformResponse: (data: { result: { listingId: string; pageViews: number } }) => data.result,
    }),
  }),
});
