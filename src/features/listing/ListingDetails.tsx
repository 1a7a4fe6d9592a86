import { useId } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import type { Locale } from '@/domain/constants';
import { formatNumber, formatPrice } from '@/domain/format';
import { listingDetailGroups, listingLanguage, type AreaUnit, type DetailValue } from '@/domain/listing-details';
import { roomLevelMessage, roomNameMessage, zoningWithClass } from '@/domain/listing-values';
import type { MessageDescriptor } from '@/domain/messages';

type NoValues = Record<string, never>;

const messages = defineMessages<{
  heading: NoValues;
  rooms: NoValues;
  room: NoValues;
  level: NoValues;
  dimensions: NoValues;
  taxesForYear: { amount: string; year: string };
  perMonth: { amount: string };
  perSqft: { amount: string };
}>({
  heading: { id: 'listing-details.heading', defaultMessage: 'Details' },
  rooms: { id: 'listing-details.rooms.caption', defaultMessage: 'Rooms' },
  room: { id: 'listing-details.rooms.room', defaultMessage: 'Room' },
  level: { id: 'listing-details.rooms.level', defaultMessage: 'Level' },
  dimensions: { id: 'listing-details.rooms.dimensions', defaultMessage: 'Dimensions' },
  taxesForYear: { id: 'listing-details.value.taxes-for-year', defaultMessage: '{amount} ({year})' },
  perMonth: { id: 'listing-details.value.per-month', defaultMessage: '{amount}/mo' },
  perSqft: { id: 'listing-details.value.per-sqft', defaultMessage: '{amount}/sq ft' },
});

// Every unit gets the number written in the locale; acres also the value, for its plural.
type AreaValues = { value: number; number: string };
const areaMessages = defineMessages<Record<AreaUnit, AreaValues>>({
  sqft: { id: 'listing-details.unit.sqft', defaultMessage: '{number} sq ft' },
  sqm: { id: 'listing-details.unit.sqm', defaultMessage: '{number} m²' },
  acres: {
    id: 'listing-details.unit.acres',
    defaultMessage: '{value, plural, one {{number} acre} other {{number} acres}}',
  },
  hectares: { id: 'listing-details.unit.hectares', defaultMessage: '{number} ha' },
});

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space(10)};
  }
`;

const GroupHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const List = styled.dl`
  margin: 0;
  div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const TableScroller = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    text-align: start;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    padding-inline-start: 0;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  tbody th {
    font-weight: 600;
  }
  td:last-child {
    white-space: nowrap;
  }
`;

function formatValue(value: DetailValue, locale: Locale, intl: IntlShape): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'number':
      return formatNumber(value.value, locale, 1);
    case 'year':
      return String(value.value);
    case 'area': {
      const number = formatNumber(value.value, locale, 2);
      if (value.unit) return intl.formatMessage(areaMessages[value.unit], { value: value.value, number });
      return value.unitText ? `${number} ${value.unitText}` : number;
    }
    case 'money': {
      const amount = formatPrice(value.value, locale);
      if (value.per === 'month') return intl.formatMessage(messages.perMonth, { amount });
      return value.year ? intl.formatMessage(messages.taxesForYear, { amount, year: String(value.year) }) : amount;
    }
    case 'moneyPerSqft':
      return intl.formatMessage(messages.perSqft, { amount: formatPrice(value.value, locale) });
    case 'message':
      return intl.formatMessage(value.message);
    case 'messages':
      return listOf(
        value.messages.map((message) => intl.formatMessage(message)),
        locale,
        intl,
      );
    case 'zoning':
      return intl.formatMessage(zoningWithClass, {
        zoningClass: intl.formatMessage(value.zoningClass),
        code: value.code,
      });
  }
}

/** "Hardwood and laminate" / "Bois franc et stratifié": values after the first are not capitalised. */
function listOf(items: string[], locale: Locale, intl: IntlShape): string {
  const [first, ...rest] = items;
  if (first === undefined) return '';
  return intl.formatList([first, ...rest.map((item) => item.charAt(0).toLocaleLowerCase(locale) + item.slice(1))], {
    type: 'conjunction',
  });
}

/** A rooms-table cell: a known name or level in the page's language, anything else as the listing wrote it. */
function roomCell(
  value: string | undefined,
  message: (value: string) => MessageDescriptor | undefined,
  intl: IntlShape,
) {
  const known = value ? message(value) : undefined;
  return known ? { text: intl.formatMessage(known), known: true } : { text: value ?? '', known: false };
}

export interface ListingDetailsProps {
  listing: ListingDetail;
  /** The id of the section's `<h2>`, for the page's sub-navigation and `aria-labelledby`. */
  headingId: string;
}

/**
 * Every detail the listing has (spec §3), in groups of label–value pairs, then its rooms as a table.
 * Labels and coded values are in the page's language; a value no vocabulary knows is the listing's own
 * words, marked with the listing's `lang` when that is not the page's.
 */
export function ListingDetails({ listing, headingId }: ListingDetailsProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const captionId = useId();
  const groups = listingDetailGroups(listing);
  const rooms = (listing.rooms ?? []).filter((room) => room.name?.trim());
  const listingLang = listingLanguage(listing);
  const otherLang = (lang: Locale) => (lang !== locale ? lang : undefined);
  return (
    <div>
      <Heading id={headingId}>{intl.formatMessage(messages.heading)}</Heading>
      <Groups>
        {groups.map((group) => (
          <div key={group.key} data-group={group.key}>
            <GroupHeading>{intl.formatMessage(group.label)}</GroupHeading>
            <List>
              {group.items.map((item) => (
                <div key={item.key} data-detail={item.key}>
                  <dt>{intl.formatMessage(item.label)}</dt>
                  <dd lang={item.value.kind === 'text' ? otherLang(item.value.lang) : undefined}>
                    {formatValue(item.value, locale, intl)}
                  </dd>
                </div>
              ))}
            </List>
          </div>
        ))}
      </Groups>
      {rooms.length > 0 && (
        // Focusable so a keyboard can scroll the table sideways on a narrow screen.
        <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
          <Table>
            <caption id={captionId}>{intl.formatMessage(messages.rooms)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.room)}</th>
                <th scope="col">{intl.formatMessage(messages.level)}</th>
                <th scope="col">{intl.formatMessage(messages.dimensions)}</th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room, i) => {
                const name = roomCell(room.name, roomNameMessage, intl);
                const level = roomCell(room.level, roomLevelMessage, intl);
                return (
                  <tr key={i}>
                    <th scope="row" lang={name.known ? undefined : otherLang(listingLang)}>
                      {name.text}
                    </th>
                    <td lang={level.known ? undefined : otherLang(listingLang)}>{level.text}</td>
                    <td>{room.dimensions}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </div>
  );
}
