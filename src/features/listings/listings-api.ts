import { baseApi } from '@/api/base-api';
import type {
  CityListingsResponse,
  DistanceSearchParams,
  EnhancedContent,
  GallerySearchParams,
  LatestListingsBody,
  ListingDetail,
  ListingSummary,
  ListingsResponse,
  MapSearchParams,
  MapSearchResponse,
  SearchEnvelope,
  SuggestionsResponse,
  TextSearchParams,
} from '@/api/contract/listings';
import { API } from '@/api/contract/paths';
import type { BackendFilters } from '@/domain/filters';
import { parseMapResults, type ListingPreview, type SearchResultEnvelope } from '@/domain/map-previews';
import { HEADER_SEARCH_SORT, SUGGESTIONS_PAGE_SIZE } from '@/domain/sorting';
import type { SiteCategory } from '@/domain/site';

const { backend, resource } = API.listings;

/** Map and gallery searches send the bounds as `north,east,south,west` and the filters as JSON. */
export function boundsParam(bounds: { north: number; east: number; south: number; west: number }): string {
  return [bounds.north, bounds.east, bounds.south, bounds.west].join(',');
}
export function filtersParam(filters: BackendFilters | Record<string, BackendFilters[string] | string>): string {
  return JSON.stringify(filters);
}

export interface HeaderSearchArgs {
  text: string;
  siteCategory: SiteCategory;
}

export const listingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mapSearch: build.query<SearchResultEnvelope<ListingPreview>, MapSearchParams>({
      query: (params) => ({ backend, resource, path: 'active', params: { ...params } }),
      transformResponse: (data: MapSearchResponse) => parseMapResults(data.result),
    }),
    gallerySearch: build.query<SearchEnvelope<ListingSummary>, GallerySearchParams>({
      query: (params) => ({ backend, resource, path: 'gallery', params: { ...params } }),
      transformResponse: (data: ListingsResponse) => data.result,
    }),
    distanceSearch: build.query<SearchEnvelope<ListingSummary & { distanceMetres: number }>, DistanceSearchParams>({
      query: (params) => ({ backend, resource, path: 'distance', params: { sortByProximity: 'asc', ...params } }),
      transformResponse: (data: { result: SearchEnvelope<ListingSummary & { distanceMetres: number }> }) => data.result,
    }),
    listingPreviews: build.query<ListingSummary[], string[]>({
      query: (ids) => ({ backend, resource, path: `previews/${ids.map(encodeURIComponent).join(',')}` }),
      transformResponse: (data: { result: ListingSummary[] }) => data.result,
    }),
    textSearch: build.query<SearchEnvelope<ListingSummary>, TextSearchParams>({
      query: (params) => ({ backend, resource, path: 'search', params: { ...params } }),
      transformResponse: (data: ListingsResponse) => data.result,
    }),
    /** Spec §7.3 header search: page 0, size 5, score high to low, the category's own listings. */
    headerSearch: build.query<ListingSummary[], HeaderSearchArgs>({
      query: ({ text, siteCategory }) => ({
        backend,
        resource,
        path: 'search',
        params: {
          text,
          page: 0,
          size: SUGGESTIONS_PAGE_SIZE,
          sort: HEADER_SEARCH_SORT,
          filters: JSON.stringify(
            siteCategory === 'commercial'
              ? { commercialOnly: true }
              : siteCategory === 'luxury'
                ? { luxuryOnly: true }
                : {},
          ),
        },
      }),
      transformResponse: (data: ListingsResponse) => data.result.results,
    }),
    cityListings: build.query<
      CityListingsResponse['result'],
      { province: string; city: string; from?: number; size?: number; sort?: number; filters?: string }
    >({
      query: ({ province, city, ...params }) => ({
        backend,
        resource,
        path: `ca/${province.toLowerCase()}/${city}`,
        params,
      }),
      transformResponse: (data: CityListingsResponse) => data.result,
    }),
    latestListings: build.query<LatestListingsBody['listings'], { type: 'sale' | 'rent'; count?: number }>({
      // Spec §7.1: a `latest` path answers the body itself, with no data envelope.
      query: (params) => ({ backend, resource, path: 'latest', params }),
      transformResponse: (body: LatestListingsBody) => body.listings,
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
    suggestions: build.query<
      SuggestionsResponse['result'],
      { text: string; siteCategory?: SiteCategory; size?: number }
    >({
      query: (params) => ({
        backend: API.suggestions.backend,
        resource: API.suggestions.resource,
        params: { ...params },
      }),
      transformResponse: (data: SuggestionsResponse) => data.result,
    }),
    addPageView: build.mutation<{ listingId: string; pageViews: number }, string>({
      query: (listingId) => ({ backend, resource, path: 'addPageView', method: 'POST', body: { listingId } }),
      transformResponse: (data: { result: { listingId: string; pageViews: number } }) => data.result,
    }),
  }),
});
