import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { THEME_OF_CATEGORY } from '@/domain/site';
import { loadMessages } from '@/i18n/locale';
import { useRoute } from '@/routing/route-context';
import { SITE_CATEGORIES, type SiteCategory } from '@/routing/route-table';
import { switchLocalePath, urls } from '@/routing/urls';
import { trackEvent } from '@/features/analytics/analytics-api';
import { useSession } from '@/features/user/user-api';
import { Container, inlineList, pill } from '@/ui/layout';
import { PopupMenu } from '@/ui/PopupMenu';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { MENU_NAMES, navMenus, type MenuName, type NavItem } from './nav-presets';

// The panels and the drawer (and their `nav` messages) load when a menu or the drawer is first wanted.
const loadPanel = () => import('./MenuPanel');
const loadDrawer = () => import('./HeaderDrawer');
const MenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MenuPanel })));
const HeaderDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.HeaderDrawer })));

const messages = defineMessages({
  categories: { id: 'header.categories.label', defaultMessage: 'Property categories' },
  residential: { id: 'header.categories.residential', defaultMessage: 'Homes' },
  luxury: { id: 'header.categories.luxury', defaultMessage: 'Luxury' },
  commercial: { id: 'header.categories.commercial', defaultMessage: 'Commercial' },
  switchLanguage: { id: 'header.language.switch', defaultMessage: 'Français' },
  switchLanguageLabel: { id: 'header.language.switch-label', defaultMessage: 'Afficher cette page en français' },
});

/** The menus' names; the header text set is prefixed for a category (spec §2.3): commercial buying includes leasing. */
const menuMessages = defineMessages({
  label: { id: 'header.menus.label', defaultMessage: 'Main menu' },
  buy: { id: 'header.menu.buy', defaultMessage: 'Buy' },
  'commercial-buy': { id: 'header.menu.commercial-buy', defaultMessage: 'Buy or lease' },
  sell: { id: 'header.menu.sell', defaultMessage: 'Sell' },
  news: { id: 'header.menu.news', defaultMessage: 'News' },
  drawer: { id: 'header.drawer.open', defaultMessage: 'Menu' },
  loading: { id: 'header.menu.loading', defaultMessage: 'Loading…' },
});

function menuLabel(intl: IntlShape, name: MenuName, category: SiteCategory): string {
  const prefixed = `${category}-${name}`;
  const descriptor =
    prefixed in menuMessages ? menuMessages[prefixed as keyof typeof menuMessages] : menuMessages[name];
  return intl.formatMessage(descriptor);
}

const logoMessages = defineMessages<{ home: { brand: string } }>({
  home: { id: 'header.logo.home', defaultMessage: '{brand} home' },
});

const accountMessages = defineMessages<{
  greeting: { name: string };
  signIn: Record<string, never>;
  myAccount: Record<string, never>;
}>({
  greeting: { id: 'header.account.greeting', defaultMessage: 'Hi, {name}' },
  signIn: { id: 'header.account.sign-in', defaultMessage: 'Sign in' },
  myAccount: { id: 'header.account.my-account', defaultMessage: 'My account' },
});

const Bar = styled.header`
  position: relative;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/*
 * Phones: a grid, so the first line (logo, a sponsor's logo, account, menu) never wraps, whatever the
 * font while it loads; the search bar has the second line. From tablet: one line.
 */
const Row = styled(Container)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  > .account {
    grid-area: 1 / 3;
  }
  > .drawer {
    grid-area: 1 / 4;
  }
  > .search {
    grid-area: 2 / 1 / 3 / -1;
  }
  ${({ theme }) => theme.media.tablet} {
    display: flex;
    min-height: 72px;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** Laptop and up: a slim line above the header with the site categories, our networks and the language. */
const Utility = styled.div`
  display: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.laptop} {
    display: block;
  }
  > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(6)};
    min-height: 58px;
    padding-block: ${({ theme }) => theme.space(1)};
  }
`;

const Affiliates = styled.ul`
  ${inlineList};
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  img {
    height: 24px;
    width: auto;
  }
  html[data-color-mode='dark'] & img {
    filter: invert(1) brightness(1.4);
  }
`;

const Push = styled.div`
  flex: 1;
`;

const MainNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.laptop} {
    display: block;
  }
  > ul {
    ${inlineList};
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** A header menu's popup: the full width of the header, just under it. */
const popupClass = 'header-menu-popup';
const PopupStyles = styled.div`
  .${popupClass} {
    position: absolute;
    inset-inline: 0;
    top: 100%;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    padding-block: ${({ theme }) => theme.space(6)};
    max-height: calc(100vh - 140px);
    overflow: auto;
  }
`;

const DrawerButton = styled.button`
  ${pill};
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    flex: none;
    width: 22px;
    height: 22px;
  }
  /* The narrowest phones keep the icon; the name stays for screen readers. */
  @media (max-width: 399px) {
    border-color: transparent;
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

const PanelFallback = styled.p`
  min-height: 260px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  img {
    height: 32px;
    width: auto;
  }
  html[data-color-mode='dark'] & .logo-light,
  html:not([data-color-mode='dark']) & .logo-dark {
    display: none;
  }
`;

const CategoryList = styled.div`
  ul {
    ${inlineList};
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    ${pill};
    padding: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  justify-content: center;
  &:empty {
    display: none;
  }
  ${({ theme }) => theme.media.tablet} {
    &:empty {
      display: block;
    }
  }
`;

const LanguageLink = styled(Link)`
  ${pill};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

const AccountLink = styled(Link)`
  ${pill};
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
  max-width: 14rem;
  svg {
    flex: none;
    width: 22px;
    height: 22px;
  }
  justify-self: end;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The narrowest phones keep the icon; the name stays for screen readers. */
  @media (max-width: 399px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * Spec §2.5: the account button links to the account page, greeting a signed-in visitor by first name,
 * otherwise "sign in". It reads the session from the store, so it changes as soon as the visitor signs in or out.
 */
function AccountButton() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const { signedIn, profile } = useSession();
  const name = profile?.firstName.trim();
  const label = signedIn
    ? name
      ? intl.formatMessage(accountMessages.greeting, { name })
      : intl.formatMessage(accountMessages.myAccount)
    : intl.formatMessage(accountMessages.signIn);
  return (
    <AccountLink
      className="account"
      to={signedIn ? urls.myAccount(locale, category) : urls.login(locale, category)}
      onClick={() =>
        trackEvent({ type: 'nav_click', menu: 'account', item: signedIn ? 'my-account' : 'sign-in', category })
      }
      title={signedIn ? intl.formatMessage(accountMessages.myAccount) : undefined}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
      </svg>
      <span>{label}</span>
    </AccountLink>
  );
}

interface HeaderProps {
  showLanguageSelector: boolean;
  /** The header search bar, or nothing on the category home pages. */
  search: ReactNode;
  /** The sponsor takeover's logo beside ours, while a takeover runs. */
  sponsor?: ReactNode;
  /** The ad slot of the wide header's top line. */
  ad?: ReactNode;
}

function CategoryLinks({ locale, active }: { locale: Locale; active: SiteCategory | null }) {
  const intl = useIntl();
  return (
    <CategoryList>
      <ul>
        {SITE_CATEGORIES.map((c) => (
          <li key={c}>
            <Link to={urls.home(locale, c)} aria-current={active === c ? 'page' : undefined}>
              {intl.formatMessage(messages[c])}
            </Link>
          </li>
        ))}
      </ul>
    </CategoryList>
  );
}

function AffiliateLogos({ category }: { category: SiteCategory }) {
  return (
    <Affiliates>
      {brand.affiliates.map((affiliate) => (
        <li key={affiliate.url}>
          <a
            href={affiliate.url}
            onClick={() => trackEvent({ type: 'nav_click', menu: 'affiliate', item: affiliate.id, category })}
          >
            <img src={affiliate.logo} alt={affiliate.name} width={affiliate.width} height="28" loading="lazy" />
          </a>
        </li>
      ))}
    </Affiliates>
  );
}

function LanguageSwitch({ locale, target }: { locale: Locale; target: Locale }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <LanguageLink
      to={switchLocalePath(location.pathname, location.search, target)}
      lang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      hrefLang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      aria-label={intl.formatMessage(messages.switchLanguageLabel)}
      onPointerEnter={() => void loadMessages(target)}
      onFocus={() => void loadMessages(target)}
      onClick={() => trackEvent({ type: 'language_select', from: locale, to: target })}
    >
      {intl.formatMessage(messages.switchLanguage)}
    </LanguageLink>
  );
}

/**
 * The header on every page (spec §2.5). Wide screens: the categories, our networks and the language on a
 * slim line, then the logo, the search bar, the Buy, Sell and (residential) News menus and the account
 * button. Smaller screens: the logo, the search bar, the account button and a drawer holding the rest.
 */
export function Header({ showLanguageSelector, search, sponsor, ad }: HeaderProps) {
  const intl = useIntl();
  const { locale, category, page } = useRoute();
  const target = locale === 'fr' ? 'en' : 'fr';
  const logo = brand.logos[THEME_OF_CATEGORY[category]];
  const logoAlt = intl.formatMessage(logoMessages.home, { brand: brand.name });
  const activeCategory: SiteCategory | null = page === 'home' ? category : null;
  const menus = useMemo(() => navMenus(locale, category), [locale, category]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const drawerButton = useRef<HTMLButtonElement>(null);

  const labels = Object.fromEntries(MENU_NAMES.map((name) => [name, menuLabel(intl, name, category)])) as Record<
    MenuName,
    string
  >;
  // Analytics (spec §2.5): which menu item was followed, by its id, never its text or address.
  const chose = (menu: MenuName | 'drawer', item: NavItem | 'spotlight', section?: MenuName) =>
    trackEvent({
      type: 'nav_click',
      menu,
      item: [section, item === 'spotlight' ? item : item.id].filter(Boolean).join('.'),
      category,
    });
  const language = showLanguageSelector ? <LanguageSwitch locale={locale} target={target} /> : null;

  return (
    <Bar>
      <Utility>
        <Container>
          <nav aria-label={intl.formatMessage(messages.categories)}>
            <CategoryLinks locale={locale} active={activeCategory} />
          </nav>
          <AffiliateLogos category={category} />
          <Push />
          {ad}
          {language}
        </Container>
      </Utility>
      <Row>
        <LogoLink
          to={urls.home(locale, category)}
          onClick={() => trackEvent({ type: 'nav_click', menu: 'logo', item: 'home', category })}
        >
          <img className="logo-light" src={logo.light} alt={logoAlt} width={logo.width} height="32" />
          <img className="logo-dark" src={logo.dark} alt={logoAlt} width={logo.width} height="32" />
        </LogoLink>
        {sponsor}
        <Spacer className="search">{search}</Spacer>
        <MainNav aria-label={intl.formatMessage(menuMessages.label)}>
          <PopupStyles as="ul">
            {MENU_NAMES.map((name) => {
              const items = menus[name];
              if (!items) return null;
              return (
                <li key={name} data-menu={name}>
                  <PopupMenu label={labels[name]} hover popupClassName={popupClass} onIntent={() => void loadPanel()}>
                    <Container>
                      <Suspense fallback={<PanelFallback>{intl.formatMessage(menuMessages.loading)}</PanelFallback>}>
                        <MenuPanel
                          menu={name}
                          items={items}
                          locale={locale}
                          category={category}
                          onChoose={(item) => chose(name, item)}
                        />
                      </Suspense>
                    </Container>
                  </PopupMenu>
                </li>
              );
            })}
          </PopupStyles>
        </MainNav>
        <AccountButton />
        <DrawerButton
          ref={drawerButton}
          className="drawer"
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <span>{intl.formatMessage(menuMessages.drawer)}</span>
        </DrawerButton>
      </Row>
      <Suspense fallback={null}>
        {drawerMounted && (
          <HeaderDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            locale={locale}
            menus={menus}
            menuLabels={labels}
            onChoose={(section, item) => chose('drawer', item, section)}
            categories={<CategoryLinks locale={locale} active={activeCategory} />}
            language={language}
            affiliates={<AffiliateLogos category={category} />}
          />
        )}
      </Suspense>
    </Bar>
  );
}
