import styled from 'styled-components';
import { Breadcrumbs } from '@/ui/Breadcrumbs';

// The detail page's frame, shared by the listing and its loading and error states (so nothing moves
// when the listing arrives).

export const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.75fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

export const Crumbs = styled(Breadcrumbs)`
  padding-top: ${({ theme }) => theme.space(4)};
`;

export const Body = styled.div`
  display: grid;
  /* minmax(0, …): a sideways-scrolling row inside must not widen the column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: 1280px) {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

export const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-block: ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
