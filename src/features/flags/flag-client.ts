import type { IConfig, IMutableContext } from 'unleash-proxy-client';
import { backendBase, buildUrl } from '@/api/backends';
import { API, FLAGS_CLIENT_KEY } from '@/api/contract/paths';
import { readCookie } from '@/api/session-storage';
import { FLAG_METRICS_FIRST_DELAY_S, FLAG_METRICS_INTERVAL_S, FLAG_REFRESH_INTERVAL_S } from '@/domain/constants';
import { FLAG_DEFAULTS } from './flag-defaults';

/**
 * The feature-flag client (spec §7.4): the maintained Unleash frontend client `unleash-proxy-client`,
 * loaded on demand so it never weighs on the first page. It reads the flags with the context as query
 * parameters and `If-None-Match` (a 304 keeps the flags held), refreshes them every 30 s and posts
 * metrics every 30 s, the first after 2 s (spec §9).
 */

// The defaults live in the small module of the main bundle that the hooks read; this lazy one re-exports them.

/** Spec §4: initializing, then healthy or error; back to healthy on a later success or 304. */
export type FlagClientState = 'initializing' | 'healthy' | 'error';

/** The cookie that carries the visitor's flag identity (spec §3), when the site has set one. */
export const FLAG_USER_COOKIE = 'unleashUserId';

export interface FlagClientOptions {
  appName?: string;
  /** The frontend client key of the environment. */
  clientKey?: string;
  /** Absolute URL of the Unleash frontend API; by default the contract's `api/frontend` on `origin`. */
  url?: string;
  /** Resolves the default URL; the page's origin in a browser. */
  origin?: string;
  /** Unleash context; `userId` defaults to the `unleashUserId` cookie. */
  context?: IMutableContext;
  /** Spec §3: v2Enabled's default comes from the environment. */
  v2Enabled?: boolean;
}

export interface FlagClient {
  /** The flag from the service; a flag it does not list gives its spec default, with a console warning. */
  isEnabled(name: string): boolean;
  /** The name of the flag's variant (e.g. the header's ad component), or null. */
  variant(name: string): string | null;
  readonly state: FlagClientState;
  /** Called when the flags or the state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops refreshing and sending metrics. */
  stop(): void;
}

function flagsUrl(options: FlagClientOptions): string {
  if (options.url) return options.url;
  const path = buildUrl(backendBase(API.flags.backend), API.flags.resource);
  const origin = options.origin ?? globalThis.location?.origin;
  if (!origin && !/^https?:/.test(path)) throw new Error('startFlagClient needs an origin outside a browser');
  return new URL(path, origin).toString();
}

/** Loads the Unleash client, starts it and resolves once the first answer (or failure) is in. */
export async function startFlagClient(options: FlagClientOptions = {}): Promise<FlagClient> {
  const { UnleashClient, EVENTS } = await import('unleash-proxy-client');
  const defaults: Record<string, boolean> = { ...FLAG_DEFAULTS, v2Enabled: options.v2Enabled ?? false };
  const userId = options.context?.userId ?? readCookie(FLAG_USER_COOKIE);
  const config: IConfig = {
    url: flagsUrl(options),
    clientKey: options.clientKey ?? FLAGS_CLIENT_KEY,
    appName: options.appName ?? 'foyer',
    context: { ...options.context, ...(userId ? { userId } : {}) },
    refreshInterval: FLAG_REFRESH_INTERVAL_S,
    metricsInterval: FLAG_METRICS_INTERVAL_S,
    metricsIntervalInitial: FLAG_METRICS_FIRST_DELAY_S,
  };
  const client = new UnleashClient(config);

  let state: FlagClientState = 'initializing';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const become = (next: FlagClientState) => {
    state = next;
    notify();
  };
  client.on(EVENTS.READY, () => become('healthy'));
  client.on(EVENTS.UPDATE, () => become('healthy'));
  client.on(EVENTS.RECOVERED, () => become('healthy'));
  client.on(EVENTS.ERROR, (error: { type?: string } | undefined) => {
    // A metrics post that failed says nothing about the flags held.
    if (error?.type !== 'metrics') become('error');
  });

  const warned = new Set<string>();
  const known = (name: string) => client.getAllToggles().some((toggle) => toggle.name === name);

  await client.start();

  return {
    get state() {
      return state;
    },
    isEnabled(name) {
      if (known(name)) return client.isEnabled(name);
      const fallback = defaults[name] ?? false;
      if (!warned.has(name)) {
        warned.add(name);
        console.warn(`Feature flag "${name}" is missing; using its default (${String(fallback)}).`);
      }
      return fallback;
    },
    variant(name) {
      if (!known(name)) return null;
      const variant = client.getVariant(name);
      return variant.enabled ? variant.name : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      client.stop();
      listeners.clear();
    },
  };
}
