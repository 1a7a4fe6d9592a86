import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { isSignedIn } from '@/api/session-storage';
import { protectedActionAttempted } from '@/app/events';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { listingText } from './messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 48rem;
`;

interface RadarProps {
  listing: ListingDetail;
  headingId: string;
  /** A results page with this listing's kind of home in its city. */
  searchHref: string;
}

/**
 * Radar (spec §1: saved searches with e-mail alerts): a search for homes like this one, and alerts for it,
 * which need an account (spec §6): signed out, the sign-in drawer explains and keeps the request.
 */
export function RadarSection({ listing, headingId, searchHref }: RadarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <>
      <h2 id={headingId}>{intl.formatMessage(listingText.radarTitle)}</h2>
      <Muted>{intl.formatMessage(listingText.radarBody, { city: listing.city ?? '' })}</Muted>
      <Actions>
        <Button
          type="button"
          onClick={() => {
            if (!isSignedIn()) dispatch(protectedActionAttempted('save-search'));
          }}
        >
          {intl.formatMessage(listingText.radarSave)}
        </Button>
        <ButtonLink variant="secondary" to={searchHref}>
          {intl.formatMessage(listingText.radarSearch)}
        </ButtonLink>
      </Actions>
    </>
  );
}

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 60rem;
`;

/** The REALTOR® and MLS® trademark disclosure and the board the data comes from. */
export function TrademarkDisclosure({ listing }: { listing: ListingDetail }) {
  const intl = useIntl();
  return <Small>{intl.formatMessage(listingText.disclosure, { source: listing.source ?? 'CREA' })}</Small>;
}
