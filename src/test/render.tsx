import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { trackStore } from './stores';

interface Options {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders through the real providers (store, router, intl, theme); by default the whole App. Awaited,
 * because the App suspends on its messages and lazy pages and React retries them only in an awaited act.
 */
export async function renderWithProviders(ui?: ReactElement, options: Options = {}) {
  const { route = '/', preloadedState, store = makeStore(preloadedState) } = options;
  trackStore(store);
  const user = userEvent.setup();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui ?? <App />}</MemoryRouter>
      </Provider>,
    );
    await Promise.resolve();
  });
  return { store, user, ...result! };
}
