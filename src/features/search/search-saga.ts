import { call, cancelled, delay, put, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { SUGGESTIONS_PAGE_SIZE } from '@/domain/sorting';
import { suggestionsApi } from './suggestions-api';
import { searchTextChanged, suggestionsFailed, suggestionsReceived } from './search-slice';

type SuggestionsRequest = ReturnType<ReturnType<typeof suggestionsApi.endpoints.suggestions.initiate>>;

/** Spec §4: typing looks up suggestions after a 200 ms pause; a newer keystroke cancels the older look-up. */
function* lookUpSuggestions(action: ReturnType<typeof searchTextChanged>) {
  const { text, siteCategory } = action.payload;
  if (text.trim() === '') return;
  yield delay(SEARCH_DEBOUNCE_MS);
  let request: SuggestionsRequest | undefined;
  try {
    // put, not putResolve: keep the request handle (to abort and unsubscribe), then wait for it.
    request = (yield put(
      suggestionsApi.endpoints.suggestions.initiate({ text: text.trim(), siteCategory, size: SUGGESTIONS_PAGE_SIZE }),
    )) as SuggestionsRequest;
    const pending = request;
    const result = (yield call(() => pending)) as Awaited<SuggestionsRequest>;
    if (result.data) {
      yield put(suggestionsReceived({ text, places: result.data.places, listings: result.data.listings }));
    } else {
      yield put(suggestionsFailed({ text }));
    }
  } finally {
    if ((yield cancelled()) as boolean) request?.abort();
    request?.unsubscribe();
  }
}

export function* searchSaga() {
  yield takeLatest(searchTextChanged.type, lookUpSuggestions);
}
