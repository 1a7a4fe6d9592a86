// Map geometry shared by the search, the map, saved searches and the demo API: one Bounds type for all.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec §3 Bounds: north, east, south, west, in degrees. */
export interface Bounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

/** A finite number, or a numeric string as one; undefined for anything else (spec §5's "numeric"). */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Bounds with numeric strings converted, or null when any side is not numeric (spec §5). */
export function toBounds(value: unknown): Bounds | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as Record<string, unknown>;
  const north = toFiniteNumber(b.north);
  const east = toFiniteNumber(b.east);
  const south = toFiniteNumber(b.south);
  const west = toFiniteNumber(b.west);
  if (north === undefined || east === undefined || south === undefined || west === undefined) return null;
  return { north, east, south, west };
}

/** Spec §5: bounds are valid only when north, east, south and west are all numeric. */
export function isValidBounds(value: unknown): value is Bounds {
  return toBounds(value) !== null;
}

/** The `north,east,south,west` form the listings API and the results URL use. */
export function formatBounds(bounds: Bounds, digits = 5): string {
  const round = (n: number) => String(Number(n.toFixed(digits)));
  return [bounds.north, bounds.east, bounds.south, bounds.west].map(round).join(',');
}

/**
 * Reads `north,east,south,west` from a URL: numeric, on the globe, north of south. Null for anything
 * else, so a hand-edited or truncated link falls back to the page's place instead of breaking the search.
 */
export function parseBounds(text: string | null | undefined): Bounds | null {
  const parts = (text ?? '').split(',');
  if (parts.length !== 4) return null;
  const bounds = toBounds({ north: parts[0], east: parts[1], south: parts[2], west: parts[3] });
  if (!bounds) return null;
  const { north, east, south, west } = bounds;
  const onGlobe = Math.abs(north) <= 90 && Math.abs(south) <= 90 && Math.abs(east) <= 180 && Math.abs(west) <= 180;
  return onGlobe && north > south ? bounds : null;
}

export function inBounds(lat: number, lng: number, bounds: Bounds): boolean {
  if (lat < bounds.south || lat > bounds.north) return false;
  // A view across the antimeridian has west > east.
  return bounds.west <= bounds.east
    ? lng >= bounds.west && lng <= bounds.east
    : lng >= bounds.west || lng <= bounds.east;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box that holds a circle of `radiusKm` around a point: a search area that needs no screen size. */
export function boundsAroundRadius(centre: LatLng, radiusKm: number): Bounds {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(dLat / cos, 180);
  return {
    north: Math.min(centre.lat + dLat, 90),
    east: Math.min(centre.lng + dLng, 180),
    south: Math.max(centre.lat - dLat, -90),
    west: Math.max(centre.lng - dLng, -180),
  };
}
