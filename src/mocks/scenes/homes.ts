// Outdoor shots of homes: the front view, an angle view, the street, the entrance and the backyard, each
// composed the same way (sky, far backdrop, ground, what stands behind, the home, what stands in front).
import { house, type Drawn, type HouseLook } from './houses';
import { wallPaint } from './parts';
import { backdrop, car, fence, ground, lawnDetail, shrub, sky, street, tree, trees, type Backdrop } from './outdoor';
import { type Photo, HEIGHT, WIDTH, ellipse, place, r, rect, shade, shape, placeDef } from './svg';

const NEIGHBOUR_WALLS = ['#e9e4d8', '#c9d3d6', '#8fa3ad', '#b7a88f', '#d8c9a8', '#9c4a3c', '#b5654a', '#a3b5a0'];

export interface Setting {
  backdrop: Backdrop;
  /** What lies between the viewer and the building: a lawn, a city sidewalk and street, a parking lot. */
  foreground: 'lawn' | 'street' | 'lot';
  /** The listing has a pool (its features, or a luxury home in summer). */
  pool: boolean;
}

/**
 * A building the shots can draw: `draw(d, inheritWall, rear)` gives it with a side wall of depth d (its
 * wall left to the fill of a <use> when asked, its back rather than its front when `rear`), and `paint`
 * its own wall paint.
 */
export interface Building {
  draw: (d: number, inheritWall: boolean, rear: boolean) => Drawn;
  paint: () => string;
}

/** A detached house as a building of the shots. */
export function houseBuilding(ph: Photo, look: HouseLook): Building {
  return {
    draw: (d, inheritWall, rear) => house(ph, rear ? { ...look, garage: 0, porch: false } : look, d, inheritWall),
    paint: () => wallPaint(ph, look.cladding, look.wall),
  };
}

export type HomeShot = 'front' | 'angle' | 'street' | 'entrance' | 'backyard';

/** Scale that fits a drawing in a box of the canvas. */
function fit(drawn: { w: number; h: number }, maxW: number, maxH: number, cap = 1): number {
  return Math.min(cap, maxW / drawn.w, maxH / drawn.h);
}

/** A walk from the door, or a driveway from the garage, widening towards the viewer. */
function pathTo(ph: Photo, x0: number, x1: number, y: number, spread: number, colour: string): string {
  return shape([x0, y, x1, y, x1 + spread, HEIGHT, x0 - spread, HEIGHT], ph.lit(colour));
}

/** The lot in front of a drawn home: walk, driveway, foundation shrubs and snowbanks. */
function frontYard(ph: Photo, drawn: Drawn, x: number, y: number, s: number, shrubs = true): string {
  const px = (v: number) => x + v * s;
  const paving = ph.winter ? '#c8ccd2' : '#cfc8bb';
  let out = pathTo(ph, px(drawn.doorX) - 34 * s, px(drawn.doorX) + 34 * s, y, 60 * s, paving);
  if (drawn.drive) {
    const [a, b] = drawn.drive;
    out += pathTo(ph, px(a), px(b), y, 120 * s, ph.winter ? '#b9bec6' : '#a9a59e');
    if (ph.winter)
      out +=
        ellipse(px(b) + 150 * s, y + 140, 80 * s, 22, '#f6f9fc') +
        ellipse(px(a) - 130 * s, y + 150, 70 * s, 20, '#f6f9fc');
  }
  if (shrubs) {
    for (let k = 0; k < 4; k++) {
      const at = ph.rng.next() * drawn.w;
      const clear =
        Math.abs(at - drawn.doorX) > 80 && !(drawn.drive && at > drawn.drive[0] - 60 && at < drawn.drive[1] + 60);
      if (clear) out += shrub(ph, px(at), y + 8, s * (0.8 + ph.rng.next() * 0.4));
    }
  }
  return out;
}

/** Sidewalk and street, or parking lot, in front of a building standing at y. */
function hardscape(ph: Photo, setting: Setting, y: number): string {
  if (setting.foreground === 'street') return street(ph, y + 14) + tree(ph, ph.rng.int(60, 240), y + 40, 1.2, false);
  const asphalt = ph.lit(ph.winter ? '#8a9097' : '#6b7178');
  let lines = '';
  for (let x = ph.rng.int(0, 60); x < WIDTH; x += 150) lines += `M${x} ${r(y + 70)}l-40 ${r(HEIGHT - y - 70)}`;
  return (
    rect(0, y + 10, WIDTH, HEIGHT - y, asphalt) +
    `<path d="${lines}" stroke="${ph.winter ? '#f2f5f8' : '#e8e4d8'}" stroke-width="6"/>` +
    car(ph, ph.rng.int(80, 420), HEIGHT - 20, 1.3) +
    car(ph, ph.rng.int(760, 1000), HEIGHT - 40, 1.2, true)
  );
}

export function homeShot(ph: Photo, building: Building, setting: Setting, shot: HomeShot): string {
  const lawn = setting.foreground === 'lawn';
  const rng = ph.rng;
  const left = rng.chance(0.5);
  const side = left ? -1 : 1;
  switch (shot) {
    case 'front':
    case 'entrance': {
      const horizon = rng.int(440, 500);
      const base = rng.int(600, 640);
      const drawn = building.draw(side * rng.int(50, 90), false, false);
      let s = fit(drawn, 820, base - 90);
      let x = WIDTH / 2 - (drawn.w * s) / 2 + rng.int(-50, 50);
      if (shot === 'entrance') {
        // Close on the front door: the same house, twice as near.
        s *= 2.1;
        x = WIDTH / 2 - drawn.doorX * s + rng.int(-120, 120);
      }
      const y = shot === 'entrance' ? base + 110 : base;
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, setting.backdrop) +
        ground(ph, horizon) +
        trees(ph, rng.int(1, drawn.w * s > 700 ? 2 : 4), y - 40 * s, [0.9 * s, 1.3 * s], 40, 1160, [
          x + 60,
          x + drawn.w * s - 60,
        ]) +
        place(x, y, s, drawn.svg) +
        (lawn
          ? frontYard(ph, drawn, x, y, s) +
            lawnDetail(ph, 0, y + 30, WIDTH, HEIGHT - y - 30) +
            (shot === 'front' && rng.chance(0.7)
              ? tree(ph, left ? rng.int(20, 110) : rng.int(1090, 1180), rng.int(770, 800), 1.7 + rng.next() * 0.4)
              : '')
          : hardscape(ph, setting, y))
      );
    }
    case 'angle': {
      const horizon = rng.int(420, 480);
      const base = rng.int(620, 660);
      const d = side * rng.int(200, 260);
      const drawn = building.draw(d, false, false);
      const s = fit({ w: drawn.w + Math.abs(d), h: drawn.h + Math.abs(d) * 0.45 }, 900, base - 80);
      const x = WIDTH / 2 - ((drawn.w + d) * s) / 2;
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, setting.backdrop === 'city' ? 'trees' : setting.backdrop) +
        ground(ph, horizon) +
        trees(ph, rng.int(1, 2), base - 120 * s, [0.9 * s, 1.2 * s], 40, 1160, [x, x + (drawn.w + Math.abs(d)) * s]) +
        place(x, base, s, drawn.svg) +
        (lawn
          ? frontYard(ph, drawn, x, base, s) +
            tree(ph, left ? rng.int(1060, 1180) : rng.int(20, 140), rng.int(780, 800), 1.8 + rng.next() * 0.4)
          : hardscape(ph, setting, base))
      );
    }
    case 'street': {
      // The house between its neighbours: the same model, mirrored and repainted, as in many subdivisions.
      const horizon = rng.int(400, 440);
      const walk = 690;
      const base = 600;
      const s = 0.52;
      const drawn = building.draw(side * 60, true, false);
      const id = ph.def('home', (hid) => `<g id="${hid}">${drawn.svg}</g>`);
      const x = WIDTH / 2 - (drawn.w * s) / 2;
      const gap = 70 + drawn.w * s * 0.85;
      // At this distance cladding does not show: the neighbours get plain paint.
      const other = () => ph.lit(rng.pick(NEIGHBOUR_WALLS));
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, setting.backdrop) +
        ground(ph, horizon) +
        placeDef(id, x - gap, base - 16, s * 0.92, other()) +
        placeDef(id, x + drawn.w * s + gap, base - 16, s * 0.92, other(), true) +
        placeDef(id, x, base, s, building.paint()) +
        (lawn ? frontYard(ph, drawn, x, base, s, false) : '') +
        street(ph, walk) +
        tree(ph, rng.int(80, 260), walk - 4, 1.1 + rng.next() * 0.3, false) +
        tree(ph, rng.int(940, 1120), walk - 4, 1.1 + rng.next() * 0.3, false) +
        car(ph, rng.int(120, 760), 790, 1.25, rng.chance(0.5))
      );
    }
    case 'backyard': {
      // The back of the house: a deck across it, a fenced lawn and, where there is one, the pool.
      const horizon = rng.int(440, 480);
      const base = 560;
      const drawn = building.draw(-side * 60, false, true);
      const s = fit(drawn, 760, base - 100, 0.85);
      const x = WIDTH / 2 - (drawn.w * s) / 2 + rng.int(-60, 60);
      const wood = ph.lit(rng.pick(['#9a6a45', '#8b6b52', '#a88462', '#7d7f82']));
      const deckTop = base - 24;
      const dx0 = x - 30;
      const dx1 = x + drawn.w * s + 30;
      // Balusters as one dashed stroke, a dash per baluster.
      const rail = shade(wood, 0.15);
      const deck =
        rect(dx0, deckTop, dx1 - dx0, 50, shade(wood, -0.15)) +
        shape([dx0, deckTop, dx1, deckTop, dx1 - 20, deckTop - 30, dx0 + 20, deckTop - 30], wood) +
        `<path d="M${r(dx0)} ${deckTop - 28}H${r(dx1)}" stroke="${rail}" stroke-width="56" stroke-dasharray="6 22"/><path d="M${r(dx0)} ${deckTop - 56}H${r(dx1)}" stroke="${rail}" stroke-width="6"/>`;
      const pool = setting.pool
        ? ph.winter
          ? shape([200, 660, 1000, 660, 1080, 770, 120, 770], '#7b8fa6') +
            `<path d="M160 715H1040" stroke="#5f7189" stroke-width="5"/>`
          : shape([190, 650, 1010, 650, 1090, 780, 110, 780], ph.lit('#e8e2d6')) +
            shape([220, 664, 980, 664, 1046, 766, 154, 766], ph.lit('#3fa9d6')) +
            `<path d="M260 700h160M620 690h200M380 740h260" stroke="#fff7" stroke-width="5"/>`
        : '';
      const umbrella = ph.winter
        ? ''
        : `<g transform="translate(${rng.chance(0.5) ? 240 : 960} ${deckTop - 10})"><path d="M-3 0v-120h6V0z" fill="#555"/><path d="M-90-110q90-60 180 0z" fill="${ph.lit(rng.pick(['#c0392b', '#2f6f98', '#e3b23c', '#f4f1ea']))}"/><ellipse cy="-40" rx="46" ry="10" fill="${ph.lit('#f4f1ea')}"/><path d="M-40-40v40M40-40v40" stroke="#555" stroke-width="5"/></g>`;
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, setting.backdrop === 'city' ? 'trees' : setting.backdrop) +
        ground(ph, horizon) +
        trees(ph, rng.int(1, 3), horizon + 30, [0.6, 0.9], 20, 1180, [x, x + drawn.w * s], 0.4) +
        place(x, base, s, drawn.svg) +
        (dx0 > 160 ? fence(ph, 0, dx0 - 60, base + 10, 120) : '') +
        (dx1 < WIDTH - 160 ? fence(ph, dx1 + 60, WIDTH, base + 10, 120) : '') +
        deck +
        umbrella +
        pool +
        (setting.pool ? '' : shrub(ph, rng.int(60, 200), 760, 1.4) + shrub(ph, rng.int(1000, 1140), 770, 1.5))
      );
    }
  }
}
