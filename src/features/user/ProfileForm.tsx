import { useCallback, useId, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AccountDetails } from './user-slice';
import { useAppStore } from '@/app/hooks';
import type { Locale } from '@/config/env';
import { PROVINCE_CODES, provinceName, toProvinceCode, type ProvinceCode } from '@/domain/provinces';
import { parseFieldErrors, PROFILE_CHECKS, profileSchema, type ValidationMessage } from '@/domain/validation';
import { FieldsRefused, Form } from '@/ui/form/Form';
import { FormCheckbox } from '@/ui/form/FormCheckbox';
import { FormField } from '@/ui/form/FormField';
import { FormSelect } from '@/ui/form/FormSelect';
import { SubmissionState } from '@/ui/form/submission-state';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { FormSection } from '@/ui/form/FormSection';
import type { ProfileChanges } from './user-actions';
import { useSession, useUserAction } from './user-api';
import { selectIsSignedIn, selectRefusedFields, selectSaveState } from './user-slice';

const m = defineMessages({
  title: { id: 'account.profile.title', defaultMessage: 'Contact information' },
  intro: {
    id: 'account.profile.intro',
    defaultMessage: 'Agents you contact see these details. Your e-mail address is the one you sign in with.',
  },
  email: { id: 'account.profile.email', defaultMessage: 'E-mail' },
  firstName: { id: 'account.profile.first-name', defaultMessage: 'First name' },
  lastName: { id: 'account.profile.last-name', defaultMessage: 'Last name' },
  phone: { id: 'account.profile.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'account.profile.phone.hint', defaultMessage: 'A Canadian number, e.g. 416 555 0199' },
  city: { id: 'account.profile.city', defaultMessage: 'City' },
  province: { id: 'account.profile.province', defaultMessage: 'Province or territory' },
  provinceNone: { id: 'account.profile.province.none', defaultMessage: 'Not specified' },
  lookingTo: { id: 'account.profile.looking-to', defaultMessage: 'I am thinking of' },
  buy: { id: 'account.profile.buy', defaultMessage: 'Buying a property' },
  sell: { id: 'account.profile.sell', defaultMessage: 'Selling a property' },
  marketing: { id: 'account.profile.marketing', defaultMessage: 'Send me real-estate news and offers by e-mail' },
  marketingHint: { id: 'account.profile.marketing.hint', defaultMessage: 'You can change this at any time.' },
  submit: { id: 'account.profile.submit', defaultMessage: 'Save changes' },
  saved: { id: 'account.profile.saved', defaultMessage: 'Your contact information has been updated.' },
  failed: { id: 'account.profile.failed', defaultMessage: 'Unable to update profile' },
  failedBody: {
    id: 'account.profile.failed.body',
    defaultMessage: 'Your changes are kept in this browser. Please try again in a moment.',
  },
});

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  city: string;
  province: ProvinceCode | '';
  buy: boolean;
  sell: boolean;
  marketingEmails: boolean;
}

export function profileValues(profile: AccountDetails): ProfileValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    city: profile.city ?? '',
    province: toProvinceCode(profile.province) ?? '',
    buy: Boolean(profile.buy),
    sell: Boolean(profile.sell),
    marketingEmails: Boolean(profile.marketingEmails),
  };
}

export function profileChanges(values: ProfileValues): ProfileChanges {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    city: values.city.trim(),
    province: values.province,
    buy: values.buy,
    sell: values.sell,
    marketingEmails: values.marketingEmails,
  };
}

/**
 * The profile fields a refused save named, with their messages in the visitor's language; a refusal of
 * something else (a saved search saved alongside) is a plain failure here.
 */
function refusal(errors: readonly string[]): Error {
  const fields: Record<string, ValidationMessage> = {};
  for (const { field, message } of parseFieldErrors(errors))
    if (Object.hasOwn(PROFILE_CHECKS, field)) fields[field] = message;
  return Object.keys(fields).length > 0 ? new FieldsRefused(fields) : new Error('The profile save was refused');
}

/** A save that never settles (the tab lost its session mid-way) still ends the form's wait. */
const SAVE_WAIT_MS = 30_000;

/**
 * Dispatches the profile changes as an `update-user` action and resolves once the saga has saved them to
 * the server (after its 500 ms debounce), or rejects when that save failed.
 */
function useSaveProfile() {
  const store = useAppStore();
  const act = useUserAction();
  return useCallback(
    (changes: ProfileChanges) =>
      new Promise<void>((resolve, reject) => {
        act({ type: 'update-user', changes });
        // The saga applies the action synchronously: the change is pending now, or it was refused.
        const first = selectSaveState(store.getState());
        if (first !== 'pending' && first !== 'saving') {
          reject(new Error('The profile change was not applied'));
          return;
        }
        const finish = (error?: Error) => {
          unsubscribe();
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const timer = setTimeout(() => finish(new Error('The profile save did not settle')), SAVE_WAIT_MS);
        const unsubscribe = store.subscribe(() => {
          const state = store.getState();
          const save = selectSaveState(state);
          if (!selectIsSignedIn(state)) finish(new Error('Signed out'));
          else if (save === 'refused') finish(refusal(selectRefusedFields(state)));
          else if (save === 'failed') finish(new Error('The profile save failed'));
          else if (save === 'idle') finish();
        });
      }),
    [act, store],
  );
}

const Section = styled(FormSection)`
  .pair {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The Account tab's contact details (spec §3 user): names, phone, city, province, buying or selling, and
 * marketing e-mails. Saving dispatches an `update-user` action (spec §4), which the user saga saves, and
 * says inline whether the server took it (spec §8).
 */
export function ProfileForm({ locale }: { locale: Locale }) {
  const { profile } = useSession();
  // Keyed by account: the values are taken once, so a save's answer never resets what is being typed.
  return profile ? <ProfileFields key={profile.id} profile={profile} locale={locale} /> : null;
}

function ProfileFields({ profile, locale }: { profile: AccountDetails; locale: Locale }) {
  const intl = useIntl();
  const titleId = useId();
  const save = useSaveProfile();
  const [initialValues] = useState(() => profileValues(profile));
  const provinces = useMemo(
    () =>
      [...PROVINCE_CODES]
        .map((code) => ({ value: code, label: provinceName(code, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro)}</p>
      <dl>
        <dt>{intl.formatMessage(m.email)}</dt>
        <dd>{profile.email}</dd>
      </dl>
      <Form
        initialValues={initialValues}
        // Spec §5's rules for names, city and phone: the checks the server's profile save applies too.
        validationSchema={profileSchema}
        aria-labelledby={titleId}
        errorTitle={m.failed}
        errorMessage={m.failedBody}
        onSubmit={(values) => save(profileChanges(values))}
      >
        {({ submission }) => (
          <>
            {submission === SubmissionState.Submitted ? (
              <Notice tone="success">{intl.formatMessage(m.saved)}</Notice>
            ) : null}
            <div className="pair">
              <FormField name="firstName" label={intl.formatMessage(m.firstName)} autoComplete="given-name" />
              <FormField name="lastName" label={intl.formatMessage(m.lastName)} autoComplete="family-name" />
            </div>
            <FormField
              name="phoneNumber"
              type="tel"
              label={intl.formatMessage(m.phone)}
              hint={intl.formatMessage(m.phoneHint)}
              autoComplete="tel"
              optional
            />
            <div className="pair">
              <FormField name="city" label={intl.formatMessage(m.city)} autoComplete="address-level2" />
              <FormSelect
                name="province"
                label={intl.formatMessage(m.province)}
                placeholder={intl.formatMessage(m.provinceNone)}
                options={provinces}
                autoComplete="address-level1"
                optional
              />
            </div>
            <fieldset>
              <legend>{intl.formatMessage(m.lookingTo)}</legend>
              <FormCheckbox name="buy" label={intl.formatMessage(m.buy)} />
              <FormCheckbox name="sell" label={intl.formatMessage(m.sell)} />
            </fieldset>
            <FormCheckbox
              name="marketingEmails"
              label={intl.formatMessage(m.marketing)}
              hint={intl.formatMessage(m.marketingHint)}
            />
            <div>
              <SubmitButton>{intl.formatMessage(m.submit)}</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </Section>
  );
}
