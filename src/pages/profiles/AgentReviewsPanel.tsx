import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Agent, Review } from '@/api/contract/directory';
import { useRoute } from '@/routing/route-context';
import { RatingSummary, Stars } from './AgentRating';
import { agentText } from './messages';
import { Blocks } from './ProfileBlocks';
import { EmptyNotice } from './ProfileNotices';
import { textLang } from './text-lang';

const Reviews = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  .byline {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .byline strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The agent's Reviews tab: the rating, the review providers and the latest reviews, newest first. */
export function AgentReviewsPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const reviews = [...agent.reviews].sort((a, b) => b.date.localeCompare(a.date));
  const sources = [...new Set(reviews.map((review) => review.source).filter(Boolean))];
  const date = (review: Review) => {
    const parsed = new Date(`${review.date.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(parsed.getTime())
      ? review.date
      : new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
          parsed,
        );
  };
  return (
    <Blocks>
      <section className="wide">
        <h2>{intl.formatMessage(agentText.reviewsHeading)}</h2>
        <RatingSummary agent={agent} />
        {sources.map((source) => (
          <Muted key={source}>{intl.formatMessage(agentText.provider, { source })}</Muted>
        ))}
        {reviews.length === 0 ? (
          <EmptyNotice>{intl.formatMessage(agentText.noReviews, { name: agent.name })}</EmptyNotice>
        ) : (
          <>
            {agent.reviewCount > reviews.length && (
              <Muted>{intl.formatMessage(agentText.shown, { shown: reviews.length, count: agent.reviewCount })}</Muted>
            )}
            <Reviews>
              {reviews.map((review, index) => (
                <li key={`${review.date}-${review.author}-${index}`}>
                  <Stars rating={review.rating} />
                  {/* Reviews are in the reviewer's language, English or French, whatever the page's. */}
                  <p lang={textLang(review.text, locale)}>{review.text}</p>
                  <p className="byline">
                    <strong>{review.author}</strong>
                    <time dateTime={review.date}>{date(review)}</time>
                  </p>
                </li>
              ))}
            </Reviews>
          </>
        )}
      </section>
    </Blocks>
  );
}
