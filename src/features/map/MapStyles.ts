import styled from 'styled-components';
import { mapFrameStyles, visuallyHidden } from './MapFrame';

// Leaflet's look, in the theme's colours (CSS variables), so pins, clusters, controls and the
// provinces outline read well in light and dark mode alike.
export const MapRoot = styled.div`
  ${mapFrameStyles};
  isolation: isolate;

  /* Without tiles the map is still Canada: water behind, land, provinces and lakes drawn beneath the
     tiles (ProvinceOutline), in the theme's colours so light and dark mode both read. */
  --map-water: color-mix(in srgb, #5b93b5 26%, ${({ theme }) => theme.colors.surface});
  --map-land: ${({ theme }) => theme.colors.surfaceAlt};
  --map-border: ${({ theme }) => theme.colors.textMuted};
  .foyer-map {
    position: absolute;
    inset: 0;
    font: inherit;
    background: var(--map-water);
  }
  .foyer-map[data-outline-detail='coarse'] {
    --map-water: color-mix(in srgb, #5b93b5 12%, var(--map-land));
  }
  .foyer-map:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  /* Leaflet frees only its overlay pane's SVG from the page's "svg { max-width: 100% }": the outline's
     own pane is as wide as a pane (0 px), so without this the outline was drawn into nothing. */
  .leaflet-foyer-outline-pane svg {
    max-width: none !important;
    max-height: none !important;
  }
  .foyer-land {
    fill: color-mix(in srgb, var(--map-land) 70%, var(--map-water));
    fill-opacity: 1;
    stroke: var(--map-border);
    stroke-opacity: 0.35;
    stroke-width: 1px;
    stroke-linejoin: round;
  }
  .foyer-province {
    fill: var(--map-land);
    fill-opacity: 1;
    stroke: var(--map-border);
    stroke-opacity: 0.55;
    stroke-width: 1px;
    stroke-linejoin: round;
  }
  /* Lakes are holes in the land: their shore is the provinces' line, not one of their own. */
  .foyer-lake {
    fill: var(--map-water);
    fill-opacity: 1;
    stroke: none;
  }
  /* Province and city names, beneath the tiles (PlaceLabels). */
  .foyer-place {
    width: auto !important;
    height: auto !important;
    background: none;
    border: 0;
  }
  .foyer-place span {
    display: block;
    transform: translate(-50%, -50%);
    white-space: nowrap;
    font-size: 0.75rem;
    font-weight: 600;
    line-height: 1;
    color: color-mix(in srgb, ${({ theme }) => theme.colors.text} 72%, var(--map-land));
    text-shadow:
      0 0 2px var(--map-land),
      0 0 4px var(--map-land);
  }
  .foyer-place--tier1 span {
    font-size: 0.8125rem;
    font-weight: 700;
  }
  .foyer-place--province span {
    font-size: 0.6875rem;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: color-mix(in srgb, ${({ theme }) => theme.colors.textMuted} 80%, var(--map-land));
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
  /* The listing hovered or focused in the list: its pin, or the cluster that holds it, stands out. */
  .foyer-pin.is-highlighted .foyer-pin__label {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.highlight};
    transform: scale(1.12);
  }
  .foyer-cluster.is-highlighted .foyer-cluster__count {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.highlight};
    box-shadow:
      0 0 0 6px color-mix(in srgb, ${({ theme }) => theme.colors.highlight} 45%, transparent),
      ${({ theme }) => theme.shadows.card};
  }
  .foyer-pin__label,
  .foyer-cluster__count {
    transition: transform 120ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    .foyer-pin__label,
    .foyer-cluster__count {
      transition: none;
    }
  }
  .foyer-cluster:hover .foyer-cluster__count {
    background: ${({ theme }) => theme.colors.accentHover};
  }
  /* What a cluster holds, on hover or focus. */
  .foyer-cluster-tip {
    position: absolute;
    z-index: 900;
    top: 0;
    left: 0;
    width: max-content;
    max-width: min(280px, calc(100% - 16px));
    padding: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  .foyer-cluster-tip[hidden] {
    display: none;
  }
  .foyer-cluster-tip__title {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .foyer-cluster-tip__rows {
    display: grid;
    grid-template-columns: auto minmax(48px, 1fr) auto;
    gap: 2px ${({ theme }) => theme.space(2)};
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-cluster-tip__rows + .foyer-cluster-tip__rows {
    margin-top: ${({ theme }) => theme.space(2)};
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .foyer-cluster-tip__rows li {
    display: contents;
  }
  .foyer-cluster-tip__bar {
    height: 6px;
    border-radius: 3px;
    background:
      linear-gradient(90deg, ${({ theme }) => theme.colors.accent} calc(var(--share) * 100%), transparent 0),
      ${({ theme }) => theme.colors.surfaceAlt};
  }
  .foyer-cluster-tip__count {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .foyer-visually-hidden {
    ${visuallyHidden};
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

  /* Above the phone's closed bottom sheet (MapLayout). */
  .leaflet-bottom {
    bottom: var(--map-sheet-space, 0px);
  }
  .leaflet-control-attribution {
    color: ${({ theme }) => theme.colors.textMuted};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 85%, transparent);
  }
  .leaflet-control-attribution a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
