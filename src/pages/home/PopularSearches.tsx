import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { POPULAR_CITIES } from '@/domain/places';
import type { SiteCategory } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { chipLinks } from '@/ui/layout';
import { Section, SectionTitle } from './home-styles';

const messages = defineMessages({
  popular: { id: 'home.popular.title', defaultMessage: 'Popular searches' },
  popularResidential: { id: 'home.popular.residential', defaultMessage: 'Homes for sale in {city}' },
  popularRent: { id: 'home.popular.rent', defaultMessage: 'Rentals in {city}' },
  popularLuxury: { id: 'home.popular.luxury', defaultMessage: 'Luxury homes in {city}' },
  popularCommercial: { id: 'home.popular.commercial', defaultMessage: 'Commercial real estate in {city}' },
});

const POPULAR_LABEL: Record<SiteCategory, MessageDescriptor> = {
  residential: messages.popularResidential,
  luxury: messages.popularLuxury,
  commercial: messages.popularCommercial,
};

const Chips = styled.ul`
  ${chipLinks}
`;

/** Links to the popular cities' results: their rentals while the residential hero's Rent tab is chosen. */
export function PopularSearches({
  locale,
  category,
  renting,
}: {
  locale: Locale;
  category: SiteCategory;
  renting: boolean;
}) {
  const intl = useIntl();
  const popularLabel: MessageDescriptor = renting ? messages.popularRent : POPULAR_LABEL[category];
  return (
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
  );
}
