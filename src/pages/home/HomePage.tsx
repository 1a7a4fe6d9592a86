import { useEffect, useState, type ComponentType } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { SITE_CATEGORIES, type SiteCategory } from '@/routing/route-table';
import { POPULAR_CITIES } from '@/domain/places';
import { urls } from '@/routing/urls';
import { chipLinks, Container } from '@/ui/layout';
import { RecentSearches } from '@/features/search/RecentSearches';
import { SearchBox } from '@/features/search/SearchBox';
import { SponsoredSection } from '@/features/takeover/SponsoredSection';
import { TakeoverHero } from '@/features/takeover/TakeoverHero';
import { HomeBlog } from './HomeBlog';
import { SearchTabs, type HomeTab } from './SearchTabs';

const messages = defineMessages({
  residentialTitle: { id: 'home.residential.title', defaultMessage: 'Find the home that fits your life' },
  residentialLead: {
    id: 'home.residential.lead',
    defaultMessage: 'Homes for sale and for rent from coast to coast to coast, with the agents who know each street.',
  },
  residentialMeta: {
    id: 'home.residential.meta-title',
    defaultMessage: 'Homes for sale and rent in Canada',
  },
  residentialDescription: {
    id: 'home.residential.description',
    defaultMessage:
      'Search houses, condos and rentals across Canada with {brand}: photos, prices, open houses and local agents, in English and in French.',
  },
  luxuryTitle: { id: 'home.luxury.title', defaultMessage: 'Exceptional homes, presented with discretion' },
  luxuryLead: {
    id: 'home.luxury.lead',
    defaultMessage: 'Estates, waterfront retreats and penthouses, represented by specialists in fine properties.',
  },
  luxuryMeta: { id: 'home.luxury.meta-title', defaultMessage: 'Luxury real estate in Canada' },
  luxuryDescription: {
    id: 'home.luxury.description',
    defaultMessage: 'Discover luxury homes, estates and waterfront properties across Canada in the {brand} Collection.',
  },
  commercialTitle: { id: 'home.commercial.title', defaultMessage: 'Room for your business to grow' },
  commercialLead: {
    id: 'home.commercial.lead',
    defaultMessage: 'Offices, retail, industrial space and business opportunities, for sale or for lease.',
  },
  commercialMeta: { id: 'home.commercial.meta-title', defaultMessage: 'Commercial real estate in Canada' },
  commercialDescription: {
    id: 'home.commercial.description',
    defaultMessage:
      'Find offices, retail, industrial and investment properties for sale or lease across Canada with {brand} Commercial.',
  },
  popular: { id: 'home.popular.title', defaultMessage: 'Popular searches' },
  popularResidential: { id: 'home.popular.residential', defaultMessage: 'Homes for sale in {city}' },
  popularRent: { id: 'home.popular.rent', defaultMessage: 'Homes for rent in {city}' },
  popularLuxury: { id: 'home.popular.luxury', defaultMessage: 'Luxury homes in {city}' },
  popularCommercial: { id: 'home.popular.commercial', defaultMessage: 'Commercial real estate in {city}' },
  residentialCard: { id: 'home.card.residential', defaultMessage: 'Everyday homes' },
  residentialCardBody: {
    id: 'home.card.residential.body',
    defaultMessage: 'Houses, condos, townhouses and rentals in every province and territory.',
  },
  luxuryCard: { id: 'home.card.luxury', defaultMessage: 'The Collection' },
  luxuryCardBody: {
    id: 'home.card.luxury.body',
    defaultMessage: 'Luxury properties, curated and presented with care.',
  },
  commercialCard: { id: 'home.card.commercial', defaultMessage: 'Commercial' },
  commercialCardBody: {
    id: 'home.card.commercial.body',
    defaultMessage: 'Space to lease or buy, and businesses ready for their next owner.',
  },
  explore: { id: 'home.card.explore', defaultMessage: 'Explore' },
  whyBilingual: { id: 'home.why.bilingual', defaultMessage: 'Truly bilingual' },
  whyBilingualBody: {
    id: 'home.why.bilingual.body',
    defaultMessage: 'Every page, every message and every figure reads naturally in English and in French.',
  },
  whyEveryone: { id: 'home.why.everyone', defaultMessage: 'Made for everyone' },
  whyEveryoneBody: {
    id: 'home.why.everyone.body',
    defaultMessage: 'Fast on any phone, and usable with a keyboard or a screen reader from the first click.',
  },
  whyLocal: { id: 'home.why.local', defaultMessage: 'Local expertise' },
  whyLocalBody: {
    id: 'home.why.local.body',
    defaultMessage: 'Agents and offices in communities across Canada, ready to answer your questions.',
  },
});

const branded = defineMessages<{ more: { brand: string }; whyTitle: { brand: string } }>({
  more: { id: 'home.more.title', defaultMessage: 'More from {brand}' },
  whyTitle: { id: 'home.why.title', defaultMessage: 'Why people search with {brand}' },
});

const COPY: Record<
  SiteCategory,
  { title: MessageDescriptor; lead: MessageDescriptor; meta: MessageDescriptor; description: MessageDescriptor }
> = {
  residential: {
    title: messages.residentialTitle,
    lead: messages.residentialLead,
    meta: messages.residentialMeta,
    description: messages.residentialDescription,
  },
  luxury: {
    title: messages.luxuryTitle,
    lead: messages.luxuryLead,
    meta: messages.luxuryMeta,
    description: messages.luxuryDescription,
  },
  commercial: {
    title: messages.commercialTitle,
    lead: messages.commercialLead,
    meta: messages.commercialMeta,
    description: messages.commercialDescription,
  },
};

const POPULAR_LABEL: Record<SiteCategory, MessageDescriptor> = {
  residential: messages.popularResidential,
  luxury: messages.popularLuxury,
  commercial: messages.popularCommercial,
};

const CARDS: Record<SiteCategory, { title: MessageDescriptor; body: MessageDescriptor }> = {
  residential: { title: messages.residentialCard, body: messages.residentialCardBody },
  luxury: { title: messages.luxuryCard, body: messages.luxuryCardBody },
  commercial: { title: messages.commercialCard, body: messages.commercialCardBody },
};

const ILLUSTRATION: Record<SiteCategory, string> = {
  residential: '/images/hero-standard.svg',
  luxury: '/images/hero-collection.svg',
  commercial: '/images/hero-commercial.svg',
};

const Hero = styled.section<{ $image: string }>`
  position: relative;
  /* Above the sections that follow (not clipped), so the search suggestions can open over them. */
  z-index: 1;
  isolation: isolate;
  padding-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(28)};
  background: var(--hero-sky);
  ${({ theme }) => theme.media.laptop} {
    padding-block: ${({ theme }) => theme.space(20)} ${({ theme }) => theme.space(44)};
  }
  /* The illustration is a band under the search box, so it never sits behind the headline. */
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: 170px;
    z-index: -1;
    background: url(${({ $image }) => $image}) center bottom / auto 100% repeat-x;
    opacity: var(--hero-art-opacity);
    ${({ theme }) => theme.media.laptop} {
      height: 300px;
    }
  }
`;

const HeroInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 860px;
  text-align: center;
  justify-items: stretch;
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.heroInk};
  font-size: ${({ theme }) => theme.fontSizes.display};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.heroInk};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 40rem;
  justify-self: center;
`;

const Section = styled(Container)`
  padding-block: ${({ theme }) => theme.space(12)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Chips = styled.ul`
  ${chipLinks}
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    width: 100%;
    aspect-ratio: 16 / 7;
    object-fit: cover;
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(5)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  .explore {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  .explore::after {
    content: ' →';
  }
  /* The whole card is clickable through the link's stretched hit area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Why = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 3px solid ${({ theme }) => theme.colors.highlight};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type StripComponent = ComponentType<{ locale: Locale }>;

/**
 * The visitor's recently viewed listings (spec §3), read from this browser: loaded once the page is idle,
 * so the home page's first screen never waits for it. Nothing shows on a first visit.
 */
function RecentlyViewed() {
  const { locale } = useRoute();
  const [Strip, setStrip] = useState<StripComponent | null>(null);
  useEffect(() => {
    let live = true;
    const idle = 'requestIdleCallback' in window;
    const later = (task: () => void) => (idle ? window.requestIdleCallback(task) : window.setTimeout(task, 1));
    const cancel = (handle: number) => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
    const id = later(() => {
      void Promise.all([
        import('@/features/recently-viewed/RecentlyViewedStrip'),
        import('@/features/recently-viewed/recently-viewed'),
      ])
        .then(([strip, store]) => {
          if (live && store.readRecentlyViewed().length > 0) setStrip(() => strip.RecentlyViewedStrip);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel(id);
    };
  }, []);
  if (!Strip) return null;
  return (
    <Section>
      <Strip locale={locale} />
    </Section>
  );
}

/** A site category's home page (spec §2.6): search first, then popular searches and the other categories. */
export function HomePage() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const copy = COPY[category];
  const [tab, setTab] = useState<HomeTab>('buy');
  const renting = category === 'residential' && tab === 'rent';
  const popularLabel: MessageDescriptor = renting ? messages.popularRent : POPULAR_LABEL[category];
  const values = { brand: brand.name };
  usePageMeta({
    title: intl.formatMessage(copy.meta),
    description: intl.formatMessage(copy.description, values),
  });

  return (
    <TakeoverHero>
      <Hero $image={ILLUSTRATION[category]} aria-labelledby="home-title">
        <HeroInner>
          <Title id="home-title">{intl.formatMessage(copy.title)}</Title>
          <Lead>{intl.formatMessage(copy.lead)}</Lead>
          {category === 'residential' ? (
            <SearchTabs active={tab} onChange={setTab} />
          ) : (
            <>
              <SearchBox />
              <RecentSearches />
            </>
          )}
        </HeroInner>
      </Hero>

      <Section as="section" aria-labelledby="home-popular">
        <SectionTitle id="home-popular">{intl.formatMessage(messages.popular)}</SectionTitle>
        <Chips>
          {POPULAR_CITIES.map((city) => (
            <li key={city.slug}>
              <Link
                to={
                  renting
                    ? urls.cityRentals(locale, city.province, city.slug)
                    : urls.city(locale, city.province, city.slug, category)
                }
              >
                {intl.formatMessage(popularLabel, { city: city.name })}
              </Link>
            </li>
          ))}
        </Chips>
      </Section>

      <SponsoredSection />

      <RecentlyViewed />

      <Section as="section" aria-labelledby="home-more">
        <SectionTitle id="home-more">{intl.formatMessage(branded.more, values)}</SectionTitle>
        <Cards>
          {SITE_CATEGORIES.filter((c) => c !== category).map((c) => (
            <Card key={c}>
              <img src={ILLUSTRATION[c]} alt="" width="640" height="280" loading="lazy" decoding="async" />
              <div>
                <h3>
                  <Link to={urls.home(locale, c)}>{intl.formatMessage(CARDS[c].title)}</Link>
                </h3>
                <p>{intl.formatMessage(CARDS[c].body)}</p>
                <span className="explore" aria-hidden="true">
                  {intl.formatMessage(messages.explore)}
                </span>
              </div>
            </Card>
          ))}
        </Cards>
      </Section>

      <HomeBlog category={category} />

      <Section as="section" aria-labelledby="home-why">
        <SectionTitle id="home-why">{intl.formatMessage(branded.whyTitle, values)}</SectionTitle>
        <Why>
          <li>
            <h3>{intl.formatMessage(messages.whyBilingual)}</h3>
            <p>{intl.formatMessage(messages.whyBilingualBody)}</p>
          </li>
          <li>
            <h3>{intl.formatMessage(messages.whyEveryone)}</h3>
            <p>{intl.formatMessage(messages.whyEveryoneBody)}</p>
          </li>
          <li>
            <h3>{intl.formatMessage(messages.whyLocal)}</h3>
            <p>{intl.formatMessage(messages.whyLocalBody)}</p>
          </li>
        </Why>
      </Section>
    </TakeoverHero>
  );
}
