// The results map. Everything here ships in the map's lazy chunk (see LazyResultsMap): Leaflet,
// react-leaflet, Leaflet.markercluster, their stylesheets and the provinces outline.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MapContainer, TileLayer } from 'react-leaflet';
import { env } from '@/config/env';
import { MAP_DEFAULT_CENTER, MAP_MAX_ZOOM, MAP_TILE_SIZE } from '@/domain/constants';
import type { ListingPreview } from '@/domain/map-previews';
import { ClusterLayer, type ClusterLabels } from './cluster-layer';
import { clusterCountText, clusterLabel, pinLabel, pinText } from './labels';
import { ListingDrawer } from './ListingDrawer';
import { LocateButton } from './LocateButton';
import {
  BOUNDS_DEBOUNCE_MS,
  CANADA_ZOOM,
  LOCATE_ZOOM,
  TILE_ATTRIBUTION,
  TILE_MAX_NATIVE_ZOOM,
  debounce,
  prefersReducedMotion,
  previewsInBounds,
  type MapBounds,
} from './map-model';
import { MapRoot } from './MapStyles';
import { messages } from './messages';
import { ProvinceOutline } from './ProvinceOutline';
import { VisibleListingsList } from './VisibleListingsList';

export type { MapBounds } from './map-model';

export interface ResultsMapProps {
  previews: readonly ListingPreview[];
  center?: { lat: number; lng: number };
  zoom?: number;
  selectedId?: string | null;
  onSelect: (listingId: string | null) => void;
  onBoundsChange: (bounds: MapBounds, zoom: number) => void;
  locale: 'en' | 'fr';
  /** Rendered in the drawer for the selected pin (the lead passes a listing preview card). */
  renderPreview: (listingId: string) => ReactNode;
}

function readBounds(map: LeafletMap): MapBounds {
  const b = map.getBounds();
  return { north: b.getNorth(), east: b.getEast(), south: b.getSouth(), west: b.getWest() };
}

export default function ResultsMap({
  previews,
  center = MAP_DEFAULT_CENTER,
  zoom = CANADA_ZOOM,
  selectedId = null,
  onSelect,
  onBoundsChange,
  locale,
  renderPreview,
}: ResultsMapProps) {
  const intl = useIntl();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [layer, setLayer] = useState<ClusterLayer | null>(null);
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const [loading, setLoading] = useState(true);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [initialView] = useState(() => ({ center, zoom }));

  // The latest callbacks, read by Leaflet's listeners without re-binding them.
  const callbacks = useRef({ onSelect, onBoundsChange });
  useEffect(() => {
    callbacks.current = { onSelect, onBoundsChange };
  });
  /** Where focus returns when the drawer closes: the pin, or the list button that opened it. */
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Set while the view changes because the props asked for it, so that move is not reported back. */
  const programmaticMove = useRef(false);

  const labels = useMemo<ClusterLabels>(
    () => ({
      cluster: (count) => clusterLabel(count, intl),
      clusterCount: (count) => clusterCountText(count, intl),
      pinText: (preview) => pinText(preview, locale, intl),
      pinLabel: (preview) => pinLabel(preview, locale, intl),
    }),
    [intl, locale],
  );

  // The cluster group lives as long as the map.
  useEffect(() => {
    if (!map) return;
    const clusters = new ClusterLayer(map, {
      labels,
      animate: !reducedMotion,
      onPick: (listingId) => {
        returnFocus.current = null;
        callbacks.current.onSelect(listingId);
      },
      onLoading: setLoading,
    });
    setLayer(clusters);
    return () => {
      clusters.destroy();
      setLayer(null);
    };
    // Labels reach the layer through setPreviews; the group itself need not be rebuilt for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, reducedMotion]);

  useEffect(() => {
    layer?.setPreviews(previews, labels);
  }, [layer, previews, labels]);

  useEffect(() => {
    layer?.setSelected(selectedId);
  }, [layer, selectedId]);

  // Moves: the list follows at once, the results page hears of it once the map has settled.
  useEffect(() => {
    if (!map) return;
    const report = debounce((next: MapBounds, nextZoom: number) => {
      callbacks.current.onBoundsChange(next, nextZoom);
    }, BOUNDS_DEBOUNCE_MS);
    const onMoveEnd = () => {
      const next = readBounds(map);
      setBounds(next);
      if (programmaticMove.current) {
        programmaticMove.current = false;
        return;
      }
      report(next, map.getZoom());
    };
    // The first view is known once the map is ready; it is shown in the list but not reported.
    map.whenReady(() => setBounds(readBounds(map)));
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
      report.cancel();
    };
  }, [map]);

  // A new centre or zoom from the results page (a new place searched) moves the map.
  useEffect(() => {
    if (!map) return;
    if (
      initialView.center.lat === center.lat &&
      initialView.center.lng === center.lng &&
      initialView.zoom === zoom &&
      map.getZoom() === zoom
    ) {
      return;
    }
    programmaticMove.current = true;
    map.setView([center.lat, center.lng], zoom, { animate: !reducedMotion });
  }, [map, center.lat, center.lng, zoom, initialView, reducedMotion]);

  // The map container is a named region for assistive technology.
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', intl.formatMessage(messages.mapLabel));
  }, [map, intl]);

  useEffect(() => {
    map?.getContainer().setAttribute('aria-busy', String(loading));
  }, [map, loading]);

  const visible = useMemo(() => previewsInBounds(previews, bounds), [previews, bounds]);

  const chooseFromList = useCallback(
    (listingId: string, button: HTMLButtonElement) => {
      returnFocus.current = button;
      callbacks.current.onSelect(listingId);
      layer?.show(listingId);
    },
    [layer],
  );

  const closeDrawer = useCallback(() => {
    const pin = selectedId === null ? undefined : layer?.pinElement(selectedId);
    const target = pin ?? (returnFocus.current?.isConnected ? returnFocus.current : map?.getContainer());
    target?.focus();
    returnFocus.current = null;
    callbacks.current.onSelect(null);
  }, [layer, map, selectedId]);

  const flyTo = useCallback(
    (position: { lat: number; lng: number }) => {
      if (!map) return;
      if (reducedMotion) map.setView([position.lat, position.lng], LOCATE_ZOOM, { animate: false });
      else map.flyTo([position.lat, position.lng], LOCATE_ZOOM);
    },
    [map, reducedMotion],
  );

  const tileEvents = useMemo(
    () => ({
      tileerror: () => setTilesFailed(true),
      tileload: () => setTilesFailed(false),
    }),
    [],
  );

  return (
    <MapRoot
      data-map-loading={loading ? 'true' : 'false'}
      data-tiles={tilesFailed ? 'failed' : 'ok'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && selectedId !== null) closeDrawer();
      }}
    >
      <VisibleListingsList
        items={visible.items}
        total={visible.total}
        locale={locale}
        selectedId={selectedId}
        onChoose={chooseFromList}
      />
      <MapContainer
        ref={setMap}
        center={[initialView.center.lat, initialView.center.lng]}
        zoom={initialView.zoom}
        minZoom={3}
        maxZoom={MAP_MAX_ZOOM}
        zoomAnimation={!reducedMotion}
        fadeAnimation={!reducedMotion}
        markerZoomAnimation={!reducedMotion}
        worldCopyJump
        className="foyer-map"
      >
        <ProvinceOutline />
        <TileLayer
          url={env.tileUrl}
          attribution={TILE_ATTRIBUTION}
          tileSize={MAP_TILE_SIZE}
          maxZoom={MAP_MAX_ZOOM}
          maxNativeZoom={TILE_MAX_NATIVE_ZOOM}
          eventHandlers={tileEvents}
        />
      </MapContainer>
      <LocateButton onLocated={flyTo} />
      {selectedId !== null && (
        <ListingDrawer listingId={selectedId} onClose={closeDrawer}>
          {renderPreview(selectedId)}
        </ListingDrawer>
      )}
    </MapRoot>
  );
}
