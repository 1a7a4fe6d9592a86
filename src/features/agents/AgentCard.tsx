import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AgentCard as AgentCardData } from '@/api/contract/directory';
import type { Locale } from '@/config/env';
import { languageLabel } from '@/domain/people';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';
import { buttonStyles } from '@/ui/Button';
import { cardCoverLink, linkedCardStyles } from '@/ui/card';

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

const CardShell = styled.article`
  ${linkedCardStyles};
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  grid-template-rows: auto 1fr auto;
  column-gap: ${({ theme }) => theme.space(4)};
  row-gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Portrait = styled.img`
  grid-row: 1 / span 2;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  min-width: 0;
  ${cardCoverLink};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  .score {
    font-weight: 700;
  }
`;

/** Actions sit above the name link's cover, so they stay their own targets. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a.contact {
    ${buttonStyles.secondary};
  }
`;

const Stars = styled.span`
  position: relative;
  display: inline-block;
  width: 90px;
  height: 18px;
  svg {
    position: absolute;
    inset: 0;
    width: 90px;
    height: 18px;
  }
  .back {
    color: ${({ theme }) => theme.colors.border};
  }
  .front {
    color: ${({ theme }) => theme.colors.highlight};
  }
`;

const STAR = 'M9 1.5l2.2 4.6 5 .7-3.6 3.5.9 5L9 12.9l-4.5 2.4.9-5L1.8 6.8l5-.7z';

function StarRow({ className, clip }: { className: string; clip?: number }) {
  return (
    <svg
      className={className}
      viewBox="0 0 90 18"
      aria-hidden="true"
      focusable="false"
      style={clip === undefined ? undefined : { clipPath: `inset(0 ${100 - clip}% 0 0)` }}
    >
      {[0, 18, 36, 54, 72].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}

/** Five stars filled to a rating out of 5; decorative, the rating is said in words beside them. */
export function RatingStars({ rating }: { rating: number }) {
  const share = Math.min(Math.max(rating / 5, 0), 1) * 100;
  return (
    <Stars aria-hidden="true">
      <StarRow className="back" />
      <StarRow className="front" clip={share} />
    </Stars>
  );
}

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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const profile = urls.agent(locale, agent.province, agent.agentId, category);
  const languages = intl.formatList(
    agent.languages.map((language) => languageLabel(intl, language)),
    { type: 'unit' },
  );
  return (
    <CardShell data-agent-id={agent.agentId}>
      <Portrait
        src={agent.photoUrl}
        alt=""
        width={88}
        height={88}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <Who>
        <Heading>
          <Link to={profile}>{agent.name}</Link>
        </Heading>
        <Muted className="agent-brokerage">{agent.brokerage}</Muted>
        <Muted className="agent-place">{[agent.city, agent.province].join(', ')}</Muted>
      </Who>
      <Details>
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
              <span className="agent-reviews">
                {intl.formatMessage(messages.reviews, { count: agent.reviewCount })}
              </span>
            </>
          ) : (
            <span className="agent-reviews">{intl.formatMessage(messages.noReviews)}</span>
          )}
        </Rating>
      </Details>
      <Actions>
        <Link
          className="contact"
          to={`${profile}#contact`}
          aria-label={intl.formatMessage(messages.contactName, { name: agent.name })}
        >
          {intl.formatMessage(messages.contact)}
        </Link>
      </Actions>
    </CardShell>
  );
}
