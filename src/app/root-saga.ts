import { all, call, spawn } from 'redux-saga/effects';
import { preferencesSaga } from '@/features/preferences/preferences-saga';
import { userSaga } from '@/features/user/user-saga';

/**
 * Each feature's saga runs on its own: one that fails (a chunk that cannot be fetched, a bug) is logged and
 * stops alone, instead of cancelling the others as a failure inside `all` would.
 */
function isolated(saga: () => Generator) {
  return spawn(function* () {
    try {
      yield call(saga);
    } catch (error) {
      console.error('A saga stopped', error);
    }
  });
}

export function* rootSaga() {
  yield all([isolated(preferencesSaga), isolated(userSaga)]);
}
