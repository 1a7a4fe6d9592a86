import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { Section, SectionTitle } from './home-styles';

const messages = defineMessages({
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

const branded = defineMessages<{ whyTitle: { brand: string } }>({
  whyTitle: { id: 'home.why.title', defaultMessage: 'Why people search with {brand}' },
});

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

/** The home page's closing band: three reasons to search here. */
export function WhySearch() {
  const intl = useIntl();
  return (
    <Section as="section" aria-labelledby="home-why">
      <SectionTitle id="home-why">{intl.formatMessage(branded.whyTitle, { brand: brand.name })}</SectionTitle>
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
  );
}
