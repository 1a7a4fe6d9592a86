import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { useRoute } from '@/routing/route-context';
import { DIRECTORY_PAGES, LATEST_PAGES, LEGAL_PAGES, SITE_CATEGORIES } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { Container } from '@/ui/layout';

const messages = defineMessages({
  tagline: {
    id: 'footer.tagline',
    defaultMessage: 'Homes, luxury properties and commercial spaces across Canada, in English and in French.',
  },
  explore: { id: 'footer.explore', defaultMessage: 'Explore' },
  browse: { id: 'footer.browse', defaultMessage: 'Browse Canada' },
  estimates: { id: 'footer.browse.estimates', defaultMessage: 'What is my home worth?' },
  'real-estate-listings-in-canada': { id: 'footer.browse.listings', defaultMessage: 'Real estate by city' },
  'real-estate-listings-canada': {
    id: 'footer.browse.property-types',
    defaultMessage: 'Houses, condos and townhouses',
  },
  'neighbourhoods-in-canada': { id: 'footer.browse.neighbourhoods', defaultMessage: 'Neighbourhoods' },
  'open-houses-in-canada': { id: 'footer.browse.open-houses', defaultMessage: 'Open houses' },
  'real-estate-rentals-canada': { id: 'footer.browse.rentals', defaultMessage: 'Rentals by city' },
  'real-estate-agents-in-canada': { id: 'footer.browse.agents', defaultMessage: 'Real estate agents by city' },
  'latest-homes-for-sale': { id: 'footer.browse.latest-sale', defaultMessage: 'Newest homes for sale' },
  'latest-homes-for-rent': { id: 'footer.browse.latest-rent', defaultMessage: 'Newest rentals' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal and trust' },
  settings: { id: 'footer.settings', defaultMessage: 'Settings' },
  residential: { id: 'footer.categories.residential', defaultMessage: 'Homes for sale and rent' },
  luxury: { id: 'footer.categories.luxury', defaultMessage: 'Luxury properties' },
  commercial: { id: 'footer.categories.commercial', defaultMessage: 'Commercial real estate' },
  'phishing-and-scam-information': { id: 'footer.legal.phishing', defaultMessage: 'Phishing and scam information' },
  'privacy-notice': { id: 'footer.legal.privacy', defaultMessage: 'Privacy notice' },
  'terms-of-use': { id: 'footer.legal.terms', defaultMessage: 'Terms of use' },
  'accessibility-policy': { id: 'footer.legal.accessibility', defaultMessage: 'Accessibility policy' },
  trademark: {
    id: 'footer.trademark',
    defaultMessage:
      'MLS®, Multiple Listing Service® and REALTOR® are trademarks of The Canadian Real Estate Association.',
  },
});

const copyright = defineMessages<{ copyright: { year: number; legalName: string } }>({
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} {legalName} · Listing information shown here is demonstration data.',
  },
});

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.colors.footerBg};
  color: ${({ theme }) => theme.colors.footerText};
  padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(8)};
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
  /* On paper only the fine print is kept (the listing sheet's trademark and data lines), not the links. */
  @media print {
    margin-top: 0;
    padding: 0;
    background: none;
    color: inherit;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1.4fr repeat(4, 1fr);
  }
  @media print {
    display: none;
  }
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Brand = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Fine = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export function Footer({ settings, legalExtra }: { settings?: ReactNode; legalExtra?: ReactNode }) {
  const intl = useIntl();
  const { locale } = useRoute();
  return (
    <Bar>
      <Container>
        <Grid>
          <div>
            <Brand>{brand.name}</Brand>
            <p>{intl.formatMessage(messages.tagline)}</p>
          </div>
          <nav aria-labelledby="footer-explore">
            <Heading id="footer-explore">{intl.formatMessage(messages.explore)}</Heading>
            <Links>
              {SITE_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link to={urls.home(locale, category)}>{intl.formatMessage(messages[category])}</Link>
                </li>
              ))}
            </Links>
          </nav>
          <nav aria-labelledby="footer-browse">
            <Heading id="footer-browse">{intl.formatMessage(messages.browse)}</Heading>
            <Links>
              {DIRECTORY_PAGES.map((page) => (
                <li key={page}>
                  <Link to={urls.directory(locale, page)}>{intl.formatMessage(messages[page])}</Link>
                </li>
              ))}
              {LATEST_PAGES.map((page) => (
                <li key={page}>
                  <Link to={urls.latest(locale, page)}>{intl.formatMessage(messages[page])}</Link>
                </li>
              ))}
              <li>
                <Link to={urls.homeEstimates(locale)}>{intl.formatMessage(messages.estimates)}</Link>
              </li>
            </Links>
          </nav>
          <nav aria-labelledby="footer-legal">
            <Heading id="footer-legal">{intl.formatMessage(messages.legal)}</Heading>
            <Links>
              {LEGAL_PAGES.map((page) => (
                <li key={page}>
                  <Link to={urls.legal(locale, page)}>{intl.formatMessage(messages[page])}</Link>
                </li>
              ))}
              {legalExtra && <li>{legalExtra}</li>}
            </Links>
          </nav>
          {settings && (
            <section aria-labelledby="footer-settings">
              <Heading id="footer-settings">{intl.formatMessage(messages.settings)}</Heading>
              {settings}
            </section>
          )}
        </Grid>
        <Fine>
          <p>
            {intl.formatMessage(copyright.copyright, { year: new Date().getFullYear(), legalName: brand.legalName })}
          </p>
          <p>{intl.formatMessage(messages.trademark)}</p>
        </Fine>
      </Container>
    </Bar>
  );
}
