import { useState } from 'react';
import { useIntl } from 'react-intl';
import { brand } from '@/config/brand';
import { authMessages, authTemplates } from '@/features/auth/auth-messages';
import { LoginForm } from '@/features/auth/LoginForm';
import { RegisterForm } from '@/features/auth/RegisterForm';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { AccountLayout } from './AccountLayout';
import { useAuthTarget, useSignedInAway } from './auth-target';

/**
 * `/login` (spec §2.1): the sign-in form, or with `?action=register` (where a signed-out visitor who tried
 * a protected page lands, spec §2.2) the registration form first. After a sign-in the visitor goes to
 * `?next=` when it is a path of this site, else to the account page.
 */
export function LoginPage() {
  const intl = useIntl();
  const { locale, category, search, navigate } = useRoute();
  const registering = new URLSearchParams(search).get('action') === 'register';
  const { next, target } = useAuthTarget();
  const away = useSignedInAway(target);
  const keepNext = next ? { next } : undefined;
  // "Forgot password?" turns the page into the "Reset your password" page: its form brings the one h1.
  const [forgot, setForgot] = useState(false);
  // The registration form unmounts the sign-in form, whose view starts over when it comes back.
  if (registering && forgot) setForgot(false);

  usePageMeta({
    title: intl.formatMessage(
      registering ? authMessages.registerTitle : forgot ? authMessages.forgotTitle : authMessages.signInTitle,
    ),
    description: intl.formatMessage(registering ? authTemplates.registerDescription : authTemplates.signInDescription, {
      brand: brand.name,
    }),
    noindex: true,
  });

  if (away) return null;
  if (registering) {
    return (
      <AccountLayout
        title={intl.formatMessage(authMessages.registerTitle)}
        intro={intl.formatMessage(authMessages.registerIntro)}
        wide
        focusKey="register"
      >
        <RegisterForm
          idPrefix="page-register"
          continueTo={next ?? undefined}
          onSignIn={() => void navigate(urls.login(locale, category, keepNext))}
        />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={forgot ? undefined : intl.formatMessage(authMessages.signInTitle)} focusKey="sign-in">
      <LoginForm
        idPrefix="page-sign-in"
        headingLevel={1}
        onForgotChange={setForgot}
        onSignedIn={() => void navigate(target, { replace: true })}
        onRegister={() => void navigate(urls.login(locale, category, { action: 'register', ...keepNext }))}
      />
    </AccountLayout>
  );
}
