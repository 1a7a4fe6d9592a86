import { extraBackendFilters, type GallerySearchParams } from '@/api/contract/listings';
import {
  activeToggles,
  filtersFromQuery,
  filtersToQuery,
  toBackendFilters,
  type SearchFilters,
} from '@/domain/filters';
import { boundsAroundRadius, formatBounds, parseBounds, type Bounds, type LatLng } from '@/domain/geometry';
import { MAP_MAX_ZOOM } from '@/domain/constants';
import { toProvinceCode } from '@/domain/provinces';
import { capSearchText, SEARCH_TEXT_MAX } from '@/domain/search-text';
import { filtersParam } from './search-endpoints';
import type { Locale } from '@/config/env';
import type { PropertyTypeToggle } from '@/domain/listing-types';
import type { SiteCategory } from '@/domain/site';
import { PROPERTY_TYPE_SLUGS, type PropertyTypeSlug } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import {
  DEFAULT_SORT,
  DEFAULT_VIEW,
  sortFromQuery,
  viewFromQuery,
  type SortOptionId,
  GALLERY_PAGE_SIZE,
  MAX_TOTAL_RESULTS,
  pageCount,
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
  /** The area the map showed when the visitor moved it (its real bounds), or a near-me search's area. */
  area: SearchArea | null;
  /** A near-me search: the page asks for the visitor's position, then searches around it. */
  nearMe: boolean;
  /** A near-me link's zoom before the position is known (the header's new listings ask for zoom 10). */
  nearMeZoom?: number;
}

/** A search by map area: what the map showed, and at which zoom. */
export interface SearchArea {
  bounds: Bounds;
  zoom: number;
}

const RESERVED = ['view', 'sort', 'pageNumber', 'siteCategory', 'bounds', 'zoom', 'q', 'nearMe'];

/** A near-me search looks this far around the visitor, shown at this zoom. */
export const NEAR_ME_RADIUS_KM = 15;
export const NEAR_ME_ZOOM = 11;
/** A neighbourhood page searches this far around the neighbourhood's centre. */
export const NEIGHBOURHOOD_RADIUS_KM = 3;

/**
 * The area a near-me search covers once the browser gives the visitor's position: 15 km around at zoom 11,
 * twice as far for each zoom level further out.
 */
export function nearMeArea(position: LatLng, zoom: number = NEAR_ME_ZOOM): SearchArea {
  return { bounds: boundsAroundRadius(position, NEAR_ME_RADIUS_KM * 2 ** (NEAR_ME_ZOOM - zoom)), zoom };
}

const isZoom = (zoom: number) => Number.isInteger(zoom) && zoom >= 0 && zoom <= MAP_MAX_ZOOM;

/** The last page the listings API can serve (spec §9: it returns at most the first 10,000 results), 1-based. */
export const MAX_RESULTS_PAGE = pageCount(MAX_TOTAL_RESULTS, GALLERY_PAGE_SIZE);

/** Query parameters that only other sites' map links carry: a results page searches by `bounds` and `zoom`. */
const FOREIGN_MAP_PARAMS = ['lat', 'lng', 'lon'];

/**
 * The query of a results URL with its paging and map parameters made valid (spec §4: the page index is clamped),
 * or null when it already is: `pageNumber` a whole number from 2 to MAX_RESULTS_PAGE (page 1 is left out), `zoom`
 * a whole number in the map's range and only with the area or near-me search it belongs to, `bounds` on the globe,
 * search text at most SEARCH_TEXT_MAX characters, no stray `lat`/`lng`. Everything else stays as it was, in order,
 * so a shared link, a reload and the back button show the same search as the one built by clicking.
 */
export function normaliseResultsQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  let changed = false;
  const set = (name: string, value: string | null) => {
    if (value === null) query.delete(name);
    else query.set(name, value);
    changed = true;
  };
  for (const name of FOREIGN_MAP_PARAMS) if (query.has(name)) set(name, null);

  const pageText = query.get('pageNumber');
  if (pageText !== null) {
    const page = /^\d{1,9}$/.test(pageText) ? Number(pageText) : 1;
    const clamped = Math.min(Math.max(page, 1), MAX_RESULTS_PAGE);
    if (clamped === 1) set('pageNumber', null);
    else if (String(clamped) !== pageText || query.getAll('pageNumber').length > 1) set('pageNumber', String(clamped));
  }

  const boundsText = query.get('bounds');
  if (boundsText !== null && !parseBounds(boundsText)) set('bounds', null);
  const zoomText = query.get('zoom');
  if (zoomText !== null) {
    const zoom = zoomText.trim() === '' ? NaN : Number(zoomText);
    const used = query.has('bounds') || query.get('nearMe') === 'true';
    const whole = Number.isFinite(zoom) ? Math.min(Math.max(Math.round(zoom), 0), MAP_MAX_ZOOM) : null;
    if (!used || whole === null) set('zoom', null);
    else if (String(whole) !== zoomText) set('zoom', String(whole));
  }
  // An area needs its zoom: bounds without one are not a search the map made.
  if (query.has('bounds') && !query.has('zoom')) set('bounds', null);

  for (const name of ['keywords', 'q']) {
    const text = query.get(name);
    if (text !== null && text.length > SEARCH_TEXT_MAX) set(name, capSearchText(text));
  }
  if (!changed) return null;
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function readResultsState(search: string | URLSearchParams): ResultsState {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(query.get('pageNumber'));
  const bounds = parseBounds(query.get('bounds'));
  const zoom = Number(query.get('zoom') ?? NaN);
  const area = bounds && isZoom(zoom) ? { bounds, zoom } : null;
  const nearMe = query.get('nearMe') === 'true';
  const filterQuery = new URLSearchParams(query);
  for (const name of RESERVED) filterQuery.delete(name);
  // Older links and the home page's free text use `q`; it is the keywords filter.
  if (query.get('q') && !query.get('keywords')) filterQuery.set('keywords', query.get('q') ?? '');
  return {
    filters: filtersFromQuery(filterQuery),
    view: viewFromQuery(query.get('view')),
    sort: sortFromQuery(query.get('sort')),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_RESULTS_PAGE) - 1 : 0,
    area,
    nearMe,
    ...(nearMe && !area && isZoom(zoom) ? { nearMeZoom: zoom } : {}),
  };
}

/** The query string of a state, defaults left out so URLs stay short. */
export function writeResultsState(state: ResultsState, extra?: Record<string, string>): string {
  const query = filtersToQuery(state.filters);
  if (state.view !== DEFAULT_VIEW) query.set('view', state.view);
  if (state.sort !== DEFAULT_SORT) query.set('sort', String(state.sort));
  if (state.page > 0) query.set('pageNumber', String(state.page + 1));
  if (state.area) {
    query.set('bounds', formatBounds(state.area.bounds));
    query.set('zoom', String(state.area.zoom));
  }
  if (state.nearMe) query.set('nearMe', 'true');
  if (state.nearMe && !state.area && state.nearMeZoom !== undefined) query.set('zoom', String(state.nearMeZoom));
  for (const [key, value] of Object.entries(extra ?? {})) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filters a listings URL implies (a property-type page, open houses, business opportunities). */
export function impliedFilters(params: Readonly<Record<string, string>>): SearchFilters {
  if (params.kind === 'type' && params.type && params.type in PROPERTY_TYPE_SLUGS) {
    return { [PROPERTY_TYPE_SLUGS[params.type as PropertyTypeSlug]]: true };
  }
  if (params.kind === 'rent') return { rentalsOnly: true };
  if (params.kind === 'open-houses') return { hasOpenHouse: true };
  if (params.kind === 'business') return { businessOpportunity: true, commercialOnly: true };
  return {};
}

/** Filters without those a page's URL implies: what the page's query has to say. */
function withoutImplied(filters: SearchFilters, implied: SearchFilters): SearchFilters {
  const rest: Record<string, unknown> = { ...filters };
  for (const key of Object.keys(implied)) delete rest[key];
  return rest;
}

const SLUG_OF_TOGGLE = Object.fromEntries(
  Object.entries(PROPERTY_TYPE_SLUGS).map(([slug, toggle]) => [toggle, slug as PropertyTypeSlug]),
) as Partial<Record<PropertyTypeToggle, PropertyTypeSlug>>;

/** Which page of a city carries a search: its plain page, a property-type page, or its rentals page. */
export type CityPage = { kind: 'city' } | { kind: 'type'; type: PropertyTypeSlug } | { kind: 'rent' };

/**
 * Where a search with these filters belongs, so a page's title and URL always say what it searches:
 * a page whose URL implies filters (condos, open houses, rentals) keeps the search while they all still
 * hold; one type alone on a city page has its own page; otherwise the city's page takes the filters in
 * its query. `page` is null when the current page stays; `filters` are what its query must hold.
 */
export function pageForFilters(
  params: Readonly<Record<string, string>>,
  filters: SearchFilters,
): { page: CityPage | null; filters: SearchFilters } {
  const implied = impliedFilters(params);
  const kept = Object.entries(implied).every(([key, value]) => filters[key as keyof SearchFilters] === value);
  const cityLevel = ['city', 'type', 'rent', 'open-houses'].includes(params.kind ?? '') && !!params.city;
  if (!cityLevel) return { page: null, filters: kept ? withoutImplied(filters, implied) : filters };
  const toggles = activeToggles(filters);
  const only = toggles.length === 1 && !filters.rentalsOnly ? SLUG_OF_TOGGLE[toggles[0]!] : undefined;
  if (kept && (params.kind !== 'city' || !only)) return { page: null, filters: withoutImplied(filters, implied) };
  if (only) {
    const page: CityPage = { kind: 'type', type: only };
    return { page, filters: withoutImplied(filters, { [toggles[0]!]: true }) };
  }
  if (filters.rentalsOnly && toggles.length === 0)
    return { page: { kind: 'rent' }, filters: withoutImplied(filters, { rentalsOnly: true }) };
  return { page: { kind: 'city' }, filters };
}

/** The public path of a city's page of that kind (a type page, its rentals, or the city itself). */
export function cityPagePath(
  locale: Locale,
  params: Readonly<Record<string, string>>,
  page: CityPage,
  category: SiteCategory,
): string {
  const province = params.province ?? '';
  const city = params.city ?? '';
  if (page.kind === 'type') return urls.cityType(locale, province, city, page.type, category);
  if (page.kind === 'rent') return urls.cityRentals(locale, province, city, category);
  return urls.city(locale, province, city, category);
}

/**
 * The search filters a place page implies: its province and city, or a neighbourhood's own homes (those
 * inside its outline, by the place key of its URL), never a circle around it that takes its neighbours'.
 */
export function placeScope(params: Readonly<Record<string, string>>): Record<string, string> | null {
  const province = toProvinceCode(params.province);
  if (!province) return null;
  if (params.kind === 'neighbourhood') return params.placeKey ? { neighbourhoodId: params.placeKey } : null;
  return params.city ? { province, city: params.city } : { province };
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
 * geocoded): one definition for the page and for the request src/app/boot.tsx starts before the page renders.
 */
export function resultsRequest(input: {
  state: ResultsState;
  params: Readonly<Record<string, string>>;
  category: SiteCategory;
  /** The place's centre and zoom once known (a neighbourhood is geocoded). */
  centre: LatLng | null;
  zoom: number;
  /**
   * Whether the state's filters are the whole search (the filter panel's draft, which shows the URL's
   * implied filters and may have dropped them), rather than the query added to what the URL implies.
   */
  complete?: boolean;
}): ResultsRequest {
  const { state, params, category, centre, zoom, complete = false } = input;
  const filters: SearchFilters = complete ? state.filters : { ...impliedFilters(params), ...state.filters };
  // Until the visitor moves the map, a place page searches its place; after, what the map showed.
  const neighbourhood = params.kind === 'neighbourhood';
  const area =
    state.area ??
    (neighbourhood && centre ? { bounds: boundsAroundRadius(centre, NEIGHBOURHOOD_RADIUS_KM), zoom } : null);
  // The map frames a neighbourhood with a box around it; its results are still only its own homes.
  const scope = state.area ? null : placeScope(params);
  const backend = filtersParam({
    ...toBackendFilters(filters, { siteCategory: category }),
    ...extraBackendFilters(filters),
    ...scope,
  });
  return {
    filters,
    area: area ? { bounds: formatBounds(area.bounds), zoom: area.zoom } : {},
    backend,
    waiting: neighbourhood && !area,
  };
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
