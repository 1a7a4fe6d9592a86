import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isNotFound } from '@/api/errors';
import { brand } from '@/config/brand';
import { valueSlug } from '@/domain/people';
import { provinceName } from '@/domain/provinces';
import {
  activeRosterFilters,
  EMPTY_ROSTER_STATE,
  lastRosterPage,
  writeRosterQuery,
  type RosterKind,
} from '@/domain/roster-query';
import { usePageMeta } from '@/routing/page-meta';
import { pageText } from '@/routing/page-titles';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { Pagination } from '@/ui/Pagination';
import { searchApi } from '@/features/search/search-endpoints';
import { NotFoundPage } from '@/pages/shared/NotFoundPage';
import { agentsText, officesText, rosterText } from './messages';
import { RosterFilters } from './RosterFilters';
import type { RosterUrl } from './use-roster-url';

/** What a roster page needs of its search call (RTK Query's hook result). */
export interface RosterQuery<T> {
  data?: { results: T[]; totalHits: number };
  currentData?: { results: T[]; totalHits: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
  }
`;

const Count = styled.p`
  min-height: 1.55em;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  scroll-margin-top: ${({ theme }) => theme.space(24)};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 290px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  transition: opacity 120ms ease;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Skeleton = styled.li`
  min-height: 196px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .ways {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  }
  .ways a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

interface RosterLayoutProps<T> {
  kind: RosterKind;
  roster: RosterUrl;
  query: RosterQuery<T>;
  keyOf: (item: T) => string;
  /** The city's proper name (Montréal) when a card of that city shows it. */
  cityOf: (item: T) => string;
  renderCard: (item: T, index: number) => ReactNode;
}

/**
 * The agent or office roster (spec §2.6): search, filters, count, cards, paging, empty and error states. A city
 * roster of a city the API does not know is the 404 page; a known one is titled with the API's name for it.
 */
export function RosterLayout<T>(props: RosterLayoutProps<T>) {
  const place = props.roster.place;
  const city = searchApi.useCityListingsQuery(
    { province: place?.province ?? '', city: place?.city ?? '', size: 1 },
    { skip: !place },
  );
  if (place && isNotFound(city.error)) return <NotFoundPage />;
  return <Roster {...props} placeName={city.data?.place.name} placePending={city.isLoading} />;
}

function Roster<T>({
  kind,
  roster,
  query,
  keyOf,
  cityOf,
  renderCard,
  placeName,
  placePending,
}: RosterLayoutProps<T> & { placeName: string | undefined; placePending: boolean }) {
  const intl = useIntl();
  const { route, state, place, set, href } = roster;
  const { locale, category } = route;
  const kindText = kind === 'agents' ? agentsText : officesText;
  const filterCount = activeRosterFilters(state);
  const current = query.currentData;
  const shownData = query.data;
  const total = current?.totalHits;
  const lastPage = total === undefined ? undefined : lastRosterPage(total);

  // The city's real name, from the API (or a card of it): never the URL's words, which anyone can make up;
  // until one answers, the title names the province.
  const cityCard = place ? shownData?.results.find((item) => valueSlug(cityOf(item)) === place.city) : undefined;
  const cityName = place ? (placeName ?? (cityCard ? cityOf(cityCard) : null)) : undefined;
  const base = pageText(route, intl, cityName === undefined ? {} : { city: cityName });
  // Titles and descriptions are templated by city or province (spec §2.6), the licensed province included.
  const province =
    !place && state.licensed ? { code: state.licensed, province: provinceName(state.licensed, locale) } : null;
  const title = province ? intl.formatMessage(kindText.province, province) : base.title;
  const description = province
    ? intl.formatMessage(kindText.description, { ...province, brand: brand.name })
    : base.description;
  const publicPath = place
    ? kind === 'agents'
      ? urls.cityAgents('en', place.province, place.city, category)
      : urls.cityOffices('en', place.province, place.city, category)
    : kind === 'agents'
      ? urls.agents('en', category)
      : urls.offices('en', category);
  usePageMeta({
    title,
    description,
    canonicalPath: publicPath + writeRosterQuery(state, kind),
    ready: !query.isFetching && (current !== undefined || query.isError) && !placePending,
  });

  // Spec §4: a page past the end (an old link, fewer results now) moves to the last one.
  const outOfRange = lastPage !== undefined && total !== undefined && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (outOfRange && lastPage !== undefined) set({ page: lastPage }, { replace: true });
  }, [outOfRange, lastPage, set]);

  // A new page of results moves focus to the count above them, so keyboard and screen-reader users start
  // at the top of the new page rather than at the pagination links.
  const countRef = useRef<HTMLParagraphElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const previous = useRef({ page: state.page, rest: writeRosterQuery({ ...state, page: 1 }, kind) });
  useEffect(() => {
    const rest = writeRosterQuery({ ...state, page: 1 }, kind);
    const before = previous.current;
    previous.current = { page: state.page, rest };
    if (before.rest === rest && before.page !== state.page && !outOfRange) {
      countRef.current?.focus({ preventScroll: true });
      countRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [state, kind, outOfRange]);

  const clear = () => {
    set({ ...EMPTY_ROSTER_STATE, sort: state.sort });
    textRef.current?.focus();
  };

  const results = shownData?.results;
  const cityPage = place !== null;
  const busy = query.isFetching;

  return (
    <Page>
      <h1>{title}</h1>
      <RosterFilters
        kind={kind}
        kindText={kindText}
        locale={locale}
        state={state}
        cityPage={cityPage}
        showClear={filterCount > 0 && total !== 0}
        onChange={(patch) => set(patch)}
        onClear={clear}
        textRef={textRef}
      />

      <Count ref={countRef} role="status" tabIndex={-1} className="roster-count">
        {total !== undefined
          ? intl.formatMessage(kindText.count, { count: total })
          : busy
            ? intl.formatMessage(rosterText.searching)
            : null}
      </Count>

      {query.isError && !current ? (
        <Notice
          tone="error"
          title={intl.formatMessage(rosterText.error)}
          onRetry={() => void query.refetch()}
          retryLabel={intl.formatMessage(rosterText.retry)}
        />
      ) : total === 0 ? (
        <Empty className="roster-empty">
          <h2>{intl.formatMessage(kindText.none)}</h2>
          <p>{intl.formatMessage(rosterText.noneHint)}</p>
          <div className="ways">
            {filterCount > 0 && (
              <Button variant="secondary" onClick={clear}>
                {intl.formatMessage(rosterText.clear)}
              </Button>
            )}
            {(cityPage || filterCount > 0) && (
              <Link to={kind === 'agents' ? urls.agents(locale, category) : urls.offices(locale, category)}>
                {intl.formatMessage(kindText.all)}
              </Link>
            )}
          </div>
        </Empty>
      ) : (
        <section aria-label={intl.formatMessage(kindText.list)}>
          <Grid aria-busy={busy}>
            {results
              ? results.map((item, i) => <li key={keyOf(item)}>{renderCard(item, i)}</li>)
              : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} aria-hidden="true" />)}
          </Grid>
          {lastPage !== undefined && lastPage > 1 && (
            <Pagination
              page={Math.min(state.page, lastPage) - 1}
              lastPage={lastPage - 1}
              hrefFor={(index) => href({ page: index + 1 })}
            />
          )}
        </section>
      )}
    </Page>
  );
}
