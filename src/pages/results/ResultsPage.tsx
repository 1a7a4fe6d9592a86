import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { activeToggles } from '@/domain/filters';
import { MAP_DEFAULT_CENTRE } from '@/domain/constants';
import { clampPage, GALLERY_PAGE_SIZE } from '@/domain/sorting';
import { FilterPanel } from '@/features/search/FilterPanel';
import { nearMeArea } from '@/features/search/results-query';
import { useNearMe } from '@/features/search/use-near-me';
import { usePageMeta } from '@/routing/page-meta';
import { pageText } from '@/routing/page-titles';
import { useRoute } from '@/routing/route-context';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { GalleryResults } from './GalleryResults';
import { MapSection } from './MapSection';
import { NearMeNotice } from './NearMeNotice';
import { NoResults } from './NoResults';
import { ResultsToolbar } from './ResultsToolbar';
import { useResultsQueries } from './use-results-queries';
import { useResultsUrl } from './use-results-url';
import { useSearchCentre } from './use-search-centre';

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

const text = defineMessages({
  locating: { id: 'results.nearMe.locating', defaultMessage: 'Finding your location…' },
  error: { id: 'results.error', defaultMessage: 'We couldn’t load these listings.' },
  retry: { id: 'results.retry', defaultMessage: 'Try again' },
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

/** The geocoded name is the city's only when the page is a city page (not a neighbourhood). */
function cityName(params: Readonly<Record<string, string>>, name: string | undefined): { city?: string } {
  return params.city && name ? { city: name } : {};
}

/** Listing search results (spec §2.6): gallery or map, sort, filters, paging; the URL holds the search. */
export function ResultsPage() {
  const intl = useIntl();
  const route = useRoute();
  const { state, href, set } = useResultsUrl();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const place = useSearchCentre(route.params);
  // Near me: once the browser gives a position, the search becomes an area search around it (kept in
  // the URL, so reload and back do not ask again); if it cannot, the search covers Canada and says why.
  const nearMe = useNearMe(state.nearMe && !state.area ? route.search : null, (position) =>
    set({ area: nearMeArea(position), page: 0 }, { replace: true }),
  );
  const results = useResultsQueries({
    state,
    params: route.params,
    category: route.category,
    place,
    hold: nearMe.status.kind === 'locating',
  });
  const { active, total } = results;

  const placeHeading = pageText(route, intl, cityName(route.params, place.name));
  const heading = state.nearMe
    ? {
        ...placeHeading,
        title: intl.formatMessage(nearMeTitles.title, {
          category: route.category,
          condo: String(results.request.filters.condo === true && activeToggles(results.request.filters).length === 1),
        }),
      }
    : placeHeading;
  usePageMeta({ ...heading, ready: !active.isLoading && !results.waiting && !place.pending });

  const filterCount = Object.keys(state.filters).filter((k) => k !== 'keywords').length;
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
        </Count>
      </Head>

      <ResultsToolbar
        filterCount={filterCount}
        onOpenFilters={() => setFiltersOpen(true)}
        sort={state.sort}
        onSort={(sort) => set({ sort, page: 0 })}
        view={state.view}
        onView={(view) => set({ view, page: 0 })}
      />

      <FilterPanel
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        filters={state.filters}
        category={route.category}
        onApply={(filters) => {
          setFiltersOpen(false);
          set({ filters, page: 0 });
        }}
      />

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
    </Page>
  );
}
