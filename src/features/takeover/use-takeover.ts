import { useMemo, useState } from 'react';
import { env, type ApiEnvironment } from '@/config/env';
import { takeover, type TakeoverConfig } from '@/config/takeover';
import { isTakeoverActive } from '@/domain/site';
import { useRoute } from '@/routing/route-context';
import { sessionStore } from '@/api/browser-storage';

/** The QA query parameter: `preview` forces the takeover on, `off` forces it off, `auto` forgets either. */
export const TAKEOVER_PARAM = 'takeover';
/** Where the QA override is remembered for the tab, so it survives navigation. */
export const TAKEOVER_OVERRIDE_KEY = 'foyer.takeover';

export type TakeoverOverride = 'preview' | 'off';

const isOverride = (value: string | null): value is TakeoverOverride => value === 'preview' || value === 'off';

/**
 * The QA override outside production: from the query (and then remembered in `storage`), else the one
 * remembered. Production ignores both. Storage that throws (private mode, blocked) just forgets.
 */
export function takeoverOverride(
  search: string,
  environment: ApiEnvironment,
  storage: Storage | undefined,
): TakeoverOverride | null {
  if (environment === 'prod') return null;
  const asked = new URLSearchParams(search).get(TAKEOVER_PARAM);
  try {
    if (isOverride(asked)) {
      storage?.setItem(TAKEOVER_OVERRIDE_KEY, asked);
      return asked;
    }
    if (asked === 'auto') {
      storage?.removeItem(TAKEOVER_OVERRIDE_KEY);
      return null;
    }
    const remembered = storage?.getItem(TAKEOVER_OVERRIDE_KEY) ?? null;
    return isOverride(remembered) ? remembered : null;
  } catch {
    return isOverride(asked) ? asked : null;
  }
}

export interface TakeoverContext {
  now: Date;
  search: string;
  environment: ApiEnvironment;
  /** The build flag VITE_TAKEOVER_DISABLED. */
  disabled: boolean;
  storage: Storage | undefined;
}

/** Spec §4: on within the configured dates unless the build disables it; a QA override wins outside prod. */
export function isTakeoverShown(
  { now, search, environment, disabled, storage }: TakeoverContext,
  config: TakeoverConfig = takeover,
): boolean {
  const override = takeoverOverride(search, environment, storage);
  if (override) return override === 'preview';
  return isTakeoverActive(now, disabled, config);
}

/**
 * The takeover's configuration while it shows, else null. The date is read once per mount (a page does not
 * change its sponsor under the visitor); the query is the public URL's, so `?takeover=preview` works on any page.
 */
export function useTakeover(): TakeoverConfig | null {
  const { search } = useRoute();
  const [now] = useState(() => new Date());
  // Remembering the override is an idempotent write, so it may run during render.
  return useMemo(
    () =>
      isTakeoverShown({
        now,
        search,
        environment: env.apiEnvironment,
        disabled: env.takeoverDisabled,
        storage: sessionStore(),
      })
        ? takeover
        : null,
    [now, search],
  );
}
