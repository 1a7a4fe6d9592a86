import styled from 'styled-components';

/**
 * The sticky in-page navigation of a long page (the listing's sections, a neighbourhood guide's): a row
 * of pill links that scrolls sideways on a phone; the current section's link carries
 * `aria-current="location"`.
 */
export const SectionNavBar = styled.nav`
  position: sticky;
  top: 0;
  z-index: 5;
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
    overscroll-behavior-x: contain;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='location'] {
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
  }
`;
