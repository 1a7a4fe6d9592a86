import { baseApi } from '@/api/base-api';
import type {
  CityListingsResponse,
  DistanceSearchParams,
  GallerySearchParams,
  LatestListingsBody,
  ListingSummary,
  ListingsResponse,
  MapSearchParams,
  MapSearchResponse,
  SearchEnvelope,
  TextSearchParams,
} from '@/api/contract/listings';
import { API } from '@/api/contract/paths';
import type { BackendFilters } from '@/domain/filters';
import { parseMapResults, type ListingPreview, type SearchResultEnvelope } from '@/domain/map-previews';

const { backend, resource } = API.listings;

/** Map and gallery searches send the filters as JSON (and the bounds as `formatBounds` writes them). */
export function filtersParam(filters: BackendFilters | Record<string, BackendFilters[string] | string>): string {
  return JSON.stringify(filters);
}

/** Result searches: the map and gallery results, nearby listings, text and city searches, sitemaps. */
export const searchApi = baseApi.injectEndpoints({
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
    textSearch: build.query<SearchEnvelope<ListingSummary>, TextSearchParams>({
      query: (params) => ({ backend, resource, path: 'search', params: { ...params } }),
      transformResponse: (data: ListingsResponse) => data.result,
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
  }),
});
