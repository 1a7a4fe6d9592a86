import { createSlice } from '@reduxjs/toolkit';
import { quebecResultChosen } from '@/app/events';

export interface OverlaysState {
  quebec: { open: boolean; place: string | null };
}

const initialState: OverlaysState = {
  quebec: { open: false, place: null },
};

/** Modals that any page can open (spec §2.5 "Other overlays"); the sign-in drawer is the user feature's. */
export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    quebecModalClosed(state) {
      state.quebec = { open: false, place: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(quebecResultChosen, (state, action) => {
      state.quebec = { open: true, place: action.payload };
    });
  },
  selectors: {
    selectQuebec: (state) => state.quebec,
  },
});

export const { quebecModalClosed } = overlaysSlice.actions;
export const { selectQuebec } = overlaysSlice.selectors;
