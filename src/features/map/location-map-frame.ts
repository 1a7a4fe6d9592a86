import styled from 'styled-components';

/**
 * The small location map's box, shared by the map and its placeholder so nothing shifts when the map
 * arrives: 4:3, never taller than a phone's half screen.
 */
export const LocationFrame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  max-height: min(420px, 60vh);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
