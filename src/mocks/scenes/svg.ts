// Building blocks of the generated photos: compact number and shape output, colour arithmetic and the
// per-photo context (season, sky, shared definitions). Every photo is a flat illustration drawn on a
// 1200 × 800 canvas; whole pixels are enough for that and keep each SVG small.
import type { Rng } from '../random';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type Sky = 'clear' | 'cloudy' | 'dusk';

export const WIDTH = 1200;
export const HEIGHT = 800;

/** A coordinate as written into the SVG: whole pixels. */
export const r = (v: number): number => Math.round(v);

/** A closed shape from flat x, y pairs (`M x y x y … Z`: the implicit line-to keeps it short). */
export function shape(points: readonly number[], fill: string, extra = ''): string {
  let d = '';
  for (let i = 0; i < points.length; i += 2) d += `${i === 0 ? 'M' : ' '}${r(points[i]!)} ${r(points[i + 1]!)}`;
  return `<path d="${d}Z" fill="${fill}"${extra}/>`;
}

/** A rectangle, written as a path (shorter than a <rect>) unless it has rounded corners. */
export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  if (extra.includes('rx='))
    return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
  return `<path d="M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${-r(w)}z" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
}

/** A group moved to (x, y) and scaled: the drawings are made around their own origin. */
export function place(x: number, y: number, scale: number, body: string, flip = false): string {
  const s = Math.round(scale * 100) / 100;
  const sx = flip ? -s : s;
  return `<g transform="translate(${r(x)} ${r(y)})${s !== 1 || flip ? ` scale(${sx} ${s})` : ''}">${body}</g>`;
}

/** A scale factor as written: at most two decimals, no leading or trailing zeros. */
export const sc = (v: number): string => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.');

/**
 * A defined shape placed at (x, y), scaled (and mirrored), painted with `fill` where it leaves fill open.
 * The position goes in x and y, which <use> applies inside its transform: hence divided by the scale.
 */
export function placeDef(id: string, x: number, y: number, scale: number, fill?: string, flip = false): string {
  const paint = fill ? ` fill="${fill}"` : '';
  if (scale === 1 && !flip) return `<use href="#${id}" x="${r(x)}" y="${r(y)}"${paint}/>`;
  const s = Math.round(scale * 100) / 100;
  const t = flip ? `scale(-${sc(s)} ${sc(s)})` : `scale(${sc(s)})`;
  return `<use href="#${id}" transform="${t}" x="${r((flip ? -x : x) / s)}" y="${r(y / s)}"${paint}/>`;
}

function channels(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mix of two #rrggbb colours, `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + (cb[i]! - c) * t));
  return `#${((1 << 24) | (out[0]! << 16) | (out[1]! << 8) | out[2]!).toString(16).slice(1)}`;
}

/** Darker (negative) or lighter (positive) shade of a colour. */
export const shade = (hex: string, amount: number): string =>
  amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount);

/** a, b, … z, aa, ab…: the n-th short id. */
function shortId(n: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return n < 26 ? letters[n]! : `${letters[Math.floor(n / 26) - 1]!}${letters[n % 26]!}`;
}

/**
 * One photo being drawn: its random stream, season and sky, and the `<defs>` it collects (patterns,
 * gradients and reused shapes such as trees and windows, each written once however often it is used).
 */
export class Photo {
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(
    readonly rng: Rng,
    readonly season: Season,
    readonly sky: Sky,
  ) {}

  get winter(): boolean {
    return this.season === 'winter';
  }

  get dusk(): boolean {
    return this.sky === 'dusk';
  }

  /**
   * Adds a definition once under a short generated id (ids are repeated in every <use>, so they are kept
   * to one or two letters); `key` tells definitions apart, `body` writes one given its id.
   */
  def(key: string, body: (id: string) => string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = shortId(this.ids.size);
      this.ids.set(key, id);
      this.defs.push(body(id));
    }
    return id;
  }

  /** Indoors, surfaces keep their colours whatever the sky: only the windows show it. */
  indoor = false;

  /** A sunlit surface's colour under this sky: dimmer and bluer at dusk, a little greyer when overcast. */
  lit(hex: string): string {
    if (this.indoor) return this.sky === 'dusk' ? mix(hex, '#ffcf8a', 0.08) : hex;
    if (this.sky === 'dusk') return mix(shade(hex, -0.42), '#2b3468', 0.22);
    if (this.sky === 'cloudy') return mix(hex, '#8b95a3', 0.14);
    return hex;
  }

  /** The finished document; the canvas is always 1200 × 800 (3:2), as the gallery and cards expect. */
  svg(body: string, width = WIDTH, height = HEIGHT, slice = false): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const fit = slice ? ' preserveAspectRatio="xMidYMid slice"' : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${width}" height="${height}"${fit}>${defs}${body}</svg>`;
  }
}
