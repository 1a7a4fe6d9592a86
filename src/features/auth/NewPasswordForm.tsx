import { useIntl } from 'react-intl';
import { resetPasswordSchema } from '@/domain/validation';
import { Form } from '@/ui/form/Form';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { authMessages } from './auth-messages';
import { PasswordField } from './auth-parts';

interface NewPasswordFormProps {
  /** Prefix of the two fields' ids. */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /**
   * Sends the password. Throwing says the service could not be reached (the form's notice), and keeps
   * what was typed.
   */
  onSubmit: (password: string) => Promise<void>;
}

/**
 * A new password typed twice, by spec §5's rules: the reset link's form, and the one by which an address's
 * owner takes over an account someone else registered with it.
 */
export function NewPasswordForm({ idPrefix, label, submitLabel, onSubmit }: NewPasswordFormProps) {
  const intl = useIntl();
  return (
    <Form
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={resetPasswordSchema}
      aria-label={label}
      errorTitle={authMessages.unavailable}
      errorMessage={authMessages.unavailableBody}
      onSubmit={({ password }) => onSubmit(password)}
    >
      <PasswordField
        name="password"
        id={`${idPrefix}-password`}
        label={intl.formatMessage(authMessages.newPassword)}
        hint={intl.formatMessage(authMessages.passwordRules)}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        id={`${idPrefix}-confirm-password`}
        label={intl.formatMessage(authMessages.confirmPassword)}
        autoComplete="new-password"
      />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
