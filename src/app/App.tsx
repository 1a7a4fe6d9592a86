import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { IntlRoot } from '@/i18n/IntlRoot';
import { PAGES, ServerErrorPage } from '@/pages/registry';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useAppSelector } from './hooks';
import { Layout } from '@/pages/shared/Layout';
import { ThemeRoot } from '@/pages/shared/theme-root';
import { PageSkeleton } from '@/pages/shared/PageSkeleton';

const ROUTES = Object.values(PAGES).map(({ path, page: Page }) => <Route key={path} path={path} element={<Page />} />);
const NotFoundPage = PAGES['not-found'].page;

/**
 * `content`: what the page area shows instead of the route's page. The build's static pages (src/app/static-page.tsx)
 * give the skeleton of a page whose content is live data, around the real header and footer.
 */
export function App({ content }: { content?: ReactNode } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  // From the store, not the cookie: the app re-renders on sign-in and sign-out (spec §4).
  const status = useAppSelector((state) => state.user.status);
  const signOutCause = useAppSelector((state) => state.user.signOutCause);
  const route = useMemo(
    () => ({ ...resolveRoute(location.pathname, location.search), ...location, navigate }),
    [location, navigate],
  );

  useEffect(() => {
    document.documentElement.lang = route.locale === 'fr' ? 'fr-CA' : 'en-CA';
  }, [route.locale]);

  // nginx answers these with 301 on a first visit; here they are links followed inside the app.
  if (route.status === 301 && route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.protected && status !== 'signed-in') {
    // Spec §2.2: after logout a visitor on a profile path goes to the home page; a signed-out visitor asking
    // for one signs in (or registers) first, then comes back.
    const to =
      signOutCause === 'logout'
        ? urls.home(route.locale)
        : urls.login(route.locale, route.category, { action: 'register', next: location.pathname + location.search });
    return <Navigate to={to} replace />;
  }

  return (
    <RouteContext value={route}>
      <ThemeRoot category={route.category}>
        <Suspense fallback={null}>
          <IntlRoot locale={route.locale}>
            <Layout>
              <ErrorBoundary
                // A new page starts afresh (its state is the previous page's otherwise); the account's tabs are
                // one page, so a half-typed form survives a look at another tab.
                key={route.page === 'profile' ? 'profile' : location.pathname}
                resetKey={location.pathname}
                fallback={<ServerErrorPage />}
              >
                <Suspense fallback={<PageSkeleton page={route.page} />}>
                  {content ?? (
                    <Routes location={route.internal}>
                      {ROUTES}
                      <Route path="*" element={<NotFoundPage />} />
                    </Routes>
                  )}
                </Suspense>
              </ErrorBoundary>
            </Layout>
          </IntlRoot>
        </Suspense>
      </ThemeRoot>
    </RouteContext>
  );
}
