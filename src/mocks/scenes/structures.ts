// The other buildings of the listings: town-house rows, duplexes and plexes, apartment blocks, and the
// commercial kinds (main-street storefronts, offices, warehouses, hotels). Each is a `Building` that the
// shots of homes.ts compose, in its own coordinates (x from 0 to w, ground at y = 0).
import type { Rng } from '../random';
import { box } from './box';
import type { Building } from './homes';
import type { Drawn } from './houses';
import {
  doorUse,
  facade,
  garageDoor,
  glass,
  spread,
  steps,
  wallPaint,
  windowDef,
  windows,
  type Cladding,
} from './parts';
import { type Photo, r, rect, shade, shape } from './svg';

const BRICKS = ['#9c4a3c', '#b5654a', '#8a3f32', '#c47e5c', '#b9a58c', '#7a5546', '#a0533f'];
const ROW_COLOURS = ['#e9e4d8', '#c9d3d6', '#8fa3ad', '#d8c9a8', '#a3b5a0', '#f4f1ea', '#5f7d8c', '#c47e5c', '#9c4a3c'];
const DOORS = ['#7a2e24', '#2f4858', '#1f2a36', '#3d5a40', '#9b2d30', '#d9a93a', '#5b2a86'];

/** A grid of windows across a wall of w × h, from `top`, kept whole at the edges. */
function grid(id: string, w: number, top: number, h: number, cw: number, ch: number): string {
  const cols = Math.max(1, Math.floor((w - 30) / cw));
  const rows = Math.max(1, Math.floor(h / ch));
  const x = (w - cols * cw) / 2;
  return `<g transform="translate(${r(x)} ${r(top)})">${rect(0, 0, cols * cw, rows * ch, `url(#${id})`)}</g>`;
}

export interface RowLook {
  units: number;
  unitW: number;
  floors: number;
  cladding: Cladding;
  colours: string[];
  doors: string[];
  trim: string;
  roof: string;
  flat: boolean;
}

export function rowLook(rng: Rng): RowLook {
  const units = rng.int(3, 5);
  const brick = rng.chance(0.45);
  const base = rng.pick(brick ? BRICKS : ROW_COLOURS);
  return {
    units,
    unitW: rng.int(150, 176),
    floors: rng.pick([2, 3, 3]),
    cladding: brick ? 'brick' : 'siding',
    colours: Array.from({ length: units }, (_, k) =>
      brick ? shade(base, (k % 2) * 0.08) : k % 2 ? rng.pick(ROW_COLOURS) : base,
    ),
    doors: Array.from({ length: units }, () => rng.pick(DOORS)),
    trim: rng.pick(['#f7f4ee', '#2b2b2b', '#e9e2d2']),
    roof: rng.pick(['#3e3a39', '#4a4f55', '#5b4a3f']),
    flat: rng.chance(0.5),
  };
}

/** A row of town houses, each unit with its door, stoop and windows (and its own colour). */
export function townRow(ph: Photo, look: RowLook): Building {
  const draw = (d: number, inheritWall: boolean, rear: boolean): Drawn => {
    const { units, unitW: uw } = look;
    const w = units * uw;
    const h = look.floors * 122 + 40;
    const win = windowDef(ph, 54, 78, look.trim, 'split');
    // The upper floors repeat unit by unit: one pattern tile of a unit's floor covers them all.
    const upper = ph.def(
      `rowUpper${uw}`,
      (id) =>
        `<pattern id="${id}" width="${uw}" height="122" patternUnits="userSpaceOnUse">${windows(ph, win, spread(0, uw, 2, 54), 30)}</pattern>`,
    );
    let front = '';
    let dividers = '';
    for (let k = 0; k < units; k++) {
      const x = k * uw;
      if (!inheritWall && look.cladding !== 'brick') front += rect(x, 0, uw, h, ph.lit(look.colours[k]!));
    }
    front += rect(0, 0, w, (look.floors - 1) * 122, `url(#${upper})`);
    for (let k = 0; k < units; k++) {
      const x = k * uw;
      const doorLeft = k % 2 === 0;
      const doorX = doorLeft ? x + 24 : x + uw - 82;
      front += windows(ph, win, [doorLeft ? x + uw - 76 : x + 22], h - 164);
      front += rear ? windows(ph, win, [doorX], h - 164) : doorUse(ph, doorX, h - 40 - 108, look.doors[k]!, look.trim);
      if (k > 0) dividers += `M${x} 0v${h}`;
    }
    front +=
      `<path d="${dividers}" stroke="${ph.lit(shade(look.trim, -0.3))}" stroke-width="6"/>` +
      rect(0, h - 40, w, 40, ph.lit('#a9a39a'));
    let stoops = '';
    for (let k = 0; k < units; k++) stoops += steps(ph, k * uw + (k % 2 === 0 ? 53 : uw - 53), -40, 70, 3);
    const wall = inheritWall ? 'inherit' : wallPaint(ph, look.cladding, look.colours[0]!);
    return {
      svg:
        box({
          x: 0,
          y: 0,
          w,
          h,
          d,
          wall,
          roof: look.flat ? 'flat' : 'side',
          roofH: 90,
          roofFill: ph.lit(look.roof),
          snow: ph.winter,
          front,
          side: Math.abs(d) >= 100 ? windows(ph, win, [80, 200], 40) : '',
          depth: 320,
        }) + stoops,
      w,
      h: h + (look.flat ? 10 : 90),
      doorX: 53,
    };
  };
  return { draw, paint: () => wallPaint(ph, look.cladding, look.colours[0]!) };
}

export interface PlexLook {
  floors: number;
  units: number;
  w: number;
  brick: string;
  trim: string;
  /** Montréal's outside staircases up to the second-floor balcony. */
  stairs: boolean;
  /** Units side by side (a semi-detached duplex) rather than stacked. */
  sideBySide: boolean;
  roof: string;
  cladding: Cladding;
}

/** A plex's look; a semi-detached house is always a side-by-side pair. */
export function plexLook(rng: Rng, units: number, quebec: boolean, semi: boolean): PlexLook {
  const sideBySide = semi || (units === 2 && !quebec && rng.chance(0.6));
  return {
    floors: sideBySide ? 2 : Math.max(2, Math.min(3, units)),
    units,
    w: sideBySide ? rng.int(480, 540) : rng.int(400, 470),
    brick: rng.pick(quebec ? BRICKS : [...BRICKS, ...ROW_COLOURS]),
    trim: rng.pick(['#f7f4ee', '#2b2b2b', '#3d5a40', '#7a2e24']),
    stairs: quebec && rng.chance(0.75),
    sideBySide,
    roof: rng.pick(['#3e3a39', '#4a4f55', '#5b4a3f']),
    cladding: quebec || rng.chance(0.5) ? 'brick' : 'siding',
  };
}

/** A duplex, triplex or fourplex: stacked flats with balconies (and outside stairs), or a semi-detached pair. */
export function plex(ph: Photo, look: PlexLook): Building {
  const draw = (d: number, inheritWall: boolean, rear: boolean): Drawn => {
    const { w, floors } = look;
    const fh = 130;
    const h = floors * fh + 24;
    const win = windowDef(ph, 58, 84, look.trim, look.sideBySide ? 'cross' : 'split');
    const doorColour = ph.lit(shade(look.trim === '#f7f4ee' ? '#3d5a40' : look.trim, 0.1));
    let front = '';
    let extra = '';
    let doorX = w / 2;
    if (look.sideBySide) {
      // Two mirrored halves sharing the middle wall.
      front += windows(ph, win, [30, 130, w - 188, w - 88], 34) + windows(ph, win, [30, w - 88], 34 + fh);
      for (const x of [w / 2 - 70, w / 2 + 12])
        front += rear ? '' : doorUse(ph, x, h - 24 - 108, doorColour, look.trim);
      front += `<path d="M${w / 2} 0v${h}" stroke="#0002" stroke-width="4"/>`;
      extra += steps(ph, w / 2, -24, 180, 2);
    } else {
      for (let f = 0; f < floors; f++) {
        const y = h - 24 - (f + 1) * fh;
        front += windows(ph, win, [30, w - 88], y + 30);
        // Each flat's own door; upper ones open onto the balcony.
        front +=
          doorUse(ph, w / 2 - 90, y + fh - 108, doorColour, look.trim) +
          doorUse(ph, w / 2 + 32, y + fh - 108, doorColour, look.trim);
        if (f > 0) {
          const by = y + fh;
          front +=
            rect(-10, by - 6, w + 20, 12, ph.lit('#6d6a65')) +
            `<path d="M-6 ${by - 50}H${w + 6}M-6 ${by - 50}v44M${w + 6} ${by - 50}v44" stroke="${ph.lit(look.trim)}" stroke-width="5" fill="none"/>`;
          let bars = '';
          for (let x = 0; x < w; x += 16) bars += `M${x} ${by - 48}v42`;
          front += `<path d="${bars}" stroke="${ph.lit(look.trim)}" stroke-width="2"/>`;
        }
      }
      if (look.stairs && !rear) {
        // An outside staircase from the sidewalk to the second floor, along the front.
        const sx = w - 20;
        const top = -24 - fh;
        let treads = '';
        for (let k = 0; k < 9; k++) treads += `M${r(sx - 30 - k * 22)} ${r(top + k * (fh / 9))}h-30`;
        extra +=
          `<path d="M${sx} ${top}L${r(sx - 230)} -4M${sx} ${top - 44}L${r(sx - 230)} -44" stroke="${ph.lit(look.trim)}" stroke-width="6"/>` +
          `<path d="${treads}" stroke="${ph.lit('#4a4f55')}" stroke-width="8"/>`;
      }
      front += rect(0, h - 24, w, 24, ph.lit('#a9a39a'));
      doorX = w / 2 - 60;
    }
    const wall = inheritWall ? 'inherit' : wallPaint(ph, look.cladding, look.brick);
    // Plexes have flat roofs behind a cornice; a semi-detached pair has a gable.
    const cornice = look.sideBySide
      ? ''
      : rect(-12, -h - 34, w + 24, 30, ph.lit(shade(look.trim, -0.2))) + rect(-6, -h - 8, w + 12, 8, ph.lit(look.trim));
    return {
      svg:
        box({
          x: 0,
          y: 0,
          w,
          h,
          d,
          wall,
          roof: look.sideBySide ? 'side' : 'flat',
          roofH: 110,
          roofFill: ph.lit(look.roof),
          snow: ph.winter,
          front,
          side: Math.abs(d) >= 100 ? windows(ph, win, [70, 220], 40) : '',
          depth: 340,
        }) +
        cornice +
        extra,
      w,
      h: h + (look.sideBySide ? 110 : 34),
      doorX,
    };
  };
  return { draw, paint: () => wallPaint(ph, look.cladding, look.brick) };
}

export interface BlockLook {
  kind: 'apartments' | 'storefront' | 'office' | 'warehouse' | 'hotel' | 'garage';
  floors: number;
  w: number;
  wall: string;
  trim: string;
  accent: string;
}

export function blockLook(rng: Rng, kind: BlockLook['kind']): BlockLook {
  const floors =
    kind === 'apartments'
      ? rng.int(4, 6)
      : kind === 'office'
        ? rng.int(3, 6)
        : kind === 'hotel'
          ? rng.int(6, 9)
          : kind === 'storefront'
            ? rng.int(2, 3)
            : 1;
  return {
    kind,
    floors,
    w:
      kind === 'warehouse'
        ? rng.int(900, 1000)
        : kind === 'apartments'
          ? rng.int(720, 820)
          : kind === 'office' || kind === 'hotel'
            ? rng.int(560, 680)
            : kind === 'garage'
              ? rng.int(520, 600)
              : rng.int(380, 460),
    wall:
      kind === 'office'
        ? rng.pick(['#9fb7c6', '#7f9aab', '#a8b9b0', '#8ea3b5'])
        : kind === 'warehouse' || kind === 'garage'
          ? rng.pick(['#c9ccd0', '#b7bcc2', '#d9d4cc', '#8fa3ad', '#e4e0d8'])
          : rng.pick(kind === 'hotel' ? ['#e9e4d8', '#d9d4cc', '#c47e5c', '#b9a58c'] : BRICKS),
    trim: rng.pick(['#2b2b2b', '#f7f4ee', '#3d5a40', '#7a2e24']),
    accent: rng.pick(['#b3262d', '#1d4f91', '#0f6b4f', '#e3b23c', '#5b2a86', '#2f4858']),
  };
}

/** Apartment blocks and commercial buildings. */
export function block(ph: Photo, look: BlockLook): Building {
  const paint = () => (look.kind === 'storefront' ? wallPaint(ph, 'brick', look.wall) : ph.lit(look.wall));
  const draw = (d: number, inheritWall: boolean, rear: boolean): Drawn => {
    const { w } = look;
    const wall = inheritWall ? 'inherit' : paint();
    const sideways = Math.abs(d) >= 100;
    let front = '';
    let side = '';
    let extra = '';
    let h: number;
    let doorX = w / 2;
    switch (look.kind) {
      case 'apartments':
      case 'hotel': {
        const fh = 100;
        h = look.floors * fh + 60;
        const f = facade(ph, look.wall, 90, fh, 52, 64, look.kind === 'apartments');
        front = grid(f, w, 20, h - 140, 90, fh) + rect(w / 2 - 80, h - 120, 160, 120, glass(ph, 0.9));
        if (sideways) side = grid(f, 360, 20, h - 140, 90, fh);
        // An entrance canopy over the doors.
        extra =
          rect(w / 2 - 130, -128, 260, 18, ph.lit(look.kind === 'hotel' ? look.accent : '#3b3f44')) +
          `<path d="M${r(w / 2 - 120)} -110v110M${r(w / 2 + 120)} -110v110" stroke="${ph.lit('#3b3f44')}" stroke-width="8"/>`;
        break;
      }
      case 'office': {
        const fh = 90;
        h = look.floors * fh + 40;
        const f = ph.def(`curtain${look.wall}`, (id) => {
          const g = ph.dusk ? '#3a4670' : ph.lit(look.wall);
          return `<pattern id="${id}" width="80" height="${fh}" patternUnits="userSpaceOnUse"><path d="M0 0h80v${fh}H0z" fill="${g}"/><path d="M0 ${fh - 20}h80v20H0z" fill="${ph.lit('#4a5560')}"/><path d="M2 0v${fh}" stroke="${ph.lit('#d9dcdf')}" stroke-width="4"/><path d="M40 0 10 ${fh - 20}h30z" fill="#fff2"/>${ph.dusk ? `<path d="M48 14h24v40H48z" fill="#ffd98a" opacity=".8"/>` : ''}</pattern>`;
        });
        front =
          rect(0, 0, w, h, `url(#${f})`) +
          rect(w / 2 - 90, h - 110, 180, 110, ph.lit('#2b2f33')) +
          rect(w / 2 - 80, h - 100, 160, 100, glass(ph, 1));
        if (sideways) side = rect(0, 0, 360, h, `url(#${f})`);
        extra = rect(w / 2 - 140, -130, 280, 16, ph.lit('#3b3f44'));
        break;
      }
      case 'warehouse':
      case 'garage': {
        h = look.kind === 'warehouse' ? 200 : 170;
        const doors = look.kind === 'warehouse' ? 4 : 3;
        const dw = look.kind === 'warehouse' ? 120 : 130;
        const xs = spread(look.kind === 'warehouse' ? 200 : 0, w - (look.kind === 'warehouse' ? 200 : 0), doors, dw);
        front = rect(
          0,
          0,
          w,
          h,
          `url(#${ph.def('metal' + look.wall, (id) => `<pattern id="${id}" width="24" height="40" patternUnits="userSpaceOnUse"><path d="M0 0h24v40H0z" fill="${ph.lit(look.wall)}"/><path d="M3 0v40M15 0v40" stroke="#0002" stroke-width="4"/></pattern>`)})`,
        );
        for (const x of xs) front += rear ? '' : garageDoor(ph, x, h - 140, dw, 140, '#6d6a65');
        // The office corner: a glass door and band of windows.
        front +=
          look.kind === 'warehouse'
            ? rect(30, 40, 140, 60, glass(ph, 0.9)) +
              rect(60, h - 110, 70, 110, glass(ph, 0.9)) +
              rect(0, 0, w, 16, ph.lit(look.accent))
            : rect(0, 0, w, 26, ph.lit(look.accent));
        doorX = 95;
        if (sideways) side = rect(0, 0, 420, h, ph.lit(shade(look.wall, -0.15)));
        break;
      }
      default: {
        // A main-street block: shop window, awning and blank sign band below the flats upstairs.
        const fh = 118;
        h = look.floors * fh + 60;
        const tall = windowDef(ph, 56, 92, look.trim, 'split');
        for (let f = 1; f < look.floors; f++) front += windows(ph, tall, spread(0, w, 3, 56), h - 150 - f * fh + 12);
        const shop = glass(ph, 1);
        front +=
          rect(14, h - 150, w - 28, 150, ph.lit(look.trim)) +
          rect(30, h - 126, w * 0.5 - 40, 116, shop) +
          rect(w * 0.5 + 70, h - 126, w * 0.5 - 100, 116, shop) +
          rect(w * 0.5 - 4, h - 124, 64, 124, ph.lit('#2b2f33')) +
          rect(30, h - 196, w - 60, 38, ph.lit(look.accent));
        doorX = w * 0.5 + 28;
        // A striped awning over the shop window.
        const stripes = ph.def(
          `awning${look.accent}`,
          (id) =>
            `<pattern id="${id}" width="40" height="10" patternUnits="userSpaceOnUse"><path d="M0 0h20v10H0z" fill="${ph.lit(look.accent)}"/><path d="M20 0h20v10H20z" fill="${ph.lit('#f4f1ea')}"/></pattern>`,
        );
        extra = rear ? '' : shape([20, -156, w - 20, -156, w - 4, -112, 4, -112], `url(#${stripes})`);
        break;
      }
    }
    const cornice =
      look.kind === 'storefront' || look.kind === 'apartments' || look.kind === 'hotel'
        ? rect(-8, -h - 16, w + 16, 18, ph.lit(shade(look.wall, -0.3)))
        : '';
    return {
      svg:
        box({
          x: 0,
          y: 0,
          w,
          h,
          d,
          wall,
          roof: 'flat',
          roofFill: ph.lit('#4a4f55'),
          snow: ph.winter,
          front,
          side,
          depth: 420,
        }) +
        cornice +
        extra,
      w,
      h: h + 18,
      doorX,
    };
  };
  return { draw, paint };
}
