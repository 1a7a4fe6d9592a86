import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { brand } from '@/config/brand';
import { buttonStyles } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { quebecModalClosed, selectQuebec } from './overlays-slice';

const messages = defineMessages<{
  title: Record<string, never>;
  body: { site: string; place: string };
  go: { site: string };
  stay: Record<string, never>;
}>({
  title: { id: 'quebec.title', defaultMessage: 'Searching in Quebec?' },
  body: {
    id: 'quebec.body',
    defaultMessage:
      'Listings in Quebec, including {place}, are published on {site}, our partner site made for the Quebec market.',
  },
  go: { id: 'quebec.go', defaultMessage: 'Continue to {site}' },
  stay: { id: 'quebec.stay', defaultMessage: 'Stay on this site' },
});

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    ${buttonStyles.primary};
  }
  button {
    ${buttonStyles.secondary};
  }
`;

/** Spec §2.6: a Quebec search result opens this instead of navigating. */
export function QuebecModal() {
  const intl = useIntl();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { open, place } = useAppSelector(selectQuebec);
  const close = () => dispatch(quebecModalClosed());
  const site = brand.quebecSiteName;
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId}>
      <Body>
        <img src={brand.quebecLogo} alt="" width="96" height="64" />
        <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        <p>{intl.formatMessage(messages.body, { site, place: place ?? 'Québec' })}</p>
        <Actions>
          <a href={brand.quebecSiteUrl} rel="noopener">
            {intl.formatMessage(messages.go, { site })}
          </a>
          <button type="button" onClick={close}>
            {intl.formatMessage(messages.stay)}
          </button>
        </Actions>
      </Body>
    </Dialog>
  );
}
