import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionRejected } from '@/api/base-api';
import type { UserProfile } from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';
import { sessionExpired, sessionRenewed, type SessionTokens } from '@/api/session-tokens';
import type { ProtectedReason, SnackbarKey, UserAction } from './user-actions';
import { EMPTY_GUEST, type GuestLists } from './user-storage';

export type SessionStatus = 'anonymous' | 'signed-in';
/** Why the visitor is signed out: they asked, or the session ended (401, refused renewal). */
export type SignOutCause = 'logout' | 'expired' | null;

export interface Snackbar {
  /** Grows with every snackbar, so the same message twice is announced twice. */
  id: number;
  key: SnackbarKey | 'sign-in' | 'sign-out' | 'session-expired' | 'invalid-action' | 'guest-saved';
  failed: boolean;
  /** For favourite-listing: whether the listing was added (true) or removed. */
  on?: boolean;
  /** A failed save can be sent again from the snackbar. */
  retry?: boolean;
}

export interface UserState {
  status: SessionStatus;
  session: SessionTokens | null;
  profile: UserProfile | null;
  /** Favourites and hidden listings kept in this browser while signed out (ours). */
  guest: GuestLists;
  /** Protected actions waiting for sign-in, in order (spec §4). */
  queue: UserAction[];
  drawer: { open: boolean; reason: ProtectedReason | null };
  /** Whether the drawer already invited a signed-out visitor who favourited (once per page session). */
  guestPrompted: boolean;
  /** A change not yet on the server: 'pending' while debounced, 'failed' after a refused save. */
  save: 'idle' | 'pending' | 'saving' | 'failed';
  signOutCause: SignOutCause;
  snackbar: Snackbar | null;
  /** The account's code (user-effects.ts) is loaded and running: intents no longer wait. */
  effectsReady: boolean;
}

export const initialUserState: UserState = {
  status: 'anonymous',
  session: null,
  profile: null,
  guest: EMPTY_GUEST,
  queue: [],
  drawer: { open: false, reason: null },
  guestPrompted: false,
  save: 'idle',
  signOutCause: null,
  snackbar: null,
  effectsReady: false,
};

// Shared empty lists, so selectors answer the same value while nothing changes.
const NONE: readonly string[] = [];
const NO_SEARCHES: readonly SavedSearch[] = [];

let snackbarIds = 0;
const snackbar = (fields: Omit<Snackbar, 'id'>): Snackbar => ({ id: ++snackbarIds, ...fields });

function signOut(state: UserState, cause: SignOutCause) {
  state.status = 'anonymous';
  state.session = null;
  state.profile = null;
  state.save = 'idle';
  state.signOutCause = cause;
}

/**
 * The session and the account (spec §4): the token and its expiry (read by the base query), the profile
 * with its preferences (favourites, favourite agents, saved searches), the browser's own lists for a
 * signed-out visitor, the queue of protected actions and the snackbar. Side effects live in user-saga.ts.
 */
export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Read from storage at start-up, or given by a sign-in: the visitor is signed in. */
    signedIn(state, action: PayloadAction<{ session: SessionTokens; profile: UserProfile | null }>) {
      state.status = 'signed-in';
      state.session = action.payload.session;
      if (action.payload.profile) state.profile = action.payload.profile;
      state.signOutCause = null;
    },
    signedOut(state, action: PayloadAction<SignOutCause>) {
      signOut(state, action.payload);
    },
    effectsStarted(state) {
      state.effectsReady = true;
    },
    guestListsLoaded(state, action: PayloadAction<GuestLists>) {
      state.guest = action.payload;
    },
    /**
     * An action applied to the signed-in account: the saga computes the new profile (user-actions.ts, loaded
     * with it), so this file and the first page need none of that code. A `replace-user` carries its user;
     * `profile: null` (clear-user) forgets the account.
     */
    userActionApplied(
      state,
      action: PayloadAction<{ action: UserAction; profile?: UserProfile | null; skipSave?: boolean }>,
    ) {
      const { action: change, profile } = action.payload;
      const next = profile !== undefined ? profile : change.type === 'replace-user' ? change.user : state.profile;
      if (next === null) {
        if (state.status === 'signed-in') signOut(state, 'logout');
        return;
      }
      state.profile = next;
      if (!action.payload.skipSave) state.save = 'pending';
    },
    /** Signed out: the action waits for sign-in and the drawer opens (spec §4). */
    actionQueued(state, action: PayloadAction<{ action: UserAction | null; reason: ProtectedReason }>) {
      if (action.payload.action) state.queue.push(action.payload.action);
      state.drawer = { open: true, reason: action.payload.reason };
      if (action.payload.reason === 'favourite') state.guestPrompted = true;
    },
    /** Closed or left by going back: the queued actions are discarded (spec §4). */
    drawerDismissed(state) {
      state.drawer = { open: false, reason: null };
      state.queue = [];
    },
    /** The visitor went on to sign in elsewhere (a social provider's page): the queue waits for that sign-in. */
    drawerClosedForSignIn(state) {
      state.drawer = { open: false, reason: null };
    },
    /** After sign-in the queue was replayed; the drawer closes. */
    queueReplayed(state) {
      state.queue = [];
      state.drawer = { open: false, reason: null };
    },
    saveStarted(state) {
      state.save = 'saving';
    },
    saveSucceeded(state) {
      if (state.save === 'saving') state.save = 'idle';
    },
    saveFailed(state) {
      state.save = 'failed';
    },
    snackbarShown(state, action: PayloadAction<Omit<Snackbar, 'id'>>) {
      state.snackbar = snackbar(action.payload);
    },
    snackbarHidden(state, action: PayloadAction<number>) {
      if (state.snackbar?.id === action.payload) state.snackbar = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionRenewed, (state, action) => {
        if (state.status === 'signed-in') state.session = action.payload;
      })
      .addCase(sessionExpired, (state) => {
        if (state.status === 'signed-in') signOut(state, 'expired');
      })
      .addCase(sessionRejected, (state) => {
        if (state.status === 'signed-in') signOut(state, 'expired');
      });
  },
  selectors: {
    selectUser: (state) => state,
    selectStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signed-in',
    selectProfile: (state) => state.profile,
    selectSession: (state) => state.session,
    selectDrawer: (state) => state.drawer,
    selectSnackbar: (state) => state.snackbar,
    selectSaveState: (state) => state.save,
    selectFavouriteListings: (state): readonly string[] =>
      state.status === 'signed-in' ? (state.profile?.preferences.favouriteListings ?? NONE) : state.guest.favourites,
    selectHiddenListings: (state): readonly string[] =>
      state.status === 'signed-in'
        ? ((state.profile?.preferences as { hiddenListings?: string[] } | undefined)?.hiddenListings ?? NONE)
        : state.guest.hidden,
    selectSavedSearches: (state): readonly SavedSearch[] => state.profile?.preferences.savedSearches ?? NO_SEARCHES,
    selectFavouriteAgents: (state): readonly string[] => state.profile?.preferences.favouriteAgents ?? NONE,
  },
});

export const {
  signedIn,
  signedOut,
  effectsStarted,
  guestListsLoaded,
  userActionApplied,
  actionQueued,
  drawerDismissed,
  drawerClosedForSignIn,
  queueReplayed,
  saveStarted,
  saveSucceeded,
  saveFailed,
  snackbarShown,
  snackbarHidden,
} = userSlice.actions;
export const {
  selectUser,
  selectStatus,
  selectIsSignedIn,
  selectProfile,
  selectSession,
  selectDrawer,
  selectSnackbar,
  selectSaveState,
  selectFavouriteListings,
  selectHiddenListings,
  selectSavedSearches,
  selectFavouriteAgents,
} = userSlice.selectors;
