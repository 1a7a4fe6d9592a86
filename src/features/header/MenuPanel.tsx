import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { filtersParam, searchApi } from '@/features/search/search-endpoints';
import { cardImage, cmsText, excerptText, safeHttpUrl } from '@/features/blog/blog-api';
import { blogApi } from '@/features/blog/blog-endpoints';
import { toBackendFilters } from '@/domain/filters';
import { formatCityLine } from '@/domain/address';
import { formatPrice, formatSummaryLine } from '@/domain/format';
import type { SiteCategory } from '@/domain/site';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import { localisePath } from '@/routing/urls';
import { navMessages, presetMessages } from './nav-messages';
import type { MenuName, NavItem } from './nav-presets';

/** The CMS tag of the News menu's blog card (spec §3). */
export const NEWS_TAG = 'cms-homepage-news';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PersonaLink = styled.a`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-weight: 700;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Side = styled.div`
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-inline-start: ${({ theme }) => theme.space(6)};
  min-height: 260px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SpotlightLink = styled.a`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    max-height: 220px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover strong,
  &:hover em {
    text-decoration: underline;
  }
  em {
    font-style: normal;
    font-weight: 600;
  }
`;

/** One menu item: a persona card (title and what it searches), a link to our page or another site. */
export function NavItemLink({
  item,
  role,
  onChoose,
}: {
  item: NavItem;
  role?: 'menuitem';
  onChoose: (item: NavItem) => void;
}) {
  const intl = useIntl();
  const copy = presetMessages[item.id];
  const content = (
    <>
      <strong>
        {intl.formatMessage(copy.title)}
        {item.external && <span className="visually-hidden"> {intl.formatMessage(navMessages.external)}</span>}
      </strong>
      <span>{intl.formatMessage(copy.body)}</span>
    </>
  );
  return item.external ? (
    <PersonaLink href={item.href} role={role} data-preset={item.id} onClick={() => onChoose(item)}>
      {content}
    </PersonaLink>
  ) : (
    <PersonaLink as={Link} to={item.href} role={role} data-preset={item.id} onClick={() => onChoose(item)}>
      {content}
    </PersonaLink>
  );
}

/** A real listing from the API for the Buy and Sell panels: the category's featured one, or its newest. */
function ListingSpotlight({
  locale,
  category,
  kind,
  onChoose,
}: {
  locale: Locale;
  category: SiteCategory;
  kind: 'featured' | 'newest';
  onChoose: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const filters = toBackendFilters(
    {
      minImages: 1,
      ...(kind === 'featured' ? { featuredListings: true } : {}),
      // A home to picture: with bedrooms, except on the commercial site.
      ...(category === 'commercial' ? {} : { bedsMin: 1 }),
    },
    { siteCategory: category },
  );
  const { data } = searchApi.useGallerySearchQuery({ size: 1, sort: 1, filters: filtersParam(filters) });
  const listing = data?.results[0];
  // A failed or empty look-up leaves the side panel without a listing (spec §8: lookups fail silently).
  if (!listing) return null;
  const photo = listing.photos?.[0];
  const address = listing.address ?? '';
  const place = formatCityLine({ city: listing.city, province: listing.province });
  return (
    <>
      <h2 id={headingId} aria-hidden="true">
        {intl.formatMessage(kind === 'featured' ? navMessages.featured : navMessages.justListed)}
      </h2>
      <SpotlightLink
        as={Link}
        to={localisePath(listing.detailUrl, locale)}
        role="menuitem"
        aria-describedby={headingId}
        data-listing-id={listing.listingId}
        onClick={onChoose}
      >
        {photo && (
          <img src={typeof photo === 'string' ? photo : photo.url} alt="" width="320" height="240" decoding="async" />
        )}
        <strong>{formatPrice(listing.listPrice ?? 0, locale)}</strong>
        <em>{address}</em>
        <span>
          {[formatSummaryLine({ beds: listing.beds, baths: listing.baths, sqft: listing.sqft }, locale), place]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </SpotlightLink>
    </>
  );
}

/** The News panel's blog card: the newest post of the CMS news tag, in the page's language. */
function BlogCard({ locale, onChoose }: { locale: Locale; onChoose: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  const { data } = blogApi.useNewsPostsQuery({ tagNames: [NEWS_TAG], count: 1, lang: locale });
  const post = data?.[0];
  // CMS fields are HTML: only an http(s) link, a vetted image and plain text reach the DOM.
  const href = post ? safeHttpUrl(post.link) : null;
  const title = post ? cmsText(post.title.rendered) : '';
  if (!post || !href || !title) return null;
  const image = cardImage(post);
  return (
    <>
      <h2 id={headingId} aria-hidden="true">
        {intl.formatMessage(navMessages.fromBlog)}
      </h2>
      <SpotlightLink href={href} role="menuitem" aria-describedby={headingId} onClick={onChoose}>
        {image && (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 1320px) 420px, 30vw"
            alt=""
            width={image.width}
            height={image.height}
            decoding="async"
          />
        )}
        <em>{title}</em>
        <span>{excerptText(post.excerpt.rendered)}</span>
      </SpotlightLink>
    </>
  );
}

export interface MenuPanelProps {
  menu: MenuName;
  items: NavItem[];
  locale: Locale;
  category: SiteCategory;
  onChoose: (item: NavItem | 'spotlight') => void;
}

/**
 * The popup of a header menu (loaded the first time one opens): persona cards, and a side panel with a
 * listing spotlight (Buy, Sell) or the latest blog card (News). Every link is a menu item.
 */
export function MenuPanel({ menu, items, locale, category, onChoose }: MenuPanelProps) {
  const spotlight = () => onChoose('spotlight');
  return (
    <MessagePartRoot locale={locale} part="nav">
      <Grid>
        <Cards role="none">
          {items.map((item) => (
            <li key={item.id} role="none">
              <NavItemLink item={item} role="menuitem" onChoose={onChoose} />
            </li>
          ))}
        </Cards>
        <Side role="none">
          {menu === 'news' ? (
            <BlogCard locale={locale} onChoose={spotlight} />
          ) : (
            <ListingSpotlight
              locale={locale}
              category={category}
              kind={menu === 'buy' ? 'featured' : 'newest'}
              onChoose={spotlight}
            />
          )}
        </Side>
      </Grid>
    </MessagePartRoot>
  );
}
