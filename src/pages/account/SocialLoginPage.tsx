import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { registrationSchema } from '@/domain/validation';
import {
  isSocialProvider,
  safeNextPath,
  socialLoginUrl,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@/features/auth/auth-links';
import { authMessages, authTemplates } from '@/features/auth/auth-messages';
import { AuthFailureNotice, Pair } from '@/features/auth/auth-parts';
import { toAuthFailure, useAuth, type AuthFailure } from '@/features/auth/auth-api';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Form } from '@/ui/form/Form';
import { FormField } from '@/ui/form/FormField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { AccountLayout } from './AccountLayout';
import { useAuthTarget, useSignedInAway } from './auth-target';
import { ConnectionProblem } from './ConnectionProblem';
import {
  authorisationUrl,
  newPendingSignIn,
  oauthClientId,
  clearPendingSignIn,
  readOAuthReturn,
  readPendingSignIn,
  storePendingSignIn,
  type OAuthReturn,
  type PendingSignIn,
} from './social-oauth';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const consentSchema = registrationSchema.pick(['email', 'firstName', 'lastName']);

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Status = styled.p`
  min-height: 44px;
`;

type Values = { email: string; firstName: string; lastName: string };

/** The demo identity provider's token (src/mocks/API.md): `demo:{email}:{first}:{last}`, colons removed. */
export function demoSocialToken({ email, firstName, lastName }: Values): string {
  const part = (value: string) => value.trim().replaceAll(':', ' ');
  return `demo:${part(email)}:${part(firstName)}:${part(lastName)}`;
}

/**
 * `/social-login?provider=google|facebook` (spec §2.6 "Register … or Google or Facebook"). With the
 * provider's client id configured the visitor goes to the provider and comes back here with a token; in
 * the demo a consent step stands in for the provider ("Continue as"). Either way the user service signs
 * the visitor in, creating the account on first use, and the page moves on like the sign-in page does.
 */
export function SocialLoginPage() {
  const intl = useIntl();
  const { search } = useRoute();
  const { target } = useAuthTarget();
  const away = useSignedInAway(target);
  // Read once: the fragment is the provider's answer when the visitor comes back from it.
  const [returned] = useState<OAuthReturn>(() => readOAuthReturn(window.location.hash));
  const asked = new URLSearchParams(search).get('provider');
  const provider = isSocialProvider(asked) ? asked : null;
  const name = provider ? PROVIDER_NAMES[provider] : '';

  usePageMeta({
    title: provider
      ? intl.formatMessage(authTemplates.socialTitle, { provider: name })
      : intl.formatMessage(authMessages.socialChoose),
    description: intl.formatMessage(authTemplates.socialDescription, { brand: brand.name }),
    noindex: true,
  });

  if (away) return null;
  if (returned) return <ProviderReturn answer={returned} />;
  if (!provider) return <ProviderChoice />;
  const clientId = oauthClientId(provider);
  return clientId ? (
    <ProviderRedirect provider={provider} clientId={clientId} />
  ) : (
    <DemoConsent provider={provider} target={target} />
  );
}

function ProviderChoice() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const { next } = useAuthTarget();
  return (
    <AccountLayout title={intl.formatMessage(authMessages.socialChoose)}>
      <Stack>
        {SOCIAL_PROVIDERS.map((provider) => (
          <ButtonLink key={provider} variant="secondary" to={socialLoginUrl(locale, category, provider, next)}>
            {intl.formatMessage(
              provider === 'google' ? authMessages.continueWithGoogle : authMessages.continueWithFacebook,
            )}
          </ButtonLink>
        ))}
      </Stack>
    </AccountLayout>
  );
}

/** The demo's stand-in for the provider's consent screen: who the provider would say the visitor is. */
function DemoConsent({ provider, target }: { provider: SocialProvider; target: string }) {
  const intl = useIntl();
  const { navigate } = useRoute();
  const { socialSignIn } = useAuth();
  const [failure, setFailure] = useState<{ error: AuthFailure; count: number } | null>(null);
  const name = PROVIDER_NAMES[provider];
  return (
    <AccountLayout
      title={intl.formatMessage(authTemplates.socialTitle, { provider: name })}
      intro={intl.formatMessage(authTemplates.socialDemoIntro, { provider: name })}
    >
      <Form
        initialValues={{ email: '', firstName: '', lastName: '' }}
        validationSchema={consentSchema}
        aria-label={intl.formatMessage(authMessages.continueAs)}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await socialSignIn({ provider, token: demoSocialToken(values) });
          } catch (error) {
            setFailure((previous) => ({ error: toAuthFailure(error), count: (previous?.count ?? 0) + 1 }));
            return;
          }
          void navigate(target, { replace: true });
        }}
      >
        {({ formik }) => (
          <>
            {failure ? (
              <AuthFailureNotice
                key={failure.count}
                failure={failure.error}
                context="social"
                provider={name}
                onRetry={() => void formik.submitForm()}
              />
            ) : null}
            <h2>{intl.formatMessage(authMessages.continueAs)}</h2>
            <FormField
              name="email"
              id="social-email"
              type="email"
              label={intl.formatMessage(authMessages.email)}
              autoComplete="email"
            />
            <Pair>
              <FormField
                name="firstName"
                id="social-first-name"
                label={intl.formatMessage(authMessages.firstName)}
                autoComplete="given-name"
              />
              <FormField
                name="lastName"
                id="social-last-name"
                label={intl.formatMessage(authMessages.lastName)}
                autoComplete="family-name"
              />
            </Pair>
            <SubmitButton>{intl.formatMessage(authMessages.socialSubmit)}</SubmitButton>
          </>
        )}
      </Form>
    </AccountLayout>
  );
}

/** Off to the provider, with a state to recognise the way back. */
function ProviderRedirect({ provider, clientId }: { provider: SocialProvider; clientId: string }) {
  const intl = useIntl();
  const { locale, pathname } = useRoute();
  const { next } = useAuthTarget();
  useEffect(() => {
    const pending = newPendingSignIn(provider, next);
    storePendingSignIn(pending);
    window.location.assign(authorisationUrl(pending, clientId, window.location.origin + pathname, locale));
  }, [provider, clientId, next, pathname, locale]);
  const name = PROVIDER_NAMES[provider];
  return (
    <AccountLayout title={intl.formatMessage(authTemplates.socialTitle, { provider: name })}>
      <Status role="status">{intl.formatMessage(authTemplates.socialRedirecting, { provider: name })}</Status>
    </AccountLayout>
  );
}

type ReturnState =
  { step: 'working' } | { step: 'cancelled' } | { step: 'failed'; error: AuthFailure } | { step: 'unavailable' };

/** Back from the provider: the state must be the one this browser sent; then the token signs in. */
function ProviderReturn({ answer }: { answer: NonNullable<OAuthReturn> }) {
  const intl = useIntl();
  const { locale, category, navigate } = useRoute();
  const { socialSignIn } = useAuth();
  const [pending] = useState<PendingSignIn | null>(readPendingSignIn);
  const [state, setState] = useState<ReturnState>(() =>
    pending && pending.state === answer.state && 'token' in answer ? { step: 'working' } : { step: 'cancelled' },
  );
  const started = useRef(false);
  const provider = pending?.provider ?? 'google';
  const name = PROVIDER_NAMES[provider];

  const run = useCallback(() => {
    if (!pending || !('token' in answer)) return;
    socialSignIn({ provider: pending.provider, token: answer.token }).then(
      () => void navigate(safeNextPath(pending.next) ?? urls.myAccount(locale, category), { replace: true }),
      (error: unknown) => {
        const failure = toAuthFailure(error);
        setState(failure.reason === 'unavailable' ? { step: 'unavailable' } : { step: 'failed', error: failure });
      },
    );
  }, [answer, pending, socialSignIn, navigate, locale, category]);

  useEffect(() => {
    // Once, even when StrictMode runs effects twice: a state and a token are worth one sign-in.
    if (started.current) return;
    started.current = true;
    clearPendingSignIn();
    // The token must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (state.step === 'working') run();
  }, [run, state.step]);

  const retry = () => {
    setState({ step: 'working' });
    run();
  };

  const title = intl.formatMessage(authTemplates.socialTitle, { provider: name });
  if (state.step === 'unavailable') {
    return (
      <AccountLayout title={title}>
        <ConnectionProblem onRetry={retry} />
      </AccountLayout>
    );
  }
  if (state.step === 'working') {
    return (
      <AccountLayout title={title}>
        <Status role="status">{intl.formatMessage(authMessages.socialSigningIn)}</Status>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={title} focusKey={state.step}>
      {state.step === 'failed' ? (
        <AuthFailureNotice failure={state.error} context="social" provider={name} />
      ) : (
        <Notice tone="error">{intl.formatMessage(authTemplates.socialCancelled, { provider: name })}</Notice>
      )}
      <ButtonLink to={socialLoginUrl(locale, category, provider, safeNextPath(pending?.next))}>
        {intl.formatMessage(authMessages.tryAgain)}
      </ButtonLink>
    </AccountLayout>
  );
}
