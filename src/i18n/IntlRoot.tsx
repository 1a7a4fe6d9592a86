import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/config/env';
import { INTL_LOCALES } from '@/domain/constants';
import { loadMessages } from './locale';

interface IntlRootProps {
  locale: Locale;
  children: ReactNode;
}

/** Suspends until the locale's messages are loaded; src/app/boot.tsx preloads the first locale before rendering. */
export function IntlRoot({ locale, children }: IntlRootProps) {
  const messages = use(loadMessages(locale));
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale="en-CA" messages={messages}>
      {children}
    </IntlProvider>
  );
}
