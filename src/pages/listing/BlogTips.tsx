import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { stripTags } from '@/domain/sanitize';
import { blogApi } from '@/features/blog/blog-api';
import { useRoute } from '@/routing/route-context';
import { listingText } from './messages';

/** The CMS tag of the detail page's blog tips (spec §3). */
export const LISTING_TIPS_TAG = 'cms-listing-details-TD';

const Tips = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  article {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Blog tips for buyers from the CMS (tag `cms-listing-details-TD`), in the page's language; hidden when none. */
export function BlogTips({ headingId }: { headingId: string }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const { data } = blogApi.useBlogPostsQuery({ tagNames: [LISTING_TIPS_TAG], count: 3, lang: locale });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(listingText.tipsTitle)}</h2>
      <Tips>
        {data.map((post) => {
          const image = post.better_featured_image.media_details.sizes.medium;
          return (
            <li key={post.id}>
              <article>
                {image && (
                  <img
                    src={image.source_url}
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <h3>
                  <a href={post.link}>{stripTags(post.title.rendered)}</a>
                </h3>
                <p>{stripTags(post.excerpt.rendered)}</p>
              </article>
            </li>
          );
        })}
      </Tips>
    </section>
  );
}
