import { useLocation } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { App } from '@/app/App';
import { renderWithProviders } from './render';

/** Shows the router's (public) location, so a test can see where a page sent the visitor. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The whole app at `route`, with `Where` beside it; `addressBar` also puts the route in the window's URL. */
export function renderAppAt(
  route: string,
  { store, addressBar = false }: { store?: AppStore; addressBar?: boolean } = {},
) {
  if (addressBar) window.history.replaceState(null, '', route);
  return renderWithProviders(
    <>
      <App />
      <Where />
    </>,
    { route, ...(store ? { store } : {}) },
  );
}
