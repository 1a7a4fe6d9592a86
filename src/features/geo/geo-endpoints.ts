import { baseApi } from '@/api/base-api';
import type { GeocodeResult, PlacePrediction, PlacesResponse } from '@/api/contract/places';
import { API } from '@/api/contract/paths';

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    geocode: build.query<GeocodeResult, string>({
      query: (address) => ({ ...API.geocode, params: { address } }),
    }),
    placeAutocomplete: build.query<PlacePrediction[], string>({
      // Spec §5: text starting with a digit is an address, never a place; no call is made for it.
      queryFn: async (text, _api, _extra, baseQuery) => {
        if (/^\s*\d/.test(text) || text.trim() === '') return { data: [] };
        const answer = await baseQuery({ ...API.places, params: { text } });
        // Spec §8: a failed place look-up silently gives an empty list.
        if (answer.error) return { data: [] };
        return { data: (answer.data as PlacesResponse).predictions };
      },
    }),
  }),
});
