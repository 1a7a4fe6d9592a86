/**
 * Neighbourhood outlines as Voronoi cells: each neighbourhood is the ground nearer its own centre than any
 * other of its city, within its reach. Cells of one city therefore never overlap, and a home belongs to
 * the neighbourhood whose outline holds it. Worked out on a local plane (longitude scaled by the cosine
 * of the latitude), which is exact enough at the scale of a city.
 */

export interface Centre {
  lat: number;
  lng: number;
}

/** [lat, lng] pairs, closed (the first point repeated at the end), like the API's boundaries. */
export type Outline = [number, number][];

type Point = [number, number];

const SIDES = 20;

/** Keeps the part of a convex polygon where (p − origin)·normal ≤ 0 (Sutherland–Hodgman, one edge). */
function clip(polygon: Point[], origin: Point, normal: Point): Point[] {
  const side = (p: Point) => (p[0] - origin[0]) * normal[0] + (p[1] - origin[1]) * normal[1];
  const out: Point[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) out.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

/**
 * The cell of every centre, within `reach[i]` degrees of latitude of it (a 20-sided polygon), rounded to
 * 1e-5° (about a metre) like the rest of the API's coordinates.
 */
export function voronoiCells(centres: readonly Centre[], reach: readonly number[]): Outline[] {
  if (centres.length === 0) return [];
  const scale = Math.cos((centres[0]!.lat * Math.PI) / 180);
  const plane = centres.map((c): Point => [c.lng * scale, c.lat]);
  return plane.map((own, i) => {
    let polygon: Point[] = Array.from({ length: SIDES }, (_, k) => {
      const angle = (k / SIDES) * Math.PI * 2;
      return [own[0] + Math.cos(angle) * reach[i]!, own[1] + Math.sin(angle) * reach[i]!];
    });
    plane.forEach((other, j) => {
      if (j === i || polygon.length === 0) return;
      const middle: Point = [(own[0] + other[0]) / 2, (own[1] + other[1]) / 2];
      polygon = clip(polygon, middle, [other[0] - own[0], other[1] - own[1]]);
    });
    const ring = polygon.map(([x, y]): [number, number] => [
      Math.round(y * 1e5) / 1e5,
      Math.round((x / scale) * 1e5) / 1e5,
    ]);
    return ring.length ? [...ring, ring[0]!] : ring;
  });
}

/** Even–odd ray casting: is the point (x, y) inside the ring of [x, y] positions? */
export function ringContains(ring: readonly (readonly number[])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0]!;
    const yi = ring[i]![1]!;
    const xj = ring[j]![0]!;
    const yj = ring[j]![1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Is the point inside an outline of [lat, lng] pairs? */
export const outlineContains = (outline: Outline, lat: number, lng: number) => ringContains(outline, lat, lng);

/** Two centres' distance in degrees of latitude, on the local plane. */
export function planeDistance(a: Centre, b: Centre): number {
  const scale = Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(a.lat - b.lat, (a.lng - b.lng) * scale);
}
