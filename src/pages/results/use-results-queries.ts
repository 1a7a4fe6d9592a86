import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { SearchFilters } from '@/domain/filters';
import { MAP_DEFAULT_CENTRE, SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import type { SiteCategory } from '@/domain/site';
import { galleryArgs, resultsRequest, type ResultsState } from '@/features/search/results-query';
import { searchApi } from '@/features/search/search-endpoints';
import type { SearchCentre } from './use-search-centre';

/** How far the "nearby listings" of an empty search look. */
const NEARBY_METRES = 50_000;

/** The listings a results page shows: the gallery page or the map's previews, and nearby ones when empty. */
export function useResultsQueries(input: {
  state: ResultsState;
  params: Readonly<Record<string, string>>;
  category: SiteCategory;
  place: SearchCentre;
  /** Nothing is asked while the page waits (for the visitor's position, say). */
  hold: boolean;
}) {
  const { state, params, category, place, hold } = input;
  const { centre, zoom } = place;
  const request = useMemo(
    () => resultsRequest({ state, params, category, centre, zoom }),
    // The centre's parts, not its object, which is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, params, category, centre?.lat, centre?.lng, zoom],
  );
  const waiting = request.waiting || hold;
  // Zoom and bounds only matter when the search is by area; leaving them out otherwise keeps the query
  // the same while the place is geocoded, so the first page of results is fetched once.
  const gallery = searchApi.useGallerySearchQuery(galleryArgs(request, state), {
    skip: state.view !== 'gallery' || waiting,
  });
  const map = searchApi.useMapSearchQuery(
    { ...request.area, sort: state.sort, size: 10_000, filters: request.backend },
    { skip: state.view !== 'map' || waiting },
  );
  const active = state.view === 'map' ? map : gallery;
  // A page of cards renders as a transition, in slices that leave the browser free to respond to input;
  // on the first render too (the listings may already be here), which paints the page frame first.
  const cards = useDeferredValue(gallery.data, undefined);
  const total = active.data?.totalHits;
  const near = centre ?? MAP_DEFAULT_CENTRE;
  const nearby = searchApi.useDistanceSearchQuery(
    {
      'distance.centreLat': near.lat,
      'distance.centreLon': near.lng,
      'distance.maxDistanceInMetre': NEARBY_METRES,
      size: 4,
    },
    { skip: total !== 0 || !centre },
  );
  return { request, waiting, gallery, map, active, cards, total, nearby: nearby.data?.results ?? [] };
}

/**
 * How many listings the filter panel's draft would find, before it is applied ("Show 199 homes"): the
 * page's own search with the draft's filters (which may drop what the page's URL implied), counted by
 * asking for one result. Undefined while unknown.
 */
export function useDraftCount(input: {
  draft: SearchFilters | null;
  state: ResultsState;
  params: Readonly<Record<string, string>>;
  category: SiteCategory;
  place: SearchCentre;
}): number | undefined {
  const { draft, state, params, category, place } = input;
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  // The draft holds every filter, those the URL implies included.
  const request = settled
    ? resultsRequest({
        state: { ...state, filters: settled, page: 0 },
        complete: true,
        params,
        category,
        centre: place.centre,
        zoom: place.zoom,
      })
    : null;
  const count = searchApi.useGallerySearchQuery(
    request ? { ...galleryArgs(request, { ...state, page: 0 }), size: 1 } : skipToken,
    { skip: !request || request.waiting },
  );
  return settled === draft && !count.isFetching ? count.data?.totalHits : undefined;
}
