import { createElement, lazy, useState, type ComponentType } from 'react';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import type { MessagePart } from '@/i18n/message-parts';
import { useRoute } from '@/routing/route-context';
import type { PageName } from '@/routing/route-table';

/** A page component loaded on demand, which renders at once when its chunk is already here. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown>; source?: string };

/**
 * Every page module, each its own chunk (the home page never downloads what only other pages need), by its path
 * under src/pages: the build names a visit's first chunks by it (scripts/first-paint.mjs). The demo's outbox
 * is loaded on its own, so a deployment build has not even its chunk.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(['./*/*Page.tsx', '!./demo-outbox/*']);

/** The page `name` exported by the module at `source` (a path under src/pages, without `.tsx`), maybe wrapped. */
function pageModule(
  source: string,
  name: string,
  wrap: (component: ComponentType) => ComponentType = (component) => component,
): LazyPage {
  const load = PAGE_MODULES[`./${source}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${source}.tsx`);
  return Object.assign(
    lazyPage(() =>
      load().then((module) => {
        const component = module[name];
        if (!component) throw new Error(`src/pages/${source}.tsx exports no ${name}`);
        return wrap(component);
      }),
    ),
    { source: `src/pages/${source}.tsx` },
  );
}

/**
 * Like React.lazy, but a page whose chunk was preloaded (src/app/boot.tsx waits for the first page's chunk
 * alongside the messages) renders without suspending. A suspension on the first render would commit the
 * fallback and then hold the page back for React's fallback throttle (300 ms), delaying the page's data
 * requests and its largest paint by as much.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

/**
 * A page whose texts are in a part of the messages beyond the core (src/i18n/message-parts.ts): the part is
 * added around it, and src/app/boot.tsx loads it with the page's chunk when the visit starts there.
 */
function withMessagePart(part: MessagePart | readonly MessagePart[], Component: ComponentType): ComponentType {
  function PartMessages() {
    const { locale } = useRoute();
    return createElement(MessagePartRoot, { locale, part, children: createElement(Component) });
  }
  return PartMessages;
}

const PROFILE_PARTS = ['people', 'detail'] as const;
const ACCOUNT_AREA_PARTS = ['account', 'people'] as const;
const NEIGHBOURHOOD_PARTS = ['places', 'detail'] as const;
const withPeopleMessages = (Component: ComponentType) => withMessagePart('people', Component);
const withProfileMessages = (Component: ComponentType) => withMessagePart(PROFILE_PARTS, Component);

const withAccountMessages = (Component: ComponentType) => withMessagePart('account', Component);

/** The part of the messages each page needs beyond the core (src/app/boot.tsx loads it before the first render). */
export const PAGE_MESSAGE_PART: Partial<Record<PageName, MessagePart | readonly MessagePart[]>> = {
  listing: 'detail',
  'print-listing': 'detail',
  login: 'account',
  'social-login': 'account',
  register: 'account',
  'reset-password': 'account',
  'confirm-email': 'account',
  // The Listings tab also shows the saved agents, as their roster cards.
  'my-account': ACCOUNT_AREA_PARTS,
  profile: ACCOUNT_AREA_PARTS,
  unsubscribe: 'account',
  'demo-outbox': 'account',
  legal: 'legal',
  agents: 'people',
  offices: 'people',
  // A profile's contact form is the listing page's lead form, whose texts are in the detail part.
  agent: PROFILE_PARTS,
  office: PROFILE_PARTS,
  // The guide shows the places nearby of the listing page, whose texts are in the detail part.
  neighbourhood: NEIGHBOURHOOD_PARTS,
  'home-estimates': 'estimates',
  'home-estimate-detail': 'estimates',
  directory: 'places',
  latest: 'places',
};

/** The parts of the messages a page needs beyond the core, as a list (none for most pages). */
export function pageMessageParts(page: PageName): readonly MessagePart[] {
  const part = PAGE_MESSAGE_PART[page];
  return part === undefined ? [] : typeof part === 'string' ? [part] : part;
}

export interface PageEntry {
  /** The internal route (React Router pattern) the resolver's `internal` location matches. */
  path: string;
  page: LazyPage;
}

// Every page is its own chunk: the home page never downloads what only other pages need.
const notFound = pageModule('shared/NotFoundPage', 'NotFoundPage');
// The account's own URL and its tabs' URLs are one page.
const accountPage = pageModule('account-area/AccountPage', 'AccountPage', (c) =>
  withMessagePart(ACCOUNT_AREA_PARTS, c),
);
/** Also the error boundary's fallback, so it is exported on its own. */
export const ServerErrorPage = pageModule('shared/ServerErrorPage', 'ServerErrorPage');

/** The one registry from internal route to page; the compiler insists every page of the route table is here. */
export const PAGES: Readonly<Record<PageName, PageEntry>> = {
  home: { path: '/site-category/:category', page: pageModule('home/HomePage', 'HomePage') },
  listings: { path: '/listings', page: pageModule('results/ResultsPage', 'ResultsPage') },
  listing: {
    path: '/listings/:listingId',
    page: pageModule('listing/ListingPage', 'ListingPage'),
  },
  'print-listing': {
    path: '/print-listing/:listingId',
    page: pageModule('listing/PrintListingPage', 'PrintListingPage'),
  },
  neighbourhood: {
    path: '/neighbourhoods/:neighbourhoodId',
    page: pageModule('neighbourhood/NeighbourhoodPage', 'NeighbourhoodPage', (c) =>
      withMessagePart(NEIGHBOURHOOD_PARTS, c),
    ),
  },
  agents: {
    path: '/rosters/agent',
    page: pageModule('rosters/AgentsPage', 'AgentsPage', withPeopleMessages),
  },
  agent: {
    path: '/bios/:agentId',
    page: pageModule('profiles/AgentPage', 'AgentPage', withProfileMessages),
  },
  offices: {
    path: '/offices',
    page: pageModule('rosters/OfficesPage', 'OfficesPage', withPeopleMessages),
  },
  office: {
    path: '/offices/:officeId',
    page: pageModule('profiles/OfficePage', 'OfficePage', withProfileMessages),
  },
  'home-estimates': {
    path: '/home-estimates-canada',
    page: pageModule('estimates/EstimatesPage', 'EstimatesPage', (c) => withMessagePart('estimates', c)),
  },
  'home-estimate-detail': {
    path: '/home-estimates-detail',
    page: pageModule('estimates/EstimateDetailPage', 'EstimateDetailPage', (c) => withMessagePart('estimates', c)),
  },
  login: {
    path: '/login',
    page: pageModule('account/LoginPage', 'LoginPage', withAccountMessages),
  },
  'social-login': {
    path: '/social-login',
    page: pageModule('account/SocialLoginPage', 'SocialLoginPage', withAccountMessages),
  },
  register: {
    path: '/register',
    page: pageModule('account/RegisterPage', 'RegisterPage', withAccountMessages),
  },
  'reset-password': {
    path: '/reset-password/:token',
    page: pageModule('account/ResetPasswordPage', 'ResetPasswordPage', withAccountMessages),
  },
  'confirm-email': {
    path: '/confirm-email/:token',
    page: pageModule('account/ConfirmEmailPage', 'ConfirmEmailPage', withAccountMessages),
  },
  'my-account': { path: '/my-account', page: accountPage },
  profile: { path: '/profile/:section', page: accountPage },
  unsubscribe: {
    path: '/unsubscribe',
    page: pageModule('account-area/UnsubscribePage', 'UnsubscribePage', withAccountMessages),
  },
  directory: {
    path: '/directory/:slug',
    page: pageModule('directory/DirectoryPage', 'DirectoryPage', (c) => withMessagePart('places', c)),
  },
  latest: {
    path: '/latest/:slug',
    page: pageModule('directory/LatestPage', 'LatestPage', (c) => withMessagePart('places', c)),
  },
  legal: {
    path: '/legal/:slug',
    page: pageModule('legal/LegalPage', 'LegalPage', (c) => withMessagePart('legal', c)),
  },
  // Demo only: outside a demo build and the demo environment the route table has no rule leading here, and a
  // deployment build has not even the page's chunk.
  'demo-outbox': {
    path: '/_demo/outbox',
    page: __DEMO__
      ? lazyPage(() => import('./demo-outbox/DemoOutboxPage').then((m) => withAccountMessages(m.DemoOutboxPage)))
      : notFound,
  },
  'not-found': { path: '/404', page: notFound },
  'server-error': { path: '/500', page: ServerErrorPage },
};

/**
 * Loads the first page's chunk alongside the locale's messages, before the first render. Never
 * rejects: a chunk that fails to load here is tried again by the page itself, under its error boundary.
 */
export function preloadPage(page: PageName): Promise<void> {
  return PAGES[page].page.preload().then(
    () => undefined,
    () => undefined,
  );
}
