import { Rng, hashString } from './random';
import { escapeXml } from './text';

const SKIES = {
  summer: ['#8ecdf5', '#d8f0ff'],
  autumn: ['#f2b38a', '#fde3c4'],
  winter: ['#b9c9dc', '#eef3f8'],
  dusk: ['#3b4a7a', '#f4a66b'],
} as const;
const WALLS = [
  '#c65d3b',
  '#e9dcc3',
  '#5d7b8f',
  '#f2efe6',
  '#8a9a5b',
  '#d9b48f',
  '#9c4a3c',
  '#f5d6a0',
  '#446b78',
  '#b8c4bb',
];
const ROOFS = ['#3e3a39', '#5b3a29', '#2f4858', '#6d6a65', '#7a2e24'];
const TRIMS = ['#ffffff', '#f7f3ea', '#2b2b2b'];
const ROOM_WALLS = ['#efe8dc', '#dfe8e3', '#f4ece2', '#e6e9ef', '#f1e3d3'];
const FLOORS = ['#b98a5e', '#8c6239', '#d7b98e', '#a3a09a'];
const SOFAS = ['#4a6572', '#a45c40', '#6b8e6b', '#c9a66b', '#40476d'];

type Season = keyof typeof SKIES;

function tree(x: number, y: number, scale: number, winter: boolean, autumn: boolean, rng: Rng): string {
  const conifer = rng.chance(0.5);
  const green = autumn ? rng.pick(['#d9822b', '#c0392b', '#e3a72f']) : rng.pick(['#2e6b3f', '#3f7f4a', '#4b8b3b']);
  const trunk = `<rect x="${x - 4 * scale}" y="${y - 20 * scale}" width="${8 * scale}" height="${20 * scale}" fill="#6b4a2f"/>`;
  if (conifer) {
    const snow = winter
      ? `<path d="M${x} ${y - 110 * scale} l${-14 * scale} ${30 * scale} h${28 * scale}z" fill="#fff"/>`
      : '';
    return `${trunk}<path d="M${x} ${y - 110 * scale} l${-40 * scale} ${95 * scale} h${80 * scale}z" fill="${winter ? '#2f5a45' : '#2e6b3f'}"/>${snow}`;
  }
  if (winter)
    return `${trunk}<path d="M${x} ${y - 20 * scale} v${-60 * scale} m0 ${20 * scale} l${-20 * scale} ${-25 * scale} m${20 * scale} ${15 * scale} l${18 * scale} ${-22 * scale}" stroke="#6b4a2f" stroke-width="${4 * scale}" fill="none"/>`;
  return `${trunk}<circle cx="${x}" cy="${y - 55 * scale}" r="${38 * scale}" fill="${green}"/><circle cx="${x - 20 * scale}" cy="${y - 35 * scale}" r="${24 * scale}" fill="${green}" opacity=".9"/>`;
}

function exterior(rng: Rng, season: Season, label: string): string {
  const [top, bottom] = SKIES[season];
  const winter = season === 'winter';
  const dusk = season === 'dusk';
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const trim = rng.pick(TRIMS);
  const w = rng.int(420, 620);
  const h = rng.int(220, 300);
  const x = 600 - w / 2 + rng.int(-80, 80);
  const ground = 640;
  const y = ground - h;
  const roofPeak = y - rng.int(90, 160);
  const windowLight = dusk ? '#ffd98a' : '#a9cfe6';
  const windows: string[] = [];
  const cols = Math.floor(w / 130);
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 40 + c * ((w - 80) / cols) + 10;
      const wy = y + 30 + r * (h / 2);
      if (r === 1 && c === Math.floor(cols / 2)) continue;
      windows.push(
        `<rect x="${wx}" y="${wy}" width="64" height="74" fill="${windowLight}" stroke="${trim}" stroke-width="6"/><path d="M${wx + 32} ${wy} v74 M${wx} ${wy + 37} h64" stroke="${trim}" stroke-width="3"/>`,
      );
    }
  }
  const doorX = x + Math.floor(cols / 2) * ((w - 80) / cols) + 50;
  const celestial = dusk
    ? `<circle cx="${rng.int(150, 1050)}" cy="120" r="28" fill="#fff7d6"/>`
    : `<circle cx="${rng.int(150, 1050)}" cy="${rng.int(90, 160)}" r="46" fill="#fff4b8" opacity=".9"/>`;
  const clouds = Array.from({ length: rng.int(1, 4) }, () => {
    const cx = rng.int(60, 1140);
    const cy = rng.int(60, 220);
    return `<g fill="#fff" opacity="${dusk ? 0.25 : 0.8}"><ellipse cx="${cx}" cy="${cy}" rx="70" ry="22"/><ellipse cx="${cx + 40}" cy="${cy - 14}" rx="44" ry="20"/></g>`;
  }).join('');
  const trees = Array.from({ length: rng.int(2, 5) }, (_, i) =>
    tree(
      i % 2 ? rng.int(40, x - 30) : rng.int(x + w + 40, 1170),
      ground + rng.int(0, 20),
      0.9 + rng.next() * 0.8,
      winter,
      season === 'autumn',
      rng,
    ),
  ).join('');
  const snowRoof = winter
    ? `<path d="M${x - 30} ${y} L${x + w / 2} ${roofPeak} L${x + w + 30} ${y} l-14 -10 L${x + w / 2} ${roofPeak + 14} L${x - 16} ${y - 10}z" fill="#fff"/>`
    : '';
  const lawn = winter ? '#f4f7fb' : season === 'autumn' ? '#9a9a4a' : '#6fae5a';
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#s)"/>${celestial}${clouds}
<path d="M0 ${ground - 60} Q300 ${ground - 140} 600 ${ground - 70} T1200 ${ground - 90} V800 H0z" fill="${winter ? '#dfe7ef' : '#7fa77a'}" opacity=".7"/>
<rect y="${ground}" width="1200" height="${800 - ground}" fill="${lawn}"/>
<path d="M${doorX + 20} ${ground} L${doorX - 40} 800 H${doorX + 120} L${doorX + 60} ${ground}z" fill="#cfc6b8"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>
<path d="M${x - 30} ${y} L${x + w / 2} ${roofPeak} L${x + w + 30} ${y}z" fill="${roof}"/>${snowRoof}
${windows.join('')}
<rect x="${doorX}" y="${ground - 110}" width="70" height="110" fill="${rng.pick(['#7a2e24', '#2f4858', '#3e3a39', '#b5651d'])}" stroke="${trim}" stroke-width="6"/><circle cx="${doorX + 56}" cy="${ground - 55}" r="4" fill="#e8c66a"/>
${trees}
<text x="24" y="776" font-family="sans-serif" font-size="20" fill="#fff" opacity=".85">${escapeXml(label)}</text>`;
}

function interior(rng: Rng, label: string): string {
  const wall = rng.pick(ROOM_WALLS);
  const floor = rng.pick(FLOORS);
  const sofa = rng.pick(SOFAS);
  const wx = rng.int(120, 700);
  const planks = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${i * 110} 560 L${i * 140 - 200} 800" stroke="#000" stroke-opacity=".08" stroke-width="3"/>`,
  ).join('');
  return `<rect width="1200" height="800" fill="${wall}"/>
<rect y="560" width="1200" height="240" fill="${floor}"/>${planks}
<rect x="${wx}" y="140" width="320" height="260" fill="#bfe0f5" stroke="#fff" stroke-width="14"/><path d="M${wx + 160} 140 v260" stroke="#fff" stroke-width="8"/>
<path d="M${wx + 20} 360 q60 -80 120 -20 q60 -60 160 0 v40 h-280z" fill="#7fb27a" opacity=".8"/>
<rect x="${wx - 40}" y="120" width="30" height="300" fill="${rng.pick(['#f0d9b5', '#d8c3a5', '#c9d6df'])}"/>
<rect x="${wx + 330}" y="120" width="30" height="300" fill="${rng.pick(['#f0d9b5', '#d8c3a5', '#c9d6df'])}"/>
<g transform="translate(${rng.int(80, 600)} 440)"><rect width="420" height="120" rx="24" fill="${sofa}"/><rect y="-60" width="420" height="80" rx="24" fill="${sofa}" opacity=".85"/><rect x="20" y="-30" width="90" height="60" rx="14" fill="#f3e9d2"/><rect x="0" y="120" width="16" height="24" fill="#3e2f24"/><rect x="404" y="120" width="16" height="24" fill="#3e2f24"/></g>
<g transform="translate(${rng.int(850, 1050)} 300)"><rect x="-6" width="12" height="260" fill="#3e2f24"/><path d="M-60 0 h120 l-30 -70 h-60z" fill="#f7e3b5"/></g>
<ellipse cx="600" cy="690" rx="260" ry="50" fill="${rng.pick(['#d9cbb4', '#a7b8a8', '#c4a484'])}" opacity=".7"/>
<text x="24" y="776" font-family="sans-serif" font-size="20" fill="#333" opacity=".7">${escapeXml(label)}</text>`;
}

/** A generated listing photo: the first is the façade, the others alternate rooms and views. */
export function listingPhotoSvg(listingId: string, n: number, label: string): string {
  const rng = new Rng(hashString(`${listingId}#${n}`));
  const season = new Rng(hashString(listingId)).pick<Season>(['summer', 'summer', 'autumn', 'winter', 'dusk']);
  const body =
    n === 0 || n % 3 === 2
      ? exterior(rng, n === 0 ? season : rng.pick<Season>(['summer', 'autumn', 'winter', 'dusk']), label)
      : interior(rng, label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export function portraitSvg(seed: string, initials: string): string {
  const rng = new Rng(hashString(seed));
  const bg = rng.pick(['#dfe8e3', '#efe3d3', '#e3e6ef', '#f1dede']);
  const skin = rng.pick(['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = rng.pick(['#2c1b10', '#6a4e35', '#b68b4c', '#1c1c1c', '#a0a0a0']);
  const shirt = rng.pick(SOFAS);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(initials)}"><rect width="400" height="400" fill="${bg}"/><path d="M60 400 q140 -170 280 0z" fill="${shirt}"/><circle cx="200" cy="170" r="80" fill="${skin}"/><path d="M120 160 q80 -120 160 0 q-10 -70 -80 -75 q-70 5 -80 75z" fill="${hair}"/><text x="370" y="385" text-anchor="end" font-family="sans-serif" font-size="28" fill="#333" opacity=".5">${escapeXml(initials)}</text></svg>`;
}

export function blogImageSvg(id: number, width: number, height: number): string {
  const rng = new Rng(id * 7919);
  const inner = exterior(rng, rng.pick<Season>(['summer', 'autumn', 'winter', 'dusk']), '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
}
