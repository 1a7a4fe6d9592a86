import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { brand } from '@/config/brand';
import { THEME_OF_CATEGORY } from '@/domain/site';
import { useRoute } from '@/routing/route-context';
import type { SiteCategory } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { trackEvent } from '@/features/analytics/analytics-api';
import { MenuIcon } from '@/ui/icons';
import { Container } from '@/ui/layout';
import { PopupMenu } from '@/ui/PopupMenu';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { AccountButton } from './AccountButton';
import { AffiliateLogos } from './AffiliateLogos';
import { CategoryLinks } from './CategoryLinks';
import {
  Bar,
  DrawerButton,
  LogoLink,
  MainNav,
  PanelFallback,
  popupClass,
  PopupStyles,
  Push,
  Row,
  Spacer,
  Utility,
} from './header-styles';
import { LanguageSwitch } from './LanguageSwitch';
import { MENU_NAMES, navMenus, type MenuName, type NavItem } from './nav-presets';

// The panels and the drawer (and their `nav` messages) load when a menu or the drawer is first wanted.
const loadPanel = () => import('./MenuPanel');
const loadDrawer = () => import('./HeaderDrawer');
const MenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MenuPanel })));
const HeaderDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.HeaderDrawer })));

const messages = defineMessages({
  categories: { id: 'header.categories.label', defaultMessage: 'Property categories' },
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

interface HeaderProps {
  showLanguageSelector: boolean;
  /** The header search bar, or nothing on the category home pages. */
  search: ReactNode;
  /** The sponsor takeover's logo beside ours, while a takeover runs. */
  sponsor?: ReactNode;
  /** The ad slot of the wide header's top line. */
  ad?: ReactNode;
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
          <MenuIcon />
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
