import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { SiteCategory } from '@/routing/route-table';
import { Container } from '@/ui/layout';
import { RecentSearches } from '@/features/search/RecentSearches';
import { SearchBox } from '@/features/search/SearchBox';
import { ILLUSTRATION } from './category-art';
import { SearchTabs, type HomeTab } from './SearchTabs';

const messages = defineMessages({
  residentialTitle: { id: 'home.residential.title', defaultMessage: 'Find the home that fits your life' },
  residentialLead: {
    id: 'home.residential.lead',
    defaultMessage: 'Homes for sale and for rent from coast to coast to coast, with the agents who know each street.',
  },
  luxuryTitle: { id: 'home.luxury.title', defaultMessage: 'Exceptional homes, presented with discretion' },
  luxuryLead: {
    id: 'home.luxury.lead',
    defaultMessage: 'Estates, waterfront retreats and penthouses, represented by specialists in fine properties.',
  },
  commercialTitle: { id: 'home.commercial.title', defaultMessage: 'Room for your business to grow' },
  commercialLead: {
    id: 'home.commercial.lead',
    defaultMessage: 'Offices, retail, industrial space and business opportunities, for sale or for lease.',
  },
});

const COPY: Record<SiteCategory, { title: MessageDescriptor; lead: MessageDescriptor }> = {
  residential: { title: messages.residentialTitle, lead: messages.residentialLead },
  luxury: { title: messages.luxuryTitle, lead: messages.luxuryLead },
  commercial: { title: messages.commercialTitle, lead: messages.commercialLead },
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
  /* From a tablet up the headline takes one or two lines, depending on the font drawing it: two are kept for
     it, so the search below does not move when the web font replaces the fallback (CLS, issue 30). */
  ${({ theme }) => theme.media.tablet} {
    min-height: 2.3em;
    /* A one-line headline sits on the lead, the room above it reads as the hero's margin. */
    display: grid;
    align-content: end;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.heroInk};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 40rem;
  justify-self: center;
`;

/** The home page's first screen: the category's headline, then its search (with tabs on residential). */
export function HomeHero({
  category,
  tab,
  onTabChange,
}: {
  category: SiteCategory;
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
}) {
  const intl = useIntl();
  const copy = COPY[category];
  return (
    <Hero $image={ILLUSTRATION[category]} aria-labelledby="home-title">
      <HeroInner>
        <Title id="home-title">{intl.formatMessage(copy.title)}</Title>
        <Lead>{intl.formatMessage(copy.lead)}</Lead>
        {category === 'residential' ? (
          <SearchTabs active={tab} onChange={onTabChange} />
        ) : (
          <>
            <SearchBox />
            <RecentSearches />
          </>
        )}
      </HeroInner>
    </Hero>
  );
}
