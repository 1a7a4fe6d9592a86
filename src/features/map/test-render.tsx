import { render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { THEMES } from '@/ui/theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <IntlProvider locale="en-CA" defaultLocale="en-CA" messages={{}} onError={() => undefined}>
        <ThemeProvider theme={THEMES.standard}>{children}</ThemeProvider>
      </IntlProvider>
    </StrictMode>
  );
}

/** Renders in StrictMode (as the app does) with the intl (English defaults) and theme providers. Tests only. */
export function renderMapUi(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
