import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RegistrationBody } from '@/api/contract/user';
import { brand } from '@/config/brand';
import { PROVINCE_CODES, PROVINCE_NAMES } from '@/domain/provinces';
import { registrationSchema } from '@/domain/validation';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Hint } from '@/ui/field-parts';
import { Form } from '@/ui/form/Form';
import { FormCheckbox } from '@/ui/form/FormCheckbox';
import { FormField } from '@/ui/form/FormField';
import { FormSelect } from '@/ui/form/FormSelect';
import { useErrorText } from '@/ui/form/error-text';
import { choice, phone, text } from '@/ui/form/rules';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { safeNextPath, socialLoginUrl, SOCIAL_PROVIDERS } from './auth-links';
import { authMessages, authTemplates } from './auth-messages';
import { Fieldset } from '@/ui/field-parts';
import { AuthFailureNotice, CredentialFields, Pair, SwitchLine, SwitchLink, TextButton } from './auth-parts';
import { Captcha } from './Captcha';
import { RegistrationDone, type RegistrationOutcome } from './RegistrationDone';
import { toAuthFailure, useAuth, type AuthFailure } from './auth-api';

export interface RegisterFormProps {
  /** Switches to the sign-in form in place (the drawer); without it, a link to the sign-in page. */
  onSignIn?: () => void;
  /** Prefix of the fields' ids, so the page's form and the drawer's never share an id. */
  idPrefix?: string;
  /** Where "Account created" leads (the page the visitor came for); the account page by default. */
  continueTo?: string;
  /** Level of the "Account created" heading: 2 on a page, 3 in the drawer. */
  headingLevel?: 2 | 3;
}

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  city: string;
  province: string;
  phoneNumber: string;
  buy: boolean;
  sell: boolean;
  newsletter: boolean;
  realEstateNews: boolean;
  partnerEmails: boolean;
  captcha: string;
}

// Spec §5 registration rules (e-mail, password with a number or special character, confirmation, names,
// city) from the domain, plus the optional province and phone and the captcha answer.
const registerSchema = registrationSchema.shape({
  province: choice(PROVINCE_CODES),
  phoneNumber: phone(),
  captcha: text().required(authMessages.captchaRequired),
});

// Consents are unticked until the visitor ticks them (CASL: express consent).
const initialValues: RegisterValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  city: '',
  province: '',
  phoneNumber: '',
  buy: false,
  sell: false,
  newsletter: false,
  realEstateNews: false,
  partnerEmails: false,
  captcha: '',
};

export function registrationBody(values: RegisterValues): RegistrationBody {
  const phoneNumber = values.phoneNumber.trim();
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    city: values.city.trim(),
    ...(values.province ? { province: values.province } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    buy: values.buy,
    sell: values.sell,
    newsletter: values.newsletter,
    realEstateNews: values.realEstateNews,
    partnerEmails: values.partnerEmails,
  };
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Social = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Spec §4 account flow "register, account created, login": every registration field of spec §3 with the
 * §5 rules, the captcha, and Google or Facebook instead. A created account is signed in at once (queued
 * actions replay); a refused one says why above the form and keeps what was typed, with a new captcha.
 */
export function RegisterForm({ onSignIn, idPrefix, continueTo, headingLevel = 2 }: RegisterFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const generated = useId();
  const prefix = idPrefix ?? `register${generated}`;
  const { register } = useAuth();
  const { locale, category, search } = useRoute();
  const [failure, setFailure] = useState<{ error: AuthFailure; count: number } | null>(null);
  // Every captcha token is single use: each refused registration starts a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  // A protected page the visitor was sent away from: kept across the switch to sign-in or a social sign-in.
  const next = safeNextPath(new URLSearchParams(search).get('next'));

  const provinces = useMemo(
    () =>
      PROVINCE_CODES.map((code) => ({ value: code, label: PROVINCE_NAMES[code][locale] })).sort((a, b) =>
        a.label.localeCompare(b.label, intl.locale),
      ),
    [locale, intl.locale],
  );

  if (outcome)
    return <RegistrationDone outcome={outcome} idPrefix={prefix} headingLevel={headingLevel} continueTo={continueTo} />;

  const signInAction = onSignIn ? (
    <TextButton type="button" onClick={onSignIn}>
      {intl.formatMessage(authMessages.signInInstead)}
    </TextButton>
  ) : (
    <SwitchLink to={urls.login(locale, category, next ? { next } : undefined)}>
      {intl.formatMessage(authMessages.signInInstead)}
    </SwitchLink>
  );

  return (
    <Wrap>
      <Social>
        {SOCIAL_PROVIDERS.map((provider) => (
          <ButtonLink key={provider} variant="secondary" to={socialLoginUrl(locale, category, provider, next)}>
            {intl.formatMessage(
              provider === 'google' ? authMessages.continueWithGoogle : authMessages.continueWithFacebook,
            )}
          </ButtonLink>
        ))}
      </Social>
      <Divider>{intl.formatMessage(authMessages.or)}</Divider>
      <Form
        initialValues={initialValues}
        validationSchema={registerSchema}
        aria-label={intl.formatMessage(authMessages.registerTitle)}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            const body = registrationBody(values);
            const answer = await register(body, values.captcha.trim());
            setOutcome(
              'confirmationSent' in answer
                ? { kind: 'link-sent', email: body.email }
                : { kind: 'created', name: answer.firstName || body.firstName, email: answer.email || body.email },
            );
          } catch (error) {
            setFailure((previous) => ({ error: toAuthFailure(error), count: (previous?.count ?? 0) + 1 }));
            setCaptchaRound((round) => round + 1);
            void helpers.setFieldValue('captcha', '', false);
          }
        }}
      >
        {({ formik }) => (
          <>
            {failure ? (
              <AuthFailureNotice key={failure.count} failure={failure.error} context="register">
                {failure.error.reason === 'exists' ? signInAction : null}
              </AuthFailureNotice>
            ) : null}
            <CredentialFields idPrefix={prefix} purpose="register" />
            <Pair>
              <FormField
                name="firstName"
                id={`${prefix}-first-name`}
                label={intl.formatMessage(authMessages.firstName)}
                autoComplete="given-name"
              />
              <FormField
                name="lastName"
                id={`${prefix}-last-name`}
                label={intl.formatMessage(authMessages.lastName)}
                autoComplete="family-name"
              />
            </Pair>
            <Pair>
              <FormField
                name="city"
                id={`${prefix}-city`}
                label={intl.formatMessage(authMessages.city)}
                autoComplete="address-level2"
              />
              <FormSelect
                name="province"
                id={`${prefix}-province`}
                label={intl.formatMessage(authMessages.province)}
                placeholder={intl.formatMessage(authMessages.provincePlaceholder)}
                options={provinces}
                autoComplete="address-level1"
                optional
              />
            </Pair>
            <FormField
              name="phoneNumber"
              id={`${prefix}-phone`}
              type="tel"
              label={intl.formatMessage(authMessages.phone)}
              autoComplete="tel"
              optional
            />
            <Fieldset>
              <legend>{intl.formatMessage(authMessages.interests)}</legend>
              <FormCheckbox name="buy" id={`${prefix}-buy`} label={intl.formatMessage(authMessages.buy)} />
              <FormCheckbox name="sell" id={`${prefix}-sell`} label={intl.formatMessage(authMessages.sell)} />
            </Fieldset>
            <Fieldset aria-describedby={`${prefix}-consents-hint`}>
              <legend>{intl.formatMessage(authMessages.consents)}</legend>
              <Hint id={`${prefix}-consents-hint`}>{intl.formatMessage(authMessages.consentsHint)}</Hint>
              <FormCheckbox
                name="newsletter"
                id={`${prefix}-newsletter`}
                label={intl.formatMessage(authTemplates.newsletter, { brand: brand.name })}
              />
              <FormCheckbox
                name="realEstateNews"
                id={`${prefix}-real-estate-news`}
                label={intl.formatMessage(authMessages.realEstateNews)}
              />
              <FormCheckbox
                name="partnerEmails"
                id={`${prefix}-partner-emails`}
                label={intl.formatMessage(authTemplates.partnerEmails, { brand: brand.name })}
              />
            </Fieldset>
            <Captcha
              name="captcha"
              round={captchaRound}
              error={formik.submitCount > 0 ? errorText(formik.errors.captcha) : undefined}
              onToken={(token) => void formik.setFieldValue('captcha', token ?? '', formik.submitCount > 0)}
            />
            <SubmitButton>{intl.formatMessage(authMessages.registerSubmit)}</SubmitButton>
          </>
        )}
      </Form>
      <SwitchLine>
        <span>{intl.formatMessage(authMessages.haveAccount)}</span>
        {signInAction}
      </SwitchLine>
    </Wrap>
  );
}
