import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import { INTL_LOCALES, type Locale } from '@/domain/constants';
import { formatPostalCode } from '@/domain/format';
import { buildIcs, icsDataUrl, icsDateTime, openHouseFileName } from '@/domain/ics';
import { listingAddress, upcomingOpenHouses, type OpenHouse } from '@/domain/listing';
import { safeHttpUrl } from '@/domain/listing-details';
import { provinceTimeZone } from '@/domain/time-zones';
import { localisePath } from '@/routing/urls';
import { buttonStyles } from '@/ui/Button';
import { CalendarIcon } from '@/ui/icons';

type NoValues = Record<string, never>;

const messages = defineMessages<{
  heading: NoValues;
  none: NoValues;
  virtual: NoValues;
  join: NoValues;
  askForLink: NoValues;
  newTab: NoValues;
  addToCalendar: NoValues;
  addToCalendarNamed: { date: string; time: string };
  tours: NoValues;
  virtualTour: NoValues;
  videoTour: NoValues;
  threeDTour: NoValues;
  icsSummary: { address: string };
  icsSummaryVirtual: { address: string };
  icsJoin: { url: string };
  icsListing: { url: string };
}>({
  heading: { id: 'open-houses.heading', defaultMessage: 'Open houses' },
  none: {
    id: 'open-houses.none',
    defaultMessage: 'No open houses are scheduled. Contact the agent to book a visit.',
  },
  virtual: { id: 'open-houses.virtual', defaultMessage: 'Virtual open house' },
  join: { id: 'open-houses.join', defaultMessage: 'Join' },
  askForLink: { id: 'open-houses.ask-for-link', defaultMessage: 'Ask the agent for the link to join.' },
  newTab: { id: 'open-houses.new-tab', defaultMessage: '(opens in a new tab)' },
  addToCalendar: { id: 'open-houses.add-to-calendar', defaultMessage: 'Add to calendar' },
  addToCalendarNamed: {
    id: 'open-houses.add-to-calendar-named',
    defaultMessage: 'Add to calendar: {date}, {time}',
  },
  tours: { id: 'open-houses.tours', defaultMessage: 'Tours' },
  virtualTour: { id: 'open-houses.virtual-tour', defaultMessage: 'Virtual tour' },
  videoTour: { id: 'open-houses.video-tour', defaultMessage: 'Video tour' },
  threeDTour: { id: 'open-houses.3d-tour', defaultMessage: '3D tour' },
  icsSummary: { id: 'open-houses.ics.summary', defaultMessage: 'Open house: {address}' },
  icsSummaryVirtual: { id: 'open-houses.ics.summary-virtual', defaultMessage: 'Virtual open house: {address}' },
  icsJoin: { id: 'open-houses.ics.join', defaultMessage: 'Join online: {url}' },
  icsListing: { id: 'open-houses.ics.listing', defaultMessage: 'Listing details: {url}' },
});

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const When = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.p`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const PrimaryLink = styled.a`
  ${buttonStyles.primary};
`;

const SecondaryLink = styled.a`
  ${buttonStyles.secondary};
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Tours = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface OpenHousesProps {
  listing: ListingDetail;
  /** The id of the section's `<h2>`, for the page's sub-navigation and `aria-labelledby`. */
  headingId: string;
  /** The current time (tests); open houses that ended before it are not shown. */
  now?: Date;
}

/**
 * Upcoming open houses in the page's language and the listing's time zone (with its abbreviation, so a
 * visitor elsewhere is not misled), each with an "add to calendar" file; virtual ones with their link;
 * then the listing's virtual, video and 3D tours.
 */
export function OpenHouses({ listing, headingId, now }: OpenHousesProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const at = now ?? new Date();
  const place = listingAddress(listing);
  const timeZone = provinceTimeZone(place.province);
  const openHouses = upcomingOpenHouses(listing, at).filter((o) => Date.parse(o.end) >= Date.parse(o.start));
  const dateFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
  const timeFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const pageUrl = safeHttpUrl(`${origin}${localisePath(listing.detailUrl, locale)}`);
  const host = origin ? new URL(origin).hostname : `${brand.shortName}.example`;
  const street = place.address ?? '';
  const location = [
    street,
    place.city,
    [place.province, place.postalCode && formatPostalCode(place.postalCode)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const tours = [
    { key: 'virtual', label: messages.virtualTour, url: safeHttpUrl(listing.virtualTourUrl) },
    { key: 'video', label: messages.videoTour, url: safeHttpUrl(listing.videoTourUrl) },
    { key: '3d', label: messages.threeDTour, url: safeHttpUrl(listing.threeDTourUrl) },
  ].filter((tour) => tour.url);
  const newTab = <span className="visually-hidden">{intl.formatMessage(messages.newTab)}</span>;

  const calendarFile = (openHouse: OpenHouse, joinUrl: string | undefined) => {
    const summary = intl.formatMessage(openHouse.isVirtual ? messages.icsSummaryVirtual : messages.icsSummary, {
      address: street || location,
    });
    const description = [
      joinUrl && intl.formatMessage(messages.icsJoin, { url: joinUrl }),
      pageUrl && intl.formatMessage(messages.icsListing, { url: pageUrl }),
    ]
      .filter(Boolean)
      .join('\n');
    return buildIcs(
      {
        uid: `open-house-${listing.listingId}-${icsDateTime(openHouse.start)}@${host}`,
        start: openHouse.start,
        end: openHouse.end,
        stamp: at,
        summary,
        location,
        description,
        ...(pageUrl ? { url: pageUrl } : {}),
      },
      { prodId: `-//${brand.name}//Open houses//${locale.toUpperCase()}` },
    );
  };

  return (
    <div>
      <Heading id={headingId}>{intl.formatMessage(messages.heading)}</Heading>
      {openHouses.length > 0 ? (
        <List>
          {openHouses.map((openHouse) => {
            const start = new Date(openHouse.start);
            const end = new Date(openHouse.end);
            const date = dateFormat.format(start);
            const time = timeFormat.formatRange(start, end);
            const joinUrl = openHouse.isVirtual ? safeHttpUrl(openHouse.url) : undefined;
            return (
              <Item key={`${openHouse.start}-${openHouse.end}`}>
                <When>
                  <time dateTime={start.toISOString()}>{date}</time>
                </When>
                <p>{time}</p>
                {openHouse.isVirtual && <Badge>{intl.formatMessage(messages.virtual)}</Badge>}
                {openHouse.isVirtual && !joinUrl && <Muted>{intl.formatMessage(messages.askForLink)}</Muted>}
                <Actions>
                  {joinUrl && (
                    <PrimaryLink href={joinUrl} target="_blank" rel="noopener noreferrer">
                      {intl.formatMessage(messages.join)} {newTab}
                    </PrimaryLink>
                  )}
                  <SecondaryLink
                    href={icsDataUrl(calendarFile(openHouse, joinUrl))}
                    download={openHouseFileName(street, start, timeZone)}
                    aria-label={intl.formatMessage(messages.addToCalendarNamed, { date, time })}
                  >
                    <CalendarIcon />
                    {intl.formatMessage(messages.addToCalendar)}
                  </SecondaryLink>
                </Actions>
              </Item>
            );
          })}
        </List>
      ) : (
        <Muted>{intl.formatMessage(messages.none)}</Muted>
      )}
      {tours.length > 0 && (
        <>
          <SubHeading>{intl.formatMessage(messages.tours)}</SubHeading>
          <Tours>
            {tours.map((tour) => (
              <li key={tour.key}>
                <SecondaryLink href={tour.url} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(tour.label)} {newTab}
                </SecondaryLink>
              </li>
            ))}
          </Tours>
        </>
      )}
    </div>
  );
}
