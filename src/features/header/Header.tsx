import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { THEME_OF_CATEGORY } from '@/domain/site';
import { loadMessages } from '@/i18n/locale';
import { useRoute } from '@/routing/route-context';
import { SITE_CATEGORIES, type SiteCategory } from '@/routing/route-table';
import { switchLocalePath, urls } from '@/routing/urls';
import { useSession } from '@/features/user/user-api';
import { Container, inlineList, pill } from '@/ui/layout';

const messages = defineMessages({
  categories: { id: 'header.categories.label', defaultMessage: 'Property categories' },
  residential: { id: 'header.categories.residential', defaultMessage: 'Homes' },
  luxury: { id: 'header.categories.luxury', defaultMessage: 'Luxury' },
  commercial: { id: 'header.categories.commercial', defaultMessage: 'Commercial' },
  switchLanguage: { id: 'header.language.switch', defaultMessage: 'Français' },
  switchLanguageLabel: { id: 'header.language.switch-label', defaultMessage: 'Afficher cette page en français' },
});

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

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  padding-block: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    min-height: 72px;
  }
  /* The search bar joins the first line only where it fits: from laptop width. */
  ${({ theme }) => theme.media.laptop} {
    flex-wrap: nowrap;
  }
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

const CategoryNav = styled.nav`
  order: 3;
  flex-basis: 100%;
  ${({ theme }) => theme.media.tablet} {
    order: 0;
    flex-basis: auto;
  }
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
  order: 4;
  flex-basis: 100%;
  &:empty {
    display: none;
  }
  ${({ theme }) => theme.media.laptop} {
    order: 0;
    flex-basis: auto;
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
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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
      to={signedIn ? urls.myAccount(locale, category) : urls.login(locale, category)}
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
}

export function Header({ showLanguageSelector, search }: HeaderProps) {
  const intl = useIntl();
  const { locale, category, page } = useRoute();
  const location = useLocation();
  const target = locale === 'fr' ? 'en' : 'fr';
  const logo = brand.logos[THEME_OF_CATEGORY[category]];
  const logoAlt = intl.formatMessage(logoMessages.home, { brand: brand.name });
  const activeCategory: SiteCategory | null = page === 'home' ? category : null;

  return (
    <Bar>
      <Row>
        <LogoLink to={urls.home(locale, category)}>
          <img className="logo-light" src={logo.light} alt={logoAlt} width={logo.width} height="32" />
          <img className="logo-dark" src={logo.dark} alt={logoAlt} width={logo.width} height="32" />
        </LogoLink>
        <CategoryNav aria-label={intl.formatMessage(messages.categories)}>
          <ul>
            {SITE_CATEGORIES.map((c) => (
              <li key={c}>
                <Link to={urls.home(locale, c)} aria-current={activeCategory === c ? 'page' : undefined}>
                  {intl.formatMessage(messages[c])}
                </Link>
              </li>
            ))}
          </ul>
        </CategoryNav>
        <Spacer>{search}</Spacer>
        {showLanguageSelector && (
          <LanguageLink
            to={switchLocalePath(location.pathname, location.search, target)}
            lang={target === 'fr' ? 'fr-CA' : 'en-CA'}
            hrefLang={target === 'fr' ? 'fr-CA' : 'en-CA'}
            aria-label={intl.formatMessage(messages.switchLanguageLabel)}
            onPointerEnter={() => void loadMessages(target)}
            onFocus={() => void loadMessages(target)}
          >
            {intl.formatMessage(messages.switchLanguage)}
          </LanguageLink>
        )}
        <AccountButton />
      </Row>
    </Bar>
  );
}
