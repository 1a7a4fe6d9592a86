import { useIntl } from 'react-intl';
import { brand } from '@/config/brand';
import { authMessages, authTemplates } from '@/features/auth/auth-messages';
import { RegisterForm } from '@/features/auth/RegisterForm';
import { usePageMeta } from '@/routing/page-meta';
import { AccountLayout } from './AccountLayout';
import { useAuthTarget, useSignedInAway } from './auth-target';

/** `/register` (spec §2.1, §4 account flow): registration, then "Account created", signed in. */
export function RegisterPage() {
  const intl = useIntl();
  const { next, target } = useAuthTarget();
  const away = useSignedInAway(target);

  usePageMeta({
    title: intl.formatMessage(authMessages.registerTitle),
    description: intl.formatMessage(authTemplates.registerDescription, { brand: brand.name }),
    noindex: true,
  });

  if (away) return null;
  return (
    <AccountLayout
      title={intl.formatMessage(authMessages.registerTitle)}
      intro={intl.formatMessage(authMessages.registerIntro)}
      wide
    >
      <RegisterForm idPrefix="page-register" continueTo={next ?? undefined} />
    </AccountLayout>
  );
}
