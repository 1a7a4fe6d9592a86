import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isRefusal, type QueryError } from '@/api/base-api';
import { brand } from '@/config/brand';
import { authMessages, authTemplates } from '@/features/auth/auth-messages';
import { ForgotPasswordForm } from '@/features/auth/ForgotPasswordForm';
import { NewPasswordForm } from '@/features/auth/NewPasswordForm';
import { userEndpoints } from '@/features/user/user-endpoints';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { AccountLayout } from './AccountLayout';
import { ConnectionProblem } from './ConnectionProblem';

type Outcome = 'form' | 'done' | 'expired';

const Status = styled.p`
  min-height: 44px;
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  a {
    justify-self: start;
  }
`;

/**
 * `/reset-password/{token}` (spec §4 account flow: set new password, success). The link is checked first;
 * a valid one asks for the new password twice (spec §5 rules), a used or expired one says so and offers
 * to send a new link. A check that gets no answer shows the connection problem, with a retry.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { params, locale, category } = useRoute();
  const token = params.token ?? '';
  const check = userEndpoints.useCheckResetLinkQuery(token, { refetchOnMountOrArgChange: true });
  const [resetPassword] = userEndpoints.useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>('form');

  const expired = outcome === 'expired' || (check.isError && isRefusal(check.error));
  const title = expired
    ? authMessages.resetExpiredTitle
    : outcome === 'done'
      ? authMessages.resetDoneTitle
      : authMessages.resetTitle;

  // Once the link is spent (the password changed) or refused, its token has no use left: it leaves the address bar
  // and the history entry (where a shared screen, a bookmark or a synced history would keep it) for the sign-in
  // page's address, which a reload then shows. Until then it stays, so a reload still shows the form.
  const spent = expired || outcome === 'done';
  useEffect(() => {
    if (spent && token && window.location.pathname.includes(token))
      window.history.replaceState(window.history.state, '', urls.login(locale, category));
  }, [spent, token, locale, category]);

  usePageMeta({
    title: intl.formatMessage(authMessages.resetTitle),
    description: intl.formatMessage(authTemplates.resetDescription, { brand: brand.name }),
    ready: !check.isLoading,
    noindex: true,
  });

  let content;
  if (expired) {
    content = (
      <>
        <p>{intl.formatMessage(authMessages.resetExpiredBody)}</p>
        <ForgotPasswordForm idPrefix="reset-forgot" headingLevel={2} />
      </>
    );
  } else if (outcome === 'done') {
    content = (
      <Done>
        <Notice tone="success" live={false}>
          {intl.formatMessage(authMessages.resetDoneBody)}
        </Notice>
        <ButtonLink to={urls.login(locale, category)}>{intl.formatMessage(authMessages.signInSubmit)}</ButtonLink>
      </Done>
    );
  } else if (check.isError) {
    content = <ConnectionProblem onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  } else if (check.isLoading || !check.data) {
    content = <Status role="status">{intl.formatMessage(authMessages.resetChecking)}</Status>;
  } else {
    content = (
      <NewPasswordForm
        idPrefix="reset"
        label={intl.formatMessage(authMessages.resetTitle)}
        submitLabel={intl.formatMessage(authMessages.resetSubmit)}
        onSubmit={async (password) => {
          const answer = await resetPassword({ token, password });
          if (answer.error) {
            // Used meanwhile (another tab) or expired while the visitor typed: say so, offer a new link.
            if (isRefusal(answer.error) && (answer.error as QueryError).status === 404) {
              setOutcome('expired');
              return;
            }
            // The form's notice says the service could not be reached, and keeps the passwords typed.
            throw new Error('Password reset failed', { cause: answer.error });
          }
          setOutcome('done');
        }}
      />
    );
  }

  return (
    <AccountLayout title={intl.formatMessage(title)} focusKey={expired ? 'expired' : outcome}>
      {content}
    </AccountLayout>
  );
}
