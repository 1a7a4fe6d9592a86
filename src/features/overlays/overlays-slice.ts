import { createSlice } from '@reduxjs/toolkit';
import { quebecResultChosen } from '@/app/events';

/** The Quebec result the modal is open for: its name as shown, and the public URL of its page on this site. */
export interface QuebecChoice {
  place: string;
  to: string;
  /** One listing (an address, an MLS® number) rather than a place. */
  listing: boolean;
}

export interface OverlaysState {
  quebec: { open: boolean; choice: QuebecChoice | null };
}

const initialState: OverlaysState = {
  quebec: { open: false, choice: null },
};

/** Modals that any page can open (spec §2.5 "Other overlays"); the sign-in drawer is the user feature's. */
export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    quebecModalClosed(state) {
      state.quebec = { open: false, choice: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(quebecResultChosen, (state, action) => {
      const { place, to, listing = false } = action.payload;
      state.quebec = { open: true, choice: { place, to, listing } };
    });
  },
  selectors: {
    selectQuebec: (state) => state.quebec,
  },
});

export const { quebecModalClosed } = overlaysSlice.actions;
export const { selectQuebec } = overlaysSlice.selectors;
