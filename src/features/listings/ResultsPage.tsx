import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingSummary } from '@/api/contract/listings';
import { activeToggles } from '@/domain/filters';
import type { ListingPreview } from '@/domain/map-previews';
import { MAP_DEFAULT_CENTER } from '@/domain/constants';
import { toProvinceCode } from '@/domain/provinces';
import { clampPage, GALLERY_PAGE_SIZE, SORT_OPTION_IDS, sortMessages, type View } from '@/domain/sorting';
import type { LocateFailure } from '@/domain/geolocation';
import { geoApi } from '@/features/geo/geo-api';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { pageText, placeFromSlug } from '@/routing/page-titles';
import { buttonStyles } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { FilterPanel } from './FilterPanel';
import { ListingCard } from './ListingCard';
import { listingsApi } from './listings-api';
import { Pagination } from './Pagination';
import {
  galleryArgs,
  NEAR_ME_ZOOM,
  PROVINCE_VIEWS,
  readResultsState,
  resultsRequest,
  writeResultsState,
  type Bounds,
  type ResultsState,
} from './results-query';
import { useNearMe } from './use-near-me';

const messages = defineMessages<{
  count: { count: number };
  filtersButton: { count: number };
  mapSummary: { count: number };
}>({
  count: {
    id: 'results.count',
    defaultMessage: '{count, plural, =0 {No listings} one {# listing} other {# listings}}',
  },
  filtersButton: {
    id: 'results.filters.button',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters ({count})}}',
  },
  mapSummary: {
    id: 'results.map.summary',
    defaultMessage: '{count, plural, one {# listing on the map} other {# listings on the map}}',
  },
});

const nearMeTitles = defineMessages<{ title: { category: string; condo: string } }>({
  title: {
    id: 'results.nearMe.title',
    defaultMessage:
      '{condo, select, true {{category, select, luxury {Luxury condos near you} other {Condos for sale near you}}} other {{category, select, luxury {Luxury homes near you} commercial {Commercial real estate near you} other {Homes for sale near you}}}}',
  },
});

const nearMeText = defineMessages({
  locating: { id: 'results.nearMe.locating', defaultMessage: 'Finding your location…' },
  retry: { id: 'results.nearMe.retry', defaultMessage: 'Use my location' },
  denied: {
    id: 'results.nearMe.denied',
    defaultMessage:
      'We couldn’t use your location, so these listings are from across Canada. Allow location access in your browser, or search for a city.',
  },
  unavailable: {
    id: 'results.nearMe.unavailable',
    defaultMessage:
      'Your location isn’t available right now, so these listings are from across Canada. Try again, or search for a city.',
  },
  unsupported: {
    id: 'results.nearMe.unsupported',
    defaultMessage:
      'This browser can’t share your location, so these listings are from across Canada. Search for a city instead.',
  },
});

const NEAR_ME_FAILURES: Record<LocateFailure, MessageDescriptor> = {
  denied: nearMeText.denied,
  unavailable: nearMeText.unavailable,
  unsupported: nearMeText.unsupported,
};

const text = defineMessages({
  sort: { id: 'results.sort.label', defaultMessage: 'Sort by' },
  view: { id: 'results.view.label', defaultMessage: 'View' },
  gallery: { id: 'results.view.gallery', defaultMessage: 'Gallery' },
  map: { id: 'results.view.map', defaultMessage: 'Map' },
  loading: { id: 'results.loading', defaultMessage: 'Loading listings…' },
  error: { id: 'results.error', defaultMessage: 'We couldn’t load these listings.' },
  retry: { id: 'results.retry', defaultMessage: 'Try again' },
  noneTitle: { id: 'results.none.title', defaultMessage: 'No Properties Found' },
  noneGallery: { id: 'results.none.gallery', defaultMessage: 'Try broadening your search to find results.' },
  noneMap: {
    id: 'results.none.map',
    defaultMessage: 'Try expanding your search by zooming out to include more results.',
  },
  clearFilters: { id: 'results.none.clear', defaultMessage: 'Clear all filters' },
  nearby: { id: 'results.nearby.title', defaultMessage: 'Nearby listings' },
  listTitle: { id: 'results.list.title', defaultMessage: 'Listings' },
});

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(6)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const Count = styled.p`
  min-height: 1.55em;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const FiltersButton = styled.button`
  ${buttonStyles.secondary};
`;

const ViewSwitch = styled.div`
  display: inline-flex;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    min-height: 44px;
    min-width: 88px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Skeleton = styled.li`
  aspect-ratio: 4 / 4.3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a,
  button {
    ${buttonStyles.secondary};
  }
`;

export interface MapSlotProps {
  previews: readonly ListingPreview[];
  centre: { lat: number; lng: number };
  zoom: number;
  onMove: (bounds: Bounds, zoom: number, centre: { lat: number; lng: number }) => void;
}

interface ResultsPageProps {
  /** The map belongs to its own lazily loaded feature; the app passes it in. */
  renderMap: (props: MapSlotProps) => ReactNode;
}

/** The geocoded name is the city's only when the page is a city page (not a neighbourhood). */
function cityName(params: Readonly<Record<string, string>>, name: string | undefined): { city?: string } {
  return params.city && name ? { city: name } : {};
}

function useSearchCentre(params: Readonly<Record<string, string>>) {
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
  const view = province ? PROVINCE_VIEWS[province] : undefined;
  if (view) return { centre: { lat: view.lat, lng: view.lng }, zoom: view.zoom, pending: false, name: undefined };
  return { centre: null, zoom: 4, pending: false, name: undefined };
}

/** Listing search results (spec §2.6): gallery or map, sort, filters, paging; the URL holds the search. */
export function ResultsPage({ renderMap }: ResultsPageProps) {
  const intl = useIntl();
  const route = useRoute();
  const { navigate } = route;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const state = useMemo(() => readResultsState(route.search), [route.search]);
  const place = useSearchCentre(route.params);
  const centre = state.map ? { lat: state.map.lat, lng: state.map.lng } : place.centre;
  const zoom = state.map?.zoom ?? place.zoom;
  const request = useMemo(
    () => resultsRequest({ state, params: route.params, category: route.category, centre, zoom }),
    // The centre's parts, not its object, which is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, route.params, route.category, centre?.lat, centre?.lng, zoom],
  );
  const { filters, area } = request;
  const page = state.page;
  // Near me: once the browser gives a position, the search becomes a map-area search around it (kept in
  // the URL, so reload and back do not ask again); if it cannot, the search covers Canada and says why.
  const nearMe = useNearMe(state.nearMe && !state.map ? route.search : null, (position) => {
    void navigate(route.pathname + writeResultsState({ ...state, map: { ...position, zoom: NEAR_ME_ZOOM }, page: 0 }), {
      replace: true,
    });
  });
  const waiting = request.waiting || nearMe.status.kind === 'locating';

  const go = (next: Partial<ResultsState>) => {
    void navigate(route.pathname + writeResultsState({ ...state, ...next }));
  };

  // Zoom and bounds only matter when the search is by map area; leaving them out otherwise keeps the
  // query the same while the place is geocoded, so the first page of results is fetched once (and the
  // request main.tsx started before the page rendered is the one the page uses).
  const gallery = listingsApi.useGallerySearchQuery(galleryArgs(request, state), {
    skip: state.view !== 'gallery' || waiting,
  });
  const map = listingsApi.useMapSearchQuery(
    { ...area, sort: state.sort, size: 10_000, filters: request.backend },
    { skip: state.view !== 'map' || waiting },
  );
  const active = state.view === 'map' ? map : gallery;
  // A page of cards renders as a transition, in slices that leave the browser free to respond to input;
  // on the first render too (the listings may already be here), which paints the page frame first.
  const cards = useDeferredValue(gallery.data, undefined);
  const total = active.data?.totalHits;
  const nearby = listingsApi.useDistanceSearchQuery(
    {
      'distance.centreLat': (centre ?? MAP_DEFAULT_CENTER).lat,
      'distance.centreLon': (centre ?? MAP_DEFAULT_CENTER).lng,
      'distance.maxDistanceInMetre': 50_000,
      size: 4,
    },
    { skip: total !== 0 || !centre },
  );

  const placeHeading = pageText(route, intl, cityName(route.params, place.name));
  const heading = state.nearMe
    ? {
        ...placeHeading,
        title: intl.formatMessage(nearMeTitles.title, {
          category: route.category,
          condo: String(filters.condo === true && activeToggles(filters).length === 1),
        }),
      }
    : placeHeading;
  usePageMeta({ ...heading, ready: !active.isLoading && !waiting && !place.pending });

  const filterCount = Object.keys(state.filters).filter((k) => k !== 'keywords').length;
  const lastPage = total ? clampPage(Number.MAX_SAFE_INTEGER, total, GALLERY_PAGE_SIZE) : 0;
  // Spec §4: the page index is clamped; a page past the end (an old link) moves to the last one.
  const outOfRange = state.view === 'gallery' && total !== undefined && total > 0 && page > lastPage;
  useEffect(() => {
    if (outOfRange) void navigate(route.pathname + writeResultsState({ ...state, page: lastPage }), { replace: true });
  }, [outOfRange, lastPage, navigate, route.pathname, state]);

  const setView = (view: View) => go({ view, page: 0 });

  return (
    <Page>
      <Head>
        <h1>{heading.title}</h1>
        {/* The line keeps its height while the count loads, so nothing below it moves. */}
        <Count aria-live="polite">
          {total !== undefined
            ? intl.formatMessage(messages.count, { count: total })
            : nearMe.status.kind === 'locating'
              ? intl.formatMessage(nearMeText.locating)
              : null}
        </Count>
      </Head>

      <Toolbar>
        <FiltersButton type="button" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          {intl.formatMessage(messages.filtersButton, { count: filterCount })}
        </FiltersButton>
        <label>
          {intl.formatMessage(text.sort)}
          <select
            value={state.sort}
            onChange={(event) => go({ sort: Number(event.target.value) as ResultsState['sort'], page: 0 })}
          >
            {SORT_OPTION_IDS.map((id) => (
              <option key={id} value={id}>
                {intl.formatMessage(sortMessages[id])}
              </option>
            ))}
          </select>
        </label>
        <ViewSwitch role="group" aria-label={intl.formatMessage(text.view)}>
          <button type="button" aria-pressed={state.view === 'gallery'} onClick={() => setView('gallery')}>
            {intl.formatMessage(text.gallery)}
          </button>
          <button type="button" aria-pressed={state.view === 'map'} onClick={() => setView('map')}>
            {intl.formatMessage(text.map)}
          </button>
        </ViewSwitch>
      </Toolbar>

      <FilterPanel
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        filters={state.filters}
        category={route.category}
        onApply={(next) => {
          setFiltersOpen(false);
          go({ filters: next, page: 0 });
        }}
      />

      {nearMe.status.kind === 'failed' && (
        <Notice role="status">
          <p>{intl.formatMessage(NEAR_ME_FAILURES[nearMe.status.reason])}</p>
          {nearMe.status.reason !== 'unsupported' && (
            <button type="button" onClick={nearMe.retry}>
              {intl.formatMessage(nearMeText.retry)}
            </button>
          )}
        </Notice>
      )}

      {active.isError ? (
        <Notice role="alert">
          <h2>{intl.formatMessage(text.error)}</h2>
          <button type="button" onClick={() => void active.refetch()}>
            {intl.formatMessage(text.retry)}
          </button>
        </Notice>
      ) : total === 0 ? (
        <NoResults
          view={state.view}
          hasFilters={filterCount > 0}
          clearHref={route.pathname + writeResultsState({ ...state, filters: {}, page: 0 })}
          nearby={nearby.data?.results ?? []}
        />
      ) : state.view === 'map' ? (
        <section aria-label={intl.formatMessage(text.map)}>
          {map.data && (
            <p className="visually-hidden">
              {intl.formatMessage(messages.mapSummary, { count: map.data.results.length })}
            </p>
          )}
          {renderMap({
            previews: map.data?.results ?? [],
            centre: centre ?? MAP_DEFAULT_CENTER,
            zoom,
            onMove: (_bounds, nextZoom, nextCentre) =>
              void navigate(
                route.pathname + writeResultsState({ ...state, map: { ...nextCentre, zoom: nextZoom }, page: 0 }),
                { replace: true },
              ),
          })}
        </section>
      ) : (
        <section aria-label={intl.formatMessage(text.listTitle)}>
          <Grid aria-busy={active.isFetching || cards !== gallery.data}>
            {cards
              ? cards.results.map((listing, i) => (
                  <li key={listing.listingId}>
                    <ListingCard listing={listing} locale={route.locale} eager={i < 3} headingLevel={2} />
                  </li>
                ))
              : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} aria-hidden="true" />)}
          </Grid>
          {!cards && <p className="visually-hidden">{intl.formatMessage(text.loading)}</p>}
          {total !== undefined && total > GALLERY_PAGE_SIZE && (
            <Pagination
              page={Math.min(page, lastPage)}
              lastPage={lastPage}
              hrefFor={(p) => route.pathname + writeResultsState({ ...state, page: p })}
            />
          )}
        </section>
      )}
    </Page>
  );
}

function NoResults({
  view,
  hasFilters,
  clearHref,
  nearby,
}: {
  view: View;
  hasFilters: boolean;
  clearHref: string;
  nearby: readonly ListingSummary[];
}) {
  const intl = useIntl();
  const { locale } = useRoute();
  return (
    <>
      <Notice>
        <h2>{intl.formatMessage(text.noneTitle)}</h2>
        <p>{intl.formatMessage(view === 'map' ? text.noneMap : text.noneGallery)}</p>
        {hasFilters && <Link to={clearHref}>{intl.formatMessage(text.clearFilters)}</Link>}
      </Notice>
      {nearby.length > 0 && (
        <section aria-labelledby="nearby-title">
          <h2 id="nearby-title" style={{ marginBottom: 16 }}>
            {intl.formatMessage(text.nearby)}
          </h2>
          <Grid>
            {nearby.map((listing) => (
              <li key={listing.listingId}>
                <ListingCard listing={listing} locale={locale} />
              </li>
            ))}
          </Grid>
        </section>
      )}
    </>
  );
}
