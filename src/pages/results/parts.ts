import styled from 'styled-components';

/** The results grid: one column on phones, up to four on wide screens. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/** An empty state: a short title, what to try next, and a way to do it. */
export const EmptyState = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
