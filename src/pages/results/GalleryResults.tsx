import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingSummary, SearchEnvelope } from '@/api/contract/listings';
import { ListingCard } from '@/features/listing/ListingCard';
import { useRoute } from '@/routing/route-context';
import { Pagination } from '@/ui/Pagination';
import { usePageTurn } from '@/ui/use-page-turn';
import { CardGrid } from './parts';

const text = defineMessages({
  loading: { id: 'results.loading', defaultMessage: 'Loading listings…' },
  listTitle: { id: 'results.list.title', defaultMessage: 'Listings' },
});

// A new page of results scrolls here, a little below the window's top edge.
const Section = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space(4)};
`;

const Skeleton = styled.li`
  aspect-ratio: 4 / 4.3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

interface GalleryResultsProps {
  /** The page of cards to show; undefined while the first page loads (skeletons show instead). */
  cards: SearchEnvelope<ListingSummary> | undefined;
  /** A newer page is on its way (or the cards are still being rendered). */
  busy: boolean;
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}

/**
 * The gallery: a grid of listing cards with paging, skeletons while the first page loads. A page link the
 * visitor follows moves the view and focus to the top of the grid and announces the page ("Page 2 of 14").
 */
export function GalleryResults({ cards, busy, page, lastPage, hrefFor }: GalleryResultsProps) {
  const intl = useIntl();
  const { locale } = useRoute();
  const { targetRef, onFollow, announcement } = usePageTurn<HTMLElement>(page, lastPage);
  return (
    <Section ref={targetRef} tabIndex={-1} aria-label={intl.formatMessage(text.listTitle)}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <CardGrid aria-busy={busy}>
        {cards
          ? cards.results.map((listing, i) => (
              <li key={listing.listingId}>
                <ListingCard listing={listing} locale={locale} eager={i < 3} headingLevel={2} />
              </li>
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} aria-hidden="true" />)}
      </CardGrid>
      {!cards && <p className="visually-hidden">{intl.formatMessage(text.loading)}</p>}
      {lastPage > 0 && (
        <Pagination page={Math.min(page, lastPage)} lastPage={lastPage} hrefFor={hrefFor} onFollow={onFollow} />
      )}
    </Section>
  );
}
