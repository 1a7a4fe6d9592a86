import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@/config/env';

/** Compiled at build time to ICU syntax trees (see vite.config.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

const cache = new Map<Locale, Promise<Messages>>();

/** Loads only the active locale's messages; each locale is its own chunk. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = (locale === 'fr' ? import('../../translations/fr.json') : import('../../translations/en.json')).then(
      (m) => m.default as unknown as Messages,
    );
    cache.set(locale, pending);
  }
  return pending;
}
