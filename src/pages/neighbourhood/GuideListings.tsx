import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Neighbourhood } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import { toBackendFilters } from '@/domain/filters';
import { DEFAULT_SORT } from '@/domain/sorting';
import { ListingCard } from '@/features/listing/ListingCard';
import { filtersParam, searchApi } from '@/features/search/search-endpoints';
import { localisePath } from '@/routing/urls';
import { Notice } from '@/ui/Notice';
import { useNearViewport } from '@/ui/use-near-viewport';
import { pageText } from './messages';
import { Muted } from './section-styles';

/** The guide's listings: a row of the newest, then the link to the full results. */
export const GUIDE_LISTINGS = 6;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  min-height: 360px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AllResults = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** The neighbourhood's newest listings as cards, then a link to its full results page. */
export function GuideListings({ neighbourhood, locale }: { neighbourhood: Neighbourhood; locale: Locale }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const result = searchApi.useGallerySearchQuery(
    near
      ? {
          // What its results page lists (a residential search of its own homes), so the count is that page's.
          filters: filtersParam({
            ...toBackendFilters({}, { siteCategory: 'residential' }),
            neighbourhoodId: neighbourhood.neighbourhoodId,
          }),
          sort: DEFAULT_SORT,
          from: 0,
          size: GUIDE_LISTINGS,
        }
      : skipToken,
  );
  const total = result.data?.totalHits;
  const listings = result.data?.results ?? [];
  return (
    <div ref={ref} style={{ display: 'grid', gap: 16 }} aria-busy={result.isFetching}>
      {result.isError && !result.data ? (
        <Notice
          tone="error"
          title={intl.formatMessage(pageText.listingsError)}
          onRetry={() => void result.refetch()}
          retryLabel={intl.formatMessage(pageText.retry)}
        />
      ) : total === 0 ? (
        <Muted>{intl.formatMessage(pageText.listingsEmpty, { name: neighbourhood.name })}</Muted>
      ) : (
        <>
          <Muted>{intl.formatMessage(pageText.listingsIntro, { name: neighbourhood.name })}</Muted>
          <Cards>
            {listings.map((listing) => (
              <li key={listing.listingId}>
                <ListingCard listing={listing} locale={locale} />
              </li>
            ))}
          </Cards>
        </>
      )}
      <AllResults to={localisePath(neighbourhood.detailUrl, locale)} data-all-results="">
        {intl.formatMessage(pageText.allResults, {
          count: total ?? neighbourhood.listingCount,
          name: neighbourhood.name,
        })}
      </AllResults>
    </div>
  );
}
