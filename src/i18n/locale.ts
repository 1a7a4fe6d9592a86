import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@/config/env';

/** Compiled at build time to ICU syntax trees (see vite.config.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

const cache = new Map<Locale, Promise<Messages>>();

/** React's `use` reads a promise marked as settled at once, instead of suspending for a microtask. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Loads only the active locale's messages; each locale is its own chunk. Once loaded, the promise is
 * marked fulfilled, so `use(loadMessages(locale))` renders at once: main.tsx loads the first locale before
 * the first render, and a suspension there would show nothing until React's fallback throttle (300 ms)
 * had passed.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    const tracked: TrackedPromise<Messages> = (
      locale === 'fr' ? import('../../translations/fr.json') : import('../../translations/en.json')
    ).then((m) => {
      const messages = m.default as unknown as Messages;
      tracked.status = 'fulfilled';
      tracked.value = messages;
      return messages;
    });
    pending = tracked;
    cache.set(locale, pending);
  }
  return pending;
}
