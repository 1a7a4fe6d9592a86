import { defineMessages, useIntl } from 'react-intl';
import type { OfficeCard as OfficeCardData } from '@/api/contract/directory';
import type { Locale } from '@/config/env';
import { telHref } from '@/domain/roster-query';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';
import { ProfileCard } from '@/ui/ProfileCard';

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
  const page = urls.office(locale, office.province, office.officeId, category);
  return (
    <ProfileCard
      data-office-id={office.officeId}
      name={office.name}
      href={page}
      headingLevel={headingLevel}
      lines={[
        { className: 'office-address', text: office.address },
        { className: 'office-place', text: [office.city, office.province].join(', ') },
      ]}
      facts={[
        { className: 'office-agents', text: intl.formatMessage(messages.agents, { count: office.agentCount }) },
        { className: 'office-listings', text: intl.formatMessage(messages.listings, { count: office.listingCount }) },
      ]}
      phone={
        office.phone
          ? {
              text: office.phone,
              label: intl.formatMessage(messages.phone, { phone: office.phone }),
              href: telHref(office.phone),
            }
          : undefined
      }
      contact={{
        text: intl.formatMessage(messages.contact),
        label: intl.formatMessage(messages.contactName, { name: office.name }),
        href: `${page}#contact`,
      }}
    />
  );
}
