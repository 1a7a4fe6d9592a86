import styled from 'styled-components';

/** The tile and data credits in a map's corner, readable over any tile. */
export const MapCredit = styled.small`
  position: absolute;
  z-index: 1000;
  right: 0;
  bottom: 0;
  padding: 2px ${({ theme }) => theme.space(2)};
  font-size: 0.6875rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 85%, transparent);
  border-top-left-radius: ${({ theme }) => theme.radii.sm};
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
