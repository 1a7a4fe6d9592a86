import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserAction } from '@/api/contract/user';
import { accountChanged, accountEnded, signedIn } from '@/app/events';
import {
  EMPTY_GUEST,
  applyGuestAction,
  applyListsAction,
  listsOf,
  type AccountLists,
  type GuestLists,
} from './favourite-lists';

export interface FavouritesState {
  /** The account's lists while signed in; null signed out. */
  account: AccountLists | null;
  /** The browser's own lists, for a signed-out visitor (merged into the account at sign-in). */
  guest: GuestLists;
}

/** An account's lists before it has any. */
const NO_LISTS: AccountLists = { listings: [], agents: [] };

const initialState: FavouritesState = { account: null, guest: EMPTY_GUEST };

// Shared empty lists, so selectors answer the same value while nothing changes.
const NONE: readonly string[] = [];

/**
 * Favourite listings, favourite agents and hidden ("not interested") listings: the signed-in account's, which the
 * account's saga changes and saves with the profile (spec §4), or, signed out, the ones kept in this browser.
 */
export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    guestListsLoaded(state, action: PayloadAction<GuestLists>) {
      state.guest = action.payload;
    },
    /** A signed-out visitor favourited or hid a listing: kept in this browser's lists (ours). */
    guestActionApplied(state, action: PayloadAction<UserAction>) {
      state.guest = applyGuestAction(state.guest, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        const { profile } = action.payload;
        if (profile) state.account = listsOf(profile);
        else state.account ??= NO_LISTS;
      })
      .addCase(accountChanged, (state, action) => {
        state.account = applyListsAction(state.account ?? NO_LISTS, action.payload.action);
      })
      .addMatcher(accountEnded, (state) => {
        state.account = null;
      });
  },
  selectors: {
    selectFavouriteListings: (state): readonly string[] => state.account?.listings ?? state.guest.favourites,
    selectHiddenListings: (state): readonly string[] =>
      state.account ? (state.account.hidden ?? NONE) : state.guest.hidden,
    selectFavouriteAgents: (state): readonly string[] => state.account?.agents ?? NONE,
    selectAccountLists: (state) => state.account,
    selectGuestLists: (state) => state.guest,
  },
});

export const { guestListsLoaded, guestActionApplied } = favouritesSlice.actions;
export const {
  selectFavouriteListings,
  selectHiddenListings,
  selectFavouriteAgents,
  selectAccountLists,
  selectGuestLists,
} = favouritesSlice.selectors;
