import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, inlineList, pill } from '@/ui/layout';

// The header's own frame: its lines, the logo, the search bar's place, the menus and the drawer's button.

export const Bar = styled.header`
  position: relative;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/*
 * Phones: a grid, so the first line (logo, a sponsor's logo, account, menu) never wraps, whatever the
 * font while it loads; the search bar has the second line. From tablet: one line.
 */
export const Row = styled(Container)`
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
export const Utility = styled.div`
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

export const Push = styled.div`
  flex: 1;
`;

export const MainNav = styled.nav`
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
export const popupClass = 'header-menu-popup';
export const PopupStyles = styled.div`
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

export const DrawerButton = styled.button`
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

export const PanelFallback = styled.p`
  min-height: 260px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LogoLink = styled(Link)`
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
  /* Before the app has read the visitor's choice (the build's first-paint page): the system's colours. */
  @media (prefers-color-scheme: dark) {
    html:not([data-color-mode]) & .logo-light {
      display: none;
    }
    html:not([data-color-mode]) & .logo-dark {
      display: inline;
    }
  }
`;

export const Spacer = styled.div`
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
