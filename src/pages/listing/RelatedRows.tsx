import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingDetail, ListingSummary } from '@/api/contract/listings';
import { ListingCard } from '@/features/listing/ListingCard';
import { searchApi } from '@/features/search/search-endpoints';
import { useRoute } from '@/routing/route-context';
import { Button } from '@/ui/Button';
import { listingText } from './messages';
import { nearbyListingsParams, otherListings, similarListingsParams, similarPropertiesParams } from './related';

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(260px, 78%);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  > li {
    scroll-snap-align: start;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-auto-columns: minmax(260px, calc((100% - 2 * ${({ theme }) => theme.space(4)}) / 3));
  }
  ${({ theme }) => theme.media.wide} {
    grid-auto-columns: calc((100% - 3 * ${({ theme }) => theme.space(4)}) / 4);
  }
`;

const Skeleton = styled.li`
  aspect-ratio: 4 / 4.3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface RowViewProps {
  title: string;
  headingId: string;
  listings: ListingSummary[] | undefined;
  failed: boolean;
  retry: () => void;
  empty: string;
  footer?: React.ReactNode;
}

function RowView({ title, headingId, listings, failed, retry, empty, footer }: RowViewProps) {
  const intl = useIntl();
  const { locale } = useRoute();
  return (
    <>
      <h2 id={headingId}>{title}</h2>
      {failed ? (
        <div role="alert">
          <Empty>{intl.formatMessage(listingText.rowError)}</Empty>
          <Button type="button" onClick={retry}>
            {intl.formatMessage(listingText.retry)}
          </Button>
        </div>
      ) : listings && listings.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Row aria-busy={!listings} aria-labelledby={headingId}>
          {listings
            ? listings.map((listing) => (
                <li key={listing.listingId}>
                  <ListingCard listing={listing} locale={locale} />
                </li>
              ))
            : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} aria-hidden="true" />)}
        </Row>
      )}
      {footer}
    </>
  );
}

interface RowProps {
  listing: ListingDetail;
  headingId: string;
  /** Where "see all" goes: the city's search page. */
  cityHref?: string;
}

export function SimilarListingsRow({ listing, headingId, cityHref }: RowProps) {
  const intl = useIntl();
  const query = searchApi.useGallerySearchQuery(similarListingsParams(listing));
  const city = listing.city ?? '';
  return (
    <RowView
      title={intl.formatMessage(listingText.similarListings)}
      headingId={headingId}
      listings={query.data ? otherListings(query.data.results, listing.listingId) : undefined}
      failed={query.isError}
      retry={() => void query.refetch()}
      empty={intl.formatMessage(listingText.similarListingsEmpty, { city })}
      footer={cityHref && <Link to={cityHref}>{intl.formatMessage(listingText.seeAll, { city })}</Link>}
    />
  );
}

export function NearbyListingsRow({ listing, headingId }: RowProps) {
  const intl = useIntl();
  const params = nearbyListingsParams(listing);
  const query = searchApi.useDistanceSearchQuery(params!, { skip: !params });
  return (
    <RowView
      title={intl.formatMessage(listingText.nearbyListings)}
      headingId={headingId}
      listings={query.data ? otherListings(query.data.results, listing.listingId) : !params ? [] : undefined}
      failed={query.isError}
      retry={() => void query.refetch()}
      empty={intl.formatMessage(listingText.nearbyListingsEmpty)}
    />
  );
}

export function SimilarPropertiesRow({ listing, headingId }: RowProps) {
  const intl = useIntl();
  const query = searchApi.useGallerySearchQuery(similarPropertiesParams(listing));
  return (
    <RowView
      title={intl.formatMessage(listingText.similarProperties)}
      headingId={headingId}
      listings={query.data ? otherListings(query.data.results, listing.listingId) : undefined}
      failed={query.isError}
      retry={() => void query.refetch()}
      empty={intl.formatMessage(listingText.similarPropertiesEmpty, { city: listing.city ?? '' })}
    />
  );
}
