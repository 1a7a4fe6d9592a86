import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { sessionRejected } from '@/api/base-api';
import type { UserAction, UserProfile } from '@/api/contract/user';
import { sessionExpired, type SessionTokens } from '@/api/session-tokens';

// Events that cross features: one feature announces, another reacts in its own slice, and neither
// imports the other. Named as things that happened.

/** What a signed-out visitor tried that needs an account (spec §4, §6); the sign-in drawer says it. */
export type ProtectedReason = 'favourite' | 'save-search' | 'favourite-agent' | 'estimate' | 'account';

/**
 * A signed-out visitor tried something that needs an account and is not a user action (seeing a home's
 * estimate, opening the account): the sign-in drawer opens (spec §4). User actions go through the user
 * feature's `userActionRequested`, which queues them.
 */
export const protectedActionAttempted = createAction<ProtectedReason>('events/protectedActionAttempted');

/**
 * A visitor picked a Quebec result, which opens the Quebec modal instead of navigating (spec §2.6, §4): `place` is
 * the result as shown, `to` the public URL (path and query) choosing it would have gone to, which the modal offers
 * next to the partner site; `listing`: the result is one listing (an address, an MLS® number), not a place.
 */
export const quebecResultChosen = createAction<{ place: string; to: string; listing?: boolean }>(
  'events/quebecResultChosen',
);

// ---- The account: the user, saved-searches and favourites slices each keep their part of it ----------

/** Why the visitor is signed out: they asked, or the session ended (401, refused renewal). */
export type SignOutCause = 'logout' | 'expired' | null;

/** Signed in (a sign-in, another tab, or the session restored at start-up): the session, and the account if known. */
export const signedIn = createAction<{ session: SessionTokens; profile: UserProfile | null }>('user/signedIn');
export const signedOut = createAction<SignOutCause>('user/signedOut');

/**
 * A change to the signed-in account: a visitor's action (spec §4), the server's copy or the browser's lists merged
 * at sign-in (`replace-user`). The account's saga lets through only what it checked; each slice applies it to its
 * own part (details, saved searches, lists). `skipSave`: the server has it already.
 */
export const accountChanged = createAction<{ action: UserAction; skipSave?: boolean }>('user/accountChanged');

/** The account is gone from this browser, whatever ended it: a sign-out, an expired or a refused session. */
export const accountEnded = isAnyOf(signedOut, sessionExpired, sessionRejected);
