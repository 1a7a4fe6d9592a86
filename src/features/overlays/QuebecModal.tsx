import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { brand } from '@/config/brand';
import { buttonStyles } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Dialog } from '@/ui/Dialog';
import { IconButton } from '@/ui/IconButton';
import { CloseIcon } from '@/ui/icons';
import { quebecModalClosed, selectQuebec } from './overlays-slice';

const messages = defineMessages<{
  title: Record<string, never>;
  body: { site: string; place: string };
  go: { site: string };
  seeOnSite: { site: string; place: string };
  seeListingOnSite: { site: string };
  close: Record<string, never>;
}>({
  title: { id: 'quebec.title', defaultMessage: 'Searching in Quebec?' },
  body: {
    id: 'quebec.body',
    defaultMessage:
      'Listings in Quebec, including {place}, are published on {site}, our partner site made for the Quebec market.',
  },
  go: { id: 'quebec.go', defaultMessage: 'Continue to {site}' },
  seeOnSite: { id: 'quebec.see-on-site', defaultMessage: 'See {place} listings on {site}' },
  seeListingOnSite: { id: 'quebec.see-listing-on-site', defaultMessage: 'See this listing on {site}' },
  close: { id: 'quebec.close', defaultMessage: 'Close' },
});

const Body = styled.div`
  position: relative;
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

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  /* The close control sits in the corner, without pushing the logo down. */
  margin-block-start: -${({ theme }) => theme.space(3)};
  margin-inline-end: -${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PartnerLink = styled.a`
  ${buttonStyles.primary};
`;

/**
 * Spec §2.6: a Quebec search result opens this instead of navigating. It offers the partner site first, then the
 * result's own page on this site (where the search box would have gone); Escape or the close control dismiss it.
 */
export function QuebecModal() {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const dispatch = useAppDispatch();
  const { open, choice } = useAppSelector(selectQuebec);
  const close = () => dispatch(quebecModalClosed());
  const site = brand.quebecSiteName;
  // The result's label ends in its address code (`Montréal, QC`); in a sentence that already says Quebec, the
  // place reads without it (never a two-letter code in running text).
  const place = choice?.place.replace(/,\s*QC$/i, '') ?? 'Québec';
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} describedBy={bodyId}>
      <Body>
        <Top>
          <img src={brand.quebecLogo} alt="" width="96" height="64" />
          <IconButton label={intl.formatMessage(messages.close)} icon={<CloseIcon />} onClick={close} />
        </Top>
        <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        <p id={bodyId}>{intl.formatMessage(messages.body, { site, place })}</p>
        <Actions>
          <PartnerLink href={brand.quebecSiteUrl} rel="noopener">
            {intl.formatMessage(messages.go, { site })}
          </PartnerLink>
          {choice && (
            // Followed inside the app (the router), closing the modal on the way.
            <ButtonLink variant="secondary" to={choice.to} onClick={close}>
              {choice.listing
                ? intl.formatMessage(messages.seeListingOnSite, { site: brand.name })
                : intl.formatMessage(messages.seeOnSite, { site: brand.name, place })}
            </ButtonLink>
          )}
        </Actions>
      </Body>
    </Dialog>
  );
}
