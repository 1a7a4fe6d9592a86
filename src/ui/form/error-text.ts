import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { validationMessages, type ValidationMessage } from '@/domain/validation';

function isDescriptor(value: unknown): value is ValidationMessage {
  return typeof value === 'object' && value !== null && typeof (value as ValidationMessage).id === 'string';
}

/**
 * Turns what a yup schema put in a formik error (a message descriptor with its values, or a message id)
 * into text in the current language, at render time. Anything else (yup's own English defaults, nested
 * errors) reads as the generic "not valid" message rather than leaking English.
 */
export function useErrorText(): (error: unknown) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (error === undefined || error === null || error === '') return undefined;
      if (isDescriptor(error)) return intl.formatMessage(error, error.values);
      if (typeof error === 'string' && error in intl.messages) {
        const descriptor: MessageDescriptor = { id: error };
        return intl.formatMessage(descriptor);
      }
      return intl.formatMessage(validationMessages.invalid);
    },
    [intl],
  );
}
