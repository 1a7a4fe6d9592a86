import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/base-api';
import { searchSlice } from '@/features/search/search-slice';
import { mapSlice } from '@/features/map/map-slice';
import { overlaysSlice } from '@/features/overlays/overlays-slice';
import { preferencesSlice } from '@/features/preferences/preferences-slice';
import { rootSaga } from './root-saga';

// Every slice is registered here, up front, so the store's shape is visible in one file.
const rootReducer = combineSlices(baseApi, preferencesSlice, overlaysSlice, searchSlice, mapSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
