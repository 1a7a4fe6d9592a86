import { baseApi } from '@/api/base-api';
import type { ListingSummary, ListingsResponse, SuggestionsResponse } from '@/api/contract/listings';
import { API } from '@/api/contract/paths';
import { HEADER_SEARCH_SORT, SUGGESTIONS_PAGE_SIZE } from '@/domain/sorting';
import type { SiteCategory } from '@/domain/site';

export interface HeaderSearchArgs {
  text: string;
  siteCategory: SiteCategory;
}

/**
 * What the search box asks while the visitor types, on every page; kept apart from the result searches
 * (search-api.ts), which only results pages load.
 */
export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** Spec §7.3 header search: page 0, size 5, score high to low, the category's own listings. */
    headerSearch: build.query<ListingSummary[], HeaderSearchArgs>({
      query: ({ text, siteCategory }) => ({
        ...API.listings,
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
  }),
});
