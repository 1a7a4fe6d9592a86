// The results map. Everything here ships in the map's lazy chunk (see LazyResultsMap): Leaflet,
// react-leaflet, the cluster layer and its worker, their stylesheet and the outlines of Canada.
import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { MAP_DEFAULT_CENTRE, MAP_MAX_ZOOM, MAP_TILE_SIZE } from '@/domain/constants';
import { formatBounds, type Bounds, type LatLng } from '@/domain/geometry';
import { useDebouncedCallback } from '@/ui/use-debounced-value';
import { ClusterLayer, type ClusterLabels, type MapListing } from './cluster-layer';
import { clusterCountText, clusterLabel, describeCluster, pinLabel, pinText } from './labels';
import { ListingDrawer } from './ListingDrawer';
import { LocateButton } from './LocateButton';
import {
  listingHovered,
  listingSelected,
  selectHovered,
  selectSelectedListing,
  visibleListingsChanged,
} from './map-slice';
import {
  BOUNDS_DEBOUNCE_MS,
  CANADA_ZOOM,
  LOCATE_ZOOM,
  TILE_ATTRIBUTION,
  TILE_MAX_NATIVE_ZOOM,
  prefersReducedMotion,
  previewsInBounds,
} from './map-model';
import { MapRoot } from './MapStyles';
import { messages } from './messages';
import { PlaceLabels } from './PlaceLabels';
import { ProvinceOutline } from './ProvinceOutline';

export interface ResultsMapProps {
  previews: readonly MapListing[];
  /** The place to show, unless `area` says exactly what to show. */
  centre?: LatLng;
  zoom?: number;
  /** An area the visitor chose earlier (the URL keeps the map's real bounds): the map fits it. */
  area?: Bounds | null;
  onBoundsChange: (bounds: Bounds, zoom: number) => void;
  locale: 'en' | 'fr';
  /** Shown in the drawer for the selected pin (the page puts the listing's card there). */
  preview?: ReactNode;
}

/** A move ending this long after the visitor's last touch, click, key or wheel is not theirs. */
const USER_MOVE_WINDOW_MS = 2000;

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
  onBoundsChange,
  locale,
  preview,
}: ResultsMapProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const selectedId = useAppSelector(selectSelectedListing);
  const hovered = useAppSelector(selectHovered);
  const tooltipId = useId();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [layer, setLayer] = useState<ClusterLayer | null>(null);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [loading, setLoading] = useState(true);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [initialView] = useState(() => ({ centre, zoom, area }));

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
      describe: (count, breakdown, thresholds) => describeCluster(count, breakdown, thresholds, locale, intl),
    }),
    [intl, locale],
  );

  // The cluster layer lives as long as the map.
  useEffect(() => {
    if (!map) return;
    const clusters = new ClusterLayer(map, {
      labels,
      animate: !reducedMotion,
      tooltipId,
      onPick: (listingId) => dispatch(listingSelected(listingId)),
      onHover: (listingId) => dispatch(listingHovered(listingId === null ? null : { listingId, source: 'map' })),
      onLoading: setLoading,
    });
    // Usable once the map has its first view.
    map.whenReady(() => setLayer(clusters));
    return () => {
      clusters.destroy();
      setLayer(null);
    };
    // Labels reach the layer through setPreviews; the layer itself need not be rebuilt for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, reducedMotion, dispatch, tooltipId]);

  useEffect(() => {
    layer?.setPreviews(previews, labels);
  }, [layer, previews, labels]);

  useEffect(() => {
    layer?.setSelected(selectedId);
  }, [layer, selectedId]);

  // A card hovered or focused in the list lights up its pin, or the cluster that holds it.
  const highlighted = hovered?.listingId ?? null;
  useEffect(() => {
    layer?.setHighlighted(highlighted);
  }, [layer, highlighted, previews]);

  // A new search without the selected listing closes its drawer.
  useEffect(() => {
    if (selectedId !== null && previews.length > 0 && !previews.some((p) => p.listingId === selectedId)) {
      dispatch(listingSelected(null));
    }
  }, [previews, selectedId, dispatch]);

  // Moves: the list follows at once, the results page hears of it once the map has settled (the latest
  // callback, so Leaflet's listeners need no re-binding when it changes).
  const report = useDebouncedCallback((next: Bounds, nextZoom: number) => {
    reportedView.current = viewKey(next, nextZoom);
    onBoundsChange(next, nextZoom);
  }, BOUNDS_DEBOUNCE_MS);
  useEffect(() => {
    if (!map) return;
    // Only the visitor's moves change the search: a map resized by the page around it (a phone's
    // toolbar wrapping, the list sheet) moves too, and must not turn a city page into a map-area search.
    let interactedAt = -Infinity;
    const interacted = () => {
      interactedAt = performance.now();
    };
    const container = map.getContainer();
    const INPUTS = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
    for (const type of INPUTS) container.addEventListener(type, interacted, { passive: true });
    map.on('dragstart zoomstart', interacted);
    const onMoveEnd = () => {
      const next = readBounds(map);
      setBounds(next);
      if (programmaticMove.current) {
        programmaticMove.current = false;
        return;
      }
      if (performance.now() - interactedAt > USER_MOVE_WINDOW_MS) return;
      report(next, map.getZoom());
    };
    // The first view is known once the map is ready; it is shown in the list but not reported.
    map.whenReady(() => setBounds(readBounds(map)));
    map.on('moveend', onMoveEnd);
    return () => {
      for (const type of INPUTS) container.removeEventListener(type, interacted);
      map.off('dragstart zoomstart', interacted);
      map.off('moveend', onMoveEnd);
      report.cancel();
    };
  }, [map, report]);

  // The listings in view, for the list beside the map (through the map slice): in a task of its own,
  // not in the one that hands 10,000 previews to the clustering.
  useEffect(() => {
    if (!bounds) return;
    const timer = setTimeout(() => {
      const visible = previewsInBounds(previews, bounds);
      dispatch(visibleListingsChanged({ ids: visible.items.map((p) => p.listingId), total: visible.total }));
    }, 0);
    return () => clearTimeout(timer);
  }, [previews, bounds, dispatch]);

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

  // The map's size follows its frame (the list beside it appears, the phone turns).
  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  const closeDrawer = useCallback(() => {
    const pin = selectedId === null ? undefined : layer?.pinElement(selectedId);
    (pin ?? map?.getContainer())?.focus();
    dispatch(listingSelected(null));
  }, [layer, map, selectedId, dispatch]);

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
      data-clustering={layer?.mode ?? 'pending'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && selectedId !== null) closeDrawer();
      }}
    >
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
        <PlaceLabels locale={locale} />
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
