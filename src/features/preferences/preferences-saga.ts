import { takeLatest } from 'redux-saga/effects';
import { colourModeChosen, COLOUR_MODE_STORAGE_KEY } from './preferences-slice';
import { localStore } from '@/api/browser-storage';

function persistColourMode(action: ReturnType<typeof colourModeChosen>) {
  try {
    localStore()?.setItem(COLOUR_MODE_STORAGE_KEY, action.payload);
  } catch {
    // Private browsing or a full quota: the choice still applies for this visit.
  }
}

export function* preferencesSaga() {
  yield takeLatest(colourModeChosen.type, persistColourMode);
}
