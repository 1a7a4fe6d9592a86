import styled from 'styled-components';

/** The guide's two-column grid (one column below laptops): charts side by side, place lists side by side. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A section's quiet line of text: an intro, or why there is nothing to list. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
