import { isRentOrLease } from '@/domain/sale-mode';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingSummary } from '@/api/contract/listings';
import { formatCityLine } from '@/domain/address';
import { formatPrice, formatPriceShort, formatSummaryLine } from '@/domain/format';
import { cardTypeLabel, listingTagMessages, listingTags } from '@/domain/listing';
import type { Locale } from '@/config/env';
import { localisePath } from '@/routing/urls';
import { useFavouriteListing, useHiddenListing } from '@/features/user/user-api';
import { cardFrame } from '@/ui/card';
import { IconButton } from '@/ui/IconButton';
import { EyeOffIcon, HeartIcon } from '@/ui/icons';
import { listingApi } from './listing-endpoints';

const messages = defineMessages<{
  summary: { beds: number; baths: number; sqft: number };
  favourite: { address: string };
  hide: { address: string };
  hidden: { address: string };
  showAgain: Record<string, never>;
  photo: { address: string; city: string };
  perMonth: Record<string, never>;
}>({
  summary: {
    id: 'listing-card.summary',
    defaultMessage:
      '{beds, plural, =0 {} one {# bedroom, } other {# bedrooms, }}{baths, plural, =0 {} one {# bathroom, } other {# bathrooms, }}{sqft, plural, =0 {} other {# square feet}}',
  },
  favourite: { id: 'listing-card.favourite', defaultMessage: 'Save {address} to my favourites' },
  hide: { id: 'listing-card.hide', defaultMessage: 'Not interested in {address}: hide it' },
  hidden: { id: 'listing-card.hidden', defaultMessage: 'You hid {address}.' },
  showAgain: { id: 'listing-card.show-again', defaultMessage: 'Show again' },
  photo: { id: 'listing-card.photo', defaultMessage: 'Front of {address}, {city}' },
  perMonth: { id: 'listing-card.per-month', defaultMessage: '/mo' },
});

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  ${cardFrame}
`;

const Photo = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Tags = styled.ul`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgb(20 20 20 / 0.78);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  padding-right: ${({ theme }) => theme.space(14)};
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The card is one link: the address link's hit area covers it. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.01em;
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CardActions = styled.div`
  position: absolute;
  z-index: 1;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const HiddenCard = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
  }
`;

const Favourite = styled(IconButton).attrs({ variant: 'raised' as const })`
  color: ${({ theme }) => theme.colors.accent};
  box-shadow: none;
  svg {
    width: 22px;
    height: 22px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &.hide {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ListingCardProps {
  listing: ListingSummary;
  locale: Locale;
  /** Headings of cards sit under the results heading. */
  headingLevel?: 2 | 3;
  /** Only the first cards of a page load their photo eagerly. */
  eager?: boolean;
  now?: Date;
}

/** A listing card: photo first, price strongest, then the summary and the address (DESIGN.md). */
export function ListingCard({ listing, locale, headingLevel = 3, eager = false, now = new Date() }: ListingCardProps) {
  const intl = useIntl();
  const favourite = useFavouriteListing(listing.listingId);
  const hidden = useHiddenListing(listing.listingId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = listing.listPrice ?? 0;
  const rental = isRentOrLease(listing.saleMode);
  const tags = listingTags(listing, now).slice(0, 3);
  const photo = listing.photos?.[0];
  const address = listing.address ?? '';
  const city = listing.city ?? '';
  if (hidden.hidden) {
    // Ours: "not interested" folds the card away, in place, with a way back.
    return (
      <HiddenCard data-listing-id={listing.listingId} data-hidden="true">
        <p>{intl.formatMessage(messages.hidden, { address })}</p>
        <button type="button" onClick={hidden.toggle}>
          {intl.formatMessage(messages.showAgain)}
        </button>
      </HiddenCard>
    );
  }
  return (
    <Card data-beds={listing.beds ?? ''} data-listing-id={listing.listingId}>
      <Photo>
        {photo && (
          <img
            src={typeof photo === 'string' ? photo : photo.url}
            alt={intl.formatMessage(messages.photo, { address, city })}
            width="400"
            height="300"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {tags.length > 0 && (
          <Tags>
            {tags.map((tag) => (
              <li key={tag}>{intl.formatMessage(listingTagMessages[tag])}</li>
            ))}
          </Tags>
        )}
      </Photo>
      <Body>
        <Price className="listing-price" data-price={price}>
          {formatPrice(price, locale)}
          {rental && intl.formatMessage(messages.perMonth)}
          <small aria-hidden="true">{formatPriceShort(price, locale)}</small>
        </Price>
        <Muted className="listing-type">{intl.formatMessage(cardTypeLabel(listing))}</Muted>
        <p
          className="listing-summary"
          aria-label={intl.formatMessage(messages.summary, {
            beds: listing.beds ?? 0,
            baths: listing.baths ?? 0,
            sqft: listing.sqft ?? 0,
          })}
        >
          {formatSummaryLine({ beds: listing.beds, baths: listing.baths, sqft: listing.sqft }, locale)}
        </p>
        <Heading style={{ fontSize: '1rem', fontWeight: 600 }}>
          <Link to={localisePath(listing.detailUrl, locale)}>{address}</Link>
        </Heading>
        <Muted>{formatCityLine({ city, province: listing.province })}</Muted>
      </Body>
      <CardActions>
        <Favourite
          className="hide"
          label={intl.formatMessage(messages.hide, { address })}
          icon={<EyeOffIcon />}
          onClick={hidden.toggle}
        />
        <Favourite
          aria-pressed={favourite.favourite}
          label={intl.formatMessage(messages.favourite, { address })}
          icon={<HeartIcon />}
          onClick={favourite.toggle}
        />
      </CardActions>
    </Card>
  );
}

/** The card of one listing by id, for the map's drawer. */
export function ListingPreviewCard({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { data } = listingApi.useListingPreviewsQuery([listingId]);
  const listing = data?.[0];
  return listing ? <ListingCard listing={listing} locale={locale} eager /> : <CardSkeleton aria-hidden="true" />;
}

const CardSkeleton = styled.div`
  aspect-ratio: 4 / 4.3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
