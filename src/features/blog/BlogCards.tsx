import { useId, useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import type { BlogPost } from '@/api/contract/content';
import { brand } from '@/config/brand';
import { useRoute } from '@/routing/route-context';
import { cardFrame } from '@/ui/card';
import { useNearViewport } from '@/ui/use-near-viewport';
import { blogApi } from './blog-endpoints';
import {
  cardImage,
  cmsText,
  excerptText,
  isExternalUrl,
  postDate,
  safeHttpUrl,
  type CardImage,
} from './blog-card-parts';

const messages = defineMessages<{ external: { brand: string } }>({
  external: { id: 'blog.card.external', defaultMessage: '(on the {brand} blog)' },
});

/** What the layout shows at each width: 1 column on phones, 3 from tablet, capped by the page column. */
export const BLOG_IMAGE_SIZES = '(min-width: 1320px) 410px, (min-width: 768px) 31vw, 100vw';

/** The shape of the demo and CMS featured images (medium 300×200), reserved while a card loads. */
const RESERVED_RATIO = '3 / 2';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  > h2,
  > h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  ${cardFrame}
  img,
  .media {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${RESERVED_RATIO};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .body {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  h3 a,
  h4 a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card opens the post: the title link's cover; the card's ring stands for the link's. */
  h3 a::after,
  h4 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible,
  h4 a:focus-visible {
    outline: none;
  }
  &:hover h3 a,
  &:hover h4 a {
    text-decoration: underline;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

const SkeletonCard = styled(Card)`
  box-shadow: none;
  .line {
    height: 1em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .line.title {
    height: 1.3em;
    width: 85%;
  }
  .line.short {
    width: 60%;
  }
  .line.date {
    width: 30%;
  }
  @media (prefers-reduced-motion: no-preference) {
    .media,
    .line {
      animation: ${pulse} 1.6s ease-in-out infinite;
    }
  }
`;

interface CardModel {
  id: number;
  href: string;
  external: boolean;
  title: string;
  excerpt: string;
  date: Date | null;
  image: CardImage | null;
}

/** The posts a card can show: a title and an http(s) link at least; everything as text or vetted URLs. */
function toCards(posts: unknown, origin: string): CardModel[] {
  const cards: CardModel[] = [];
  if (!Array.isArray(posts)) return cards;
  const seen = new Set<number>();
  for (const post of posts as (BlogPost | null)[]) {
    if (!post || typeof post !== 'object' || seen.has(post.id)) continue;
    seen.add(post.id);
    const href = safeHttpUrl(post.link);
    const title = cmsText(post.title?.rendered);
    if (!href || !title) continue;
    cards.push({
      id: post.id,
      href,
      external: isExternalUrl(href, origin),
      title,
      excerpt: excerptText(post.excerpt?.rendered),
      date: postDate(post.date),
      image: cardImage(post),
    });
  }
  return cards;
}

export interface BlogCardsProps {
  /** CMS tags: a post with any of them is shown. */
  tags: readonly string[];
  count: number;
  heading: string;
  headingLevel?: 2 | 3;
  /** The blog or the news call (spec §7.3). */
  source?: 'blog' | 'news';
  className?: string;
}

/**
 * A row of blog or news cards for CMS tags, in the page's language (spec §3). Loads when it nears the
 * viewport, holds its space with skeletons meanwhile, and leaves itself out when the call fails or
 * finds nothing: the page around it never breaks.
 */
export function BlogCards({ tags, count, heading, headingLevel = 2, source = 'blog', className }: BlogCardsProps) {
  const intl = useIntl();
  const { locale } = useRoute();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  // The call takes 1 to 50; a row shows at most 12.
  const wanted = Math.max(1, Math.min(Math.floor(count) || 1, 12));
  const args = { tagNames: tags, count: wanted, lang: locale };
  const blog = blogApi.useBlogPostsQuery(args, { skip: !near || source !== 'blog' });
  const news = blogApi.useNewsPostsQuery(args, { skip: !near || source !== 'news' });
  const { data, isError } = source === 'news' ? news : blog;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const cards = useMemo(() => (data ? toCards(data, origin).slice(0, wanted) : null), [data, origin, wanted]);

  if (isError || (cards && cards.length === 0)) return null;

  // Spaced from the title, so the link's name reads "Title (on the … blog)".
  const externalHint = ` ${intl.formatMessage(messages.external, { brand: brand.name })}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const loading = !cards;
  return (
    <Section
      ref={ref}
      className={className}
      data-blog-cards={source}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <Heading id={headingId}>{heading}</Heading>
      {loading ? (
        <List aria-hidden="true">
          {Array.from({ length: wanted }, (_, i) => (
            <SkeletonCard key={i}>
              <div className="media" />
              <div className="body">
                <div className="line title" />
                <div className="line date" />
                <div className="line" />
                <div className="line short" />
              </div>
            </SkeletonCard>
          ))}
        </List>
      ) : (
        <List>
          {cards.map((card) => (
            <Card key={card.id}>
              {card.image ? (
                <img
                  src={card.image.src}
                  srcSet={card.image.srcSet}
                  sizes={BLOG_IMAGE_SIZES}
                  width={card.image.width}
                  height={card.image.height}
                  alt={card.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className="media" aria-hidden="true" />
              )}
              <div className="body">
                <CardHeading>
                  <a href={card.href}>
                    {card.title}
                    {card.external && <span className="visually-hidden">{externalHint}</span>}
                  </a>
                </CardHeading>
                {card.date && (
                  <time dateTime={card.date.toISOString().slice(0, 10)}>
                    {intl.formatDate(card.date, { dateStyle: 'medium', timeZone: 'UTC' })}
                  </time>
                )}
                {card.excerpt && <p>{card.excerpt}</p>}
              </div>
            </Card>
          ))}
        </List>
      )}
    </Section>
  );
}
