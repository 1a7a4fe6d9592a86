import styled from 'styled-components';

/**
 * A pill-shaped action beside a page's title (favourite, share, print, contact, directions): 44 px tall,
 * an accent icon, filled when pressed. `className="primary"` makes it the page's main action.
 */
export const ActionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &.primary {
    background: ${({ theme }) => theme.colors.accent};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.onAccent};
    svg {
      color: inherit;
    }
  }
`;
