import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Children, Fragment, isValidElement, StrictMode, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from '@/app/App';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { THEMES } from '@/ui/theme';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';
import { trackStore } from './stores';

const MESSAGES = { en, fr } as const;

interface Options {
  /** Where the router starts (the App reads its page, locale and category from it). */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The translations a component renders with; the App takes its locale from the route. */
  locale?: 'en' | 'fr';
}

/** The App, or a fragment with the App beside test probes. */
function holdsApp(ui: ReactElement | undefined): boolean {
  if (!ui || ui.type === App) return true;
  const { children } = ui.props as { children?: ReactNode };
  return (
    ui.type === Fragment && Children.toArray(children).some((child) => isValidElement(child) && child.type === App)
  );
}

/**
 * The one way tests render: through the real providers (the store, a router, intl with the real translations,
 * the standard theme), by default the whole App. Returns the store, a user-event
 * session and Testing Library's queries. Awaited, because the App suspends on its messages and lazy pages and
 * React retries them only in an awaited act. The store's sagas stop when the test ends.
 */
export async function renderWithProviders(ui?: ReactElement, options: Options = {}) {
  const { route = '/', preloadedState, store = makeStore(preloadedState), locale = 'en' } = options;
  // The App as a production build runs it (effects once); a component in StrictMode, which catches effects
  // that are not safe to run twice.
  const Strict = holdsApp(ui) ? Fragment : StrictMode;
  trackStore(store);
  const user = userEvent.setup();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Strict>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>
            <IntlProvider locale={`${locale}-CA`} defaultLocale="en-CA" messages={MESSAGES[locale]}>
              <ThemeProvider theme={THEMES.standard}>{children}</ThemeProvider>
            </IntlProvider>
          </MemoryRouter>
        </Provider>
      </Strict>
    );
  }
  const result = await act(async () => {
    const rendered = render(ui ?? <App />, { wrapper: Providers });
    await Promise.resolve();
    return rendered;
  });
  return { store, user, ...result };
}
