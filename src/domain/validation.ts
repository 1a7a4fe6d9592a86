import { boolean, object, ref, string } from 'yup';
import type { InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from './constants';
import { defineMessages } from './messages';
import type { MessageWithValues } from './messages';
import { isProvinceCode } from './provinces';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from './saved-search';

export const validationMessages = defineMessages({
  required: { id: 'generic-form.errors.required', defaultMessage: 'Field is required' },
  email: { id: 'generic-form.errors.email', defaultMessage: 'Please enter a valid email' },
  minLength: {
    id: 'generic-form.errors.min-length',
    defaultMessage: 'Minimum {length} characters',
  },
  maxLength: {
    id: 'generic-form.errors.max-length',
    defaultMessage: 'Maximum {length} characters',
  },
  passwordMismatch: {
    id: 'generic-form.errors.password-mismatch',
    defaultMessage: 'Password does not match',
  },
  passwordStrength: {
    id: 'generic-form.errors.password-strength',
    defaultMessage: 'Password must contain a number or a special character',
  },
  phone: { id: 'generic-form.errors.phone', defaultMessage: 'Phone number is invalid' },
  invalid: { id: 'generic-form.errors.invalid', defaultMessage: 'This value is not valid' },
  invalidOption: {
    id: 'generic-form.errors.invalid-option',
    defaultMessage: 'Please choose one of the options',
  },
});

/**
 * What a schema puts in `ValidationError.message`: a descriptor (plus ICU values) the UI passes
 * to `formatMessage`, never English text.
 */
export type ValidationMessage = MessageWithValues;

const required: ValidationMessage = validationMessages.required;
const minLength = (length: number): ValidationMessage => ({
  ...validationMessages.minLength,
  values: { length },
});
const maxLength = (length: number): ValidationMessage => ({
  ...validationMessages.maxLength,
  values: { length },
});

/** local@domain with a TLD of 2+ letters, or an IP literal such as user@[192.168.0.1]. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\])$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** A digit, or a character that is neither a letter, a digit nor a space. */
const PASSWORD_SPECIAL = /[\d]|[^\p{L}\p{N}\s]/u;

export function isStrongEnoughPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && PASSWORD_SPECIAL.test(value);
}

/** The longest phone number as typed: `+1 (416) 555-0199` is 17 characters; the rest is room for spacing. */
export const PHONE_MAX_LENGTH = 30;

/**
 * NANP number as Canadians write it: optional +1 or 1, then area code and exchange that start with
 * 2-9 and are not N11 service codes, then four digits; spaces, dots, dashes and brackets allowed, at most
 * PHONE_MAX_LENGTH characters in all.
 */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH || !/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  if (trimmed.includes('+') && !/^\+1\D*\d/.test(trimmed)) return false;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return false;
  return /^[2-9](?!11)\d\d[2-9](?!11)\d\d\d{4}$/.test(digits);
}

/** Normalised form `+1 416 555 0199`, or null when the number is invalid. */
export function formatPhoneNumber(value: string): string | null {
  if (!isPhoneNumber(value)) return null;
  const d = value.replace(/\D/g, '').slice(-10);
  return `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
}

export const NAME_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 2000;
export const PASSWORD_MAX_LENGTH = 128;

const emailField = () =>
  string()
    .trim()
    .required(required)
    .max(EMAIL_MAX_LENGTH, ({ max }) => maxLength(max))
    .test('email', validationMessages.email, (value) => value === undefined || isEmail(value));

const requiredText = (max: number) =>
  string()
    .trim()
    .required(required)
    .max(max, ({ max: length }) => maxLength(length));

const passwordField = () =>
  string()
    .required(required)
    .min(PASSWORD_MIN_LENGTH, ({ min }) => minLength(min))
    .max(PASSWORD_MAX_LENGTH, ({ max }) => maxLength(max))
    .matches(PASSWORD_SPECIAL, { message: validationMessages.passwordStrength });

const confirmationField = () =>
  string()
    .required(required)
    .oneOf([ref('password')], validationMessages.passwordMismatch);

export const registrationSchema = object({
  email: emailField(),
  password: passwordField(),
  confirmPassword: confirmationField(),
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  city: requiredText(CITY_MAX_LENGTH),
});

export const LOOKING_TO = ['buy', 'sell'] as const;
export const VIEWING_TIMES = ['morning', 'afternoon', 'evening'] as const;

export const contactSchema = object({
  name: requiredText(NAME_MAX_LENGTH * 2),
  email: emailField(),
  phone: string()
    .trim()
    .optional()
    .test('phone', validationMessages.phone, (value) => !value || isPhoneNumber(value)),
  message: string()
    .trim()
    .optional()
    .max(MESSAGE_MAX_LENGTH, ({ max }) => maxLength(max)),
  lookingTo: string()
    .optional()
    .oneOf([...LOOKING_TO, undefined], validationMessages.invalidOption),
  preferredViewingTime: string()
    .optional()
    .oneOf([...VIEWING_TIMES, undefined], validationMessages.invalidOption),
});

/** Room kept in a viewing request's message for the line that says it is one (see `listingContactSchema`). */
export const VIEWING_NOTE_MAX_LENGTH = 100;

/**
 * The contact form of a listing: a contact lead that can be a viewing request. A viewing request needs a
 * preferred time, and its message leaves room for the line that tells the agent it is one.
 */
export const listingContactSchema = contactSchema.shape({
  viewing: boolean().default(false),
  preferredViewingTime: string()
    .oneOf([...VIEWING_TIMES, undefined], validationMessages.invalidOption)
    .when('viewing', {
      is: true,
      then: (schema) => schema.required(required),
      otherwise: (schema) => schema.optional(),
    }),
  message: string()
    .trim()
    .optional()
    .when('viewing', {
      is: true,
      then: (schema) => schema.max(MESSAGE_MAX_LENGTH - VIEWING_NOTE_MAX_LENGTH, ({ max }) => maxLength(max)),
      otherwise: (schema) => schema.max(MESSAGE_MAX_LENGTH, ({ max }) => maxLength(max)),
    }),
});

/** A seller asking a local agent about their property: the contact form with the property's address. */
export const sellerLeadSchema = contactSchema.shape({ address: requiredText(CITY_MAX_LENGTH * 2) });
export type SellerLeadValues = InferType<typeof sellerLeadSchema>;

export const emailShareSchema = object({
  recipientEmail: emailField(),
  senderEmail: emailField(),
  subject: requiredText(SUBJECT_MAX_LENGTH),
  message: string()
    .trim()
    .optional()
    .max(MESSAGE_MAX_LENGTH, ({ max }) => maxLength(max)),
});
export type EmailShareValues = InferType<typeof emailShareSchema>;

/**
 * One field's rule as a plain function, for the forms' schemas (`checkedText`) and the API's own checks alike:
 * spec §5's message saying what is wrong with the value, or null when it is fine.
 */
export type FieldCheck = (value: string) => ValidationMessage | null;

/** Required text of at most `max` characters once trimmed. */
export const requiredTextCheck =
  (max: number): FieldCheck =>
  (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return required;
    return trimmed.length > max ? maxLength(max) : null;
  };

/**
 * Spec §5's rules for the account's contact details (the registration's for names and city, the contact
 * form's optional phone, a province code or none): the profile form's schema and the demo API's profile
 * save apply these same checks.
 */
export const PROFILE_CHECKS = {
  firstName: requiredTextCheck(NAME_MAX_LENGTH),
  lastName: requiredTextCheck(NAME_MAX_LENGTH),
  city: requiredTextCheck(CITY_MAX_LENGTH),
  phoneNumber: (value) => (value.trim() === '' || isPhoneNumber(value) ? null : validationMessages.phone),
  province: (value) => (value === '' || isProvinceCode(value) ? null : validationMessages.invalidOption),
} as const satisfies Record<string, FieldCheck>;
export type ProfileField = keyof typeof PROFILE_CHECKS;

/** A saved search's name: required, at most SAVED_SEARCH_NAME_MAX_LENGTH characters (the save dialog's rule). */
export const savedSearchNameCheck: FieldCheck = requiredTextCheck(SAVED_SEARCH_NAME_MAX_LENGTH);

/** A form's text field held to `check` (trimmed first, as every text field of the forms is). */
export const checkedText = (check: FieldCheck) =>
  string()
    .trim()
    .default('')
    .test({
      name: 'rule',
      test: (value, context) => {
        const message = check(value ?? '');
        return message === null || context.createError({ message });
      },
    });

/** The profile form (the Account tab's contact details). */
export const profileSchema = object({
  firstName: checkedText(PROFILE_CHECKS.firstName),
  lastName: checkedText(PROFILE_CHECKS.lastName),
  phoneNumber: checkedText(PROFILE_CHECKS.phoneNumber),
  city: checkedText(PROFILE_CHECKS.city),
  province: checkedText(PROFILE_CHECKS.province),
});

/** One refused field, as an API answers it: the field's path in the body and spec §5's message. */
export interface FieldError {
  field: string;
  message: ValidationMessage;
}

/**
 * What the profile checks refuse in a profile save. Each field the save changes must pass its check; a value
 * the account already has is left alone, so an account older than a rule (a social sign-in has no city) still
 * saves its favourites and searches. A value that is not text is refused as invalid.
 */
export function profileErrors(
  body: Readonly<Record<string, unknown>>,
  current: Readonly<Partial<Record<ProfileField, unknown>>> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, check] of Object.entries(PROFILE_CHECKS) as [ProfileField, FieldCheck][]) {
    const value = body[field];
    if (value === undefined || value === current[field]) continue;
    const message = typeof value === 'string' ? check(value) : validationMessages.invalid;
    if (message) errors.push({ field, message });
  }
  return errors;
}

/**
 * The saved searches of a list (at `path` in a body) whose name the save dialog would refuse: blank, or too
 * long. An item without a name at all is left to spec §5's construction, which drops it.
 */
export function savedSearchNameErrors(list: unknown, path: string): FieldError[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown, index) => {
    const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
    const message = typeof name === 'string' ? savedSearchNameCheck(name) : null;
    return message ? [{ field: `${path}[${index}].name`, message }] : [];
  });
}

/**
 * A field error as an API says it (spec §8's errors list): `field: message`, the message in spec §5's English
 * (`firstName: Field is required`, `phoneNumber: Phone number is invalid`). The field comes first, as in
 * `captcha: ` and `currentPassword: `, so the UI can tell which of its fields it is about and show that
 * field's own message in the visitor's language.
 */
export function fieldErrorText({ field, message }: FieldError): string {
  const text = message.defaultMessage.replace(/\{(\w+)\}/g, (whole, key: string) =>
    String(message.values?.[key] ?? whole),
  );
  return `${field}: ${text}`;
}

/** The messages an API may name in a field error, each with a pattern of its English text (values as digits). */
const KNOWN_FIELD_MESSAGES = Object.values(validationMessages).map((message) => {
  const keys: string[] = [];
  const source = message.defaultMessage
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 ? (keys.push(part), '(\\d+)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { message, keys, pattern: new RegExp(`^${source}$`) };
});

/**
 * The field errors of an API's answer (`fieldErrorText`'s `field: message`), read back into the descriptors
 * the forms show in the visitor's language; a message the forms do not know reads as "not valid". Answers
 * that are not field errors are left out.
 */
export function parseFieldErrors(messages: readonly string[]): FieldError[] {
  return messages.flatMap((text) => {
    const match = /^([A-Za-z][\w.[\]]*):\s*(.+)$/.exec(text);
    if (!match) return [];
    const [, field, said] = match as unknown as [string, string, string];
    for (const { message, keys, pattern } of KNOWN_FIELD_MESSAGES) {
      const found = pattern.exec(said.trim());
      if (found)
        return [
          {
            field,
            message: keys.length
              ? { ...message, values: Object.fromEntries(keys.map((key, i) => [key, Number(found[i + 1])])) }
              : message,
          },
        ];
    }
    return [{ field, message: validationMessages.invalid }];
  });
}

export const resetPasswordSchema = object({
  password: passwordField(),
  confirmPassword: confirmationField(),
});

/** Narrows a yup error message to a descriptor; yup's own English defaults become `invalid`. */
export function toValidationMessage(message: unknown): ValidationMessage {
  if (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as ValidationMessage).id === 'string' &&
    typeof (message as ValidationMessage).defaultMessage === 'string'
  ) {
    return message as ValidationMessage;
  }
  return validationMessages.invalid;
}
