import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Agent } from '@/api/contract/directory';
import { agentText } from './messages';

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  .stars {
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: 0.1em;
  }
  .value {
    font-weight: 700;
  }
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A rating out of 5 as stars, read out as a number. */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage(agentText.stars, { rating })}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

/** The agent's rating and review count (the rating only once there are reviews). */
export function RatingSummary({ agent }: { agent: Agent }) {
  const intl = useIntl();
  return (
    <Rating>
      {agent.rating !== null && agent.reviewCount > 0 && (
        <>
          <Stars rating={agent.rating} />
          <span className="value">{intl.formatMessage(agentText.rating, { rating: agent.rating })}</span>
        </>
      )}
      <span className="count">{intl.formatMessage(agentText.reviewCount, { count: agent.reviewCount })}</span>
    </Rating>
  );
}
