import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { isSignedIn } from '@/api/session-storage';
import { IntlRoot } from '@/i18n/IntlRoot';
import { PAGES, ServerErrorPage } from '@/pages/registry';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { ThemeRoot } from './theme-root';

const ROUTES = Object.values(PAGES).map(({ path, page: Page }) => <Route key={path} path={path} element={<Page />} />);
const NotFoundPage = PAGES['not-found'].page;

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
                    {ROUTES}
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
