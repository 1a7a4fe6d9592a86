import { brand } from '@/config/brand';
import { env, type Locale } from '@/config/env';
import type { SocialProvider } from '@/features/auth/auth-links';
import { localStore } from '@/api/browser-storage';

/**
 * Social sign-in with the providers' own pages (OAuth 2 implicit flow, as a SPA without a server of its
 * own can do it): the visitor goes to the provider with a random `state`, comes back to this page with a
 * token in the fragment, and the user service checks that token (POST login/social). The state, kept
 * under the spec's brand-prefixed `oauth` key, is compared on return, so no other site can start a
 * sign-in here.
 */

/** Spec §3 browser storage: the oauth key carries the brand prefix. */
export const OAUTH_KEY = `${brand.shortName}.oauth`;

export interface PendingSignIn {
  state: string;
  nonce: string;
  provider: SocialProvider;
  /** Where to go once signed in (already checked to be a path of this site). */
  next: string | null;
}

/** The provider's client id or app id, when this build has one; none means the demo consent step. */
export function oauthClientId(provider: SocialProvider): string | undefined {
  return provider === 'google' ? env.googleClientId : env.facebookAppId;
}

function randomHex(bytes = 16): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function newPendingSignIn(provider: SocialProvider, next: string | null): PendingSignIn {
  return { state: randomHex(), nonce: randomHex(), provider, next };
}

/** The provider's authorisation page for this sign-in. */
export function authorisationUrl(
  pending: PendingSignIn,
  clientId: string,
  redirectUri: string,
  locale: Locale,
): string {
  if (pending.provider === 'google') {
    const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      prompt: 'select_account',
      hl: locale,
    }).toString();
    return url.href;
  }
  const url = new URL('https://www.facebook.com/v19.0/dialog/oauth');
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'token',
    scope: 'email,public_profile',
    state: pending.state,
    locale: locale === 'fr' ? 'fr_CA' : 'en_CA',
  }).toString();
  return url.href;
}

export type OAuthReturn = { state: string; token: string } | { state: string; error: string } | null;

/** What the provider put in the fragment on the way back: a token (Google's id token, Facebook's access token) or an error. */
export function readOAuthReturn(hash: string): OAuthReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  if (!state) return null;
  const token = params.get('id_token') ?? params.get('access_token');
  if (token) return { state, token };
  return { state, error: params.get('error') ?? 'no_token' };
}

export function storePendingSignIn(pending: PendingSignIn): void {
  try {
    localStore()?.setItem(OAUTH_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the return then fails the state check and says so.
  }
}

/** The sign-in this browser started (read only: `clearPendingSignIn` drops it once it was used). */
export function readPendingSignIn(): PendingSignIn | null {
  try {
    const raw = localStore()?.getItem(OAUTH_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingSignIn>) : null;
    if (!value || typeof value.state !== 'string' || (value.provider !== 'google' && value.provider !== 'facebook'))
      return null;
    return {
      state: value.state,
      nonce: typeof value.nonce === 'string' ? value.nonce : '',
      provider: value.provider,
      next: typeof value.next === 'string' ? value.next : null,
    };
  } catch {
    return null;
  }
}

/** A state is good for one return only. */
export function clearPendingSignIn(): void {
  try {
    localStore()?.removeItem(OAUTH_KEY);
  } catch {
    // Nothing stored.
  }
}
