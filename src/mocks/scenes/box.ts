// A building is drawn as boxes in oblique projection: the front wall face-on and one side wall receding
// up and to the right (or left), so one routine gives a house seen straight on, the same house from an
// angle, a barn, a row of town houses or a tower. Contents of a wall (windows, doors) are drawn in that
// wall's own coordinates, and the side wall's are sheared onto it with a matrix.
import { r, rect, shade, shape } from './svg';

export type Roof = 'flat' | 'side' | 'front' | 'hip' | 'gambrel' | 'shed';

/** How far a side wall rises per pixel it recedes: the slant of the oblique view. */
const SLANT = 0.45;

export interface BoxSpec {
  /** Front-left corner of the footprint: x, and y on the ground. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Projected depth in pixels: the side wall shows on the right when positive, on the left when negative. */
  d: number;
  /** Wall paint (a colour or a pattern url), already lit for the sky. */
  wall: string;
  /** The side wall's paint; a darker shade of `wall` when it is a plain colour. */
  sideWall?: string;
  roof?: Roof;
  roofH?: number;
  roofFill?: string;
  /** Snow on the roof in winter. */
  snow?: boolean;
  eave?: number;
  /** Front wall contents, origin at the wall's top-left corner. */
  front?: string;
  /** Side wall contents in unsheared coordinates: x from 0 (front edge) to `depth`, y from the wall top. */
  side?: string;
  depth?: number;
  /** Contents of a front gable (attic window), origin at the wall's top-left, drawn above it. */
  gable?: string;
  /** Chimney at this fraction of the width (side-gable and hip roofs). */
  chimney?: number;
  chimneyFill?: string;
  shadow?: boolean;
}

/** A shear factor as written: two decimals are within a pixel over a wall's depth. */
const n2 = (v: number) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.');

/** The corners of a box's projection, for callers placing things on or beside it. */
export function boxTop(b: Pick<BoxSpec, 'y' | 'h' | 'd'>): { top: number; dx: number; dy: number } {
  return { top: b.y - b.h, dx: b.d, dy: -Math.abs(b.d) * SLANT };
}

export function box(b: BoxSpec): string {
  const { x, y, w, h } = b;
  const dx = b.d;
  const dy = -Math.abs(dx) * SLANT;
  const T = y - h;
  const o = b.eave ?? 14;
  const rh = b.roofH ?? 0;
  const roofKind = b.roof ?? 'flat';
  const plain = b.wall.startsWith('#');
  const sideWall = b.sideWall ?? (plain ? shade(b.wall, -0.18) : b.wall);
  const roofFill = b.snow ? '#eef3f8' : (b.roofFill ?? '#4a4a4a');
  const roofSide = b.snow ? '#d3dde8' : shade(roofFill, -0.22);
  const edge = dx >= 0 ? x + w : x;
  let out = '';
  if (b.shadow !== false) {
    const l = h * 0.38 + 20;
    out += shape(
      [x + 8, y + 5, x + w + l, y + 5, x + w + Math.max(dx, 0) + l, y + dy, x + Math.min(dx, 0), y + dy],
      '#0003',
    );
  }
  if (dx !== 0) {
    const sideFace = [edge, y, edge + dx, y + dy, edge + dx, T + dy, edge, T];
    out += shape(sideFace, sideWall);
    // A patterned wall cannot be shaded by colour arithmetic: it is darkened by an overlay instead.
    if (!plain && !b.sideWall) out += shape(sideFace, '#0003');
    // Windows on a side wall seen nearly edge-on would be slivers: they are left out.
    if (b.side && Math.abs(dx) >= 100) {
      const depth = b.depth ?? Math.abs(dx) * 2;
      out += `<g transform="matrix(${n2(dx / depth)} ${n2(dy / depth)} 0 1 ${r(edge)} ${r(T)})">${b.side}</g>`;
    }
  }
  // The side gable sits on the side wall, behind the front roof plane.
  if (roofKind === 'side' && dx !== 0) {
    const gable = [edge, T, edge + dx, T + dy, edge + dx / 2, T + dy / 2 - rh];
    out += shape(gable, sideWall) + (!plain && !b.sideWall ? shape(gable, '#0003') : '');
  }
  out += rect(x, T, w, h, b.wall);
  if (b.front) out += `<g transform="translate(${r(x)} ${r(T)})">${b.front}</g>`;
  const chimney = (ridgeY: number) =>
    b.chimney === undefined
      ? ''
      : rect(x + w * b.chimney, ridgeY - 34, 34, T - ridgeY + 34, b.chimneyFill ?? '#8e4b3a') +
        rect(x + w * b.chimney - 4, ridgeY - 40, 42, 8, shade(b.chimneyFill ?? '#8e4b3a', -0.25));
  switch (roofKind) {
    case 'flat': {
      if (dx !== 0) out += shape([x, T, x + w, T, x + w + dx, T + dy, x + dx, T + dy], shade(roofSide, 0.25));
      out += rect(x - 4, T - 10, w + 8, 12, b.roofFill ?? shade(sideWall, -0.2));
      break;
    }
    case 'shed': {
      // A single slope rising to the back.
      out += shape([x - o, T + 4, x + w + o, T + 4, x + w + o + dx, T + dy - rh, x - o + dx, T + dy - rh], roofFill);
      break;
    }
    case 'side': {
      const ridge = T + dy / 2 - rh;
      out += chimney(ridge + 6);
      out += shape([x - o, T + 4, x + w + o, T + 4, x + w + o + dx / 2, ridge, x - o + dx / 2, ridge], roofFill);
      out += `<path d="M${r(x - o)} ${r(T + 4)}H${r(x + w + o)}" stroke="${shade(roofFill, -0.3)}" stroke-width="5"/>`;
      if (dx !== 0) {
        const e = dx > 0 ? x + w + o : x - o;
        out += `<path d="M${r(e + dx / 2)} ${r(ridge)}L${r(e + dx)} ${r(T + dy + 4)}" stroke="${roofSide}" stroke-width="9"/>`;
      }
      break;
    }
    case 'hip': {
      const ridge = T + dy / 2 - rh;
      const inset = Math.min(w * 0.3, rh * 1.1);
      out += chimney(ridge + 6);
      if (dx !== 0) {
        const e = dx > 0 ? x + w + o : x - o;
        const re = dx > 0 ? x + w - inset + dx / 2 : x + inset + dx / 2;
        out += shape([e, T + 4, e + dx, T + dy + 4, re, ridge], roofSide);
      }
      out += shape(
        [x - o, T + 4, x + w + o, T + 4, x + w - inset + dx / 2, ridge, x + inset + dx / 2, ridge],
        roofFill,
      );
      out += `<path d="M${r(x - o)} ${r(T + 4)}H${r(x + w + o)}" stroke="${shade(roofFill, -0.3)}" stroke-width="5"/>`;
      break;
    }
    case 'front':
    case 'gambrel': {
      const peak = T - rh;
      const mid = x + w / 2;
      const knee = T - rh * 0.6;
      const gableRight = roofKind === 'front' ? [x + w, T, mid, peak] : [x + w, T, x + w * 0.86, knee, mid, peak];
      const gableLeft = roofKind === 'front' ? [x, T] : [x + w * 0.14, knee, x, T];
      if (dx !== 0) {
        // The visible slope(s) running back from the gable.
        if (roofKind === 'front') {
          const e = dx > 0 ? x + w + o : x - o;
          out += shape([mid, peak, e, T + 6, e + dx, T + dy + 6, mid + dx, peak + dy], roofFill);
        } else {
          const e = dx > 0 ? x + w + o : x - o;
          const k = dx > 0 ? x + w * 0.86 : x + w * 0.14;
          out += shape([k, knee, e, T + 6, e + dx, T + dy + 6, k + dx, knee + dy], roofFill);
          out += shape([mid, peak, k, knee, k + dx, knee + dy, mid + dx, peak + dy], roofSide);
        }
      }
      out += shape([...gableLeft, ...gableRight], b.wall);
      if (b.gable) out += `<g transform="translate(${r(x)} ${r(T)})">${b.gable}</g>`;
      const rake =
        roofKind === 'front'
          ? `M${r(x - o)} ${r(T + 8)}L${r(mid)} ${r(peak - 6)}L${r(x + w + o)} ${r(T + 8)}`
          : `M${r(x - o)} ${r(T + 8)}L${r(x + w * 0.14 - 4)} ${r(knee - 2)}L${r(mid)} ${r(peak - 6)}L${r(x + w * 0.86 + 4)} ${r(knee - 2)}L${r(x + w + o)} ${r(T + 8)}`;
      out += `<path d="${rake}" stroke="${roofFill}" stroke-width="14" fill="none" stroke-linejoin="round"/>`;
      break;
    }
  }
  return out;
}
