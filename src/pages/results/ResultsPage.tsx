import { searchSaleMode, type SearchSaleMode } from '@/domain/sale-mode';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { activeToggles } from '@/domain/filters';
import { MAP_DEFAULT_CENTRE } from '@/domain/constants';
import { clampPage, GALLERY_PAGE_SIZE } from '@/domain/sorting';
import { FilterChips } from '@/features/search/FilterChips';
import { appliedFilters } from '@/features/search/filter-labels';
import { QuickFilters } from '@/features/search/QuickFilters';
import {
  cityPagePath,
  nearMeArea,
  pageForFilters,
  writeResultsState,
  type ResultsState,
} from '@/features/search/results-query';
import { searchShown } from '@/features/search/search-slice';
import { useAppDispatch } from '@/app/hooks';
import { useNearMe } from '@/features/search/use-near-me';
import { usePageMeta } from '@/routing/page-meta';
import { pageText, type PlaceNames } from '@/routing/page-titles';
import { useRoute } from '@/routing/route-context';
import { withCategory } from '@/routing/urls';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { GalleryResults } from './GalleryResults';
import { MapSection } from './MapSection';
import { NearMeNotice } from './NearMeNotice';
import { NeighbourhoodLinks } from './NeighbourhoodLinks';
import { NoResults } from './NoResults';
import { ResultsToolbar } from './ResultsToolbar';
import { searchToSave } from './save-search';
import { useDraftCount, useResultsQueries } from './use-results-queries';
import { useResultsUrl } from './use-results-url';
import { NotFoundPage } from '@/pages/shared/NotFoundPage';
import { useSearchCentre, type SearchCentre } from './use-search-centre';

// The full filter panel (and the dialog kit under it) loads when first opened, not with the results.
const loadFilterPanel = () => import('@/features/search/FilterPanel');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));
// So is the save-search dialog (with the form kit), the first time "Save search" is pressed.
const loadSaveSearchDialog = () => import('@/features/saved-searches/SaveSearchDialog');
const SaveSearchDialog = lazy(() => loadSaveSearchDialog().then((m) => ({ default: m.SaveSearchDialog })));

const messages = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'results.count',
    defaultMessage: '{count, plural, =0 {No listings} one {# listing} other {# listings}}',
  },
});

const nearMeTitles = defineMessages<{ title: { category: string; condo: string } }>({
  title: {
    id: 'results.nearMe.title',
    defaultMessage:
      '{condo, select, true {{category, select, luxury {Luxury condos near you} other {Condos for sale near you}}} other {{category, select, luxury {Luxury homes near you} commercial {Commercial real estate near you} other {Homes for sale near you}}}}',
  },
});

const areaTitles = defineMessages<{ title: { what: string }; showAll: { place: string } }>({
  showAll: { id: 'results.area.show-all', defaultMessage: 'Search all of {place} again' },
  title: {
    id: 'results.area.title',
    defaultMessage:
      '{what, select, houses {Houses for sale} condos {Condos for sale} townhouses {Townhouses for sale} cottages {Cottages for sale} land {Land for sale} farms {Farms for sale} duplexes {Duplexes for sale} rent {Rentals} lease {Commercial space for lease} open {Open houses} business {Business opportunities} luxury {Luxury homes for sale} commercial {Commercial real estate} other {Homes for sale}} in the map area',
  },
});

const text = defineMessages({
  locating: { id: 'results.nearMe.locating', defaultMessage: 'Finding your location…' },
  error: { id: 'results.error', defaultMessage: 'We couldn’t load these listings.' },
  retry: { id: 'results.retry', defaultMessage: 'Try again' },
});

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(6)} 0;
  display: grid;
  /* A row that scrolls sideways (the quick filters) must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
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

/** What a map-area search looks for, in the words of the page it started on. */
function areaWhat(
  route: { params: Readonly<Record<string, string>>; category: string },
  saleMode: SearchSaleMode,
): string {
  const { kind, type } = route.params;
  if (kind === 'type' && type) return type;
  if (saleMode === 'forRent') return 'rent';
  if (saleMode === 'forLease') return 'lease';
  if (kind === 'open-houses') return 'open';
  if (kind === 'business') return 'business';
  return route.category;
}

/**
 * The names a page's title takes: the API's name of its city or neighbourhood, or `null` until it answered (a
 * general title meanwhile), so no title or heading repeats the words of a URL anyone can make up.
 */
function placeNames(params: Readonly<Record<string, string>>, name: string | undefined): PlaceNames {
  if (params.kind === 'neighbourhood') return { place: name ?? null };
  return params.city ? { city: name ?? null } : {};
}

/**
 * Listing search results (spec §2.6): gallery or map, sort, filters, paging; the URL holds the search. A city or
 * neighbourhood the API does not know is the 404 page (status 404 for the prerender service, not indexed).
 */
export function ResultsPage() {
  const route = useRoute();
  const place = useSearchCentre(route.params);
  if (place.missing) return <NotFoundPage />;
  return <Results place={place} />;
}

function Results({ place }: { place: SearchCentre }) {
  const intl = useIntl();
  const route = useRoute();
  const { state, href, set } = useResultsUrl();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the panel stays mounted: it keeps its draft and returns focus as it closes.
  const [panelMounted, setPanelMounted] = useState(false);
  if (filtersOpen && !panelMounted) setPanelMounted(true);
  // Near me: once the browser gives a position, the search becomes an area search around it (kept in
  // the URL, so reload and back do not ask again); if it cannot, the search covers Canada and says why.
  const nearMe = useNearMe(state.nearMe && !state.area ? route.search : null, (position) =>
    set({ area: nearMeArea(position, state.nearMeZoom), page: 0 }, { replace: true }),
  );
  const results = useResultsQueries({
    state,
    params: route.params,
    category: route.category,
    place,
    hold: nearMe.status.kind === 'locating',
  });
  const { active, total } = results;

  // The search's filters: the URL's query and what its path implies (a type, open houses, rentals).
  const filters = results.request.filters;
  const saleMode = searchSaleMode(filters, route.category);
  const placeHeading = pageText(route, intl, placeNames(route.params, place.name), { saleMode });
  // Once the visitor moves the map, the search is the map's area, and the title says so (in every view).
  const byArea = state.area !== null && !state.nearMe;
  const heading = state.nearMe
    ? {
        ...placeHeading,
        title: intl.formatMessage(nearMeTitles.title, {
          category: route.category,
          condo: String(filters.condo === true && activeToggles(filters).length === 1),
        }),
      }
    : byArea
      ? { ...placeHeading, title: intl.formatMessage(areaTitles.title, { what: areaWhat(route, saleMode) }) }
      : placeHeading;
  const placeName = place.name ?? null;

  // The header's search box names the search on screen: its place, or the words searched.
  const dispatch = useAppDispatch();
  const shown = filters.keywords ?? placeName;
  useEffect(() => {
    dispatch(searchShown(shown ?? null));
  }, [dispatch, shown]);
  useEffect(() => () => void dispatch(searchShown(null)), [dispatch]);

  /**
   * New filters, on the page they belong to: unchecking the type of a "condos for sale" page leads to
   * the city's page (or the other type's) rather than a condo page showing houses.
   */
  const applyFilters = (next: typeof filters) => {
    const target = pageForFilters(route.params, next);
    const patch: Partial<ResultsState> = { filters: target.filters, page: 0 };
    if (!target.page) set(patch);
    else
      void route.navigate(
        cityPagePath(route.locale, route.params, target.page, route.category) +
          writeResultsState({ ...state, ...patch }),
      );
  };
  // Ready once the cards are on the page, not only fetched: they render as a deferred transition.
  const cardsShown = state.view !== 'gallery' || results.cards === results.gallery.data;
  // The page's own address, its page number kept and its filters left out: a search engine indexes the place's pages.
  // A neighbourhood's is the API's address for it (a link with its key and another name points there).
  const ownPath = place.canonicalPath ? withCategory(route.category, place.canonicalPath) : route.pathname;
  const canonicalPath = ownPath + (state.page > 0 ? `?pageNumber=${state.page + 1}` : '');
  usePageMeta({
    ...heading,
    canonicalPath,
    ready: !active.isFetching && !results.waiting && !place.pending && cardsShown,
  });

  // As many as the chips show: a price range is one filter.
  const filterCount = appliedFilters(filters, route.category, intl).length;
  const filtersButton = useRef<HTMLButtonElement>(null);
  // While the panel is open, what its draft would find ("Show 199 homes").
  const [draft, setDraft] = useState<typeof filters | null>(null);
  const draftCount = useDraftCount({
    draft: filtersOpen ? draft : null,
    state,
    params: route.params,
    category: route.category,
    place,
  });
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveMounted, setSaveMounted] = useState(false);
  if (saveOpen && !saveMounted) setSaveMounted(true);
  const saveButton = useRef<HTMLButtonElement>(null);
  const toSave = saveMounted ? searchToSave({ route, state, filters, place, intl }) : null;

  const lastPage = total ? clampPage(Number.MAX_SAFE_INTEGER, total, GALLERY_PAGE_SIZE) : 0;
  // Spec §4: the page index is clamped; a page past the end (an old link) moves to the last one.
  const outOfRange = state.view === 'gallery' && total !== undefined && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (outOfRange) set({ page: lastPage }, { replace: true });
  }, [outOfRange, lastPage, set]);

  return (
    <Page>
      <Head>
        <h1>{heading.title}</h1>
        {/* The line keeps its height while the count loads, so nothing below it moves. */}
        <Count aria-live="polite">
          {total !== undefined
            ? intl.formatMessage(messages.count, { count: total })
            : nearMe.status.kind === 'locating'
              ? intl.formatMessage(text.locating)
              : null}
          {byArea && placeName && (
            <>
              {' · '}
              <Link to={href({ area: null, page: 0 })}>
                {intl.formatMessage(areaTitles.showAll, { place: placeName })}
              </Link>
            </>
          )}
        </Count>
      </Head>

      <ResultsToolbar
        quick={<QuickFilters filters={filters} category={route.category} onChange={applyFilters} />}
        filtersButtonRef={filtersButton}
        filterCount={filterCount}
        onOpenFilters={() => setFiltersOpen(true)}
        onPreloadFilters={() => void loadFilterPanel()}
        sort={state.sort}
        onSort={(sort) => set({ sort, page: 0 })}
        view={state.view}
        onView={(view) => set({ view, page: 0 })}
        onSaveSearch={() => setSaveOpen(true)}
        saveSearchButtonRef={saveButton}
        // Nothing to save until the place is found, or the visitor's position for a near-me search.
        saveSearchDisabled={place.pending || (state.nearMe && !state.area)}
      />

      <FilterChips filters={filters} category={route.category} onChange={applyFilters} emptyFocusRef={filtersButton} />

      {panelMounted && (
        <Suspense fallback={null}>
          <FilterPanel
            open={filtersOpen}
            onDraftChange={setDraft}
            draftCount={draftCount}
            onClose={() => setFiltersOpen(false)}
            filters={filters}
            category={route.category}
            onApply={(next) => {
              setFiltersOpen(false);
              applyFilters(next);
            }}
          />
        </Suspense>
      )}

      {toSave && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={saveOpen}
            onClose={() => setSaveOpen(false)}
            search={toSave.search}
            defaultName={toSave.defaultName}
            summary={toSave.summary}
            finalFocusRef={saveButton}
          />
        </Suspense>
      )}

      {nearMe.status.kind === 'failed' && <NearMeNotice reason={nearMe.status.reason} onRetry={nearMe.retry} />}

      {active.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage(text.error)}
          onRetry={() => void active.refetch()}
          retryLabel={intl.formatMessage(text.retry)}
        />
      ) : total === 0 ? (
        <NoResults
          view={state.view}
          clearHref={filterCount > 0 ? href({ filters: {}, page: 0 }) : null}
          nearby={results.nearby}
        />
      ) : state.view === 'map' ? (
        <MapSection
          previews={results.map.data?.results}
          centre={place.centre ?? MAP_DEFAULT_CENTRE}
          zoom={state.area?.zoom ?? place.zoom}
          area={state.area?.bounds ?? null}
          onMove={(bounds, zoom) => set({ area: { bounds, zoom }, page: 0 }, { replace: true })}
        />
      ) : (
        <GalleryResults
          cards={results.cards}
          busy={results.gallery.isFetching || results.cards !== results.gallery.data}
          page={state.page}
          lastPage={lastPage}
          hrefFor={(page) => href({ page })}
        />
      )}

      <NeighbourhoodLinks />
    </Page>
  );
}
