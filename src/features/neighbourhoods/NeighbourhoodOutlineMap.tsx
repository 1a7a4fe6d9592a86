// The neighbourhood's outline over map tiles. Everything here ships in its own lazy chunk with Leaflet
// (see NeighbourhoodMap), so the guide's first paint never waits for it.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { MapContainer, Polygon as OutlinePolygon, TileLayer } from 'react-leaflet';
import styled from 'styled-components';
import { MapCredit } from '@/ui/map-credit';
import { prefersReducedMotion } from '@/ui/motion';
import type { Polygon } from '@/api/contract/places';
import { env } from '@/config/env';
import { MAP_MAX_ZOOM, MAP_TILE_SIZE } from '@/domain/constants';

const messages = defineMessages<{ credit: { osm: MessageTag } }>({
  credit: { id: 'neighbourhood.map.credit', defaultMessage: '© <osm>OpenStreetMap</osm> contributors' },
});

/** OpenStreetMap's tiles stop at 19; Leaflet scales them beyond. */
const TILE_MAX_NATIVE_ZOOM = 19;

const Root = styled.div`
  position: absolute;
  inset: 0;
  .leaflet-container {
    width: 100%;
    height: 100%;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font: inherit;
  }
  .foyer-outline {
    fill: ${({ theme }) => theme.colors.accent};
    fill-opacity: 0.14;
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 3px;
  }
`;

export interface NeighbourhoodOutlineMapProps {
  outline: Polygon;
}

/** Framed on the outline; the mouse may pan and zoom, a touch screen scrolls the page over it. */
export default function NeighbourhoodOutlineMap({ outline }: NeighbourhoodOutlineMapProps) {
  const [still] = useState(prefersReducedMotion);
  const [coarse] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  );
  const rings = useMemo(() => outline.coordinates.filter((ring) => ring.length > 2), [outline]);
  const bounds = useMemo(() => L.latLngBounds(rings.flat()), [rings]);
  if (rings.length === 0) return null;
  return (
    <>
      <Root aria-hidden="true">
        <MapContainer
          bounds={bounds}
          boundsOptions={{ padding: [16, 16] }}
          maxZoom={MAP_MAX_ZOOM}
          zoomControl={false}
          attributionControl={false}
          keyboard={false}
          boxZoom={false}
          scrollWheelZoom={false}
          dragging={!coarse}
          touchZoom={!coarse}
          zoomAnimation={!still}
          fadeAnimation={!still}
          markerZoomAnimation={!still}
        >
          <TileLayer
            url={env.tileUrl}
            tileSize={MAP_TILE_SIZE}
            maxZoom={MAP_MAX_ZOOM}
            maxNativeZoom={TILE_MAX_NATIVE_ZOOM}
          />
          <OutlinePolygon positions={rings} interactive={false} pathOptions={{ className: 'foyer-outline' }} />
        </MapContainer>
      </Root>
      <MapCredit>
        <FormattedMessage
          {...messages.credit}
          values={{ osm: (chunks) => <a href="https://www.openstreetmap.org/copyright">{chunks}</a> }}
        />
      </MapCredit>
    </>
  );
}
