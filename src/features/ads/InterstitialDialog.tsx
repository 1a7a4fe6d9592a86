import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Dialog } from '@/ui/Dialog';
import { adMessages } from './ad-messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export interface InterstitialDialogProps {
  locale: Locale;
  onClose: () => void;
}

/** Our house interstitial: a modal promoting the home estimate, marked as an advertisement. */
export function InterstitialDialog({ locale, onClose }: InterstitialDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(adMessages.interstitialTitle)}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(adMessages.interstitialContinue)}
        </Button>
      }
    >
      <Body>
        <Label>{intl.formatMessage(adMessages.label)}</Label>
        <p>{intl.formatMessage(adMessages.interstitialBody)}</p>
        <ButtonLink to={urls.homeEstimates(locale)} onClick={onClose}>
          {intl.formatMessage(adMessages.interstitialCta)}
        </ButtonLink>
      </Body>
    </Dialog>
  );
}
