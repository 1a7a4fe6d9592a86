import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { LocateFailure } from '@/domain/geolocation';
import { Notice } from '@/ui/Notice';

const nearMeText = defineMessages({
  retry: { id: 'results.nearMe.retry', defaultMessage: 'Use my location' },
  denied: {
    id: 'results.nearMe.denied',
    defaultMessage:
      'We couldn’t use your location, so these listings are from across Canada. Allow location access in your browser, or search for a city.',
  },
  unavailable: {
    id: 'results.nearMe.unavailable',
    defaultMessage:
      'Your location isn’t available right now, so these listings are from across Canada. Try again, or search for a city.',
  },
  unsupported: {
    id: 'results.nearMe.unsupported',
    defaultMessage:
      'This browser can’t share your location, so these listings are from across Canada. Search for a city instead.',
  },
});

const FAILURES: Record<LocateFailure, MessageDescriptor> = {
  denied: nearMeText.denied,
  unavailable: nearMeText.unavailable,
  unsupported: nearMeText.unsupported,
};

/** Why a near-me search shows Canada instead, and a way to ask for the position again. */
export function NearMeNotice({ reason, onRetry }: { reason: LocateFailure; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Notice tone="info">
      <p>{intl.formatMessage(FAILURES[reason])}</p>
      {reason !== 'unsupported' && (
        <button type="button" onClick={onRetry}>
          {intl.formatMessage(nearMeText.retry)}
        </button>
      )}
    </Notice>
  );
}
