import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { QueryError } from '@/api/base-api';
import { resetPasswordSchema, validationMessages } from '@/domain/validation';
import { Form } from '@/ui/form/Form';
import { FormSection } from '@/ui/form/FormSection';
import { FormField } from '@/ui/form/FormField';
import { text } from '@/ui/form/rules';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { userEndpoints } from '@/features/user/user-endpoints';

const m = defineMessages({
  title: { id: 'account.password.title', defaultMessage: 'Password' },
  intro: {
    id: 'account.password.intro',
    defaultMessage: 'Choose a password of at least 8 characters, with a number or a special character.',
  },
  current: { id: 'account.password.current', defaultMessage: 'Current password' },
  next: { id: 'account.password.new', defaultMessage: 'New password' },
  confirm: { id: 'account.password.confirm', defaultMessage: 'Confirm the new password' },
  submit: { id: 'account.password.submit', defaultMessage: 'Change password' },
  changed: { id: 'account.password.changed', defaultMessage: 'Your password has been changed.' },
  wrongCurrent: { id: 'account.password.wrong-current', defaultMessage: 'The current password is not correct' },
});

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

// Spec §5: the new password follows the registration rules and must be confirmed.
export const changePasswordSchema = resetPasswordSchema.shape({ currentPassword: text({ required: true }) });

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Which field a refused change is about: the server prefixes its message with the field's name. */
function refusedField(error: unknown): 'currentPassword' | 'password' | null {
  const { status, messages } = (error ?? {}) as Partial<QueryError>;
  if (status !== 400 || !messages) return null;
  if (messages.some((message) => message.startsWith('currentPassword:'))) return 'currentPassword';
  if (messages.some((message) => message.startsWith('newPassword:'))) return 'password';
  return null;
}

/**
 * Changes the signed-in account's password: the current one, then the new one twice (spec §5). A wrong
 * current password is that field's error; anything else is the form's "Submission Error" (spec §8).
 */
export function ChangePasswordForm() {
  const intl = useIntl();
  const titleId = useId();
  const [changePassword] = userEndpoints.useChangePasswordMutation();
  const [changed, setChanged] = useState(false);

  return (
    <FormSection aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro)}</p>
      <Form
        initialValues={EMPTY}
        validationSchema={changePasswordSchema}
        aria-labelledby={titleId}
        onSubmit={async (values, helpers) => {
          setChanged(false);
          const answer = await changePassword({
            currentPassword: values.currentPassword,
            newPassword: values.password,
          });
          if ('error' in answer && answer.error) {
            const field = refusedField(answer.error);
            if (!field) throw new Error('The password change failed', { cause: answer.error });
            // A message id: the form kit translates it when the field shows its error.
            helpers.setFieldError(
              field,
              (field === 'currentPassword' ? m.wrongCurrent : validationMessages.passwordStrength).id,
            );
            return;
          }
          // Passwords are not kept on screen once they have done their work.
          helpers.resetForm();
          setChanged(true);
        }}
      >
        {changed ? <Notice tone="success">{intl.formatMessage(m.changed)}</Notice> : null}
        <FormField
          name="currentPassword"
          type="password"
          label={intl.formatMessage(m.current)}
          autoComplete="current-password"
        />
        <FormField name="password" type="password" label={intl.formatMessage(m.next)} autoComplete="new-password" />
        <FormField
          name="confirmPassword"
          type="password"
          label={intl.formatMessage(m.confirm)}
          autoComplete="new-password"
        />
        <div>
          <SubmitButton variant="secondary">{intl.formatMessage(m.submit)}</SubmitButton>
        </div>
      </Form>
    </FormSection>
  );
}
