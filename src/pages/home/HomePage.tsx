import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { brand } from '@/config/brand';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import type { SiteCategory } from '@/routing/route-table';
import { SponsoredSection } from '@/features/takeover/SponsoredSection';
import { TakeoverHero } from '@/features/takeover/TakeoverHero';
import { HomeBlog } from './HomeBlog';
import { HomeHero } from './HomeHero';
import { MoreCategories } from './MoreCategories';
import { PopularSearches } from './PopularSearches';
import { RecentlyViewed } from './RecentlyViewed';
import type { HomeTab } from './SearchTabs';
import { WhySearch } from './WhySearch';

const messages = defineMessages({
  residentialMeta: {
    id: 'home.residential.meta-title',
    defaultMessage: 'Homes for sale and rent in Canada',
  },
  residentialDescription: {
    id: 'home.residential.description',
    defaultMessage:
      'Search houses, condos and rentals across Canada with {brand}: photos, prices, open houses and local agents, in English and in French.',
  },
  luxuryMeta: { id: 'home.luxury.meta-title', defaultMessage: 'Luxury real estate in Canada' },
  luxuryDescription: {
    id: 'home.luxury.description',
    defaultMessage: 'Discover luxury homes, estates and waterfront properties across Canada in the {brand} Collection.',
  },
  commercialMeta: { id: 'home.commercial.meta-title', defaultMessage: 'Commercial real estate in Canada' },
  commercialDescription: {
    id: 'home.commercial.description',
    defaultMessage:
      'Find offices, retail, industrial and investment properties for sale or lease across Canada with {brand} Commercial.',
  },
});

const META: Record<SiteCategory, { title: MessageDescriptor; description: MessageDescriptor }> = {
  residential: { title: messages.residentialMeta, description: messages.residentialDescription },
  luxury: { title: messages.luxuryMeta, description: messages.luxuryDescription },
  commercial: { title: messages.commercialMeta, description: messages.commercialDescription },
};

/** A site category's home page (spec §2.6): search first, then popular searches and the other categories. */
export function HomePage() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const meta = META[category];
  // The hero's tab is kept here: the Rent tab turns the popular searches into rentals.
  const [tab, setTab] = useState<HomeTab>('buy');
  usePageMeta({
    title: intl.formatMessage(meta.title),
    description: intl.formatMessage(meta.description, { brand: brand.name }),
  });

  return (
    <TakeoverHero>
      <HomeHero category={category} tab={tab} onTabChange={setTab} />
      <PopularSearches locale={locale} category={category} renting={category === 'residential' && tab === 'rent'} />
      <SponsoredSection />
      <RecentlyViewed />
      <MoreCategories locale={locale} category={category} />
      <HomeBlog category={category} />
      <WhySearch />
    </TakeoverHero>
  );
}
