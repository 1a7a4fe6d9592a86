import { css } from 'styled-components';

/**
 * The frame of the kit's cards: surface, border and shadow, a hover border and a focus ring on the whole card
 * while its link (or any control in it) has focus.
 */
export const cardFrame = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A card whose heading link opens it: the kit's card frame, and the positioning box of the link's cover
 * (`cardCoverLink`).
 */
export const linkedCardStyles = css`
  position: relative;
  height: 100%;
  ${cardFrame}
`;

/**
 * The card's heading (h2 or h3) and its link, which covers the whole card so a tap anywhere opens it; the
 * card's own focus ring stands for the link's.
 */
export const cardCoverLink = css`
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a::after,
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  h2 a:focus-visible,
  h3 a:focus-visible {
    outline: none;
  }
`;
