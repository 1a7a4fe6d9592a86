// The results map. Everything here ships in the map's lazy chunk (see LazyResultsMap): Leaflet,
// react-leaflet, Leaflet.markercluster, their stylesheets and the provinces outline.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MapContainer, TileLayer } from 'react-leaflet';
import { env } from '@/config/env';
import { MAP_DEFAULT_CENTRE, MAP_MAX_ZOOM, MAP_TILE_SIZE } from '@/domain/constants';
import { formatBounds, type Bounds, type LatLng } from '@/domain/geometry';
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
} from './map-model';
import { MapRoot } from './MapStyles';
import { messages } from './messages';
import { ProvinceOutline } from './ProvinceOutline';
import { VisibleListingsList } from './VisibleListingsList';

export interface ResultsMapProps {
  previews: readonly ListingPreview[];
  /** The place to show, unless `area` says exactly what to show. */
  centre?: LatLng;
  zoom?: number;
  /** An area the visitor chose earlier (the URL keeps the map's real bounds): the map fits it. */
  area?: Bounds | null;
  selectedId?: string | null;
  onSelect: (listingId: string | null) => void;
  onBoundsChange: (bounds: Bounds, zoom: number) => void;
  locale: 'en' | 'fr';
  /** Shown in the drawer for the selected pin (the page puts the listing's card there). */
  preview?: ReactNode;
}

/** What a view is: an area (the visitor's, from the URL) or a place's centre, at a zoom. */
const viewKey = (view: Bounds | LatLng, zoom: number) =>
  'north' in view ? `${formatBounds(view)}@${zoom}` : `${view.lat},${view.lng}@${zoom}`;

function readBounds(map: LeafletMap): Bounds {
  const b = map.getBounds();
  return { north: b.getNorth(), east: b.getEast(), south: b.getSouth(), west: b.getWest() };
}

export default function ResultsMap({
  previews,
  centre = MAP_DEFAULT_CENTRE,
  zoom = CANADA_ZOOM,
  area = null,
  selectedId = null,
  onSelect,
  onBoundsChange,
  locale,
  preview,
}: ResultsMapProps) {
  const intl = useIntl();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [layer, setLayer] = useState<ClusterLayer | null>(null);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [loading, setLoading] = useState(true);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [initialView] = useState(() => ({ centre, zoom, area }));

  // The latest callbacks, read by Leaflet's listeners without re-binding them.
  const callbacks = useRef({ onSelect, onBoundsChange });
  useEffect(() => {
    callbacks.current = { onSelect, onBoundsChange };
  });
  /** Where focus returns when the drawer closes: the pin, or the list button that opened it. */
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Set while the view changes because the props asked for it, so that move is not reported back. */
  const programmaticMove = useRef(false);
  /** The last view the props asked for and the last the map reported: neither is a reason to move. */
  const appliedView = useRef(viewKey(area ?? centre, zoom));
  const reportedView = useRef<string | null>(null);

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
    const report = debounce((next: Bounds, nextZoom: number) => {
      reportedView.current = viewKey(next, nextZoom);
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

  // A new place or area from the results page (a new search, back and forward) moves the map; the
  // area the map itself reported, coming back through the URL, does not.
  const requested = viewKey(area ?? centre, zoom);
  useEffect(() => {
    if (!map || requested === appliedView.current || requested === reportedView.current) return;
    appliedView.current = requested;
    programmaticMove.current = true;
    if (area) {
      map.fitBounds(
        [
          [area.south, area.west],
          [area.north, area.east],
        ],
        { animate: !reducedMotion },
      );
    } else {
      map.setView([centre.lat, centre.lng], zoom, { animate: !reducedMotion });
    }
    // The key says everything the view depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, requested, reducedMotion]);

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
        {...(initialView.area
          ? {
              bounds: [
                [initialView.area.south, initialView.area.west],
                [initialView.area.north, initialView.area.east],
              ],
            }
          : { center: [initialView.centre.lat, initialView.centre.lng], zoom: initialView.zoom })}
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
          {preview}
        </ListingDrawer>
      )}
    </MapRoot>
  );
}
