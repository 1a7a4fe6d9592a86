import { useCallback, useSyncExternalStore } from 'react';
import { env } from '@/config/env';
import type { FlagClient, FlagClientOptions } from './flag-client';
import { FLAG_DEFAULTS, type FlagName } from './flag-defaults';

/**
 * Feature flags for React. This module is in the main bundle, so it holds only a tiny store: the flag
 * client (and the Unleash library behind it) is a lazy import started by `startFlags()` once the page is
 * ready. Until it answers, and for good if it fails, every flag reads its spec §3 default.
 */

export { FLAG_DEFAULTS, type FlagName };

/** What the store reads flags from: the started client, or a stand-in in tests. */
export type FlagSource = Pick<FlagClient, 'isEnabled' | 'variant' | 'subscribe'> & { stop?: () => void };

let source: FlagSource | null = null;
let unsubscribeSource: (() => void) | null = null;
let starting: Promise<void> | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function replaceSource(next: FlagSource | null) {
  unsubscribeSource?.();
  source?.stop?.();
  source = next;
  unsubscribeSource = next?.subscribe(notify) ?? null;
  notify();
}

function defaultOf(name: FlagName): boolean {
  return name === 'v2Enabled' ? env.v2Enabled : FLAG_DEFAULTS[name];
}

/** The flag now: the service's answer once the client has one, otherwise its default. Never throws. */
export function readFlag(name: FlagName): boolean {
  try {
    return source ? source.isEnabled(name) : defaultOf(name);
  } catch {
    return defaultOf(name);
  }
}

/** The name of the flag's variant now, or null (flag off, unknown, or no answer yet). Never throws. */
export function readFlagVariant(name: string): string | null {
  try {
    return source?.variant(name) ?? null;
  } catch {
    return null;
  }
}

/**
 * Starts the flag client once (spec §7.4) and keeps it for the hooks; later calls return the same promise.
 * Resolves when the first answer is in, or silently when the client cannot load or start (defaults stay).
 */
export function startFlags(options: FlagClientOptions = {}): Promise<void> {
  starting ??= import('./flag-client')
    .then(({ startFlagClient }) => startFlagClient({ v2Enabled: env.v2Enabled, ...options }))
    .then(replaceSource, () => undefined);
  return starting;
}

/** Whether the flag is on; re-renders when the flags arrive or change. */
export function useFlag(name: FlagName): boolean {
  const read = useCallback(() => readFlag(name), [name]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The flag's variant name (e.g. the header's ad component), or null; re-renders when it changes. */
export function useFlagVariant(name: string): string | null {
  const read = useCallback(() => readFlagVariant(name), [name]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Fixed flag values for a test: enabled flags by name and variants by flag name. */
export interface FlagValues {
  enabled?: Partial<Record<string, boolean>>;
  variants?: Record<string, string | null>;
}

/**
 * Tests only: replaces the flags (a `FlagSource`, or fixed values) and notifies the hooks; `null` goes back
 * to the defaults and lets `startFlags()` start a client again. Stops the client it replaces.
 */
export function setFlagsForTests(next: FlagSource | FlagValues | null): void {
  starting = null;
  if (next === null || 'isEnabled' in next) {
    replaceSource(next);
    return;
  }
  const { enabled = {}, variants = {} } = next;
  replaceSource({
    isEnabled: (name) => enabled[name] ?? (name in FLAG_DEFAULTS ? defaultOf(name as FlagName) : false),
    variant: (name) => variants[name] ?? null,
    subscribe: () => () => undefined,
  });
}
