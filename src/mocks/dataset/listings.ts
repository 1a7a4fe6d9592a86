import type { SaleMode } from '@/api/contract/listings';
import { BUSINESS_TYPES, type BusinessType } from '@/domain/filters';
import { RENT_INCLUSIONS, type LeaseTerm, type RentTerms } from '@/domain/rent';
import { Rng, Weighted, hashString } from '../random';
import { fold, slug } from '../text';
import {
  CITY_PRICE_FACTOR,
  POSTAL_LETTERS,
  PROVINCE_HOUSE_PRICE,
  PROVINCE_RENT,
  STREETS_EN,
  STREETS_FR,
  STREET_TYPES_EN,
  STREET_TYPES_FR,
} from './markets';
import type { People } from './people';
import { outlineContains } from './cells';
import { landTestOf, type LandTest } from './land';
import type { NeighbourhoodRecord, Place } from './places';

export const DAY_MS = 86_400_000;

/** What search needs of a listing; the long detail fields are derived on demand from `seed`. */
export interface ListingCore {
  index: number;
  seed: number;
  listingId: string;
  detailUrl: string;
  mlsNum: string;
  address: string;
  place: Place;
  neighbourhood: NeighbourhoodRecord | null;
  postalCode: string;
  lat: number;
  lng: number;
  typeId: number;
  structureType: string;
  status: 'Active' | 'Coming Soon' | 'Sold' | 'Pending' | 'Under Contract';
  saleMode: SaleMode;
  /** Monthly for a rental or a lease. */
  price: number;
  /** A home for rent's terms (lease, availability, pets, furnished, included); null otherwise. */
  rent: RentTerms | null;
  sqft: number | null;
  lotSqft: number | null;
  acres: number | null;
  beds: number | null;
  baths: number | null;
  halfBaths: number;
  parking: number;
  garage: number;
  stories: number | null;
  units: number | null;
  yearBuilt: number | null;
  /** Epoch milliseconds at midnight UTC. */
  listedAt: number;
  updatedAt: number;
  listingDate: string;
  photoCount: number;
  openHouses: { start: string; end: string; isVirtual: boolean }[];
  hasOpenHouse: boolean;
  hasVirtualOpenHouse: boolean;
  virtualTour: boolean;
  videoTour: boolean;
  threeDTour: boolean;
  priceChange: 'up' | 'down' | null;
  exclusive: boolean;
  newConstruction: boolean;
  luxury: boolean;
  commercial: boolean;
  businessType: BusinessType | null;
  ownBrand: boolean;
  featured: boolean;
  language: 'en' | 'fr' | 'bilingual';
  features: string[];
  agent: number;
  coAgent: number | null;
  office: number;
  /** Relevance used by the score sorts. */
  score: number;
  pricePerSqft: number | null;
  /** Folded address, the key of address suggestions. */
  addressKey: string;
  /** Folded text searched by keywords and text search. */
  searchText: string;
  preview: string;
}

const TYPE_SHARES = new Weighted<number>([
  [100, 36],
  [160, 15],
  [161, 7],
  [104, 2],
  [155, 2],
  [105, 2.2],
  [102, 3.5],
  [180, 1.5],
  [106, 1],
  [181, 0.5],
  [103, 6],
  [130, 1.5],
  [150, 1],
  [151, 0.2],
  [109, 0.1],
  [120, 0.2],
  [182, 1.5],
  [113, 0.3],
  [121, 1],
  [122, 0.8],
  [140, 0.5],
  [170, 0.5],
  [171, 0.5],
  [110, 0.2],
  [101, 5],
  [112, 3.5],
  [107, 2],
  [108, 0.4],
]);
const CONDO_BEDS = new Weighted<number>([
  [0, 1],
  [1, 4],
  [2, 5],
  [3, 1.5],
]);
const HOUSE_BEDS = new Weighted<number>([
  [1, 0.5],
  [2, 2],
  [3, 5],
  [4, 3.5],
  [5, 1.2],
  [6, 0.4],
]);
const STORIES = new Weighted<number>([
  [1, 3],
  [1.5, 1],
  [2, 5],
  [3, 1],
]);
const HOUSE_STRUCTURES = ['Detached', 'Detached', 'Semi-detached', 'Bungalow', 'Split-level'];
/** Types whose structure is the type itself: a manufactured home is not a "Detached" house. */
const OWN_STRUCTURES: Readonly<Record<number, string>> = {
  121: 'Mobile home',
  122: 'Manufactured home',
  150: 'Cottage',
};

/** Half the listings are sold (or withdrawn) within this many days of being listed. */
export const MEDIAN_DAYS_ON_MARKET = 36;
/** Listings older than this have expired and are not on offer any more. */
export const MAX_LISTING_AGE_DAYS = 365;

/**
 * How many days ago the listings on offer today were listed. New listings arrive at an even pace and a
 * listing is still on offer `a` days later with the log-logistic chance 1 / (1 + (a / median)²): half are
 * gone after about five weeks, a few linger for months. The listings on offer today are therefore aged in
 * proportion to that chance, integrated over each day: the last seven days hold about 13 % of them (the
 * cards' "New"), the median is about a month, and some 30 % are over two months old.
 */
const LISTING_AGE = new Weighted<number>(
  Array.from({ length: MAX_LISTING_AGE_DAYS + 1 }, (_, day) => [
    day,
    Math.atan((day + 1) / MEDIAN_DAYS_ON_MARKET) - Math.atan(day / MEDIAN_DAYS_ON_MARKET),
  ]),
);
const dayText = new Map<number, string>();

/** Price multiplier of a type relative to a detached house in the same market. */
const TYPE_PRICE: Record<number, number> = {
  100: 1,
  113: 1.1,
  122: 0.35,
  121: 0.25,
  160: 0.55,
  161: 0.72,
  104: 0.62,
  155: 1.15,
  105: 1.6,
  102: 0.3,
  180: 0.45,
  106: 1.6,
  181: 1.3,
  150: 1,
  151: 0.08,
  109: 2.5,
  120: 0.05,
  182: 0.6,
  140: 1.05,
  170: 0.9,
  171: 0.95,
  110: 0.7,
  101: 1.8,
  107: 0.4,
  108: 3.5,
};

const RENTAL_TYPES = new Set([103, 130, 150]);
/** Farms, farmland and recreational land. */
const RURAL_TYPES = new Set([106, 181, 182]);
const LAND_TYPES = new Set([102, 180, 106, 181, 182]);
const FEATURE_WORDS = [
  'pool',
  'fireplace',
  'waterfront',
  'garage',
  'renovated',
  'view',
  'hardwood',
  'basement suite',
  'heat pump',
  'solar',
];

function postalCode(rng: Rng, place: Place): string {
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  let first = POSTAL_LETTERS[place.province];
  if (
    place.name === 'Toronto' ||
    place.name === 'North York' ||
    place.name === 'Scarborough' ||
    place.name === 'Etobicoke'
  )
    first = 'M';
  if (place.name === 'Montréal' || place.name === 'Laval') first = 'H';
  const l = () => letters[rng.int(0, letters.length - 1)]!;
  return `${first.charAt(rng.int(0, first.length - 1))}${rng.int(0, 9)}${l()} ${rng.int(0, 9)}${l()}${rng.int(0, 9)}`;
}

function roundPrice(value: number): number {
  if (value < 10_000) return Math.round(value / 25) * 25;
  if (value < 1_000_000) return Math.round(value / 1000) * 1000 - (value > 100_000 ? 100 : 0);
  return Math.round(value / 5000) * 5000;
}

function dateText(ms: number): string {
  let text = dayText.get(ms);
  if (text === undefined) {
    text = new Date(ms).toISOString().slice(0, 10);
    dayText.set(ms, text);
  }
  return text;
}

/** Homes a landlord rents out rather than sells, by type: condos most of all, as in any Canadian city. */
const RENTED_SHARE: Readonly<Record<number, number>> = { 160: 0.2, 104: 0.15, 161: 0.1, 100: 0.05, 155: 0.08 };
const LEASE_TERM_SHARES = new Weighted<LeaseTerm>([
  ['yearly', 0.7],
  ['sixMonths', 0.1],
  ['monthToMonth', 0.15],
  ['shortTerm', 0.05],
]);

/**
 * Some homes of the city are for rent whatever their type (a condo, a townhouse, a house), and every home
 * for rent has terms. Drawn from the listing's own id, not the dataset's stream, so every other listing stays
 * as it was for the same seed.
 */
function offerForRent(core: ListingCore, today: number): void {
  const rng = new Rng(hashString(`rent|${core.listingId}`));
  const share = RENTED_SHARE[core.typeId] ?? 0;
  const rentable =
    core.saleMode === 'forSale' &&
    core.status === 'Active' &&
    !core.luxury &&
    !core.commercial &&
    core.place.population >= 30_000;
  if (rentable && rng.chance(share)) {
    core.saleMode = 'forRent';
    const bigCity = core.place.population > 500_000 ? 1.15 : 1;
    core.price = roundPrice(
      PROVINCE_RENT[core.place.province] *
        bigCity *
        (0.6 + (core.beds ?? 1) * 0.25) *
        (0.85 + rng.next() * 0.4) *
        (core.typeId === 100 || core.typeId === 155 ? 1.25 : 1),
    );
    core.pricePerSqft = null;
    core.priceChange = null;
  }
  if (core.saleMode !== 'forRent') return;
  const vacation = core.typeId === 150;
  core.rent = {
    leaseTerm: vacation ? 'shortTerm' : LEASE_TERM_SHARES.draw(rng.next()),
    availableFrom: dateText(today + (rng.chance(0.35) ? 0 : rng.int(1, 75)) * DAY_MS),
    petsAllowed: rng.chance(vacation ? 0.25 : 0.45),
    furnished: vacation || rng.chance(0.15),
    included: RENT_INCLUSIONS.filter((item) =>
      rng.chance(vacation ? 0.9 : item === 'water' ? 0.6 : item === 'heat' ? 0.45 : 0.2),
    ),
  };
}

/**
 * A sold listing's history: sold some day of the past year (its `updatedAt`), at an even pace, after
 * 5 to 60 days on the market (its listing date). The age drawn for it was that of a listing still on
 * offer, which would put every sale in the last few weeks. Drawn from its own id so every other listing
 * stays as it was.
 */
function sell(core: ListingCore, today: number): void {
  const rng = new Rng(hashString(`sold|${core.listingId}`));
  core.updatedAt = today - rng.int(1, MAX_LISTING_AGE_DAYS - 60) * DAY_MS;
  core.listedAt = core.updatedAt - rng.int(5, 60) * DAY_MS;
  core.listingDate = dateText(core.listedAt);
}

/**
 * Where a home stands: around a neighbourhood's centre (most homes of a city with neighbourhoods) or the
 * city's, on land as far as the map's outline can tell, and in the neighbourhood whose outline holds it
 * (none when it falls outside them all).
 */
function pinOf(
  rng: Rng,
  place: Place,
  neighbourhoods: readonly NeighbourhoodRecord[] | undefined,
  vacantLand: boolean,
  land: LandTest,
): { lat: number; lng: number; neighbourhood: NeighbourhoodRecord | null } {
  const aim = neighbourhoods && rng.chance(0.85) ? rng.pick(neighbourhoods) : null;
  const centre = aim ?? place;
  const spread = (aim?.radius ?? place.radius) * (vacantLand ? 2.5 : 0.8) * 0.5;
  const cos = Math.cos((place.lat * Math.PI) / 180);
  // The city's own centre passes every check its land test makes: the pin of last resort.
  let lat = place.lat;
  let lng = place.lng;
  for (let attempt = 0; attempt < 12; attempt++) {
    const tryLat = Math.round((centre.lat + rng.normal() * spread) * 1e5) / 1e5;
    const tryLng = Math.round((centre.lng + (rng.normal() * spread) / cos) * 1e5) / 1e5;
    if (land.holds(tryLat, tryLng)) {
      lat = tryLat;
      lng = tryLng;
      break;
    }
  }
  const neighbourhood = neighbourhoods?.find((n) => outlineContains(n.boundary.coordinates[0]!, lat, lng)) ?? null;
  return { lat, lng, neighbourhood };
}

export interface ListingsInput {
  rng: Rng;
  count: number;
  places: readonly Place[];
  neighbourhoods: readonly NeighbourhoodRecord[];
  people: People;
  /** Midnight UTC of the dataset's "today". */
  today: number;
}

export function generateListings({ rng, count, places, neighbourhoods, people, today }: ListingsInput): ListingCore[] {
  // Population weights flattened a little so small towns still have a few listings.
  const cumulative = new Float64Array(places.length);
  let total = 0;
  places.forEach((p, i) => {
    total += Math.pow(p.population, 0.85);
    cumulative[i] = total;
  });
  const nbByPlace = new Map<number, NeighbourhoodRecord[]>();
  for (const n of neighbourhoods) nbByPlace.set(n.place.index, [...(nbByPlace.get(n.place.index) ?? []), n]);

  const landTests = new Map<number, LandTest>();
  const landOf = (place: Place) => {
    let test = landTests.get(place.index);
    if (!test) landTests.set(place.index, (test = landTestOf(place)));
    return test;
  };
  const listings: ListingCore[] = new Array<ListingCore>(count);
  for (let i = 0; i < count; i++) {
    const r = rng.next() * total;
    let lo = 0;
    let hi = places.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    const place = places[lo]!;
    const quebec = place.province === 'QC';
    let typeId = TYPE_SHARES.draw(rng.next());
    // A large city has no farms or recreational land for sale: what is drawn there is a house.
    if (RURAL_TYPES.has(typeId) && place.population > 300_000) typeId = 100;
    const commercial =
      typeId === 101 ||
      typeId === 112 ||
      typeId === 107 ||
      typeId === 108 ||
      (LAND_TYPES.has(typeId) && rng.chance(0.15));
    const { lat, lng, neighbourhood } = pinOf(
      rng,
      place,
      nbByPlace.get(place.index),
      LAND_TYPES.has(typeId),
      landOf(place),
    );
    const marketFactor =
      (PROVINCE_HOUSE_PRICE[place.province] *
        (CITY_PRICE_FACTOR[`${place.name}|${place.province}`] ??
          (place.population > 500_000 ? 1.15 : place.population > 50_000 ? 1 : 0.8))) /
      1;
    const rental = RENTAL_TYPES.has(typeId);
    const luxury = !commercial && !rental && !LAND_TYPES.has(typeId) && rng.chance(0.05);
    const land = LAND_TYPES.has(typeId) || typeId === 151;
    const condo = typeId === 160 || typeId === 104 || typeId === 120;
    // Small places have few condos: a condo drawn in a village becomes a house.
    if (condo && place.population < 15_000 && rng.chance(0.7)) typeId = 100;

    let beds: number | null = null;
    let baths: number | null = null;
    let halfBaths = 0;
    let sqft: number | null = null;
    let stories: number | null = null;
    let units: number | null = null;
    if (!land && !commercial) {
      beds = condo || typeId === 103 ? CONDO_BEDS.draw(rng.next()) : HOUSE_BEDS.draw(rng.next());
      if (luxury) beds += rng.int(1, 2);
      baths = Math.max(1, Math.min(beds, rng.int(1, 3)) + (luxury ? rng.int(1, 3) : 0));
      halfBaths = rng.chance(0.4) ? 1 : 0;
      sqft =
        Math.round(
          ((condo ? 450 + beds * 280 : 700 + beds * 380) * (0.8 + rng.next() * 0.5) * (luxury ? 1.8 : 1)) / 10,
        ) * 10;
      stories = condo ? 1 : STORIES.draw(rng.next());
      if (typeId === 121 || typeId === 122) {
        // A mobile or manufactured home is one storey, with up to three bedrooms and two bathrooms.
        beds = Math.min(beds, 3);
        baths = Math.min(baths, 2);
        stories = 1;
        sqft = Math.min(sqft, Math.round((600 + beds * 300) / 10) * 10);
      }
      if (typeId === 105) units = rng.int(2, 6);
      if (typeId === 155) units = 2;
    } else if (commercial && !land) {
      sqft = Math.round(rng.int(800, 40_000) / 50) * 50;
      stories = rng.int(1, 4);
      units = typeId === 108 ? rng.int(8, 120) : null;
    }
    const structureType =
      typeId === 105
        ? units === 3
          ? 'Triplex'
          : units === 4
            ? 'Fourplex'
            : 'Multiplex'
        : typeId === 161
          ? 'Row / Townhouse'
          : condo
            ? 'Apartment'
            : typeId === 155
              ? 'Duplex'
              : land
                ? 'Land'
                : commercial
                  ? 'Commercial'
                  : (OWN_STRUCTURES[typeId] ?? rng.pick(HOUSE_STRUCTURES));

    const acres = land
      ? Math.round((typeId === 102 ? 0.1 + rng.next() * 4 : 2 + rng.next() * 160) * 100) / 100
      : !condo
        ? Math.round((0.08 + rng.next() * 0.3) * 100) / 100
        : null;
    const lotSqft = acres !== null ? Math.round(acres * 43_560) : null;

    let saleMode: SaleMode;
    let price: number;
    if (rental) {
      // A home offered by the month is for rent, whatever its board calls it (130 "Lease").
      saleMode = 'forRent';
      const rent =
        PROVINCE_RENT[place.province] *
        (0.6 + (beds ?? 1) * 0.25) *
        (0.85 + rng.next() * 0.4) *
        (typeId === 150 ? 1.6 : 1);
      price = roundPrice(rent);
    } else if (typeId === 112) {
      saleMode = 'forLease';
      // Commercial leases are quoted per month: $/sq ft/year × area / 12.
      price = roundPrice(((sqft ?? 2000) * (12 + rng.next() * 30)) / 12);
    } else {
      saleMode = rng.chance(0.08) ? 'sold' : 'forSale';
      const base = marketFactor * (TYPE_PRICE[typeId] ?? 1);
      const sizeAdj = sqft && !commercial ? Math.sqrt(sqft / (condo ? 900 : 1700)) : 1;
      price = roundPrice(
        base *
          sizeAdj *
          (0.75 + rng.next() * 0.55) *
          (luxury ? 2.5 + rng.next() * 4 : 1) *
          (land && acres ? Math.min(6, 0.6 + Math.sqrt(acres) / 3) : 1),
      );
    }

    // One draw, as before, so the rest of each listing stays as it was for the same seed.
    const daysAgo = LISTING_AGE.draw(rng.next());
    const listedAt = today - daysAgo * DAY_MS;
    const updatedAt = rng.chance(0.35)
      ? Math.min(today, listedAt + rng.int(0, Math.max(0, daysAgo)) * DAY_MS)
      : listedAt;
    let status: ListingCore['status'] = saleMode === 'sold' ? 'Sold' : 'Active';
    if (saleMode === 'forSale') {
      const s = rng.next();
      if (s < 0.03) status = 'Coming Soon';
      else if (s < 0.06) status = 'Pending';
      else if (s < 0.08) status = 'Under Contract';
    }

    const active = saleMode !== 'sold' && status !== 'Coming Soon';
    const openHouses: ListingCore['openHouses'] = [];
    if (active && !land && !commercial && rng.chance(0.14)) {
      const n = rng.int(1, 2);
      for (let k = 0; k < n; k++) {
        const day = today + rng.int(0, 9) * DAY_MS;
        const hour = rng.pick([10, 11, 13, 14, 18]);
        openHouses.push({
          start: new Date(day + (hour + 5) * 3_600_000).toISOString(),
          end: new Date(day + (hour + 7) * 3_600_000).toISOString(),
          isVirtual: rng.chance(0.25),
        });
      }
    }
    const quebecLang = quebec
      ? rng.chance(0.12)
        ? 'bilingual'
        : 'fr'
      : place.province === 'NB' && rng.chance(0.25)
        ? 'bilingual'
        : 'en';
    const streetFr = quebec || (place.province === 'NB' && rng.chance(0.3));
    const number = rng.int(1, 9999);
    const unit =
      condo || (typeId === 161 && rng.chance(0.5))
        ? `${rng.int(1, 40)}${String(rng.int(1, 12)).padStart(2, '0')}-`
        : '';
    const street = streetFr
      ? `${rng.pick(STREET_TYPES_FR)} ${rng.pick(STREETS_FR)}`
      : `${rng.pick(STREETS_EN)} ${rng.pick(STREET_TYPES_EN)}`;
    const address =
      land && rng.chance(0.4)
        ? streetFr
          ? `Lot ${number}, ${street}`
          : `Lot ${number} ${street}`
        : `${unit}${number} ${street}`;
    const seq = 100_000 + i;
    const listingId = `${slug(address)}-wp_id${seq}-lst`;
    const detailUrl = `/${place.province.toLowerCase()}/${place.slug}-real-estate/${listingId}`;
    const businessType: BusinessType | null = commercial && !land ? rng.pick(BUSINESS_TYPES) : null;

    // Agents of the same city when there are some, else of the province, else anyone.
    const cityAgents = people.agentsByCity.get(`${place.name}|${place.province}`);
    const pool = cityAgents && rng.chance(0.8) ? cityAgents : (people.agentsByProvince.get(place.province) ?? [0]);
    const agent = rng.pick(pool);
    const coAgent = rng.chance(0.15) ? rng.pick(pool) : null;
    const office = people.officeIndex.get(people.agents[agent]!.officeId) ?? 0;

    const features: string[] = [];
    if (!land) {
      // One to four distinct features, picked by walking the list from a random start.
      const count = rng.int(1, 4);
      const start = rng.int(0, FEATURE_WORDS.length - 1);
      const step = rng.chance(0.5) ? 3 : 7;
      for (let k = 0; k < count; k++) features.push(FEATURE_WORDS[(start + k * step) % FEATURE_WORDS.length]!);
    }
    const photoCount = land ? rng.int(2, 5) : commercial ? rng.int(3, 8) : rng.int(5, 14);
    const listingDate = dateText(listedAt);
    const pricePerSqft = sqft && !rental ? Math.round(price / sqft) : null;
    const nbName = neighbourhood ? ` ${fold(neighbourhood.name)}` : '';
    const mlsNum = `${quebec ? '' : place.province === 'ON' ? rng.pick(['C', 'E', 'W', 'N', 'X']) : place.province.charAt(0)}${rng.int(10_000_000, 29_999_999)}`;
    const core: ListingCore = {
      index: i,
      seed: Math.floor(rng.next() * 2 ** 31),
      listingId,
      detailUrl,
      mlsNum,
      address,
      place,
      neighbourhood,
      postalCode: postalCode(rng, place),
      lat,
      lng,
      typeId,
      structureType,
      status,
      saleMode,
      price,
      rent: null,
      sqft,
      lotSqft,
      acres,
      beds,
      baths,
      halfBaths,
      parking: land ? 0 : condo ? rng.int(0, 1) : rng.int(1, 4),
      garage: land || condo ? 0 : rng.int(0, 2),
      stories,
      units,
      yearBuilt: land ? null : rng.chance(0.05) ? 2026 : rng.int(1890, 2025),
      listedAt,
      updatedAt,
      listingDate,
      photoCount,
      openHouses,
      hasOpenHouse: openHouses.some((o) => !o.isVirtual),
      hasVirtualOpenHouse: openHouses.some((o) => o.isVirtual),
      virtualTour: !land && rng.chance(0.22),
      videoTour: !land && rng.chance(0.1),
      threeDTour: !land && rng.chance(0.08),
      priceChange: saleMode === 'forSale' && rng.chance(0.12) ? (rng.chance(0.8) ? 'down' : 'up') : null,
      exclusive: rng.chance(0.03),
      newConstruction: typeId === 140 || typeId === 170 || typeId === 171 || rng.chance(0.04),
      luxury,
      commercial,
      businessType,
      ownBrand: rng.chance(0.3),
      featured: rng.chance(0.05),
      language: quebecLang,
      features,
      agent,
      coAgent: coAgent === agent ? null : coAgent,
      office,
      score: 0,
      pricePerSqft,
      addressKey: '',
      searchText: '',
      preview: '',
    };
    if (core.yearBuilt === 2026) core.newConstruction = true;
    offerForRent(core, today);
    if (core.saleMode === 'sold') sell(core, today);
    core.score =
      Math.round(
        (photoCount * 3 +
          (core.virtualTour ? 10 : 0) +
          (openHouses.length ? 8 : 0) +
          Math.max(0, 60 - daysAgo) +
          (core.featured ? 25 : 0)) *
          10,
      ) / 10;
    core.addressKey = fold(address);
    core.searchText = `${core.addressKey} ${place.folded}${nbName} ${place.province.toLowerCase()} ${core.postalCode.toLowerCase()} ${mlsNum.toLowerCase()} ${structureType.toLowerCase()} ${features.join(' ')} ${businessType?.toLowerCase() ?? ''}`;
    // No detail URL (the app builds it), then the type, which the map's cluster breakdown counts by.
    core.preview = `${lat};${lng};${listingId};${core.price};${core.listingDate};${core.pricePerSqft ?? ''};;${typeId}`;
    listings[i] = core;
  }
  return listings;
}
