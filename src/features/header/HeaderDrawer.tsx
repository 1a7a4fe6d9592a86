import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import { Dialog } from '@/ui/Dialog';
import { Disclosure } from '@/ui/Disclosure';
import { navMessages } from './nav-messages';
import { MENU_NAMES, type MenuName, type NavItem, type NavMenus } from './nav-presets';
import { NavItemLink } from './MenuPanel';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > section {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface HeaderDrawerProps {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  menus: NavMenus;
  /** The menus' names, from the header's own (category-prefixed) text set. */
  menuLabels: Record<MenuName, string>;
  onChoose: (menu: MenuName, item: NavItem) => void;
  /** The category links and the language selector, as the header renders them. */
  categories: ReactNode;
  language: ReactNode;
  affiliates: ReactNode;
}

/**
 * The phone and tablet menu (spec §2.5): a right-hand drawer with collapsible Buy, Sell and News sections,
 * the site categories, the language selector and the affiliate logos. The dialog traps focus, closes on
 * Escape and on its backdrop, and gives focus back to the menu button.
 */
export function HeaderDrawer(props: HeaderDrawerProps) {
  return (
    <MessagePartRoot locale={props.locale} part="nav">
      <DrawerContent {...props} />
    </MessagePartRoot>
  );
}

function DrawerContent({
  open,
  onClose,
  menus,
  menuLabels,
  onChoose,
  categories,
  language,
  affiliates,
}: HeaderDrawerProps) {
  const intl = useIntl();
  return (
    <Dialog variant="drawer" open={open} onClose={onClose} title={intl.formatMessage(navMessages.drawerTitle)}>
      <Sections>
        {MENU_NAMES.map((name) => {
          const items = menus[name];
          if (!items) return null;
          return (
            <section key={name}>
              <Disclosure summary={menuLabels[name]} headingLevel={3} defaultOpen={name === 'buy'}>
                <ul>
                  {items.map((item) => (
                    <li key={item.id}>
                      <NavItemLink
                        item={item}
                        onChoose={(chosen) => {
                          onChoose(name, chosen);
                          onClose();
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </Disclosure>
            </section>
          );
        })}
        <nav aria-label={intl.formatMessage(navMessages.categories)}>
          <h3 aria-hidden="true">{intl.formatMessage(navMessages.categories)}</h3>
          {categories}
        </nav>
        <div>
          <h3>{intl.formatMessage(navMessages.language)}</h3>
          {language}
        </div>
        <div>
          <h3>{intl.formatMessage(navMessages.affiliates)}</h3>
          {affiliates}
        </div>
      </Sections>
    </Dialog>
  );
}
