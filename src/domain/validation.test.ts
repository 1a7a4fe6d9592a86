import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { AnyObjectSchema } from 'yup';
import {
  parseFieldErrors,
  contactSchema,
  emailShareSchema,
  fieldErrorText,
  formatPhoneNumber,
  isEmail,
  isPhoneNumber,
  listingContactSchema,
  MESSAGE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  profileErrors,
  profileSchema,
  savedSearchNameErrors,
  VIEWING_NOTE_MAX_LENGTH,
  registrationSchema,
  resetPasswordSchema,
  toValidationMessage,
  validationMessages,
} from './validation';
import type { ValidationMessage } from './validation';

/** Field → message of every failing rule, as the UI would get them. */
function errors(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, ValidationMessage> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, ValidationMessage> = {};
    for (const inner of error.inner) {
      if (inner.path && !out[inner.path]) out[inner.path] = toValidationMessage(inner.message);
    }
    return out;
  }
}

const required = { id: 'generic-form.errors.required', defaultMessage: 'Field is required' };
const email = { id: 'generic-form.errors.email', defaultMessage: 'Please enter a valid email' };

describe('messages (spec §5)', () => {
  it('required and e-mail keys and texts', () => {
    expect(validationMessages.required).toEqual(required);
    expect(validationMessages.email).toEqual(email);
    expect(validationMessages.minLength.defaultMessage).toBe('Minimum {length} characters');
    expect(validationMessages.maxLength.defaultMessage).toBe('Maximum {length} characters');
    expect(validationMessages.passwordMismatch.defaultMessage).toBe('Password does not match');
    expect(validationMessages.phone.defaultMessage).toBe('Phone number is invalid');
  });
});

describe('isEmail', () => {
  it.each([
    'jane@example.ca',
    'jane.doe+alerts@mail.example.co.uk',
    "o'brien@example.com",
    'user@[192.168.0.1]',
    'x@sub-domain.example.museum',
  ])('accepts %s', (value) => expect(isEmail(value)).toBe(true));

  it.each([
    'jane@example.c',
    'jane@example',
    'jane@@example.ca',
    '@example.ca',
    'jane@',
    'jane example@example.ca',
    'jane@.example.ca',
    '.jane@example.ca',
    'ja..ne@example.ca',
    'jane@example.c0m',
    'user@[192.168.0.256]',
    'user@[192.168.0]',
    'jane@-example.ca',
  ])('rejects %s', (value) => expect(isEmail(value)).toBe(false));
});

describe('isPhoneNumber (NANP)', () => {
  it.each(['416-555-0199', '(514) 555-0123', '+1 604 555 0100', '1-902-555-0175', '4165550199', '613.555.0111'])(
    'accepts %s',
    (value) => expect(isPhoneNumber(value)).toBe(true),
  );
  it.each([
    '555-0199',
    '016-555-0199',
    '416-055-0199',
    '911-555-0199',
    '416-911-0199',
    '+44 20 7946 0958',
    '416-555-01999',
    'four one six',
    '12-416-555-0199',
    `416${' '.repeat(PHONE_MAX_LENGTH)}5550199`,
  ])('rejects %s', (value) => expect(isPhoneNumber(value)).toBe(false));
  it('formats valid numbers', () => {
    expect(formatPhoneNumber('(416) 555-0199')).toBe('+1 416 555 0199');
    expect(formatPhoneNumber('nope')).toBeNull();
  });
});

const registration = {
  email: 'jane@example.ca',
  password: 'maison2024',
  confirmPassword: 'maison2024',
  firstName: 'Jane',
  lastName: 'Tremblay',
  city: 'Halifax',
};

describe('registrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(errors(registrationSchema, registration)).toEqual({});
  });

  it('everything is required, with the required descriptor', () => {
    expect(errors(registrationSchema, {})).toEqual({
      email: required,
      password: required,
      confirmPassword: required,
      firstName: required,
      lastName: required,
      city: required,
    });
    expect(errors(registrationSchema, { ...registration, firstName: '   ' }).firstName).toEqual(required);
  });

  it('e-mail must be valid', () => {
    expect(errors(registrationSchema, { ...registration, email: 'jane@example' }).email).toEqual(email);
  });

  it('password needs 8 characters, with the length as a value', () => {
    const e = errors(registrationSchema, { ...registration, password: 'ab1', confirmPassword: 'ab1' });
    expect(e.password).toEqual({ ...validationMessages.minLength, values: { length: 8 } });
  });

  it('password needs a number or a special character', () => {
    expect(
      errors(registrationSchema, { ...registration, password: 'maisonbleue', confirmPassword: 'maisonbleue' }).password,
    ).toEqual(validationMessages.passwordStrength);
    expect(
      errors(registrationSchema, { ...registration, password: 'maison-bleue', confirmPassword: 'maison-bleue' }),
    ).toEqual({});
    expect(
      errors(registrationSchema, { ...registration, password: 'maison bleue', confirmPassword: 'maison bleue' })
        .password,
    ).toEqual(validationMessages.passwordStrength);
  });

  it('confirmation must match', () => {
    expect(errors(registrationSchema, { ...registration, confirmPassword: 'maison2025' })).toEqual({
      confirmPassword: validationMessages.passwordMismatch,
    });
  });

  it('long names carry the maximum length', () => {
    expect(errors(registrationSchema, { ...registration, lastName: 'x'.repeat(51) }).lastName).toEqual({
      ...validationMessages.maxLength,
      values: { length: 50 },
    });
  });
});

describe('contactSchema', () => {
  const contact = { name: 'Jane', email: 'jane@example.ca' };

  it('name and e-mail required; phone and message optional', () => {
    expect(errors(contactSchema, contact)).toEqual({});
    expect(errors(contactSchema, { ...contact, phone: '', message: '' })).toEqual({});
    expect(errors(contactSchema, {})).toEqual({ name: required, email: required });
  });

  it('a phone, when given, must be valid', () => {
    expect(errors(contactSchema, { ...contact, phone: '555-0199' })).toEqual({ phone: validationMessages.phone });
    expect(errors(contactSchema, { ...contact, phone: '416 555 0199' })).toEqual({});
  });

  it('looking to is buy or sell; viewing time is morning, afternoon or evening', () => {
    expect(errors(contactSchema, { ...contact, lookingTo: 'sell', preferredViewingTime: 'evening' })).toEqual({});
    expect(errors(contactSchema, { ...contact, lookingTo: 'rent', preferredViewingTime: 'night' })).toEqual({
      lookingTo: validationMessages.invalidOption,
      preferredViewingTime: validationMessages.invalidOption,
    });
  });
});

describe('listingContactSchema', () => {
  const contact = { name: 'Jane', email: 'jane@example.ca', lookingTo: 'buy' };

  it('is the contact form: the viewing time stays optional for a question', () => {
    expect(errors(listingContactSchema, { ...contact, viewing: false })).toEqual({});
    expect(errors(listingContactSchema, { viewing: false, phone: '555-0199' })).toEqual({
      name: required,
      email: required,
      phone: validationMessages.phone,
    });
    expect(errors(listingContactSchema, { ...contact, preferredViewingTime: 'night' })).toEqual({
      preferredViewingTime: validationMessages.invalidOption,
    });
  });

  it('a viewing request needs a preferred time', () => {
    expect(errors(listingContactSchema, { ...contact, viewing: true })).toEqual({ preferredViewingTime: required });
    expect(errors(listingContactSchema, { ...contact, viewing: true, preferredViewingTime: 'evening' })).toEqual({});
  });

  it('a viewing request’s message leaves room for the line that says it is one', () => {
    const limit = MESSAGE_MAX_LENGTH - VIEWING_NOTE_MAX_LENGTH;
    const long = 'x'.repeat(limit + 1);
    expect(errors(listingContactSchema, { ...contact, message: long })).toEqual({});
    expect(
      errors(listingContactSchema, { ...contact, viewing: true, preferredViewingTime: 'morning', message: long }),
    ).toEqual({
      message: { ...validationMessages.maxLength, values: { length: limit } },
    });
    expect(errors(listingContactSchema, { ...contact, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: { ...validationMessages.maxLength, values: { length: MESSAGE_MAX_LENGTH } },
    });
  });
});

describe('emailShareSchema', () => {
  it('needs two valid addresses and a subject', () => {
    expect(
      errors(emailShareSchema, {
        recipientEmail: 'a@b.ca',
        senderEmail: 'c@d.ca',
        subject: 'Look at this',
        message: 'Nice',
      }),
    ).toEqual({});
    expect(errors(emailShareSchema, { recipientEmail: 'a@b', senderEmail: '', subject: '' })).toEqual({
      recipientEmail: email,
      senderEmail: required,
      subject: required,
    });
  });
});

describe('resetPasswordSchema', () => {
  it('password and matching confirmation', () => {
    expect(errors(resetPasswordSchema, { password: 'maison2024', confirmPassword: 'maison2024' })).toEqual({});
    expect(errors(resetPasswordSchema, { password: 'maison2024', confirmPassword: 'x' })).toEqual({
      confirmPassword: validationMessages.passwordMismatch,
    });
    expect(errors(resetPasswordSchema, {})).toEqual({ password: required, confirmPassword: required });
  });
});

describe('the profile rules, one set for the form and the API', () => {
  const valid = { firstName: 'Élise', lastName: 'Roy', phoneNumber: '', city: 'Laval', province: 'QC' };

  it('gives the form and the API the same verdicts', () => {
    const cases = [
      { firstName: '' },
      { lastName: 'x'.repeat(51) },
      { phoneNumber: 'not a phone' },
      { city: '  ' },
      { province: 'XX' },
      { phoneNumber: '(416) 555-0199', lastName: 'x'.repeat(50) },
    ];
    for (const change of cases) {
      const values = { ...valid, ...change };
      const api = Object.fromEntries(profileErrors(values).map((e) => [e.field, e.message]));
      expect(errors(profileSchema, values), JSON.stringify(change)).toEqual(api);
    }
    expect(errors(profileSchema, { ...valid, firstName: '' })).toEqual({ firstName: required });
  });

  it('leaves alone a value the account already holds, and refuses a value that is not text', () => {
    expect(profileErrors({ city: '', firstName: 'Luc' }, { city: '' })).toEqual([]);
    expect(profileErrors({ city: 7 }, { city: '' }).map(fieldErrorText)).toEqual(['city: This value is not valid']);
  });

  it('says a refusal as the API answers it: the field, then spec §5’s English with its values', () => {
    const list = [{ name: 'Halifax' }, { name: 'n'.repeat(81) }, { name: ' ' }, { bounds: {} }, null];
    expect(savedSearchNameErrors(list, 'savedSearches').map(fieldErrorText)).toEqual([
      'savedSearches[1].name: Maximum 80 characters',
      'savedSearches[2].name: Field is required',
    ]);
    expect(savedSearchNameErrors('all', 'savedSearches')).toEqual([]);
  });
});

describe('toValidationMessage', () => {
  it('keeps descriptors and replaces plain yup strings with the generic one', () => {
    expect(toValidationMessage(required)).toBe(required);
    expect(toValidationMessage('must be a string')).toEqual(validationMessages.invalid);
  });
});

describe('parseFieldErrors: an API’s field errors read back into the forms’ messages', () => {
  it('finds each spec §5 message with its values, and calls what it does not know invalid', () => {
    const errors = [
      { field: 'firstName', message: validationMessages.required },
      {
        field: 'preferences.savedSearches[1].name',
        message: { ...validationMessages.maxLength, values: { length: 80 } },
      },
      { field: 'phoneNumber', message: validationMessages.phone },
    ];
    expect(
      parseFieldErrors([
        ...errors.map(fieldErrorText),
        'changes: A list of at most 500 changes',
        'Service unavailable',
      ]),
    ).toEqual([...errors, { field: 'changes', message: validationMessages.invalid }]);
  });
});
