import { lazy, Suspense, useRef } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { SiteCategory } from '@/routing/route-table';
import { Container } from '@/ui/layout';
import { useNearViewport } from '@/ui/use-near-viewport';

// The cards, their sanitiser and the blog calls load only when the band nears the viewport: never before
// the home page's first paint.
const BlogCards = lazy(() => import('@/features/blog/BlogCards').then((m) => ({ default: m.BlogCards })));

const messages = defineMessages({
  buying: { id: 'home.blog.buying', defaultMessage: 'Guides for buyers and renters' },
  moving: { id: 'home.blog.moving', defaultMessage: 'Planning your next move' },
  selling: { id: 'home.blog.selling', defaultMessage: 'Selling and market insight' },
  news: { id: 'home.blog.news', defaultMessage: 'Real estate news' },
  advice: { id: 'home.blog.advice', defaultMessage: 'Advice for buyers and sellers' },
  commercial: { id: 'home.blog.commercial', defaultMessage: 'Insights for businesses and investors' },
});

export interface BlogRow {
  key: string;
  heading: MessageDescriptor;
  tags: readonly string[];
  source: 'blog' | 'news';
}

const NEWS_ROW: BlogRow = { key: 'news', heading: messages.news, tags: ['cms-homepage-news'], source: 'news' };

/**
 * The CMS rows of each home page (spec §3 tags). Residential: the three home-page slots, titled after what
 * the editors put in them, then the news. Luxury has no tag of its own: the residential buying and selling
 * tips are about any home (the cms-homepage-1 slot carries rental checklists), then the news. Commercial:
 * its three tip tags in one row (each holds only a post or two), then the news.
 */
export const BLOG_ROWS: Record<SiteCategory, readonly BlogRow[]> = {
  residential: [
    { key: 'hp1', heading: messages.buying, tags: ['cms-homepage-1'], source: 'blog' },
    { key: 'hp2', heading: messages.moving, tags: ['cms-homepage-2'], source: 'blog' },
    { key: 'hp3', heading: messages.selling, tags: ['cms-homepage-3'], source: 'blog' },
    NEWS_ROW,
  ],
  luxury: [
    {
      key: 'advice',
      heading: messages.advice,
      tags: ['buying-tips-residential', 'selling-tips-residential'],
      source: 'blog',
    },
    NEWS_ROW,
  ],
  commercial: [
    {
      key: 'commercial',
      heading: messages.commercial,
      tags: ['buying-tips-commercial', 'selling-tips-commercial', 'reports-tips-commercial'],
      source: 'blog',
    },
    NEWS_ROW,
  ],
};

/** Cards per row: one row of three from tablet up. */
export const BLOG_COUNT = 3;

// Every row leaves itself out when its call fails; with none left, so does the band's spacing.
const Band = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  padding-block: ${({ theme }) => theme.space(12)} 0;
  &:empty {
    display: none;
  }
`;

/** The home page's blog and news rows, below the fold. */
export function HomeBlog({ category }: { category: SiteCategory }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (!near) return <div ref={ref} />;
  return (
    <Suspense fallback={null}>
      <Band>
        {BLOG_ROWS[category].map((row) => (
          <BlogCards
            key={row.key}
            tags={row.tags}
            count={BLOG_COUNT}
            heading={intl.formatMessage(row.heading)}
            source={row.source}
          />
        ))}
      </Band>
    </Suspense>
  );
}
