import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the search boxes share. Each box keeps its own text and its open list; the suggestions are the
 * server's, read through RTK Query (suggestions-endpoints.ts), never copied here.
 */
export interface SearchBoxState {
  /** What the page on screen searches (a place's name, the keywords), shown in the header's box. */
  shown: string | null;
}

const initialState: SearchBoxState = {
  shown: null,
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** A results page names its search (null when it leaves), so the header's box can say it. */
    searchShown(state, action: PayloadAction<string | null>) {
      state.shown = action.payload;
    },
  },
  selectors: {
    selectShownSearch: (state) => state.shown,
  },
});

export const { searchShown } = searchSlice.actions;
export const { selectShownSearch } = searchSlice.selectors;
