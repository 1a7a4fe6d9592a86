// The clustering itself: supercluster over the search's previews, with each cluster's breakdown by
// property type and price range. No DOM and no Leaflet: it runs in the clustering worker, or on the
// main thread where there is no Worker (tests, old browsers), and gives the same answers in both.
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import { MAP_CLUSTER_RADIUS, MAP_MAX_ZOOM, MAP_TILE_SIZE } from '@/domain/constants';
import { NO_PRICE_SLOT, PRICE_SLOTS, TYPE_GROUPS, priceSlot, priceThresholds, type Breakdown } from './breakdown';

/** The previews as columns: what the main thread sends (the buffers move, they are not copied). */
export interface ClusterInput {
  lat: Float64Array;
  lng: Float64Array;
  /** NaN where there is no price. */
  price: Float64Array;
  /** TYPE_GROUPS index, -1 where the type is not known. */
  type: Int8Array;
}

export interface ClusterFeature {
  kind: 'cluster';
  /** supercluster's id, stable for one set of previews. */
  id: number;
  lat: number;
  lng: number;
  count: number;
  breakdown: Breakdown;
}

export interface PinFeature {
  kind: 'pin';
  /** The preview's index in the input. */
  index: number;
  lat: number;
  lng: number;
}

export type MapFeature = ClusterFeature | PinFeature;

export interface ClusterResult {
  zoom: number;
  features: MapFeature[];
  /** For each preview, the index in `features` of the pin or cluster that shows it; -1 outside the area asked. */
  owner: Int32Array;
  /** The price thresholds of the breakdowns (see breakdown.ts). */
  thresholds: number[];
}

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

/** Clusters form up to the last zoom, so listings at one address stay one cluster even fully zoomed in. */
export const CLUSTER_MAX_ZOOM = MAP_MAX_ZOOM;

const TYPE_KEYS = TYPE_GROUPS.map((_, i) => `t${i}`);
const PRICE_KEYS = Array.from({ length: PRICE_SLOTS }, (_, i) => `p${i}`);
const COUNT_KEYS = [...TYPE_KEYS, ...PRICE_KEYS];
const ZERO: Readonly<Record<string, number>> = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0]));

interface PointProps {
  i: number;
  t: number;
  p: number;
}
// Counts are plain number properties: supercluster copies cluster properties shallowly, so arrays
// would be shared between a cluster and the one it grows into.
type Counts = Record<string, number>;

export class ClusterEngine {
  private index: Supercluster<PointProps, Counts> | null = null;
  private size = 0;
  private thresholds: number[] = [];

  load(input: ClusterInput): void {
    const { lat, lng, price, type } = input;
    this.size = lat.length;
    this.thresholds = priceThresholds(price);
    const points = new Array<PointFeature<PointProps>>(this.size);
    for (let i = 0; i < this.size; i++) {
      points[i] = {
        type: 'Feature',
        properties: { i, t: type[i]!, p: priceSlot(price[i]!, this.thresholds) },
        geometry: { type: 'Point', coordinates: [lng[i]!, lat[i]!] },
      };
    }
    this.index = new Supercluster<PointProps, Counts>({
      radius: MAP_CLUSTER_RADIUS,
      // Leaflet's tiles are 256 px: the radius is in the map's own pixels.
      extent: MAP_TILE_SIZE,
      minZoom: 0,
      maxZoom: CLUSTER_MAX_ZOOM,
      map: (props) => {
        const counts: Counts = { ...ZERO };
        if (props.t >= 0) counts[TYPE_KEYS[props.t]!] = 1;
        counts[PRICE_KEYS[props.p]!] = 1;
        return counts;
      },
      reduce: (total, counts) => {
        for (const key of COUNT_KEYS) total[key]! += counts[key]!;
      },
    }).load(points);
  }

  /** The pins and clusters inside `bbox` at `zoom`, and which of them shows each preview. */
  query(bbox: BBox, zoom: number): ClusterResult {
    const owner = new Int32Array(this.size).fill(-1);
    const features: MapFeature[] = [];
    const index = this.index;
    const z = Math.round(zoom);
    if (index) {
      for (const feature of index.getClusters(bbox, z)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const at = features.length;
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const props: ClusterProperties & Counts = feature.properties;
          features.push({
            kind: 'cluster',
            id: props.cluster_id,
            lat,
            lng,
            count: props.point_count,
            breakdown: {
              types: TYPE_KEYS.map((key) => props[key] ?? 0),
              prices: PRICE_KEYS.map((key) => props[key] ?? 0),
            },
          });
          for (const leaf of index.getLeaves(props.cluster_id, Infinity)) owner[leaf.properties.i] = at;
        } else {
          const { i } = feature.properties as PointProps;
          features.push({ kind: 'pin', index: i, lat, lng });
          owner[i] = at;
        }
      }
    }
    return { zoom: z, features, owner, thresholds: this.thresholds };
  }

  /** The zoom at which a cluster splits into more than one pin or cluster. */
  expansionZoom(clusterId: number): number {
    return this.index ? this.index.getClusterExpansionZoom(clusterId) : 0;
  }

  /** The ids (preview indices) of a cluster's listings, at most `limit`. */
  leaves(clusterId: number, limit: number): number[] {
    return this.index ? this.index.getLeaves(clusterId, limit).map((leaf) => leaf.properties.i) : [];
  }
}

/** Columns from previews, for `ClusterEngine.load` (here or in the worker). */
export function toClusterInput(
  previews: readonly { lat: number; lng: number; listPrice: number | null; listingTypeId?: number | null }[],
  typeIndex: (listingTypeId: number | null | undefined) => number,
): ClusterInput {
  const n = previews.length;
  const input: ClusterInput = {
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    price: new Float64Array(n),
    type: new Int8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const preview = previews[i]!;
    input.lat[i] = preview.lat;
    input.lng[i] = preview.lng;
    input.price[i] = preview.listPrice ?? Number.NaN;
    input.type[i] = typeIndex(preview.listingTypeId);
  }
  return input;
}

export { NO_PRICE_SLOT };
