import { POI_CATEGORIES } from '@/api/contract/places';
import { distanceKm } from '@/domain/geometry';
import type { Dataset } from '.';
import { outlineContains, type Outline } from './cells';
import { detailOf } from './detail';
import { COMPARABLE_RADIUS_KM, estimateOf } from './estimates';
import { countRooms, roomArea } from './floor-plan';
import { landTestOf, type LandTest } from './land';
import { cityDemographicsOf, demographicsOf, INCOME_EDGES, poisNear } from './neighbourhoods';
import { areaCodesOf } from './local';
import type { Share } from '@/api/contract/places';
import type { ListingCore } from './listings';
import { NOT_CITIES } from '../data/place-corrections';
import { SERVING_KM } from './people';

/**
 * What an expert would check of the demo dataset: every figure agrees with the others and with Canada.
 * `npm run data:check` runs every check on the whole dataset; the unit test runs them on the default one.
 */

export interface CheckResult {
  name: string;
  /** How many things were looked at. */
  checked: number;
  /** How many were wrong, and the first few of them. */
  failed: number;
  examples: string[];
}

interface Check {
  name: string;
  /** `sample`: look at every n-th of the costly things (estimates); 1 for all of them. */
  run: (data: Dataset, report: (what: string) => void, sample: number) => number;
}

/** Is a median inside the band where its own distribution crosses 50 %? */
export function medianFits(median: number, bands: readonly Share[]): boolean {
  let below = 0;
  for (let i = 0; i < bands.length; i++) {
    const share = bands[i]!.share;
    if (below + share >= 50) return median >= INCOME_EDGES[i]! - 500 && median <= INCOME_EDGES[i + 1]! + 500;
    below += share;
  }
  return false;
}

const byCity = (data: Dataset) => {
  const out = new Map<string, Dataset['neighbourhoods']>();
  for (const n of data.neighbourhoods) out.set(n.place.placeKey, [...(out.get(n.place.placeKey) ?? []), n]);
  return out;
};

/** The dataset's places by name and province, as offices and agents name their city. */
const placesByName = (data: Dataset) => new Map(data.places.map((p) => [`${p.name}|${p.province}`, p]));

const outlineOf = (n: Dataset['neighbourhoods'][number]): Outline => n.boundary.coordinates[0] as Outline;

/**
 * A point just inside an outline's vertex, 1 % of the way to its centre (some metres): past the metre
 * that rounding the coordinates may move a shared edge.
 */
const inset = (outline: Outline, k: number, lat: number, lng: number): [number, number] => [
  outline[k]![0] + (lat - outline[k]![0]) * 1e-2,
  outline[k]![1] + (lng - outline[k]![1]) * 1e-2,
];

const CHECKS: Check[] = [
  {
    name: 'income medians lie in their own distribution',
    run(data, report) {
      let checked = 0;
      const look = (what: string, income: { median: number; bands: Share[] }) => {
        checked++;
        if (!medianFits(income.median, income.bands)) report(`${what}: median ${income.median}`);
      };
      for (const n of data.neighbourhoods) {
        const d = demographicsOf(n);
        look(`${n.name} household`, d.householdIncome);
        look(`${n.name} individual`, d.individualIncome);
      }
      for (const [, parts] of byCity(data)) {
        const city = cityDemographicsOf(parts[0]!.place, parts);
        look(`${city.city} household`, city.householdIncome);
        look(`${city.city} individual`, city.individualIncome);
      }
      return checked;
    },
  },
  {
    name: 'neighbourhood outlines hold their centre and do not overlap their neighbours',
    run(data, report) {
      let checked = 0;
      for (const [, parts] of byCity(data)) {
        for (const n of parts) {
          checked++;
          const own = outlineOf(n);
          if (own.length < 4 || !outlineContains(own, n.lat, n.lng)) report(`${n.name}: centre outside its outline`);
          for (const other of parts) {
            if (other === n) continue;
            const overlaps = own.some((_, k) => outlineContains(outlineOf(other), ...inset(own, k, n.lat, n.lng)));
            if (overlaps) report(`${n.name} overlaps ${other.name}`);
          }
        }
      }
      return checked;
    },
  },
  {
    name: "a listing's neighbourhood is the one whose outline holds it",
    run(data, report) {
      const cities = byCity(data);
      let checked = 0;
      for (const l of data.listings) {
        const parts = cities.get(l.place.placeKey);
        if (!parts) {
          if (l.neighbourhood) report(`${l.listingId}: a neighbourhood in a city without any`);
          continue;
        }
        checked++;
        const holders = parts.filter((n) => outlineContains(outlineOf(n), l.lat, l.lng));
        if (holders.length > 1) report(`${l.listingId}: inside ${holders.map((n) => n.name).join(' and ')}`);
        else if ((holders[0] ?? null) !== l.neighbourhood)
          report(`${l.listingId}: in ${holders[0]?.name ?? 'none'}, says ${l.neighbourhood?.name ?? 'none'}`);
      }
      return checked;
    },
  },
  {
    name: 'pins are on land, to the precision of the map outline',
    run(data, report) {
      const tests = new Map<string, LandTest>();
      for (const l of data.listings) {
        let test = tests.get(l.place.placeKey);
        if (!test) tests.set(l.place.placeKey, (test = landTestOf(l.place)));
        if (!test.holds(l.lat, l.lng)) report(`${l.listingId} (${l.place.name}) at ${l.lat},${l.lng}`);
      }
      return data.listings.length;
    },
  },
  {
    name: 'rooms tables agree with bedrooms, bathrooms, size and basement',
    run(data, report) {
      let checked = 0;
      for (const l of data.listings) {
        if (l.beds === null) continue;
        checked++;
        const { rooms = [], basement } = detailOf(l, data.agents, data.offices, 0, data.today);
        const basementRooms = rooms.some((r) => r.level === 'Basement');
        const counts = countRooms(rooms);
        const bedrooms = (counts.primaryBedroom ?? 0) + (counts.bedroom ?? 0);
        const bathrooms = (counts.ensuite ?? 0) + (counts.bathroom ?? 0);
        const area = rooms.reduce((sum, r) => sum + roomArea(r.dimensions ?? ''), 0);
        const problems = [
          bedrooms !== l.beds && `${bedrooms} bedroom rows for ${l.beds} beds`,
          bathrooms !== l.baths && `${bathrooms} bathroom rows for ${l.baths} baths`,
          (counts.powder ?? 0) !== l.halfBaths && `${counts.powder ?? 0} powder rooms for ${l.halfBaths} half baths`,
          !counts.kitchen && 'no kitchen',
          !counts.living && 'no living room',
          basement !== undefined &&
            basementRooms !== ['Finished', 'Walk-out'].includes(basement) &&
            `basement "${basement}" with${basementRooms ? '' : 'out'} rooms in it`,
          l.sqft !== null &&
            (area > l.sqft * 0.82 || area < l.sqft * 0.58) &&
            `rooms ${Math.round(area)} of ${l.sqft} sq ft`,
        ].filter(Boolean);
        if (problems.length) report(`${l.listingId}: ${problems.join(', ')}`);
      }
      return checked;
    },
  },
  {
    name: 'a structure agrees with its type, and a large city has no farms',
    run(data, report) {
      const own: Record<number, string> = { 121: 'Mobile home', 122: 'Manufactured home', 160: 'Apartment' };
      for (const l of data.listings) {
        const wanted = own[l.typeId];
        if (wanted && l.structureType !== wanted) report(`${l.listingId}: type ${l.typeId} is "${l.structureType}"`);
        if ([106, 181, 182].includes(l.typeId) && l.place.population > 300_000)
          report(`${l.listingId}: a farm or recreational land in ${l.place.name}`);
      }
      return data.listings.length;
    },
  },
  {
    name: 'comparable sales are sold homes nearby, nearest then latest first',
    run(data, report, sample) {
      let checked = 0;
      const sales = new Map<string, ListingCore>();
      for (const r of data.estimates) if (r.core?.saleMode === 'sold') sales.set(r.candidate.address, r.core);
      for (let i = 0; i < data.estimates.length; i += sample) {
        const record = data.estimates[i]!;
        const estimate = estimateOf(record, data.estimates, data.today);
        checked++;
        estimate.comparables.forEach((c, k) => {
          const sale = sales.get(c.address);
          const previous = estimate.comparables[k - 1];
          if (!sale) report(`${record.candidate.address}: ${c.address} is not a sale`);
          else if (sale.price !== c.soldPrice) report(`${c.address}: sold ${c.soldPrice}, listed as ${sale.price}`);
          if (c.distanceMetres > COMPARABLE_RADIUS_KM * 1000) report(`${c.address}: ${c.distanceMetres} m away`);
          const soldAt = Date.parse(`${c.soldDate}T00:00:00Z`);
          if (!(soldAt < data.today && soldAt > data.today - 365 * 86_400_000) || (sale && sale.listedAt >= soldAt))
            report(`${c.address}: sold ${c.soldDate}, listed ${sale?.listingDate}`);
          const km = sale ? distanceKm(sale, record) * 1000 : 0;
          if (sale && Math.abs(km - c.distanceMetres) > 5) report(`${c.address}: ${c.distanceMetres} m, really ${km}`);
          if (previous && previous.distanceMetres > c.distanceMetres + 100)
            report(`${record.candidate.address}: comparables not nearest first`);
        });
      }
      return checked;
    },
  },
  {
    name: 'an office speaks every language of its agents',
    run(data, report) {
      const spoken = data.offices.map(() => new Set<string>());
      for (const agent of data.agents) {
        const office = data.officeById.get(agent.officeId);
        if (office === undefined) report(`${agent.agentId}: no office ${agent.officeId}`);
        else for (const language of agent.languages) spoken[office]!.add(language);
      }
      data.offices.forEach((office, i) => {
        const missing = [...spoken[i]!].filter((l) => !office.languages.includes(l));
        if (missing.length) report(`${office.name}: agents speak ${missing.join(', ')}`);
      });
      return data.offices.length;
    },
  },
  {
    name: 'offices and agents are in cities of the dataset, not regions or districts',
    run(data, report) {
      const cities = new Set(data.places.map((p) => `${p.name}|${p.province}`));
      const where = [...data.offices, ...data.agents];
      for (const o of where) if (!cities.has(`${o.city}|${o.province}`)) report(`${o.name}: ${o.city}, ${o.province}`);
      for (const id of Object.keys(NOT_CITIES))
        if (data.places.some((p) => p.placeKey === `p${id}`)) report(`place ${id} is not a city`);
      return where.length;
    },
  },
  {
    name: 'an office serves towns near it',
    run(data, report) {
      const placeOf = placesByName(data);
      for (const o of data.offices) {
        const home = placeOf.get(`${o.city}|${o.province}`);
        for (const area of o.servingAreas) {
          const there = placeOf.get(`${area}|${o.province}`);
          if (!home || !there || distanceKm(home, there) > SERVING_KM) report(`${o.name} serves ${area}`);
        }
      }
      return data.offices.length;
    },
  },
  {
    name: 'places nearby are of their own province, none twice',
    run(data, report, sample) {
      let checked = 0;
      for (let i = 0; i < data.listings.length; i += sample * 5) {
        const l = data.listings[i]!;
        checked++;
        const pois = poisNear(l.place, l.lat, l.lng, POI_CATEGORIES, 1500);
        const seen = new Set<string>();
        for (const poi of pois) {
          const key = `${poi.category}|${poi.name}`;
          if (seen.has(key)) report(`${l.place.name}: ${poi.name} twice`);
          seen.add(key);
          const foreign = Object.entries(QUEBEC_NAMES).some(
            ([word, where]) =>
              !where.includes(l.place.province) && (poi.name.includes(word) || poi.board?.includes(word)),
          );
          if (foreign) report(`${l.place.name}, ${l.place.province}: ${poi.name}`);
        }
      }
      return checked;
    },
  },
  {
    name: "phones dial their city's area codes",
    run(data, report) {
      const placeOf = placesByName(data);
      let checked = 0;
      const look = (who: string, city: string, province: string, numbers: readonly (string | null)[]) => {
        const place = placeOf.get(`${city}|${province}`);
        if (!place) return;
        const codes = areaCodesOf(place);
        for (const number of numbers) {
          if (!number) continue;
          checked++;
          if (!codes.includes(number.slice(0, 3))) report(`${who} in ${city}: ${number}`);
        }
      };
      for (const o of data.offices) look(o.name, o.city, o.province, [o.phone, o.fax]);
      for (const a of data.agents) look(a.name, a.city, a.province, [a.phones.direct, a.phones.mobile]);
      return checked;
    },
  },
];

/** Quebec's own names (its chains, its daycares, its school-service centres) and where else they are. */
const QUEBEC_NAMES: Readonly<Record<string, readonly string[]>> = {
  Provigo: ['QC'],
  Pharmaprix: ['QC'],
  'Jean Coutu': ['QC', 'NB'],
  Familiprix: ['QC'],
  Uniprix: ['QC'],
  'Super C': ['QC'],
  'CPE ': ['QC'],
  'Centre de services scolaire': ['QC'],
};

export function checkDataset(
  data: Dataset,
  only?: (name: string) => boolean,
  { sample = 20 }: { sample?: number } = {},
): CheckResult[] {
  return CHECKS.filter((c) => !only || only(c.name)).map((check) => {
    const examples: string[] = [];
    let failed = 0;
    const checked = check.run(
      data,
      (what) => {
        failed++;
        if (examples.length < 5) examples.push(what);
      },
      sample,
    );
    return { name: check.name, checked, failed, examples };
  });
}
