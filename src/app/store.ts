import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/base-api';
import type { SessionSource } from '@/api/session-tokens';
import { searchSlice } from '@/features/search/search-slice';
import { mapSlice } from '@/features/map/map-slice';
import { overlaysSlice } from '@/features/overlays/overlays-slice';
import { favouritesSlice } from '@/features/favourites/favourites-slice';
import { preferencesSlice } from '@/features/preferences/preferences-slice';
import { savedSearchesSlice } from '@/features/saved-searches/saved-searches-slice';
import { selectSession, userSlice } from '@/features/user/user-slice';
import { rootSaga } from './root-saga';

// Every slice is registered here, up front, so the store's shape is visible in one file.
const rootReducer = combineSlices(
  baseApi,
  preferencesSlice,
  userSlice,
  savedSearchesSlice,
  favouritesSlice,
  overlaysSlice,
  searchSlice,
  mapSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The request layer finds the session token where this store keeps it, without knowing its shape.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { selectSession } satisfies SessionSource } }).concat(
        baseApi.middleware,
        sagaMiddleware,
      ),
  });
  // The pagehide flush reads the store inside a browser event, where a saga cannot wait (user-effects.ts).
  sagaMiddleware.setContext({ getState: () => store.getState() });
  const sagas = sagaMiddleware.run(rootSaga);
  // Tests stop a store's sagas (timers, window listeners) when they are done with it.
  return Object.assign(store, { stopSagas: () => sagas.cancel() });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
