import { createAction } from '@reduxjs/toolkit';
import { brand } from '@/config/brand';
import type { TokenSet } from './contract/user';
import { ACCESS_TOKEN_COOKIE, readCookie } from './session-storage';
import { localStore } from './browser-storage';

/**
 * The session as the store holds it (spec §4): the access token and when it expires. The store tells the
 * request layer where it keeps it (`SessionSource`, the thunk's extra argument), so the base query finds
 * the token without knowing the store's shape, and no endpoint ever takes a token as an argument.
 */
export interface SessionTokens {
  accessToken: string;
  /** Epoch milliseconds; 0 when unknown (a token found in the cookie without its expiry: renew first). */
  expiresAt: number;
}

/** Where the store keeps the session: given by the store as the thunk's extra argument (src/app/store.ts). */
export interface SessionSource {
  selectSession: (state: never) => SessionTokens | null;
}

/** How long before its expiry a token is renewed (by the saga's timer, or by a request that needs it). */
export const RENEW_AHEAD_MS = 30_000;

/** Local storage key of the access token's expiry (brand-prefixed, spec §3). */
export const TOKEN_EXPIRY_KEY = `${brand.shortName}.tokenExpiresAt`;

/** A renewal (here or in another tab) gave this tab a fresh token. */
export const sessionRenewed = createAction<SessionTokens>('api/sessionRenewed');
/** The renewal was refused or unusable: the visitor is signed out (spec §4, §8 "Token refresh failed"). */
export const sessionExpired = createAction('api/sessionExpired');

/** Spec §5: renewal fails without an access token or with a zero lifetime. */
export function isUsableRenewal(tokens: Partial<TokenSet> | undefined): tokens is TokenSet {
  return !!tokens?.access_token && typeof tokens.expires_in === 'number' && tokens.expires_in > 0;
}

/** The store's session, through the source the store gave (none: signed out, as for a store without one). */
export function sessionFrom(extra: unknown, state: unknown): SessionTokens | null {
  const source = extra as Partial<SessionSource> | undefined;
  return typeof source?.selectSession === 'function' ? source.selectSession(state as never) : null;
}

export function writeTokenExpiry(expiresAt: number): void {
  try {
    localStore()?.setItem(TOKEN_EXPIRY_KEY, String(expiresAt));
  } catch {
    // A full or refused storage only means the next page load renews first.
  }
}

/**
 * The session this browser holds (spec §4: signed in while the `dca_at` cookie exists), with its expiry
 * from storage; a malformed or missing expiry reads as 0, so the token is renewed before it is used.
 */
export function readStoredSession(): SessionTokens | null {
  const accessToken = readCookie(ACCESS_TOKEN_COOKIE);
  if (!accessToken) return null;
  let expiresAt = 0;
  try {
    const stored = Number(localStore()?.getItem(TOKEN_EXPIRY_KEY));
    if (Number.isFinite(stored) && stored > 0) expiresAt = stored;
  } catch {
    expiresAt = 0;
  }
  return { accessToken, expiresAt };
}

/** Whether a token must be renewed before it is sent. */
export function needsRenewal(session: SessionTokens, now = Date.now()): boolean {
  return session.expiresAt - now <= RENEW_AHEAD_MS;
}
