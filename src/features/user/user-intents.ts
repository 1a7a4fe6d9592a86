import { createAction } from '@reduxjs/toolkit';
import type { UserProfile } from '@/api/contract/user';
import type { SessionTokens } from '@/api/session-tokens';
import type { UserAction } from './user-actions';

/** An intent as the saga's buffer holds it, before it is matched to one of the creators below. */
export type Intent = { type: string; payload?: unknown };

// What visitors ask of their account. No reducer handles these: the account's sagas do (user-effects.ts),
// and until their code has loaded, user-saga.ts keeps them in order so none is lost.

/** A visitor asks for a user action (spec §4); the saga applies, queues or keeps it in the browser. */
export const userActionRequested = createAction<{ action: UserAction; skipSave?: boolean }>('user/actionRequested');
/** A sign-in or registration succeeded: the session is stored; merge, replay the queue (spec §4). */
export const signInCompleted = createAction<{ session: SessionTokens; profile: UserProfile }>('user/signInCompleted');
export const signOutRequested = createAction('user/signOutRequested');
/** Save now what is pending (the page is being hidden). */
export const flushRequested = createAction('user/flushRequested');
/** The failure snackbar's "Try again". */
export const saveRetried = createAction('user/saveRetried');
