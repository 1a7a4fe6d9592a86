import { createAction } from '@reduxjs/toolkit';

// Events that cross features: one feature announces, another reacts in its own slice, and neither
// imports the other. Named as things that happened.

/** A signed-out visitor tried something that needs an account (spec §4). */
export const protectedActionAttempted = createAction<'favourite' | 'save-search'>('events/protectedActionAttempted');

/** A visitor picked a Quebec result, which opens the Quebec modal instead of navigating (spec §4). */
export const quebecResultChosen = createAction<string>('events/quebecResultChosen');
