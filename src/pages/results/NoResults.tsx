import { defineMessages, useIntl } from 'react-intl';
import type { ListingSummary } from '@/api/contract/listings';
import type { View } from '@/domain/sorting';
import { ListingCard } from '@/features/listing/ListingCard';
import { useRoute } from '@/routing/route-context';
import { ButtonLink } from '@/ui/ButtonLink';
import { CardGrid, EmptyState } from './parts';

const text = defineMessages({
  noneTitle: { id: 'results.none.title', defaultMessage: 'No Properties Found' },
  noneGallery: { id: 'results.none.gallery', defaultMessage: 'Try broadening your search to find results.' },
  noneMap: {
    id: 'results.none.map',
    defaultMessage: 'Try expanding your search by zooming out to include more results.',
  },
  clearFilters: { id: 'results.none.clear', defaultMessage: 'Clear all filters' },
  nearby: { id: 'results.nearby.title', defaultMessage: 'Nearby listings' },
});

/** Spec §8 "No Properties Found", a next step, and listings near the place searched. */
export function NoResults({
  view,
  clearHref,
  nearby,
}: {
  view: View;
  /** Where "clear all filters" leads, when the search has filters. */
  clearHref: string | null;
  nearby: readonly ListingSummary[];
}) {
  const intl = useIntl();
  const { locale } = useRoute();
  return (
    <>
      <EmptyState>
        <h2>{intl.formatMessage(text.noneTitle)}</h2>
        <p>{intl.formatMessage(view === 'map' ? text.noneMap : text.noneGallery)}</p>
        {clearHref && (
          <ButtonLink to={clearHref} variant="secondary">
            {intl.formatMessage(text.clearFilters)}
          </ButtonLink>
        )}
      </EmptyState>
      {nearby.length > 0 && (
        <section aria-labelledby="nearby-title">
          <h2 id="nearby-title" style={{ marginBottom: 16 }}>
            {intl.formatMessage(text.nearby)}
          </h2>
          <CardGrid>
            {nearby.map((listing) => (
              <li key={listing.listingId}>
                <ListingCard listing={listing} locale={locale} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </>
  );
}
