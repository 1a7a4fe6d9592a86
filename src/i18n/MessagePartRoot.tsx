import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/config/env';
import { INTL_LOCALES } from '@/domain/constants';
import { loadMessages } from './locale';
import type { MessagePart } from './message-parts';

/**
 * Adds a part of the locale's messages (message-parts.ts) for what it wraps: a nested provider with the
 * core messages and that part. Suspends until the part is here; main.tsx loads it with the first page.
 */
export function MessagePartRoot({
  locale,
  part,
  children,
}: {
  locale: Locale;
  part: MessagePart;
  children: ReactNode;
}) {
  const core = use(loadMessages(locale));
  const extra = use(loadMessages(locale, part));
  const messages = useMemo(() => ({ ...core, ...extra }), [core, extra]);
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale="en-CA" messages={messages}>
      {children}
    </IntlProvider>
  );
}
