import styled, { css } from 'styled-components';

/** The page's content column: fluid gutters, capped at the wide breakpoint. */
export const Container = styled.div`
  width: 100%;
  max-width: 1320px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
`;

/** A list laid out as a row of items, without bullets. */
/** Out of sight, still read by screen readers (the `.visually-hidden` class, for styled components and media queries). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const inlineList = css`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A rounded link with a touch-sized hit area (44 px). */
export const pill = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  text-decoration: none;
`;

/** A list (`ul`) of bordered pill links that wraps: a page's jump list, its neighbourhoods, its popular searches. */
export const chipLinks = css`
  ${inlineList};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    ${pill};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * A page's column of sections: one shrinkable grid column (a wide table or chart scrolls in its own box rather than
 * widening the page on a phone), its sections `$gap` apart.
 */
export const PageColumn = styled(Container)<{ $gap?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 6 }) => theme.space($gap)};
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
`;
