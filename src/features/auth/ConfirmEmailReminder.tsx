import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { QueryError } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { emailConfirmed, useSession } from '@/features/user/user-api';
import { userEndpoints } from '@/features/user/user-endpoints';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { confirmMessages, confirmTemplates } from './confirm-messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

type Sent = 'idle' | 'sending' | 'sent' | 'too-many' | 'failed';

/**
 * The account page's reminder while the account's address waits for confirmation (ours): where the link
 * went, what waits for it (alerts) and the day an unconfirmed account is removed, and a way to send the link
 * again. Nothing is shown for a confirmed address, or one the backend does not confirm.
 */
export function ConfirmEmailReminder() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { profile } = useSession();
  const [send] = userEndpoints.useSendConfirmLinkMutation();
  const [sent, setSent] = useState<Sent>('idle');
  if (!profile || profile.emailConfirmed !== false) return null;
  const email = profile.email;
  const removedOn = profile.confirmBy ? new Date(profile.confirmBy) : null;

  async function resend() {
    setSent('sending');
    const answer = await send();
    if (!('error' in answer) || !answer.error) return setSent('sent');
    const status = (answer.error as Partial<QueryError>).status;
    // Confirmed meanwhile (in another tab or on another device): the reminder goes.
    if (status === 409) return void dispatch(emailConfirmed(email));
    setSent(status === 429 ? 'too-many' : 'failed');
  }

  return (
    <Notice tone="info" live={false} title={intl.formatMessage(confirmMessages.reminderTitle)}>
      <Body>
        <p>
          {intl.formatMessage(confirmTemplates.reminderBody, {
            email,
            date:
              removedOn && Number.isFinite(removedOn.getTime())
                ? intl.formatDate(removedOn, { dateStyle: 'long' })
                : '—',
          })}
        </p>
        <Button
          variant="secondary"
          aria-disabled={sent === 'sending' || undefined}
          onClick={() => void (sent === 'sending' ? undefined : resend())}
        >
          {intl.formatMessage(confirmMessages.resend)}
        </Button>
        <p role="status">
          {sent === 'sent'
            ? intl.formatMessage(confirmTemplates.resent, { email })
            : sent === 'too-many'
              ? intl.formatMessage(confirmMessages.resendTooMany)
              : sent === 'failed'
                ? intl.formatMessage(confirmMessages.resendFailed)
                : null}
        </p>
      </Body>
    </Notice>
  );
}
