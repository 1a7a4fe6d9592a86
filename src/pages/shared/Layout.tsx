import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { usePageViewTracking } from '@/features/analytics/analytics-api';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { ConsentSettingsButton } from '@/features/consent/ConsentSettingsButton';
import { HeaderAdSlot } from '@/features/ads/HeaderAdSlot';
import { Interstitial } from '@/features/ads/Interstitial';
import { Footer } from '@/features/footer/Footer';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { Header } from '@/features/header/Header';
import { SearchBox } from '@/features/search/SearchBox';
import { TakeoverHeaderLogo } from '@/features/takeover/TakeoverHeaderLogo';
import { Overlays } from '@/features/overlays/Overlays';
import { ColourModeSelect } from '@/features/preferences/ColourModeSelect';
import { UserOverlays } from '@/features/user/UserOverlays';
import { SignInDrawerHost } from '@/features/auth/SignInDrawerHost';
import { useRoute } from '@/routing/route-context';

const messages = defineMessages({
  skip: { id: 'layout.skip-to-content', defaultMessage: 'Skip to main content' },
});

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * At least a screen high, so the footer starts below the first screen whatever the page shows while its data
 * loads (a page that renders nothing until then would pull the footer up, then push it away: a layout shift).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const route = useRoute();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  usePageViewTracking();

  // After a client-side navigation, focus moves to the new page so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <Shell>
      <SkipLink href="#main">{intl.formatMessage(messages.skip)}</SkipLink>
      {!route.hideHeader && (
        // Spec §2.5: a header failure renders nothing; the page under it carries on.
        <ErrorBoundary fallback={null} resetKey={location.pathname}>
          <Header
            showLanguageSelector={route.page !== 'legal'}
            // Spec §2.5: the header search bar is hidden on the category home pages.
            search={route.page === 'home' ? null : <SearchBox variant="header" />}
            sponsor={<TakeoverHeaderLogo />}
            ad={<HeaderAdSlot />}
          />
        </ErrorBoundary>
      )}
      <Main id="main" ref={main} tabIndex={-1}>
        {children}
      </Main>
      <Footer settings={<ColourModeSelect />} legalExtra={<ConsentSettingsButton />} />
      <Overlays />
      {!route.hideHeader && <Interstitial />}
      <UserOverlays />
      <SignInDrawerHost />
      <ConsentBanner />
    </Shell>
  );
}
