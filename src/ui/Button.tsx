import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Shared looks, applied to buttons and to router links alike (`styled(Link)`). */
export const buttonStyles = {
  primary: css`
    ${base};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  secondary: css`
    ${base};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover {
      border-color: ${({ theme }) => theme.colors.text};
    }
  `,
  /** Quiet actions (close, show more): no fill until hovered. */
  ghost: css`
    ${base};
    padding: 0 ${({ theme }) => theme.space(3)};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
};

export type ButtonVariant = keyof typeof buttonStyles;

export const PrimaryButton = styled.button`
  ${buttonStyles.primary};
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${({ $variant }) => buttonStyles[$variant]};
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/** A button in one of the shared looks; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...props} />;
}
