import { isRentOrLease } from '@/domain/sale-mode';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ActionButton } from '@/ui/ActionButton';
import type { ListingDetail } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import { formatCityLine } from '@/domain/address';
import { formatNumber, formatPrice, formatPriceShort } from '@/domain/format';
import { daysOnSite, listingAddress, listingTagMessages, listingTags, parseListingDate } from '@/domain/listing';
import { listingTypeLong } from '@/domain/listing';
import { isQuebec } from '@/domain/listing-details';
import { quebecRoomCount } from '@/domain/listing-values';
import { ShareListingButton } from '@/features/leads/ShareListing';
import { useFavouriteListing } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { HeartIcon, PrintIcon } from '@/ui/icons';
import { factText, listingText, saleModeText } from './messages';

const Panel = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
  }
  li.mode {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: -0.01em;
  line-height: 1.1;
  .short {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .change {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
  }
  .change.down {
    color: ${({ theme }) => theme.colors.success};
  }
  .change.up {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Address = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Rooms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: 600;
`;

const Meta = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PRICE_ARROWS = { down: '▼ ', up: '▲ ' } as const;

export function formatDay(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

interface ListingFactsProps {
  listing: ListingDetail;
  now: Date;
  headingId: string;
}

/** A Quebec dwelling's room count as Quebecers read it ("4 ½"), from its rooms table; null elsewhere. */
function quebecRoomsFact(listing: ListingDetail): { rooms: number; half: 'yes' | 'no'; withHalf: string } | null {
  const count = isQuebec(listing) ? quebecRoomCount(listing.rooms) : null;
  return count && { rooms: count.rooms, half: count.half ? 'yes' : 'no', withHalf: `${count.rooms}\u00a0½` };
}

/** The top of the page beside the photos: price, tags, rooms, address, MLS® number, dates, courtesy line. */
export function ListingFacts({ listing, now, headingId }: ListingFactsProps) {
  const intl = useIntl();
  const { locale, pathname } = useRoute();
  const favourite = useFavouriteListing(listing.listingId);
  const address = listingAddress(listing);
  const price = listing.listPrice ?? 0;
  const rental = isRentOrLease(listing.saleMode);
  const tags = listingTags(listing, now).filter((t) => t !== 'sold' && t !== 'rental');
  const listed = parseListingDate(listing.listingDate);
  const updated = parseListingDate(listing.lastUpdated);
  const days = listing.daysOnSite ?? daysOnSite(listing, now);
  const fullBaths = listing.fullBaths ?? listing.baths;
  const halfBaths = listing.halfBaths ?? 0;
  const office = listing.office?.name;
  const quebecRooms = quebecRoomsFact(listing);
  const street = address.address ?? '';
  // An address line keeps Canada Post's province code: `Laval, QC H5E 3B1`.
  const cityLine = formatCityLine(address);

  return (
    <Panel aria-label={intl.formatMessage(listingText.facts)} role="group">
      <Tags>
        <li className="mode">{intl.formatMessage(saleModeText[listing.saleMode])}</li>
        <li>{intl.formatMessage(listingTypeLong(listing))}</li>
        {tags.map((tag) => (
          <li key={tag}>{intl.formatMessage(listingTagMessages[tag])}</li>
        ))}
      </Tags>
      <Price data-price={price}>
        <span>
          {formatPrice(price, locale)}
          {rental && intl.formatMessage(listingText.perMonth)}
        </span>
        <span className="short" aria-hidden="true">
          {formatPriceShort(price, locale)}
        </span>
        {listing.priceChange && (
          <span className={`change ${listing.priceChange}`}>
            <span aria-hidden="true">{PRICE_ARROWS[listing.priceChange]}</span>
            {intl.formatMessage(listing.priceChange === 'down' ? listingText.priceDown : listingText.priceUp)}
          </span>
        )}
      </Price>
      <Rooms>
        {listing.beds !== undefined && <li>{intl.formatMessage(factText.beds, { count: listing.beds })}</li>}
        {fullBaths !== undefined && (
          <li>
            {halfBaths > 0
              ? intl.formatMessage(factText.bathsSplit, { full: fullBaths, half: halfBaths })
              : intl.formatMessage(factText.baths, { count: fullBaths })}
          </li>
        )}
        {quebecRooms && (
          <li title={intl.formatMessage(factText.quebecRoomsTitle, quebecRooms)}>
            {intl.formatMessage(factText.quebecRooms, quebecRooms)}
          </li>
        )}
        {listing.sqft !== undefined && (
          <li>{intl.formatMessage(factText.sqft, { value: formatNumber(listing.sqft, locale) })}</li>
        )}
      </Rooms>
      <Address id={headingId}>
        {street}
        {cityLine && <span>{cityLine}</span>}
      </Address>
      <Meta>
        {listing.mlsNum && <li>{intl.formatMessage(listingText.mls, { number: listing.mlsNum })}</li>}
        {listed && <li>{intl.formatMessage(listingText.listedOn, { date: formatDay(listed, locale) })}</li>}
        {days !== null && (
          <li>{intl.formatMessage(factText.daysOnSite, { days: Math.max(0, days), brand: brand.name })}</li>
        )}
        {office && <li>{intl.formatMessage(listingText.courtesyOf, { office })}</li>}
      </Meta>
      <Actions>
        <ActionButton
          type="button"
          aria-label={intl.formatMessage(listingText.favouriteLabel, { address: street })}
          aria-pressed={favourite.favourite}
          // Signed out, the favourite is kept in this browser and the sign-in drawer offers to keep it everywhere.
          onClick={favourite.toggle}
        >
          <HeartIcon />
          {intl.formatMessage(listingText.favourite)}
        </ActionButton>
        <ShareListingButton
          listing={{
            listingId: listing.listingId,
            address: street,
            city: address.city ?? '',
            url: `${window.location.origin}${pathname}`,
          }}
        />
        <ActionButton as="a" href={urls.printListing(locale, listing.listingId)}>
          <PrintIcon />
          {intl.formatMessage(listingText.print)}
        </ActionButton>
      </Actions>
      {updated && (
        <Meta>
          <li>{intl.formatMessage(listingText.updatedOn, { date: formatDay(updated, locale) })}</li>
        </Meta>
      )}
    </Panel>
  );
}
