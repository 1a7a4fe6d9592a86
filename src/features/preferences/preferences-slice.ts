import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColourMode = 'light' | 'dark' | 'system';
export const COLOUR_MODES: readonly ColourMode[] = ['system', 'light', 'dark'];
export const COLOUR_MODE_STORAGE_KEY = 'foyer.colourMode';

export interface PreferencesState {
  colourMode: ColourMode;
}

const initialState: PreferencesState = { colourMode: 'system' };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    colourModeChosen(state, action: PayloadAction<ColourMode>) {
      state.colourMode = action.payload;
    },
  },
  selectors: {
    selectColourMode: (state) => state.colourMode,
  },
});

export const { colourModeChosen } = preferencesSlice.actions;
export const { selectColourMode } = preferencesSlice.selectors;

export function isColourMode(value: unknown): value is ColourMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The stored preference, read once at start-up; anything unreadable means "system". */
export function readStoredPreferences(storage: Pick<Storage, 'getItem'> | undefined): PreferencesState {
  try {
    const stored = storage?.getItem(COLOUR_MODE_STORAGE_KEY);
    return { colourMode: isColourMode(stored) ? stored : 'system' };
  } catch {
    return initialState;
  }
}
