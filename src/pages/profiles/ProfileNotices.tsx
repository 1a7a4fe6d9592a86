import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '@/ui/Notice';
import { profileText } from './messages';

/** A tab's list failed to load: the error, with a retry. */
export function RetryNotice({ title, onRetry }: { title: string; onRetry: () => void }) {
  const intl = useIntl();
  return <Notice tone="error" onRetry={onRetry} retryLabel={intl.formatMessage(profileText.retry)} title={title} />;
}

/** A tab with nothing to show (no listings, agents, awards or reviews): said once, not announced. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <Notice tone="info" live={false}>
      <p>{children}</p>
    </Notice>
  );
}
