// The pins and clusters, imperatively: one Leaflet.markercluster group that is fed in chunks and
// diffed on every change of previews, so a new search never rebuilds the markers it already has.
import L from 'leaflet';
import 'leaflet.markercluster';
import { MAP_CLUSTER_RADIUS } from '@/domain/constants';
import type { ListingPreview } from '@/domain/map-previews';
import { escapeHtml } from './labels';
import { clusterSize } from './map-model';

/**
 * Chunked loading: markercluster checks the clock every 200 markers and yields once a chunk has run
 * for `CHUNK_INTERVAL_MS`, then resumes after `CHUNK_DELAY_MS`. With the final chunk's own work
 * (bounds, icons, first clusters on screen) this keeps every task under the 50 ms long-task line
 * while adding 10,000 markers (see tests/bench/map.ts).
 */
export const CHUNK_INTERVAL_MS = 12;
export const CHUNK_DELAY_MS = 1;
/** Markers are created in slices of about this many milliseconds before markercluster takes over. */
export const CREATE_SLICE_MS = 12;

interface LabelledIconOptions extends L.DivIconOptions {
  label: string;
}

/** A DivIcon whose element carries its accessible name. */
export class LabelledDivIcon extends L.DivIcon {
  declare options: LabelledIconOptions;

  constructor(options: LabelledIconOptions) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.options.label);
    return element;
  }
}

export const PIN_SIZE: [number, number] = [76, 44];
const PIN_OPTIONS: L.DivIconOptions = {
  className: 'foyer-pin',
  iconSize: PIN_SIZE,
  // The label's pointer sits at the bottom centre of the 76 × 44 hit area.
  iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1] - 2],
};

/**
 * A single listing's pin: its short price, named for screen readers, marked when selected. The
 * texts are formatted when Leaflet first draws the pin, not when 10,000 markers are created.
 */
export class PinIcon extends L.DivIcon {
  constructor(
    readonly preview: ListingPreview,
    private readonly labels: Pick<ClusterLabels, 'pinText' | 'pinLabel'>,
    private readonly isSelected: (listingId: string) => boolean,
  ) {
    super(PIN_OPTIONS);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const { preview, labels } = this;
    this.options.html ||= `<span class="foyer-pin__label" aria-hidden="true">${escapeHtml(labels.pinText(preview))}</span>`;
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', labels.pinLabel(preview));
    element.dataset.listingId = preview.listingId;
    element.setAttribute('aria-pressed', String(this.isSelected(preview.listingId)));
    return element;
  }
}

export interface ClusterLabels {
  /** Accessible name of a cluster: "12 listings". */
  cluster: (count: number) => string;
  /** Visible count of a cluster: "12", "1.2K". */
  clusterCount: (count: number) => string;
  /** Visible short price on a pin. */
  pinText: (preview: ListingPreview) => string;
  /** Accessible name of a pin. */
  pinLabel: (preview: ListingPreview) => string;
}

/** The cluster icon: a round badge with the count, named for screen readers. */
export function createClusterIcon(count: number, labels: Pick<ClusterLabels, 'cluster' | 'clusterCount'>) {
  const size = clusterSize(count);
  return new LabelledDivIcon({
    html: `<span class="foyer-cluster__count" aria-hidden="true">${escapeHtml(labels.clusterCount(count))}</span>`,
    className: 'foyer-cluster',
    iconSize: [size, size],
    label: labels.cluster(count),
  });
}

export interface ClusterLayerOptions {
  labels: ClusterLabels;
  animate: boolean;
  /** A pin was clicked, or Enter/Space pressed on it. */
  onPick: (listingId: string) => void;
  /** True while markers are being added in chunks, false once the clusters are on the map. */
  onLoading?: (loading: boolean) => void;
}

export class ClusterLayer {
  readonly group: L.MarkerClusterGroup;
  private labels: ClusterLabels;
  private markers = new Map<string, { key: string; marker: L.Marker }>();
  private queued: { previews: readonly ListingPreview[]; labels: ClusterLabels } | null = null;
  private busy = false;
  private destroyed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly ids = new WeakMap<L.Layer, string>();
  private selectedId: string | null = null;
  private readonly isSelected = (listingId: string) => listingId === this.selectedId;

  constructor(
    private readonly map: L.Map,
    private readonly options: ClusterLayerOptions,
  ) {
    this.labels = options.labels;
    this.group = L.markerClusterGroup({
      maxClusterRadius: MAP_CLUSTER_RADIUS,
      chunkedLoading: true,
      chunkInterval: CHUNK_INTERVAL_MS,
      chunkDelay: CHUNK_DELAY_MS,
      chunkProgress: (processed, total) => {
        if (processed >= total) this.next();
      },
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      animate: options.animate,
      // Reads the labels at draw time, so a language switch needs only a refresh.
      iconCreateFunction: (cluster) => createClusterIcon(cluster.getChildCount(), this.labels),
    });
    // Creates (and caches) the Intl formatters the cluster icons use now, not while clusters are first drawn.
    options.labels.cluster(2);
    options.labels.clusterCount(1000);
    this.group.on('click', this.handleClick);
    this.group.on('keypress', this.handleKey);
    this.group.addTo(map);
  }

  private readonly handleClick = (event: L.LeafletEvent) => {
    const id = this.ids.get(eventLayer(event));
    if (id !== undefined) this.options.onPick(id);
  };

  private readonly handleKey = (event: L.LeafletEvent) => {
    const { originalEvent } = event as L.LeafletKeyboardEvent;
    const id = this.ids.get(eventLayer(event));
    if (id === undefined || (originalEvent.key !== 'Enter' && originalEvent.key !== ' ')) return;
    originalEvent.preventDefault();
    this.options.onPick(id);
  };

  /**
   * Shows these previews: keeps the markers it already has, creates the new ones in time slices,
   * then hands them to markercluster's chunked loading. Updates run one at a time; a newer set of
   * previews arriving meanwhile replaces any that were still waiting.
   */
  setPreviews(previews: readonly ListingPreview[], labels: ClusterLabels): void {
    this.queued = { previews, labels };
    this.options.onLoading?.(true);
    if (!this.busy) this.next();
  }

  private next(): void {
    const job = this.queued;
    this.queued = null;
    if (!job || this.destroyed) {
      this.busy = false;
      if (!this.destroyed) this.options.onLoading?.(false);
      return;
    }
    this.busy = true;
    this.apply(job.previews, job.labels);
  }

  private apply(previews: readonly ListingPreview[], labels: ClusterLabels): void {
    const relabel = labels !== this.labels;
    this.labels = labels;
    const wanted = new Map<string, ListingPreview>();
    for (const preview of previews) wanted.set(preview.listingId, preview);

    const kept = new Map<string, { key: string; marker: L.Marker }>();
    const removed: L.Marker[] = [];
    for (const [id, entry] of this.markers) {
      const preview = wanted.get(id);
      if (preview && !relabel && entry.key === markerKey(preview)) kept.set(id, entry);
      else removed.push(entry.marker);
    }
    const toCreate: ListingPreview[] = [];
    for (const [id, preview] of wanted) if (!kept.has(id)) toCreate.push(preview);

    const created: L.Marker[] = [];
    let index = 0;
    const createSlice = () => {
      if (this.destroyed) return;
      const started = performance.now();
      for (; index < toCreate.length; index++) {
        if (index % 100 === 0 && performance.now() - started > CREATE_SLICE_MS) break;
        const preview = toCreate[index]!;
        const marker = L.marker([preview.lat, preview.lng], {
          icon: new PinIcon(preview, labels, this.isSelected),
          keyboard: true,
          riseOnHover: true,
        });
        if (preview.listingId === this.selectedId) marker.setZIndexOffset(1000);
        this.ids.set(marker, preview.listingId);
        kept.set(preview.listingId, { key: markerKey(preview), marker });
        created.push(marker);
      }
      if (index < toCreate.length) {
        this.timer = setTimeout(createSlice, 0);
        return;
      }
      this.timer = undefined;
      this.markers = kept;
      let toAdd = created;
      if (removed.length > 0 && removed.length >= kept.size - created.length) {
        // Most markers go: starting afresh is far cheaper than removing them one by one.
        this.group.clearLayers();
        toAdd = [...kept.values()].map((entry) => entry.marker);
      } else if (removed.length > 0) {
        this.group.removeLayers(removed);
      }
      if (relabel) this.group.refreshClusters();
      // Always called, even with nothing to add: its end (chunkProgress) starts the next update.
      this.group.addLayers(toAdd, true);
    };
    // Not in the caller's task (a React commit): the first slice runs in a task of its own.
    this.timer = setTimeout(createSlice, 0);
  }

  setSelected(listingId: string | null): void {
    if (listingId === this.selectedId) return;
    const previous = this.selectedId === null ? undefined : this.markers.get(this.selectedId)?.marker;
    this.selectedId = listingId;
    if (previous) {
      previous.setZIndexOffset(0);
      previous.getElement()?.setAttribute('aria-pressed', 'false');
    }
    const next = listingId === null ? undefined : this.markers.get(listingId)?.marker;
    if (next) {
      next.setZIndexOffset(1000);
      next.getElement()?.setAttribute('aria-pressed', 'true');
    }
  }

  /** The pin's element when it is drawn on its own (not inside a cluster), for focus. */
  pinElement(listingId: string): HTMLElement | undefined {
    const marker = this.markers.get(listingId)?.marker;
    const element = marker?.getElement();
    return element && element.isConnected && this.map.hasLayer(marker!) ? element : undefined;
  }

  /** Pans or zooms until the listing's pin is on screen, out of its cluster. */
  show(listingId: string, done?: () => void): void {
    const marker = this.markers.get(listingId)?.marker;
    if (marker) this.group.zoomToShowLayer(marker, done);
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.timer);
    this.group.off('click', this.handleClick);
    this.group.off('keypress', this.handleKey);
    this.group.clearLayers();
    this.group.remove();
    this.markers.clear();
  }
}

/** The marker an event came from: markercluster's group events carry it as `layer`. */
function eventLayer(event: L.LeafletEvent): L.Layer {
  return (event as unknown as { layer: L.Layer }).layer;
}

function markerKey(preview: ListingPreview): string {
  return `${preview.lat},${preview.lng},${preview.listPrice ?? ''}`;
}
