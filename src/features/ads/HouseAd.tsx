import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HEADER_AD_SIZE } from '@/config/ads';
import type { Locale } from '@/config/env';
import { urls } from '@/routing/urls';
import { adMessages } from './ad-messages';

// Between the lines, so the link's accessible name reads as words wherever layout is not known.
const SPACE = ' ';

export type AdAdapterName = 'prebid' | 'gpt';

const Creative = styled(Link)`
  position: relative;
  display: grid;
  grid-template-columns: 30px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  box-sizing: border-box;
  width: ${HEADER_AD_SIZE.width}px;
  height: ${HEADER_AD_SIZE.height}px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  line-height: 1.2;
  overflow: hidden;
  svg {
    width: 30px;
    height: 30px;
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/* In the corner, so the title and the call to action each keep a line of the 50 px slot. */
const Label = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 6px;
  font-size: 0.625rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
  /* Clear of the corner label. */
  padding-inline-end: 5rem;
`;

const Cta = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  &::after {
    content: ' →' / '';
  }
`;

/**
 * Our own promotion in the header's ad slot, from our own origin: what an adapter shows when no ad library is
 * configured (the demo) or no ad answers. Marked as an advertisement like any other.
 */
export function HouseAd({ adapter, locale }: { adapter: AdAdapterName; locale: Locale }) {
  const intl = useIntl();
  return (
    <Creative to={urls.homeEstimates(locale)} data-ad-adapter={adapter} data-ad-creative="house">
      <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <path d="M4 17 18 5l14 12" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M8 15v16h20V15" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinejoin="round" />
        <path
          d="M18 17.5v9M20.6 19.4c-.5-.8-1.4-1.2-2.6-1.2-1.5 0-2.6.8-2.6 1.9 0 2.8 5.4 1.4 5.4 4.2 0 1.1-1.1 1.9-2.8 1.9-1.3 0-2.3-.5-2.8-1.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <Text>
        <Label>{intl.formatMessage(adMessages.label)}</Label>
        {SPACE}
        <Title>{intl.formatMessage(adMessages.houseTitle)}</Title>
        {SPACE}
        <Cta>{intl.formatMessage(adMessages.houseCta)}</Cta>
      </Text>
    </Creative>
  );
}
