import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { SITE_CATEGORIES, type SiteCategory } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { ILLUSTRATION } from './category-art';
import { Section, SectionTitle } from './home-styles';

const messages = defineMessages({
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
});

const branded = defineMessages<{ more: { brand: string } }>({
  more: { id: 'home.more.title', defaultMessage: 'More from {brand}' },
});

const CARDS: Record<SiteCategory, { title: MessageDescriptor; body: MessageDescriptor }> = {
  residential: { title: messages.residentialCard, body: messages.residentialCardBody },
  luxury: { title: messages.luxuryCard, body: messages.luxuryCardBody },
  commercial: { title: messages.commercialCard, body: messages.commercialCardBody },
};

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

/** A card for each of the other site categories, linking to its home page. */
export function MoreCategories({ locale, category }: { locale: Locale; category: SiteCategory }) {
  const intl = useIntl();
  return (
    <Section as="section" aria-labelledby="home-more">
      <SectionTitle id="home-more">{intl.formatMessage(branded.more, { brand: brand.name })}</SectionTitle>
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
  );
}
