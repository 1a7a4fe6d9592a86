import type { Agent, Office } from '@/api/contract/directory';
import type { BlogPost, FlagToggle } from '@/api/contract/content';
import type { SuggestionItem } from '@/api/contract/listings';
import { PROVINCE_CODES, PROVINCE_NAMES } from '@/domain/provinces';
import { Rng } from '../random';
import { fold } from '../text';
import { generateBlog } from './blog';
import { buildEstimates, type EstimateRecord } from './estimates';
import { DAY_MS, generateListings, type ListingCore } from './listings';
import { generatePeople } from './people';
import { buildNeighbourhoods, loadPlaces, type NeighbourhoodRecord, type Place } from './places';

export interface DatasetOptions {
  /** Number of listings (default 20,000; `DEMO_LISTINGS` in Node). */
  listings?: number;
  agents?: number;
  offices?: number;
  seed?: number;
  /**
   * The dataset's "today" (listing dates, open houses, sales), midnight UTC: with the seed it fixes the
   * whole dataset. Defaults to `DEMO_TODAY` (YYYY-MM-DD) in Node, else the current day.
   */
  today?: number;
}

/** An address or MLS® number key of one listing. */
export interface ListingSuggestion {
  key: string;
  listing: number;
  mls: boolean;
}

export interface SuggestionEntry {
  key: string;
  item: SuggestionItem;
  rank: number;
}

export interface Dataset {
  generatedInMs: number;
  today: number;
  places: Place[];
  placeBySlug: Map<string, Place>;
  neighbourhoods: NeighbourhoodRecord[];
  neighbourhoodById: Map<string, NeighbourhoodRecord>;
  listings: ListingCore[];
  listingById: Map<string, ListingCore>;
  /** Listing indexes by newest first, cheapest first and highest score first. */
  byDateDesc: Int32Array;
  byPriceAsc: Int32Array;
  byScoreDesc: Int32Array;
  agents: Agent[];
  agentById: Map<string, number>;
  offices: Office[];
  officeById: Map<string, number>;
  blog: BlogPost[];
  readonly estimates: EstimateRecord[];
  readonly estimateById: Map<string, EstimateRecord>;
  placeSuggestions: SuggestionEntry[];
  /** Addresses and MLS numbers by the first one and two characters of their key. */
  listingSuggestions: Map<string, ListingSuggestion[]>;
  flags: FlagToggle[];
}

function defaultListingCount(): number {
  const fromEnv = typeof process !== 'undefined' ? Number(process.env?.DEMO_LISTINGS) : NaN;
  return Number.isInteger(fromEnv) && fromEnv > 0 ? Math.min(fromEnv, 200_000) : 20_000;
}

/** `DEMO_TODAY=2026-11-28` pins the demo's day (QA replays, screenshots); else today by the clock. */
export function defaultToday(
  env: string | undefined = typeof process !== 'undefined' ? process.env?.DEMO_TODAY : undefined,
): number {
  const pinned = env && /^\d{4}-\d{2}-\d{2}$/.test(env.trim()) ? Date.parse(`${env.trim()}T00:00:00Z`) : NaN;
  return Number.isFinite(pinned) ? pinned : Math.floor(Date.now() / DAY_MS) * DAY_MS;
}

function sortedOrder(
  listings: readonly ListingCore[],
  compare: (a: ListingCore, b: ListingCore) => number,
): Int32Array {
  const order = Int32Array.from(listings.keys());
  return order.sort((a, b) => compare(listings[a]!, listings[b]!));
}

/** Spec §3 flag defaults; v2Enabled follows the environment. */
export function defaultFlags(v2Enabled: boolean): FlagToggle[] {
  const flag = (name: string, enabled: boolean, variant?: string): FlagToggle => ({
    name,
    enabled,
    variant: variant
      ? { name: variant, enabled: true, payload: { type: 'string', value: variant } }
      : { name: 'disabled', enabled: false },
    impressionData: false,
  });
  return [
    flag('interstitialAdFeature', false),
    flag('sprFilterBarFeature', true),
    flag('soldFilterFeature', true),
    flag('useAuth0', false),
    flag('v2Enabled', v2Enabled),
    flag('headerAdComponent', true, 'prebid'),
  ];
}

export function createDataset(options: DatasetOptions = {}): Dataset {
  const started = performance.now();
  const seed = options.seed ?? 20_260_101;
  const today = options.today ?? defaultToday();
  const rng = new Rng(seed);
  const places = loadPlaces();
  const neighbourhoods = buildNeighbourhoods(places);
  const people = generatePeople(
    rng,
    places,
    Math.max(13, options.offices ?? 120),
    Math.max(13, options.agents ?? 600),
    today,
  );
  const listings = generateListings({
    rng,
    count: options.listings ?? defaultListingCount(),
    places,
    neighbourhoods,
    people,
    today,
  });

  const listingById = new Map<string, ListingCore>();
  for (const core of listings) {
    listingById.set(core.listingId, core);
    // Cards count what the profile lists: listings on offer (the search leaves sold ones out unless
    // asked), an agent's as agent or co-agent. directory.test.ts holds them to the gallery's totals.
    if (core.saleMode === 'sold') continue;
    people.offices[core.office]!.listingCount++;
    people.agents[core.agent]!.listingCount++;
    if (core.coAgent !== null) people.agents[core.coAgent]!.listingCount++;
  }

  const placeSuggestions: SuggestionEntry[] = [];
  for (const code of PROVINCE_CODES) {
    const names = PROVINCE_NAMES[code];
    placeSuggestions.push({
      key: fold(`${names.en} ${names.fr} ${code}`),
      rank: 1e9,
      item: {
        displayText: names.en,
        targetUrl: { url: `/${code.toLowerCase()}` },
        kind: 'province',
        isQuebec: code === 'QC',
      },
    });
  }
  for (const place of places) {
    placeSuggestions.push({
      // Both languages' names: "Quebec City" finds Québec, "Grand Sudbury" Greater Sudbury.
      key: `${fold([...new Set([place.name, place.names.en, place.names.fr])].join(' '))} ${place.province.toLowerCase()}`,
      rank: place.population,
      item: {
        displayText: `${place.name}, ${place.province}`,
        targetUrl: { url: `/${place.province.toLowerCase()}/${place.slug}-real-estate` },
        kind: 'city',
        isQuebec: place.province === 'QC',
      },
    });
  }
  for (const n of neighbourhoods) {
    placeSuggestions.push({
      key: fold(`${n.name} ${n.place.name}`),
      rank: n.place.population / 20,
      item: {
        displayText: `${n.name}, ${n.place.name}, ${n.place.province}`,
        targetUrl: { url: n.detailUrl },
        kind: 'neighbourhood',
        isQuebec: n.place.province === 'QC',
      },
    });
  }
  // Address and MLS suggestions bucketed by their first two characters: no sort at start-up, and a
  // look-up only scans one small bucket.
  const listingSuggestions = new Map<string, ListingSuggestion[]>();
  const addTo = (entry: ListingSuggestion) => {
    for (const prefix of [entry.key.slice(0, 1), entry.key.slice(0, 2)]) {
      const bucket = listingSuggestions.get(prefix);
      if (bucket) bucket.push(entry);
      else listingSuggestions.set(prefix, [entry]);
    }
  };
  // Only keys and listing indexes: the items are written when a suggestion is asked for.
  for (const core of listings) {
    addTo({ key: `${core.addressKey} ${core.place.folded}`, listing: core.index, mls: false });
    addTo({ key: core.mlsNum.toLowerCase(), listing: core.index, mls: true });
  }

  let estimates: { list: EstimateRecord[]; byId: Map<string, EstimateRecord> } | undefined;
  // Estimates are needed by one page only, so they are built on first use.
  const lazyEstimates = () => {
    if (!estimates) {
      const list = buildEstimates(listings);
      estimates = { list, byId: new Map(list.map((e) => [e.candidate.listDetailId, e])) };
    }
    return estimates;
  };
  const v2Env = typeof process !== 'undefined' ? process.env?.DEMO_V2_ENABLED : undefined;

  const dataset: Dataset = {
    generatedInMs: 0,
    today,
    places,
    placeBySlug: new Map(places.map((p) => [`${p.province.toLowerCase()}/${p.slug}`, p])),
    neighbourhoods,
    neighbourhoodById: new Map(neighbourhoods.map((n) => [n.neighbourhoodId, n])),
    listings,
    listingById,
    byDateDesc: sortedOrder(listings, (a, b) => b.listedAt - a.listedAt || a.index - b.index),
    byPriceAsc: sortedOrder(listings, (a, b) => a.price - b.price || a.index - b.index),
    byScoreDesc: sortedOrder(listings, (a, b) => b.score - a.score || a.index - b.index),
    agents: people.agents,
    agentById: new Map(people.agents.map((a, i) => [a.agentId, i])),
    offices: people.offices,
    officeById: new Map(people.offices.map((o, i) => [o.officeId, i])),
    blog: generateBlog(today),
    get estimates() {
      return lazyEstimates().list;
    },
    get estimateById() {
      return lazyEstimates().byId;
    },
    placeSuggestions,
    listingSuggestions,
    flags: defaultFlags(v2Env === 'true'),
  };
  dataset.generatedInMs = Math.round((performance.now() - started) * 10) / 10;
  return dataset;
}
