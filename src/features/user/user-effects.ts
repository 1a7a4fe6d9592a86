import { buffers, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import {
  actionChannel,
  call,
  cancelled,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'typed-redux-saga';
import { loadRequestLayer } from '@/api/base-api';
import { API } from '@/api/contract/paths';
import type { SaveUserBody, UserProfile } from '@/api/contract/user';
import { clearStoredAccount } from '@/api/session-storage';
import {
  RENEW_AHEAD_MS,
  TOKEN_EXPIRY_KEY,
  needsRenewal,
  readStoredSession,
  sessionExpired,
  sessionRenewed,
  type SessionTokens,
} from '@/api/session-tokens';
import { accountChanged, accountEnded, protectedActionAttempted } from '@/app/events';
import { SAVE_DEBOUNCE_MS } from '@/domain/constants';
import { SNACKBAR_KEYS, isUserAction, reasonOf, sameProfile, withValidSavedSearches } from './user-actions';
import type { UserAction } from '@/api/contract/user';
import { prepareAction } from './action-checks';
import { applyChanges, isProfileChange, parseChanges, type ProfileChange } from './profile-changes';
import { userEndpoints } from './user-endpoints';
import {
  flushRequested,
  saveRetried,
  signInCompleted,
  signOutRequested,
  userActionRequested,
  type Intent,
} from './user-intents';
import {
  EMPTY_GUEST,
  guestActionApplied,
  guestListsLoaded,
  isGuestAction,
  listsOf,
  mergeGuestLists,
  selectGuestLists,
} from '@/features/favourites/favourites-api';
import { composeAccount, selectAccount } from './account-selector';
import {
  actionQueued,
  effectsStarted,
  queueReplayed,
  changesConfirmed,
  saveFailed,
  unsentRestored,
  changesRefused,
  refusalSettled,
  saveStarted,
  saveSucceeded,
  detailsOf,
  emailConfirmed,
  signedIn,
  signedOut,
  snackbarShown,
  type UserState,
} from './user-slice';
import { removeStoredUser, toProfile, writeGuestLists, writeStoredUser } from './user-storage';
import { localStore } from '@/api/browser-storage';

const selectUserState = (state: { user: UserState }) => state.user;

/**
 * What the save call sends: the fields the visitor edits and the preferences (spec §4), and the changes
 * made here since the last confirmed save (ours), which the server applies to its own copy instead, so a
 * save never undoes what another tab or device did. Changes that cannot be told as such (a whole profile
 * replaced) leave them out: the snapshot is then the save.
 */
function saveBody(profile: UserProfile, unsent: readonly UserAction[]): SaveUserBody {
  const { firstName, lastName, phoneNumber, city, province, buy, sell, marketingEmails, preferences } = profile;
  const changes = changesOf(unsent);
  return {
    firstName,
    lastName,
    phoneNumber,
    city,
    province,
    buy,
    sell,
    marketingEmails,
    preferences,
    ...(changes ? { changes } : {}),
  };
}

/**
 * The unsent actions as changes, or undefined when they cannot be told as such: one replaces the whole
 * profile, or there are none (a change a visit before this code left unsaved, kept as a profile only).
 */
const changesOf = (unsent: readonly UserAction[]): ProfileChange[] | undefined =>
  unsent.length > 0 && unsent.every(isProfileChange) ? [...unsent] : undefined;

/** The account as stored with its unsent changes (`saving`: unconfirmed even without any), for the next visit and the other tabs. */
function storeWithUnsent(profile: UserProfile, unsent: readonly UserAction[], saving = unsent.length > 0): void {
  const changes = changesOf(unsent);
  writeStoredUser(
    saving
      ? { profile, unsaved: true, unsavedAt: Date.now(), ...(changes ? { unsent: changes } : {}) }
      : { profile, unsaved: false },
  );
}

/** The renewal's code (the renew call, tab coordination), loaded when a session first needs it. */
const loadSessionRenewal = () => import('@/api/session-renewal');

let requestLayer: Awaited<ReturnType<typeof loadRequestLayer>> | null = null;

function* currentUser() {
  return yield* select(selectAccount);
}

type Endpoint<T> = PromiseLike<{ data?: T; error?: unknown }> & { unsubscribe?: () => void; reset?: () => void };

/** Runs an RTK Query endpoint from the saga and answers its data, or throws its error. */
function* callEndpoint<T>(thunk: unknown): Generator<unknown, T, unknown> {
  // A thunk put through the store answers what the thunk returns: the request's handle.
  const handle = (yield* put(thunk as never)) as Endpoint<T>;
  try {
    const result = yield* call(async () => handle);
    if (result.error !== undefined || result.data === undefined)
      throw new Error('The call failed', { cause: result.error });
    return result.data;
  } finally {
    handle.unsubscribe?.();
    handle.reset?.();
  }
}

// ---- Start-up, sign-in, sign-out ------------------------------------------------------------------

function* refreshFromServer(unsaved: boolean) {
  try {
    if (unsaved) {
      // A change the last visit could not send (the tab closed mid-save): send it now.
      yield* put(saveRetried());
      return;
    }
    const server = yield* callEndpoint<UserProfile>(userEndpoints.endpoints.currentUser.initiate());
    const answered = toProfile(server);
    const profile = answered && withValidSavedSearches(answered);
    const local: UserProfile | null = yield* currentUser();
    const state = yield* select(selectUserState);
    if (profile && state.status === 'signed-in' && state.save === 'idle' && !sameProfile(profile, local)) {
      yield* put(accountChanged({ action: { type: 'replace-user', user: profile }, skipSave: true }));
      writeStoredUser({ profile, unsaved: false });
    }
  } catch {
    // A 401 signs out through sessionRejected; anything else keeps the stored user for now.
  }
}

/** After a sign-in or registration: merge the browser's lists, replay the queue once, in order. */
function* completeSignIn(action: ReturnType<typeof signInCompleted>) {
  const { session } = action.payload;
  const checked = toProfile(action.payload.profile);
  if (!checked) return;
  const profile = withValidSavedSearches(checked);
  const state = yield* select(selectUserState);
  const queue = state.queue;
  yield* put(signedIn({ session, profile }));
  writeStoredUser({ profile, unsaved: false });
  const guest = yield* select(selectGuestLists);
  if (guest.favourites.length > 0 || guest.hidden.length > 0) {
    const merged = composeAccount(
      detailsOf(profile),
      profile.preferences.savedSearches,
      mergeGuestLists(listsOf(profile), guest),
    );
    yield* put(guestListsLoaded(EMPTY_GUEST));
    writeGuestLists(EMPTY_GUEST);
    if (!sameProfile(merged, profile)) yield* put(accountChanged({ action: { type: 'replace-user', user: merged } }));
  }
  yield* put(queueReplayed());
  for (const queued of queue) yield* call(applySignedIn, queued, false);
  yield* put(snackbarShown({ key: 'sign-in', failed: false }));
}

/** The address confirmed: stored at once, so the next page (and the other tabs) no longer ask for it. */
function* storeConfirmed() {
  const account: UserProfile | null = yield* currentUser();
  const { unsent } = yield* select(selectUserState);
  if (account) storeWithUnsent(account, unsent);
}

function* signOut() {
  const state = yield* select(selectUserState);
  if (state.status !== 'signed-in') return;
  // A change not yet on the server goes first, and the logout waits for it (briefly).
  if (state.save !== 'idle') {
    yield* put(state.save === 'failed' ? saveRetried() : flushRequested());
    yield* race({ saved: take(saveSucceeded.type), failed: take(saveFailed.type), later: delay(3000) });
  }
  try {
    const { session } = yield* select(selectUserState);
    // Renewed first if it must be, so the refresh token revoked is the one that is live now.
    if (session && needsRenewal(session)) yield* call(renewNow);
    const { readRefreshToken } = yield* call(loadSessionRenewal);
    const refreshToken = readRefreshToken() ?? undefined;
    yield* callEndpoint<string>(userEndpoints.endpoints.logout.initiate({ refreshToken }));
  } catch {
    // The server may have ended the session already; this browser forgets it either way.
  }
  yield* put(signedOut('logout'));
  yield* put(snackbarShown({ key: 'sign-out', failed: false }));
}

/** Whatever ended the session, this browser forgets the account (spec §4 logout, §8 401). */
function* forgetAccount(action: { type: string }) {
  clearStoredAccount();
  removeStoredUser();
  try {
    localStore()?.removeItem(TOKEN_EXPIRY_KEY);
  } catch {
    // Nothing stored.
  }
  const state = yield* select(selectUserState);
  // Only a session that was live here ends with a message (a stray 401 while signed out says nothing).
  if (!signedOut.match(action) && state.signOutCause === 'expired' && state.snackbar?.key !== 'session-expired')
    yield* put(snackbarShown({ key: 'session-expired', failed: false }));
}

// ---- Token renewal ---------------------------------------------------------------------------------

/** Renews now (one renewal shared with this tab's requests) and puts what came of it; the new session, or null. */
function* renewNow() {
  let renewal: Awaited<ReturnType<typeof loadSessionRenewal>>;
  try {
    renewal = yield* call(loadSessionRenewal);
  } catch {
    // Offline, the renewal's chunk could not load: like a renewal that found no network, tried again later.
    return null;
  }
  const { renewShared, renewalOutcome } = renewal;
  const result = yield* call(renewShared);
  const outcome = renewalOutcome(result);
  if (outcome) yield* put(outcome);
  return result.ok ? result.session : null;
}

/** Renews the token shortly before it expires; a renewal that fails for a while is tried again. */
function* keepSessionAlive(action: { payload: { session: SessionTokens } } | { payload: SessionTokens }) {
  const session = 'session' in action.payload ? action.payload.session : action.payload;
  // The renewal's chunk is fetched now, while the session starts, not first when the token is about to expire.
  yield* fork(function* warm() {
    try {
      yield* call(loadSessionRenewal);
    } catch {
      // renewNow tries again when it needs it.
    }
  });
  let wait = Math.max(0, session.expiresAt - Date.now() - RENEW_AHEAD_MS);
  for (;;) {
    const { ended } = yield* race({ timer: delay(wait), ended: take([signedOut.type, sessionExpired.type]) });
    if (ended) return;
    const state = yield* select(selectUserState);
    if (state.status !== 'signed-in') return;
    const renewed = yield* call(renewNow);
    // Renewed: sessionRenewed restarts this saga (takeLatest). Offline or a 5xx: try again in 30 s.
    if (renewed) return;
    wait = 30_000;
  }
}

// ---- User actions ------------------------------------------------------------------------------------

/** Signed in: the slices apply what the account can take; what it cannot is "Invalid action" (spec §4, §8). */
function* applySignedIn(action: UserAction, skipSave: boolean) {
  const account: UserProfile | null = yield* currentUser();
  const prepared = account && prepareAction(account, action);
  if (!prepared) {
    yield* put(snackbarShown({ key: 'invalid-action', failed: true }));
    return;
  }
  // clear-user forgets the account here, as a sign-out does (storage and cookie too).
  if (prepared.type === 'clear-user') yield* put(signedOut('logout'));
  else yield* put(accountChanged({ action: prepared, skipSave }));
}

function* handleAction(request: ReturnType<typeof userActionRequested>) {
  const { action, skipSave = false } = request.payload;
  if (!isUserAction(action)) {
    yield* put(snackbarShown({ key: 'invalid-action', failed: true }));
    return;
  }
  const state = yield* select(selectUserState);
  if (state.status === 'signed-in') {
    yield* call(applySignedIn, action, skipSave);
    return;
  }
  if (isGuestAction(action)) {
    // Ours: favourites and hidden listings work without an account, kept in this browser.
    yield* put(guestActionApplied(action));
    writeGuestLists(yield* select(selectGuestLists));
    const favourited = action.type === 'favourite-listing' && action.favourite;
    if (favourited && !state.guestPrompted) yield* put(actionQueued({ action, reason: 'favourite' }));
    else if (favourited) yield* put(snackbarShown({ key: 'guest-saved', failed: false }));
    return;
  }
  yield* put(actionQueued({ action, reason: reasonOf(action) }));
}

function* handleProtectedAttempt(action: ReturnType<typeof protectedActionAttempted>) {
  yield* put(actionQueued({ action: null, reason: action.payload }));
}

// ---- Saving: debounced 500 ms, flushed when the page is hidden, never silently dropped ----------------

function keyOf(action: { type: string; payload?: unknown }) {
  // A replaced user (the server's copy, the browser's lists merged at sign-in) is no visitor's action.
  if (accountChanged.match(action) && action.payload.action.type !== 'replace-user')
    return SNACKBAR_KEYS[action.payload.action.type];
  return null;
}

type SaveCause = ReturnType<typeof accountChanged> | ReturnType<typeof saveRetried>;
const needsSave = (action: { type: string; payload?: unknown }): action is SaveCause =>
  (accountChanged.match(action) && !action.payload.skipSave) || saveRetried.match(action);

function* saveLoop() {
  // A channel, not `take`: a change made while a save is on the network waits here for the next save.
  const changes = yield* actionChannel(needsSave, buffers.expanding<SaveCause>(8));
  for (;;) {
    let last = yield* take(changes);
    for (;;) {
      const { next } = yield* race({
        next: take(changes),
        flush: take(flushRequested.type),
        timeout: delay(SAVE_DEBOUNCE_MS),
      });
      if (!next) break;
      last = next;
    }
    yield* call(saveNow, last);
  }
}

function* saveNow(cause: { type: string; payload?: unknown }) {
  const state = yield* select(selectUserState);
  const profile = yield* select(selectAccount);
  if (state.status !== 'signed-in' || !profile) return;
  const key = keyOf(cause);
  const on =
    accountChanged.match(cause) && cause.payload.action.type === 'favourite-listing'
      ? cause.payload.action.favourite
      : undefined;
  const sent = [...state.unsent];
  storeWithUnsent(profile, sent, true);
  yield* put(saveStarted());
  try {
    const server = yield* callEndpoint<UserProfile>(userEndpoints.endpoints.saveUser.initiate(saveBody(profile, sent)));
    yield* put(changesConfirmed(sent.length));
    // Changes made here during the save are applied again on top: they go with the next save.
    yield* call(adoptServerCopy, server);
    yield* put(saveSucceeded());
    if (key) yield* put(snackbarShown({ key, failed: false, ...(on === undefined ? {} : { on }) }));
  } catch (error) {
    const after = yield* select(selectUserState);
    if (after.status !== 'signed-in') {
      // The session ended under this save (a password changed elsewhere, a sign-out): what the visitor was
      // doing is kept, as it is for a visitor signed out. Favourites and hidden listings stay in this
      // browser (merged into the account at the next sign-in); anything else waits for that sign-in.
      yield* call(keepForNextSignIn, sent);
      return;
    }
    const refused = refusedFields(error);
    const kept = refused ? withoutRefused(sent, refused) : sent;
    if (refused && (kept.length !== sent.length || kept.some((change, i) => change !== sent[i]))) {
      // Sent again, the same changes would be refused again, and hold back every later one: they are taken
      // back instead, said at their fields by the form, and the rest is saved.
      yield* put(changesRefused({ sent: sent.length, kept, errors: refused.messages }));
      yield* put(snackbarShown({ key: key ?? 'update-user', failed: true }));
      yield* call(takeBackRefused);
      return;
    }
    yield* put(saveFailed());
    yield* put(snackbarShown({ key: key ?? 'update-user', failed: true, retry: true }));
  }
}

/** A save refused by the forms' rules (400 with `field: message` errors): the messages and the fields named. */
function refusedFields(error: unknown): { messages: string[]; fields: Set<string> } | null {
  const cause = (error as { cause?: { status?: unknown; messages?: unknown } } | undefined)?.cause;
  if (cause?.status !== 400 || !Array.isArray(cause.messages)) return null;
  const messages = cause.messages.filter((m): m is string => typeof m === 'string' && /^[A-Za-z][\w.[\]]*:/.test(m));
  if (messages.length === 0) return null;
  return { messages, fields: new Set(messages.map((m) => m.slice(0, m.indexOf(':')).split(/[.[]/)[0]!)) };
}

/**
 * The changes of a refused save that the refusal is not about: a profile change loses the fields named,
 * saved searches added or edited go when saved searches are named; favourites and the rest stay.
 */
function withoutRefused(sent: readonly UserAction[], refused: { fields: Set<string> }): UserAction[] {
  const searches = refused.fields.has('preferences') || refused.fields.has('savedSearches');
  return sent.flatMap((change): UserAction[] => {
    if (change.type === 'update-user') {
      const changes = Object.fromEntries(
        Object.entries(change.changes).filter(([field]) => !refused.fields.has(field)),
      );
      if (Object.keys(changes).length === Object.keys(change.changes).length) return [change];
      return Object.keys(changes).length > 0 ? [{ ...change, changes }] : [];
    }
    if (searches && (change.type === 'add-saved-search' || change.type === 'edit-saved-search')) return [];
    return [change];
  });
}

/**
 * The server's copy of the account (what other tabs and devices did included), with the changes made here
 * and not yet confirmed applied on top, so nothing done here is undone: shown, and stored for the next visit.
 */
function* adoptServerCopy(server: unknown) {
  const checked = toProfile(server);
  const { unsent } = yield* select(selectUserState);
  const current = yield* select(selectAccount);
  const merged = checked ? applyChanges(withValidSavedSearches(checked), unsent.filter(isProfileChange)) : current;
  if (merged && current && !sameProfile(merged, current))
    yield* put(accountChanged({ action: { type: 'replace-user', user: merged }, skipSave: true }));
  if (merged) storeWithUnsent(merged, unsent);
}

/** After a refusal: the account as the server has it, with what is still unsent on top, then that is saved. */
function* takeBackRefused() {
  try {
    yield* call(adoptServerCopy, yield* callEndpoint<UserProfile>(userEndpoints.endpoints.currentUser.initiate()));
  } catch {
    // Unreachable for now: the next start or save brings the server's copy.
  }
  yield* put(refusalSettled());
  if ((yield* select(selectUserState)).unsent.length > 0) yield* put(saveRetried());
}

/** Changes a save could not make because the session ended: kept in this browser or queued for sign-in. */
function* keepForNextSignIn(changes: readonly UserAction[]) {
  const queued = changes.filter(isProfileChange);
  for (const change of queued) {
    if (isGuestAction(change)) yield* put(guestActionApplied(change));
    else yield* put(actionQueued({ action: change, reason: reasonOf(change) }));
  }
  if (queued.some(isGuestAction)) writeGuestLists(yield* select(selectGuestLists));
}

function pageEvents(getState: () => Parameters<typeof selectAccount>[0]): EventChannel<'hidden'> {
  return eventChannel((emit) => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') emit('hidden');
    };
    // The page is going away: the saga could not wait for a network call, so send it with keepalive now,
    // with the store's latest profile and the token this browser holds at this moment.
    const onPageHide = () => {
      const { status, save } = getState().user;
      const profile = selectAccount(getState());
      const token = readStoredSession()?.accessToken;
      if (status !== 'signed-in' || !profile || save === 'idle' || !token || !requestLayer) return;
      const { unsent } = getState().user;
      storeWithUnsent(profile, unsent, true);
      requestLayer.sendKeepalive({ ...API.user, path: 'save', method: 'POST', token, body: saveBody(profile, unsent) });
    };
    // The document and window the listeners went on: a store stopped after its page is gone still unsubscribes.
    const [page, view] = [document, window];
    page.addEventListener('visibilitychange', onVisibility);
    view.addEventListener('pagehide', onPageHide);
    return () => {
      page.removeEventListener('visibilitychange', onVisibility);
      view.removeEventListener('pagehide', onPageHide);
    };
  });
}

function* watchPage() {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const getState = yield* getContext<() => Parameters<typeof selectAccount>[0]>('getState');
  const channel = pageEvents(getState);
  try {
    for (;;) {
      yield* take(channel);
      const state = yield* select(selectUserState);
      if (state.save === 'pending') yield* put(flushRequested());
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

/** The intents user-saga.ts kept while this code loaded, then every later one, in order. */
function* routeIntent(action: Intent) {
  if (userActionRequested.match(action)) yield* call(handleAction, action);
  else if (protectedActionAttempted.match(action)) yield* call(handleProtectedAttempt, action);
  else if (signInCompleted.match(action)) yield* call(completeSignIn, action);
  else if (signOutRequested.match(action)) yield* call(signOut);
}

/**
 * Runs each intent, in order: a user action completes (it only reads and writes the store) before the next
 * is read, so actions kept while this code loaded apply one after the other, not all to the same state.
 * Sign-in and sign-out, which wait on the network, run alongside.
 */
function* followIntents(intents: Channel<Intent>) {
  for (;;) {
    const intent = yield* take(intents);
    if (signInCompleted.match(intent) || signOutRequested.match(intent)) yield* fork(routeIntent, intent);
    else yield* call(routeIntent, intent);
  }
}

/** Once signed in (here or in another tab), the request layer is loaded for the `pagehide` flush. */
function* loadRequestLayerOnce() {
  requestLayer ??= yield* call(loadRequestLayer);
}

/**
 * The account's sagas (spec §4, ARCHITECTURE "Sagas"), loaded by user-saga.ts once the first page is ready
 * or the visitor first asks for something: user actions, sign-in and sign-out, saving, token renewal.
 */
export function* userEffects(intents: Channel<Intent>, start: { unsaved: boolean; unsent?: readonly unknown[] }) {
  // The last visit's unconfirmed changes, checked here (storage is not trusted), go with the next save; first,
  // so that what the visitor asked meanwhile comes after them.
  const unsent = start.unsent ? parseChanges(start.unsent) : null;
  if (unsent && unsent.length > 0) yield* put(unsentRestored(unsent));
  yield* fork(followIntents, intents);
  yield* takeEvery(accountEnded, forgetAccount);
  yield* takeLatest(
    (action: { type: string }) => signedIn.match(action) || sessionRenewed.match(action),
    keepSessionAlive,
  );
  yield* takeEvery(signedIn.type, loadRequestLayerOnce);
  yield* takeEvery(emailConfirmed.type, storeConfirmed);
  yield* fork(saveLoop);
  yield* fork(watchPage);
  yield* put(effectsStarted());
  const state = yield* select(selectUserState);
  if (state.status !== 'signed-in' || !state.session) return;
  // Signed in before this code loaded: check the stored user fully, keep the session alive, and get the
  // server's copy (or send the change the last visit could not).
  const stored: UserProfile | null = yield* currentUser();
  if (stored) {
    const checked = withValidSavedSearches(stored);
    if (checked !== stored)
      yield* put(accountChanged({ action: { type: 'replace-user', user: checked }, skipSave: true }));
  }
  // Through takeLatest, like every later renewal, so one timer keeps the session alive.
  yield* put(sessionRenewed(state.session));
  yield* fork(refreshFromServer, start.unsaved);
  yield* call(loadRequestLayerOnce);
}
