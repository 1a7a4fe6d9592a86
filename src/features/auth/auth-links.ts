import type { Locale } from '@/config/env';
import { isSitePath } from '@/domain/identifiers';
import type { SiteCategory } from '@/routing/route-table';
import { localisePath } from '@/routing/urls';

export type SocialProvider = 'google' | 'facebook';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return value === 'google' || value === 'facebook';
}

/**
 * `/social-login?provider=…` (spec §2.1 social-login page, category prefix allowed). `urls` has no builder
 * for it yet; this belongs there as `urls.socialLogin` and should move when the routing owner adds it.
 */
export function socialLoginUrl(
  locale: Locale,
  category: SiteCategory,
  provider: SocialProvider,
  next?: string | null,
): string {
  const prefix = category === 'residential' ? '' : `/${category}`;
  const query = new URLSearchParams(next ? { provider, next } : { provider });
  return `${localisePath(`${prefix}/social-login`, locale)}?${query.toString()}`;
}

/**
 * A `next` address is followed only when it is a path of this site (`isSitePath`): never another origin, a
 * protocol-relative `//host`, a backslash or control-character trick, so a sign-in link cannot send visitors
 * elsewhere.
 */
export function safeNextPath(next: string | null | undefined, origin = window.location.origin): string | null {
  if (!isSitePath(next)) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
