import { createAction } from '@reduxjs/toolkit';

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

/** A visitor picked a Quebec result, which opens the Quebec modal instead of navigating (spec §4). */
export const quebecResultChosen = createAction<string>('events/quebecResultChosen');
