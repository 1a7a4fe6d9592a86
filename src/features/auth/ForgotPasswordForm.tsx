import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { registrationSchema } from '@/domain/validation';
import { Form } from '@/ui/form/Form';
import { FormField } from '@/ui/form/FormField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { authMessages, authTemplates } from './auth-messages';
import { TextButton } from './auth-parts';
import { userEndpoints } from '@/features/user/user-endpoints';

export interface ForgotPasswordFormProps {
  /** Back to the sign-in form; without it there is no back button. */
  onBack?: () => void;
  /** What the visitor already typed in the sign-in form. */
  initialEmail?: string;
  /** 1 when it is the page (the sign-in page's forgot view), 2 on a page under its h1, 3 inside a drawer that has its own h2. */
  headingLevel?: 1 | 2 | 3;
  /** Focus the heading on mount (the visitor switched here from another form). */
  focusOnMount?: boolean;
  idPrefix?: string;
}

const forgotSchema = registrationSchema.pick(['email']);

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Spec §4 account flow "forgot password, e-mail sent": asks for the e-mail and says the link is on its
 * way. The answer is the same whether or not an account exists, so the form tells nobody who has one.
 */
export function ForgotPasswordForm({
  onBack,
  initialEmail = '',
  headingLevel = 2,
  focusOnMount = false,
  idPrefix,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const generated = useId();
  const prefix = idPrefix ?? `forgot${generated}`;
  const headingId = `${prefix}-heading`;
  const heading = useRef<HTMLHeadingElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const [forgotPassword] = userEndpoints.useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const Heading: 'h1' | 'h2' | 'h3' = `h${headingLevel}`;

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <Section aria-labelledby={headingId}>
        <Heading id={headingId} ref={sentHeading} tabIndex={-1}>
          {intl.formatMessage(authMessages.forgotSentTitle)}
        </Heading>
        <Notice tone="success" live={false}>
          {intl.formatMessage(authTemplates.forgotSentBody, { email: sentTo })}
        </Notice>
        {onBack ? (
          <TextButton type="button" onClick={onBack}>
            {intl.formatMessage(authMessages.backToSignIn)}
          </TextButton>
        ) : null}
      </Section>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(authMessages.forgotTitle)}
      </Heading>
      <p>{intl.formatMessage(authMessages.forgotIntro)}</p>
      <Form
        initialValues={{ email: initialEmail }}
        validationSchema={forgotSchema}
        aria-labelledby={headingId}
        errorTitle={authMessages.unavailable}
        errorMessage={authMessages.unavailableBody}
        onSubmit={async ({ email }) => {
          const address = email.trim();
          await forgotPassword(address).unwrap();
          setSentTo(address);
        }}
      >
        <FormField
          name="email"
          id={`${prefix}-email`}
          type="email"
          label={intl.formatMessage(authMessages.email)}
          autoComplete="email"
        />
        <SubmitButton>{intl.formatMessage(authMessages.forgotSubmit)}</SubmitButton>
        {onBack ? (
          <TextButton type="button" onClick={onBack}>
            {intl.formatMessage(authMessages.backToSignIn)}
          </TextButton>
        ) : null}
      </Form>
    </Section>
  );
}
