import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './Button';

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${({ $variant }) => buttonStyles[$variant]};
`;

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A router link that looks like a button: it still navigates, so it stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} {...props} />;
}
