import { boolean, number, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/domain/constants';
import {
  isEmail,
  isPhoneNumber,
  isStrongEnoughPassword,
  PASSWORD_MAX_LENGTH,
  validationMessages,
} from '@/domain/validation';
import { formMessages } from './messages';

// Building blocks for the yup schemas of every form: each message is a translation descriptor (spec §5),
// turned into text by react-intl when the field renders, so one schema serves both languages.

const withValues = (message: { id: string; defaultMessage: string }, values: Record<string, number>) => ({
  id: message.id,
  defaultMessage: message.defaultMessage,
  values,
});

interface TextOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

/** Trimmed text; "Field is required", "Minimum {length} characters", "Maximum {length} characters". */
export function text({ required = false, min, max }: TextOptions = {}) {
  let schema = string().trim();
  if (min !== undefined)
    schema = schema.min(min, ({ min: length }) => withValues(validationMessages.minLength, { length }));
  if (max !== undefined)
    schema = schema.max(max, ({ max: length }) => withValues(validationMessages.maxLength, { length }));
  return required ? schema.required(validationMessages.required) : schema.optional();
}

/** "Please enter a valid email" (local@domain with a 2+ letter top level, or an IP literal). */
export function email({ required = true }: { required?: boolean } = {}) {
  const schema = text({ required, max: 254 }).test(
    'email',
    validationMessages.email,
    (value) => !value || isEmail(value),
  );
  return schema;
}

/** "Phone number is invalid" (a Canadian/NANP number); optional unless asked. */
export function phone({ required = false }: { required?: boolean } = {}) {
  return text({ required }).test('phone', validationMessages.phone, (value) => !value || isPhoneNumber(value));
}

/** Spec §5 registration: required, at least 8 characters, with a number or a special character. */
export function password() {
  return string()
    .required(validationMessages.required)
    .min(PASSWORD_MIN_LENGTH, ({ min }) => withValues(validationMessages.minLength, { length: min }))
    .max(PASSWORD_MAX_LENGTH, ({ max }) => withValues(validationMessages.maxLength, { length: max }))
    .test(
      'strength',
      validationMessages.passwordStrength,
      (value) => !value || value.length < PASSWORD_MIN_LENGTH || isStrongEnoughPassword(value),
    );
}

/** "Password does not match": required, and equal to the field named `field`. */
export function passwordConfirmation(field = 'password') {
  return string()
    .required(validationMessages.required)
    .oneOf([ref(field)], validationMessages.passwordMismatch);
}

/** One of a fixed list of values (radio groups, selects). */
export function choice<T extends string>(values: readonly T[], { required = false }: { required?: boolean } = {}) {
  const schema = string().oneOf([...values, undefined], validationMessages.invalidOption);
  return required ? schema.required(validationMessages.required) : schema.optional();
}

/** A checkbox that must be ticked (consent). */
export function accepted() {
  return boolean().oneOf([true], validationMessages.required).required(validationMessages.required);
}

interface NumberOptions {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A number typed in a field (mortgage calculator, price filters): "Enter {min} or more" and so on. */
export function numeric({ required = false, min, max, integer = false }: NumberOptions = {}) {
  let schema = number().typeError(formMessages.number);
  if (integer) schema = schema.integer(formMessages.number);
  if (min !== undefined)
    schema = schema.min(min, ({ min: bound }) => withValues(formMessages.minValue, { min: bound }));
  if (max !== undefined)
    schema = schema.max(max, ({ max: bound }) => withValues(formMessages.maxValue, { max: bound }));
  return required ? schema.required(validationMessages.required) : schema.optional();
}
