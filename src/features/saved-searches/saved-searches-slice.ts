import { createSlice } from '@reduxjs/toolkit';
import { sessionRejected } from '@/api/base-api';
import { sessionExpired } from '@/api/session-tokens';
import { accountChanged, signedIn, signedOut } from '@/app/events';
import type { SavedSearch } from '@/domain/saved-search';

export interface SavedSearchesState {
  /** The signed-in visitor's saved searches with their alert settings, in the order they were saved. */
  items: SavedSearch[];
}

const initialState: SavedSearchesState = { items: [] };

/**
 * The client's copy of the visitor's saved searches and alerts (spec §4, §5): the account's saga applies a
 * visitor's change (add, edit, delete, unsubscribe) and saves it with the profile; the server's copy replaces it
 * when it differs. Signed out there are none (saving a search needs an account).
 */
export const savedSearchesSlice = createSlice({
  name: 'savedSearches',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        if (action.payload.profile) state.items = action.payload.profile.preferences.savedSearches;
      })
      .addCase(accountChanged, (state, action) => {
        state.items = action.payload.account.preferences.savedSearches;
      })
      .addMatcher(
        (action) => signedOut.match(action) || sessionExpired.match(action) || sessionRejected.match(action),
        (state) => {
          state.items = [];
        },
      );
  },
  selectors: {
    selectSavedSearches: (state): readonly SavedSearch[] => state.items,
  },
});

export const { selectSavedSearches } = savedSearchesSlice.selectors;
