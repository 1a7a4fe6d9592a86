import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { isSignedIn } from '@/api/session-storage';
import { RecentSearches } from '@/features/listings/RecentSearches';
import { SearchBox } from '@/features/listings/SearchBox';
import { IntlRoot } from '@/i18n/IntlRoot';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { LEGAL_PAGES } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { PAGES } from './pages';
import { ResultsMapSlot } from './ResultsMapSlot';
import { ThemeRoot } from './theme-root';

const { home: HomePage, legal: LegalPage, listings: ResultsPage, comingSoon: ComingSoonPage } = PAGES;
const { notFound: NotFoundPage, serverError: ServerErrorPage } = PAGES;

/** Internal pages of the route table whose features land in later issues. */
const COMING_SOON = [
  '/listings/:listingId',
  '/print-listing/:listingId',
  '/neighbourhoods/:neighbourhoodId',
  '/rosters/agent',
  '/bios/:agentId',
  '/offices',
  '/offices/:officeId',
  '/home-estimates-canada',
  '/home-estimates-detail',
  '/login',
  '/social-login',
  '/register',
  '/my-account',
  '/profile/:section',
  '/reset-password/:token',
  '/unsubscribe',
  '/directory/:slug',
  '/latest/:slug',
];

export function App() {
  const location = useLocation();
  const navigate = useNavigate();
  const route = useMemo(
    () => ({ ...resolveRoute(location.pathname, location.search), ...location, navigate }),
    [location, navigate],
  );

  useEffect(() => {
    document.documentElement.lang = route.locale === 'fr' ? 'fr-CA' : 'en-CA';
  }, [route.locale]);

  // nginx answers these with 301 on a first visit; here they are links followed inside the app.
  if (route.status === 301 && route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.protected && !isSignedIn()) {
    return <Navigate to={urls.login(route.locale, route.category, { action: 'register' })} replace />;
  }

  return (
    <RouteContext value={route}>
      <ThemeRoot category={route.category}>
        <Suspense fallback={null}>
          <IntlRoot locale={route.locale}>
            <Layout>
              <ErrorBoundary key={location.pathname} fallback={<ServerErrorPage />}>
                <Suspense fallback={<div aria-busy="true" style={{ minHeight: '60vh' }} />}>
                  <Routes location={route.internal}>
                    <Route
                      path="/site-category/:category"
                      element={
                        <HomePage
                          renderSearch={(preset) => <SearchBox preset={preset} />}
                          recent={<RecentSearches />}
                        />
                      }
                    />
                    <Route
                      path="/listings"
                      element={
                        <ResultsPage renderMap={(props) => <ResultsMapSlot {...props} locale={route.locale} />} />
                      }
                    />
                    {COMING_SOON.map((path) => (
                      <Route key={path} path={path} element={<ComingSoonPage />} />
                    ))}
                    {LEGAL_PAGES.map((slug) => (
                      <Route key={slug} path={`/${slug}`} element={<LegalPage page={slug} />} />
                    ))}
                    <Route path="/500" element={<ServerErrorPage />} />
                    <Route path="*" element={<NotFoundPage />} />
                  </Routes>
                </Suspense>
              </ErrorBoundary>
            </Layout>
          </IntlRoot>
        </Suspense>
      </ThemeRoot>
    </RouteContext>
  );
}
