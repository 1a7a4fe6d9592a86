import { useCallback } from 'react';
import type { UserProfile } from '@/api/contract/user';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { SavedSearch } from '@/domain/saved-search';
import {
  selectFavouriteAgents,
  selectFavouriteListings,
  selectHiddenListings,
} from '@/features/favourites/favourites-api';
import { selectAccount } from './account-selector';
import type { ProfileChanges, ProtectedReason, UserAction } from './user-actions';
import { signInCompleted, signOutRequested, userActionRequested } from './user-intents';
import {
  selectAccountDetails,
  selectIsSignedIn,
  selectSaveState,
  selectStatus,
  selectUser,
  drawerClosedForSignIn,
  drawerDismissed,
  emailConfirmed,
  selectDrawer,
  signedIn,
  type AccountDetails,
} from './user-slice';

/**
 * The user feature's public face: what other features and the pages use (the lint rule lets features reach
 * each other only through `<name>-api.ts`). Components read the session from the store, so they re-render
 * on sign-in and sign-out; nothing here reads a cookie while rendering. The account's lists are the
 * saved-searches and favourites features' (their `-api.ts`); `selectAccount` is the whole account, as stored.
 */
export { userActionRequested, signOutRequested };
export type { AccountDetails, ProfileChanges, ProtectedReason, UserAction, UserProfile };
export {
  selectAccount,
  selectAccountDetails,
  selectIsSignedIn,
  selectSaveState,
  selectStatus,
  selectUser,
  selectDrawer,
  drawerDismissed,
  emailConfirmed,
};
/** For the auth feature: what a sign-in dispatches, and the drawer's way out to a social sign-in. */
export { signedIn, signInCompleted, drawerClosedForSignIn };

export function useSession() {
  const status = useAppSelector(selectStatus);
  const profile = useAppSelector(selectAccountDetails);
  return { signedIn: status === 'signed-in', profile };
}

/** Dispatches a user action (spec §4): applied and saved when signed in, queued or kept here when not. */
export function useUserAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    (action: UserAction, options: { skipSave?: boolean } = {}) => {
      dispatch(userActionRequested({ action, ...options }));
    },
    [dispatch],
  );
}

/** Whether a listing is a favourite, and a toggle; works signed out too (kept in this browser). */
export function useFavouriteListing(listingId: string) {
  const favourite = useAppSelector((state) => selectFavouriteListings(state).includes(listingId));
  const act = useUserAction();
  const toggle = useCallback(
    () => act({ type: 'favourite-listing', listingId, favourite: !favourite }),
    [act, listingId, favourite],
  );
  return { favourite, toggle };
}

/** Whether a listing is hidden ("not interested", ours), and a toggle. */
export function useHiddenListing(listingId: string) {
  const hidden = useAppSelector((state) => selectHiddenListings(state).includes(listingId));
  const act = useUserAction();
  const toggle = useCallback(() => act({ type: 'hide-listing', listingId, hidden: !hidden }), [act, listingId, hidden]);
  return { hidden, toggle };
}

/** Whether an agent is a favourite, and a toggle (signed out: queued, the drawer opens). */
export function useFavouriteAgent(agentId: string) {
  const favourite = useAppSelector((state) => selectFavouriteAgents(state).includes(agentId));
  const act = useUserAction();
  const toggle = useCallback(
    () => act({ type: 'favourite-agent', agentId, favourite: !favourite }),
    [act, agentId, favourite],
  );
  return { favourite, toggle };
}

/** Saves a search (spec §5 checks it); signed out, it waits for sign-in. */
export function useSaveSearch() {
  const act = useUserAction();
  return useCallback((search: SavedSearch) => act({ type: 'add-saved-search', search }), [act]);
}

/** Opens the sign-in drawer for a protected thing that is not a user action (an estimate, the account). */
export { protectedActionAttempted } from '@/app/events';
