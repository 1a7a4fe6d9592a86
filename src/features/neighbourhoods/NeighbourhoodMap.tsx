import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Polygon } from '@/api/contract/places';
import { canObserveViewport, useNearViewport } from '@/ui/use-near-viewport';

// Leaflet and its styles come in this chunk, fetched only once the map nears the viewport.
const OutlineMap = lazy(() => import('./NeighbourhoodOutlineMap'));

/** The map's box: a fixed height, so nothing below it moves while Leaflet and the tiles arrive. */
const Box = styled.div`
  position: relative;
  width: 100%;
  height: 280px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${({ theme }) => theme.media.tablet} {
    height: 320px;
  }
`;

const Sketch = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.accent};
`;

/** The outline's rings as SVG points in a 400 × 300 box, longitude scaled by the latitude's cosine. */
export function outlinePoints(outline: Polygon, width = 400, height = 300, padding = 24): string[] {
  const rings = outline.coordinates.filter((ring) => ring.length > 2);
  const all = rings.flat();
  if (all.length === 0) return [];
  const lats = all.map(([lat]) => lat);
  const lngs = all.map(([, lng]) => lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const cos = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * cos, 1e-9);
  const spanY = Math.max(north - south, 1e-9);
  const scale = Math.min((width - padding * 2) / spanX, (height - padding * 2) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return rings.map((ring) =>
    ring
      .map(
        ([lat, lng]) =>
          `${(offsetX + (lng - west) * cos * scale).toFixed(1)},${(offsetY + (north - lat) * scale).toFixed(1)}`,
      )
      .join(' '),
  );
}

/** The outline drawn without a map: what shows before Leaflet (and where it never loads, e.g. jsdom). */
function OutlineSketch({ outline }: { outline: Polygon }) {
  const rings = useMemo(() => outlinePoints(outline), [outline]);
  return (
    <Sketch viewBox="0 0 400 300" preserveAspectRatio="xMidYMid meet" focusable="false" aria-hidden="true">
      {rings.map((points) => (
        <polygon
          key={points}
          data-outline=""
          points={points}
          fill="currentColor"
          fillOpacity="0.12"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      ))}
    </Sketch>
  );
}

/**
 * True once `ready` is and the browser has had an idle moment since: Leaflet's chunk and its first
 * layout then never compete with the page's first paint or its data.
 */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}

export interface NeighbourhoodMapProps {
  outline: Polygon;
}

/**
 * The neighbourhood's outline on a small map, loaded lazily: a drawing of the outline holds the box
 * until the section nears the viewport, then Leaflet draws it over the map tiles. Decoration (the page's
 * text names the place), so it is hidden from assistive technology and takes no focus.
 */
export function NeighbourhoodMap({ outline }: NeighbourhoodMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px 0px');
  const live = useIdleAfter(near && canObserveViewport());
  return (
    <Box ref={ref} data-neighbourhood-map={live ? 'map' : 'sketch'}>
      {live ? (
        <Suspense fallback={<OutlineSketch outline={outline} />}>
          <OutlineMap outline={outline} />
        </Suspense>
      ) : (
        <OutlineSketch outline={outline} />
      )}
    </Box>
  );
}
