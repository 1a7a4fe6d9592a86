import { baseApi } from '@/api/base-api';
import type { SuggestionsResponse } from '@/api/contract/listings';
import { API } from '@/api/contract/paths';
import type { SiteCategory } from '@/domain/site';

/**
 * What the search box asks while the visitor types, on every page; kept apart from the result searches
 * (search-endpoints.ts), which only results pages load.
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
  }),
});
