import styled, { css } from 'styled-components';

/** The map's box, shared by the map and its loading skeleton so nothing shifts when the map arrives. */
export const mapFrameStyles = css`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const MapSkeletonFrame = styled.div`
  ${mapFrameStyles};
  background:
    linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.surface} 50%, transparent) 0 0 / 40% 100%
      no-repeat,
    ${({ theme }) => theme.colors.surfaceAlt};
  animation: map-skeleton 1.4s ease-in-out infinite;
  @keyframes map-skeleton {
    from {
      background-position-x: -60%;
    }
    to {
      background-position-x: 160%;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
