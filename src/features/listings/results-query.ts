import { EXTRA_BACKEND_KEYS, type GallerySearchParams } from '@/api/contract/listings';
import {
  filtersFromQuery,
  filtersToQuery,
  toBackendFilters,
  type BackendFilters,
  type SearchFilters,
} from '@/domain/filters';
import { toProvinceCode } from '@/domain/provinces';
import { boundsParam, filtersParam } from './listings-api';
import type { SiteCategory } from '@/domain/site';
import { PROPERTY_TYPE_SLUGS, type PropertyTypeSlug } from '@/routing/route-table';
import {
  DEFAULT_SORT,
  DEFAULT_VIEW,
  sortFromQuery,
  viewFromQuery,
  type SortOptionId,
  GALLERY_PAGE_SIZE,
  type View,
} from '@/domain/sorting';

/**
 * The state of a results page, read from its URL: the query is the source of truth, so back, forward,
 * reload and a shared link all restore the same search.
 */
export interface ResultsState {
  filters: SearchFilters;
  view: View;
  sort: SortOptionId;
  /** 0-based; the URL's `pageNumber` is 1-based, as people read it. */
  page: number;
  /** Where the visitor moved the map, if they did. */
  map: { lat: number; lng: number; zoom: number } | null;
  /** A near-me search: the page asks for the visitor's position, then searches around it. */
  nearMe: boolean;
}

const RESERVED = ['view', 'sort', 'pageNumber', 'siteCategory', 'lat', 'lng', 'zoom', 'q', 'nearMe'];

/** How close a near-me search looks: about 35 km across on a laptop screen. */
export const NEAR_ME_ZOOM = 11;

export function readResultsState(search: string | URLSearchParams): ResultsState {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(query.get('pageNumber'));
  const lat = Number(query.get('lat'));
  const lng = Number(query.get('lng'));
  const zoom = Number(query.get('zoom'));
  const map =
    query.has('lat') && query.has('lng') && query.has('zoom') && [lat, lng, zoom].every(Number.isFinite)
      ? { lat, lng, zoom }
      : null;
  const filterQuery = new URLSearchParams(query);
  for (const name of RESERVED) filterQuery.delete(name);
  // Older links and the home page's free text use `q`; it is the keywords filter.
  if (query.get('q') && !query.get('keywords')) filterQuery.set('keywords', query.get('q') ?? '');
  return {
    filters: filtersFromQuery(filterQuery),
    view: viewFromQuery(query.get('view')),
    sort: sortFromQuery(query.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    map,
    nearMe: query.get('nearMe') === 'true',
  };
}

/** The query string of a state, defaults left out so URLs stay short. */
export function writeResultsState(state: ResultsState, extra?: Record<string, string>): string {
  const query = filtersToQuery(state.filters);
  if (state.view !== DEFAULT_VIEW) query.set('view', state.view);
  if (state.sort !== DEFAULT_SORT) query.set('sort', String(state.sort));
  if (state.page > 0) query.set('pageNumber', String(state.page + 1));
  if (state.map) {
    query.set('lat', state.map.lat.toFixed(5));
    query.set('lng', state.map.lng.toFixed(5));
    query.set('zoom', String(state.map.zoom));
  }
  if (state.nearMe) query.set('nearMe', 'true');
  for (const [key, value] of Object.entries(extra ?? {})) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filters a listings URL implies (a property-type page, open houses, business opportunities). */
export function impliedFilters(params: Readonly<Record<string, string>>): SearchFilters {
  if (params.kind === 'type' && params.type && params.type in PROPERTY_TYPE_SLUGS) {
    return { [PROPERTY_TYPE_SLUGS[params.type as PropertyTypeSlug]]: true };
  }
  if (params.kind === 'open-houses') return { hasOpenHouse: true };
  if (params.kind === 'business') return { businessOpportunity: true, commercialOnly: true };
  return {};
}

export interface Bounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

const TILE = 256;
const project = (lat: number, lng: number, zoom: number) => {
  const size = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
};
const unproject = (x: number, y: number, zoom: number) => {
  const size = TILE * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng };
};

/** What a map of this size shows around a centre at a zoom (Web Mercator, as Leaflet draws it). */
export function boundsAround(
  centre: { lat: number; lng: number },
  zoom: number,
  viewport = { width: 1280, height: 800 },
): Bounds {
  const { x, y } = project(centre.lat, centre.lng, zoom);
  const northWest = unproject(x - viewport.width / 2, y - viewport.height / 2, zoom);
  const southEast = unproject(x + viewport.width / 2, y + viewport.height / 2, zoom);
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    north: round(Math.min(northWest.lat, 85)),
    east: round(Math.min(southEast.lng, 180)),
    south: round(Math.max(southEast.lat, -85)),
    west: round(Math.max(northWest.lng, -180)),
  };
}

/** Where each province's listings are: a centre and a zoom that shows the populated part of it. */
export const PROVINCE_VIEWS: Record<string, { lat: number; lng: number; zoom: number }> = {
  AB: { lat: 52.5, lng: -114.5, zoom: 6 },
  BC: { lat: 50.5, lng: -122.5, zoom: 6 },
  MB: { lat: 50.9, lng: -97.5, zoom: 6 },
  NB: { lat: 46.4, lng: -66.2, zoom: 7 },
  NL: { lat: 48.8, lng: -56.5, zoom: 5 },
  NS: { lat: 45.1, lng: -63.3, zoom: 7 },
  NT: { lat: 62.5, lng: -114.4, zoom: 5 },
  NU: { lat: 64.3, lng: -80.5, zoom: 4 },
  ON: { lat: 44.6, lng: -79.4, zoom: 6 },
  PE: { lat: 46.35, lng: -63.2, zoom: 8 },
  QC: { lat: 46.5, lng: -72.0, zoom: 6 },
  SK: { lat: 51.7, lng: -106.0, zoom: 6 },
  YT: { lat: 61.5, lng: -135.5, zoom: 5 },
};

/** The search filters a place page implies: its province and city. */
function placeScope(params: Readonly<Record<string, string>>): Record<string, string> | null {
  const province = toProvinceCode(params.province);
  if (!province || params.kind === 'neighbourhood') return null;
  return params.city ? { province, city: params.city } : { province };
}

/** Filters the backends take as they are, beyond the mapping of spec §7.3. */
function extraFilters(filters: SearchFilters): Record<string, BackendFilters[string] | string> {
  const extra: Record<string, BackendFilters[string] | string> = {};
  for (const key of EXTRA_BACKEND_KEYS) {
    const value = (filters as Record<string, BackendFilters[string] | string | undefined>)[key];
    if (value !== undefined) extra[key] = value;
  }
  return extra;
}

export interface ResultsRequest {
  /** The URL's filters with those the page's own URL implies (a property type, open houses). */
  filters: SearchFilters;
  /** Map area and zoom, when the search is by area (the visitor moved the map, or a neighbourhood). */
  area: { bounds?: string; zoom?: number };
  /** The backend filters (spec §7.3) as the API takes them: JSON. */
  backend: string;
  /** A search by area whose centre is not known yet (a neighbourhood being geocoded). */
  waiting: boolean;
}

/**
 * What a results page asks the listings API for, from its URL alone (and the place's centre once
 * geocoded): one definition for the page and for the request main.tsx starts before the page renders.
 */
export function resultsRequest(input: {
  state: ResultsState;
  params: Readonly<Record<string, string>>;
  category: SiteCategory;
  centre: { lat: number; lng: number } | null;
  zoom: number;
}): ResultsRequest {
  const { state, params, category, centre, zoom } = input;
  const filters: SearchFilters = { ...impliedFilters(params), ...state.filters };
  // Until the visitor moves the map, a place page searches its place; after, what the map shows.
  const byArea = state.map !== null || params.kind === 'neighbourhood';
  const scope = byArea ? null : placeScope(params);
  const backend = filtersParam({
    ...toBackendFilters(filters, { siteCategory: category }),
    ...extraFilters(filters),
    ...scope,
  });
  const area = byArea && centre ? { bounds: boundsParam(boundsAround(centre, zoom)), zoom } : {};
  return { filters, area, backend, waiting: byArea && !centre };
}

/** The gallery page a results request asks for. */
export function galleryArgs(request: ResultsRequest, state: ResultsState): GallerySearchParams {
  return {
    ...request.area,
    sort: state.sort,
    from: state.page * GALLERY_PAGE_SIZE,
    size: GALLERY_PAGE_SIZE,
    filters: request.backend,
  };
}
