import { defineMessages } from 'react-intl';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';
import type { TokenSet } from '@/api/contract/user';
import { ApiError } from '@/api/errors';
import { request } from '@/api/request';
import {
  ACCESS_TOKEN_COOKIE,
  AUTH_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  REMEMBER_COOKIE,
  clearStoredAccount,
  readCookie,
  writeCookie,
} from '@/api/session-storage';
import { REMEMBER_COOKIE_MAX_AGE_S } from '@/domain/constants';
import {
  isUsableRenewal,
  needsRenewal,
  readStoredSession,
  sessionExpired,
  sessionRenewed,
  writeTokenExpiry,
  type SessionTokens,
} from './session-tokens';
import { localStore } from './browser-storage';

/**
 * The session's tokens (spec §3, §4, §6): the access token lives in the `dca_at` cookie (and local storage
 * `authToken`), the refresh token in local storage `refreshToken`. Refresh tokens rotate: each renewal
 * answers a new one and uses the old one up, so a stolen refresh token works once at most. Every tab shares
 * the storage, so renewals are serialised across tabs (Web Locks) and a tab that waited for the lock
 * re-reads the storage and takes the session another tab has just renewed instead of spending the used-up
 * token, which the server would refuse (and sign everyone out).
 */
export const RENEWAL_LOCK = 'foyer-token-renewal';
/** How long a tab without Web Locks whose renewal was refused watches for another tab's renewal. */
const UNLOCKED_RACE_WAIT_MS = 500;

export const sessionMessages = defineMessages({
  refreshFailed: { id: 'user.session.refresh-failed', defaultMessage: 'Token refresh failed' },
});

/** The part of the Web Locks API the renewal uses (`navigator.locks`). */
export interface RenewalLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export type RenewalResult =
  /** `renewed` is false when another tab (or call) had renewed meanwhile and its session was taken. */
  | { ok: true; session: SessionTokens; renewed: boolean }
  /** `signedOut`: the session is over and was cleared; otherwise (network, 5xx) it may be tried again. */
  | { ok: false; signedOut: boolean; error: ApiError };

export function readRefreshToken(): string | null {
  return localStore()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

export function readAccessToken(): string | null {
  return readCookie(ACCESS_TOKEN_COOKIE) ?? null;
}

/**
 * Stores a session's tokens. Spec §4: a remembered session (`dca_remember`, 30 days) keeps the token
 * cookie until the token expires; otherwise it is a session cookie.
 */
export function storeSession(tokens: TokenSet, { remember }: { remember?: boolean } = {}): SessionTokens {
  if (remember !== undefined) {
    if (remember) writeCookie(REMEMBER_COOKIE, '1', REMEMBER_COOKIE_MAX_AGE_S);
    else writeCookie(REMEMBER_COOKIE, '', 0);
  }
  const remembered = readCookie(REMEMBER_COOKIE) !== undefined;
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, remembered ? tokens.expires_in : undefined);
  const local = localStore();
  local?.setItem(AUTH_TOKEN_KEY, tokens.access_token);
  if (tokens.refresh_token) local?.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
  const expiresAt = Date.now() + tokens.expires_in * 1000;
  writeTokenExpiry(expiresAt);
  return { accessToken: tokens.access_token, expiresAt };
}

/** Spec §8 "Token refresh failed", keeping what the cause says (status, server messages). */
function refreshFailed(cause?: ApiError): ApiError {
  return new ApiError({
    kind: cause?.kind ?? 'data',
    status: cause?.status,
    messages: cause?.messages,
    message: sessionMessages.refreshFailed.defaultMessage,
    messageId: sessionMessages.refreshFailed.id,
    body: cause?.body,
  });
}

/** A failure that says nothing about the session (no answer, or a server error): try again later. */
function isTransient(error: ApiError): boolean {
  return error.kind === 'network' || (error.status !== undefined && error.status >= 500);
}

function webLocks(): RenewalLocks | null {
  // Older browsers and Node 20 have no Web Locks, whatever the DOM types say.
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator | undefined);
  const locks = nav?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

export interface RenewerOptions {
  /** The lock shared by the tabs; `navigator.locks` when the browser has it, `null` for none. */
  locks?: RenewalLocks | null;
}

/**
 * One tab's token renewal. Calls in the same tab always queue behind each other; across tabs they queue on
 * the Web Lock `foyer-token-renewal`. Without Web Locks (old browsers), a tab whose renewal is refused
 * re-reads the storage and takes a session another tab stored meanwhile, so it is not signed out.
 */
export function createSessionRenewer(options: RenewerOptions = {}) {
  let queue: Promise<unknown> = Promise.resolve();

  function inTab<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Another tab's session, when the stored refresh token is no longer the one this call set out to spend. */
  function renewedElsewhere(spent: string | null): RenewalResult | null {
    const stored = readRefreshToken();
    const session = readStoredSession();
    return stored && stored !== spent && session ? { ok: true, session, renewed: false } : null;
  }

  /**
   * Without a lock shared by the tabs, a tab that spent the same refresh token a moment after another one
   * is refused; the winner stores its session within moments, so the loser watches the storage briefly.
   */
  async function waitForOtherTab(spent: string): Promise<RenewalResult | null> {
    for (let waited = 0; waited < UNLOCKED_RACE_WAIT_MS; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const taken = renewedElsewhere(spent);
      if (taken) return taken;
    }
    return null;
  }

  async function renewOnce(seen: string | null, locked: boolean): Promise<RenewalResult> {
    const taken = renewedElsewhere(seen);
    if (taken) return taken;
    const refreshToken = readRefreshToken();
    if (!refreshToken) {
      clearStoredAccount();
      return { ok: false, signedOut: true, error: refreshFailed() };
    }
    let tokens: TokenSet | undefined;
    try {
      const answer = await request<ResultOf<TokenSet>>({
        ...API.userRenew,
        method: 'POST',
        body: { refresh_token: refreshToken },
        keepAccountOn401: true,
      });
      if (!isUsableRenewal(answer?.result)) throw refreshFailed();
      tokens = answer.result;
    } catch (cause) {
      // Anything but an answer of the service (the HTTP client failing to load, offline) is no verdict.
      const error = refreshFailed(
        cause instanceof ApiError ? cause : new ApiError({ kind: 'network', message: String(cause) }),
      );
      const elsewhere =
        renewedElsewhere(refreshToken) ?? (locked || isTransient(error) ? null : await waitForOtherTab(refreshToken));
      if (elsewhere) return elsewhere;
      if (isTransient(error)) return { ok: false, signedOut: false, error };
      // Spec §4: if renewal fails the visitor is treated as signed out.
      clearStoredAccount();
      return { ok: false, signedOut: true, error };
    }
    return { ok: true, session: storeSession(tokens), renewed: true };
  }

  /**
   * Renews the access token with the stored refresh token (spec §4, §7.2 `api/v1/user/renew`). The
   * refresh token the caller saw is read now; once the lock is held, a different stored one means another
   * tab renewed meanwhile, and its session is used instead of a second call.
   */
  function renewSession(): Promise<RenewalResult> {
    const seen = readRefreshToken();
    const locks = options.locks === undefined ? webLocks() : options.locks;
    return inTab(() => (locks ? locks.request(RENEWAL_LOCK, () => renewOnce(seen, true)) : renewOnce(seen, false)));
  }

  return { renewSession };
}

const defaultRenewer = createSessionRenewer();

/** Renews this tab's session, coordinated with the other tabs; see `createSessionRenewer`. */
export function renewSession(): Promise<RenewalResult> {
  return defaultRenewer.renewSession();
}

type Dispatch = (action: { type: string }) => unknown;
let inFlight: Promise<RenewalResult> | null = null;

/**
 * Renews now, single-flight: every caller of this tab (the account saga's timer, any number of requests) waits
 * on the same renewal, so they cause one renew call between them. Each caller tells the store what came of it
 * (`renewalOutcome`): the saga with `put`, a request with its thunk's dispatch.
 */
export function renewShared(): Promise<RenewalResult> {
  inFlight ??= renewSession().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * What the store is told of a renewal: `sessionRenewed` with the new token, `sessionExpired` when the session is
 * over; nothing after a transient failure (offline, 5xx), which keeps the session for a later try.
 */
export function renewalOutcome(result: RenewalResult) {
  if (result.ok) return sessionRenewed(result.session);
  return result.signedOut ? sessionExpired() : null;
}

/** Renews now (shared, see `renewShared`) and tells the store; the new session, or null. */
export async function renewAndDispatch(dispatch: Dispatch): Promise<SessionTokens | null> {
  const result = await renewShared();
  const outcome = renewalOutcome(result);
  if (outcome) dispatch(outcome);
  return result.ok ? result.session : null;
}

/** The store's session, renewed first when it expires within `RENEW_AHEAD_MS`; null when signed out. */
export async function freshSession(session: SessionTokens | null, dispatch: Dispatch): Promise<SessionTokens | null> {
  if (!session) return null;
  if (!needsRenewal(session)) return session;
  return renewAndDispatch(dispatch);
}
