import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@/config/env';
import type { MessagePart } from './message-parts';

/** Compiled at build time to ICU syntax trees (see vite.config.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

const cache = new Map<string, Promise<Messages>>();

const IMPORTS: Record<`${Locale}:${MessagePart}`, () => Promise<{ default: unknown }>> = {
  'en:core': () => import('../../translations/en.json?part=core'),
  'en:detail': () => import('../../translations/en.json?part=detail'),
  'en:account': () => import('../../translations/en.json?part=account'),
  'en:nav': () => import('../../translations/en.json?part=nav'),
  'en:legal': () => import('../../translations/en.json?part=legal'),
  'en:people': () => import('../../translations/en.json?part=people'),
  'en:places': () => import('../../translations/en.json?part=places'),
  'en:estimates': () => import('../../translations/en.json?part=estimates'),
  'fr:core': () => import('../../translations/fr.json?part=core'),
  'fr:account': () => import('../../translations/fr.json?part=account'),
  'fr:detail': () => import('../../translations/fr.json?part=detail'),
  'fr:nav': () => import('../../translations/fr.json?part=nav'),
  'fr:legal': () => import('../../translations/fr.json?part=legal'),
  'fr:people': () => import('../../translations/fr.json?part=people'),
  'fr:places': () => import('../../translations/fr.json?part=places'),
  'fr:estimates': () => import('../../translations/fr.json?part=estimates'),
};

/** React's `use` reads a promise marked as settled at once, instead of suspending for a microtask. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Loads only the active locale's messages, one part at a time (message-parts.ts); each is its own chunk. Once loaded, the promise is
 * marked fulfilled, so `use(loadMessages(locale))` renders at once: src/app/boot.tsx loads the first locale before
 * the first render, and a suspension there would show nothing until React's fallback throttle (300 ms)
 * had passed.
 */
export function loadMessages(locale: Locale, part: MessagePart = 'core'): Promise<Messages> {
  const key = `${locale}:${part}` as const;
  let pending = cache.get(key);
  if (!pending) {
    const tracked: TrackedPromise<Messages> = IMPORTS[key]().then((m) => {
      const messages = m.default as Messages;
      tracked.status = 'fulfilled';
      tracked.value = messages;
      return messages;
    });
    pending = tracked;
    cache.set(key, pending);
  }
  return pending;
}
