import styled from 'styled-components';
import { mapFrameStyles } from './MapFrame';

// Leaflet's look, in the theme's colours (CSS variables), so pins, clusters, controls and the
// provinces outline read well in light and dark mode alike.
export const MapRoot = styled.div`
  ${mapFrameStyles};
  isolation: isolate;

  .foyer-map {
    position: absolute;
    inset: 0;
    font: inherit;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .foyer-map:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  /* The outline shipped with the app, drawn beneath the tiles: it shows wherever tiles do not load. */
  .foyer-province {
    fill: ${({ theme }) => theme.colors.surface};
    fill-opacity: 1;
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-opacity: 0.45;
    stroke-width: 1px;
    stroke-linejoin: round;
  }

  .foyer-pin {
    display: flex;
    align-items: flex-end;
    justify-content: center;
    padding-bottom: 2px;
    background: none;
    border: 0;
    cursor: pointer;
  }
  .foyer-pin__label {
    position: relative;
    padding: 3px 8px;
    font-size: 0.8125rem;
    font-weight: 700;
    line-height: 1.2;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
    border: 1px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  .foyer-pin__label::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -5px;
    width: 8px;
    height: 8px;
    background: inherit;
    border-right: inherit;
    border-bottom: inherit;
    transform: translateX(-50%) rotate(45deg);
  }
  .foyer-pin:hover .foyer-pin__label {
    background: ${({ theme }) => theme.colors.accentHover};
  }
  .foyer-pin[aria-pressed='true'] .foyer-pin__label {
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.text};
  }

  .foyer-cluster {
    display: grid;
    place-items: center;
    cursor: pointer;
  }
  .foyer-cluster__count {
    display: grid;
    place-items: center;
    width: calc(100% - 6px);
    height: calc(100% - 6px);
    font-size: 0.875rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
    box-shadow:
      0 0 0 4px color-mix(in srgb, ${({ theme }) => theme.colors.accent} 30%, transparent),
      ${({ theme }) => theme.shadows.card};
  }

  .foyer-pin:focus,
  .foyer-cluster:focus {
    outline: none;
  }
  .foyer-pin:focus-visible .foyer-pin__label,
  .foyer-cluster:focus-visible .foyer-cluster__count {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Zoom buttons: 44 px hit targets. */
  .leaflet-bar {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  .leaflet-bar a,
  .leaflet-touch .leaflet-bar a {
    width: 44px;
    height: 44px;
    line-height: 44px;
    font-size: 22px;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom-color: ${({ theme }) => theme.colors.border};
  }
  .leaflet-bar a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .leaflet-bar a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  .leaflet-bar a.leaflet-disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .leaflet-touch .leaflet-bar {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  .leaflet-control-attribution {
    color: ${({ theme }) => theme.colors.textMuted};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 85%, transparent);
  }
  .leaflet-control-attribution a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
