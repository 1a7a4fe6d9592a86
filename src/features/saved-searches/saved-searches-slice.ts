import { createSlice } from '@reduxjs/toolkit';
import { accountChanged, accountEnded, signedIn } from '@/app/events';
import type { SavedSearch } from '@/domain/saved-search';
import { applySavedSearchAction } from './saved-search-list';

export interface SavedSearchesState {
  /** The signed-in visitor's saved searches with their alert settings, in the order they were saved. */
  items: SavedSearch[];
}

const initialState: SavedSearchesState = { items: [] };

/**
 * The client's copy of the visitor's saved searches and alerts (spec §4, §5): a visitor's change (add, edit,
 * delete, unsubscribe) is applied here (saved-search-list.ts), and the account's saga saves it with the profile;
 * the server's copy replaces it when it differs. Signed out there are none (saving a search needs an account).
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
        // As the saga let it through: checked and built by spec §5's rules (prepareAction).
        state.items = applySavedSearchAction(state.items, action.payload.action) as SavedSearch[];
      })
      .addMatcher(accountEnded, (state) => {
        state.items = [];
      });
  },
  selectors: {
    selectSavedSearches: (state): readonly SavedSearch[] => state.items,
  },
});

export const { selectSavedSearches } = savedSearchesSlice.selectors;
