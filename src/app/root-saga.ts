import { all } from 'redux-saga/effects';
import { searchSaga } from '@/features/search/search-saga';
import { preferencesSaga } from '@/features/preferences/preferences-saga';
import { userSaga } from '@/features/user/user-saga';

export function* rootSaga() {
  yield all([preferencesSaga(), userSaga(), searchSaga()]);
}
