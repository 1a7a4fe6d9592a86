import { takeLatest } from 'redux-saga/effects';
import { colourModeChosen, COLOUR_MODE_STORAGE_KEY } from './preferences-slice';

function persistColourMode(action: ReturnType<typeof colourModeChosen>) {
  try {
    localStorage.setItem(COLOUR_MODE_STORAGE_KEY, action.payload);
  } catch {
    // Private browsing or a full quota: the choice still applies for this visit.
  }
}

export function* preferencesSaga() {
  yield takeLatest(colourModeChosen.type, persistColourMode);
}
