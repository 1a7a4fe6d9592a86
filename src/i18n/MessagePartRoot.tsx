import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/config/env';
import { INTL_LOCALES } from '@/domain/constants';
import { loadMessages, type Messages } from './locale';
import type { MessagePart } from './message-parts';

const merged = new Map<string, Messages>();

/**
 * Adds one or more parts of the locale's messages (message-parts.ts) for what it wraps: a nested provider
 * with the core messages and those parts. Suspends until they are here; src/app/boot.tsx loads them with the first
 * page.
 */
export function MessagePartRoot({
  locale,
  part,
  children,
}: {
  locale: Locale;
  part: MessagePart | readonly MessagePart[];
  children: ReactNode;
}) {
  const parts = typeof part === 'string' ? [part] : part;
  const loaded = [use(loadMessages(locale)), ...parts.map((name) => use(loadMessages(locale, name)))];
  // A locale's parts never change once loaded, so each combination is merged once.
  const key = `${locale}:${parts.join('+')}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign({}, ...loaded) as Messages;
    merged.set(key, messages);
  }
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale="en-CA" messages={messages}>
      {children}
    </IntlProvider>
  );
}
