import { createSlice } from '@reduxjs/toolkit';
import { protectedActionAttempted, quebecResultChosen } from '@/app/events';

/** Why the sign-in drawer opened: the protected action the visitor tried. */
export type SignInReason = 'favourite' | 'save-search';

export interface OverlaysState {
  signIn: { open: boolean; reason: SignInReason | null };
  quebec: { open: boolean; place: string | null };
}

const initialState: OverlaysState = {
  signIn: { open: false, reason: null },
  quebec: { open: false, place: null },
};

/** Drawers and modals that any page can open (spec §2.5 "Other overlays"). */
export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    signInDismissed(state) {
      state.signIn = { open: false, reason: null };
    },
    quebecModalClosed(state) {
      state.quebec = { open: false, place: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(protectedActionAttempted, (state, action) => {
        state.signIn = { open: true, reason: action.payload };
      })
      .addCase(quebecResultChosen, (state, action) => {
        state.quebec = { open: true, place: action.payload };
      });
  },
  selectors: {
    selectSignIn: (state) => state.signIn,
    selectQuebec: (state) => state.quebec,
  },
});

export const { signInDismissed, quebecModalClosed } = overlaysSlice.actions;
export const { selectSignIn, selectQuebec } = overlaysSlice.selectors;
