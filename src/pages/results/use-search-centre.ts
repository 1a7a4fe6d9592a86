import { isNotFound } from '@/api/errors';
import { geoApi } from '@/features/geo/geo-endpoints';
import { neighbourhoodsApi } from '@/features/neighbourhoods/neighbourhoods-endpoints';
import { searchApi } from '@/features/search/search-endpoints';
import type { LatLng } from '@/domain/geometry';
import { placeSlug } from '@/domain/places';
import { PROVINCE_MAP_VIEWS, toProvinceCode } from '@/domain/provinces';
import { placeFromSlug } from '@/routing/page-titles';
import { CANADA_ZOOM } from '@/features/map/LazyResultsMap';

export interface SearchCentre {
  /** Where the page's place is, once known; null for Canada as a whole. */
  centre: LatLng | null;
  zoom: number;
  /** The place is still being looked up. */
  pending: boolean;
  /** The API's own name for the place (accents and all), once it answered: never words taken from the URL. */
  name: string | undefined;
  /** The API does not know the city or neighbourhood the URL names: the page is the 404 page. */
  missing: boolean;
  /** The place's own locale-free path, as the API gives it (a neighbourhood's `detailUrl`), when known. */
  canonicalPath?: string;
}

/** The zoom a neighbourhood's results open at (the geocoder's for a neighbourhood). */
export const NEIGHBOURHOOD_ZOOM = 14;

/**
 * The centre, zoom and name of a results page's place. A city is looked up by its slug (the listings API's
 * city search, which answers 404 for a city it does not know) and geocoded for its map centre (spec §7.3:
 * Halifax has a fixed one); a neighbourhood is looked up by the key its URL carries. A province has a fixed view.
 */
export function useSearchCentre(params: Readonly<Record<string, string>>): SearchCentre {
  const province = toProvinceCode(params.province);
  const city = province && params.city ? params.city : null;
  const placeKey = province && params.kind === 'neighbourhood' && params.placeKey ? params.placeKey : null;

  const cityLookup = searchApi.useCityListingsQuery(
    { province: province ?? '', city: city ?? '', size: 1 },
    { skip: !city },
  );
  const geocode = geoApi.useGeocodeQuery(city && province ? `${placeFromSlug(city)}, ${province}` : '', {
    skip: !city,
  });
  const neighbourhood = neighbourhoodsApi.useNeighbourhoodQuery(placeKey ?? '', { skip: !placeKey });

  if (city && province) {
    const known = cityLookup.data?.place;
    if (isNotFound(cityLookup.error)) return { centre: null, zoom: 0, pending: false, name: undefined, missing: true };
    if (cityLookup.isLoading || geocode.isLoading)
      return { centre: null, zoom: 0, pending: true, name: undefined, missing: false };
    const geocoded = geocode.data?.result;
    // The geocoder's centre when it found this very city (Halifax's fixed one), else the city's own.
    const centre =
      geocoded && placeSlug(geocoded.name) === city && geocoded.province === province
        ? { centre: { lat: geocoded.lat, lng: geocoded.lng }, zoom: geocoded.zoom }
        : known
          ? { centre: { lat: known.lat, lng: known.lng }, zoom: known.zoom }
          : null;
    if (centre) return { ...centre, pending: false, name: known?.name, missing: false };
  }
  if (placeKey && province) {
    const found = neighbourhood.data;
    const ours = found && found.province === province ? found : undefined;
    if (isNotFound(neighbourhood.error) || (found && !ours))
      return { centre: null, zoom: 0, pending: false, name: undefined, missing: true };
    if (neighbourhood.isLoading) return { centre: null, zoom: 0, pending: true, name: undefined, missing: false };
    if (ours)
      return {
        centre: { lat: ours.lat, lng: ours.lng },
        zoom: NEIGHBOURHOOD_ZOOM,
        pending: false,
        name: ours.name,
        missing: false,
        canonicalPath: ours.detailUrl,
      };
  }
  const view = province ? PROVINCE_MAP_VIEWS[province] : undefined;
  if (view)
    return {
      centre: { lat: view.lat, lng: view.lng },
      zoom: view.zoom,
      pending: false,
      name: undefined,
      missing: false,
    };
  return { centre: null, zoom: CANADA_ZOOM, pending: false, name: undefined, missing: false };
}
