import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionRejected } from '@/api/base-api';
import { EDITABLE_PROFILE_FIELDS, type UserAction, type UserProfile } from '@/api/contract/user';
import { sessionExpired, sessionRenewed, type SessionTokens } from '@/api/session-tokens';
import { accountChanged, signedIn, signedOut, type SignOutCause } from '@/app/events';
import type { ProtectedReason, SnackbarKey } from './user-actions';

export type SessionStatus = 'anonymous' | 'signed-in';
export type { SignOutCause };
/** Who the visitor is: the profile without its lists, which the saved-searches and favourites slices keep. */
export type AccountDetails = Omit<UserProfile, 'preferences'>;

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
  details: AccountDetails | null;
  /** Protected actions waiting for sign-in, in order (spec §4). */
  queue: UserAction[];
  drawer: { open: boolean; reason: ProtectedReason | null };
  /** Whether the drawer already invited a signed-out visitor who favourited (once per page session). */
  guestPrompted: boolean;
  /**
   * A change not yet on the server: 'pending' while debounced, 'failed' after a save that did not get
   * through (sent again later), 'refused' while the changes the server refused by the forms' rules are
   * taken back (`refused` says which fields, for the form to show).
   */
  save: 'idle' | 'pending' | 'saving' | 'failed' | 'refused';
  /**
   * The field errors of the last refused save as the server said them (`field: message`, spec §5's English;
   * `parseFieldErrors` reads them back into the forms' messages).
   */
  refused: string[];
  /**
   * The changes made here that the server has not confirmed, oldest first: a save sends them (ours), the
   * server applies them to its own copy, and they are applied again over whatever the server answers or
   * another tab stores, so nothing done here is undone by a copy made elsewhere (profile-changes.ts).
   */
  unsent: UserAction[];
  signOutCause: SignOutCause;
  snackbar: Snackbar | null;
  /** How many snackbars were shown: the next one's id. */
  snackbarCount: number;
  /** The account's code (user-effects.ts) is loaded and running: intents no longer wait. */
  effectsReady: boolean;
}

export const initialUserState: UserState = {
  status: 'anonymous',
  session: null,
  details: null,
  queue: [],
  drawer: { open: false, reason: null },
  guestPrompted: false,
  save: 'idle',
  refused: [],
  unsent: [],
  signOutCause: null,
  snackbar: null,
  snackbarCount: 0,
  effectsReady: false,
};

/** A visitor's action applied to the account's details (spec §4): only the fields a visitor edits change. */
export function applyDetailsAction(details: AccountDetails | null, action: UserAction): AccountDetails | null {
  if (action.type === 'replace-user') return detailsOf(action.user);
  if (!details || action.type !== 'update-user') return details;
  const next = { ...details };
  for (const key of EDITABLE_PROFILE_FIELDS) {
    const value = action.changes[key];
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** The details of a profile: what this slice keeps of it (the lists are in their own slices). */
export function detailsOf(profile: UserProfile): AccountDetails {
  const { preferences: _lists, ...details } = profile;
  return details;
}

function signOut(state: UserState, cause: SignOutCause) {
  state.status = 'anonymous';
  state.session = null;
  state.details = null;
  state.save = 'idle';
  state.unsent = [];
  state.signOutCause = cause;
}

/**
 * The session and who is signed in (spec §4): the token and its expiry (read by the base query), the account's
 * details, whether a change awaits saving, the queue of protected actions, the sign-in drawer and the snackbar.
 * The account's lists live in the saved-searches and favourites slices. Side effects live in user-saga.ts.
 */
export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    effectsStarted(state) {
      state.effectsReady = true;
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
    /** The server applied the first `count` unsent changes (a save's); later ones wait for the next save. */
    changesConfirmed(state, action: PayloadAction<number>) {
      state.unsent.splice(0, action.payload);
    },
    /** Changes a previous visit made and could not send (from storage), sent with the next save. */
    unsentRestored(state, action: PayloadAction<UserAction[]>) {
      state.unsent = action.payload;
    },
    saveFailed(state) {
      state.save = 'failed';
    },
    /**
     * The server refused the first `sent` unsent changes by the forms' rules (400 with field errors): they
     * are replaced by `kept`, what of them it did not refuse, and `errors` say why for the form.
     */
    changesRefused(state, action: PayloadAction<{ sent: number; kept: UserAction[]; errors: string[] }>) {
      state.unsent.splice(0, action.payload.sent, ...action.payload.kept);
      state.refused = action.payload.errors;
      state.save = 'refused';
    },
    /** A refusal was dealt with: what remains unsent waits for the next save. */
    refusalSettled(state) {
      if (state.save === 'refused') state.save = state.unsent.length > 0 ? 'pending' : 'idle';
    },
    snackbarShown(state, action: PayloadAction<Omit<Snackbar, 'id'>>) {
      state.snackbarCount += 1;
      state.snackbar = { id: state.snackbarCount, ...action.payload };
    },
    /** The address of the signed-in account was confirmed (here, or by a link opened in this browser). */
    emailConfirmed(state, action: PayloadAction<string>) {
      if (state.details && state.details.email === action.payload) {
        state.details.emailConfirmed = true;
        delete state.details.confirmBy;
      }
    },
    snackbarHidden(state, action: PayloadAction<number>) {
      if (state.snackbar?.id === action.payload) state.snackbar = null;
    },
  },
  extraReducers: (builder) => {
    builder
      /** Read from storage at start-up, or given by a sign-in: the visitor is signed in. */
      .addCase(signedIn, (state, action) => {
        state.status = 'signed-in';
        state.session = action.payload.session;
        if (action.payload.profile) state.details = detailsOf(action.payload.profile);
        state.signOutCause = null;
      })
      .addCase(signedOut, (state, action) => {
        signOut(state, action.payload);
      })
      /** A change to the account: this slice applies it to the details, and saves unless told not to. */
      .addCase(accountChanged, (state, action) => {
        const { action: change, skipSave } = action.payload;
        state.details = applyDetailsAction(state.details, change);
        if (!skipSave) {
          state.save = 'pending';
          state.unsent.push(change);
        }
      })
      .addCase(sessionRenewed, (state, action) => {
        if (state.status === 'signed-in') state.session = action.payload;
      })
      .addMatcher(isAnyOf(sessionExpired, sessionRejected), (state) => {
        if (state.status === 'signed-in') signOut(state, 'expired');
      });
  },
  selectors: {
    selectUser: (state) => state,
    selectStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signed-in',
    selectAccountDetails: (state) => state.details,
    selectSession: (state) => state.session,
    selectDrawer: (state) => state.drawer,
    selectSnackbar: (state) => state.snackbar,
    selectSaveState: (state) => state.save,
    selectRefusedFields: (state) => state.refused,
    selectUnsent: (state) => state.unsent,
  },
});

export { signedIn, signedOut };
export const {
  effectsStarted,
  actionQueued,
  drawerDismissed,
  drawerClosedForSignIn,
  queueReplayed,
  saveStarted,
  saveSucceeded,
  saveFailed,
  changesRefused,
  refusalSettled,
  changesConfirmed,
  unsentRestored,
  snackbarShown,
  snackbarHidden,
  emailConfirmed,
} = userSlice.actions;
export const {
  selectUser,
  selectStatus,
  selectIsSignedIn,
  selectAccountDetails,
  selectSession,
  selectDrawer,
  selectSnackbar,
  selectSaveState,
  selectRefusedFields,
  selectUnsent,
} = userSlice.selectors;
