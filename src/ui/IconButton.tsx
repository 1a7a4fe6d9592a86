import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

/** ghost: no fill until hovered (a panel's close, expand); raised: a round button over a photo or a map. */
export type IconButtonVariant = 'ghost' | 'raised';

const VARIANTS = {
  ghost: css`
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  raised: css`
    border-radius: ${({ theme }) => theme.radii.pill};
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
    &:hover {
      border-color: ${({ theme }) => theme.colors.text};
    }
  `,
};

const Base = styled.button<{ $variant: IconButtonVariant }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 1px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    width: 24px;
    height: 24px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${({ $variant }) => VARIANTS[$variant]};
`;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'aria-labelledby' | 'children'
> {
  /** The button's accessible name, already translated: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (from `./icons`), decorative. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that shows only an icon: named by `label`, at least 44 × 44 px, with the theme's focus ring.
 * `type` defaults to "button" so it never submits a form by accident.
 */
export function IconButton({ label, icon, variant = 'ghost', type = 'button', ...props }: IconButtonProps) {
  return (
    <Base type={type} aria-label={label} $variant={variant} {...props}>
      {icon}
    </Base>
  );
}
