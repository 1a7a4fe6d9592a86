import { isRentOrLease } from '@/domain/sale-mode';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { formatCityLine } from '@/domain/address';
import { formatPrice, formatSummaryLine } from '@/domain/format';
import { localisePath } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { clearRecentlyViewed, useRecentlyViewed, type RecentlyViewedEntry } from './recently-viewed';

const messages = defineMessages<{
  beds: { beds: number };
  baths: { baths: number };
}>({
  beds: { id: 'recently-viewed.beds', defaultMessage: '{beds, plural, one {# bedroom} other {# bedrooms}}' },
  baths: { id: 'recently-viewed.baths', defaultMessage: '{baths, plural, one {# bathroom} other {# bathrooms}}' },
});

const plain = defineMessages({
  title: { id: 'recently-viewed.title', defaultMessage: 'Recently viewed' },
  clear: { id: 'recently-viewed.clear', defaultMessage: 'Clear' },
  clearLabel: { id: 'recently-viewed.clear-label', defaultMessage: 'Clear recently viewed listings' },
  cleared: { id: 'recently-viewed.cleared', defaultMessage: 'Your recently viewed listings were cleared.' },
  perMonth: { id: 'recently-viewed.per-month', defaultMessage: '/mo' },
});

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* A grid or flex parent must not stretch to the row's full width: the row scrolls inside. */
  min-width: 0;
  max-width: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 240px);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  /* Room for the focus ring of the cards, which the scroll container would clip. */
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space(1)};
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
  li {
    scroll-snap-align: start;
    min-width: 0;
  }
`;

const Card = styled(Link)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Photo = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  .price {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 800;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .address {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Cleared = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus {
    outline: none;
  }
`;

export interface RecentlyViewedStripProps {
  locale: Locale;
  /** The listing on screen, left out of its own strip. */
  excludeId?: string;
  headingLevel?: 2 | 3;
}

function EntryCard({ entry, locale }: { entry: RecentlyViewedEntry; locale: Locale }) {
  const intl = useIntl();
  const rental = isRentOrLease(entry.saleMode);
  const summary = formatSummaryLine({ beds: entry.beds, baths: entry.baths }, locale);
  const spoken = [
    entry.beds ? intl.formatMessage(messages.beds, { beds: entry.beds }) : '',
    entry.baths ? intl.formatMessage(messages.baths, { baths: entry.baths }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const place = formatCityLine({ city: entry.city, province: entry.province });
  return (
    <Card to={localisePath(entry.url, locale)} data-listing-id={entry.listingId}>
      <Photo>
        {/* The link's text says what the photo shows. */}
        {entry.photoUrl && <img src={entry.photoUrl} alt="" width="240" height="180" loading="lazy" decoding="async" />}
      </Photo>
      <Body>
        {entry.price !== undefined && (
          <p className="price">
            {formatPrice(entry.price, locale)}
            {rental && intl.formatMessage(plain.perMonth)}
          </p>
        )}
        {summary && (
          <p>
            <span aria-hidden="true">{summary}</span>
            <span className="visually-hidden">{spoken}</span>
          </p>
        )}
        {entry.address && <p className="address">{entry.address}</p>}
        {place && <p className="muted">{place}</p>}
      </Body>
    </Card>
  );
}

/**
 * The listings this browser viewed last, newest first, as a row of small cards that scrolls sideways;
 * nothing at all when there are none. "Clear" empties the list and leaves focus on a note saying so.
 */
export function RecentlyViewedStrip({ locale, excludeId, headingLevel = 2 }: RecentlyViewedStripProps) {
  const intl = useIntl();
  const headingId = useId();
  const all = useRecentlyViewed();
  const entries = excludeId ? all.filter((entry) => entry.listingId !== excludeId) : all;
  const [cleared, setCleared] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  useEffect(() => {
    // The button is gone with the list: the note takes focus so keyboard users are not dropped on <body>.
    if (cleared) note.current?.focus();
  }, [cleared]);

  if (entries.length === 0) {
    return cleared ? (
      <Cleared ref={note} role="status" tabIndex={-1}>
        {intl.formatMessage(plain.cleared)}
      </Cleared>
    ) : null;
  }

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{intl.formatMessage(plain.title)}</Heading>
        <Button
          variant="ghost"
          aria-label={intl.formatMessage(plain.clearLabel)}
          onClick={() => {
            clearRecentlyViewed();
            setCleared(true);
          }}
        >
          {intl.formatMessage(plain.clear)}
        </Button>
      </Header>
      <Row>
        {entries.map((entry) => (
          <li key={entry.listingId}>
            <EntryCard entry={entry} locale={locale} />
          </li>
        ))}
      </Row>
    </Section>
  );
}
