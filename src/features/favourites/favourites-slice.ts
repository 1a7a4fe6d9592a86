import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionRejected } from '@/api/base-api';
import type { UserProfile } from '@/api/contract/user';
import { sessionExpired } from '@/api/session-tokens';
import { accountChanged, signedIn, signedOut } from '@/app/events';

/** What a visitor kept in this browser while signed out (ours): favourites and hidden listings. */
export interface GuestLists {
  favourites: string[];
  hidden: string[];
}

export const EMPTY_GUEST: GuestLists = { favourites: [], hidden: [] };

/** The signed-in account's lists, as its profile's preferences hold them (hidden listings are ours). */
export interface AccountLists {
  listings: string[];
  agents: string[];
  /** Absent until the visitor first hides one (the profile then has no such list). */
  hidden?: string[];
}

export interface FavouritesState {
  /** The account's lists while signed in; null signed out. */
  account: AccountLists | null;
  /** The browser's own lists, for a signed-out visitor (merged into the account at sign-in). */
  guest: GuestLists;
}

const initialState: FavouritesState = { account: null, guest: EMPTY_GUEST };

// Shared empty lists, so selectors answer the same value while nothing changes.
const NONE: readonly string[] = [];

/** The lists a profile's preferences hold. */
export function listsOf(profile: UserProfile): AccountLists {
  const prefs = profile.preferences as UserProfile['preferences'] & { hiddenListings?: string[] };
  return { listings: prefs.favouriteListings, agents: prefs.favouriteAgents, hidden: prefs.hiddenListings };
}

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
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        const { profile } = action.payload;
        if (profile) state.account = listsOf(profile);
        else state.account ??= { listings: [], agents: [] };
      })
      .addCase(accountChanged, (state, action) => {
        state.account = listsOf(action.payload.account);
      })
      .addMatcher(
        (action) => signedOut.match(action) || sessionExpired.match(action) || sessionRejected.match(action),
        (state) => {
          state.account = null;
        },
      );
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

export const { guestListsLoaded } = favouritesSlice.actions;
export const {
  selectFavouriteListings,
  selectHiddenListings,
  selectFavouriteAgents,
  selectAccountLists,
  selectGuestLists,
} = favouritesSlice.selectors;
