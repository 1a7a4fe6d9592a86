import { render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';
import { THEMES } from './theme';

const MESSAGES = { en, fr } as const;

/**
 * Renders UI kit components in StrictMode (as the app does) with the real translations of a locale, the
 * standard theme and a router. Tests only.
 */
export function renderUi(ui: ReactElement, { locale = 'en' }: { locale?: 'en' | 'fr' } = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <IntlProvider locale={`${locale}-CA`} defaultLocale="en-CA" messages={MESSAGES[locale]}>
          <ThemeProvider theme={THEMES.standard}>
            <MemoryRouter>{children}</MemoryRouter>
          </ThemeProvider>
        </IntlProvider>
      </StrictMode>
    );
  }
  return render(ui, { wrapper: Providers });
}
