// Indoor shots: a room in one-point perspective (back wall, side walls, floor, ceiling) furnished for its
// use, with a window onto the same season and surroundings as the outdoor shots. Furniture is drawn at
// the back wall's scale (about 150 px to the metre) and moved forward by scaling it up and down the floor.
import { type Photo, HEIGHT, WIDTH, ellipse, mix, place, r, rect, shade, shape } from './svg';

export type RoomKind =
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'dining'
  | 'office'
  | 'rec'
  | 'condoLiving'
  | 'cottageLiving'
  | 'lobby'
  | 'pool'
  | 'retail'
  | 'workspace'
  | 'warehouse'
  | 'restaurant';

/** What is seen through the windows. */
export type View = 'yard' | 'city' | 'lake' | 'fields';

export interface RoomStyle {
  view: View;
  luxury: boolean;
  /** Rustic (cottage, farmhouse) finishes: wood walls and beams. */
  rustic: boolean;
}

const WALLS = ['#efe8dc', '#dfe8e3', '#f4ece2', '#e6e9ef', '#f1e3d3', '#e9e4da', '#d9dfe6', '#f3efe9'];
const ACCENTS = ['#4a6572', '#a45c40', '#6b8e6b', '#c9a66b', '#40476d', '#8c5a7a', '#2f5d62', '#b4846c'];
const WOODS = ['#b98a5e', '#8c6239', '#d7b98e', '#a3764f', '#c8a27a'];

interface Shell {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Floor line and furniture scale `t` of the way from the back wall to the viewer. */
  at: (t: number) => { y: number; s: number };
  /** x on the floor at depth t for a point at back-wall x. */
  xAt: (x: number, t: number) => number;
}

/** The empty room: the back wall spans x0…x1, y0…y1 and everything else recedes to it. */
function shell(ph: Photo, wall: string, floor: string, ceiling: string, high = false): { svg: string; g: Shell } {
  const rng = ph.rng;
  const shiftX = rng.int(-90, 90);
  const x0 = 250 + shiftX;
  const x1 = 950 + shiftX;
  const y0 = high ? 110 : 150 + rng.int(-10, 20);
  const y1 = 540 + rng.int(-15, 15);
  const vx = (x0 + x1) / 2;
  const w = ph.lit(wall);
  const f = ph.lit(floor);
  let boards = '';
  for (let k = -6; k <= 16; k++) {
    const bx = x0 + k * ((x1 - x0) / 10);
    boards += `M${r(bx)} ${y1}L${r(vx + (bx - vx) * 2.2)} ${HEIGHT}`;
  }
  const svg =
    shape([0, 0, WIDTH, 0, x1, y0, x0, y0], ph.lit(ceiling)) +
    shape([0, 0, x0, y0, x0, y1, 0, HEIGHT], shade(w, -0.07)) +
    shape([WIDTH, 0, x1, y0, x1, y1, WIDTH, HEIGHT], shade(w, -0.03)) +
    rect(x0, y0, x1 - x0, y1 - y0, w) +
    shape([0, HEIGHT, x0, y1, x1, y1, WIDTH, HEIGHT], f) +
    `<path d="${boards}" stroke="#0001" stroke-width="3"/>` +
    `<path d="M0 ${HEIGHT - 10}L${x0} ${y1 - 6}H${x1}L${WIDTH} ${HEIGHT - 10}" stroke="${ph.lit('#f8f6f2')}" stroke-width="8" fill="none"/>`;
  const at = (t: number) => ({ y: y1 + t * (HEIGHT - y1), s: 1 + t * 1.15 });
  const xAt = (x: number, t: number) => vx + (x - vx) * (1 + t * 1.15);
  return { svg, g: { x0, x1, y0, y1, at, xAt } };
}

/** The view through a window of w × h at (x, y): sky, then lawn, lake, fields or a city skyline. */
function outlook(ph: Photo, view: View, x: number, y: number, w: number, h: number): string {
  if (ph.dusk) {
    return (
      rect(x, y, w, h, '#2b3566') +
      rect(x, y + h * 0.62, w, h * 0.38, '#1f2747') +
      (view === 'city' ? lights(ph, x, y + h * 0.3, w, h * 0.6) : '')
    );
  }
  const skyColour = ph.sky === 'cloudy' ? '#c9d1da' : ph.winter ? '#cfe0ee' : '#aed6f1';
  const groundColour =
    view === 'lake'
      ? '#4f86a8'
      : ph.winter
        ? '#eef3f8'
        : ph.season === 'autumn'
          ? '#b39a4e'
          : view === 'fields'
            ? '#a8b85a'
            : '#7fb060';
  const horizon = y + h * (view === 'city' ? 0.8 : 0.6);
  let out = rect(x, y, w, h, ph.lit(skyColour)) + rect(x, horizon, w, y + h - horizon, ph.lit(groundColour));
  if (view === 'city') {
    let d = '';
    for (let bx = x; bx < x + w - 10; bx += ph.rng.int(30, 60))
      d += `M${r(bx)} ${r(horizon)}v-${ph.rng.int(30, Math.max(40, h * 0.7))}h${ph.rng.int(24, 44)}V${r(horizon)}z`;
    out += `<path d="${d}" fill="${ph.lit('#8c9bab')}"/>`;
  } else {
    const trees = ph.winter ? '#55685e' : ph.season === 'autumn' ? '#c7772e' : '#4d8a47';
    let d = `M${r(x)} ${r(horizon)}`;
    for (let bx = x; bx < x + w; bx += 24) d += `q12 -${ph.rng.int(16, 40)} 24 0`;
    out += `<path d="${d}z" fill="${ph.lit(trees)}"/>`;
  }
  return out;
}

/** Lit windows of a city at night. */
function lights(ph: Photo, x: number, y: number, w: number, h: number): string {
  let d = '';
  for (let k = 0; k < 18; k++) d += `M${r(x + ph.rng.next() * w)} ${r(y + ph.rng.next() * h)}h6v8h-6z`;
  return `<path d="${d}" fill="#ffd98a"/>`;
}

/** A window with its frame, on the back wall (w × h at x, y). */
function backWindow(
  ph: Photo,
  style: RoomStyle,
  x: number,
  y: number,
  w: number,
  h: number,
  frame = '#fbfaf7',
): string {
  const f = ph.lit(frame);
  return (
    rect(x - 10, y - 10, w + 20, h + 20, f) +
    outlook(ph, style.view, x, y, w, h) +
    `<path d="M${r(x + w / 2)} ${r(y)}v${r(h)}" stroke="${f}" stroke-width="8"/>` +
    rect(x - 18, y + h + 6, w + 36, 10, shade(f, -0.08))
  );
}

/** A tall window on the left or right side wall, drawn in perspective, with its patch of sunlight. */
function sideWindow(ph: Photo, style: RoomStyle, g: Shell, right: boolean): string {
  // Points on the side wall between the viewer's edge (x = 0 or WIDTH) and the back corner.
  const edge = right ? WIDTH : 0;
  const corner = right ? g.x1 : g.x0;
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
  const xa = lerp(edge, corner, 0.35);
  const xb = lerp(edge, corner, 0.75);
  const topA = lerp(0, g.y0, 0.35) + 40;
  const topB = lerp(0, g.y0, 0.75) + 30;
  const botA = lerp(HEIGHT, g.y1, 0.35) - 160;
  const botB = lerp(HEIGHT, g.y1, 0.75) - 110;
  const pane = [xa, topA, xb, topB, xb, botB, xa, botA];
  const glassFill = ph.dusk ? '#27305a' : ph.lit(ph.sky === 'cloudy' ? '#c6d0da' : '#bfdcf0');
  const frame = ph.lit('#fbfaf7');
  const sun =
    ph.dusk || ph.sky === 'cloudy'
      ? ''
      : shape(
          [
            xa,
            botA + 170,
            xb,
            botB + 120,
            xb + (right ? -260 : 260),
            botB + 190,
            xa + (right ? -300 : 300),
            botA + 260,
          ],
          '#fff2',
        );
  const ground = ph.winter ? '#eef3f8' : style.view === 'lake' ? '#4f86a8' : '#86b565';
  return (
    shape(pane, glassFill, ` stroke="${frame}" stroke-width="12"`) +
    shape(
      [xa, lerp(topA, botA, 0.65), xb, lerp(topB, botB, 0.65), xb, botB, xa, botA],
      ph.lit(ground),
      ' opacity=".7"',
    ) +
    `<path d="M${r((xa + xb) / 2)} ${r((topA + topB) / 2)}V${r((botA + botB) / 2)}" stroke="${frame}" stroke-width="8"/>` +
    sun
  );
}

/** A framed print: a landscape, a composition of circles or colour blocks. */
function art(ph: Photo, x: number, y: number, w: number, h: number): string {
  const [a, b] = ph.rng.some(ACCENTS, 2).map((c) => ph.lit(c));
  const motif = ph.rng.int(0, 2);
  const picture =
    motif === 0
      ? shape([x, y + h, x + w * 0.45, y + h * 0.35, x + w * 0.7, y + h * 0.7, x + w, y + h * 0.45, x + w, y + h], a!) +
        `<circle cx="${r(x + w * 0.72)}" cy="${r(y + h * 0.3)}" r="${r(h * 0.12)}" fill="${b!}"/>`
      : motif === 1
        ? `<circle cx="${r(x + w * 0.4)}" cy="${r(y + h * 0.55)}" r="${r(h * 0.3)}" fill="${a!}"/><circle cx="${r(x + w * 0.62)}" cy="${r(y + h * 0.42)}" r="${r(h * 0.2)}" fill="${b!}" opacity=".8"/>`
        : rect(x + w * 0.12, y + h * 0.15, w * 0.36, h * 0.7, a!) +
          rect(x + w * 0.55, y + h * 0.4, w * 0.33, h * 0.45, b!);
  return rect(x - 6, y - 6, w + 12, h + 12, ph.lit('#2b2b2b')) + rect(x, y, w, h, ph.lit('#f3efe6')) + picture;
}

function plant(ph: Photo, x: number, y: number, s: number): string {
  const leaf = ph.lit(ph.rng.pick(['#3f7d3a', '#4d8a3c', '#2f6b47']));
  return place(
    x,
    y,
    s,
    `<path d="M-22 0h44l6-56h-56z" fill="${ph.lit('#c9b8a3')}"/><path d="M0-56c-60-30-40-110-10-140c0 60 20 90 10 140zM0-56c40-40 80-60 90-110c-50 10-80 50-90 110zM0-56c-50-10-90-40-100-80c50 0 80 30 100 80z" fill="${leaf}"/>`,
  );
}

function lamp(ph: Photo, x: number, y: number, s: number): string {
  const glow = ph.dusk ? `<circle cy="-230" r="90" fill="#ffe3a0" opacity=".3"/>` : '';
  return place(
    x,
    y,
    s,
    `${glow}<path d="M-3 0v-200h6V0zM-30 0h60v-6h-60z" fill="#3b3b3b"/><path d="M-34-200h68l-14-60h-40z" fill="${ph.lit('#f3e6c8')}"/>`,
  );
}

function sofa(ph: Photo, colour: string, x: number, y: number, s: number, w = 330): string {
  const c = ph.lit(colour);
  const cushions = Array.from({ length: 3 }, (_, k) =>
    rect(20 + (k * (w - 40)) / 3 + 4, -118, (w - 40) / 3 - 8, 56, shade(c, 0.08), ' rx="10"'),
  ).join('');
  return place(
    x - (w * s) / 2,
    y,
    s,
    `<ellipse cx="${w / 2}" cy="2" rx="${w * 0.55}" ry="12" fill="#0002"/>` +
      rect(0, -130, w, 90, shade(c, -0.1), ' rx="16"') +
      cushions +
      rect(16, -64, w - 32, 44, c, ' rx="8"') +
      rect(-8, -86, 40, 74, shade(c, -0.05), ' rx="14"') +
      rect(w - 32, -86, 40, 74, shade(c, -0.05), ' rx="14"') +
      `<path d="M6-12v12M${w - 6}-12v12" stroke="#3e2f24" stroke-width="8"/>` +
      rect(40, -104, 54, 40, ph.lit(ph.rng.pick(['#f3e9d2', '#e3b23c', '#d9cbb4'])), ' rx="10"'),
  );
}

/** A table or island as a box in perspective: top and front face; legs when `legs`. */
function table(
  ph: Photo,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  top: string,
  legs: boolean,
): string {
  const t = ph.lit(top);
  const body = legs
    ? `<path d="M${r(x + 10)} ${r(y - h + 10)}v${r(h - 10)}M${r(x + w - 10)} ${r(y - h + 10)}v${r(h - 10)}" stroke="${shade(t, -0.35)}" stroke-width="10"/>`
    : rect(x, y - h, w, h, shade(t, -0.22));
  return (
    ellipse(x + w / 2, y + 2, w * 0.55, 12, '#0002') +
    body +
    shape(
      [x, y - h, x + w, y - h, x + w - depth * 0.4, y - h - depth * 0.35, x + depth * 0.4, y - h - depth * 0.35],
      t,
    ) +
    rect(x, y - h, w, 10, shade(t, -0.12))
  );
}

function pendant(ph: Photo, x: number, y: number, colour: string): string {
  const glow = ph.dusk ? ellipse(x, y + 24, 60, 40, '#ffe3a0', ' opacity=".35"') : '';
  return `<path d="M${r(x)} 0V${r(y)}" stroke="#333" stroke-width="2"/>${glow}<path d="M${r(x - 26)} ${r(y + 24)}q26-44 52 0z" fill="${ph.lit(colour)}"/>`;
}

function chair(ph: Photo, x: number, y: number, s: number, colour: string): string {
  const c = ph.lit(colour);
  return place(
    x,
    y,
    s,
    `<path d="M-24 0v-50M24 0v-50" stroke="${shade(c, -0.3)}" stroke-width="6"/>${rect(-30, -58, 60, 12, c)}${rect(-26, -120, 52, 62, shade(c, -0.08), ' rx="8"')}`,
  );
}

/** Books on shelves: a bookcase of w × h at (x, y-top). */
function shelves(ph: Photo, x: number, y: number, w: number, h: number, wood: string): string {
  const colours = ['#a45c40', '#40476d', '#6b8e6b', '#c9a66b', '#8c5a7a', '#2f5d62', '#d9cbb4'];
  let books = '';
  const rows = Math.floor(h / 70);
  for (let k = 0; k < rows; k++) {
    let bx = x + 10;
    const by = y + k * 70 + 14;
    while (bx < x + w - 30) {
      const bw = ph.rng.int(8, 16);
      const bh = ph.rng.int(34, 50);
      if (ph.rng.chance(0.85)) books += rect(bx, by + 50 - bh, bw, bh, ph.lit(ph.rng.pick(colours)));
      bx += bw + 2;
    }
  }
  let planks = '';
  for (let k = 0; k <= rows; k++) planks += `M${r(x)} ${r(y + k * 70 + 66)}h${r(w)}`;
  return (
    rect(x, y, w, h, ph.lit(shade(wood, -0.25))) +
    books +
    `<path d="${planks}" stroke="${ph.lit(wood)}" stroke-width="8"/>`
  );
}

/** One furnished room. */
export function roomShot(ph: Photo, kind: RoomKind, style: RoomStyle): string {
  ph.indoor = true;
  const rng = ph.rng;
  const accent = rng.pick(ACCENTS);
  const wood = rng.pick(WOODS);
  const rustic = style.rustic;
  const lux = style.luxury;
  const wall = rustic ? rng.pick(['#c8a27a', '#b98a5e', '#d7b98e']) : rng.pick(WALLS);
  const floorColour =
    kind === 'bathroom' || kind === 'pool' || kind === 'lobby'
      ? rng.pick(['#d9d4cc', '#cfd4d8', '#e8e4dc'])
      : kind === 'warehouse'
        ? '#b7b5b0'
        : kind === 'workspace' || kind === 'rec'
          ? rng.pick(['#7d8490', '#9a8f84', '#6f7a70'])
          : wood;
  const { svg: room, g } = shell(
    ph,
    wall,
    floorColour,
    kind === 'warehouse' ? '#d9dadc' : '#f7f5f1',
    kind === 'warehouse' || lux,
  );
  const mid = (g.x0 + g.x1) / 2;
  const back = g.y1;
  let out = room;
  if (rustic) {
    let logs = '';
    for (let y = g.y0 + 30; y < back; y += 30) logs += `M${g.x0} ${y}H${g.x1}`;
    out += `<path d="${logs}" stroke="#0002" stroke-width="3"/>`;
  }
  const rightWindow = rng.chance(0.5);
  switch (kind) {
    case 'living':
    case 'cottageLiving':
    case 'rec': {
      const fire = kind === 'cottageLiving' || (kind === 'living' && (lux || rng.chance(0.4)));
      if (fire) {
        const stone = ph.lit(kind === 'cottageLiving' ? '#9c958a' : rng.pick(['#d9d4cc', '#8d877d', '#efece6']));
        const flames =
          ph.dusk || ph.winter
            ? `<path d="M${r(mid - 40)} ${back - 30}q10-60 40-70q-10 40 30 60q10-30 10-40q20 30 0 50z" fill="#f29c38"/>`
            : '';
        out +=
          rect(mid - 120, g.y0, 240, back - g.y0, stone) +
          rect(mid - 150, back - 190, 300, 18, ph.lit(wood)) +
          rect(mid - 70, back - 130, 140, 110, '#2b2623') +
          flames +
          art(ph, mid - 70, g.y0 + 40, 140, 100);
      } else if (kind !== 'rec') {
        out += art(ph, mid - 90, g.y0 + 50, 180, 120);
      }
      out += sideWindow(ph, style, g, rightWindow);
      if (kind === 'rec') {
        // A basement TV wall.
        out +=
          rect(mid - 170, g.y0 + 70, 340, 190, '#1c1f24') +
          rect(mid - 160, g.y0 + 80, 320, 170, ph.dusk ? '#3d6fa8' : '#2b3138') +
          rect(mid - 240, back - 70, 480, 70, ph.lit(wood));
      }
      const { y, s } = g.at(0.22);
      const aside = fire || kind === 'rec';
      out += sofa(ph, accent, aside ? g.xAt(rightWindow ? g.x0 + 120 : g.x1 - 120, 0.22) : mid, y, s, lux ? 380 : 330);
      out += `<path d="M${r(mid - 330)} ${r(g.at(0.55).y)}L${r(mid - 250)} ${r(g.at(0.3).y)}H${r(mid + 250)}L${r(mid + 330)} ${r(g.at(0.55).y)}z" fill="${ph.lit(rng.pick(['#d9cbb4', '#a7b8a8', '#c4a484', '#b8bfc9']))}" opacity=".8"/>`;
      if (kind !== 'rec')
        out += table(
          ph,
          mid - 110,
          g.at(0.45).y,
          220,
          50,
          90,
          rustic ? '#7a5a3c' : rng.pick(['#3e2f24', '#d7b98e', '#f2efe8']),
          true,
        );
      out +=
        plant(ph, rightWindow ? g.x0 + 40 : g.x1 - 40, back + 6, 1) +
        lamp(ph, rightWindow ? g.x1 - 30 : g.x0 + 30, back + 4, 1);
      break;
    }
    case 'condoLiving': {
      // Floor-to-ceiling glass over the city.
      const w = g.x1 - g.x0;
      out += outlook(ph, 'city', g.x0, g.y0, w, back - g.y0);
      let mullions = '';
      for (let k = 1; k < 4; k++) mullions += `M${r(g.x0 + (k * w) / 4)} ${g.y0}V${back}`;
      out += `<path d="${mullions}M${g.x0} ${r(back - 90)}H${g.x1}" stroke="${ph.lit('#3b3f44')}" stroke-width="10"/>`;
      const { y, s } = g.at(0.3);
      out +=
        sofa(ph, accent, mid, y, s, 360) +
        table(ph, mid - 100, g.at(0.55).y, 200, 44, 80, rng.pick(['#f2efe8', '#3e2f24']), true) +
        plant(ph, g.x1 - 60, back + 6, 1.1);
      break;
    }
    case 'kitchen': {
      const cab = ph.lit(rng.pick(['#f4f1ea', '#3d4f5c', '#6b8e7b', '#2b2b2b', '#d7c4a3', '#8aa0ad']));
      const counter = ph.lit(rng.pick(['#e9e6e1', '#3b3b3b', '#d9cbb4', '#f5f5f2']));
      const base = back - 130;
      let doors = '';
      for (let x = g.x0 + 10; x < g.x1 - 60; x += 90) doors += `M${x} ${base + 24}v96M${x} ${g.y0 + 24}v120`;
      const winX = mid - 110 + rng.int(-60, 60);
      // The back wall's fittings, mirrored in half the kitchens (fridge on the left).
      const flip = rng.chance(0.5);
      out +=
        (flip ? `<g transform="matrix(-1 0 0 1 ${r(2 * mid)} 0)">` : '') +
        rect(g.x0, base - 110, g.x1 - g.x0, 110, ph.lit(rng.pick(['#ffffff', '#dfe6e8', '#e8dccb']))) +
        `<path d="M${g.x0} ${base - 36}H${g.x1}M${g.x0} ${base - 72}H${g.x1}" stroke="#0001" stroke-width="2"/>` +
        rect(g.x0, g.y0, winX - g.x0 - 30, 150, cab) +
        rect(winX + 250, g.y0, g.x1 - winX - 250, 150, cab) +
        backWindow(ph, style, winX, base - 160, 220, 130) +
        rect(g.x0, base, g.x1 - g.x0, back - base, cab) +
        rect(g.x0 - 6, base - 4, g.x1 - g.x0 + 12, 16, counter) +
        `<path d="${doors}" stroke="#0002" stroke-width="3"/>` +
        // Fridge and range hood.
        rect(g.x1 - 130, g.y0 + 40, 120, back - g.y0 - 40, ph.lit('#c9ccd0')) +
        `<path d="M${g.x1 - 30} ${g.y0 + 70}v80M${g.x1 - 30} ${g.y0 + 200}v120" stroke="#8a8f95" stroke-width="6"/>` +
        shape(
          [g.x0 + 70, g.y0 + 60, g.x0 + 170, g.y0 + 60, g.x0 + 190, base - 90, g.x0 + 50, base - 90],
          ph.lit('#b7bcc2'),
        ) +
        rect(g.x0 + 50, base - 12, 140, 8, '#2b2b2b') +
        (flip ? '</g>' : '');
      const { y, s } = g.at(0.45);
      if (rng.chance(0.3)) {
        // A kitchen table rather than an island.
        const c = rng.pick(['#3e2f24', '#f4f1ea', '#2b2b2b', accent]);
        out += table(ph, mid - 200, y, 400, 100, 110, rustic ? '#7a5a3c' : wood, true);
        out += chair(ph, mid - 250, y + 40, s * 0.9, c) + chair(ph, mid + 250, y + 40, s * 0.9, c);
        out += pendant(ph, mid, g.y0 + 60, rng.pick(['#2b2b2b', '#d8b65a', '#f4f1ea']));
        break;
      }
      // The island, with stools, under pendant lights.
      const iw = 560;
      out += table(ph, mid - iw / 2, y, iw, 150, 120, rng.pick(['#f5f5f2', '#e9e6e1', '#3b3b3b']), false);
      out += rect(mid - iw / 2, y - 150, iw, 150, cab) + rect(mid - iw / 2 - 6, y - 156, iw + 12, 16, counter);
      for (let k = 0; k < 3; k++) {
        const sx = mid - 180 + k * 180;
        out +=
          `<path d="M${sx - 20} ${r(y + 60)}l10-90M${sx + 20} ${r(y + 60)}l-10-90" stroke="#3b3b3b" stroke-width="6"/>` +
          ellipse(sx, y - 34, 36, 12, ph.lit(accent));
        out += pendant(ph, sx, g.y0 - 40 + 100, rng.pick(['#2b2b2b', '#d8b65a', '#f4f1ea']));
      }
      break;
    }
    case 'bedroom': {
      out += sideWindow(ph, style, g, rightWindow);
      const bw = lux ? 460 : 380;
      const bx = mid - bw / 2;
      const { y, s } = g.at(0.25);
      const linen = ph.lit(rng.pick(['#f4f1ea', '#e6e9ef', '#efe3d3', '#dfe8e3']));
      const throwC = ph.lit(accent);
      const head = ph.lit(rng.pick(['#6d5443', '#c9b8a3', '#3d4f5c', '#e9e2d2', wood]));
      out +=
        art(ph, mid - 110, g.y0 + 40, 220, 100) +
        rect(bx - 10, back - 220, bw + 20, 220, head, ' rx="10"') +
        place(
          mid,
          y,
          s,
          `<ellipse cx="0" cy="2" rx="${bw * 0.6}" ry="14" fill="#0002"/>${rect(-bw / 2, -120, bw, 120, linen)}${shape([-bw / 2, -120, bw / 2, -120, bw / 2 - 40, -200, -bw / 2 + 40, -200], shade(linen, 0.3))}${rect(-bw / 2 + 60, -220, bw / 2 - 80, 50, '#fff', ' rx="14"')}${rect(20, -220, bw / 2 - 80, 50, '#fff', ' rx="14"')}${rect(-bw / 2, -80, bw, 40, throwC)}`,
        ) +
        rect(bx - 110, back - 90, 80, 90, ph.lit(wood)) +
        rect(bx + bw + 30, back - 90, 80, 90, ph.lit(wood)) +
        lamp(ph, bx - 70, back - 90, 0.45) +
        lamp(ph, bx + bw + 70, back - 90, 0.45);
      break;
    }
    case 'bathroom': {
      const tile = ph.lit(rng.pick(['#f4f4f2', '#dfe8e3', '#e6e9ef', '#2f3b44']));
      const tid = ph.def(
        `tile${tile}`,
        (id) =>
          `<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${tile}"/><path d="M0 .5h48M.5 0v48" stroke="#0002"/></pattern>`,
      );
      out += rect(g.x0, g.y0 + 120, g.x1 - g.x0, back - g.y0 - 120, `url(#${tid})`);
      const vw = 300;
      const vx = rightWindow ? g.x0 + 40 : g.x1 - vw - 40;
      out +=
        rect(vx + 30, g.y0 + 20, vw - 60, 200, ph.lit('#cfdde6')) +
        shape([vx + 60, g.y0 + 20, vx + 120, g.y0 + 20, vx + 40, g.y0 + 220, vx + 30, g.y0 + 220], '#fff5') +
        rect(vx, back - 170, vw, 170, ph.lit(rng.pick(['#6d5443', '#f4f1ea', '#3d4f5c', wood]))) +
        rect(vx - 8, back - 182, vw + 16, 16, ph.lit('#f5f5f2')) +
        ellipse(vx + vw / 2, back - 176, 60, 10, ph.lit('#e1e4e6')) +
        `<path d="M${vx + vw / 2} ${back - 186}v-30h24" stroke="#9aa0a6" stroke-width="6" fill="none"/>`;
      // A freestanding tub in front of the other wall.
      const tx = rightWindow ? g.x1 - 420 : g.x0 + 60;
      const { y } = g.at(0.12);
      out +=
        `<path d="M${tx} ${r(y - 120)}h360q0 120-90 120h-180q-90 0-90-120z" fill="${ph.lit('#fbfbfa')}"/>` +
        rect(tx - 6, y - 128, 372, 14, ph.lit('#eceeef'), ' rx="7"') +
        rect(tx + 300, y - 200, 10, 80, '#9aa0a6');
      out +=
        rect(rightWindow ? g.x1 - 150 : g.x0 + 120, g.y0 + 60, 90, 8, '#9aa0a6') +
        rect(rightWindow ? g.x1 - 140 : g.x0 + 130, g.y0 + 64, 70, 110, ph.lit(accent));
      break;
    }
    case 'dining': {
      out +=
        backWindow(ph, style, mid - 160, g.y0 + 50, 320, back - g.y0 - 150) + art(ph, g.x0 + 40, g.y0 + 70, 110, 150);
      const { y, s } = g.at(0.35);
      const tw = 520;
      const c = rng.pick(['#3e2f24', '#d9cbb4', '#2b2b2b', '#f4f1ea', accent]);
      for (let k = 0; k < 3; k++) out += chair(ph, mid - 180 + k * 180, y - 50 * s, s * 0.9, c);
      out += table(ph, mid - tw / 2, y, tw, 110, 140, rustic ? '#7a5a3c' : wood, true);
      for (let k = 0; k < 2; k++) out += chair(ph, mid - 130 + k * 260, y + 80, s * 1.15, c);
      out += pendant(ph, mid, g.y0 + 60, rng.pick(['#2b2b2b', '#d8b65a', '#f4f1ea']));
      break;
    }
    case 'office': {
      out += shelves(ph, g.x0 + 30, g.y0 + 40, 260, back - g.y0 - 40, wood) + sideWindow(ph, style, g, true);
      const { y, s } = g.at(0.3);
      out +=
        chair(ph, mid + 120, y + 40, s * 1.1, '#2b2b2b') +
        table(ph, mid - 50, y, 360, 110, 110, rng.pick([wood, '#f2efe8', '#3e2f24']), true);
      out +=
        rect(mid + 60, y - 220, 150, 96, '#1f2329') +
        rect(mid + 128, y - 124, 14, 18, '#555') +
        rect(mid + 68, y - 212, 134, 80, ph.lit('#6c8fb0'));
      out += plant(ph, g.x1 - 60, back + 6, 1);
      break;
    }
    case 'lobby': {
      // A condo lobby: stone floor, reception desk, lift doors.
      for (let k = 0; k < 2; k++)
        out +=
          rect(g.x0 + 60 + k * 170, back - 250, 130, 250, ph.lit('#b7bcc2')) +
          `<path d="M${g.x0 + 125 + k * 170} ${back - 250}v250" stroke="#8a8f95" stroke-width="3"/>`;
      out += art(ph, g.x1 - 280, g.y0 + 60, 200, 120);
      out += table(ph, mid - 40, g.at(0.2).y, 360, 130, 80, rng.pick(['#3e2f24', '#e9e6e1']), false);
      out +=
        sofa(ph, accent, g.xAt(g.x0 + 220, 0.6), g.at(0.6).y, g.at(0.6).s, 300) +
        plant(ph, g.x1 - 50, back + 6, 1.2) +
        pendant(ph, mid, g.y0 + 10, '#d8b65a');
      break;
    }
    case 'pool': {
      // An indoor pool with a wall of windows.
      out += backWindow(ph, style, g.x0 + 40, g.y0 + 40, g.x1 - g.x0 - 80, back - g.y0 - 100, '#d9dcdf');
      const a = g.at(0.1);
      const b = g.at(0.75);
      out +=
        shape(
          [
            g.xAt(g.x0 + 80, 0.1),
            a.y,
            g.xAt(g.x1 - 80, 0.1),
            a.y,
            g.xAt(g.x1 - 80, 0.75),
            b.y,
            g.xAt(g.x0 + 80, 0.75),
            b.y,
          ],
          ph.lit('#3fa9d6'),
        ) +
        `<path d="M${r(mid - 200)} ${r(a.y + 60)}h160M${r(mid + 60)} ${r(a.y + 120)}h220M${r(mid - 300)} ${r(a.y + 180)}h260" stroke="#fff6" stroke-width="6" stroke-linecap="round"/>`;
      break;
    }
    case 'retail': {
      // Shelving with goods along the wall, a counter in front.
      const goods = ph.def(
        'goods',
        (id) =>
          `<pattern id="${id}" width="60" height="70" patternUnits="userSpaceOnUse"><path d="M0 66h60" stroke="#8a8f95" stroke-width="8"/><path d="M4 30h16v34H4zM36 40h18v24H36z" fill="${ph.lit('#c0392b')}"/><path d="M22 22h12v42H22z" fill="${ph.lit('#2f6f98')}"/><path d="M54 36h6v28h-6z" fill="${ph.lit('#e3b23c')}"/></pattern>`,
      );
      out += rect(g.x0 + 20, g.y0 + 60, g.x1 - g.x0 - 40, back - g.y0 - 60, `url(#${goods})`);
      out += table(ph, mid - 60, g.at(0.45).y, 420, 140, 90, rng.pick(['#3e2f24', wood, '#f2efe8']), false);
      for (let k = 0; k < 3; k++) out += pendant(ph, mid - 250 + k * 250, g.y0 - 40 + 60, '#2b2b2b');
      break;
    }
    case 'workspace': {
      out += sideWindow(ph, style, g, true) + sideWindow(ph, style, g, false);
      for (const t of [0.05, 0.32, 0.6]) {
        const { y, s } = g.at(t);
        for (const dx of [-220, 60]) {
          const x = mid + dx * s;
          out +=
            table(ph, x, y, 200 * s, 100 * s, 70 * s, '#f2efe8', true) +
            rect(x + 60 * s, y - 170 * s, 80 * s, 56 * s, '#1f2329');
        }
      }
      let panels = '';
      for (let k = 0; k < 3; k++) panels += `M${r(mid - 180)} ${r(g.y0 * (0.3 + k * 0.3))}h360`;
      out += `<path d="${panels}" stroke="#fffbe8" stroke-width="14"/>`;
      break;
    }
    case 'warehouse': {
      // Pallet racking and a painted lane on a concrete floor, skylights above.
      const rack = ph.def(
        'rack',
        (id) =>
          `<pattern id="${id}" width="120" height="90" patternUnits="userSpaceOnUse"><path d="M0 86h120" stroke="#e67e22" stroke-width="8"/><path d="M4 0v90" stroke="#2f5d8a" stroke-width="8"/><path d="M14 40h44v44H14zM64 30h46v54H64z" fill="${ph.lit('#c8a27a')}"/></pattern>`,
      );
      out += rect(g.x0, g.y0 + 40, g.x1 - g.x0, back - g.y0 - 40, `url(#${rack})`);
      out +=
        shape([0, 40, 240, 60, 240, 260, 0, 280], `url(#${rack})`) +
        shape([WIDTH, 40, 960, 60, 960, 260, WIDTH, 280], `url(#${rack})`);
      out += `<path d="M${r(mid - 60)} ${back}L${r(mid - 260)} ${HEIGHT}M${r(mid + 60)} ${back}L${r(mid + 260)} ${HEIGHT}" stroke="#e3b23c" stroke-width="10"/>`;
      out +=
        rect(mid - 200, 20, 400, 40, ph.dusk ? '#39426a' : '#e8f1f8') +
        rect(mid - 140, 80, 280, 30, ph.dusk ? '#39426a' : '#e8f1f8');
      break;
    }
    case 'restaurant': {
      const warm = ph.lit(rng.pick(['#7a2e24', '#2f4858', '#3d5a40', '#5b3a29']));
      out += rect(g.x0, g.y0, g.x1 - g.x0, (back - g.y0) * 0.5, warm, ' opacity=".85"');
      out += table(ph, g.x0 + 20, back, g.x1 - g.x0 - 40, 120, 40, '#5b3a29', false);
      for (const t of [0.3, 0.62]) {
        const { y, s } = g.at(t);
        for (const dx of [-260, 120]) {
          const x = mid + dx * s;
          out +=
            chair(ph, x - 20 * s, y - 10, s * 0.9, '#3e2f24') +
            table(ph, x, y, 140 * s, 90 * s, 60 * s, '#f4f1ea', true) +
            chair(ph, x + 160 * s, y - 10, s * 0.9, '#3e2f24');
        }
      }
      for (let k = 0; k < 4; k++) out += pendant(ph, g.x0 + 80 + k * ((g.x1 - g.x0 - 160) / 3), g.y0 + 40, '#d8b65a');
      break;
    }
  }
  if (ph.dusk && kind !== 'warehouse') out += rect(0, 0, WIDTH, HEIGHT, '#ffb040', ' opacity=".07"');
  return out;
}

/** A floor plan: walls, doors and windows of the rooms, furniture outlines, no lettering. */
export function floorPlan(ph: Photo, beds: number): string {
  const rng = ph.rng;
  const x0 = 180;
  const y0 = 110;
  const w = 840;
  const h = 580;
  const ink = '#3a3f45';
  // Split the outline into a row of bedrooms and baths and an open living, dining and kitchen area.
  const topH = rng.int(230, 270);
  const rooms = Math.max(2, Math.min(5, beds + 1));
  let walls = `M${x0} ${y0}h${w}v${h}h-${w}z M${x0} ${y0 + topH}h${w}`;
  let fills = '';
  let furniture = '';
  let doors = '';
  const widths = Array.from({ length: rooms }, () => rng.int(2, 4));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = x0;
  widths.forEach((u, k) => {
    const rw = (u / total) * w;
    fills += rect(x, y0, rw, topH, k === rooms - 1 ? '#e3ecf2' : '#f3ede3');
    if (k > 0) walls += `M${r(x)} ${y0}v${topH}`;
    // A door to the hall below, and a bed (or a tub in the bathroom).
    const dx = x + rw / 2 - 30;
    furniture +=
      k === rooms - 1
        ? rect(x + 14, y0 + 14, Math.min(rw - 28, 150), 70, '#fff', ` stroke="${ink}" stroke-width="3" rx="30"`)
        : rect(x + rw / 2 - 60, y0 + 20, 120, 150, '#fff', ` stroke="${ink}" stroke-width="3"`) +
          rect(x + rw / 2 - 50, y0 + 28, 100, 30, '#e8e4dc');
    furniture += `<path d="M${r(dx)} ${y0 + topH}a60 60 0 0 1 60 -60v60" fill="none" stroke="${ink}" stroke-width="2"/>`;
    doors += `M${r(dx)} ${y0 + topH}h60`;
    x += rw;
  });
  const kitchenW = rng.int(260, 330);
  fills +=
    rect(x0, y0 + topH, w - kitchenW, h - topH, '#f7f3ea') +
    rect(x0 + w - kitchenW, y0 + topH, kitchenW, h - topH, '#eef0ea');
  furniture +=
    rect(x0 + w - kitchenW + 20, y0 + h - 70, kitchenW - 40, 50, '#fff', ` stroke="${ink}" stroke-width="3"`) +
    rect(x0 + w - kitchenW + 60, y0 + topH + 110, kitchenW - 120, 70, '#fff', ` stroke="${ink}" stroke-width="3"`) +
    rect(x0 + 60, y0 + h - 130, 260, 80, '#fff', ` stroke="${ink}" stroke-width="3" rx="12"`) +
    ellipse(x0 + w - kitchenW - 140, y0 + topH + 170, 90, 60, '#fff', ` stroke="${ink}" stroke-width="3"`);
  // Door openings cut in the hall wall, windows as light breaks in the outer wall.
  let cuts = '';
  for (let k = 0; k < 4; k++) cuts += `M${r(x0 + 80 + k * 200)} ${y0}h70`;
  cuts += `M${x0} ${y0 + topH + 80}v90M${x0 + w} ${y0 + topH + 60}v110M${x0 + 120} ${y0 + h}h70`;
  return (
    rect(0, 0, WIDTH, HEIGHT, '#fbfaf7') +
    fills +
    furniture +
    `<path d="${walls}" fill="none" stroke="${ink}" stroke-width="14" stroke-linejoin="square"/>` +
    `<path d="${doors}" stroke="#fbfaf7" stroke-width="18"/>` +
    `<path d="${cuts}" stroke="#fbfaf7" stroke-width="10"/><path d="${cuts}" stroke="${mix(ink, '#ffffff', 0.5)}" stroke-width="3"/>`
  );
}
