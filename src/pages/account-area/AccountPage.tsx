import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SavedAgents } from '@/features/agents/SavedAgents';
import { ListingCard } from '@/features/listing/ListingCard';
import { appliedFilters } from '@/features/search/filter-labels';
import { ChangePasswordForm } from '@/features/auth/ChangePasswordForm';
import { ConfirmEmailReminder } from '@/features/auth/ConfirmEmailReminder';
import { FavouriteChangeBadge } from '@/features/favourites/FavouriteChangeBadge';
import { FavouriteListings } from '@/features/favourites/FavouriteListings';
import { ProfileForm } from '@/features/user/ProfileForm';
import { SavedSearchList } from '@/features/saved-searches/SavedSearchList';
import { useAuth } from '@/features/auth/auth-api';
import { useSession } from '@/features/user/user-api';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { Tabs } from '@/ui/Tabs';

const v = defineMessages<{ title: { section: string }; greeting: { name: string } }>({
  title: {
    id: 'account.page.title',
    defaultMessage: '{section, select, searches {Saved searches} listings {Favourite properties} other {My account}}',
  },
  greeting: { id: 'account.page.greeting', defaultMessage: 'Hello, {name}' },
});

const m = defineMessages({
  description: {
    id: 'account.page.description',
    defaultMessage: 'Your contact details, saved searches with their e-mail alerts, and favourite properties.',
  },
  greetingNoName: { id: 'account.page.greeting.no-name', defaultMessage: 'Hello' },
  intro: {
    id: 'account.page.intro',
    defaultMessage: 'Manage your details, your saved searches and the properties you keep an eye on.',
  },
  signOut: { id: 'account.page.sign-out', defaultMessage: 'Sign out' },
  sections: { id: 'account.page.sections', defaultMessage: 'My account' },
  account: { id: 'account.tab.account', defaultMessage: 'Account' },
  searches: { id: 'account.tab.searches', defaultMessage: 'Searches' },
  listings: { id: 'account.tab.listings', defaultMessage: 'Listings' },
});

/** The account area's tabs, by their `/profile/{section}` name (spec §2.6). */
export const ACCOUNT_SECTIONS = ['account', 'searches', 'listings'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

const isSection = (value: string | undefined): value is AccountSection =>
  (ACCOUNT_SECTIONS as readonly (string | undefined)[]).includes(value);

/** History state of a tab change: the new page gives focus back to the selected tab. */
interface TabNavigationState {
  accountTab: true;
}

const isTabNavigation = (state: unknown): state is TabNavigationState =>
  typeof state === 'object' && state !== null && (state as Partial<TabNavigationState>).accountTab === true;

const Page = styled(Container)`
  max-width: 1120px;
  padding-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(16)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  max-width: 720px;
  padding-top: ${({ theme }) => theme.space(4)};
`;

/**
 * The account area (spec §2.1 `/my-{brand}`, `/profile/{section}`; §2.6): a greeting, sign-out, and the
 * Account, Searches and Listings tabs. Each tab has its own URL, so Back returns to the previous tab. The
 * app shows this page to signed-in visitors only.
 */
export function AccountPage() {
  const intl = useIntl();
  const route = useRoute();
  const { locale, category, page, params, navigate } = route;
  const { profile } = useSession();
  const { signOut } = useAuth();
  const firstName = profile?.firstName?.trim();
  const tabsRef = useRef<HTMLDivElement>(null);

  const requested = page === 'profile' ? params.section : 'account';
  const known = isSection(requested);
  const section: AccountSection = known ? requested : 'account';
  // Panels mount when first shown, then stay mounted with the page, so a half-typed form survives a tab change.
  const [visited, setVisited] = useState<ReadonlySet<AccountSection>>(() => new Set([section]));
  if (!visited.has(section)) setVisited(new Set([...visited, section]));

  // An unknown section is not worth a 404: the account's own URL says what is shown.
  useEffect(() => {
    if (!known) void navigate(urls.myAccount(locale, category), { replace: true });
  }, [known, navigate, locale, category]);

  // The route's location carries the history state (the page's own location is the internal one).
  const historyState = (route as { state?: unknown }).state;
  useEffect(() => {
    if (!isTabNavigation(historyState)) return;
    // After the shell has moved focus to the new page's main region: back to the tab that was chosen.
    const timer = setTimeout(() => {
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [historyState, section]);

  usePageMeta({
    title: intl.formatMessage(v.title, { section }),
    description: intl.formatMessage(m.description),
    noindex: true,
  });

  const select = (id: string) => {
    if (!isSection(id) || id === section) return;
    const state: TabNavigationState = { accountTab: true };
    void navigate(urls.profile(locale, id, category), { state });
  };

  const content: Record<AccountSection, () => ReactNode> = {
    account: () => (
      <Panel>
        <ProfileForm locale={locale} />
        <ChangePasswordForm />
      </Panel>
    ),
    searches: () => (
      <SavedSearchList
        locale={locale}
        category={category}
        describeFilters={(filters, searchCategory) =>
          appliedFilters(filters, searchCategory, intl).map((applied) => applied.label)
        }
      />
    ),
    listings: () => (
      <Panel>
        <FavouriteListings
          locale={locale}
          category={category}
          renderCard={(listing) => (
            <div className="favourite">
              <FavouriteChangeBadge listingId={listing.listingId} price={listing.listPrice} status={listing.status} />
              <ListingCard listing={listing} locale={locale} />
            </div>
          )}
        />
        <SavedAgents locale={locale} category={category} />
      </Panel>
    ),
  };

  return (
    <Page>
      <Header>
        <div>
          <h1>
            {firstName ? intl.formatMessage(v.greeting, { name: firstName }) : intl.formatMessage(m.greetingNoName)}
          </h1>
          <p>{intl.formatMessage(m.intro)}</p>
        </div>
        <Button variant="secondary" onClick={signOut}>
          {intl.formatMessage(m.signOut)}
        </Button>
      </Header>
      <ConfirmEmailReminder />
      <div ref={tabsRef}>
        <Tabs
          label={intl.formatMessage(m.sections)}
          value={section}
          onChange={select}
          items={ACCOUNT_SECTIONS.map((id) => ({
            id,
            label: intl.formatMessage(m[id]),
            content: visited.has(id) ? content[id]() : null,
          }))}
        />
      </div>
    </Page>
  );
}
