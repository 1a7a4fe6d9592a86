// The outdoor parts of the photos: sky, distant backdrop, ground, trees, shrubs, water, streets, cars and
// the blank "for sale" sign. Shapes that repeat (clouds, trees, shrubs, cars) are defined once per photo
// and placed with <use>, which is what keeps a street scene within a few kilobytes.
import { type Photo, HEIGHT, WIDTH, ellipse, mix, place, placeDef, r, rect, shade, type Season } from './svg';

type Stops = readonly [string, string, string?];

const SKY_CLEAR: Record<Season, Stops> = {
  spring: ['#6fb3e6', '#dcf0fb'],
  summer: ['#4a9ddc', '#cfe8f8'],
  autumn: ['#6aa3d4', '#f1e1c8'],
  winter: ['#8db1d3', '#edf2f7'],
};
const SKY_CLOUDY: Stops = ['#97a4b2', '#e0e5ea'];
const SKY_DUSK: Stops = ['#1e2954', '#f2a468', '#71508a'];

const GRASS: Record<Season, [string, string]> = {
  spring: ['#9fcd6e', '#76b04c'],
  summer: ['#7fb45a', '#4f9140'],
  autumn: ['#b2ab62', '#8e8b46'],
  winter: ['#e4eaf2', '#f8fafc'],
};
const LEAVES: Record<Season, readonly string[]> = {
  spring: ['#93cf62', '#a7d873', '#f3b7c9', '#f7f1f4'],
  summer: ['#3f8c3f', '#4f9c45', '#2f7a3c', '#5ea84b'],
  autumn: ['#d9822b', '#c2452d', '#e3b23c', '#b8632a'],
  winter: ['#6b5646'],
};

/** The sky gradient with sun, moon and clouds for the photo's sky and season. */
export function sky(ph: Photo, horizon: number): string {
  const [top, bottom, mid] = ph.sky === 'dusk' ? SKY_DUSK : ph.sky === 'cloudy' ? SKY_CLOUDY : SKY_CLEAR[ph.season];
  const sk = ph.def(
    'sky',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>${
        mid ? `<stop offset=".55" stop-color="${mid}"/>` : ''
      }<stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  let out = rect(0, 0, WIDTH, horizon + 40, `url(#${sk})`);
  const rng = ph.rng;
  if (ph.sky === 'clear') {
    const x = rng.int(120, 1080);
    const y = rng.int(70, 150);
    out += `<circle cx="${x}" cy="${y}" r="90" fill="#fff8dc40"/><circle cx="${x}" cy="${y}" r="42" fill="#fff6cf"/>`;
  } else if (ph.sky === 'dusk') {
    out += `<circle cx="${rng.int(150, 1050)}" cy="${rng.int(60, 120)}" r="16" fill="#f4f0dc"/>`;
    out += ellipse(rng.int(300, 900), horizon, 420, 60, '#ffc98a', ' opacity=".35"');
  }
  const clouds = ph.sky === 'cloudy' ? rng.int(3, 5) : ph.sky === 'dusk' ? rng.int(1, 3) : rng.int(0, 3);
  if (clouds) {
    // Overcast clouds are greyer and carry a darker underside.
    const under = ph.sky === 'cloudy' ? '<ellipse cy="10" rx="100" ry="22" fill="#c3cad3"/>' : '';
    const cl = ph.def(
      'cloud',
      (id) =>
        `<g id="${id}">${under}<ellipse rx="95" ry="24"/><ellipse cx="-38" cy="-16" rx="46" ry="30"/><ellipse cx="28" cy="-26" rx="56" ry="38"/></g>`,
    );
    const fill = ph.sky === 'cloudy' ? '#eef1f4' : ph.sky === 'dusk' ? '#e2a0a073' : '#fff';
    for (let i = 0; i < clouds; i++) {
      const x = rng.int(40, 1160);
      const y = rng.int(60, Math.max(80, horizon - 120));
      out += placeDef(cl, x, y, 0.6 + rng.next() * 1.1, fill);
    }
  }
  return out;
}

export type Backdrop = 'trees' | 'hills' | 'mountains' | 'city' | 'none';

/** The far layer along the horizon, hazy with the sky's colour. */
export function backdrop(ph: Photo, horizon: number, kind: Backdrop): string {
  const rng = ph.rng;
  const haze = ph.dusk ? '#4a4f78' : ph.sky === 'cloudy' ? '#aab3bd' : ph.winter ? '#c9d6e3' : '#b9d3e6';
  if (kind === 'none') return '';
  if (kind === 'city') {
    let d = '';
    for (let x = rng.int(-40, 0); x < WIDTH; x += rng.int(50, 120)) {
      const w = rng.int(40, 110);
      d += `M${x} ${horizon}v-${rng.int(50, 230)}h${w}V${horizon}z`;
    }
    return `<path d="${d}" fill="${mix(haze, '#6d7a8a', 0.35)}" opacity=".8"/>`;
  }
  if (kind === 'mountains') {
    let d = `M0 ${horizon}`;
    let snow = '';
    for (let x = 0; x < WIDTH;) {
      const w = rng.int(220, 380);
      const h = rng.int(140, 300);
      const px = x + w / 2;
      d += `L${r(px)} ${horizon - h}L${x + w} ${horizon - rng.int(20, 60)}`;
      snow += `M${r(px)} ${horizon - h}l${r(-w * 0.13)} ${r(h * 0.3)}l${r(w * 0.13)} -12l${r(w * 0.13)} 12z`;
      x += w;
    }
    const rock = ph.dusk ? '#4b4d74' : '#8a98a8';
    return `<path d="${d}V${horizon + 10}H0z" fill="${rock}"/><path d="${snow}" fill="${ph.dusk ? '#c9c6d8' : '#f5f8fb'}"/>`;
  }
  if (kind === 'hills') {
    const a = horizon - rng.int(40, 110);
    const b = horizon - rng.int(30, 90);
    return `<path d="M0 ${horizon + 10}V${a}Q${rng.int(250, 450)} ${a - 70} 600 ${b}T1200 ${horizon - rng.int(40, 100)}V${horizon + 10}z" fill="${ph.lit(ph.winter ? '#cfd9e2' : mix(GRASS[ph.season][1], haze, 0.45))}"/>`;
  }
  // A treeline: rounded crowns with a few pointed conifers.
  let d = `M0 ${horizon}`;
  for (let x = 0; x < WIDTH;) {
    const w = rng.int(50, 110);
    const h = rng.int(40, 110);
    d += rng.chance(0.3) ? `l${r(w / 2)} -${h}l${r(w / 2)} ${h}` : `q${r(w / 2)} -${r(h * 1.6)} ${w} 0`;
    x += w;
  }
  const leaf = ph.winter ? '#6f7c77' : mix(LEAVES[ph.season][0]!, haze, 0.45);
  return `<path d="${d}V${horizon + 10}H0z" fill="${ph.lit(leaf)}"/>`;
}

/** Lawn, field or snow from the horizon down, lighter in the distance. */
export function ground(ph: Photo, horizon: number, tint?: [string, string]): string {
  const [far, near] = tint ?? GRASS[ph.season];
  const gd = ph.def(
    `ground${far}${near}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ph.lit(far)}"/><stop offset="1" stop-color="${ph.lit(near)}"/></linearGradient>`,
  );
  return rect(0, horizon, WIDTH, HEIGHT - horizon, `url(#${gd})`);
}

/** Fallen leaves in autumn, flowers in spring and summer: a little texture on a lawn. */
export function lawnDetail(ph: Photo, x: number, y: number, w: number, h: number): string {
  if (ph.winter) return '';
  const colours = ph.season === 'autumn' ? ['#d9822b', '#c2452d'] : ['#f4d35e', '#f7f7f2'];
  const rng = ph.rng;
  return colours
    .map((colour) => {
      let d = '';
      for (let i = 0; i < 6; i++) d += `M${r(x + rng.next() * w)} ${r(y + rng.next() * h)}h5`;
      return `<path d="${d}" stroke="${ph.lit(colour)}" stroke-width="5"/>`;
    })
    .join('');
}

/** The deciduous and the conifer tree of this photo's season: their ids. */
function treeDefs(ph: Photo): [string, string] {
  const deciduous = ph.def('deciduous', (id) =>
    ph.winter
      ? `<g id="${id}"><ellipse cx="30" cy="4" rx="70" ry="10" fill="#47607d" opacity=".15"/><path d="M0 0V-170M0-70l-46-58M0-96l42-52M0-128l-24-46M-30-108l-22-6M26-130l20-8M0-150l14-30" stroke="#5e4a3b" stroke-width="7" stroke-linecap="round" fill="none"/></g>`
      : `<g id="${id}"><ellipse cx="34" cy="4" rx="74" ry="12" fill="#0002"/><path d="M-8 0h16l-4-96h-8z" fill="#5e4331"/><circle cy="-132" r="62"/><circle cx="-44" cy="-100" r="44"/><circle cx="42" cy="-104" r="46"/><circle cx="16" cy="-88" r="40" fill="#0002"/><circle cx="-18" cy="-154" r="34" fill="#fff2"/></g>`,
  );
  const conifer = ph.def('conifer', (id) => {
    const snow = ph.winter
      ? '<path d="M0-232l-16 34h32zM-24-160l-20 26h20l10-14zM24-160l20 26h-20l-10-14zM-30-88l-24 22h22l14-12zM30-88l24 22h-22l-14-12z" fill="#fbfdff"/>'
      : '';
    return `<g id="${id}"><ellipse cx="26" cy="4" rx="54" ry="10" fill="#0002"/><path d="M-6 0h12v-26h-12z" fill="#5a4030"/><path d="M0-232l-40 74h18l-48 72h20l-54 66h208l-54-66h20l-48-72h18z"/><path d="M0-232l40 74h-18l48 72h-20l54 66H0z" fill="#0002"/>${snow}</g>`;
  });
  return [deciduous, conifer];
}

/** A tree standing at (x, y) (the base of its trunk), `scale` 1 being about 2.3 storeys tall. */
export function tree(ph: Photo, x: number, y: number, scale: number, conifer = ph.rng.chance(0.35)): string {
  const [deciduous, evergreen] = treeDefs(ph);
  const fill = conifer
    ? ph.rng.pick(['#2e5e3b', '#36693f', '#2b5548'])
    : ph.winter
      ? '#6b5646'
      : ph.rng.pick(LEAVES[ph.season]);
  return placeDef(conifer ? evergreen : deciduous, x, y, scale, ph.lit(fill));
}

/** A row of trees between x0 and x1, avoiding the span [gapFrom, gapTo] where the subject stands. */
export function trees(
  ph: Photo,
  count: number,
  y: number,
  scale: [number, number],
  x0 = 0,
  x1 = WIDTH,
  gap: [number, number] = [0, 0],
  coniferShare = 0.35,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    let x = x0 + ph.rng.next() * (x1 - x0);
    if (x > gap[0] && x < gap[1]) x = x - gap[0] < gap[1] - x ? gap[0] - ph.rng.int(0, 40) : gap[1] + ph.rng.int(0, 40);
    out += tree(
      ph,
      x,
      y + ph.rng.int(-6, 10),
      scale[0] + ph.rng.next() * (scale[1] - scale[0]),
      ph.rng.chance(coniferShare),
    );
  }
  return out;
}

/** A foundation shrub (a snow-covered mound in winter). */
export function shrub(ph: Photo, x: number, y: number, scale = 1): string {
  const sb = ph.def(
    'shrub',
    (id) =>
      `<g id="${id}"><ellipse cx="0" cy="2" rx="56" ry="9" fill="#0002"/><ellipse cx="-22" cy="-20" rx="30" ry="24"/><ellipse cx="20" cy="-22" rx="32" ry="28"/><ellipse cx="0" cy="-34" rx="26" ry="22"/><ellipse cx="8" cy="-40" rx="14" ry="10" fill="#fff2"/></g>`,
  );
  const fill = ph.winter
    ? '#f2f6fa'
    : ph.season === 'autumn'
      ? ph.rng.pick(['#9c5a2e', '#6f7a3a', '#a8452f'])
      : ph.rng.pick(['#3f7d3a', '#4d8a3c', '#5c9446']);
  return placeDef(sb, x, y, scale, ph.lit(fill));
}

const CAR_COLOURS = ['#b8322b', '#e8e8e4', '#2d3a4a', '#8c9198', '#1f5c8f', '#20242a', '#6b7f5a'];

/** A parked car seen from the side, about 190 px long at scale 1, its wheels on y. */
export function car(ph: Photo, x: number, y: number, scale = 1, flip = false): string {
  const id = ph.def(
    'car',
    (cid) =>
      `<g id="${cid}"><ellipse cx="95" cy="2" rx="104" ry="9" fill="#0003"/><path d="M0-14q0-22 18-26l34-6 30-24q8-6 20-6h44q12 0 20 8l22 22 18 4q14 4 14 20v12q0 6-6 6H6q-6 0-6-6z"/><path d="M60-46l26-20h28v20zM122-46v-20h20q6 0 10 6l12 14z" fill="#2b3440" opacity=".85"/><path d="M4-24h188" stroke="#fff4" stroke-width="3"/><circle cx="44" cy="-6" r="17" fill="#1b1d21"/><circle cx="150" cy="-6" r="17" fill="#1b1d21"/><circle cx="44" cy="-6" r="7" fill="#b7bcc2"/><circle cx="150" cy="-6" r="7" fill="#b7bcc2"/></g>`,
  );
  return placeDef(id, x, y, scale, ph.lit(ph.rng.pick(CAR_COLOURS)), flip);
}

/** A street across the bottom of the picture: curb, sidewalk and asphalt with a centre line. */
export function street(ph: Photo, y: number, sidewalk = 34): string {
  const asphalt = ph.winter ? '#7d848c' : '#5f656c';
  const walk = ph.winter ? '#e9eef3' : '#c9c5bd';
  return (
    rect(0, y, WIDTH, sidewalk, ph.lit(walk)) +
    rect(0, y + sidewalk, WIDTH, 8, ph.lit('#9a968e')) +
    rect(0, y + sidewalk + 8, WIDTH, HEIGHT - y, ph.lit(asphalt)) +
    `<path d="M0 ${r(y + sidewalk + 8 + (HEIGHT - y - sidewalk) * 0.62)}H1200" stroke="${ph.lit('#e8d36a')}" stroke-width="6" stroke-dasharray="60 40"/>` +
    (ph.winter ? rect(0, y + sidewalk + 6, WIDTH, 10, '#f4f7fa', ' rx="5"') : '')
  );
}

/** A lake or river band with sky reflections; frozen and snow-dusted in winter. */
export function water(ph: Photo, y: number, h: number, x = 0, w = WIDTH): string {
  const [deep, light] = ph.winter ? ['#c9d8e6', '#e6eef6'] : ph.dusk ? ['#2c3766', '#b9866e'] : ['#2f6f98', '#7fb6d6'];
  const wa = ph.def(
    'water',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
  );
  let ripples = '';
  for (let i = 0; i < 9; i++)
    ripples += `M${r(x + ph.rng.next() * w)} ${r(y + 10 + ph.rng.next() * (h - 20))}h${ph.rng.int(30, 90)}`;
  return (
    rect(x, y, w, h, `url(#${wa})`) +
    `<path d="${ripples}" stroke="#fff" stroke-opacity="${ph.winter ? 0.5 : 0.35}" stroke-width="3" stroke-linecap="round"/>`
  );
}

/** A blank listing sign on a post (no lettering: the brand shows by its colours). */
export function sign(ph: Photo, x: number, y: number, scale = 1): string {
  const brand = ph.rng.pick(['#b3262d', '#1d4f91', '#0f6b4f', '#5b2a86']);
  const body =
    `<ellipse cx="16" cy="2" rx="60" ry="8" fill="#0002"/>` +
    rect(-6, -190, 12, 190, '#f2efe8') +
    rect(-6, -190, 110, 12, '#f2efe8') +
    `<path d="M30-178v10M90-178v10" stroke="#555" stroke-width="3"/>` +
    rect(14, -168, 96, 74, ph.lit('#ffffff'), ' rx="3"') +
    rect(14, -168, 96, 22, ph.lit(brand), ' rx="3"') +
    rect(26, -136, 46, 8, ph.lit(shade(brand, 0.4))) +
    rect(26, -120, 70, 6, ph.lit('#c9ced6'));
  return place(x, y, scale, body);
}

/** A split-rail fence between x0 and x1 on the line y. */
export function railFence(ph: Photo, x0: number, x1: number, y: number, scale = 1): string {
  const wood = ph.lit(ph.winter ? '#7a6a5c' : '#8a6d52');
  // The posts are one dashed stroke as tall as a post: a dash per post.
  const post = r(8 * scale);
  return `<path d="M${r(x0)} ${r(y - 29 * scale)}H${r(x1)}" stroke="${wood}" stroke-width="${r(58 * scale)}" stroke-dasharray="${post} ${r(90 * scale) - post}"/><path d="M${r(x0)} ${r(y - 44 * scale)}H${r(x1)}M${r(x0)} ${r(y - 22 * scale)}H${r(x1)}" stroke="${wood}" stroke-width="${r(6 * scale)}"/>`;
}

/** A wooden privacy or picket fence panel run, from x0 to x1, its foot on y. */
export function fence(ph: Photo, x0: number, x1: number, y: number, h: number, picket = false): string {
  // One fence per photo: its wood is chosen the first time and its pattern reused.
  const id = ph.def(`fence${picket}`, (pid) => {
    const wood = ph.lit(picket ? '#f1eee6' : ph.rng.pick(['#a07850', '#8b6a4d', '#b59270']));
    return picket
      ? `<pattern id="${pid}" width="24" height="${r(h)}" patternUnits="userSpaceOnUse" y="${r(y - h)}"><path d="M4 ${r(h)}V8l8-8 8 8v${r(h)}z" fill="${wood}"/></pattern>`
      : `<pattern id="${pid}" width="30" height="10" patternUnits="userSpaceOnUse"><path d="M0 0h30v10H0z" fill="${wood}"/><path d="M0 0v10" stroke="#0003" stroke-width="2"/></pattern>`;
  });
  const rail = picket ? rect(x0, y - h * 0.7, x1 - x0, 8, ph.lit('#f1eee6')) : '';
  return rect(x0, y - h, x1 - x0, h, `url(#${id})`) + rail;
}
