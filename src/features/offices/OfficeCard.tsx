import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OfficeCard as OfficeCardData } from '@/api/contract/directory';
import type { Locale } from '@/config/env';
import { telHref } from '@/domain/roster-query';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';
import { buttonStyles } from '@/ui/Button';
import { cardCoverLink, linkedCardStyles } from '@/ui/card';

const messages = defineMessages<{
  agents: { count: number };
  listings: { count: number };
  phone: { phone: string };
  contact: Record<string, never>;
  contactName: { name: string };
}>({
  agents: { id: 'offices.card.agents', defaultMessage: '{count, plural, one {# agent} other {# agents}}' },
  listings: {
    id: 'offices.card.listings',
    defaultMessage: '{count, plural, =0 {No listings} one {# listing} other {# listings}}',
  },
  phone: { id: 'offices.card.phone', defaultMessage: 'Call {phone}' },
  contact: { id: 'offices.card.contact', defaultMessage: 'Contact' },
  contactName: { id: 'offices.card.contact-name', defaultMessage: 'Contact {name}' },
});

const Shell = styled.article`
  ${linkedCardStyles};
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-block-start: 4px solid ${({ theme }) => theme.colors.accent};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  ${cardCoverLink};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;

/** Actions sit above the name link's cover, so they stay their own targets. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    ${buttonStyles.secondary};
  }
  a.phone {
    ${buttonStyles.ghost};
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

interface OfficeCardProps {
  office: OfficeCardData;
  locale: Locale;
  category?: SiteCategory;
  /** Cards sit under the page's h1: h2 by default. */
  headingLevel?: 2 | 3;
}

/** An office in a roster: name (the office page's link), address, phone, how many agents and listings. */
export function OfficeCard({ office, locale, category, headingLevel = 2 }: OfficeCardProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const page = urls.office(locale, office.province, office.officeId, category);
  return (
    <Shell data-office-id={office.officeId}>
      <Who>
        <Heading>
          <Link to={page}>{office.name}</Link>
        </Heading>
        <Muted className="office-address">{office.address}</Muted>
        <Muted className="office-place">{[office.city, office.province].join(', ')}</Muted>
      </Who>
      <Counts>
        <li className="office-agents">{intl.formatMessage(messages.agents, { count: office.agentCount })}</li>
        <li className="office-listings">{intl.formatMessage(messages.listings, { count: office.listingCount })}</li>
      </Counts>
      <Actions>
        {office.phone && (
          <a
            className="phone"
            href={telHref(office.phone)}
            aria-label={intl.formatMessage(messages.phone, { phone: office.phone })}
          >
            {office.phone}
          </a>
        )}
        <Link
          className="contact"
          to={`${page}#contact`}
          aria-label={intl.formatMessage(messages.contactName, { name: office.name })}
        >
          {intl.formatMessage(messages.contact)}
        </Link>
      </Actions>
    </Shell>
  );
}
