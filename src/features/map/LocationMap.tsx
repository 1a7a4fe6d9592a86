// The small map of one place (a listing) and what is around it. Everything here ships in its own lazy
// chunk (see LazyLocationMap), with Leaflet and the outlines of Canada.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import styled from 'styled-components';
import { MapCredit } from '@/ui/map-credit';
import { env } from '@/config/env';
import { MAP_MAX_ZOOM, MAP_TILE_SIZE } from '@/domain/constants';
import type { LatLng } from '@/domain/geometry';
import { escapeHtml } from './labels';
import { LocationFrame } from './location-map-frame';
import { TILE_MAX_NATIVE_ZOOM, prefersReducedMotion } from './map-model';
import { MapRoot } from './MapStyles';
import { PlaceLabels } from './PlaceLabels';
import { ProvinceOutline } from './ProvinceOutline';

const messages = defineMessages<{ credit: { osm: MessageTag; ne: MessageTag } }>({
  credit: {
    id: 'map.location.credit',
    defaultMessage: '© <osm>OpenStreetMap</osm> contributors · Outline: <ne>Natural Earth</ne>',
  },
});

/** A numbered place on the map; the list beside the map says what each number is. */
export interface LocationMapPoint {
  id: string;
  lat: number;
  lng: number;
  /** A few characters shown on the marker, e.g. its number in the list. */
  label: string;
}

export interface LocationMapProps {
  /** The place itself: the pin, at the centre of the ring. */
  centre: LatLng;
  points?: readonly LocationMapPoint[];
  /** The ring drawn around the pin, which the map shows whole. */
  radiusMetres?: number;
  locale: 'en' | 'fr';
}

const PIN_SVG =
  '<svg viewBox="0 0 36 44" width="36" height="44" focusable="false"><path d="M18 1C8.6 1 1 8.6 1 18c0 12.4 17 25 17 25s17-12.6 17-25C35 8.6 27.4 1 18 1Z"/><path class="roof" d="M18 9.5 9 17h2.5v8.5h5v-5h3v5h5V17H27Z"/></svg>';

const Root = styled(MapRoot)`
  position: absolute;
  inset: 0;
  border-radius: 0;
  .foyer-location-ring {
    fill: ${({ theme }) => theme.colors.accent};
    fill-opacity: 0.07;
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-opacity: 0.7;
    stroke-width: 2px;
    stroke-dasharray: 6 6;
  }
  .foyer-location-pin {
    background: none;
    border: 0;
  }
  .foyer-location-pin svg {
    display: block;
    fill: ${({ theme }) => theme.colors.accent};
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 2px;
    filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.35));
  }
  .foyer-location-pin .roof {
    fill: ${({ theme }) => theme.colors.onAccent};
    stroke: none;
  }
  .foyer-poi {
    background: none;
    border: 0;
  }
  .foyer-poi span {
    display: grid;
    place-items: center;
    width: 100%;
    height: 100%;
    box-sizing: border-box;
    font-size: 0.8125rem;
    font-weight: 700;
    line-height: 1;
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.text};
    border: 2px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

/** The pin, its ring and the numbered points: nothing here takes focus or a click. */
function Places({ centre, points, radiusMetres }: Required<Omit<LocationMapProps, 'locale'>>) {
  const map = useMap();
  useEffect(() => {
    const ring = L.circle([centre.lat, centre.lng], {
      radius: radiusMetres,
      interactive: false,
      className: 'foyer-location-ring',
    }).addTo(map);
    const pin = L.marker([centre.lat, centre.lng], {
      interactive: false,
      keyboard: false,
      zIndexOffset: 1000,
      icon: L.divIcon({ className: 'foyer-location-pin', html: PIN_SVG, iconSize: [36, 44], iconAnchor: [18, 43] }),
    }).addTo(map);
    return () => {
      ring.remove();
      pin.remove();
    };
  }, [map, centre.lat, centre.lng, radiusMetres]);

  useEffect(() => {
    const group = L.layerGroup(
      points.map((point) =>
        L.marker([point.lat, point.lng], {
          interactive: false,
          keyboard: false,
          icon: L.divIcon({
            className: 'foyer-poi',
            html: `<span>${escapeHtml(point.label)}</span>`,
            iconSize: [28, 28],
          }),
        }),
      ),
    ).addTo(map);
    return () => void group.remove();
  }, [map, points]);
  return null;
}

const NO_POINTS: readonly LocationMapPoint[] = [];

/**
 * A small map centred on a place, its surroundings in a ring and numbered points in it. Decoration for
 * sighted visitors (the list beside it carries the same facts): hidden from assistive technology, with
 * nothing to focus, so the keyboard passes it by; the mouse may pan and zoom it, and a touch screen
 * scrolls the page over it rather than being caught by it.
 */
export default function LocationMap({ centre, points = NO_POINTS, radiusMetres = 1500, locale }: LocationMapProps) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [coarse] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  );
  const bounds = useMemo(
    () => L.latLng(centre.lat, centre.lng).toBounds(radiusMetres * 2),
    [centre.lat, centre.lng, radiusMetres],
  );
  return (
    <LocationFrame data-location-map="map">
      <Root aria-hidden="true">
        <MapContainer
          // A new place is a new map, framed on its ring.
          key={`${centre.lat},${centre.lng},${radiusMetres}`}
          bounds={bounds}
          boundsOptions={{ padding: [12, 12] }}
          maxZoom={MAP_MAX_ZOOM}
          minZoom={10}
          zoomControl={false}
          attributionControl={false}
          keyboard={false}
          boxZoom={false}
          scrollWheelZoom={false}
          dragging={!coarse}
          touchZoom={!coarse}
          zoomAnimation={!reducedMotion}
          fadeAnimation={!reducedMotion}
          markerZoomAnimation={!reducedMotion}
          className="foyer-map"
        >
          <ProvinceOutline />
          <PlaceLabels locale={locale} />
          <TileLayer
            url={env.tileUrl}
            tileSize={MAP_TILE_SIZE}
            maxZoom={MAP_MAX_ZOOM}
            maxNativeZoom={TILE_MAX_NATIVE_ZOOM}
          />
          <Places centre={centre} points={points} radiusMetres={radiusMetres} />
        </MapContainer>
      </Root>
      <MapCredit>
        <FormattedMessage
          {...messages.credit}
          values={{
            osm: (chunks) => <a href="https://www.openstreetmap.org/copyright">{chunks}</a>,
            ne: (chunks) => <a href="https://www.naturalearthdata.com/">{chunks}</a>,
          }}
        />
      </MapCredit>
    </LocationFrame>
  );
}
