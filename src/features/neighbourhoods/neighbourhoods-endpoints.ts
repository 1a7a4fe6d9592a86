import { baseApi } from '@/api/base-api';
import type {
  CityDemographics,
  Demographics,
  GeoStats,
  InternalLink,
  Neighbourhood,
  NeighbourhoodLink,
  PoiCategory,
  PointOfInterest,
} from '@/api/contract/places';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';

export type { CityDemographics, Demographics, GeoStats, Neighbourhood, NeighbourhoodLink, PointOfInterest };

export const neighbourhoodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    neighbourhoods: build.query<NeighbourhoodLink[], { province?: string; city?: string }>({
      query: (params) => ({ ...API.neighbourhoods, params }),
      transformResponse: (data: ResultOf<NeighbourhoodLink[]>) => data.result,
    }),
    neighbourhood: build.query<Neighbourhood, string>({
      query: (id) => ({ ...API.neighbourhoods, path: encodeURIComponent(id) }),
      transformResponse: (data: ResultOf<Neighbourhood>) => data.result,
    }),
    demographics: build.query<Demographics, string>({
      query: (id) => ({ ...API.demographics, path: encodeURIComponent(id) }),
      transformResponse: (data: ResultOf<Demographics>) => data.result,
    }),
    /** Ours: a city's demographics (its neighbourhoods' weighted by population), city by name or slug. */
    cityDemographics: build.query<CityDemographics, { province: string; city: string }>({
      query: (params) => ({ ...API.demographics, path: 'city', params }),
      transformResponse: (data: ResultOf<CityDemographics>) => data.result,
    }),
    pointsOfInterest: build.query<
      PointOfInterest[],
      { lat: number; lng: number; radius?: number; categories?: PoiCategory[] }
    >({
      query: ({ categories, ...params }) => ({ ...API.poi, params: { ...params, categories: categories?.join(',') } }),
      transformResponse: (data: ResultOf<PointOfInterest[]>) => data.result,
    }),
    schools: build.query<PointOfInterest[], { lat: number; lng: number; radius?: number }>({
      query: (params) => ({ ...API.schools, params }),
      transformResponse: (data: ResultOf<PointOfInterest[]>) => data.result,
    }),
    geoStats: build.query<GeoStats, { province: string; city?: string }>({
      query: (params) => ({ ...API.geoStats, params }),
      transformResponse: (data: ResultOf<GeoStats>) => data.result,
    }),
    internalLinks: build.query<InternalLink[], { province?: string }>({
      query: (params) => ({ ...API.internalLinks, params }),
      transformResponse: (data: ResultOf<InternalLink[]>) => data.result,
    }),
  }),
});
