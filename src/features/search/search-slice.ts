import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SuggestionItem } from '@/api/contract/listings';
import type { SiteCategory } from '@/domain/site';

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchBoxState {
  /** Which search box asked (the header's or a home page's), so only it shows the answer. */
  source: string | null;
  text: string;
  status: SuggestionStatus;
  places: SuggestionItem[];
  listings: SuggestionItem[];
  /** What the page on screen searches (a place's name, the keywords), shown in the header's box. */
  shown: string | null;
}

const initialState: SearchBoxState = {
  source: null,
  text: '',
  status: 'idle',
  places: [],
  listings: [],
  shown: null,
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchTextChanged(state, action: PayloadAction<{ source: string; text: string; siteCategory: SiteCategory }>) {
      state.source = action.payload.source;
      state.text = action.payload.text;
      if (action.payload.text.trim() === '') {
        state.status = 'idle';
        state.places = [];
        state.listings = [];
      } else {
        state.status = 'loading';
      }
    },
    suggestionsReceived(
      state,
      action: PayloadAction<{ text: string; places: SuggestionItem[]; listings: SuggestionItem[] }>,
    ) {
      // An answer for text the visitor has since changed is dropped.
      if (action.payload.text !== state.text) return;
      state.status = 'done';
      state.places = action.payload.places;
      state.listings = action.payload.listings;
    },
    suggestionsFailed(state, action: PayloadAction<{ text: string }>) {
      if (action.payload.text !== state.text) return;
      state.status = 'error';
      state.places = [];
      state.listings = [];
    },
    /** A results page names its search (null when it leaves), so the header's box can say it. */
    searchShown(state, action: PayloadAction<string | null>) {
      state.shown = action.payload;
    },
    searchBoxClosed(state) {
      state.status = 'idle';
      state.places = [];
      state.listings = [];
    },
  },
  selectors: {
    selectSearchBox: (state) => state,
    selectShownSearch: (state) => state.shown,
  },
});

export const { searchTextChanged, suggestionsReceived, suggestionsFailed, searchBoxClosed, searchShown } =
  searchSlice.actions;
export const { selectSearchBox, selectShownSearch } = searchSlice.selectors;
