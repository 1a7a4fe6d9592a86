import { useIntl } from 'react-intl';
import { Button } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { Top } from './listing-layout';
import { LoadingMeta } from './listing-meta';
import { listingText } from './messages';

/** The page when the listing could not be loaded (not a 404): it stays, with a retry. */
export function ListingLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Container>
      <LoadingMeta ready />
      <Top>
        <Notice tone="error" title={intl.formatMessage(listingText.loadErrorTitle)}>
          <p>{intl.formatMessage(listingText.loadErrorBody)}</p>
          <Button type="button" onClick={onRetry}>
            {intl.formatMessage(listingText.retry)}
          </Button>
        </Notice>
      </Top>
    </Container>
  );
}
