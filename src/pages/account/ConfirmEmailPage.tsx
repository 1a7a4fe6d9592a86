import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { isRefusal, type QueryError } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { brand } from '@/config/brand';
import { authMessages } from '@/features/auth/auth-messages';
import { confirmMessages, confirmTemplates } from '@/features/auth/confirm-messages';
import { NewPasswordForm } from '@/features/auth/NewPasswordForm';
import { emailConfirmed, useSession } from '@/features/user/user-api';
import { userEndpoints } from '@/features/user/user-endpoints';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { FieldsRefused } from '@/ui/form/Form';
import { parseFieldErrors } from '@/domain/validation';
import { AccountLayout } from './AccountLayout';
import { ConnectionProblem } from './ConnectionProblem';

/** Where the page is: checking or confirming, asking the owner for a password, done, or the link is gone. */
type Outcome = 'pending' | 'confirmed' | 'claimed' | 'expired' | 'failed';

const Status = styled.p`
  min-height: 44px;
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  a,
  button {
    justify-self: start;
  }
`;

/**
 * `/confirm-email/{token}` (ours, src/mocks/API.md): the link mailed after a registration confirms the address
 * as the page opens; a link mailed to the owner of an address someone else registered first asks for a
 * password, and with it the account becomes the owner's (the other registrant is signed out). A used or
 * expired link says so. Once spent or refused, the token leaves the address bar, as the reset link's does.
 */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { params, locale, category } = useRoute();
  const { signedIn } = useSession();
  const token = params.token ?? '';
  const check = userEndpoints.useCheckConfirmLinkQuery(token, { refetchOnMountOrArgChange: true });
  const [confirm] = userEndpoints.useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>('pending');
  const started = useRef(false);

  const expired = outcome === 'expired' || (check.isError && isRefusal(check.error));
  const claim = check.data?.claim === true;

  async function send(password?: string): Promise<void> {
    const answer = await confirm(password === undefined ? { token } : { token, password });
    if ('error' in answer && answer.error) {
      const error = answer.error as Partial<QueryError>;
      if (error.status === 404) return setOutcome('expired');
      // A password the server's rules refuse: said at the field, in the visitor's language.
      const refused = error.status === 400 ? parseFieldErrors(error.messages ?? []) : [];
      const passwordError = refused.find((e) => e.field === 'password');
      if (password !== undefined && passwordError) throw new FieldsRefused({ password: passwordError.message });
      if (password !== undefined) throw new Error('Confirmation failed', { cause: answer.error });
      return setOutcome('failed');
    }
    dispatch(emailConfirmed(answer.data.email));
    setOutcome(answer.data.claimed ? 'claimed' : 'confirmed');
  }

  // A plain confirmation needs nothing from the visitor: it is sent once, as soon as the link checks out.
  useEffect(() => {
    if (started.current || !check.data || check.data.claim) return;
    started.current = true;
    void send();
    // `send` is this render's; the ref keeps it to one call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check.data]);

  const spent = expired || outcome === 'confirmed' || outcome === 'claimed';
  useEffect(() => {
    if (spent && token && window.location.pathname.includes(token))
      window.history.replaceState(window.history.state, '', urls.home(locale, category));
  }, [spent, token, locale, category]);

  const title: MessageDescriptor = expired
    ? confirmMessages.expiredTitle
    : outcome === 'confirmed'
      ? confirmMessages.doneTitle
      : outcome === 'claimed'
        ? confirmMessages.claimDoneTitle
        : claim
          ? confirmMessages.claimTitle
          : confirmMessages.title;
  // The tab's title says what the page says.
  usePageMeta({
    title: intl.formatMessage(title),
    description: intl.formatMessage(confirmTemplates.description, { brand: brand.name }),
    ready: !check.isLoading,
    noindex: true,
  });

  const signInLink = (
    <ButtonLink to={urls.login(locale, category)}>{intl.formatMessage(authMessages.signInSubmit)}</ButtonLink>
  );
  // Where the visitor goes next: their account when signed in here, else the sign-in (always after a takeover,
  // which ended every session).
  const next =
    signedIn && outcome !== 'claimed' ? (
      <ButtonLink to={urls.myAccount(locale, category)}>{intl.formatMessage(authMessages.goToAccount)}</ButtonLink>
    ) : (
      signInLink
    );
  /** A page that says it is done: its message (a success notice, or plain text), then where to go next. */
  const done = (message: ReactNode) => (
    <Done>
      {message}
      {next}
    </Done>
  );
  let content;
  if (expired) {
    // Which account the link was for is not known here: the text covers an address already confirmed.
    content = done(<p>{intl.formatMessage(confirmMessages.expiredBody)}</p>);
  } else if (outcome === 'confirmed' || outcome === 'claimed') {
    content = done(
      <Notice tone="success" live={false}>
        {intl.formatMessage(outcome === 'claimed' ? confirmMessages.claimDoneBody : confirmMessages.doneBody)}
      </Notice>,
    );
  } else if (outcome === 'failed') {
    content = (
      <Done>
        <Notice tone="error">{intl.formatMessage(confirmMessages.failed)}</Notice>
        <Button
          onClick={() => {
            setOutcome('pending');
            void send();
          }}
        >
          {intl.formatMessage(confirmMessages.retry)}
        </Button>
      </Done>
    );
  } else if (check.isError) {
    content = <ConnectionProblem onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  } else if (check.isLoading || !check.data) {
    content = <Status role="status">{intl.formatMessage(confirmMessages.checking)}</Status>;
  } else if (!claim) {
    content = <Status role="status">{intl.formatMessage(confirmMessages.confirming)}</Status>;
  } else {
    content = (
      <>
        <p>{intl.formatMessage(confirmMessages.claimIntro)}</p>
        <NewPasswordForm
          idPrefix="confirm"
          label={intl.formatMessage(confirmMessages.claimTitle)}
          submitLabel={intl.formatMessage(confirmMessages.claimSubmit)}
          onSubmit={send}
        />
      </>
    );
  }

  return (
    <AccountLayout title={intl.formatMessage(title)} focusKey={expired ? 'expired' : outcome}>
      {content}
    </AccountLayout>
  );
}
