import { render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore } from '@/app/store';
import { THEMES } from '@/ui/theme';

interface Options {
  store?: AppStore;
  /** Defaults to English with the default messages; French takes translations/fr.json's. */
  locale?: 'en-CA' | 'fr-CA';
  messages?: Record<string, string>;
}

/**
 * Renders in StrictMode (as the app does) with the store (the real one, map slice included), intl and
 * theme providers. Tests only.
 */
export function renderMapUi(ui: ReactElement, { store = makeStore(), locale = 'en-CA', messages = {} }: Options = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <Provider store={store}>
          <IntlProvider locale={locale} defaultLocale="en-CA" messages={messages} onError={() => undefined}>
            <ThemeProvider theme={THEMES.standard}>{children}</ThemeProvider>
          </IntlProvider>
        </Provider>
      </StrictMode>
    );
  }
  return { store, ...render(ui, { wrapper: Providers }) };
}
