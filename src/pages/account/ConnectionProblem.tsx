import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { authMessages } from '@/features/auth/auth-messages';
import { Button } from '@/ui/Button';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Spec §2.6 server-connection error: a call got no answer (offline, or the service failed with a 5xx).
 * "Try Again" runs the failed call again; "Refresh Page" reloads, for when the app itself is stale.
 */
export function ConnectionProblem({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box aria-labelledby="connection-problem-title">
      <h2 id="connection-problem-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(authMessages.connectionTitle)}
      </h2>
      <p role="alert">{intl.formatMessage(authMessages.connectionBody)}</p>
      <Actions>
        <Button aria-disabled={retrying || undefined} onClick={() => (retrying ? undefined : onRetry())}>
          {intl.formatMessage(authMessages.tryAgain)}
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {intl.formatMessage(authMessages.refreshPage)}
        </Button>
      </Actions>
    </Box>
  );
}
