import { css } from 'styled-components';

/** The popup list of a WAI-ARIA combobox (the header search, the estimator's address search). */
export const comboboxListStyles = css`
  z-index: 30;
  overflow: auto;
  padding: ${({ theme }) => theme.space(2)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** One option of that list: a 44 px target, the active one marked by a bar as well as a colour. */
export const comboboxOptionStyles = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
