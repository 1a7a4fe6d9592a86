import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { registrationSchema } from '@/domain/validation';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { Form } from '@/ui/form/Form';
import { FormCheckbox } from '@/ui/form/FormCheckbox';
import { text } from '@/ui/form/rules';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { authMessages, authTemplates } from './auth-messages';
import { AuthFailureNotice, CredentialFields, SwitchLine, SwitchLink, TextButton } from './auth-parts';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { toAuthFailure, useAuth, type AuthFailure, type SignInValues } from './auth-api';

export interface LoginFormProps {
  /** Called once the visitor is signed in (the page moves on; the drawer is closed by the saga). */
  onSignedIn?: () => void;
  /** Switches to the registration form in place (the drawer); without it, a link to the register page. */
  onRegister?: () => void;
  /** Prefix of the fields' ids, so two sign-in forms on one page (page and drawer) never share an id. */
  idPrefix?: string;
  /** Level of the forgot-password view's heading: 1 when it stands for the page's h1, 2 on a page, 3 in the drawer. */
  headingLevel?: 1 | 2 | 3;
  /** Told when the form switches to the forgot-password view (true) and back (false). */
  onForgotChange?: (forgot: boolean) => void;
}

// Existing accounts may predate today's password rules: sign-in only asks for something typed.
const loginSchema = registrationSchema.pick(['email']).shape({ password: text({ required: true }) });

const initialValues: SignInValues = { email: '', password: '', remember: false };

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * Spec §4 sign-in: e-mail, password (which can be shown), "keep me signed in" (the remember flag, 30
 * days), and the way to a forgotten password. A refusal says why above the form (focused, announced)
 * and keeps what was typed.
 */
export function LoginForm({ onSignedIn, onRegister, idPrefix, headingLevel = 2, onForgotChange }: LoginFormProps) {
  const intl = useIntl();
  const generated = useId();
  const prefix = idPrefix ?? `sign-in${generated}`;
  const { signIn } = useAuth();
  const { locale, category } = useRoute();
  const [failure, setFailure] = useState<{ error: AuthFailure; count: number } | null>(null);
  const [forgot, setForgot] = useState(false);
  // What was typed survives the trip to the forgot-password view and back.
  const [email, setEmail] = useState('');
  // Back from the forgot-password view, focus returns to the button that opened it.
  const [returning, setReturning] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (returning) forgotButton.current?.focus();
  }, [returning]);

  if (forgot) {
    return (
      <ForgotPasswordForm
        idPrefix={`${prefix}-forgot`}
        initialEmail={email}
        headingLevel={headingLevel}
        focusOnMount
        onBack={() => {
          setForgot(false);
          setReturning(true);
          onForgotChange?.(false);
        }}
      />
    );
  }

  return (
    <Wrap>
      <Form
        initialValues={{ ...initialValues, email }}
        validationSchema={loginSchema}
        aria-label={intl.formatMessage(authMessages.signInTitle)}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await signIn(values);
          } catch (error) {
            setFailure((previous) => ({ error: toAuthFailure(error), count: (previous?.count ?? 0) + 1 }));
            return;
          }
          onSignedIn?.();
        }}
      >
        {({ formik }) => (
          <>
            {failure ? (
              <AuthFailureNotice
                key={failure.count}
                failure={failure.error}
                context="sign-in"
                onRetry={() => void formik.submitForm()}
              />
            ) : null}
            <CredentialFields idPrefix={prefix} purpose="sign-in" />
            <FormCheckbox
              name="remember"
              id={`${prefix}-remember`}
              label={intl.formatMessage(authMessages.remember)}
              hint={intl.formatMessage(authMessages.rememberHint)}
            />
            <SubmitButton>{intl.formatMessage(authMessages.signInSubmit)}</SubmitButton>
            <TextButton
              ref={forgotButton}
              type="button"
              onClick={() => {
                setReturning(false);
                setEmail(formik.values.email);
                setForgot(true);
                onForgotChange?.(true);
              }}
            >
              {intl.formatMessage(authMessages.forgotLink)}
            </TextButton>
          </>
        )}
      </Form>
      <SwitchLine>
        <span>{intl.formatMessage(authTemplates.noAccount, { brand: brand.name })}</span>
        {onRegister ? (
          <TextButton type="button" onClick={onRegister}>
            {intl.formatMessage(authMessages.createAccount)}
          </TextButton>
        ) : (
          <SwitchLink to={urls.register(locale, category)}>{intl.formatMessage(authMessages.createAccount)}</SwitchLink>
        )}
      </SwitchLine>
    </Wrap>
  );
}
