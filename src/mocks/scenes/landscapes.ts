// Shots composed around something else than a single building: condo towers on a city street and the
// view from their balconies, cottages by a lake, farms and their fields, empty land with its sign, docks.
import type { Rng } from '../random';
import { box } from './box';
import { house, type HouseLook } from './houses';
import { backdrop, car, ground, railFence, sign, sky, street, tree, trees, water, type Backdrop } from './outdoor';
import { facade, wallPaint } from './parts';
import { type Photo, HEIGHT, WIDTH, ellipse, mix, place, r, rect, shade, shape, placeDef } from './svg';

// ---------------------------------------------------------------------------------------------------
// Condo towers

export interface TowerLook {
  w: number;
  skin: 'glass' | 'balconies' | 'concrete';
  wall: string;
  podium: string;
}

export function towerLook(rng: Rng): TowerLook {
  const skin = rng.pick<TowerLook['skin']>(['glass', 'balconies', 'balconies', 'concrete']);
  return {
    w: rng.int(360, 440),
    skin,
    wall:
      skin === 'glass'
        ? rng.pick(['#7fa3b8', '#8fb0a8', '#6f8fa8', '#9ab4c4'])
        : rng.pick(['#d9d4cc', '#e9e4d8', '#c9ccd0', '#b9a58c', '#f2efe8']),
    podium: rng.pick(['#3b3f44', '#6d6a65', '#9c4a3c', '#d9d4cc']),
  };
}

/** One tower (and its podium) with its top at `top` and foot on y, seen with side depth d. */
function tower(ph: Photo, look: TowerLook, x: number, y: number, top: number, d: number): string {
  const h = y - top - 110;
  const f =
    look.skin === 'glass'
      ? facade(ph, look.wall, 64, 42, 58, 30, false, '#d9dcdf')
      : facade(ph, look.wall, 64, 42, 38, 28, look.skin === 'balconies');
  const grid = (w: number) => `<path d="M0 0h${w}v${r(h)}H0z" fill="url(#${f})"/>`;
  const podium = box({
    x: x - 60,
    y,
    w: look.w + 120,
    h: 110,
    d: d * 0.6,
    wall: ph.lit(look.podium),
    roof: 'flat',
    front:
      rect(20, 30, look.w + 80, 80, ph.dusk ? '#ffd98a' : ph.lit('#9fc0d6'), ' opacity=".9"') +
      `<path d="M${r((look.w + 120) / 2)} 30v80" stroke="#2b2b2b" stroke-width="6"/>`,
  });
  return (
    box({
      x,
      y: y - 110,
      w: look.w,
      h,
      d,
      wall: ph.lit(look.wall),
      roof: 'flat',
      front: grid(look.w),
      side: Math.abs(d) >= 60 ? grid(300) : '',
      depth: 300,
      shadow: false,
    }) +
    rect(x + look.w * 0.3, top - 40, look.w * 0.4, 44, ph.lit(shade(look.wall, -0.25))) +
    podium
  );
}

/** Far buildings of a skyline, in the haze. */
function skyline(ph: Photo, y: number, count: number, x0 = 0, x1 = WIDTH): string {
  const haze = ph.dusk ? '#3d4470' : mix(ph.sky === 'cloudy' ? '#9aa6b2' : '#9fb4c6', '#6d7a8a', 0.2);
  const id = facade(ph, shade(haze, 0.05), 40, 30, 22, 16, false, haze);
  let out = '';
  for (let k = 0; k < count; k++) {
    const w = ph.rng.int(90, 170);
    const h = ph.rng.int(160, 420);
    const x = x0 + ph.rng.next() * (x1 - x0 - w);
    out += `<path d="M${r(x)} ${r(y - h)}h${w}v${h}h-${w}z" fill="url(#${id})"/>`;
  }
  return out;
}

export type TowerShot = 'tower' | 'towerAngle' | 'balcony';

export function towerShot(ph: Photo, look: TowerLook, shot: TowerShot, water_: boolean): string {
  const rng = ph.rng;
  if (shot === 'balcony') {
    // The view from a balcony: glass railing, the skyline, a lake or the river where there is one.
    const horizon = rng.int(430, 500);
    const rail = 560;
    return (
      sky(ph, horizon) +
      backdrop(ph, horizon, 'city') +
      (water_
        ? water(ph, horizon, 120)
        : ground(ph, horizon, ph.winter ? ['#dfe6ee', '#cfd8e2'] : ['#8fa08a', '#6f8a6a'])) +
      skyline(ph, horizon + 60, 6) +
      rect(0, rail, WIDTH, HEIGHT - rail, '#dfeef6', ' opacity=".35"') +
      rect(0, rail - 12, WIDTH, 14, ph.lit('#b7bcc2')) +
      `<path d="M300 ${rail}V800M900 ${rail}V800" stroke="${ph.lit('#b7bcc2')}" stroke-width="10"/>` +
      rect(0, 740, WIDTH, 60, ph.lit(ph.winter ? '#eef3f8' : '#9a968e')) +
      (ph.winter
        ? ''
        : place(
            rng.int(120, 900),
            760,
            1,
            `<path d="M-20 0h40l8-60h-56z" fill="${ph.lit('#c9b8a3')}"/><circle cy="-90" r="46" fill="${ph.lit('#4d8a3c')}"/>`,
          ))
    );
  }
  const angle = shot === 'towerAngle';
  const horizon = rng.int(520, 560);
  const base = 650;
  const d = (rng.chance(0.5) ? 1 : -1) * (angle ? rng.int(160, 220) : rng.int(50, 80));
  const x = WIDTH / 2 - look.w / 2 - d / 2 + rng.int(-60, 60);
  return (
    sky(ph, horizon) +
    skyline(ph, base - 60, 5) +
    tower(ph, look, x, base, angle ? rng.int(90, 160) : rng.int(-40, 30), d) +
    street(ph, base + 10) +
    tree(ph, rng.int(40, 220), base + 40, 1.2, false) +
    tree(ph, rng.int(980, 1160), base + 40, 1.2, false) +
    car(ph, rng.int(250, 700), 785, 1.2, rng.chance(0.5))
  );
}

// ---------------------------------------------------------------------------------------------------
// Cottages by the water

export type CottageShot = 'lakeside' | 'deck' | 'dock' | 'island';

/** A canoe seen side-on on the water. */
function canoe(ph: Photo, x: number, y: number, s: number): string {
  return place(
    x,
    y,
    s,
    `<path d="M-120-14q120 34 240 0q-20 22-120 22t-120-22z" fill="${ph.lit(ph.rng.pick(['#c0392b', '#2f6f98', '#e3b23c', '#3d5a40']))}"/><ellipse cy="10" rx="110" ry="6" fill="#0002"/>`,
  );
}

/** A dock running from the shore at (x, y) towards the viewer. */
function dock(ph: Photo, x: number, y: number, w: number, left: boolean): string {
  const wood = ph.lit(ph.winter ? '#9a8a7a' : '#a07850');
  const reach = left ? -1 : 1;
  const far = [x, y, x + w, y];
  const near = [x + w + reach * 180 + 120, HEIGHT - 40, x + reach * 180 - 120, HEIGHT - 40];
  let planks = '';
  for (let k = 1; k < 8; k++) {
    const t = k / 8;
    planks += `M${r(x + (near[2]! - x) * t)} ${r(y + (HEIGHT - 40 - y) * t)}L${r(x + w + (near[0]! - x - w) * t)} ${r(y + (HEIGHT - 40 - y) * t)}`;
  }
  return (
    shape([...far, ...near], wood) +
    `<path d="${planks}" stroke="#0003" stroke-width="3"/>` +
    rect(near[2]!, HEIGHT - 40, near[0]! - near[2]!, 14, shade(wood, -0.3))
  );
}

function rocks(ph: Photo, x: number, y: number, count: number): string {
  let out = '';
  for (let k = 0; k < count; k++) {
    const rx = ph.rng.int(20, 60);
    out += ellipse(
      x + ph.rng.int(-150, 150),
      y + ph.rng.int(-10, 10),
      rx,
      rx * 0.55,
      ph.lit(ph.rng.pick(['#9a938c', '#b3a9a0', '#8d8a86', '#c2b2a6'])),
    );
  }
  return out;
}

export function cottageShot(ph: Photo, look: HouseLook, shot: CottageShot, far: Backdrop): string {
  const rng = ph.rng;
  const conifers = (
    count: number,
    y: number,
    s: [number, number],
    x0 = 0,
    x1 = WIDTH,
    gap: [number, number] = [0, 0],
  ) => trees(ph, count, y, s, x0, x1, gap, 0.75);
  switch (shot) {
    case 'lakeside':
    case 'island': {
      // From the water: the cottage on its shore among the pines, a dock reaching out.
      const horizon = rng.int(360, 400);
      const shore = shot === 'island' ? 470 : 540;
      const drawn = house(ph, look, (rng.chance(0.5) ? 1 : -1) * 60);
      const s = shot === 'island' ? 0.38 : 0.55;
      const x = WIDTH / 2 - (drawn.w * s) / 2 + rng.int(-150, 150);
      const island = shot === 'island';
      const land = ph.lit(ph.winter ? '#eef3f8' : ph.season === 'autumn' ? '#8e8b46' : '#5f8f45');
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, island ? 'hills' : far) +
        water(ph, horizon, HEIGHT - horizon) +
        (island
          ? ellipse(WIDTH / 2, shore, 420, 60, land) + rocks(ph, WIDTH / 2, shore + 40, 5)
          : shape([0, shore - 120, WIDTH, shore - 140, WIDTH, shore, 0, shore + 10], land) +
            rocks(ph, WIDTH / 2, shore, 6)) +
        conifers(island ? 5 : 7, shore - (island ? 30 : 110), [0.6, 1], island ? 300 : 0, island ? 900 : WIDTH, [
          x,
          x + drawn.w * s,
        ]) +
        place(x, shore - (island ? 20 : 30), s, drawn.svg) +
        (island ? '' : dock(ph, x + drawn.w * s * 0.5, shore, 60, rng.chance(0.5))) +
        (ph.winter ? '' : canoe(ph, rng.int(200, 1000), rng.int(640, 720), 1))
      );
    }
    case 'deck': {
      // From the deck: chairs, railing and the lake through the trees.
      const horizon = rng.int(400, 450);
      const wood = ph.lit(rng.pick(['#a07850', '#8b6a4d', '#b59270']));
      let planks = '';
      for (let k = -6; k < 16; k++) planks += `M${600 + k * 40} 600L${600 + k * 110} 800`;
      let posts = '';
      for (let x = 20; x < WIDTH; x += 36) posts += `M${x} 610v-120`;
      // Muskoka chairs seen from behind: a fan of slats, broad armrests, splayed legs.
      const paint = ph.lit(rng.pick(['#c0392b', '#e3b23c', '#2f6f98', '#3d5a40', '#f4f1ea']));
      const chair = (x: number, flip: boolean) =>
        place(
          x,
          700,
          1,
          `<path d="M-66 0l14-80M66 0l-14-80" stroke="${shade(paint, -0.25)}" stroke-width="12"/><path d="M-46-70l-14-130q60-44 120 0l-14 130z" fill="${paint}"/><path d="M-20-74v-140M0-74v-146M20-74v-140" stroke="#0002" stroke-width="4"/><path d="M-86-86h172v16h-172z" fill="${shade(paint, -0.1)}"/>`,
          flip,
        );
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, far) +
        water(ph, horizon, 200) +
        conifers(3, horizon + 60, [0.5, 0.8], 0, WIDTH) +
        rect(0, 600, WIDTH, 200, wood) +
        `<path d="${planks}" stroke="#0002" stroke-width="4"/>` +
        `<path d="${posts}" stroke="${shade(wood, -0.15)}" stroke-width="10"/>` +
        rect(0, 478, WIDTH, 18, shade(wood, 0.1)) +
        (ph.winter
          ? rect(0, 600, WIDTH, 40, '#f4f7fa')
          : chair(rng.int(250, 450), false) + chair(rng.int(700, 950), true)) +
        tree(ph, rng.chance(0.5) ? 60 : 1140, 640, 2.4, true)
      );
    }
    case 'dock': {
      // A slip at the marina: the dock, moored boats and the far shore.
      const horizon = rng.int(400, 440);
      const left = rng.chance(0.5);
      let boats = '';
      for (let k = 0; k < 2; k++) {
        const bx = left ? 620 + k * 280 : 180 + k * 280;
        const colour = ph.lit(rng.pick(['#f4f1ea', '#e9e4d8', '#dfe6ee']));
        boats += place(
          bx,
          600 + k * 70,
          1 + k * 0.2,
          `<path d="M-140-40h260l-30 44h-210z" fill="${colour}"/><path d="M-140-40h260l-6 10h-250z" fill="${ph.lit('#1d4f91')}"/><path d="M-60-40v-40h80l30 40z" fill="${shade(colour, -0.1)}"/><path d="M-50-74h60l20 28h-80z" fill="${ph.lit('#3a4a5a')}"/><ellipse cy="8" rx="150" ry="8" fill="#0002"/>`,
        );
      }
      return (
        sky(ph, horizon) +
        backdrop(ph, horizon, far) +
        water(ph, horizon, HEIGHT - horizon) +
        conifers(5, horizon + 10, [0.35, 0.5], 0, WIDTH) +
        dock(ph, left ? 360 : 760, horizon + 40, 80, left) +
        boats
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Farms

export type FarmShot = 'farmstead' | 'fields' | 'barn' | 'pasture';

export interface FarmLook {
  barn: string;
  roof: string;
  silo: boolean;
  crop: 'grain' | 'hay' | 'corn';
  house: HouseLook;
}

/** Crop rows running to the horizon, in the season's colours. */
function field(ph: Photo, horizon: number, crop: FarmLook['crop']): string {
  const colours: Record<string, [string, string, string]> = {
    spring: ['#8a6f4e', '#7a5f40', '#9ccc65'],
    summer: crop === 'grain' ? ['#d9b65a', '#c9a046', '#e6c873'] : ['#6f9f45', '#5e8d3b', '#86b35a'],
    autumn: ['#c9a86a', '#a88c55', '#d8bb7a'],
    winter: ['#eef3f8', '#f8fafc', '#c9d3de'],
  };
  const [far, near, row] = colours[ph.season]!;
  const vx = ph.rng.int(300, 900);
  let rows = '';
  // Rows leaving the picture at its sides are left out.
  for (let k = -24; k <= 24; k += 2)
    if (vx + k * 70 > -200 && vx + k * 70 < WIDTH + 200)
      rows += `M${r(vx + k * 8)} ${horizon + 4}L${r(vx + k * 70)} ${HEIGHT}`;
  return (
    ground(ph, horizon, [far, near]) +
    `<path d="${rows}" stroke="${ph.lit(row)}" stroke-opacity=".7" stroke-width="7"/>`
  );
}

function bales(ph: Photo, horizon: number, count: number): string {
  if (ph.season !== 'summer' && ph.season !== 'autumn') return '';
  let out = '';
  for (let k = 0; k < count; k++) {
    const y = horizon + ph.rng.int(40, 300);
    const s = 0.3 + ((y - horizon) / 300) * 0.9;
    out += place(
      ph.rng.int(60, 1140),
      y,
      s,
      `<ellipse cx="10" cy="0" rx="80" ry="12" fill="#0002"/><circle cy="-60" r="60" fill="${ph.lit('#d8b66a')}"/><path d="M0-60m-40 0a40 40 0 1 0 80 0a40 40 0 1 0-80 0m20 0a20 20 0 1 0 40 0" fill="none" stroke="${ph.lit('#b8944e')}" stroke-width="6"/>`,
    );
  }
  return out;
}

/** A barn (gambrel roof, big doors with cross bracing), with or without its silo. */
function barn(ph: Photo, look: FarmLook, d: number): { svg: string; w: number } {
  const w = 360;
  const h = 200;
  const wall = wallPaint(ph, 'boards', look.barn);
  const trim = ph.lit('#f4f1ea');
  const doors = `<path d="M${w / 2 - 80} ${h - 150}h160v150h-160z" fill="${ph.lit(shade(look.barn, -0.15))}"/><path d="M${w / 2 - 80} ${h - 150}l80 150m0-150l80 150M${w / 2 - 80} ${h}l80-150m0 150l80-150M${w / 2 - 80} ${h - 150}h160v150h-160zM${w / 2} ${h - 150}v150" stroke="${trim}" stroke-width="6" fill="none"/>`;
  const loft = rect(w / 2 - 34, -110, 68, 80, ph.lit(shade(look.barn, -0.15)), ` stroke="${trim}" stroke-width="6"`);
  let svg = box({
    x: 0,
    y: 0,
    w,
    h,
    d,
    wall,
    roof: 'gambrel',
    roofH: 190,
    roofFill: ph.lit(look.roof),
    snow: ph.winter,
    front: doors,
    gable: loft,
    eave: 18,
    depth: 420,
  });
  if (look.silo) {
    const sx = d >= 0 ? -130 : w + 30;
    const cyl = ph.def(
      'silo',
      (id) =>
        `<linearGradient id="${id}"><stop offset="0" stop-color="${ph.lit('#8d939a')}"/><stop offset=".4" stop-color="${ph.lit('#e4e7ea')}"/><stop offset="1" stop-color="${ph.lit('#7d838a')}"/></linearGradient>`,
    );
    svg =
      `<path d="M${sx} 0v-380a50 50 0 0 1 100 0v380z" fill="url(#${cyl})"/><path d="M${sx} -120h100M${sx} -240h100" stroke="#0002" stroke-width="4"/>` +
      svg;
  }
  return { svg, w };
}

export function farmLook(rng: Rng, house: HouseLook): FarmLook {
  return {
    barn: rng.pick(['#9c3b2e', '#a8432f', '#8a8f95', '#6d5443', '#b5473a']),
    roof: rng.pick(['#7d8288', '#4a4f55', '#5b4a3f']),
    silo: rng.chance(0.6),
    crop: rng.pick<FarmLook['crop']>(['grain', 'hay', 'corn']),
    house,
  };
}

/** Black-and-white dairy cows, or brown beef cattle, grazing. */
function cattle(ph: Photo, horizon: number, count: number): string {
  const id = ph.def(
    'cow',
    (cid) =>
      `<g id="${cid}"><ellipse cx="0" cy="2" rx="60" ry="8" fill="#0002"/><path d="M-46-40v40M-30-40v40M26-40v40M40-40v40" stroke="#2b2623" stroke-width="9"/><rect x="-56" y="-84" width="110" height="52" rx="24"/><path d="M44-86q18-16 34 0l6 26q-10 14-28 6z"/><path d="M-20-84q20 10 10 40q-20 4-26-20z" fill="#f4f1ea" opacity=".9"/></g>`,
  );
  let out = '';
  for (let k = 0; k < count; k++) {
    const y = horizon + ph.rng.int(60, 260);
    out += placeDef(
      id,
      ph.rng.int(100, 1100),
      y,
      0.5 + ((y - horizon) / 260) * 0.8,
      ph.lit(ph.rng.pick(['#2b2623', '#6b3f2a', '#8a5a3c'])),
      ph.rng.chance(0.5),
    );
  }
  return out;
}

export function farmShot(ph: Photo, look: FarmLook, shot: FarmShot, far: Backdrop): string {
  const rng = ph.rng;
  const horizon = rng.int(400, 460);
  const base = sky(ph, horizon) + backdrop(ph, horizon, far === 'city' ? 'hills' : far);
  switch (shot) {
    case 'farmstead': {
      // Barn, silo and farmhouse across a field, a fence in front.
      const y = horizon + 110;
      const left = rng.chance(0.5);
      const b = barn(ph, look, left ? -60 : 60);
      const h = house(ph, look.house, left ? -50 : 50);
      const hs = 0.42;
      return (
        base +
        field(ph, horizon, look.crop) +
        trees(ph, 3, y - 30, [0.6, 0.8], 0, WIDTH, [300, 900]) +
        place(left ? 560 : 240, y, 0.62, b.svg) +
        place(left ? 180 : 820, y + 10, hs, h.svg) +
        railFence(ph, 0, WIDTH, 720, 1.2)
      );
    }
    case 'fields':
      return (
        base +
        field(ph, horizon, look.crop) +
        place(rng.int(200, 900), horizon + 20, 0.22, barn(ph, look, 40).svg) +
        trees(ph, 4, horizon + 10, [0.3, 0.45], 0, WIDTH, [0, 0], 0.5) +
        bales(ph, horizon, 4)
      );
    case 'barn': {
      const d = (rng.chance(0.5) ? 1 : -1) * rng.int(180, 230);
      const b = barn(ph, look, d);
      const s = 0.95;
      return (
        base +
        ground(ph, horizon) +
        trees(ph, 2, horizon + 60, [0.8, 1], 0, WIDTH, [300, 900]) +
        place(WIDTH / 2 - ((b.w + d) * s) / 2, 690, s, b.svg) +
        (ph.winter ? '' : rect(0, 720, WIDTH, 80, ph.lit('#a9956f'))) +
        bales(ph, 700, 1)
      );
    }
    case 'pasture':
      return (
        base +
        ground(ph, horizon) +
        place(rng.int(150, 1000), horizon + 30, 0.3, barn(ph, look, 30).svg) +
        (ph.winter ? '' : cattle(ph, horizon, rng.int(3, 5))) +
        railFence(ph, 0, WIDTH, 760, 1.4) +
        tree(ph, rng.chance(0.5) ? 100 : 1100, 780, 2, false)
      );
  }
}

// ---------------------------------------------------------------------------------------------------
// Land

export type LandShot = 'lot' | 'acreage' | 'road' | 'woods';

/** Survey stakes with their flagging tape. */
function stakes(ph: Photo, horizon: number): string {
  let d = '';
  let tape = '';
  for (let k = 0; k < 4; k++) {
    const y = horizon + ph.rng.int(60, 300);
    const x = ph.rng.int(100, 1100);
    const h = 20 + (y - horizon) * 0.25;
    d += `M${x} ${y}v-${r(h)}`;
    tape += `M${x} ${r(y - h)}l12 6`;
  }
  return `<path d="${d}" stroke="${ph.lit('#c9a66b')}" stroke-width="5"/><path d="${tape}" stroke="#ff4f8b" stroke-width="6"/>`;
}

export function landShot(ph: Photo, shot: LandShot, far: Backdrop, urban: boolean, neighbour: HouseLook): string {
  const rng = ph.rng;
  const horizon = rng.int(420, 480);
  const top = sky(ph, horizon) + backdrop(ph, horizon, far === 'city' ? 'trees' : far);
  const weeds = ph.winter
    ? (['#e6ecf3', '#f8fafc'] as [string, string])
    : ph.season === 'autumn'
      ? (['#b8a96a', '#9a8a4e'] as [string, string])
      : (['#a9c46a', '#8aab55'] as [string, string]);
  if (urban && shot !== 'road') {
    // An infill lot between two houses.
    const h = house(ph, neighbour, 50, true);
    const id = ph.def('home', (hid) => `<g id="${hid}">${h.svg}</g>`);
    const s = 0.6;
    const y = horizon + 150;
    return (
      top +
      ground(ph, horizon, weeds) +
      placeDef(id, -h.w * s * 0.55, y, s, wallPaint(ph, neighbour.cladding, neighbour.wall)) +
      placeDef(
        id,
        WIDTH + h.w * s * 0.55,
        y,
        s,
        wallPaint(ph, 'siding', rng.pick(['#c9d3d6', '#d8c9a8', '#8fa3ad'])),
        true,
      ) +
      stakes(ph, y) +
      sign(ph, rng.int(380, 760), 740, 1.3) +
      street(ph, 760, 20)
    );
  }
  switch (shot) {
    case 'lot':
      return (
        top +
        ground(ph, horizon, weeds) +
        trees(ph, 4, horizon + 20, [0.4, 0.6], 0, WIDTH, [0, 0], 0.6) +
        stakes(ph, horizon) +
        sign(ph, rng.int(200, 900), 720, 1.5)
      );
    case 'acreage':
      return (
        top +
        ground(ph, horizon, weeds) +
        trees(ph, 6, horizon + 10, [0.3, 0.5], 0, WIDTH, [0, 0], 0.6) +
        (rng.chance(0.5) && !ph.winter ? water(ph, horizon + 90, 40, rng.int(100, 600), 380) : '') +
        railFence(ph, 0, WIDTH, 740, 1.3) +
        sign(ph, rng.int(150, 1000), 770, 1.2)
      );
    case 'road': {
      // A country road along the land, power poles receding with it.
      const gravel = ph.lit(ph.winter ? '#dde3ea' : '#b9ad98');
      let poles = '';
      for (let k = 0; k < 5; k++) {
        const t = k / 5;
        const x = 980 - t * 340;
        const y = HEIGHT - t * (HEIGHT - horizon) * 0.95;
        poles += `M${r(x)} ${r(y)}v-${r(300 * (1 - t * 0.9))}`;
      }
      return (
        top +
        ground(ph, horizon, weeds) +
        shape([560, horizon, 610, horizon, 1000, HEIGHT, 620, HEIGHT], gravel) +
        `<path d="${poles}" stroke="${ph.lit('#6b4a2f')}" stroke-width="8"/>` +
        trees(ph, 3, horizon + 20, [0.4, 0.6], 0, 500, [0, 0], 0.6) +
        sign(ph, rng.int(150, 400), 720, 1.4)
      );
    }
    case 'woods':
      return (
        top +
        ground(ph, horizon, weeds) +
        trees(ph, 9, horizon + 120, [0.7, 1.1], 0, WIDTH, [0, 0], 0.55) +
        trees(ph, 3, 780, [1.6, 2], 0, WIDTH, [300, 900], 0.5) +
        sign(ph, rng.int(400, 800), 760, 1.1)
      );
  }
}
