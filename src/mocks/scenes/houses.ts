// Homes: detached houses in the common Canadian styles, cottages, mobile homes, town-house rows and
// plexes. A look (style, colours, garage side…) is drawn from the listing's own seed, so the front view,
// the angle view and the street view of one listing show the same house.
import type { Rng } from '../random';
import { box, type BoxSpec, type Roof } from './box';
import { door, garageDoor, spread, steps, wallPaint, windowDef, windows, type Cladding, type Muntins } from './parts';
import { type Photo, r, rect, shade, shape } from './svg';

export type HouseStyle =
  | 'bungalow'
  | 'twoStorey'
  | 'splitLevel'
  | 'storeyHalf'
  | 'modern'
  | 'estate'
  | 'farmhouse'
  | 'mobile'
  | 'cabin'
  | 'aframe';

export interface HouseLook {
  style: HouseStyle;
  cladding: Cladding;
  wall: string;
  trim: string;
  roof: string;
  door: string;
  roofKind: Roof;
  /** Attached garage on the left (-1), right (1) or none (0). */
  garage: -1 | 0 | 1;
  doubleGarage: boolean;
  chimney: boolean;
  porch: boolean;
  shutters: string | undefined;
  muntins: Muntins;
  /** Width of the main body, in the house's own pixels. */
  width: number;
}

/** A drawing in its own coordinates: x from 0 to w, ground at y = 0, `doorX` and `drive` on the ground. */
export interface Drawn {
  svg: string;
  w: number;
  h: number;
  doorX: number;
  drive?: [number, number];
}

const SIDING = [
  '#e9e4d8',
  '#c9d3d6',
  '#8fa3ad',
  '#5f7d8c',
  '#b7a88f',
  '#d8c9a8',
  '#7d8b6a',
  '#f4f1ea',
  '#a3b5a0',
  '#3f5866',
  '#e8d7a9',
  '#9a4b3c',
];
const BRICK = ['#9c4a3c', '#b5654a', '#8a3f32', '#c47e5c', '#b9a58c', '#7a5546'];
const STONE = ['#b6ab9c', '#a19a90', '#c9bfae'];
const STUCCO = ['#efe9dc', '#e6dccb', '#d9d4cc', '#f5f2ea', '#e9e1d3'];
const ROOFS = ['#3e3a39', '#5b4a3f', '#2f3b44', '#6d6a65', '#4a4f55', '#7a3a2e'];
const TRIMS = ['#f7f4ee', '#ffffff', '#2b2b2b', '#e9e2d2'];
const DOORS = ['#7a2e24', '#2f4858', '#1f2a36', '#b5651d', '#3d5a40', '#9b2d30', '#d9a93a', '#f4f1ea'];

function claddingColour(rng: Rng, cladding: Cladding): string {
  switch (cladding) {
    case 'brick':
      return rng.pick(BRICK);
    case 'stone':
      return rng.pick(STONE);
    case 'stucco':
      return rng.pick(STUCCO);
    case 'logs':
      return rng.pick(['#a8743f', '#8e5f33', '#b98a55']);
    case 'boards':
      return rng.pick(['#a0724a', '#3b3f44', '#6d5443', '#c39a6b']);
    default:
      return rng.pick(SIDING);
  }
}

/** The look of one house, drawn from the listing's seed. */
export function houseLook(rng: Rng, style: HouseStyle): HouseLook {
  const cladding: Cladding =
    style === 'cabin'
      ? 'logs'
      : style === 'aframe'
        ? 'boards'
        : style === 'modern'
          ? rng.pick<Cladding>(['boards', 'stucco'])
          : style === 'estate'
            ? rng.pick<Cladding>(['stone', 'brick', 'stucco'])
            : style === 'mobile' || style === 'farmhouse'
              ? 'siding'
              : rng.pick<Cladding>(['siding', 'siding', 'brick', 'brick', 'stucco', 'stone']);
  const roofKind: Roof =
    style === 'modern'
      ? 'flat'
      : style === 'aframe' || style === 'storeyHalf'
        ? 'front'
        : style === 'estate'
          ? 'hip'
          : style === 'cabin' || style === 'farmhouse' || style === 'mobile'
            ? 'side'
            : rng.pick<Roof>(['side', 'side', 'hip', 'front']);
  const garaged = style === 'bungalow' || style === 'twoStorey' || style === 'modern' || style === 'splitLevel';
  const trim = style === 'farmhouse' ? '#ffffff' : rng.pick(TRIMS);
  const widths: Record<HouseStyle, [number, number]> = {
    bungalow: [470, 580],
    twoStorey: [380, 470],
    splitLevel: [280, 320],
    storeyHalf: [330, 380],
    modern: [300, 340],
    estate: [360, 400],
    farmhouse: [420, 480],
    mobile: [600, 660],
    cabin: [320, 380],
    aframe: [300, 340],
  };
  const [w0, w1] = widths[style];
  return {
    style,
    cladding,
    wall: style === 'farmhouse' ? rng.pick(['#f4f1ea', '#ffffff', '#e9e4d8']) : claddingColour(rng, cladding),
    trim: trim === '#2b2b2b' && cladding === 'stucco' ? '#2b2b2b' : trim,
    roof:
      style === 'cabin' || style === 'farmhouse'
        ? rng.pick(['#2f5d3a', '#7a2e24', '#4a4f55', '#7d8288'])
        : rng.pick(ROOFS),
    door: rng.pick(DOORS),
    roofKind,
    garage: garaged && rng.chance(style === 'splitLevel' ? 0 : 0.75) ? rng.pick<-1 | 1>([-1, 1]) : 0,
    doubleGarage: rng.chance(0.6),
    chimney: style !== 'mobile' && style !== 'modern' && style !== 'aframe' && rng.chance(0.5),
    porch:
      style === 'farmhouse' ||
      style === 'cabin' ||
      ((style === 'bungalow' || style === 'storeyHalf') && rng.chance(0.5)),
    shutters:
      cladding === 'siding' && style !== 'mobile' && rng.chance(0.4)
        ? rng.pick(['#2b2b2b', '#2f4858', '#5b2a2a', '#3d5a40'])
        : undefined,
    muntins: style === 'modern' ? 'none' : rng.pick<Muntins>(['cross', 'split', 'grid', 'none']),
    width: rng.int(w0, w1),
  };
}

interface Part {
  x: number;
  spec: Omit<BoxSpec, 'x' | 'y' | 'd'>;
}

/** Draws parts left to right when their side walls show on the right, else right to left. */
function assemble(parts: Part[], d: number): string {
  const ordered = [...parts].sort((a, b) => (d >= 0 ? a.x - b.x : b.x - a.x));
  return ordered
    .map((p, i) => {
      // A side wall hidden by a neighbouring part about as tall needs no windows.
      const next = ordered[i + 1];
      const hidden = next !== undefined && next.spec.h >= p.spec.h - 60;
      return box({ ...p.spec, ...(hidden ? { side: '' } : {}), x: p.x, y: 0, d });
    })
    .join('');
}

const FOUNDATION = 18;

/** A detached house (or cottage, or mobile home) in its own coordinates; `d` is the side wall's depth. */
export function house(ph: Photo, look: HouseLook, d: number, inheritWall = false): Drawn {
  // An inherited wall paint lets one drawing serve for several houses (<use> with another fill).
  const wall = inheritWall ? 'inherit' : wallPaint(ph, look.cladding, look.wall);
  // Side windows only when the side wall is seen at an angle (box() leaves them out otherwise).
  const sideways = Math.abs(d) >= 100;
  const sideOnly = (content: () => string) => (sideways ? content() : '');
  const trim = look.trim;
  const roof = ph.lit(look.roof);
  const snow = ph.winter;
  const foundation = (w: number, h: number) => rect(0, h - FOUNDATION, w, FOUNDATION, ph.lit('#a9a39a'));
  const win = windowDef(ph, 60, 82, trim, look.muntins, look.shutters);
  const sideWin = win;
  const parts: Part[] = [];
  const w = look.width;
  let doorX = w / 2;
  let extra = '';
  let doorBottom = -FOUNDATION;
  let drive: [number, number] | undefined;
  let shift = 0;
  let total = w;
  let height = 0;
  const roofBase = {
    roofFill: roof,
    snow,
    chimneyFill: ph.lit(look.cladding === 'brick' ? shade(look.wall, -0.1) : '#8e4b3a'),
  };

  switch (look.style) {
    case 'twoStorey':
    case 'farmhouse': {
      const h = 286;
      const doorAt = look.style === 'farmhouse' ? w / 2 : ph.rng.pick([0.3, 0.5, 0.7]) * w;
      doorX = doorAt;
      const upper = spread(0, w, w > 430 ? 4 : 3, 60);
      const lower = spread(0, w, 4, 60).filter((x) => Math.abs(x + 30 - doorAt) > 80);
      const rh = look.roofKind === 'front' ? 150 : ph.rng.int(100, 135);
      parts.push({
        x: 0,
        spec: {
          w,
          h,
          wall,
          roof: look.roofKind,
          roofH: rh,
          ...roofBase,
          chimney: look.chimney ? 0.76 : undefined,
          front:
            windows(ph, win, upper, 36) +
            windows(ph, win, lower, 156) +
            door(ph, doorAt - 29, h - FOUNDATION - 108, look.door, trim) +
            foundation(w, h),
          gable:
            look.roofKind === 'front'
              ? windows(ph, windowDef(ph, 46, 58, trim, 'cross'), [w / 2 - 23], -rh * 0.62)
              : '',
          side: sideOnly(() => windows(ph, sideWin, [70, 230], 40) + windows(ph, sideWin, [150], 160)),
          depth: 360,
        },
      });
      height = h + rh;
      break;
    }
    case 'bungalow': {
      const h = 160;
      doorX = w * 0.4;
      const picture = windowDef(ph, 150, 84, trim, 'split');
      parts.push({
        x: 0,
        spec: {
          w,
          h,
          wall,
          roof: look.roofKind,
          roofH: ph.rng.int(95, 120),
          ...roofBase,
          chimney: look.chimney ? 0.2 : undefined,
          front:
            windows(ph, picture, [doorX - 210], 36) +
            windows(ph, win, spread(doorX + 40, w - doorX - 40, 2, 60), 36) +
            door(ph, doorX - 29, h - FOUNDATION - 108, look.door, trim) +
            foundation(w, h),
          gable: look.roofKind === 'front' ? windows(ph, windowDef(ph, 46, 46, trim, 'cross'), [w / 2 - 23], -60) : '',
          side: sideOnly(() => windows(ph, sideWin, [80, 240], 40)),
          depth: 340,
        },
      });
      height = h + 120;
      break;
    }
    case 'storeyHalf': {
      const h = 176;
      doorX = w * 0.72;
      parts.push({
        x: 0,
        spec: {
          w,
          h,
          wall,
          roof: 'front',
          roofH: 210,
          ...roofBase,
          front:
            windows(ph, win, [w * 0.14, w * 0.14 + 90], 44) +
            door(ph, doorX - 29, h - FOUNDATION - 108, look.door, trim) +
            foundation(w, h),
          gable: windows(ph, windowDef(ph, 58, 74, trim, look.muntins), [w / 2 - 29], -140),
          side: sideOnly(() => windows(ph, sideWin, [90, 250], 50)),
          depth: 380,
        },
      });
      height = h + 210;
      break;
    }
    case 'splitLevel': {
      // A two-level wing with the garage under the bedrooms, and the main floor half a storey up.
      const wa = 250;
      const ha = 256;
      const hb = 176;
      const left = ph.rng.chance(0.5);
      const xa = left ? 0 : w;
      const xb = left ? wa : 0;
      parts.push({
        x: xa,
        spec: {
          w: wa,
          h: ha,
          wall,
          roof: 'front',
          roofH: 120,
          ...roofBase,
          front:
            windows(ph, win, spread(0, wa, 2, 60), 34) +
            garageDoor(ph, 30, ha - FOUNDATION - 96, wa - 60, 96, trim) +
            rect(0, 128, wa, 8, ph.lit(trim)) +
            foundation(wa, ha),
          side: sideOnly(
            () => windows(ph, sideWin, [80, 220], 36) + windows(ph, windowDef(ph, 60, 50, trim, 'none'), [150], 160),
          ),
          depth: 320,
        },
      });
      const picture = windowDef(ph, 140, 80, trim, 'split');
      doorX = xb + (left ? w * 0.72 : w * 0.28);
      parts.push({
        x: xb,
        spec: {
          w,
          h: hb,
          wall,
          roof: 'side',
          roofH: 90,
          ...roofBase,
          chimney: look.chimney ? 0.5 : undefined,
          front:
            windows(ph, picture, [left ? 40 : w - 180], 30) +
            door(ph, doorX - xb - 29, hb - FOUNDATION - 108 - 28, look.door, trim) +
            foundation(w, hb),
          side: sideOnly(() => windows(ph, sideWin, [120], 30)),
          depth: 320,
        },
      });
      doorBottom = -FOUNDATION - 28;
      drive = [xa + 30, xa + wa - 30];
      total = w + wa;
      height = ha + 120;
      return finish();
    }
    case 'modern': {
      const ha = 300;
      const wa = w;
      const wb = 340;
      const big = windowDef(ph, 120, 110, '#2b2b2b', 'none');
      const wide = windowDef(ph, 200, 120, '#2b2b2b', 'none');
      const white = wallPaint(ph, 'stucco', ph.rng.pick(['#f4f2ee', '#e8e6e1', '#dcd9d3']));
      const left = ph.rng.chance(0.5);
      parts.push({
        x: left ? 0 : wb,
        spec: {
          w: wa,
          h: ha,
          wall,
          roof: 'flat',
          roofFill: ph.lit('#2b2b2b'),
          snow,
          front: windows(ph, big, spread(0, wa, 2, 120), 30) + rect(0, ha - 8, wa, 8, ph.lit('#6d6a65')),
          side: sideOnly(() => windows(ph, big, [120], 40)),
          depth: 330,
        },
      });
      doorX = left ? wa + 70 : 70;
      parts.push({
        x: left ? wa : 0,
        spec: {
          w: wb,
          h: 176,
          wall: white,
          roof: 'flat',
          roofFill: ph.lit('#2b2b2b'),
          snow,
          front:
            windows(ph, wide, [left ? 120 : 20], 28, 0.9) +
            door(ph, doorX - (left ? wa : 0) - 32, 176 - 140, ph.rng.pick(['#6d4c33', '#2b2b2b']), '#2b2b2b', 64, 132),
          depth: 330,
        },
      });
      total = wa + wb;
      height = ha + 10;
      break;
    }
    case 'estate': {
      // A centre block with a columned portico between two wings.
      const wing = 270;
      const hc = 320;
      const hw = 270;
      const cw = w;
      const tall = windowDef(ph, 64, 104, trim, 'split');
      const cx = wing;
      const wingFront = (ww: number) =>
        windows(ph, tall, spread(0, ww, 2, 64), 30) + windows(ph, tall, spread(0, ww, 2, 64), 146);
      for (const [x, chimney] of [
        [0, 0.2],
        [wing + cw, 0.7],
      ] as const) {
        parts.push({
          x,
          spec: {
            w: wing,
            h: hw,
            wall,
            roof: 'hip',
            roofH: 120,
            ...roofBase,
            chimney: look.chimney && chimney > 0.5 ? chimney : undefined,
            front: wingFront(wing),
            side: sideOnly(() => windows(ph, tall, [90, 250], 40)),
            depth: 380,
          },
        });
      }
      parts.push({
        x: cx,
        spec: {
          w: cw,
          h: hc,
          wall,
          roof: 'hip',
          roofH: 150,
          ...roofBase,
          front:
            windows(ph, tall, [30, cw - 94], 36) +
            windows(ph, tall, [30, cw / 2 - 32, cw - 94], 170) +
            door(ph, cw / 2 - 40, hc - FOUNDATION - 140, look.door, trim, 80, 140),
        },
      });
      // Portico: columns and a pediment in front of the centre block.
      const col = ph.lit('#f7f5f0');
      const px = cx + cw / 2 - 130;
      // Four columns as one dashed stroke, a dash per column.
      const cols = `<path d="M${r(px + 10)} ${r(-118 - FOUNDATION / 2)}h242" stroke="${col}" stroke-width="${236 - FOUNDATION}" stroke-dasharray="20 54"/>`;
      extra +=
        rect(0, -FOUNDATION, cw + 2 * wing, FOUNDATION, ph.lit('#a9a39a')) +
        cols +
        rect(px - 6, -252, 272, 20, col) +
        shape([px - 14, -252, px + 274, -252, px + 130, -318], col) +
        shape([px + 14, -258, px + 246, -258, px + 130, -304], ph.lit(shade(look.wall, -0.05))) +
        steps(ph, cx + cw / 2, -FOUNDATION, 280, 2, '#d9d4cc');
      doorX = cx + cw / 2;
      doorBottom = 0;
      total = cw + 2 * wing;
      height = hc + 150;
      return finish();
    }
    case 'mobile': {
      const h = 130;
      const skirt = 26;
      const mw = windowDef(ph, 72, 56, trim, 'split');
      doorX = w * 0.66;
      parts.push({
        x: 0,
        spec: {
          w,
          h,
          wall,
          roof: 'side',
          roofH: 26,
          eave: 8,
          ...roofBase,
          front:
            windows(ph, mw, [50, 180, w - 130], 30) +
            door(ph, doorX - 27, h - skirt - 98, look.door, trim, 54, 98) +
            rect(0, h - skirt, w, skirt, ph.lit('#d4cdc0')) +
            `<path d="M0 ${h - skirt / 2}H${w}" stroke="#0002" stroke-width="${skirt}" stroke-dasharray="3 12"/>`,
          side: sideOnly(() => windows(ph, mw, [80], 30)),
          depth: 180,
        },
      });
      extra += rect(doorX - 70, -skirt - 6, 140, 8, ph.lit('#9a7b5c')) + steps(ph, doorX, -skirt, 60, 2, '#9a7b5c');
      doorBottom = 0;
      height = h + 30;
      return finish();
    }
    case 'cabin': {
      const h = 160;
      doorX = w * 0.5;
      const cw = windowDef(ph, 64, 74, look.trim === '#2b2b2b' ? '#2b2b2b' : '#e9e2d2', 'cross');
      parts.push({
        x: 0,
        spec: {
          w,
          h,
          wall,
          roof: 'side',
          roofH: 140,
          eave: 22,
          ...roofBase,
          chimneyFill: ph.lit('#8d877d'),
          chimney: look.chimney ? 0.8 : undefined,
          front:
            windows(ph, cw, [w * 0.12, w * 0.88 - 64], 44) + door(ph, doorX - 29, h - 30 - 108, look.door, '#e9e2d2'),
          side: sideOnly(() => windows(ph, cw, [120], 40)),
          depth: 300,
        },
      });
      doorBottom = 0;
      height = h + 140;
      break;
    }
    case 'aframe': {
      const h = 40;
      doorX = w / 2;
      const rh = 330;
      // A glass gable: the A-frame's whole front is window.
      const pane = ph.dusk ? '#ffd27f' : ph.lit('#9fc0d6');
      const gable =
        shape([34, -10, w - 34, -10, w / 2, -rh + 40], ph.lit('#3b3f44')) +
        shape([46, -16, w - 46, -16, w / 2, -rh + 62], pane) +
        `<path d="M${r(w / 2)} -16V${-rh + 62}M${r(w * 0.28)} -16v${r(-rh * 0.32)}M${r(w * 0.72)} -16v${r(-rh * 0.32)}M80 ${-rh * 0.38}H${w - 80}" stroke="${ph.lit('#3b3f44')}" stroke-width="6"/>`;
      parts.push({
        x: 0,
        spec: {
          w,
          h,
          wall,
          roof: 'front',
          roofH: rh,
          eave: 26,
          ...roofBase,
          gable,
          front:
            door(ph, w / 2 - 29, h - 36, look.door, '#3b3f44', 58, 36) +
            rect(0, 0, w, h, ph.lit(shade(look.wall, -0.1))),
          depth: 320,
        },
      });
      doorBottom = 0;
      height = rh + h;
      break;
    }
  }

  if (look.porch) {
    const pw = look.style === 'farmhouse' ? w : Math.min(w, 300);
    const px = look.style === 'farmhouse' ? 0 : Math.max(0, Math.min(w - pw, doorX - pw / 2));
    const top = look.style === 'cabin' ? -140 : -148;
    const post = ph.lit(look.style === 'cabin' ? '#7a5a3c' : '#f7f5f0');
    let posts = '';
    for (let k = 0; k <= 3; k++) posts += rect(px + 4 + k * ((pw - 20) / 3), top + 16, 12, -top - 16 - 26, post);
    extra +=
      rect(px - 12, -30, pw + 24, 30, ph.lit(look.style === 'cabin' ? '#8a6a4c' : '#b9b3aa')) +
      posts +
      `<path d="M${r(px)} -66H${r(px + pw)}" stroke="${post}" stroke-width="5"/>` +
      shape(
        [px - 18, top + 16, px + pw + 18, top + 16, px + pw + 6, top - 12, px - 6, top - 12],
        snow ? '#eef3f8' : roof,
      ) +
      rect(px - 18, top + 10, pw + 36, 10, ph.lit(look.trim));
    doorBottom = 0;
  }
  // The attached garage, on its side of the main body; a garage on the left moves the rest right.
  if (look.garage !== 0) {
    const gw = look.doubleGarage ? 236 : 150;
    const gh = 150;
    const modern = look.style === 'modern';
    const gx = look.garage < 0 ? 0 : total;
    if (look.garage < 0) {
      shift = gw;
      parts.forEach((p) => (p.x += gw));
    }
    parts.push({
      x: gx,
      spec: {
        w: gw,
        h: gh,
        wall,
        roof: modern ? 'flat' : 'side',
        roofH: 62,
        ...roofBase,
        roofFill: modern ? ph.lit('#2b2b2b') : roof,
        front: garageDoor(ph, 18, gh - 104, gw - 36, 104, trim),
        depth: 300,
      },
    });
    drive = [gx + 18, gx + gw - 18];
    total += gw;
  }
  return finish();

  function finish(): Drawn {
    if (doorBottom < 0) extra += steps(ph, doorX, doorBottom, 74, Math.ceil(-doorBottom / 14));
    const front = shift ? `<g transform="translate(${shift} 0)">${extra}</g>` : extra;
    return { svg: assemble(parts, d) + front, w: total, h: height, doorX: doorX + shift, ...(drive ? { drive } : {}) };
  }
}
