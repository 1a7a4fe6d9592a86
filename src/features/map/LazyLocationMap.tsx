import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { LocationFrame } from './location-map-frame';
import type { LocationMapProps } from './LocationMap';

// Leaflet, the outlines of Canada and the map's styles come in this chunk, fetched only when a page
// shows the small map (the listing page, once its neighbourhood section nears the viewport).
const LocationMap = lazy(() => import('./LocationMap'));

const Sketch = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  .pin {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The small map's stand-in, of the map's exact size: a pin in a ring, where the map has not loaded (not
 * yet near the viewport, its chunk on the way, or no IntersectionObserver to say when). Decoration only.
 */
export function LocationMapPlaceholder() {
  return (
    <LocationFrame aria-hidden="true" data-location-map="placeholder">
      <Sketch viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" focusable="false">
        <circle
          cx="200"
          cy="150"
          r="110"
          fill="currentColor"
          fillOpacity="0.06"
          stroke="currentColor"
          strokeOpacity="0.4"
          strokeDasharray="6 6"
        />
        <path
          className="pin"
          d="M200 100c-17 0-30 13-30 30 0 22 30 50 30 50s30-28 30-50c0-17-13-30-30-30Zm0 41a11 11 0 1 1 0-22 11 11 0 0 1 0 22Z"
          fill="currentColor"
        />
      </Sketch>
    </LocationFrame>
  );
}

/** The small map of a place and what is around it; the placeholder shows while its chunk loads. */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<LocationMapPlaceholder />}>
      <LocationMap {...props} />
    </Suspense>
  );
}

export type { LocationMapPoint, LocationMapProps } from './LocationMap';
