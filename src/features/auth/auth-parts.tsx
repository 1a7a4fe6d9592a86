import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '@/ui/Button';
import { EyeOffSolidIcon, EyeSolidIcon } from '@/ui/icons';
import { FormField } from '@/ui/form/FormField';
import { Notice } from '@/ui/Notice';
import { authMessages, authTemplates } from './auth-messages';
import type { AuthFailure } from './auth-api';

/** Where a failure happened: the same reason reads differently on each form. */
export type AuthContext = 'sign-in' | 'register' | 'social';

/** The title and the sentence that tell the visitor what went wrong (spec §8), in their language. */
export function describeFailure(
  intl: IntlShape,
  failure: AuthFailure,
  context: AuthContext,
  provider = '',
): { title: string; body?: string } {
  const t = (descriptor: (typeof authMessages)[keyof typeof authMessages]) => intl.formatMessage(descriptor);
  switch (failure.reason) {
    case 'invalid-credentials':
      return context === 'social'
        ? { title: intl.formatMessage(authTemplates.socialRefused, { provider }) }
        : { title: t(authMessages.invalidCredentials) };
    case 'too-many-attempts':
      // Without a Retry-After, a minute is the shortest honest wait to suggest.
      return {
        title: intl.formatMessage(authTemplates.tooManyAttempts, {
          minutes: Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60)),
        }),
      };
    case 'exists':
      return { title: t(authMessages.exists), body: t(authMessages.existsHint) };
    case 'captcha':
      return { title: t(authMessages.captchaRefused) };
    case 'unavailable':
      return { title: t(authMessages.unavailable), body: t(authMessages.unavailableBody) };
    case 'invalid':
      return { title: t(context === 'register' ? authMessages.registerFailed : authMessages.somethingWrong) };
  }
}

/**
 * A failed sign-in, registration or social sign-in, above the form: announced, and focused when it appears
 * (render it with a `key` that changes on every failure, so a second identical failure is focused again).
 */
export function AuthFailureNotice({
  failure,
  context,
  provider,
  onRetry,
  children,
}: {
  failure: AuthFailure;
  context: AuthContext;
  provider?: string;
  /** Offered for a failure that may pass on a second try (no answer from the server). */
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const { title, body } = describeFailure(intl, failure, context, provider);
  return (
    <Notice
      ref={ref}
      tone="error"
      tabIndex={-1}
      title={title}
      onRetry={failure.reason === 'unavailable' ? onRetry : undefined}
      retryLabel={intl.formatMessage(authMessages.tryAgain)}
    >
      {body || children ? (
        <>
          {body ? <p>{body}</p> : null}
          {children}
        </>
      ) : null}
    </Notice>
  );
}

/** Two short fields side by side when there is room (first and last name). */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/** A quiet text button (switch forms, forgot password) with a 44 px hit area. */
export const TextButton = styled.button`
  ${buttonStyles.ghost};
  justify-self: start;
  padding-inline: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/** "New to Foyer? Create an account": a line of text followed by its action. */
export const SwitchLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The same action as a link, where the other form is a page of its own. */
export const SwitchLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

const PasswordBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Toggle = styled.button`
  ${buttonStyles.ghost};
  justify-self: end;
  margin-top: -${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    width: 20px;
    height: 20px;
  }
`;

/**
 * A password field with a show/hide toggle: a toggle button (aria-pressed) whose name stays "Show
 * password", as the ARIA practices advise, tied to the input it reveals.
 */
export function PasswordField({
  name,
  label,
  hint,
  autoComplete,
  id,
}: {
  name: string;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  id?: string;
}) {
  const intl = useIntl();
  const generated = useId();
  const controlId = id ?? `password${generated}`;
  const [visible, setVisible] = useState(false);
  return (
    <PasswordBox>
      <FormField
        name={name}
        id={controlId}
        type={visible ? 'text' : 'password'}
        label={label}
        hint={hint}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <Toggle type="button" aria-pressed={visible} aria-controls={controlId} onClick={() => setVisible(!visible)}>
        {visible ? <EyeOffSolidIcon /> : <EyeSolidIcon />}
        {intl.formatMessage(authMessages.showPassword)}
      </Toggle>
    </PasswordBox>
  );
}

/**
 * The credentials of sign-in and registration: the e-mail (the account's user name) and the password,
 * which can be shown. Registration asks for a new password, with its rules, typed twice.
 */
export function CredentialFields({ idPrefix, purpose }: { idPrefix: string; purpose: 'sign-in' | 'register' }) {
  const intl = useIntl();
  const registering = purpose === 'register';
  return (
    <>
      <FormField
        name="email"
        id={`${idPrefix}-email`}
        type="email"
        label={intl.formatMessage(authMessages.email)}
        autoComplete={registering ? 'email' : 'username'}
      />
      <PasswordField
        name="password"
        id={`${idPrefix}-password`}
        label={intl.formatMessage(authMessages.password)}
        hint={registering ? intl.formatMessage(authMessages.passwordRules) : undefined}
        autoComplete={registering ? 'new-password' : 'current-password'}
      />
      {registering ? (
        <PasswordField
          name="confirmPassword"
          id={`${idPrefix}-confirm-password`}
          label={intl.formatMessage(authMessages.confirmPassword)}
          autoComplete="new-password"
        />
      ) : null}
    </>
  );
}
