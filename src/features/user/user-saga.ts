import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { actionChannel, call, cancelled, delay, fork, put, race, select, take } from 'typed-redux-saga';
import { clearStoredAccount } from '@/api/session-storage';
import { readStoredSession } from '@/api/session-tokens';
import { protectedActionAttempted } from '@/app/events';
import { signInCompleted, signOutRequested, userActionRequested, type Intent } from './user-intents';
import { guestListsLoaded } from '@/features/favourites/favourites-api';
import { signedIn, signedOut, type UserState } from './user-slice';
import { GUEST_KEY, USER_KEY, parseStoredUser, readGuestLists, readStoredUser, removeStoredUser } from './user-storage';

/** What visitors ask of their account (user-intents.ts); kept in order until the account's code is here. */
const INTENTS = [userActionRequested.type, protectedActionAttempted.type, signInCompleted.type, signOutRequested.type];
/** Without a ready signal (a page that never completes), the account's code loads after this long. */
const LOAD_AFTER_MS = 4000;
/** How long a change the server never confirmed is worth sending again on a later visit. */
const UNSAVED_KEPT_MS = 24 * 3600 * 1000;

const selectUserState = (state: { user: UserState }) => state.user;

/** An access token as a header carries it: printable ASCII without spaces, at most 4 KiB (a cookie's size). */
export function isUsableToken(token: string): boolean {
  return /^[\x21-\x7e]{1,4096}$/.test(token);
}

/**
 * On load the session and the user come from storage (spec §4), synchronously, before the first render:
 * the header and the hearts know at once whether the visitor is signed in. The server's copy is fetched
 * by user-effects.ts. Answers whether the stored user holds a change the server never confirmed.
 */
function* startSession() {
  yield* put(guestListsLoaded(readGuestLists()));
  const found = readStoredSession();
  // A token this site wrote goes in a request header as it is; one that cannot (spaces, line breaks, accents,
  // kilobytes) was mangled or planted: the visitor is signed out, and it is cleared below.
  const session = found && isUsableToken(found.accessToken) ? found : null;
  const stored = readStoredUser();
  if (!session) {
    // Signed out (spec §4: no cookie): what an ended session left in storage is personal data, and its
    // tokens are credentials; forget them.
    if (stored) removeStoredUser();
    clearStoredAccount();
    return { unsaved: false };
  }
  yield* put(signedIn({ session, profile: stored?.profile ?? null }));
  // A change the server never confirmed is sent again if it is recent; an older one could undo what was done
  // on another device since, so the server's copy wins then.
  const recent = stored?.unsavedAt !== undefined && Date.now() - stored.unsavedAt < UNSAVED_KEPT_MS;
  // Sent as changes when the last visit could tell them as such (the account's code checks them and restores
  // them): the server merges them with its copy.
  const unsent = stored?.unsaved && recent ? stored.unsent : undefined;
  return { unsaved: stored?.unsaved === true && recent, ...(unsent ? { unsent } : {}) };
}

function readyEvents(): EventChannel<true> {
  return eventChannel((emit) => {
    const onReady = () => emit(true);
    // The window the listener went on: a store stopped after its page (or test DOM) is gone still unsubscribes.
    const target = window;
    target.addEventListener('foyer:ready', onReady);
    return () => target.removeEventListener('foyer:ready', onReady);
  });
}

// ---- Other tabs (spec §4: a change of the login key in another tab reloads the user) ----------------

type StorageChange = { key: string | null; newValue: string | null };

function storageEvents(): EventChannel<StorageChange> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_KEY || event.key === GUEST_KEY || event.key === null)
        emit({ key: event.key, newValue: event.newValue });
    };
    const target = window;
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  });
}

function* watchOtherTabs() {
  const channel = storageEvents();
  try {
    for (;;) {
      const change = yield* take(channel);
      if (change.key === GUEST_KEY) {
        yield* put(guestListsLoaded(readGuestLists()));
        continue;
      }
      const state = yield* select(selectUserState);
      const stored = change.key === null ? null : parseStoredUser(change.newValue);
      const session = readStoredSession();
      if (stored && session) {
        // Signed in (or changed) elsewhere: take that tab's user and session, with this tab's unsent changes
        // applied again on top (merged, never replaced: they go with this tab's next save).
        const same = state.status === 'signed-in' && state.details?.id === stored.profile.id;
        let profile = stored.profile;
        if (same && state.unsent.length > 0) {
          // Their rules load only when there are changes to apply (never on a first page).
          const { applyChanges, isProfileChange } = yield* call(() => import('./profile-changes'));
          profile = applyChanges(profile, state.unsent.filter(isProfileChange));
        }
        yield* put(signedIn({ session, profile }));
      } else if (!stored && state.status === 'signed-in' && !session) {
        // Signed out elsewhere: the cookie is gone too.
        yield* put(signedOut('logout'));
      }
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

/**
 * The account's start: the session from storage at once, other tabs followed from the start, and the rest
 * of the account's code (user-effects.ts: actions, saving, renewal) loaded once the first page is ready or
 * the visitor first asks for something, whichever comes first, so it never delays the first page. Intents
 * made before it is here wait in a buffer and run in order.
 */
export function* userSaga() {
  const intents = yield* actionChannel(INTENTS, buffers.expanding<Intent>(16));
  const start = yield* call(startSession);
  if (typeof window === 'undefined') return;
  yield* fork(watchOtherTabs);
  const ready = readyEvents();
  try {
    yield* race({ ready: take(ready), intent: take(INTENTS), later: delay(LOAD_AFTER_MS) });
  } finally {
    ready.close();
  }
  // A chunk that fails to download (a flaky network, a deploy meanwhile) is fetched again, a little later.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { userEffects } = yield* call(() => import('./user-effects'));
      yield* call(userEffects, intents, start);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      yield* delay(2000 * 2 ** attempt);
    }
  }
}
