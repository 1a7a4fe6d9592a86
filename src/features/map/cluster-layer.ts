// The pins and clusters, imperatively. The clustering runs in a worker (see clusterer.ts); this layer
// draws only what supercluster returns for the current view, as plain Leaflet markers, and keeps the
// ones it already has from one view to the next. Every pin and cluster is a focusable, named button;
// a cluster tells what it holds (by type, by price) in a tooltip on hover or focus.
import L from 'leaflet';
import type { ListingPreview } from '@/domain/map-previews';
import { typeGroupIndex, type Breakdown } from './breakdown';
import { toClusterInput, type BBox, type ClusterFeature, type ClusterResult, type MapFeature } from './cluster-engine';
import { createClusterer, LocalClusterer, type Clusterer } from './clusterer';
import { escapeHtml, type ClusterDescription } from './labels';
import { clusterSize } from './map-model';

/** A preview, with its listing type when the search gives it (for the clusters' breakdown by type). */
export type MapListing = ListingPreview & { listingTypeId?: number | null };

/** Markers are created in slices of about this many milliseconds, so no task blocks the main thread. */
export const CREATE_SLICE_MS = 8;
/** How far beyond the view (as a share of its size) pins and clusters are drawn, so a short pan shows them. */
export const VIEW_PADDING = 0.3;
/** How long a cluster's tooltip stays once the pointer leaves, so the pointer can move onto it. */
export const TOOLTIP_HIDE_DELAY_MS = 150;

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

/** A single listing's pin: its short price, named for screen readers, marked when selected. */
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
  /** What a cluster holds, for its tooltip and description. */
  describe: (count: number, breakdown: Breakdown, thresholds: readonly number[]) => ClusterDescription;
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
  /** The id the clusters' tooltip takes (clusters name it in aria-describedby while it shows). */
  tooltipId: string;
  /** A pin was clicked, or Enter/Space pressed on it. */
  onPick: (listingId: string) => void;
  /** The pointer or focus reached a pin (a listing id), or left it (null). */
  onHover: (listingId: string | null) => void;
  /** True while a new set of previews is clustered and drawn, false once it is on the map. */
  onLoading?: (loading: boolean) => void;
  /** The clustering to use (tests); by default a worker, or in place where there is none. */
  clusterer?: Clusterer;
}

interface Entry {
  key: string;
  marker: L.Marker;
  feature: MapFeature;
}

/** The marker pane's DOM events the layer listens to, delegated from the pane. */
const PANE_EVENTS = ['keydown', 'mouseover', 'mouseout', 'focusin', 'focusout'] as const;

export class ClusterLayer {
  private readonly group: L.FeatureGroup;
  private clusterer: Clusterer;
  private labels: ClusterLabels;
  private previews: readonly MapListing[] = [];
  /** Each listing's index in the previews, built when first needed (not while 10,000 arrive). */
  private indexOfCache: Map<string, number> | null = null;
  private generation = 0;
  private loaded: Promise<void> = Promise.resolve();
  private loading = false;
  private result: ClusterResult | null = null;
  private entries = new Map<string, Entry>();
  private readonly entryOfLayer = new WeakMap<L.Layer, Entry>();
  private queryToken = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;
  private selectedId: string | null = null;
  private highlighted: Entry | null = null;
  private highlightedId: string | null = null;
  private readonly tooltip: HTMLElement;
  private tipFor: Entry | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly pane: HTMLElement;
  private readonly isSelected = (listingId: string) => listingId === this.selectedId;

  constructor(
    private readonly map: L.Map,
    private readonly options: ClusterLayerOptions,
  ) {
    this.labels = options.labels;
    this.clusterer = options.clusterer ?? createClusterer(() => this.fallBack());
    this.group = L.featureGroup().addTo(map);
    this.group.on('click', this.handleClick);
    this.pane = map.getPane('markerPane')!;
    for (const type of PANE_EVENTS) this.pane.addEventListener(type, this.handlePaneEvent);
    this.tooltip = L.DomUtil.create('div', 'foyer-cluster-tip', map.getContainer());
    this.tooltip.id = options.tooltipId;
    this.tooltip.setAttribute('role', 'tooltip');
    this.tooltip.hidden = true;
    L.DomEvent.disableClickPropagation(this.tooltip);
    L.DomEvent.disableScrollPropagation(this.tooltip);
    this.tooltip.addEventListener('mouseenter', () => clearTimeout(this.hideTimer));
    this.tooltip.addEventListener('mouseleave', () => this.hideTooltipSoon());
    map.on('moveend', this.refresh);
    map.on('movestart zoomstart', this.hideTooltip);
  }

  /** Which path clusters: 'worker' or 'local'. */
  get mode(): Clusterer['mode'] {
    return this.clusterer.mode;
  }

  /** Clusters and draws these previews (a new search), or redraws with new labels (a new language). */
  setPreviews(previews: readonly MapListing[], labels: ClusterLabels): void {
    const relabel = labels !== this.labels;
    this.labels = labels;
    if (previews !== this.previews) {
      this.previews = previews;
      this.indexOfCache = null;
      this.generation += 1;
      this.setLoading(true);
      this.loaded = this.clusterer.load(toClusterInput(previews, typeGroupIndex)).catch(() => undefined);
      this.refresh();
    } else if (relabel) {
      this.clearMarkers();
      this.refresh();
    }
  }

  /** The worker could not start: the same clustering, in place, from the previews it had. */
  private fallBack(): void {
    if (this.destroyed || this.clusterer instanceof LocalClusterer) return;
    this.clusterer.destroy();
    this.clusterer = new LocalClusterer();
    this.loaded = this.clusterer.load(toClusterInput(this.previews, typeGroupIndex));
    this.refresh();
  }

  private setLoading(loading: boolean): void {
    if (loading === this.loading) return;
    this.loading = loading;
    this.options.onLoading?.(loading);
  }

  /** Asks for the pins and clusters of the current view and draws them; a newer ask supersedes it. */
  readonly refresh = (): void => {
    const token = ++this.queryToken;
    const bbox = viewBox(this.map.getBounds().pad(VIEW_PADDING));
    const zoom = this.map.getZoom();
    void this.loaded
      .then(() => this.clusterer.query(bbox, zoom))
      .then(
        (result) => {
          if (token === this.queryToken && !this.destroyed) this.render(result, token);
        },
        () => {
          // A worker that died answers nothing: the fallback asks again.
        },
      );
  };

  private keyOf(feature: MapFeature): string {
    // By what it shows, not by supercluster's id: the same cluster in the next search's answer (the
    // map moved, the page searched the new area) keeps its marker.
    if (feature.kind === 'cluster')
      return `c${this.result?.zoom}:${feature.lat.toFixed(6)},${feature.lng.toFixed(6)}#${feature.count}`;
    const preview = this.previews[feature.index]!;
    return `p${preview.listingId}@${preview.lat},${preview.lng},${preview.listPrice ?? ''}`;
  }

  private render(result: ClusterResult, token: number): void {
    clearTimeout(this.timer);
    this.result = result;
    const wanted = new Map<string, MapFeature>();
    for (const feature of result.features) wanted.set(this.keyOf(feature), feature);
    for (const [key, entry] of this.entries) {
      const feature = wanted.get(key);
      if (feature) {
        entry.feature = feature;
        continue;
      }
      if (entry === this.tipFor) this.hideTooltip();
      this.group.removeLayer(entry.marker);
      this.entries.delete(key);
    }
    // What is on screen first, the padding after.
    const centre = this.map.getCenter();
    const toCreate = [...wanted].filter(([key]) => !this.entries.has(key));
    toCreate.sort(
      ([, a], [, b]) =>
        Math.abs(a.lat - centre.lat) +
        Math.abs(a.lng - centre.lng) -
        (Math.abs(b.lat - centre.lat) + Math.abs(b.lng - centre.lng)),
    );
    let next = 0;
    const slice = () => {
      if (token !== this.queryToken || this.destroyed) return;
      const started = performance.now();
      const created: L.Marker[] = [];
      for (; next < toCreate.length; next++) {
        if (next % 16 === 0 && performance.now() - started > CREATE_SLICE_MS) break;
        const [key, feature] = toCreate[next]!;
        const marker = this.createMarker(key, feature);
        created.push(marker);
      }
      for (const marker of created) this.group.addLayer(marker);
      if (next < toCreate.length) {
        this.timer = setTimeout(slice, 0);
        return;
      }
      this.timer = undefined;
      this.applyHighlight();
      this.setLoading(false);
    };
    slice();
  }

  private createMarker(key: string, feature: MapFeature): L.Marker {
    let marker: L.Marker;
    if (feature.kind === 'pin') {
      const preview = this.previews[feature.index]!;
      marker = L.marker([feature.lat, feature.lng], {
        icon: new PinIcon(preview, this.labels, this.isSelected),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: preview.listingId === this.selectedId ? 1000 : 0,
      });
    } else {
      marker = L.marker([feature.lat, feature.lng], {
        icon: createClusterIcon(feature.count, this.labels),
        keyboard: true,
      });
    }
    const entry: Entry = { key, marker, feature };
    marker.on('add', () => {
      const element = marker.getElement();
      if (element) element.dataset.key = key;
    });
    this.entries.set(key, entry);
    this.entryOfLayer.set(marker, entry);
    return marker;
  }

  private clearMarkers(): void {
    this.hideTooltip();
    this.group.clearLayers();
    this.entries.clear();
    this.highlighted = null;
  }

  private entryOfElement(target: EventTarget | null): { entry: Entry; element: HTMLElement } | null {
    const element = target instanceof Element ? target.closest<HTMLElement>('.leaflet-marker-icon') : null;
    const entry = element?.dataset.key ? this.entries.get(element.dataset.key) : undefined;
    return element && entry ? { entry, element } : null;
  }

  private readonly handleClick = (event: L.LeafletEvent) => {
    // Leaflet names the marker a group event came from `propagatedFrom`.
    const source: unknown = (event as { propagatedFrom?: unknown }).propagatedFrom;
    const entry = source instanceof L.Layer ? this.entryOfLayer.get(source) : undefined;
    if (entry) this.activate(entry);
  };

  /** A pin selects its listing; a cluster zooms in until it splits. */
  private activate(entry: Entry): void {
    const { feature } = entry;
    if (feature.kind === 'pin') {
      this.options.onPick(this.previews[feature.index]!.listingId);
      return;
    }
    this.hideTooltip();
    const generation = this.generation;
    void this.clusterer.expansionZoom(feature.id).then(async (zoom) => {
      if (this.destroyed || generation !== this.generation) return;
      if (zoom > this.map.getMaxZoom()) {
        // Listings at one address never split: the first of them opens.
        const [first] = await this.clusterer.leaves(feature.id, 1);
        if (first !== undefined && generation === this.generation) this.options.onPick(this.previews[first]!.listingId);
        return;
      }
      // The cluster gives way to what it holds: focus stays in the map rather than falling to the page.
      if (entry.marker.getElement()?.contains(document.activeElement)) this.map.getContainer().focus();
      this.map.setView([feature.lat, feature.lng], zoom, { animate: this.options.animate });
    });
  }

  private readonly handlePaneEvent = (event: Event) => {
    const hit = this.entryOfElement(event.target);
    if (!hit) return;
    const { entry, element } = hit;
    const isPin = entry.feature.kind === 'pin';
    switch (event.type) {
      case 'keydown': {
        const { key } = event as KeyboardEvent;
        if (key === 'Enter' || key === ' ') {
          event.preventDefault();
          this.activate(entry);
        } else if (key === 'Escape' && this.tipFor) {
          // Escape closes the tooltip first; the drawer (if any) on the next press.
          event.stopPropagation();
          this.hideTooltip();
        }
        return;
      }
      case 'mouseover':
      case 'focusin': {
        const related = (event as MouseEvent | FocusEvent).relatedTarget;
        if (related instanceof Node && element.contains(related)) return;
        if (isPin) this.options.onHover(this.previews[(entry.feature as { index: number }).index]!.listingId);
        else this.showTooltip(entry, element);
        return;
      }
      case 'mouseout':
      case 'focusout': {
        const related = (event as MouseEvent | FocusEvent).relatedTarget;
        if (related instanceof Node && element.contains(related)) return;
        if (isPin) this.options.onHover(null);
        else if (event.type === 'focusout') this.hideTooltip();
        else this.hideTooltipSoon();
        return;
      }
    }
  };

  private showTooltip(entry: Entry, element: HTMLElement): void {
    const feature = entry.feature as ClusterFeature;
    clearTimeout(this.hideTimer);
    if (this.tipFor && this.tipFor !== entry) this.tipFor.marker.getElement()?.removeAttribute('aria-describedby');
    this.tipFor = entry;
    const description = this.labels.describe(feature.count, feature.breakdown, this.result?.thresholds ?? []);
    this.tooltip.replaceChildren(tooltipContent(description, feature.count));
    this.tooltip.hidden = false;
    element.setAttribute('aria-describedby', this.tooltip.id);
    // Above the cluster, inside the map; below it when there is no room above.
    const container = this.map.getContainer();
    const point = this.map.latLngToContainerPoint([feature.lat, feature.lng]);
    const radius = clusterSize(feature.count) / 2;
    const width = this.tooltip.offsetWidth;
    const height = this.tooltip.offsetHeight;
    const margin = 8;
    const left = Math.max(margin, Math.min(point.x - width / 2, container.clientWidth - width - margin));
    let top = point.y - radius - height - margin;
    if (top < margin) top = Math.min(point.y + radius + margin, container.clientHeight - height - margin);
    this.tooltip.style.transform = `translate(${Math.round(left)}px, ${Math.round(Math.max(margin, top))}px)`;
  }

  private hideTooltipSoon(): void {
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(this.hideTooltip, TOOLTIP_HIDE_DELAY_MS);
  }

  readonly hideTooltip = (): void => {
    clearTimeout(this.hideTimer);
    this.tipFor?.marker.getElement()?.removeAttribute('aria-describedby');
    this.tipFor = null;
    this.tooltip.hidden = true;
  };

  setSelected(listingId: string | null): void {
    if (listingId === this.selectedId) return;
    const previous = this.selectedId === null ? undefined : this.pinEntry(this.selectedId);
    this.selectedId = listingId;
    if (previous) {
      previous.marker.setZIndexOffset(0);
      previous.marker.getElement()?.setAttribute('aria-pressed', 'false');
    }
    const next = listingId === null ? undefined : this.pinEntry(listingId);
    if (next) {
      next.marker.setZIndexOffset(1000);
      next.marker.getElement()?.setAttribute('aria-pressed', 'true');
    }
  }

  /** Highlights the pin of a listing, or the cluster that holds it (a card in the list is hovered). */
  setHighlighted(listingId: string | null): void {
    this.highlightedId = listingId;
    this.applyHighlight();
  }

  private applyHighlight(): void {
    const entry = this.highlightedId === null ? undefined : this.ownerEntry(this.highlightedId);
    if (entry === this.highlighted && entry?.marker.getElement()?.dataset.highlighted === 'true') return;
    if (this.highlighted) {
      const element = this.highlighted.marker.getElement();
      element?.classList.remove('is-highlighted');
      element?.removeAttribute('data-highlighted');
      const wasSelected =
        this.highlighted.feature.kind === 'pin' &&
        this.previews[this.highlighted.feature.index]?.listingId === this.selectedId;
      this.highlighted.marker.setZIndexOffset(wasSelected ? 1000 : 0);
    }
    this.highlighted = entry ?? null;
    if (entry) {
      const element = entry.marker.getElement();
      element?.classList.add('is-highlighted');
      element?.setAttribute('data-highlighted', 'true');
      entry.marker.setZIndexOffset(2000);
    }
  }

  private indexOf(listingId: string): number | undefined {
    if (!this.indexOfCache) {
      this.indexOfCache = new Map();
      this.previews.forEach((preview, i) => this.indexOfCache!.set(preview.listingId, i));
    }
    return this.indexOfCache.get(listingId);
  }

  /** The pin or cluster that shows a listing now. */
  private ownerEntry(listingId: string): Entry | undefined {
    if (this.previews.length === 0) return undefined;
    const index = this.indexOf(listingId);
    const result = this.result;
    if (index === undefined || !result || index >= result.owner.length) return undefined;
    const at = result.owner[index]!;
    const feature = at >= 0 ? result.features[at] : undefined;
    return feature ? this.entries.get(this.keyOf(feature)) : undefined;
  }

  private pinEntry(listingId: string): Entry | undefined {
    const entry = this.ownerEntry(listingId);
    return entry?.feature.kind === 'pin' ? entry : undefined;
  }

  /** The pin's element when it is drawn on its own (not inside a cluster), for focus. */
  pinElement(listingId: string): HTMLElement | undefined {
    const element = this.pinEntry(listingId)?.marker.getElement();
    return element?.isConnected ? element : undefined;
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.timer);
    clearTimeout(this.hideTimer);
    this.map.off('moveend', this.refresh);
    this.map.off('movestart zoomstart', this.hideTooltip);
    this.group.off('click', this.handleClick);
    for (const type of PANE_EVENTS) this.pane.removeEventListener(type, this.handlePaneEvent);
    this.group.clearLayers();
    this.group.remove();
    this.tooltip.remove();
    this.entries.clear();
    this.clusterer.destroy();
  }
}

/** The area to cluster, as supercluster takes it: the whole world's width at most, latitudes clamped. */
export function viewBox(bounds: L.LatLngBounds): BBox {
  const west = bounds.getWest();
  const east = bounds.getEast();
  const south = Math.max(-85, bounds.getSouth());
  const north = Math.min(85, bounds.getNorth());
  return east - west >= 360 ? [-180, south, 180, north] : [west, south, east, north];
}

/** The tooltip's content: a title, the two breakdowns as small bar charts, and the sentence they say. */
function tooltipContent(description: ClusterDescription, count: number): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const sentence = document.createElement('span');
  sentence.className = 'foyer-visually-hidden';
  sentence.textContent = description.sentence;
  const visual = document.createElement('div');
  visual.setAttribute('aria-hidden', 'true');
  const title = document.createElement('p');
  title.className = 'foyer-cluster-tip__title';
  title.textContent = description.title;
  visual.append(title);
  for (const rows of [description.types, description.prices]) {
    if (rows.length === 0) continue;
    const list = document.createElement('ul');
    list.className = 'foyer-cluster-tip__rows';
    for (const row of rows) {
      const item = document.createElement('li');
      const label = document.createElement('span');
      label.textContent = row.label;
      const bar = document.createElement('span');
      bar.className = 'foyer-cluster-tip__bar';
      bar.style.setProperty('--share', String(Math.max(0.04, row.count / count)));
      const value = document.createElement('span');
      value.className = 'foyer-cluster-tip__count';
      value.textContent = row.count.toLocaleString(document.documentElement.lang || undefined);
      item.append(label, bar, value);
      list.append(item);
    }
    visual.append(list);
  }
  fragment.append(sentence, visual);
  return fragment;
}
