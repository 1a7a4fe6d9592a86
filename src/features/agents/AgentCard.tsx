import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AgentCard as AgentCardData } from '@/api/contract/directory';
import type { Locale } from '@/config/env';
import { languageLabel } from '@/domain/people';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';
import { ProfileCard } from '@/ui/ProfileCard';
import { RatingStars } from '@/ui/RatingStars';

const messages = defineMessages<{
  rating: { rating: number };
  reviews: { count: number };
  noReviews: Record<string, never>;
  languages: Record<string, never>;
  contact: Record<string, never>;
  contactName: { name: string };
}>({
  rating: { id: 'agents.card.rating', defaultMessage: '{rating, number} out of 5' },
  reviews: { id: 'agents.card.reviews', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  noReviews: { id: 'agents.card.no-reviews', defaultMessage: 'No reviews yet' },
  languages: { id: 'agents.card.languages', defaultMessage: 'Languages:' },
  contact: { id: 'agents.card.contact', defaultMessage: 'Contact' },
  contactName: { id: 'agents.card.contact-name', defaultMessage: 'Contact {name}' },
});

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  .score {
    font-weight: 700;
  }
`;

interface AgentCardProps {
  agent: AgentCardData;
  locale: Locale;
  category?: SiteCategory;
  /** Cards sit under the page's h1: h2 by default. */
  headingLevel?: 2 | 3;
  /** Only the first cards of a page load their photo eagerly. */
  eager?: boolean;
}

/** An agent in a roster: portrait, name (the profile link), brokerage, place, languages, rating, contact. */
export function AgentCard({ agent, locale, category, headingLevel = 2, eager = false }: AgentCardProps) {
  const intl = useIntl();
  const profile = urls.agent(locale, agent.province, agent.agentId, category);
  const languages = intl.formatList(
    agent.languages.map((language) => languageLabel(intl, language)),
    { type: 'unit' },
  );
  return (
    <ProfileCard
      data-agent-id={agent.agentId}
      name={agent.name}
      href={profile}
      headingLevel={headingLevel}
      photo={{ src: agent.photoUrl, eager }}
      lines={[
        { className: 'agent-brokerage', text: agent.brokerage },
        { className: 'agent-place', text: [agent.city, agent.province].join(', ') },
      ]}
      contact={{
        text: intl.formatMessage(messages.contact),
        label: intl.formatMessage(messages.contactName, { name: agent.name }),
        href: `${profile}#contact`,
      }}
    >
      <p className="agent-languages">
        <span className="label">{intl.formatMessage(messages.languages)}</span> {languages}
      </p>
      <Rating className="agent-rating">
        {agent.rating !== null && agent.reviewCount > 0 ? (
          <>
            <RatingStars rating={agent.rating} />
            <span className="score" aria-hidden="true">
              {intl.formatNumber(agent.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <span className="visually-hidden">{intl.formatMessage(messages.rating, { rating: agent.rating })}</span>
            <span className="agent-reviews">{intl.formatMessage(messages.reviews, { count: agent.reviewCount })}</span>
          </>
        ) : (
          <span className="agent-reviews">{intl.formatMessage(messages.noReviews)}</span>
        )}
      </Rating>
    </ProfileCard>
  );
}
