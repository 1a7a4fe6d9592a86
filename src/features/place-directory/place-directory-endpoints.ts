import { baseApi } from '@/api/base-api';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';
import type { PlaceDirectory, PlaceDirectoryKind } from '@/api/contract/place-directory';

/** The directory pages' places (spec §2.2): provinces, their cities or neighbourhoods and what each has. */
export const placeDirectoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeDirectory: build.query<PlaceDirectory, PlaceDirectoryKind>({
      query: (kind) => ({ ...API.placeDirectory, params: { kind } }),
      transformResponse: (data: ResultOf<PlaceDirectory>) => data.result,
    }),
  }),
});
