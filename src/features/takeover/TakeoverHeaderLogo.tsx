import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TakeoverImage } from '@/config/takeover';
import { BREAKPOINTS } from '@/domain/constants';
import { takeoverMessages } from './takeover-messages';
import { useTakeover } from './use-takeover';

const SponsorLink = styled.a<{ $mobile: TakeoverImage; $desktop: TakeoverImage }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  /* The box never changes size as the image loads: the mark on phones, the full logo from tablet up. */
  img {
    display: block;
    width: ${({ $mobile }) => $mobile.width}px;
    height: ${({ $mobile }) => $mobile.height}px;
    ${({ theme }) => theme.media.tablet} {
      width: ${({ $desktop }) => $desktop.width}px;
      height: ${({ $desktop }) => $desktop.height}px;
    }
  }
`;

/**
 * Spec §3: the sponsor's logo beside ours in the header while the takeover runs (nothing otherwise): a link
 * to the sponsor named by the logo's alt text, with the square mark on phones and the full logo from 768 px.
 */
export function TakeoverHeaderLogo() {
  const intl = useIntl();
  const takeover = useTakeover();
  if (!takeover) return null;
  const { mobile, desktop, href } = takeover.headerLogo;
  return (
    <SponsorLink href={href} rel="sponsored noopener" $mobile={mobile} $desktop={desktop}>
      <picture>
        <source
          media={`(min-width: ${BREAKPOINTS.tablet}px)`}
          srcSet={desktop.src}
          width={desktop.width}
          height={desktop.height}
        />
        <img
          src={mobile.src}
          width={mobile.width}
          height={mobile.height}
          alt={intl.formatMessage(takeoverMessages.logoAlt, { sponsor: takeover.sponsorName })}
          decoding="async"
        />
      </picture>
    </SponsorLink>
  );
}
