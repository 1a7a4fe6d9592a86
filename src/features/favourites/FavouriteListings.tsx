import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingSummary } from '@/api/contract/listings';
import { useAppSelector } from '@/app/hooks';
import type { Locale } from '@/config/env';
import { formatCityLine } from '@/domain/address';
import type { SiteCategory } from '@/domain/site';
import { listingApi } from '@/features/listing/listing-endpoints';
import { localisePath, urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { focusAfterRemoval } from '@/ui/focus';
import { HeartIcon } from '@/ui/icons';
import { Notice } from '@/ui/Notice';
import { useFavouriteListing, useHiddenListing } from '@/features/user/user-api';
import { selectFavouriteListings, selectHiddenListings } from './favourites-slice';

const v = defineMessages<{
  count: { count: number };
  removeLabel: { address: string };
  goneLabel: { id: string };
  showAgainLabel: { address: string };
}>({
  count: {
    id: 'account.favourites.count',
    defaultMessage: '{count, plural, one {# property} other {# properties}}',
  },
  removeLabel: { id: 'account.favourites.remove.label', defaultMessage: 'Remove {address} from favourites' },
  goneLabel: { id: 'account.favourites.gone.label', defaultMessage: 'listing {id}' },
  showAgainLabel: { id: 'account.hidden.show-again.label', defaultMessage: 'Show {address} in my searches again' },
});

const m = defineMessages({
  title: { id: 'account.favourites.title', defaultMessage: 'Favourite properties' },
  emptyTitle: { id: 'account.favourites.empty.title', defaultMessage: 'No favourites yet' },
  emptyBody: {
    id: 'account.favourites.empty.body',
    defaultMessage: 'Tap the heart on a listing to keep it here, and find it again on any device.',
  },
  startSearch: { id: 'account.favourites.empty.search', defaultMessage: 'Start a search' },
  remove: { id: 'account.favourites.remove', defaultMessage: 'Remove' },
  loading: { id: 'account.favourites.loading', defaultMessage: 'Loading your favourites…' },
  error: { id: 'account.favourites.error', defaultMessage: 'Your favourites could not be loaded.' },
  gone: { id: 'account.favourites.gone', defaultMessage: 'This listing is no longer available.' },
  hiddenTitle: { id: 'account.hidden.title', defaultMessage: 'Hidden listings' },
  hiddenIntro: {
    id: 'account.hidden.intro',
    defaultMessage: 'You marked these as not interested: they stay out of your search results.',
  },
  showAgain: { id: 'account.hidden.show-again', defaultMessage: 'Show again' },
});

/** Previews are asked for in groups of this many ids (the previews call takes at most 100). */
const CHUNK = 50;

function chunks(ids: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) groups.push(ids.slice(i, i + CHUNK));
  return groups;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2:focus {
    outline: none;
  }
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-rows: 1fr auto;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Skeleton = styled.li`
  aspect-ratio: 4 / 4.3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Gone = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 160px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  svg {
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.colors.accent};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 36rem;
  }
`;

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: inherit;
  }
  .place {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface FavouriteListingsProps {
  locale: Locale;
  category: SiteCategory;
  /** One favourite's card: the page passes the listing feature's `ListingCard`. */
  renderCard: (listing: ListingSummary) => ReactNode;
}

/**
 * The Listings tab (spec §2.6): the account's favourite listings as cards, each removable (spec §8 "Property
 * removed from favourites", through the saga's snackbar); an empty state with a search to start; and the
 * listings hidden as "not interested" (ours), each of which can be shown again.
 */
export function FavouriteListings({ locale, category, renderCard }: FavouriteListingsProps) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The selectors answer a new empty list when there is none: compare the lists, not their identity.
  const favourites = useAppSelector(selectFavouriteListings, shallowEqual);
  const hidden = useAppSelector(selectHiddenListings, shallowEqual);

  return (
    <>
      <Section aria-labelledby={titleId}>
        <div>
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {intl.formatMessage(m.title)}
          </h2>
          {favourites.length > 0 && (
            <p className="count">{intl.formatMessage(v.count, { count: favourites.length })}</p>
          )}
        </div>
        {favourites.length === 0 ? (
          <Empty>
            <HeartIcon strokeWidth={1.8} />
            <h3>{intl.formatMessage(m.emptyTitle)}</h3>
            <p>{intl.formatMessage(m.emptyBody)}</p>
            <ButtonLink to={urls.findRealEstate(locale, category)}>{intl.formatMessage(m.startSearch)}</ButtonLink>
          </Empty>
        ) : (
          <Grid>
            {chunks(favourites).map((ids, i) => (
              <FavouriteGroup key={i} ids={ids} renderCard={renderCard} heading={heading} />
            ))}
          </Grid>
        )}
      </Section>
      {hidden.length > 0 && <HiddenListings ids={hidden} locale={locale} fallback={heading} />}
    </>
  );
}

/** The previews of a group of ids, in the order asked, and whether some are still to come. */
function usePreviews(ids: string[]) {
  const query = listingApi.useListingPreviewsQuery(ids);
  // While a changed list is fetched, the last answer still shows the listings it has.
  const byId = new Map((query.data ?? []).map((listing) => [listing.listingId, listing]));
  return { ...query, byId };
}

function FavouriteGroup({
  ids,
  renderCard,
  heading,
}: {
  ids: string[];
  renderCard: (listing: ListingSummary) => ReactNode;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const { byId, data, isFetching, isError, refetch } = usePreviews(ids);
  if (isError && !isFetching) {
    return (
      <li style={{ gridColumn: '1 / -1' }}>
        <Notice tone="error" onRetry={() => void refetch()}>
          {intl.formatMessage(m.error)}
        </Notice>
      </li>
    );
  }
  return (
    <>
      {!data && <li className="visually-hidden">{intl.formatMessage(m.loading)}</li>}
      {ids.map((id) => {
        const listing = byId.get(id);
        if (!listing && (!data || isFetching)) return <Skeleton key={id} aria-hidden="true" />;
        return (
          <ListedItem key={id} kind="favourite" id={id} address={listing?.address} focusAfter={heading}>
            {listing ? (
              renderCard(listing)
            ) : (
              <Gone>
                <p>{intl.formatMessage(m.gone)}</p>
              </Gone>
            )}
          </ListedItem>
        );
      })}
    </>
  );
}

function HiddenListings({
  ids,
  locale,
  fallback,
}: {
  ids: readonly string[];
  locale: Locale;
  fallback: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{intl.formatMessage(m.hiddenTitle)}</h2>
        <p className="count">{intl.formatMessage(m.hiddenIntro)}</p>
      </div>
      <Rows>
        {chunks(ids).map((group, i) => (
          <HiddenGroup key={i} ids={group} locale={locale} fallback={fallback} />
        ))}
      </Rows>
    </Section>
  );
}

function HiddenGroup({
  ids,
  locale,
  fallback,
}: {
  ids: string[];
  locale: Locale;
  fallback: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const { byId, data, isFetching } = usePreviews(ids);
  return (
    <>
      {ids.map((id) => {
        const listing = byId.get(id);
        const pending = !listing && (!data || isFetching);
        return (
          <ListedItem key={id} kind="hidden" id={id} address={listing?.address} focusAfter={fallback}>
            {listing ? (
              <div>
                <Link to={localisePath(listing.detailUrl, locale)}>{listing.address}</Link>
                <p className="place">{formatCityLine({ city: listing.city, province: listing.province })}</p>
              </div>
            ) : (
              <p className="place" aria-busy={pending || undefined}>
                {pending ? intl.formatMessage(m.loading) : intl.formatMessage(m.gone)}
              </p>
            )}
          </ListedItem>
        );
      })}
    </>
  );
}

/**
 * One listing of the tab with the button that takes it off the list (a favourite removed, a hidden listing
 * shown again); focus then moves to a neighbour, or to the list's heading, rather than the page's start.
 */
function ListedItem({
  id,
  address,
  focusAfter,
  kind,
  children,
}: {
  id: string;
  address: string | undefined;
  focusAfter: RefObject<HTMLHeadingElement | null>;
  kind: 'favourite' | 'hidden';
  children: ReactNode;
}) {
  const intl = useIntl();
  const favourite = useFavouriteListing(id);
  const hidden = useHiddenListing(id);
  const name = address || intl.formatMessage(v.goneLabel, { id });
  const isFavourite = kind === 'favourite';
  return (
    <li data-listing-id={id}>
      {children}
      <Button
        variant="secondary"
        data-action={isFavourite ? 'remove-favourite' : 'show-again'}
        aria-label={intl.formatMessage(isFavourite ? v.removeLabel : v.showAgainLabel, { address: name })}
        onClick={(event) => {
          focusAfterRemoval(event.currentTarget, focusAfter);
          (isFavourite ? favourite : hidden).toggle();
        }}
      >
        {intl.formatMessage(isFavourite ? m.remove : m.showAgain)}
      </Button>
    </li>
  );
}
