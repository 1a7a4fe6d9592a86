import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { leaseTermMessages, rentInclusionMessages } from '@/domain/rent';
import { formatPrice } from '@/domain/format';
import { useRoute } from '@/routing/route-context';
import { sectionLabels } from './sections';

type NoValues = Record<string, never>;

const m = defineMessages<{
  rent: NoValues;
  rentValue: { price: string };
  term: NoValues;
  available: NoValues;
  now: NoValues;
  from: { date: string };
  pets: NoValues;
  petsYes: NoValues;
  petsNo: NoValues;
  furnished: NoValues;
  yes: NoValues;
  no: NoValues;
  included: NoValues;
  nothing: NoValues;
  unknown: NoValues;
}>({
  rent: { id: 'listing.rent.monthly', defaultMessage: 'Monthly rent' },
  rentValue: { id: 'listing.rent.monthly.value', defaultMessage: '{price}/mo' },
  term: { id: 'listing.rent.term', defaultMessage: 'Lease term' },
  available: { id: 'listing.rent.available', defaultMessage: 'Available' },
  now: { id: 'listing.rent.available.now', defaultMessage: 'Now' },
  from: { id: 'listing.rent.available.from', defaultMessage: 'From {date}' },
  pets: { id: 'listing.rent.pets', defaultMessage: 'Pets' },
  petsYes: { id: 'listing.rent.pets.yes', defaultMessage: 'Allowed' },
  petsNo: { id: 'listing.rent.pets.no', defaultMessage: 'Not allowed' },
  furnished: { id: 'listing.rent.furnished', defaultMessage: 'Furnished' },
  yes: { id: 'listing.rent.yes', defaultMessage: 'Yes' },
  no: { id: 'listing.rent.no', defaultMessage: 'No' },
  included: { id: 'listing.rent.included', defaultMessage: 'Included in the rent' },
  nothing: { id: 'listing.rent.included.none', defaultMessage: 'Utilities are extra' },
  unknown: { id: 'listing.rent.unknown', defaultMessage: 'Ask the listing agent' },
});

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * What a renter needs before the rest (realtor.ca and Centris show the same): the month's rent, the lease, when it
 * is free, pets, furniture and what the rent includes. A listing without terms says to ask the agent.
 */
export function RentTerms({
  listing,
  headingId,
  now,
}: {
  listing: Pick<ListingDetail, 'listPrice' | 'rentTerms'>;
  headingId: string;
  now: Date;
}) {
  const intl = useIntl();
  const { locale } = useRoute();
  const terms = listing.rentTerms;
  const unknown = intl.formatMessage(m.unknown);
  const today = now.toISOString().slice(0, 10);
  const available = !terms
    ? unknown
    : terms.availableFrom <= today
      ? intl.formatMessage(m.now)
      : intl.formatMessage(m.from, {
          // A calendar day: read in UTC, it is the same day everywhere.
          date: intl.formatDate(terms.availableFrom, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
        });
  const yesNo = (value: boolean | undefined, yes = m.yes, no = m.no) =>
    value === undefined ? unknown : intl.formatMessage(value ? yes : no);
  return (
    <>
      <h2 id={headingId}>{intl.formatMessage(sectionLabels['rental-terms'])}</h2>
      <List>
        <div>
          <dt>{intl.formatMessage(m.rent)}</dt>
          <dd>{intl.formatMessage(m.rentValue, { price: formatPrice(listing.listPrice ?? 0, locale) })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.term)}</dt>
          <dd>{terms ? intl.formatMessage(leaseTermMessages[terms.leaseTerm]) : unknown}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.available)}</dt>
          <dd>{available}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.pets)}</dt>
          <dd>{yesNo(terms?.petsAllowed, m.petsYes, m.petsNo)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.furnished)}</dt>
          <dd>{yesNo(terms?.furnished)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.included)}</dt>
          <dd>
            {!terms
              ? unknown
              : terms.included.length === 0
                ? intl.formatMessage(m.nothing)
                : intl.formatList(terms.included.map((item) => intl.formatMessage(rentInclusionMessages[item])))}
          </dd>
        </div>
      </List>
    </>
  );
}
