import { geoApi } from '@/features/geo/geo-api';
import type { LatLng } from '@/domain/geometry';
import { PROVINCE_MAP_VIEWS, toProvinceCode } from '@/domain/provinces';
import { placeFromSlug } from '@/routing/page-titles';
import { CANADA_ZOOM } from '@/features/map/LazyResultsMap';

export interface SearchCentre {
  /** Where the page's place is, once known; null for Canada as a whole. */
  centre: LatLng | null;
  zoom: number;
  /** The place is still being geocoded. */
  pending: boolean;
  /** The geocoder's name for the place (accents and all), when it has one. */
  name: string | undefined;
}

/** The centre and zoom of a results page's place: a city or neighbourhood geocoded, a province's view. */
export function useSearchCentre(params: Readonly<Record<string, string>>): SearchCentre {
  const province = toProvinceCode(params.province);
  const placeName = params.city ? placeFromSlug(params.city) : params.place ? placeFromSlug(params.place) : null;
  const geocode = geoApi.useGeocodeQuery(placeName && province ? `${placeName}, ${province}` : '', {
    skip: !placeName || !province,
  });
  if (placeName && province) {
    const place = geocode.data?.result;
    if (place)
      return { centre: { lat: place.lat, lng: place.lng }, zoom: place.zoom, pending: false, name: place.name };
    if (geocode.isLoading || geocode.isFetching) return { centre: null, zoom: 0, pending: true, name: undefined };
  }
  const view = province ? PROVINCE_MAP_VIEWS[province] : undefined;
  if (view) return { centre: { lat: view.lat, lng: view.lng }, zoom: view.zoom, pending: false, name: undefined };
  return { centre: null, zoom: CANADA_ZOOM, pending: false, name: undefined };
}
