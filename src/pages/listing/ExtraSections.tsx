import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { isSignedIn } from '@/api/session-storage';
import { protectedActionAttempted } from '@/app/events';
import { useAppDispatch } from '@/app/hooks';
import { stripTags } from '@/domain/sanitize';
import { blogApi } from '@/features/blog/blog-api';
import { useRoute } from '@/routing/route-context';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { listingText } from './messages';

/** The CMS tag of the detail page's blog tips (spec §3). */
export const LISTING_TIPS_TAG = 'cms-listing-details-TD';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 48rem;
`;

interface RadarProps {
  listing: ListingDetail;
  headingId: string;
  /** A results page with this listing's kind of home in its city. */
  searchHref: string;
}

/**
 * Radar (spec §1: saved searches with e-mail alerts): a search for homes like this one, and alerts for it,
 * which need an account (spec §6): signed out, the sign-in drawer explains and keeps the request.
 */
export function RadarSection({ listing, headingId, searchHref }: RadarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <>
      <h2 id={headingId}>{intl.formatMessage(listingText.radarTitle)}</h2>
      <Muted>{intl.formatMessage(listingText.radarBody, { city: listing.city ?? '' })}</Muted>
      <Actions>
        <Button
          type="button"
          onClick={() => {
            if (!isSignedIn()) dispatch(protectedActionAttempted('save-search'));
          }}
        >
          {intl.formatMessage(listingText.radarSave)}
        </Button>
        <ButtonLink variant="secondary" to={searchHref}>
          {intl.formatMessage(listingText.radarSearch)}
        </ButtonLink>
      </Actions>
    </>
  );
}

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

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 60rem;
`;

/** The REALTOR® and MLS® trademark disclosure and the board the data comes from. */
export function TrademarkDisclosure({ listing }: { listing: ListingDetail }) {
  const intl = useIntl();
  return <Small>{intl.formatMessage(listingText.disclosure, { source: listing.source ?? 'CREA' })}</Small>;
}
