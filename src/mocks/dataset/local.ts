/**
 * Local names for a place: the telephone area codes of the city, and per category of point of interest the
 * names that fit its province (and its city, where that matters): grocery, pharmacy and café chains that trade
 * there, the stops of its transit system, generic parks and daycares in its language, and schools of the school
 * boards that actually serve it.
 *
 * Where the lists come from: the area codes follow the CNA/CRTC numbering plan areas (overlays included); the
 * chains are the banners known to trade in a province or city, from general knowledge rather than a store
 * locator, so a chain we were not sure of is left out; stations are real stations of the city's rail or rapid
 * bus lines; school boards are the provinces' own lists (Ontario's district school boards, Quebec's centres de
 * services scolaires and English school boards, BC's numbered school districts, …). School, park, daycare,
 * café and restaurant names that are not chains are generic and made up.
 *
 * Places are matched by province and coordinates; a few lists are keyed by the GeoNames name of the place
 * (`places-ca.json`), whose population also decides whether a small town gets a big-city chain.
 */
import type { PoiCategory } from '@/api/contract/places';
import { distanceKm } from '@/domain/geometry';
import type { ProvinceCode } from '@/domain/provinces';
import placesJson from '../data/places-ca.json';
import { hashString } from '../random';

export interface LocalPlace {
  name: string;
  province: ProvinceCode;
  lat: number;
  lng: number;
}

export interface LocalSchool {
  name: string;
  language: 'en' | 'fr';
  board: string;
  grades: string;
}

/** Candidate names per category (no repeats within a list), and the schools behind the `school` names. */
export type LocalNames = Readonly<Record<PoiCategory, readonly string[]>> & {
  readonly schools: readonly LocalSchool[];
};

// ─── Places ───────────────────────────────────────────────────────────────────────────────────────────────

type Row = [number, string, ProvinceCode, number, number, number];
type Point = { lat: number; lng: number };

const townKey = (province: ProvinceCode, name: string) => `${province}|${name}`;

const ROWS = placesJson.rows as Row[];

/** GeoNames rows by province and name (a few names occur twice in a province). */
const ROWS_BY_TOWN = new Map<string, Row[]>();
for (const row of ROWS) {
  const key = townKey(row[2], row[1]);
  ROWS_BY_TOWN.set(key, [...(ROWS_BY_TOWN.get(key) ?? []), row]);
}

/** The GeoNames rows of a town; tables name only towns of places-ca.json (the tests check it). */
function rowsOf(province: ProvinceCode, name: string): readonly Row[] {
  return ROWS_BY_TOWN.get(townKey(province, name)) ?? [];
}

/**
 * How big a place is, for the chains it gets: its own GeoNames population, or that of the largest place of its
 * province within 10 km where that is larger (GeoNames lists neighbourhoods and villages of a city, such as
 * Saint-Michel in Montréal or Mill Woods in Edmonton, with their own small population); 0 for a place unknown
 * to the file and alone.
 */
function populationOf(place: LocalPlace): number {
  const at = (row: Row) => distanceKm(place, { lat: row[3], lng: row[4] });
  const own = [...rowsOf(place.province, place.name)].sort((a, b) => at(a) - at(b))[0]?.[5] ?? 0;
  const near = ROWS.filter((row) => row[2] === place.province && at(row) <= 10).map((row) => row[5]);
  return Math.max(own, ...near);
}

function centreOf(province: ProvinceCode, name: string): Point {
  const row = rowsOf(province, name)[0];
  if (!row) throw new Error(`local.ts names a town that is not in places-ca.json: ${name}, ${province}`);
  return { lat: row[3], lng: row[4] };
}

// ─── Area codes ───────────────────────────────────────────────────────────────────────────────────────────

/** Numbering plan areas: the original code first, then its overlays. */
const AREA_CODES = {
  toronto: ['416', '647', '437'],
  golden: ['905', '289', '365'], // GTA outside Toronto, Hamilton, Niagara
  eastOn: ['613', '343'],
  swOn: ['519', '226', '548'],
  centralOn: ['705', '249'],
  nwOn: ['807'],
  montreal: ['514', '438', '263'],
  swQc: ['450', '579', '354'],
  eastQc: ['418', '581', '367'],
  westQc: ['819', '873', '468'],
  lowerMainland: ['604', '778', '236', '672'],
  restOfBc: ['250', '778', '236', '672'],
  southAb: ['403', '587', '825', '368'],
  northAb: ['780', '587', '825', '368'],
  sk: ['306', '639', '474'],
  mb: ['204', '431', '584'],
  nb: ['506', '428'],
  maritimes: ['902', '782'],
  nl: ['709', '879'],
  north: ['867'],
} as const satisfies Record<string, readonly string[]>;
type AreaKey = keyof typeof AREA_CODES;

/** The big cities by name, whatever the boxes below say. */
const AREA_BY_NAME: Readonly<Record<string, AreaKey>> = {
  'ON|Toronto': 'toronto',
  'ON|North York': 'toronto',
  'ON|Scarborough': 'toronto',
  'ON|Etobicoke': 'toronto',
  'ON|East York': 'toronto',
  'ON|Willowdale': 'toronto',
  'ON|Mississauga': 'golden',
  'ON|Hamilton': 'golden',
  'ON|Ottawa': 'eastOn',
  'ON|London': 'swOn',
  'ON|Greater Sudbury': 'centralOn',
  'ON|Thunder Bay': 'nwOn',
  'QC|Montréal': 'montreal',
  'QC|Laval': 'swQc',
  'QC|Longueuil': 'swQc',
  'QC|Québec': 'eastQc',
  'QC|Lévis': 'eastQc',
  'QC|Gatineau': 'westQc',
  'QC|Sherbrooke': 'westQc',
  'QC|Trois-Rivières': 'westQc',
  'BC|Vancouver': 'lowerMainland',
  'BC|Victoria': 'restOfBc',
  'BC|Kelowna': 'restOfBc',
  'AB|Calgary': 'southAb',
  'AB|Red Deer': 'southAb',
  'AB|Edmonton': 'northAb',
};

const PROVINCE_AREA: Readonly<Partial<Record<ProvinceCode, AreaKey>>> = {
  SK: 'sk',
  MB: 'mb',
  NB: 'nb',
  NS: 'maritimes',
  PE: 'maritimes',
  NL: 'nl',
  YT: 'north',
  NT: 'north',
  NU: 'north',
};

/**
 * The City of Toronto: north of 43.58° N, west of 79.115° W (the Rouge), south of Steeles Avenue (through
 * 43.797° N at 79.42° W, rising 0.208° of latitude per degree east) and east of Etobicoke Creek (the line from
 * 43.585° N 79.545° W to 43.76° N 79.64° W).
 */
function inCityOfToronto(p: Point): boolean {
  const steeles = 43.797 + (p.lng + 79.42) * 0.208;
  const etobicokeCreek = -79.545 - ((p.lat - 43.585) / 0.175) * 0.095;
  return p.lat >= 43.58 && p.lat <= steeles && p.lng <= -79.115 && p.lng >= etobicokeCreek;
}

/**
 * Ontario, in this order: 416 the City of Toronto; 807 west of 85° W, or of 84.5° W north of 48.5° N (Hornepayne
 * is 807, Wawa 705); 613 east of 77.9° W (Brighton, Bancroft, Pembroke; Cobourg and Norwood are not); 705 north
 * of 45.3° N; 519 west of 80.03° W (Acton, Orangeville, Brantford) but for the Collingwood–Wasaga shore north of
 * 44.3° N and east of 80.4° W (705); then 705 north of 44.13° N, or of 44.36° N between 79.55° and 79.0° W
 * (Georgina's Keswick is 905, Beaverton 705), and 905 south of that (Peel, York, Durham, Halton, Hamilton,
 * Niagara, Northumberland's lakeshore).
 */
function ontarioArea(p: Point): AreaKey {
  if (inCityOfToronto(p)) return 'toronto';
  if (p.lng < -85 || (p.lng < -84.5 && p.lat > 48.5)) return 'nwOn';
  if (p.lng > -77.9) return 'eastOn';
  if (p.lat >= 45.3) return 'centralOn';
  if (p.lng < -80.03) return p.lat < 44.3 || p.lng < -80.4 ? 'swOn' : 'centralOn';
  const simcoe = p.lng > -79.55 && p.lng < -79.0 ? 44.36 : 44.13;
  return p.lat >= simcoe ? 'centralOn' : 'golden';
}

/** Montréal island's shore, clockwise from the western tip ([lat, lng]; Laval and the South Shore are outside). */
const MONTREAL_ISLAND: readonly (readonly [number, number])[] = [
  [45.405, -73.985],
  [45.44, -73.97],
  [45.47, -73.92],
  [45.49, -73.87],
  [45.51, -73.8],
  [45.535, -73.72],
  [45.545, -73.68],
  [45.56, -73.655],
  [45.605, -73.63],
  [45.65, -73.57],
  [45.68, -73.52],
  [45.705, -73.47],
  [45.65, -73.49],
  [45.62, -73.5],
  [45.58, -73.52],
  [45.55, -73.535],
  [45.5, -73.55],
  [45.455, -73.55],
  [45.42, -73.6],
  [45.425, -73.67],
  [45.435, -73.73],
  [45.43, -73.8],
  [45.42, -73.87],
  [45.4, -73.91],
  [45.395, -73.95],
];

function onMontrealIsland(p: Point): boolean {
  let inside = false;
  for (let i = 0, j = MONTREAL_ISLAND.length - 1; i < MONTREAL_ISLAND.length; j = i++) {
    const [latI, lngI] = MONTREAL_ISLAND[i]!;
    const [latJ, lngJ] = MONTREAL_ISLAND[j]!;
    if (latI > p.lat !== latJ > p.lat && p.lng < ((lngJ - lngI) * (p.lat - latI)) / (latJ - latI) + lngI) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Quebec south of 47° N, in this order: 514 Montréal island; 819 west of 74.45° W (Outaouais, Mont-Tremblant)
 * and north of 45.96° N west of 74° W (Hautes-Laurentides: Val-Morin, Saint-Donat); 450 west of 73.25° W;
 * between 73.25° and 72.3° W, 819 north of 46.2° N (Mauricie) or north of 45.75° N east of 72.7° W
 * (Drummondville), else 450 (Saint-Hyacinthe, Granby, Sorel); east of 72.3° W, 819 south of 45.85° N (Estrie),
 * west of 71.65° W south of 46.45° N (Bois-Francs) and west of 72° W south of 46.56° N (the south shore facing
 * Trois-Rivières), else 418 (Québec City, Beauce, Thetford).
 */
function quebecArea(p: Point): AreaKey {
  if (onMontrealIsland(p)) return 'montreal';
  if (p.lat >= 47) return quebecNorthArea(p);
  if (p.lng < -74.45 || (p.lat >= 45.96 && p.lng < -74.0)) return 'westQc';
  if (p.lng < -73.25) return 'swQc';
  if (p.lng < -72.3) return p.lat >= 46.2 || (p.lat >= 45.75 && p.lng > -72.7) ? 'westQc' : 'swQc';
  if (p.lat < 45.85) return 'westQc';
  if (p.lng < -71.65 && p.lat < 46.45) return 'westQc';
  if (p.lng < -72.0 && p.lat < 46.56) return 'westQc';
  return 'eastQc';
}

/**
 * Quebec north of 47° N: 819 in Nunavik (north of 55° N); 418 around Chibougamau and Mistissini (north of
 * 49.3° N, east of 75.5° W); 819 west of 74.5° W (Abitibi, Témiscamingue, James Bay) and in Haute-Mauricie
 * (west of 72.4° W, south of 48.2° N: La Tuque); 418 elsewhere (Saguenay–Lac-Saint-Jean, the Lower
 * St. Lawrence, Gaspésie, Côte-Nord).
 */
function quebecNorthArea(p: Point): AreaKey {
  if (p.lat >= 55) return 'westQc';
  if (p.lat >= 49.3 && p.lng > -75.5) return 'eastQc';
  if (p.lng < -74.5) return 'westQc';
  if (p.lng < -72.4 && p.lat < 48.2) return 'westQc';
  return 'eastQc';
}

/**
 * Vancouver Island and the Gulf Islands: west of the Strait of Georgia, the line through 49° N 123.3° W and
 * 50° N 125° W (Nanaimo, Parksville and Courtenay are west of it; Gibsons, Sechelt and Powell River east).
 */
function onVancouverIsland(p: Point): boolean {
  return p.lat < 50.8 && p.lng < -123.0 && p.lng < -123.3 - (p.lat - 49.0) * 1.7;
}

/**
 * British Columbia: 604 on the mainland south of 50.45° N and west of 121.3° W (Metro Vancouver, the Fraser
 * Valley to Hope and Boston Bar, the Sea-to-Sky corridor to Pemberton, the Sunshine Coast and Powell River),
 * less the Fraser Canyon north of 50° N east of 122.3° W (Lytton); 250 elsewhere, the islands included.
 */
function inLowerMainland(p: Point): boolean {
  if (onVancouverIsland(p) || p.lat >= 50.45 || p.lng > -121.3 || p.lng < -125.2) return false;
  return !(p.lat > 50 && p.lng > -122.3);
}

/** Alberta: 403 south of 52.75° N (Red Deer, Ponoka, Stettler), but 780 in the east north of 52.2° N (Provost). */
function albertaArea(p: Point): AreaKey {
  return p.lat < 52.75 && !(p.lng > -110.8 && p.lat > 52.2) ? 'southAb' : 'northAb';
}

function areaOf(place: LocalPlace): AreaKey {
  const named = AREA_BY_NAME[townKey(place.province, place.name)];
  if (named) return named;
  switch (place.province) {
    case 'ON':
      return ontarioArea(place);
    case 'QC':
      return quebecArea(place);
    case 'BC':
      return inLowerMainland(place) ? 'lowerMainland' : 'restOfBc';
    case 'AB':
      return albertaArea(place);
    default:
      return PROVINCE_AREA[place.province]!;
  }
}

/** The telephone area codes of a city: the original code of its numbering plan area first, then the overlays. */
export function areaCodesOf(place: LocalPlace): readonly string[] {
  return AREA_CODES[areaOf(place)];
}

// ─── The place's context ──────────────────────────────────────────────────────────────────────────────────

/** Towns outside Quebec whose majority speaks French (parks, daycares, bus stops and schools in French). */
const FRANCOPHONE_TOWNS: Readonly<Partial<Record<ProvinceCode, readonly string[]>>> = {
  ON: [
    'Hawkesbury',
    "L'Orignal",
    'Casselman',
    'Plantagenet',
    'Bourget',
    'Limoges',
    'Wendover',
    'Clarence-Rockland',
    'Hearst',
    'Kapuskasing',
  ],
  NB: [
    'Edmundston',
    'Dieppe',
    'Shediac',
    'Shediac Bridge-Shediac River',
    'Tracadie-Sheila',
    'Shippagan',
    'Bouctouche',
    'Grande-Digue',
    'Saint-Léonard',
    'Saint-Antoine',
    'Baie Ste. Anne',
    'Richibucto',
    'Harrison Brook',
  ],
  MB: ['Lorette', 'Ile des Chênes', 'St. Adolphe', 'La Broquerie'],
  AB: ['Falher'],
  SK: ['Gravelbourg'],
};

/** First Nations and Inuit communities, and the far north: no southern chains, a Northern Store at most. */
const REMOTE_TOWNS: Readonly<Partial<Record<ProvinceCode, readonly string[]>>> = {
  ON: ['Attawapiskat', 'Moosonee', 'Moose Factory', 'Walpole Island'],
  QC: ['Salluit', 'Mistissini', 'Waskaganish', 'Waswanipi', 'Manawan', 'Weymontachie', 'Maliotenam'],
  MB: ['Cross Lake 19A'],
  SK: ['Pelican Narrows'],
  NS: ['Eskasoni 3'],
  YT: ['Watson Lake', 'Dawson City', 'Haines Junction'],
  NT: ['Behchokǫ̀', 'Fort McPherson', 'Norman Wells', 'Gamèti', 'Nahanni Butte'],
  NU: ['Rankin Inlet', 'Pangnirtung', 'Kugluktuk', 'Gjoa Haven', 'Clyde River'],
};

/** Quebec communities whose second language is English (the Cree of Eeyou Istchee). */
const ENGLISH_SPEAKING_QUEBEC: readonly string[] = ['Mistissini', 'Waskaganish', 'Waswanipi'];

interface Ctx {
  place: LocalPlace;
  population: number;
  area: AreaKey;
  /** French-speaking: Quebec (but its Cree communities), or a francophone town elsewhere. */
  french: boolean;
  remote: boolean;
  /** Rotates the generic lists so that neighbouring towns differ. */
  seed: number;
}

/** Spreads FNV's bits (murmur3's finaliser), so that `seed % n` differs between towns with similar names. */
function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function contextOf(place: LocalPlace): Ctx {
  return {
    place,
    population: populationOf(place),
    area: areaOf(place),
    french:
      place.province === 'QC'
        ? !ENGLISH_SPEAKING_QUEBEC.includes(place.name)
        : (FRANCOPHONE_TOWNS[place.province] ?? []).includes(place.name),
    remote: (REMOTE_TOWNS[place.province] ?? []).includes(place.name),
    seed: mix(hashString(townKey(place.province, place.name))),
  };
}

// ─── Rules: where a chain trades ──────────────────────────────────────────────────────────────────────────

type Rule = (c: Ctx) => boolean;
const inProvince =
  (...codes: ProvinceCode[]): Rule =>
  (c) =>
    codes.includes(c.place.province);
const atLeast =
  (population: number): Rule =>
  (c) =>
    c.population >= population;
const below =
  (population: number): Rule =>
  (c) =>
    c.population < population;
const town =
  (province: ProvinceCode, ...names: string[]): Rule =>
  (c) =>
    c.place.province === province && names.includes(c.place.name);
const within = (kilometres: number, province: ProvinceCode, name: string): Rule => {
  let centre: Point | undefined;
  return (c) =>
    c.place.province === province && distanceKm(c.place, (centre ??= centreOf(province, name))) <= kilometres;
};
const inArea =
  (...areas: AreaKey[]): Rule =>
  (c) =>
    areas.includes(c.area);
const both =
  (...rules: Rule[]): Rule =>
  (c) =>
    rules.every((rule) => rule(c));
const either =
  (...rules: Rule[]): Rule =>
  (c) =>
    rules.some((rule) => rule(c));
const not =
  (rule: Rule): Rule =>
  (c) =>
    !rule(c);

const TORONTO_CITY = town('ON', 'Toronto', 'North York', 'Scarborough', 'Etobicoke', 'East York', 'Willowdale');
const OTTAWA_CITY = town(
  'ON',
  'Ottawa',
  'Nepean',
  'Kanata',
  'Vanier',
  'Bells Corners',
  'Queenswood Heights',
  'Richmond',
  'Osgoode',
  'Metcalfe',
  'Constance Bay',
);
const GREATER_TORONTO = within(45, 'ON', 'Toronto');
const MONTREAL_ISLAND_TOWN: Rule = (c) => c.place.province === 'QC' && onMontrealIsland(c.place);
const VANCOUVER_ISLAND: Rule = (c) => c.place.province === 'BC' && onVancouverIsland(c.place);
const VANCOUVER_CITY = town('BC', 'Vancouver', 'West End', 'Arbutus Ridge');
const CALGARY_COOP_TOWNS = town('AB', 'Calgary', 'Airdrie', 'Cochrane', 'Okotoks', 'Strathmore');
const TERRITORIES = inProvince('YT', 'NT', 'NU');
const TERRITORIAL_CAPITALS = either(town('YT', 'Whitehorse'), town('NT', 'Yellowknife'));

type Chains = readonly (readonly [name: string, where: Rule])[];

/** Supermarkets by province: the Loblaw, Sobeys, Metro and co-operative banners of each region. */
const GROCERS: Chains = [
  // Quebec
  ['IGA', inProvince('QC')],
  ['Metro', either(inProvince('QC'), both(inProvince('ON'), atLeast(5_000)))],
  ['Provigo', both(inProvince('QC'), atLeast(5_000))],
  ['Maxi', both(inProvince('QC'), atLeast(5_000))],
  ['Super C', both(inProvince('QC'), atLeast(10_000))],
  ['Marché Adonis', either(MONTREAL_ISLAND_TOWN, town('QC', 'Laval'))],
  ['Marché Richelieu', both(inProvince('QC'), below(50_000))],
  ['Bonichoix', both(inProvince('QC'), below(10_000))],
  ['Marché Tradition', both(inProvince('QC'), below(10_000))],
  // Ontario
  ['Loblaws', either(GREATER_TORONTO, OTTAWA_CITY)],
  ['No Frills', both(inProvince('ON', 'BC', 'AB', 'SK', 'MB', 'NS'), atLeast(10_000))],
  ['FreshCo', both(inProvince('ON'), atLeast(20_000))],
  ['Food Basics', both(inProvince('ON'), atLeast(5_000))],
  ['Farm Boy', either(OTTAWA_CITY, both(GREATER_TORONTO, atLeast(50_000)), town('ON', 'Kingston'))],
  ['Zehrs', town('ON', 'Kitchener', 'Waterloo', 'Cambridge', 'Guelph', 'Barrie', 'Orillia')],
  ['Fortinos', town('ON', 'Hamilton', 'Ancaster', 'Burlington', 'Oakville', 'Mississauga', 'Brampton', 'Vaughan')],
  [
    "Longo's",
    either(
      both(TORONTO_CITY, atLeast(300_000)),
      town('ON', 'Vaughan', 'Markham', 'Richmond Hill', 'Oakville', 'Mississauga', 'Brampton', 'Burlington'),
    ),
  ],
  ['Valu-mart', both(inProvince('ON'), below(20_000), atLeast(1_500))],
  ['Your Independent Grocer', either(both(inProvince('ON'), below(50_000), atLeast(2_000)), town('YT', 'Whitehorse'))],
  ['Foodland', both(inProvince('ON', 'NB', 'NS', 'NL'), below(20_000))],
  [
    'T&T Supermarket',
    either(
      town(
        'ON',
        'Toronto',
        'North York',
        'Scarborough',
        'Markham',
        'Richmond Hill',
        'Mississauga',
        'Ottawa',
        'Waterloo',
      ),
      town('BC', 'Vancouver', 'Burnaby', 'Richmond', 'Surrey', 'Coquitlam'),
      town('AB', 'Calgary', 'Edmonton'),
    ),
  ],
  [
    'Whole Foods Market',
    either(
      town('ON', 'Toronto', 'Oakville', 'Markham'),
      town('BC', 'Vancouver', 'West End', 'North Vancouver', 'West Vancouver'),
      town('AB', 'Calgary'),
    ),
  ],
  // Western Canada
  [
    'Save-On-Foods',
    either(
      both(inProvince('BC'), atLeast(3_000)),
      both(inProvince('AB'), atLeast(10_000)),
      town('SK', 'Regina', 'Saskatoon'),
      town('MB', 'Winnipeg'),
    ),
  ],
  ['Safeway', either(both(inProvince('BC', 'AB'), atLeast(5_000)), both(inProvince('SK', 'MB'), atLeast(10_000)))],
  ['Thrifty Foods', both(VANCOUVER_ISLAND, atLeast(5_000))],
  ['Quality Foods', both(VANCOUVER_ISLAND, atLeast(10_000), (c) => c.place.lat > 49)],
  ['Nesters Market', either(VANCOUVER_CITY, town('BC', 'Whistler'))],
  ['Marketplace IGA', both(inProvince('BC'), below(50_000), atLeast(2_000))],
  ['Buy-Low Foods', both(inProvince('BC'), below(100_000), atLeast(2_000))],
  [
    'Real Canadian Superstore',
    either(both(inProvince('BC', 'AB', 'SK', 'MB'), atLeast(20_000)), town('YT', 'Whitehorse')),
  ],
  ['Calgary Co-op', CALGARY_COOP_TOWNS],
  ['Freson Bros.', both(inProvince('AB'), below(50_000), atLeast(2_000), (c) => c.place.lat > 53)],
  ['Italian Centre Shop', town('AB', 'Edmonton')],
  ['Food Fare', town('MB', 'Winnipeg')],
  [
    'Co-op',
    either(
      both(inProvince('AB'), not(within(45, 'AB', 'Calgary'))),
      inProvince('SK', 'MB', 'NB', 'PE'),
      town('NT', 'Yellowknife'),
    ),
  ],
  [
    'Sobeys',
    either(
      both(inProvince('ON', 'AB', 'SK', 'MB'), atLeast(5_000)),
      both(inProvince('NB', 'NS', 'PE', 'NL'), atLeast(3_000)),
    ),
  ],
  // Atlantic Canada
  ['Atlantic Superstore', both(inProvince('NB', 'NS', 'PE'), atLeast(10_000))],
  ['SaveEasy', both(inProvince('NB', 'NS', 'PE'), below(20_000), atLeast(2_000))],
  ['Dominion', both(inProvince('NL'), atLeast(5_000))],
  ["Coleman's", both(inProvince('NL'), (c) => c.place.lng < -56.8 && c.place.lat < 50)],
  // The North
  ['NorthMart', town('NU', 'Iqaluit')],
  ['Arctic Ventures Marketplace', town('NU', 'Iqaluit')],
  ['Independent Grocer', town('NT', 'Yellowknife')],
  ['The Northern Store', town('NT', 'Inuvik', 'Hay River', 'Fort Smith')],
];

/** Stores of remote communities: the North West Company's Northern Store, and the Arctic and Nunavik co-ops. */
const REMOTE_GROCERS: Chains = [
  [
    'The Northern Store',
    either(
      inProvince('NU', 'NT'),
      town('ON', 'Attawapiskat', 'Moosonee', 'Moose Factory'),
      town('MB', 'Cross Lake 19A'),
      town('SK', 'Pelican Narrows'),
      town('QC', 'Salluit'),
    ),
  ],
  ['Co-op', either(inProvince('NU', 'NT'), town('QC', 'Salluit'))],
];

/** Drugstores: Quebec's banners (Jean Coutu also in New Brunswick), Shoppers (Pharmaprix in Quebec) and the rest. */
const PHARMACIES: Chains = [
  ['Jean Coutu', inProvince('QC', 'NB')],
  ['Pharmaprix', both(inProvince('QC'), atLeast(5_000))],
  ['Familiprix', inProvince('QC')],
  ['Uniprix', inProvince('QC')],
  ['Proxim', inProvince('QC')],
  ['Brunet', both(inProvince('QC'), atLeast(3_000))],
  ['Shoppers Drug Mart', either(both(not(inProvince('QC')), not(TERRITORIES), atLeast(5_000)), TERRITORIAL_CAPITALS)],
  ['Rexall', both(inProvince('ON', 'BC', 'AB', 'SK', 'MB'), atLeast(10_000))],
  [
    'London Drugs',
    either(both(inProvince('BC', 'AB'), atLeast(20_000)), town('SK', 'Regina', 'Saskatoon'), town('MB', 'Winnipeg')),
  ],
  ['Pharmasave', both(inProvince('BC', 'AB', 'SK', 'ON', 'NB', 'NS'), below(100_000))],
  ['Guardian', both(inProvince('ON', 'NB', 'NS', 'PE'), below(50_000))],
  ['I.D.A.', both(inProvince('ON'), below(50_000))],
  ['Lawtons Drugs', inProvince('NB', 'NS', 'PE', 'NL')],
  ['PharmaChoice', inProvince('NL')],
];

/** Coffee chains: Tim Hortons nearly everywhere, the regional ones where they trade. */
const CAFES: Chains = [
  ['Tim Hortons', either(both(not(TERRITORIES), atLeast(2_000)), TERRITORIAL_CAPITALS)],
  ['Second Cup', either(both(inProvince('QC'), atLeast(20_000)), both(inProvince('ON'), atLeast(50_000)))],
  ['Café Dépôt', both(inProvince('QC'), atLeast(20_000))],
  ['Presse Café', both(inProvince('QC'), atLeast(20_000))],
  ['Starbucks', atLeast(50_000)],
  ["Balzac's", TORONTO_CITY],
  ['Bridgehead', town('ON', 'Ottawa', 'Nepean', 'Kanata', 'Vanier')],
  ['Coffee Culture', both(inProvince('ON'), atLeast(10_000), not(TORONTO_CITY), not(OTTAWA_CITY))],
  ['Country Style', both(inProvince('ON'), below(50_000), atLeast(2_000))],
  ['JJ Bean', either(VANCOUVER_CITY, town('BC', 'North Vancouver'))],
  ['Blenz', both(inArea('lowerMainland'), atLeast(20_000))],
  ['Waves Coffee House', both(inArea('lowerMainland'), atLeast(20_000))],
  ['Good Earth Coffeehouse', both(inProvince('AB'), atLeast(20_000))],
  ['Java Blend', town('NS', 'Halifax')],
  ['Just Us! Coffee', town('NS', 'Halifax', 'Wolfville')],
  ['Jumping Bean', town('NL', "St. John's", 'Mount Pearl')],
];

/** Restaurant chains of a region (the generic names below fill the list). */
const RESTAURANTS: Chains = [
  ['St-Hubert', both(inProvince('QC'), atLeast(10_000))],
  ['La Cage Brasserie sportive', both(inProvince('QC'), atLeast(20_000))],
  ['Normandin', both(inProvince('QC'), inArea('eastQc'), atLeast(10_000))],
  ['Swiss Chalet', both(inProvince('ON'), atLeast(20_000))],
  ["Montana's", both(inProvince('ON'), atLeast(20_000))],
  ["East Side Mario's", both(inProvince('ON'), atLeast(20_000))],
  ['The Keg', atLeast(100_000)],
  ['White Spot', both(inProvince('BC'), atLeast(10_000))],
  ['Earls', both(inProvince('BC', 'AB', 'SK', 'MB'), atLeast(50_000))],
  ['Cactus Club Cafe', both(inProvince('BC', 'AB'), atLeast(50_000))],
  ['Boston Pizza', both(not(inProvince('QC')), not(TERRITORIES), atLeast(5_000))],
  ['Greco Pizza', both(inProvince('NB', 'NS', 'PE', 'NL'), atLeast(3_000))],
  ['Pizza Delight', both(inProvince('NB', 'NS', 'PE'), atLeast(3_000))],
  ["Mary Brown's", inProvince('NL')],
  ["Jungle Jim's", both(inProvince('NL'), atLeast(5_000))],
];

function chainsOf(table: Chains, c: Ctx): string[] {
  return table.filter(([, where]) => where(c)).map(([name]) => name);
}

// ─── Generic names ────────────────────────────────────────────────────────────────────────────────────────

const GENERIC = {
  grocer: { en: ['Main Street Market', 'Village Grocery'], fr: ['Épicerie du Village', 'Marché du Coin'] },
  pharmacy: { en: ['Community Pharmacy'], fr: ['Pharmacie du Village'] },
  cafe: {
    en: ['The Daily Grind', 'Common Grounds Café', 'Main Street Coffee', 'The Roastery'],
    fr: ['Café du Village', 'Brûlerie du Coin', 'Café de la Place', 'Le Petit Torréfacteur'],
  },
  restaurant: {
    en: ['The Local Kitchen', 'Pho Saigon', 'Pizzeria Napoli', 'Sushi Zen', 'Golden Dragon', 'Main Street Diner'],
    fr: [
      'Le Bistro du Coin',
      'Chez Ginette',
      'Casse-croûte du Village',
      'Pizzeria Napoli',
      'Sushi Zen',
      'Resto du Marché',
    ],
  },
  /** Common park names; none is a famous park of one city. */
  park: {
    en: [
      'Memorial Park',
      'Riverside Park',
      'Maple Grove Park',
      'Centennial Park',
      'Lakeview Park',
      'Pioneer Park',
      'Jubilee Park',
      'Birchwood Park',
      'Willow Creek Park',
      'Cedar Hollow Park',
      'Oak Ridge Park',
      'Meadowbrook Park',
    ],
    fr: [
      'Parc des Érables',
      'Parc du Ruisseau',
      'Parc de la Rivière',
      'Parc des Pionniers',
      'Parc du Centenaire',
      'Parc Champêtre',
      'Parc des Bouleaux',
      'Parc de la Source',
      'Parc des Saules',
      'Parc du Boisé',
      'Parc des Cèdres',
      'Parc du Moulin',
    ],
  },
  daycare: {
    en: [
      'Little Sprouts Child Care Centre',
      'Sunshine Early Learning Centre',
      'Busy Bees Child Care',
      'Little Acorns Daycare',
      'Growing Minds Early Learning',
      'Rainbow Child Care Centre',
      'Tiny Steps Nursery',
    ],
    /** Quebec: centres de la petite enfance and private garderies. */
    quebec: [
      'CPE Les Petits Explorateurs',
      'CPE La Ribambelle',
      'CPE Les Petits Lutins',
      'CPE Le Jardin des Bambins',
      'CPE Les Petites Abeilles',
      'Garderie Les Petits Soleils',
      'Garderie Les Coccinelles',
      'Garderie Arc-en-ciel',
    ],
    /** French-language daycares of the francophone minorities (no CPE outside Quebec). */
    minority: ['Garderie Les Petits Pas', 'Garderie Les Petits Soleils', 'Centre éducatif Les Petits Amis'],
  },
} as const;

/** Provinces where a French-language daycare turns up in an English-speaking town. */
const FRENCH_DAYCARE_PROVINCES: readonly ProvinceCode[] = ['NB', 'ON', 'MB', 'AB', 'BC', 'NS', 'PE'];

/** The list from the place's own offset, so that towns of a region do not all list the same names first. */
function rotate<T>(items: readonly T[], seed: number): T[] {
  const start = items.length === 0 ? 0 : seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

function distinct(names: readonly string[]): string[] {
  return [...new Set(names)];
}

const lang = (c: Ctx): 'en' | 'fr' => (c.french ? 'fr' : 'en');

// ─── Transit ──────────────────────────────────────────────────────────────────────────────────────────────

const stations = (prefix: string, names: readonly string[], suffix = ' Station') =>
  names.map((name) => `${prefix}${name}${suffix}`);
const ttc = (...names: string[]) => stations('TTC ', names);
const go = (...names: string[]) => stations('', names, ' GO Station');
const ion = (...names: string[]) => stations('ION ', names);
const oTrain = (...names: string[]) => stations('O-Train ', names);
const ocTranspo = (...names: string[]) => stations('OC Transpo ', names);
const metro = (...names: string[]) => names.map((name) => `Station ${name}`);
const exo = (...names: string[]) => names.map((name) => `Gare ${name}`);
const rem = (...names: string[]) => names.map((name) => `Station ${name} (REM)`);
const skyTrain = (...names: string[]) => stations('SkyTrain ', names);
const westCoastExpress = (...names: string[]) => stations('West Coast Express ', names);
const cTrain = (...names: string[]) => stations('CTrain ', names);
const lrt = (...names: string[]) => stations('LRT ', names);

const EDMONTON_MEADOWS = ['Valley Line Mill Woods Stop', 'Valley Line Grey Nuns Stop', 'Valley Line Davies Station'];

/** Rail and rapid-transit stations by town: TTC, GO, ION, O-Train, STM, exo, REM, SkyTrain, CTrain, LRT. */
const STATIONS: Readonly<Record<string, readonly string[]>> = {
  'ON|Toronto': ttc(
    'Union',
    'King',
    'Queen',
    'College',
    'Bloor-Yonge',
    'St. George',
    'Spadina',
    'Osgoode',
    'St. Andrew',
    'Bathurst',
    'Christie',
    'Ossington',
    'Dufferin',
    'Castle Frank',
    'Davisville',
    'Eglinton',
    'St. Clair',
    'Summerhill',
  ),
  'ON|North York': ttc(
    'Finch',
    'North York Centre',
    'Sheppard-Yonge',
    'York Mills',
    'Lawrence',
    'Bayview',
    'Leslie',
    'Don Mills',
    'Yorkdale',
    'Wilson',
    'Sheppard West',
    'Downsview Park',
    'Finch West',
    'York University',
  ),
  'ON|Willowdale': ttc('Finch', 'North York Centre', 'Sheppard-Yonge', 'Bayview', 'Bessarion', 'Leslie'),
  'ON|Scarborough': ttc('Kennedy', 'Warden', 'Victoria Park'),
  'ON|Etobicoke': ttc('Kipling', 'Islington', 'Royal York', 'Old Mill'),
  'ON|East York': ttc('Pape', 'Donlands', 'Greenwood', 'Coxwell', 'Woodbine', 'Broadview'),
  'ON|Mississauga': go('Port Credit', 'Cooksville', 'Clarkson', 'Erindale', 'Streetsville', 'Meadowvale', 'Malton'),
  'ON|Brampton': go('Bramalea', 'Mount Pleasant'),
  'ON|Vaughan': [...ttc('Vaughan Metropolitan Centre', 'Highway 407'), ...go('Maple', 'Rutherford')],
  'ON|Concord': [...ttc('Highway 407', 'Vaughan Metropolitan Centre'), ...go('Rutherford')],
  'ON|Markham': go('Unionville', 'Markham', 'Centennial', 'Mount Joy', 'Milliken'),
  'ON|Richmond Hill': go('Richmond Hill', 'Langstaff', 'Gormley'),
  'ON|King': go('King City'),
  'ON|Aurora': go('Aurora'),
  'ON|Newmarket': go('Newmarket'),
  'ON|East Gwillimbury': go('East Gwillimbury'),
  'ON|Oakville': go('Oakville', 'Bronte'),
  'ON|Burlington': go('Burlington', 'Appleby', 'Aldershot'),
  'ON|Milton': go('Milton'),
  'ON|Hamilton': ['Hamilton GO Centre', ...go('West Harbour')],
  'ON|Pickering': go('Pickering'),
  'ON|Ajax': go('Ajax'),
  'ON|Oshawa': go('Oshawa'),
  'ON|Barrie': go('Barrie South', 'Allandale Waterfront'),
  'ON|Guelph': go('Guelph Central'),
  'ON|St. Catharines': go('St. Catharines'),
  'ON|Niagara Falls': go('Niagara Falls'),
  'ON|Kitchener': [
    ...ion('Central', 'Kitchener City Hall', 'Victoria Park', 'Grand River Hospital', 'Kitchener Market', 'Fairway'),
    ...go('Kitchener'),
  ],
  'ON|Waterloo': ion(
    'Waterloo Public Square',
    'University of Waterloo',
    'Laurier–Waterloo Park',
    'Willis Way',
    'Research and Technology',
    'Conestoga',
  ),
  'ON|Ottawa': oTrain(
    'Rideau',
    'Parliament',
    'Lyon',
    'uOttawa',
    'Lees',
    'Hurdman',
    "Tunney's Pasture",
    'Bayview',
    'Pimisi',
    'Carleton',
    "Mooney's Bay",
    'Greenboro',
    'Blair',
  ),
  'ON|Vanier': oTrain('St-Laurent', 'Tremblay', 'Cyrville'),
  'ON|Nepean': ocTranspo('Baseline', 'Fallowfield', 'Barrhaven Centre'),
  'ON|Kanata': ocTranspo('Terry Fox', 'Eagleson'),
  'ON|Bells Corners': ocTranspo('Bayshore', 'Moodie'),
  'ON|Queenswood Heights': ocTranspo("Place d'Orléans", "Jeanne d'Arc", 'Trim'),
  'QC|Montréal': metro(
    'Berri-UQAM',
    'McGill',
    'Peel',
    'Place-des-Arts',
    'Mont-Royal',
    'Laurier',
    'Sherbrooke',
    'Jean-Talon',
    'Lionel-Groulx',
    'Atwater',
    'Guy-Concordia',
    'Papineau',
    'Beaubien',
    'Rosemont',
    'Pie-IX',
    'Frontenac',
    'Square-Victoria–OACI',
    "Place-d'Armes",
    'Champ-de-Mars',
    'Outremont',
  ),
  'QC|Notre-Dame-de-Grâce': metro('Villa-Maria', 'Vendôme', 'Snowdon'),
  'QC|Saint-Raymond': metro('Vendôme', 'Villa-Maria'),
  'QC|Westmount': metro('Atwater', 'Vendôme'),
  'QC|Saint-Laurent': metro('Côte-Vertu', 'Du Collège'),
  'QC|Saint-Michel': metro('Saint-Michel', "D'Iberville", 'Fabre'),
  'QC|Mont-Royal': metro('Acadie'),
  'QC|Montréal-Ouest': exo('Montréal-Ouest'),
  'QC|Dorval': exo('Dorval', 'Pine Beach'),
  'QC|Pointe-Claire': exo('Pointe-Claire', 'Valois', 'Cedar Park'),
  'QC|Beaconsfield': exo('Beaconsfield', 'Beaurepaire'),
  "QC|Baie-D'Urfé": exo("Baie-d'Urfé"),
  'QC|Sainte-Anne-de-Bellevue': exo('Sainte-Anne-de-Bellevue'),
  "QC|L'Île-Perrot": exo("L'Île-Perrot"),
  'QC|Pincourt': exo('Pincourt–Terrasse-Vaudreuil'),
  'QC|Vaudreuil-Dorion': exo('Vaudreuil', 'Dorion'),
  'QC|Hudson': exo('Hudson'),
  'QC|Laval': [...metro('Montmorency', 'De la Concorde', 'Cartier'), ...exo('Sainte-Rose', 'Vimont')],
  'QC|Longueuil': metro('Longueuil–Université-de-Sherbrooke'),
  'QC|Brossard': rem('Panama', 'Du Quartier', 'Brossard'),
  'QC|Saint-Bruno-de-Montarville': exo('Saint-Bruno'),
  'QC|Saint-Basile-le-Grand': exo('Saint-Basile-le-Grand'),
  'QC|Mont-Saint-Hilaire': exo('Mont-Saint-Hilaire'),
  'QC|Saint-Constant': exo('Saint-Constant'),
  'QC|Delson': exo('Delson'),
  'QC|Candiac': exo('Candiac'),
  'QC|Sainte-Thérèse': exo('Sainte-Thérèse'),
  'QC|Rosemère': exo('Rosemère'),
  'QC|Blainville': exo('Blainville'),
  'QC|Saint-Jérôme': exo('Saint-Jérôme'),
  'QC|Terrebonne': exo('Terrebonne'),
  'QC|Mascouche': exo('Mascouche'),
  'QC|Repentigny': exo('Repentigny'),
  'QC|Québec': ['Arrêt RTC – Gare du Palais', "Arrêt RTC – Place D'Youville", 'Arrêt RTC – Université Laval'],
  'QC|Lévis': ['Gare fluviale de Lévis'],
  'BC|Vancouver': skyTrain(
    'Waterfront',
    'Burrard',
    'Granville',
    'Stadium–Chinatown',
    'Main Street–Science World',
    'Commercial–Broadway',
    'Nanaimo',
    '29th Avenue',
    'Joyce–Collingwood',
    'Renfrew',
    'Rupert',
    'VCC–Clark',
    'Yaletown–Roundhouse',
    'Vancouver City Centre',
    'Olympic Village',
    'Broadway–City Hall',
    'King Edward',
    'Oakridge–41st Avenue',
    'Langara–49th Avenue',
    'Marine Drive',
  ),
  'BC|West End': skyTrain('Burrard', 'Granville', 'Waterfront', 'Vancouver City Centre'),
  'BC|Burnaby': skyTrain(
    'Metrotown',
    'Patterson',
    'Royal Oak',
    'Edmonds',
    'Brentwood Town Centre',
    'Gilmore',
    'Holdom',
    'Sperling–Burnaby Lake',
    'Lake City Way',
    'Production Way–University',
  ),
  'BC|New Westminster': skyTrain('New Westminster', 'Columbia', 'Sapperton', '22nd Street'),
  'BC|Surrey': skyTrain('Scott Road', 'Gateway', 'Surrey Central', 'King George'),
  'BC|Richmond': skyTrain('Richmond–Brighouse', 'Lansdowne', 'Aberdeen', 'Bridgeport'),
  'BC|Coquitlam': skyTrain('Burquitlam', 'Coquitlam Central', 'Lincoln', 'Lafarge Lake–Douglas'),
  'BC|Port Moody': skyTrain('Moody Centre', 'Inlet Centre'),
  'BC|Port Coquitlam': westCoastExpress('Port Coquitlam'),
  'BC|Pitt Meadows': westCoastExpress('Pitt Meadows'),
  'BC|Maple Ridge': westCoastExpress('Maple Meadows', 'Port Haney'),
  'BC|Mission': westCoastExpress('Mission City'),
  'BC|North Vancouver': ['SeaBus Lonsdale Quay'],
  'AB|Calgary': cTrain(
    'City Hall/Bow Valley College',
    'Victoria Park/Stampede',
    'Chinook',
    'Heritage',
    'Anderson',
    'Fish Creek–Lacombe',
    'Shawnessy',
    'Somerset–Bridlewood',
    'Sunnyside',
    'Lions Park',
    'Brentwood',
    'Dalhousie',
    'Crowfoot',
    'Tuscany',
    'Sunalta',
    'Westbrook',
    '69 Street',
    'Bridgeland/Memorial',
    'Marlborough',
    'Whitehorn',
    'Saddletowne',
  ),
  'AB|Edmonton': lrt(
    'Churchill',
    'Central',
    'Bay/Enterprise Square',
    'Corona',
    'Grandin/Government Centre',
    'University',
    'Health Sciences/Jubilee',
    'McKernan/Belgravia',
    'South Campus/Fort Edmonton Park',
    'Southgate',
    'Century Park',
    'Clareview',
    'Belvedere',
    'Coliseum',
    'Stadium',
    'MacEwan',
    'Kingsway/Royal Alex',
    'NAIT/Blatchford Market',
  ),
  'AB|Mill Woods Town Centre': EDMONTON_MEADOWS,
  'AB|Silver Berry': EDMONTON_MEADOWS,
  'AB|Wild Rose': EDMONTON_MEADOWS,
  'AB|Larkspur': EDMONTON_MEADOWS,
  'AB|Tamarack': EDMONTON_MEADOWS,
  'AB|Laurel': EDMONTON_MEADOWS,
  'AB|Maple Ridge': EDMONTON_MEADOWS,
  'AB|Rideau Park': lrt('Century Park', 'Southgate'),
  'MB|Winnipeg': ['Harkness Station', 'Osborne Station', 'Jubilee Station'],
  'NS|Halifax': [
    'Halifax Ferry Terminal',
    'Halifax Transit Mumford Terminal',
    'Halifax Transit Lacewood Terminal',
    'Halifax Transit Scotia Square Terminal',
  ],
  'NS|Dartmouth': [
    'Alderney Ferry Terminal',
    'Halifax Transit Bridge Terminal',
    'Halifax Transit Highfield Terminal',
    'Halifax Transit Mic Mac Terminal',
  ],
  'NS|Cole Harbour': ['Halifax Transit Portland Hills Terminal'],
  'NS|Lower Sackville': ['Halifax Transit Sackville Terminal'],
};

/** Bus stops at real intersections of the big cities, with the operator's name. */
const CITY_STOPS: Readonly<Record<string, readonly string[]>> = {
  'ON|Toronto': [
    'TTC stop – Queen St W & Spadina Ave',
    'TTC stop – Bloor St W & Bathurst St',
    'TTC stop – College St & Ossington Ave',
    'TTC stop – King St W & Bathurst St',
  ],
  'ON|North York': ['TTC stop – Sheppard Ave W & Bathurst St', 'TTC stop – Finch Ave W & Dufferin St'],
  'ON|Willowdale': ['TTC stop – Bayview Ave & Sheppard Ave E', 'TTC stop – Yonge St & Empress Ave'],
  'ON|Scarborough': [
    'TTC stop – Eglinton Ave E & Markham Rd',
    'TTC stop – Lawrence Ave E & Midland Ave',
    'TTC stop – Sheppard Ave E & McCowan Rd',
  ],
  'ON|Etobicoke': [
    'TTC stop – The Queensway & Islington Ave',
    'TTC stop – Dundas St W & Royal York Rd',
    'TTC stop – Bloor St W & Kipling Ave',
  ],
  'ON|East York': ['TTC stop – Danforth Ave & Coxwell Ave', "TTC stop – O'Connor Dr & Woodbine Ave"],
  'ON|Ottawa': [
    'OC Transpo stop – Bank St & Somerset St W',
    'OC Transpo stop – Rideau St & King Edward Ave',
    'OC Transpo stop – Elgin St & Gladstone Ave',
  ],
  'QC|Montréal': [
    'Arrêt STM – rue Sherbrooke / boul. Saint-Laurent',
    'Arrêt STM – avenue du Parc / avenue Laurier',
    'Arrêt STM – rue Jean-Talon / rue Saint-Denis',
    'Arrêt STM – avenue du Mont-Royal / rue Saint-Denis',
  ],
  'QC|Saint-Léonard': [
    'Arrêt STM – rue Jean-Talon Est / boul. Langelier',
    'Arrêt STM – boul. Lacordaire / rue Jarry Est',
  ],
  'QC|Côte-Saint-Luc': ['Arrêt STM – chemin de la Côte-Saint-Luc / boul. Cavendish'],
  'QC|Dollard-Des Ormeaux': ['Arrêt STM – boul. des Sources / boul. de Salaberry'],
  'QC|Québec': [
    "Arrêt RTC – boul. Laurier / route de l'Église",
    'Arrêt RTC – rue Saint-Jean / avenue Honoré-Mercier',
    'Arrêt RTC – boul. Charest / rue de la Couronne',
  ],
  'BC|Vancouver': [
    'Bus stop – W Broadway & Granville St',
    'Bus stop – Main St & E Hastings St',
    'Bus stop – Commercial Dr & E 1st Ave',
    'Bus stop – W 4th Ave & Arbutus St',
  ],
  'AB|Calgary': ['Bus stop – 17 Ave SW & 4 St SW', 'Bus stop – Kensington Rd NW & 10 St NW'],
  'AB|Edmonton': ['Bus stop – Jasper Ave & 109 St', 'Bus stop – Whyte Ave & 104 St'],
  'MB|Winnipeg': [
    'Bus stop – Portage Ave & Main St',
    'Bus stop – Osborne St & River Ave',
    'Bus stop – Corydon Ave & Stafford St',
  ],
  'NS|Halifax': [
    'Bus stop – Spring Garden Rd & Queen St',
    'Bus stop – Quinpool Rd & Robie St',
    'Bus stop – Barrington St & Duke St',
  ],
};

/** Main-street intersections of a small town, by region (Alberta towns number their streets and avenues). */
const TOWN_CORNERS: Readonly<
  Record<'en' | 'fr' | 'ab' | 'prairies' | 'bc' | 'nl', readonly (readonly [string, string])[]>
> = {
  en: [
    ['Main St', 'King St'],
    ['Queen St', 'Church St'],
    ['Victoria St', 'Water St'],
    ['Park Ave', 'Mill St'],
  ],
  fr: [
    ['rue Principale', 'rue Notre-Dame'],
    ['boul. Saint-Joseph', "rue de l'Église"],
    ['rue Saint-Jean', 'rue du Moulin'],
    ['rue Saint-Pierre', 'rue des Érables'],
  ],
  ab: [
    ['50 St', '50 Ave'],
    ['51 Ave', '49 St'],
    ['Main St', 'Railway Ave'],
  ],
  prairies: [
    ['Main St', '1st Ave'],
    ['Railway Ave', 'Centre St'],
    ['2nd Ave', '3rd St'],
  ],
  bc: [
    ['Main St', '2nd Ave'],
    ['Front St', 'Railway Ave'],
    ['1st Ave', 'Park Dr'],
  ],
  nl: [
    ['Water St', 'Church Rd'],
    ['Main St', 'Harbour Dr'],
    ['Church Rd', 'Main St'],
  ],
};

function townStops(c: Ctx): string[] {
  const style = c.french
    ? 'fr'
    : c.place.province === 'AB'
      ? 'ab'
      : c.place.province === 'SK' || c.place.province === 'MB'
        ? 'prairies'
        : c.place.province === 'BC'
          ? 'bc'
          : c.place.province === 'NL'
            ? 'nl'
            : 'en';
  return rotate(TOWN_CORNERS[style], c.seed)
    .slice(0, 3)
    .map(([a, b]) => (style === 'fr' ? `Arrêt d'autobus – ${a} / ${b}` : `Bus stop – ${a} & ${b}`));
}

/** Stations, then bus stops: the city's own, or main-street corners where the town has no station. */
function transitOf(c: Ctx): string[] {
  const key = townKey(c.place.province, c.place.name);
  const stations = STATIONS[key] ?? [];
  const stops = CITY_STOPS[key] ?? (stations.length > 0 ? [] : townStops(c));
  return distinct([...rotate(stations, c.seed), ...stops]);
}

// ─── School boards ────────────────────────────────────────────────────────────────────────────────────────

export interface Board {
  name: string;
  language: 'en' | 'fr';
  catholic: boolean;
  /** Schools in every town of its region, however small (else a minority-language board only in towns of 5,000+). */
  everywhere: boolean;
}

const en = (name: string): Board => ({ name, language: 'en', catholic: false, everywhere: false });
const enCatholic = (name: string): Board => ({ ...en(name), catholic: true });
const fr = (name: string): Board => ({ name, language: 'fr', catholic: false, everywhere: false });
const frCatholic = (name: string): Board => ({ ...fr(name), catholic: true });
const everywhere = (board: Board): Board => ({ ...board, everywhere: true });

/** A board region: its boards, and the towns (GeoNames names) it serves; other places go to the nearest town's. */
export interface BoardRegion {
  towns: readonly string[];
  boards: readonly Board[];
}

// Ontario: the English public and Catholic district school boards, and the four French-language ones of the area.
const VIAMONDE = fr('Conseil scolaire Viamonde');
const MONAVENIR = frCatholic('Conseil scolaire catholique MonAvenir');
const PROVIDENCE = frCatholic('Conseil scolaire catholique Providence');
const CEPEO = fr("Conseil des écoles publiques de l'Est de l'Ontario");
const CECCE = frCatholic('Conseil des écoles catholiques du Centre-Est');
const CSDCEO = frCatholic("Conseil scolaire de district catholique de l'Est ontarien");
const GRAND_NORD = fr("Conseil scolaire public du Grand Nord de l'Ontario");
const NOUVEL_ONTARIO = frCatholic('Conseil scolaire catholique du Nouvel-Ontario');
const NORD_EST = fr("Conseil scolaire public du Nord-Est de l'Ontario");
const FRANCO_NORD = frCatholic('Conseil scolaire catholique Franco-Nord');
const GRANDES_RIVIERES = frCatholic('Conseil scolaire catholique de district des Grandes Rivières');
const AURORES_BOREALES = frCatholic('Conseil scolaire de district catholique des Aurores boréales');
const SIMCOE_MUSKOKA_CATHOLIC = enCatholic('Simcoe Muskoka Catholic District School Board');
const PVNC_CATHOLIC = enCatholic('Peterborough Victoria Northumberland and Clarington Catholic District School Board');
const TRILLIUM_LAKELANDS = en('Trillium Lakelands District School Board');
const ALGONQUIN_LAKESHORE = enCatholic('Algonquin and Lakeshore Catholic District School Board');
const UPPER_CANADA = en('Upper Canada District School Board');
const EASTERN_ONTARIO_CATHOLIC = enCatholic('Catholic District School Board of Eastern Ontario');
const UPPER_GRAND = en('Upper Grand District School Board');
const NORTHWEST_CATHOLIC = enCatholic('Northwest Catholic District School Board');
const KEEWATIN_PATRICIA = en('Keewatin-Patricia District School Board');
const CENTRAL = [VIAMONDE, MONAVENIR];
const SOUTHWEST = [VIAMONDE, PROVIDENCE];
const EAST = [CEPEO, CECCE];

const ONTARIO: readonly BoardRegion[] = [
  {
    towns: ['Toronto', 'North York', 'Scarborough', 'Etobicoke', 'East York', 'Willowdale'],
    boards: [en('Toronto District School Board'), enCatholic('Toronto Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: ['Mississauga', 'Brampton'],
    boards: [en('Peel District School Board'), enCatholic('Dufferin-Peel Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: [
      'Markham',
      'Vaughan',
      'Concord',
      'Richmond Hill',
      'King',
      'Aurora',
      'Newmarket',
      'East Gwillimbury',
      'Mount Albert',
      'Keswick',
      'Ballantrae',
    ],
    boards: [en('York Region District School Board'), enCatholic('York Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: ['Pickering', 'Ajax', 'Oshawa', 'Uxbridge'],
    boards: [en('Durham District School Board'), enCatholic('Durham Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: ['Oakville', 'Burlington', 'Milton'],
    boards: [en('Halton District School Board'), enCatholic('Halton Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: ['Hamilton', 'Ancaster', 'Binbrook'],
    boards: [
      en('Hamilton-Wentworth District School Board'),
      enCatholic('Hamilton-Wentworth Catholic District School Board'),
      ...CENTRAL,
    ],
  },
  {
    towns: [
      'St. Catharines',
      'Niagara Falls',
      'Welland',
      'Thorold',
      'Port Colborne',
      'Fort Erie',
      'Vineland',
      'Virgil',
      'Mississauga Beach',
    ],
    boards: [en('District School Board of Niagara'), enCatholic('Niagara Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: ['Kitchener', 'Waterloo', 'Cambridge', 'New Hamburg', 'Wellesley'],
    boards: [
      en('Waterloo Region District School Board'),
      enCatholic('Waterloo Catholic District School Board'),
      ...CENTRAL,
    ],
  },
  {
    towns: ['Guelph', 'Rockwood', 'Harriston'],
    boards: [UPPER_GRAND, enCatholic('Wellington Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: ['Orangeville', 'Shelburne'],
    boards: [UPPER_GRAND, enCatholic('Dufferin-Peel Catholic District School Board'), ...CENTRAL],
  },
  {
    towns: [
      'London',
      'St. Thomas',
      'Woodstock',
      'Ingersoll',
      'Dorchester',
      'Aylmer',
      'Lucan',
      'Delaware',
      'Belmont',
      'Mount Brydges',
      'Port Stanley',
      'West Lorne',
      'Glencoe',
      'Tavistock',
      'Plattsville',
      'Parkhill',
    ],
    boards: [
      en('Thames Valley District School Board'),
      enCatholic('London District Catholic School Board'),
      ...SOUTHWEST,
    ],
  },
  {
    towns: ['Windsor', 'Leamington', 'Amherstburg', 'Essex'],
    boards: [
      en('Greater Essex County District School Board'),
      enCatholic('Windsor-Essex Catholic District School Board'),
      ...SOUTHWEST,
    ],
  },
  {
    towns: [
      'Chatham',
      'Ridgetown',
      'Sarnia',
      'Petrolia',
      'Corunna',
      'Lambton Shores',
      'Camlachie',
      'Watford',
      'Walpole Island',
    ],
    boards: [
      en('Lambton Kent District School Board'),
      enCatholic('St. Clair Catholic District School Board'),
      ...SOUTHWEST,
    ],
  },
  {
    towns: [
      'Stratford',
      'Listowel',
      'North Perth',
      'Goderich',
      'Seaforth',
      'Huron East',
      'South Huron',
      'Wingham',
      'Brussels',
      'Bluewater',
    ],
    boards: [
      en('Avon Maitland District School Board'),
      enCatholic('Huron-Perth Catholic District School Board'),
      ...SOUTHWEST,
    ],
  },
  {
    towns: ['Owen Sound', 'Hanover', 'Kincardine', 'Meaford', 'Markdale', 'Paisley', 'Tobermory', 'Mildmay'],
    boards: [
      en('Bluewater District School Board'),
      enCatholic('Bruce-Grey Catholic District School Board'),
      ...SOUTHWEST,
    ],
  },
  {
    towns: [
      'Brantford',
      'Brant',
      'Paris',
      'St. George',
      'Burford',
      'Simcoe',
      'Norfolk County',
      'Waterford',
      'Port Rowan',
      'Jarvis',
    ],
    boards: [
      en('Grand Erie District School Board'),
      enCatholic('Brant Haldimand Norfolk Catholic District School Board'),
      ...CENTRAL,
    ],
  },
  {
    towns: [
      'Barrie',
      'Orillia',
      'Midland',
      'Collingwood',
      'Wasaga Beach',
      'Alliston',
      'Angus',
      'Innisfil',
      'Elmvale',
      'Cookstown',
      'Tottenham',
      'Amigo Beach',
    ],
    boards: [en('Simcoe County District School Board'), SIMCOE_MUSKOKA_CATHOLIC, ...CENTRAL],
  },
  {
    towns: ['Huntsville', 'Bracebridge', 'Gravenhurst'],
    boards: [TRILLIUM_LAKELANDS, SIMCOE_MUSKOKA_CATHOLIC, ...CENTRAL],
  },
  { towns: ['Lindsay', 'Omemee', 'Haliburton Village'], boards: [TRILLIUM_LAKELANDS, PVNC_CATHOLIC, ...CENTRAL] },
  {
    towns: ['Peterborough', 'Lakefield', 'Millbrook', 'Norwood', 'Cobourg', 'Port Hope'],
    boards: [en('Kawartha Pine Ridge District School Board'), PVNC_CATHOLIC, ...CENTRAL],
  },
  {
    towns: [
      'Belleville',
      'Quinte West',
      'Prince Edward',
      'Picton',
      'Deseronto',
      'Tweed',
      'Madoc',
      'Stirling',
      'Bancroft',
    ],
    boards: [en('Hastings and Prince Edward District School Board'), ALGONQUIN_LAKESHORE, ...EAST],
  },
  {
    towns: ['Kingston', 'Bath', 'Greater Napanee', 'Napanee', 'Napanee Downtown', 'Skatepark'],
    boards: [en('Limestone District School Board'), ALGONQUIN_LAKESHORE, ...EAST],
  },
  {
    towns: [
      'Ottawa',
      'Nepean',
      'Kanata',
      'Vanier',
      'Bells Corners',
      'Queenswood Heights',
      'Richmond',
      'Osgoode',
      'Metcalfe',
      'Constance Bay',
    ],
    boards: [en('Ottawa-Carleton District School Board'), enCatholic('Ottawa Catholic School Board'), ...EAST],
  },
  {
    towns: ['Brockville', 'Prescott', 'Gananoque', 'Smiths Falls', 'Perth', 'Carleton Place'],
    boards: [UPPER_CANADA, EASTERN_ONTARIO_CATHOLIC, ...EAST],
  },
  {
    towns: [
      'Cornwall',
      'Morrisburg',
      'Winchester',
      'Hawkesbury',
      "L'Orignal",
      'Casselman',
      'Russell',
      'Limoges',
      'Bourget',
      'Plantagenet',
      'Wendover',
      'Clarence-Rockland',
    ],
    boards: [UPPER_CANADA, EASTERN_ONTARIO_CATHOLIC, CEPEO, CSDCEO],
  },
  {
    towns: ['Pembroke', 'Petawawa', 'Renfrew', 'Arnprior', 'Deep River'],
    boards: [
      en('Renfrew County District School Board'),
      enCatholic('Renfrew County Catholic District School Board'),
      ...EAST,
    ],
  },
  {
    towns: [
      'Greater Sudbury',
      'Valley East',
      'Rayside-Balfour',
      'Lively',
      'Azilda',
      'Capreol',
      'Dowling',
      'Espanola',
      'Little Current',
    ],
    boards: [
      en('Rainbow District School Board'),
      enCatholic('Sudbury Catholic District School Board'),
      GRAND_NORD,
      NOUVEL_ONTARIO,
    ],
  },
  {
    towns: ['North Bay', 'Parry Sound', 'Powassan', 'South River', 'Mattawa'],
    boards: [
      en('Near North District School Board'),
      enCatholic('Nipissing-Parry Sound Catholic District School Board'),
      NORD_EST,
      FRANCO_NORD,
    ],
  },
  {
    towns: [
      'Timmins',
      'Iroquois Falls',
      'Kirkland Lake',
      'Temiskaming Shores',
      'Englehart',
      'Kapuskasing',
      'Hearst',
      'Moosonee',
      'Moose Factory',
      'Attawapiskat',
    ],
    boards: [
      en('District School Board Ontario North East'),
      enCatholic('Northeastern Catholic District School Board'),
      NORD_EST,
      GRANDES_RIVIERES,
    ],
  },
  {
    towns: ['Sault Ste. Marie', 'Elliot Lake', 'Thessalon', 'Wawa', 'Hornepayne'],
    boards: [
      en('Algoma District School Board'),
      enCatholic('Huron-Superior Catholic District School Board'),
      GRAND_NORD,
      NOUVEL_ONTARIO,
    ],
  },
  {
    towns: ['Thunder Bay', 'Neebing', 'Lappe'],
    boards: [
      en('Lakehead District School Board'),
      enCatholic('Thunder Bay Catholic District School Board'),
      GRAND_NORD,
      AURORES_BOREALES,
    ],
  },
  {
    towns: ['Marathon', 'Manitouwadge', 'Greenstone'],
    boards: [
      en('Superior-Greenstone District School Board'),
      enCatholic('Superior North Catholic District School Board'),
      AURORES_BOREALES,
    ],
  },
  {
    towns: ['Kenora'],
    boards: [KEEWATIN_PATRICIA, enCatholic('Kenora Catholic District School Board'), AURORES_BOREALES],
  },
  {
    towns: ['Dryden', 'Sioux Lookout', 'Red Lake', 'Ear Falls', 'Golden'],
    boards: [KEEWATIN_PATRICIA, NORTHWEST_CATHOLIC, AURORES_BOREALES],
  },
  {
    towns: ['Fort Frances', 'Atikokan'],
    boards: [en('Rainy River District School Board'), NORTHWEST_CATHOLIC, AURORES_BOREALES],
  },
];

// Quebec: French schools belong to a centre de services scolaire, English ones to an English school board; the
// Cree, Kativik and Littoral boards have special status.
const css = (name: string) => fr(`Centre de services scolaire ${name}`);
const EMSB = en('English Montreal School Board');
const LESTER_B_PEARSON = en('Lester B. Pearson School Board');
const SIR_WILFRID_LAURIER = en('Sir Wilfrid Laurier School Board');
const RIVERSIDE = en('Riverside School Board');
const NEW_FRONTIERS = en('New Frontiers School Board');
const EASTERN_TOWNSHIPS = en('Eastern Townships School Board');
const WESTERN_QUEBEC = en('Western Québec School Board');
const CENTRAL_QUEBEC = en('Central Québec School Board');
const EASTERN_SHORES = en('Eastern Shores School Board');
const MARGUERITE_BOURGEOYS = css('Marguerite-Bourgeoys');
const PORTAGES = css("des Portages-de-l'Outaouais");

const QUEBEC: readonly BoardRegion[] = [
  {
    towns: ['Montréal', 'Notre-Dame-de-Grâce', 'Westmount', 'Saint-Michel', 'Saint-Raymond'],
    boards: [css('de Montréal'), EMSB],
  },
  {
    towns: ['Saint-Laurent', 'Mont-Royal', 'Côte-Saint-Luc', 'Hampstead', 'Montréal-Ouest'],
    boards: [MARGUERITE_BOURGEOYS, EMSB],
  },
  {
    towns: [
      'Dorval',
      'Pointe-Claire',
      'Kirkland',
      'Beaconsfield',
      'Dollard-Des Ormeaux',
      "Baie-D'Urfé",
      'Sainte-Anne-de-Bellevue',
    ],
    boards: [MARGUERITE_BOURGEOYS, LESTER_B_PEARSON],
  },
  { towns: ['Saint-Léonard', 'Montréal-Est', 'Saint-Victor'], boards: [css("de la Pointe-de-l'Île"), EMSB] },
  { towns: ['Laval', 'Saint-Elzéar'], boards: [css('de Laval'), SIR_WILFRID_LAURIER] },
  { towns: ['Longueuil', 'Brossard'], boards: [css('Marie-Victorin'), RIVERSIDE] },
  {
    towns: [
      'Boucherville',
      'Varennes',
      'Sainte-Julie',
      'Saint-Bruno-de-Montarville',
      'Saint-Basile-le-Grand',
      'Chambly',
      'Carignan',
      'Beloeil',
      'Mont-Saint-Hilaire',
      'Otterburn Park',
      'Saint-Amable',
      'Verchères',
      'Contrecoeur',
    ],
    boards: [css('des Patriotes'), RIVERSIDE],
  },
  {
    towns: ['La Prairie', 'Candiac', 'Delson', 'Saint-Constant', 'Saint-Philippe-de-La Prairie', 'Saint-Mathieu'],
    boards: [css('des Grandes-Seigneuries'), RIVERSIDE],
  },
  {
    towns: ['Châteauguay', 'Mercier', 'Saint-Rémi', 'Saint-Édouard'],
    boards: [css('des Grandes-Seigneuries'), NEW_FRONTIERS],
  },
  {
    towns: [
      'Saint-Jean-sur-Richelieu',
      'Napierville',
      'Lacolle',
      'Saint-Jacques-le-Mineur',
      'Venise-en-Québec',
      'Marieville',
      'Richelieu',
      'Mont-Saint-Grégoire',
      'Rougemont',
      'Saint-Césaire',
      'Ange-Gardien',
      'Parc-Boutin',
    ],
    boards: [css('des Hautes-Rivières'), RIVERSIDE],
  },
  {
    towns: [
      'Salaberry-de-Valleyfield',
      'Beauharnois',
      'Melocheville',
      'Sainte-Martine',
      'Ormstown',
      'Huntingdon',
      'Franklin',
    ],
    boards: [css('de la Vallée-des-Tisserands'), NEW_FRONTIERS],
  },
  {
    towns: [
      'Vaudreuil-Dorion',
      'Pincourt',
      "L'Île-Perrot",
      "Notre-Dame-de-l'Île-Perrot",
      'Saint-Lazare',
      'Hudson',
      'Rigaud',
      'Les Coteaux',
      'Coteau-du-Lac',
      'Les Cèdres',
      'Saint-Zotique',
      'Saint-Polycarpe',
    ],
    boards: [css('des Trois-Lacs'), LESTER_B_PEARSON],
  },
  {
    towns: [
      'Saint-Hyacinthe',
      'Saint-Pie',
      'Saint-Liboire',
      'Saint-Barnabé-Sud',
      'Sainte-Madeleine',
      'Acton Vale',
      'Saint-Damase',
    ],
    boards: [css('de Saint-Hyacinthe')],
  },
  {
    towns: ['Granby', 'Bromont', 'Cowansville', 'Farnham', 'Waterloo', 'Lac-Brome', 'Sutton', 'Bedford', 'Dunham'],
    boards: [css('du Val-des-Cerfs'), EASTERN_TOWNSHIPS],
  },
  { towns: ['Sorel-Tracy', 'Saint-Joseph'], boards: [css('de Sorel-Tracy')] },
  { towns: ['Sherbrooke', 'Rock Forest'], boards: [css('de la Région-de-Sherbrooke'), EASTERN_TOWNSHIPS] },
  {
    towns: ['Magog', 'Windsor', 'Richmond', 'Valcourt', 'Asbestos', 'Danville'],
    boards: [css('des Sommets'), EASTERN_TOWNSHIPS],
  },
  {
    towns: ['Coaticook', 'Lac-Mégantic', 'East Angus', 'Cookshire', 'Cookshire-Eaton', 'Weedon Centre'],
    boards: [css('des Hauts-Cantons'), EASTERN_TOWNSHIPS],
  },
  {
    towns: ['Drummondville', 'Saint-Germain-de-Grantham', 'Saint-Cyrille-de-Wendover', 'Saint-Pie-V'],
    boards: [css('des Chênes'), EASTERN_TOWNSHIPS],
  },
  {
    towns: [
      'Victoriaville',
      'Plessisville',
      'Princeville',
      'Warwick',
      'Daveluyville',
      'Kingsey Falls',
      'Saint-Rémi-de-Tingwick',
    ],
    boards: [css('des Bois-Francs')],
  },
  {
    towns: ['Nicolet', 'Bécancour', "Saint-Léonard-d'Aston", 'Pierreville', 'Saint-Pierre-les-Becquets'],
    boards: [css('de la Riveraine')],
  },
  {
    towns: ['Trois-Rivières', 'Louiseville', 'Yamachiche', 'Maskinongé'],
    boards: [css('du Chemin-du-Roy'), CENTRAL_QUEBEC],
  },
  {
    towns: ['Shawinigan', 'La Tuque', 'Saint-Tite', 'Sainte-Thècle', 'Hérouxville'],
    boards: [css("de l'Énergie"), CENTRAL_QUEBEC],
  },
  {
    towns: ['Terrebonne', 'Repentigny', 'Mascouche', 'Charlemagne', "L'Assomption", "L'Épiphanie", 'Saint-Charles'],
    boards: [css('des Affluents'), SIR_WILFRID_LAURIER],
  },
  {
    towns: [
      'Joliette',
      'Notre-Dame-des-Prairies',
      'Berthierville',
      'Lavaltrie',
      'Lanoraie',
      'Rawdon',
      'Chertsey',
      'Saint-Gabriel',
      'Saint-Félix-de-Valois',
      'Saint-Michel-des-Saints',
      'Sainte-Julienne',
      'Crabtree',
      'Saint-Thomas',
      'Saint-Jacques',
      'Saint-Lin-Laurentides',
      'Sainte-Élisabeth',
      'Mandeville',
      'Saint-Norbert',
      'Sainte-Béatrix',
      'Saint-Donat-de-Montcalm',
    ],
    boards: [css('des Samares'), SIR_WILFRID_LAURIER],
  },
  {
    towns: [
      'Saint-Jérôme',
      'Prévost',
      'Saint-Colomban',
      'Sainte-Sophie',
      'Saint-Hippolyte',
      'Lachute',
      'Brownsburg-Chatham',
      'Saint-Canut',
      'Mirabel',
      'Terrasse-des-Pins',
      'Lac-Alouette',
    ],
    boards: [css('de la Rivière-du-Nord'), SIR_WILFRID_LAURIER],
  },
  {
    towns: [
      'Blainville',
      'Boisbriand',
      'Sainte-Thérèse',
      'Rosemère',
      'Lorraine',
      'Bois-des-Filion',
      'Deux-Montagnes',
      'Saint-Eustache',
      'Sainte-Marthe-sur-le-Lac',
      'Pointe-Calumet',
      'Saint-Joseph-du-Lac',
      'Oka',
      'Sainte-Anne-des-Plaines',
    ],
    boards: [css('des Mille-Îles'), SIR_WILFRID_LAURIER],
  },
  {
    towns: [
      'Sainte-Agathe-des-Monts',
      'Saint-Sauveur',
      'Saint-Sauveur-des-Monts',
      'Sainte-Adèle',
      'Mont-Tremblant',
      'Val-David',
      'Val-Morin',
      'Morin-Heights',
      "Saint-Adolphe-d'Howard",
      'Piedmont',
      'Labelle',
      'La Conception',
      'La Minerve',
    ],
    boards: [css('des Laurentides'), SIR_WILFRID_LAURIER],
  },
  { towns: ['Mont-Laurier', 'Rivière-Rouge', 'Ferme-Neuve'], boards: [css('Pierre-Neveu')] },
  { towns: ['Gatineau'], boards: [PORTAGES, css('des Draveurs'), WESTERN_QUEBEC] },
  { towns: ['le Plateau', 'Wakefield'], boards: [PORTAGES, WESTERN_QUEBEC] },
  { towns: ['Cantley', 'Val-des-Monts'], boards: [css('des Draveurs'), WESTERN_QUEBEC] },
  {
    towns: ['Buckingham', 'Thurso', 'Papineauville', 'Saint-André-Avellin', 'Lac-Simon', 'Notre-Dame-du-Mont-Carmel'],
    boards: [css('au Cœur-des-Vallées'), WESTERN_QUEBEC],
  },
  { towns: ['Maniwaki'], boards: [css("des Hauts-Bois-de-l'Outaouais"), WESTERN_QUEBEC] },
  { towns: ['Shawville', 'Fort-Coulonge'], boards: [css('du Pontiac'), WESTERN_QUEBEC] },
  { towns: ['Rouyn-Noranda'], boards: [css('de Rouyn-Noranda'), WESTERN_QUEBEC] },
  { towns: ["Val-d'Or", 'Malartic', 'Senneterre'], boards: [css("de l'Or-et-des-Bois"), WESTERN_QUEBEC] },
  { towns: ['Amos', 'Barraute'], boards: [css('Harricana')] },
  { towns: ['La Sarre', 'Macamic'], boards: [css('du Lac-Abitibi')] },
  {
    towns: ['Ville-Marie', 'Témiscaming', 'Notre-Dame-du-Lac', 'Saint-Bruno-de-Guigues'],
    boards: [css('du Lac-Témiscamingue'), WESTERN_QUEBEC],
  },
  {
    towns: ['Chibougamau', 'Chapais', 'Matagami', 'Lebel-sur-Quévillon'],
    boards: [css('de la Baie-James'), CENTRAL_QUEBEC],
  },
  { towns: ['Mistissini', 'Waskaganish', 'Waswanipi'], boards: [everywhere(en('Cree School Board'))] },
  { towns: ['Salluit'], boards: [everywhere(en('Kativik Ilisarniliriniq'))] },
  {
    towns: ['Québec'],
    boards: [css('de la Capitale'), css('des Découvreurs'), css('des Premières-Seigneuries'), CENTRAL_QUEBEC],
  },
  {
    towns: ['La Haute-Saint-Charles', 'Shannon', 'Sainte Catherine de la Jacques Cartier', 'Fossambault-sur-le-Lac'],
    boards: [css('de la Capitale'), CENTRAL_QUEBEC],
  },
  { towns: ['Saint-Augustin-de-Desmaures', "L'Ancienne-Lorette"], boards: [css('des Découvreurs'), CENTRAL_QUEBEC] },
  { towns: ["L'Ange-Gardien", 'Château-Richer', 'Beaupré'], boards: [css('des Premières-Seigneuries')] },
  {
    towns: ['Pont-Rouge', 'Donnacona', 'Cap-Santé', 'Neuville', 'Portneuf', 'Saint-Marc-des-Carrières'],
    boards: [css('de Portneuf')],
  },
  { towns: ['Baie-Saint-Paul', 'La Malbaie', 'Saint-Siméon'], boards: [css('de Charlevoix')] },
  {
    towns: ['Lévis', 'Breakeyville', 'Saint-Lambert-de-Lauzon', 'Saint-Antoine-de-Tilly'],
    boards: [css('des Navigateurs'), CENTRAL_QUEBEC],
  },
  {
    towns: [
      'Sainte-Marie',
      'Vallée-Jonction',
      'Saint-Joseph-de-Beauce',
      'Beauceville',
      'Saint-Georges',
      'Saint-Éphrem-de-Beauce',
      'Saint-Côme--Linière',
      'Linière',
    ],
    boards: [css('de la Beauce-Etchemin')],
  },
  {
    towns: ['Thetford-Mines', 'Disraeli', 'Adstock', 'East Broughton', 'Saint-Joseph-de-Coleraine'],
    boards: [css('des Appalaches'), CENTRAL_QUEBEC],
  },
  { towns: ['Montmagny', 'St-Jean-Port-Joli', 'Saint-Henri', 'Saint-Anselme'], boards: [css('de la Côte-du-Sud')] },
  {
    towns: ['La Pocatière', 'Saint-Pascal', 'Saint-Pacôme', 'Rivière-du-Loup', 'Cacouna', 'Saint-Antonin'],
    boards: [css('de Kamouraska–Rivière-du-Loup')],
  },
  { towns: ['Cabano', 'Pohénégamook'], boards: [css('du Fleuve-et-des-Lacs')] },
  { towns: ['Rimouski', 'Mont-Joli', 'Le Bic', 'Luceville'], boards: [css('des Phares')] },
  { towns: ['Matane', 'Amqui'], boards: [css('des Monts-et-Marées')] },
  { towns: ['Gaspé', 'Sainte-Anne-des-Monts', 'Cap-Chat'], boards: [css('des Chic-Chocs'), EASTERN_SHORES] },
  {
    towns: ['Chandler', 'New-Richmond', 'Bonaventure', 'Carleton-sur-Mer', 'Carleton', 'Maria', 'New Carlisle'],
    boards: [css('René-Lévesque'), EASTERN_SHORES],
  },
  {
    towns: ['Baie-Comeau', 'Hauterive', 'Chute-aux-Outardes', 'Forestville', 'Les Escoumins', 'Sacré-Coeur'],
    boards: [css("de l'Estuaire"), EASTERN_SHORES],
  },
  { towns: ['Sept-Îles', 'Port-Cartier', 'Maliotenam', 'Fermont'], boards: [css('du Fer'), EASTERN_SHORES] },
  { towns: ['Havre-Saint-Pierre'], boards: [css('de la Moyenne-Côte-Nord')] },
  { towns: ['Saint-Augustin'], boards: [everywhere(en('Commission scolaire du Littoral'))] },
  { towns: ['Saguenay', 'Saint-Honoré'], boards: [css('des Rives-du-Saguenay'), CENTRAL_QUEBEC] },
  { towns: ['Jonquière'], boards: [css('De La Jonquière'), CENTRAL_QUEBEC] },
  {
    towns: [
      'Alma',
      'Métabetchouan',
      'Metabetchouan-Lac-a-la-Croix',
      'Saint-Bruno',
      'Saint-Gédéon',
      "L'Ascension-de-Notre-Seigneur",
      'Saint-Nazaire',
    ],
    boards: [css('du Lac-Saint-Jean')],
  },
  {
    towns: ['Roberval', 'Saint-Félicien', 'Dolbeau-Mistassini', 'Normandin', 'Albanel', 'Saint-Prime', 'Chambord'],
    boards: [css('du Pays-des-Bleuets')],
  },
];

// British Columbia: the numbered school districts, and the francophone school district (No. 93) province-wide.
const CSF = fr('Conseil scolaire francophone de la Colombie-Britannique');
const sd = (number: number, name: string) => [en(`School District No. ${number} (${name})`), CSF];

const BRITISH_COLUMBIA: readonly BoardRegion[] = [
  { towns: ['Vancouver', 'West End', 'Arbutus Ridge'], boards: sd(39, 'Vancouver') },
  { towns: ['Burnaby'], boards: sd(41, 'Burnaby') },
  { towns: ['New Westminster'], boards: sd(40, 'New Westminster') },
  { towns: ['Surrey', 'White Rock'], boards: sd(36, 'Surrey') },
  { towns: ['Richmond'], boards: sd(38, 'Richmond') },
  { towns: ['Delta', 'Ladner', 'Tsawwassen'], boards: sd(37, 'Delta') },
  { towns: ['Coquitlam', 'Port Coquitlam', 'Port Moody', 'Anmore'], boards: sd(43, 'Coquitlam') },
  { towns: ['Maple Ridge', 'Pitt Meadows'], boards: sd(42, 'Maple Ridge-Pitt Meadows') },
  { towns: ['Langley', 'Walnut Grove', 'Aldergrove', 'Aldergrove East'], boards: sd(35, 'Langley') },
  { towns: ['Abbotsford'], boards: sd(34, 'Abbotsford') },
  { towns: ['Mission'], boards: sd(75, 'Mission') },
  { towns: ['Chilliwack'], boards: sd(33, 'Chilliwack') },
  { towns: ['Agassiz', 'Hope'], boards: sd(78, 'Fraser-Cascade') },
  { towns: ['North Vancouver'], boards: sd(44, 'North Vancouver') },
  { towns: ['West Vancouver', 'Bowen Island', 'Lions Bay'], boards: sd(45, 'West Vancouver') },
  { towns: ['Squamish', 'Whistler', 'Pemberton'], boards: sd(48, 'Sea to Sky') },
  { towns: ['Sechelt', 'Gibsons', 'Welcome Beach', 'South Pender Harbour'], boards: sd(46, 'Sunshine Coast') },
  { towns: ['Powell River'], boards: sd(47, 'Powell River') },
  { towns: ['Victoria', 'Oak Bay', 'Six Mile'], boards: sd(61, 'Greater Victoria') },
  { towns: ['Langford', 'Colwood', 'Sooke', 'Metchosin'], boards: sd(62, 'Sooke') },
  { towns: ['North Saanich'], boards: sd(63, 'Saanich') },
  { towns: ['Salt Spring Island', 'Ganges'], boards: sd(64, 'Gulf Islands') },
  {
    towns: ['Duncan', 'North Cowichan', 'Chemainus', 'Lake Cowichan', 'Cowichan Bay'],
    boards: sd(79, 'Cowichan Valley'),
  },
  {
    towns: ['Nanaimo', 'Ladysmith', 'Cedar', 'East Wellington', 'North Oyster/Yellow Point', 'Saltair'],
    boards: sd(68, 'Nanaimo-Ladysmith'),
  },
  { towns: ['Parksville', 'French Creek', 'Coombs', 'Fairwinds'], boards: sd(69, 'Qualicum') },
  {
    towns: [
      'Courtenay',
      'Cumberland',
      'Royston',
      'Puntledge',
      'Denman Island',
      'Denman Island Trust Area',
      'Hornby Island',
    ],
    boards: sd(71, 'Comox Valley'),
  },
  { towns: ['Campbell River'], boards: sd(72, 'Campbell River') },
  { towns: ['Port Alberni', 'Tofino', 'Ucluelet'], boards: sd(70, 'Pacific Rim') },
  { towns: ['Port McNeill'], boards: sd(85, 'Vancouver Island North') },
  { towns: ['Kelowna', 'West Kelowna', 'Peachland', 'Ellison', 'Duck Lake'], boards: sd(23, 'Central Okanagan') },
  { towns: ['Vernon', 'Lumby', 'Okanagan'], boards: sd(22, 'Vernon') },
  { towns: ['Salmon Arm', 'Armstrong', 'Enderby', 'Sicamous'], boards: sd(83, 'North Okanagan-Shuswap') },
  { towns: ['Penticton', 'Summerland', 'Okanagan Falls'], boards: sd(67, 'Okanagan Skaha') },
  { towns: ['Oliver', 'Osoyoos'], boards: sd(53, 'Okanagan Similkameen') },
  { towns: ['Merritt', 'Princeton'], boards: sd(58, 'Nicola-Similkameen') },
  { towns: ['Kamloops', 'Logan Lake', 'Barrière', 'Chase'], boards: sd(73, 'Kamloops/Thompson') },
  { towns: ['Ashcroft', 'Cache Creek', 'Lillooet', 'Clinton'], boards: sd(74, 'Gold Trail') },
  { towns: ['Revelstoke'], boards: sd(19, 'Revelstoke') },
  { towns: ['Cranbrook', 'Fernie', 'Sparwood', 'Elkford'], boards: sd(5, 'Southeast Kootenay') },
  { towns: ['Kimberley', 'Invermere', 'Golden'], boards: sd(6, 'Rocky Mountain') },
  { towns: ['Nelson', 'Creston', 'Salmo'], boards: sd(8, 'Kootenay Lake') },
  { towns: ['Trail', 'Castlegar', 'Rossland', 'Fruitvale'], boards: sd(20, 'Kootenay-Columbia') },
  { towns: ['Grand Forks'], boards: sd(51, 'Boundary') },
  { towns: ['Nakusp'], boards: sd(10, 'Arrow Lakes') },
  { towns: ['Prince George', 'Mackenzie'], boards: sd(57, 'Prince George') },
  { towns: ['Williams Lake', '100 Mile House', 'Hanceville'], boards: sd(27, 'Cariboo-Chilcotin') },
  { towns: ['Quesnel'], boards: sd(28, 'Quesnel') },
  { towns: ['Vanderhoof', 'Burns Lake'], boards: sd(91, 'Nechako Lakes') },
  { towns: ['Smithers', 'Houston'], boards: sd(54, 'Bulkley Valley') },
  { towns: ['Terrace', 'Kitimat'], boards: sd(82, 'Coast Mountains') },
  { towns: ['Prince Rupert'], boards: sd(52, 'Prince Rupert') },
  { towns: ['Dawson Creek', 'Chetwynd', 'Tumbler Ridge'], boards: sd(59, 'Peace River South') },
  { towns: ['Fort St. John'], boards: sd(60, 'Peace River North') },
  { towns: ['Fort Nelson'], boards: sd(81, 'Fort Nelson') },
];

// Alberta: public and Catholic school divisions, and the four francophone regional authorities.
const FRANCOSUD = fr('Conseil scolaire FrancoSud');
const CENTRE_NORD = fr('Conseil scolaire Centre-Nord');
const CENTRE_EST = fr('Conseil scolaire Centre-Est');
const NORD_OUEST = fr('Conseil scolaire du Nord-Ouest');
const CALGARY_CATHOLIC = enCatholic('Calgary Catholic School District');
const CHRIST_THE_REDEEMER = enCatholic('Christ the Redeemer Catholic Schools');
const HOLY_SPIRIT = enCatholic('Holy Spirit Catholic Schools');
const RED_DEER_CATHOLIC = enCatholic('Red Deer Catholic Regional Schools');
const STAR_CATHOLIC = enCatholic('St. Thomas Aquinas Roman Catholic Schools');
const ELK_ISLAND_CATHOLIC = enCatholic('Elk Island Catholic Schools');
const ST_ALBERT_CATHOLIC = enCatholic('Greater St. Albert Catholic Schools');
const LIVING_WATERS = enCatholic('Living Waters Catholic Regional Division');
const GRANDE_PRAIRIE_CATHOLIC = enCatholic('Grande Prairie Catholic School Division');
const HOLY_FAMILY_AB = enCatholic('Holy Family Catholic Regional Division');

const ALBERTA: readonly BoardRegion[] = [
  { towns: ['Calgary'], boards: [en('Calgary Board of Education'), CALGARY_CATHOLIC, FRANCOSUD] },
  {
    towns: ['Airdrie', 'Cochrane', 'Chestermere', 'Crossfield', 'Irricana'],
    boards: [en('Rocky View Schools'), CALGARY_CATHOLIC, FRANCOSUD],
  },
  {
    towns: ['Okotoks', 'High River', 'Black Diamond', 'Heritage Pointe'],
    boards: [en('Foothills School Division'), CHRIST_THE_REDEEMER, FRANCOSUD],
  },
  {
    towns: ['Strathmore', 'Three Hills'],
    boards: [en('Golden Hills School Division'), CHRIST_THE_REDEEMER, FRANCOSUD],
  },
  { towns: ['Brooks', 'Bassano'], boards: [en('Grasslands Public Schools'), CHRIST_THE_REDEEMER, FRANCOSUD] },
  { towns: ['Canmore', 'Banff'], boards: [en('Canadian Rockies Public Schools'), CHRIST_THE_REDEEMER, FRANCOSUD] },
  {
    towns: ['Claresholm', 'Nanton', 'Fort Macleod', 'Pincher Creek'],
    boards: [en('Livingstone Range School Division'), HOLY_SPIRIT, FRANCOSUD],
  },
  { towns: ['Lethbridge', 'Coalhurst'], boards: [en('Lethbridge School Division'), HOLY_SPIRIT, FRANCOSUD] },
  { towns: ['Coaldale', 'Picture Butte', 'Vulcan'], boards: [en('Palliser School Division'), HOLY_SPIRIT, FRANCOSUD] },
  { towns: ['Raymond', 'Magrath', 'Cardston'], boards: [en('Westwind School Division'), HOLY_SPIRIT, FRANCOSUD] },
  { towns: ['Taber', 'Vauxhall'], boards: [en('Horizon School Division'), HOLY_SPIRIT, FRANCOSUD] },
  {
    towns: ['Medicine Hat'],
    boards: [
      en('Medicine Hat Public School Division'),
      enCatholic('Medicine Hat Catholic Board of Education'),
      FRANCOSUD,
    ],
  },
  { towns: ['Bow Island'], boards: [en('Prairie Rose School Division'), FRANCOSUD] },
  { towns: ['Red Deer'], boards: [en('Red Deer Public Schools'), RED_DEER_CATHOLIC, FRANCOSUD] },
  {
    towns: ['Sylvan Lake', 'Penhold', 'Springbrook', 'Olds', 'Didsbury', 'Carstairs', 'Sundre'],
    boards: [en("Chinook's Edge School Division"), RED_DEER_CATHOLIC, FRANCOSUD],
  },
  { towns: ['Lacombe', 'Blackfalds', 'Ponoka', 'Rimbey'], boards: [en('Wolf Creek Public Schools'), FRANCOSUD] },
  { towns: ['Stettler'], boards: [en('Clearview Public Schools')] },
  { towns: ['Hanna'], boards: [en('Prairie Land Public School Division')] },
  { towns: ['Rocky Mountain House', 'Drayton Valley'], boards: [en('Wild Rose School Division')] },
  {
    towns: [
      'Edmonton',
      'Mill Woods Town Centre',
      'Silver Berry',
      'Wild Rose',
      'Larkspur',
      'Tamarack',
      'Laurel',
      'Maple Ridge',
      'Rideau Park',
    ],
    boards: [en('Edmonton Public Schools'), enCatholic('Edmonton Catholic Schools'), CENTRE_NORD],
  },
  { towns: ['St. Albert'], boards: [en('St. Albert Public Schools'), ST_ALBERT_CATHOLIC, CENTRE_NORD] },
  {
    towns: ['Morinville', 'Gibbons', 'Bon Accord'],
    boards: [en('Sturgeon Public Schools'), ST_ALBERT_CATHOLIC, CENTRE_NORD],
  },
  {
    towns: ['Sherwood Park', 'Fort Saskatchewan', 'Lamont', 'Tofield', 'Vegreville'],
    boards: [en('Elk Island Public Schools'), ELK_ISLAND_CATHOLIC, CENTRE_NORD],
  },
  {
    towns: ['Spruce Grove', 'Stony Plain'],
    boards: [en('Parkland School Division'), enCatholic('Evergreen Catholic Separate Regional Division'), CENTRE_NORD],
  },
  {
    towns: ['Leduc', 'Beaumont', 'Devon', 'Calmar'],
    boards: [en('Black Gold School Division'), STAR_CATHOLIC, CENTRE_NORD],
  },
  { towns: ['Wetaskiwin', 'Millet'], boards: [en('Wetaskiwin Regional Public Schools'), STAR_CATHOLIC, CENTRE_NORD] },
  {
    towns: ['Camrose', 'Viking', 'Killam'],
    boards: [en('Battle River School Division'), ELK_ISLAND_CATHOLIC, CENTRE_NORD],
  },
  {
    towns: ['Wainwright', 'Provost', 'Vermilion'],
    boards: [en('Buffalo Trail Public Schools'), enCatholic('East Central Alberta Catholic Schools')],
  },
  {
    towns: ['Lloydminster'],
    boards: [en('Lloydminster Public School Division'), enCatholic('Lloydminster Catholic School Division')],
  },
  {
    towns: ['Cold Lake', 'Grand Centre', 'Bonnyville', 'Elk Point', 'Lac La Biche'],
    boards: [en('Northern Lights Public Schools'), enCatholic('Lakeland Catholic School Division'), CENTRE_EST],
  },
  { towns: ['St. Paul', 'Two Hills'], boards: [en('St. Paul Education'), CENTRE_EST] },
  { towns: ['Athabasca', 'Smoky Lake'], boards: [en('Aspen View Public Schools')] },
  { towns: ['Westlock', 'Barrhead', 'Swan Hills'], boards: [en('Pembina Hills School Division')] },
  {
    towns: ['Whitecourt', 'Mayerthorpe', 'Fox Creek', 'Valleyview'],
    boards: [en('Northern Gateway Public Schools'), LIVING_WATERS],
  },
  {
    towns: ['Hinton', 'Edson', 'Jasper', 'Jasper Park Lodge', 'Grande Cache'],
    boards: [en('Grande Yellowhead Public School Division'), LIVING_WATERS],
  },
  {
    towns: ['Fort McMurray'],
    boards: [en('Fort McMurray Public School Division'), enCatholic('Fort McMurray Catholic Schools'), CENTRE_NORD],
  },
  {
    towns: ['Grande Prairie'],
    boards: [en('Grande Prairie Public School Division'), GRANDE_PRAIRIE_CATHOLIC, NORD_OUEST],
  },
  {
    towns: ['Sexsmith', 'Beaverlodge', 'Wembley', 'Westlake', 'Spirit River'],
    boards: [en('Peace Wapiti Public School Division'), GRANDE_PRAIRIE_CATHOLIC, NORD_OUEST],
  },
  {
    towns: ['Peace River', 'Grimshaw', 'Fairview', 'Manning'],
    boards: [en('Peace River School Division'), HOLY_FAMILY_AB, NORD_OUEST],
  },
  {
    towns: ['High Prairie', 'Falher', 'Slave Lake'],
    boards: [en('High Prairie School Division'), HOLY_FAMILY_AB, NORD_OUEST],
  },
  { towns: ['High Level'], boards: [en('Fort Vermilion School Division')] },
];

// Saskatchewan: public and Catholic school divisions, and the Conseil des écoles fransaskoises.
const CEF = fr('Conseil des écoles fransaskoises');
const SASKATOON_CATHOLIC = enCatholic('Greater Saskatoon Catholic Schools');
const HOLY_TRINITY = enCatholic('Holy Trinity Catholic School Division');

const SASKATCHEWAN: readonly BoardRegion[] = [
  { towns: ['Regina'], boards: [en('Regina Public Schools'), enCatholic('Regina Catholic Schools'), CEF] },
  { towns: ['Saskatoon'], boards: [en('Saskatoon Public Schools'), SASKATOON_CATHOLIC, CEF] },
  {
    towns: ['Warman', 'Martensville', 'Dalmeny', 'Langham', 'Rosthern'],
    boards: [en('Prairie Spirit School Division'), SASKATOON_CATHOLIC],
  },
  {
    towns: ['Prince Albert', 'Shellbrook'],
    boards: [
      en('Saskatchewan Rivers Public School Division'),
      enCatholic('Prince Albert Catholic School Division'),
      CEF,
    ],
  },
  { towns: ['Moose Jaw', 'Assiniboia'], boards: [en('Prairie South School Division'), HOLY_TRINITY, CEF] },
  { towns: ['Gravelbourg'], boards: [en('Prairie South School Division'), everywhere(CEF)] },
  { towns: ['Swift Current', 'Maple Creek', 'Shaunavon'], boards: [en('Chinook School Division'), HOLY_TRINITY, CEF] },
  {
    towns: ['North Battleford', 'Unity', 'Wilkie', 'Macklin'],
    boards: [en('Living Sky School Division'), enCatholic('Light of Christ Catholic Schools'), CEF],
  },
  {
    towns: ['Yorkton', 'Melville', 'Canora', 'Kamsack', 'Esterhazy', 'Langenburg', 'Preeceville'],
    boards: [en('Good Spirit School Division'), enCatholic('Christ the Teacher Catholic Schools'), CEF],
  },
  {
    towns: ['Estevan', 'Weyburn', 'Carlyle', 'Oxbow', 'Moosomin'],
    boards: [
      en('South East Cornerstone Public School Division'),
      enCatholic('Holy Family Roman Catholic Separate School Division'),
      CEF,
    ],
  },
  { towns: ['Melfort', 'Tisdale', 'Nipawin', 'Hudson Bay'], boards: [en('North East School Division')] },
  {
    towns: ['Humboldt', 'Lanigan', 'Watrous', 'Wynyard', 'Wadena', 'Foam Lake'],
    boards: [en('Horizon School Division')],
  },
  { towns: ['Kindersley', 'Rosetown', 'Outlook', 'Kerrobert', 'Biggar'], boards: [en('Sun West School Division')] },
  { towns: ['Meadow Lake'], boards: [en('Northwest School Division')] },
  { towns: ['La Ronge', 'Pelican Narrows'], boards: [en('Northern Lights School Division No. 113')] },
  {
    towns: ['White City', 'Pilot Butte', 'Indian Head', 'Lumsden', 'Regina Beach'],
    boards: [en('Prairie Valley School Division'), CEF],
  },
];

// Manitoba: school divisions (no public Catholic system) and the Division scolaire franco-manitobaine.
const DSFM = fr('Division scolaire franco-manitobaine');

const MANITOBA: readonly BoardRegion[] = [
  {
    towns: ['Winnipeg', 'Headingley'],
    boards: [
      en('Winnipeg School Division'),
      en('Pembina Trails School Division'),
      en('Louis Riel School Division'),
      en('Seven Oaks School Division'),
      en('St. James-Assiniboia School Division'),
      en('River East Transcona School Division'),
      DSFM,
    ],
  },
  { towns: ['Brandon', 'Shilo'], boards: [en('Brandon School Division'), DSFM] },
  { towns: ['Portage la Prairie'], boards: [en('Portage la Prairie School Division')] },
  { towns: ['Thompson'], boards: [en('Mystery Lake School District')] },
  { towns: ['Selkirk'], boards: [en('Lord Selkirk School Division')] },
  { towns: ['Gimli'], boards: [en('Evergreen School Division')] },
  { towns: ['Stonewall'], boards: [en('Interlake School Division')] },
  { towns: ['Beausejour', 'Lac du Bonnet'], boards: [en('Sunrise School Division')] },
  { towns: ['Steinbach', 'Niverville', 'Grunthal', 'Landmark'], boards: [en('Hanover School Division')] },
  {
    towns: ['Lorette', 'Ile des Chênes', 'St. Adolphe', 'La Broquerie'],
    boards: [en('Seine River School Division'), DSFM],
  },
  { towns: ['Morris'], boards: [en('Red River Valley School Division')] },
  { towns: ['Winkler'], boards: [en('Garden Valley School Division')] },
  { towns: ['Morden'], boards: [en('Western School Division')] },
  { towns: ['Altona', 'Moose Lake'], boards: [en('Border Land School Division')] },
  { towns: ['Carman'], boards: [en('Prairie Rose School Division')] },
  { towns: ['Dauphin', 'Roblin'], boards: [en('Mountain View School Division')] },
  { towns: ['Swan River'], boards: [en('Swan Valley School Division')] },
  { towns: ['The Pas'], boards: [en('Kelsey School Division')] },
  { towns: ['Flin Flon'], boards: [en('Flin Flon School Division')] },
  { towns: ['Cross Lake 19A'], boards: [en('Frontier School Division')] },
  { towns: ['Neepawa', 'Carberry'], boards: [en('Beautiful Plains School Division')] },
  { towns: ['Minnedosa', 'Rivers'], boards: [en('Rolling River School Division')] },
  { towns: ['Killarney', 'Boissevain'], boards: [en('Turtle Mountain School Division')] },
  { towns: ['Souris', 'Deloraine', 'Melita'], boards: [en('Southwest Horizon School Division')] },
  { towns: ['Virden'], boards: [en('Fort La Bosse School Division')] },
];

// New Brunswick: four anglophone and three francophone school districts.
const DSF_SUD = fr('District scolaire francophone Sud');

const NEW_BRUNSWICK: readonly BoardRegion[] = [
  {
    towns: [
      'Moncton',
      'Dieppe',
      'Lutes Mountain',
      'Shediac',
      'Shediac Bridge-Shediac River',
      'Sackville',
      'Salisbury',
      'McEwen',
      'Greater Lakeburn',
      'Grande-Digue',
      'Bouctouche',
      'Richibucto',
      'Saint-Antoine',
    ],
    boards: [en('Anglophone East School District'), DSF_SUD],
  },
  {
    towns: ['Saint John', 'Sussex', 'Hampton', 'Saint Andrews', 'Wells', 'Fundy Bay'],
    boards: [en('Anglophone South School District'), DSF_SUD],
  },
  {
    towns: [
      'Fredericton',
      'Oromocto',
      'Lincoln',
      'New Maryland',
      'Starlight Village',
      'Keswick Ridge',
      'Noonan',
      'Nackawic',
      'Florenceville-Bristol',
    ],
    boards: [en('Anglophone West School District'), DSF_SUD],
  },
  {
    towns: ['Edmundston', 'Saint-Léonard', 'Harrison Brook'],
    boards: [en('Anglophone West School District'), fr('District scolaire francophone Nord-Ouest')],
  },
  { towns: ['Miramichi', 'Baie Ste. Anne'], boards: [en('Anglophone North School District'), DSF_SUD] },
  {
    towns: ['Bathurst', 'Campbellton', 'Tracadie-Sheila', 'Shippagan'],
    boards: [en('Anglophone North School District'), fr('District scolaire francophone Nord-Est')],
  },
];

// Nova Scotia: the regional centres for education (and the HRCE), the Conseil scolaire acadien provincial.
const CSAP = fr('Conseil scolaire acadien provincial');

const NOVA_SCOTIA: readonly BoardRegion[] = [
  {
    towns: [
      'Halifax',
      'Dartmouth',
      'Lower Sackville',
      'Cole Harbour',
      'Fall River',
      'Lake Echo',
      'Cow Bay',
      'English Corner',
    ],
    boards: [en('Halifax Regional Centre for Education'), CSAP],
  },
  {
    towns: ['Sydney', 'Glace Bay', 'Sydney Mines'],
    boards: [en('Cape Breton-Victoria Regional Centre for Education'), CSAP],
  },
  { towns: ['Eskasoni 3'], boards: [everywhere(en("Mi'kmaw Kina'matnewey"))] },
  {
    towns: ['Truro', 'Amherst', 'New Glasgow', 'Pictou', 'Springhill', 'Oxford', 'Parrsboro', 'Lantz'],
    boards: [en('Chignecto-Central Regional Centre for Education'), CSAP],
  },
  {
    towns: [
      'Kentville',
      'Wolfville',
      'Windsor',
      'Berwick',
      'Greenwood',
      'Hantsport',
      'Port Williams',
      'Hayes Subdivision',
    ],
    boards: [en('Annapolis Valley Regional Centre for Education'), CSAP],
  },
  { towns: ['Bridgewater', 'Lunenburg', 'Chester'], boards: [en('South Shore Regional Centre for Education'), CSAP] },
  { towns: ['Yarmouth', 'Digby', 'Shelburne'], boards: [en('Tri-County Regional Centre for Education'), CSAP] },
  {
    towns: ['Antigonish', 'Port Hawkesbury', 'Princeville'],
    boards: [en('Strait Regional Centre for Education'), CSAP],
  },
];

const PRINCE_EDWARD_ISLAND: readonly BoardRegion[] = [
  {
    towns: ['Charlottetown', 'Summerside', 'Cornwall', 'Montague', 'Souris', 'Kensington', 'Belfast', 'Alberton'],
    boards: [en('Public Schools Branch'), fr('Commission scolaire de langue française')],
  },
];

// Newfoundland and Labrador: the English school district; the francophone board only where it has schools.
const NLESD = en('Newfoundland and Labrador English School District');
const CSFP = everywhere(fr('Conseil scolaire francophone provincial de Terre-Neuve-et-Labrador'));

const NEWFOUNDLAND: readonly BoardRegion[] = [
  { towns: ["St. John's", 'Mount Pearl', 'Goulds', 'Torbay', 'Conception Bay South'], boards: [NLESD, CSFP] },
  { towns: ['Labrador City', 'Happy Valley-Goose Bay'], boards: [NLESD, CSFP] },
  { towns: ['Bay St. George South', 'Stephenville', 'Stephenville Crossing'], boards: [NLESD, CSFP] },
  {
    towns: [
      'Corner Brook',
      'Deer Lake',
      'Pasadena',
      'Channel-Port aux Basques',
      'Burgeo',
      'Harbour Breton',
      'Grand Bank',
      'Marystown',
      'Grand Falls-Windsor',
      'Botwood',
      'Lewisporte',
      'Springdale',
      'Gambo',
      'Fogo Island',
      'Clarenville-Shoal Harbour',
      'Bonavista',
      'Catalina',
      'Bay Roberts',
      'Carbonear',
      'Upper Island Cove',
      'Wabana',
      'St. Anthony',
    ],
    boards: [NLESD],
  },
];

const YUKON: readonly BoardRegion[] = [
  {
    towns: ['Whitehorse'],
    boards: [en('Yukon Department of Education'), fr('Commission scolaire francophone du Yukon')],
  },
  { towns: ['Watson Lake', 'Dawson City', 'Haines Junction'], boards: [en('Yukon Department of Education')] },
];

const CSFTNO = everywhere(fr('Commission scolaire francophone des Territoires du Nord-Ouest'));
const NORTHWEST_TERRITORIES: readonly BoardRegion[] = [
  {
    towns: ['Yellowknife'],
    boards: [en('Yellowknife Education District No. 1'), enCatholic('Yellowknife Catholic Schools'), CSFTNO],
  },
  { towns: ['Hay River'], boards: [en('South Slave Divisional Education Council'), CSFTNO] },
  { towns: ['Fort Smith'], boards: [en('South Slave Divisional Education Council')] },
  { towns: ['Inuvik', 'Fort McPherson'], boards: [en('Beaufort-Delta Divisional Education Council')] },
  { towns: ['Behchokǫ̀', 'Gamèti'], boards: [en('Tłı̨chǫ Community Services Agency')] },
  { towns: ['Norman Wells'], boards: [en('Sahtu Divisional Education Council')] },
  { towns: ['Nahanni Butte'], boards: [en('Dehcho Divisional Education Council')] },
];

const NUNAVUT: readonly BoardRegion[] = [
  {
    towns: ['Iqaluit'],
    boards: [en('Nunavut Department of Education'), everywhere(fr('Commission scolaire francophone du Nunavut'))],
  },
  {
    towns: ['Rankin Inlet', 'Pangnirtung', 'Kugluktuk', 'Gjoa Haven', 'Clyde River'],
    boards: [en('Nunavut Department of Education')],
  },
];

export const BOARD_REGIONS: Readonly<Record<ProvinceCode, readonly BoardRegion[]>> = {
  ON: ONTARIO,
  QC: QUEBEC,
  BC: BRITISH_COLUMBIA,
  AB: ALBERTA,
  SK: SASKATCHEWAN,
  MB: MANITOBA,
  NB: NEW_BRUNSWICK,
  NS: NOVA_SCOTIA,
  PE: PRINCE_EDWARD_ISLAND,
  NL: NEWFOUNDLAND,
  YT: YUKON,
  NT: NORTHWEST_TERRITORIES,
  NU: NUNAVUT,
};

/** Every GeoNames row of every town a table names, with its region: the anchors of the nearest-town lookup. */
const anchorCache = new Map<ProvinceCode, { at: Point; region: BoardRegion }[]>();
function anchorsOf(province: ProvinceCode): { at: Point; region: BoardRegion }[] {
  let anchors = anchorCache.get(province);
  if (!anchors) {
    anchors = BOARD_REGIONS[province].flatMap((region) =>
      region.towns.flatMap((name) =>
        rowsOf(province, name).map((row) => ({ at: { lat: row[3], lng: row[4] }, region })),
      ),
    );
    anchorCache.set(province, anchors);
  }
  return anchors;
}

/** The board region of a place: the region of the nearest town the tables name. */
function boardRegionOf(place: LocalPlace): BoardRegion {
  const anchors = anchorsOf(place.province);
  let best = anchors[0]!;
  for (const anchor of anchors) if (distanceKm(place, anchor.at) < distanceKm(place, best.at)) best = anchor;
  return best.region;
}

/**
 * Does a board run schools in this town? Quebec's English boards and the French boards outside Quebec and
 * New Brunswick only in towns of 5,000+ (or francophone towns), unless the table says `everywhere`; New
 * Brunswick's francophone towns have francophone schools only.
 */
function boardServes(board: Board, c: Ctx): boolean {
  if (board.everywhere) return true;
  switch (c.place.province) {
    case 'QC':
      return board.language === 'fr' || c.population >= 5_000 || MONTREAL_ISLAND_TOWN(c);
    case 'NB':
      return board.language === 'fr' ? c.french || c.population >= 5_000 : !c.french;
    default:
      return board.language === 'en' || c.french || c.population >= 5_000;
  }
}

// ─── School names ─────────────────────────────────────────────────────────────────────────────────────────

/** Made-up school names: English place-like names, saints only for Catholic boards, French names. */
const SCHOOL_NAMES = {
  en: [
    'Maple Grove',
    'Riverside',
    'Lakeview',
    'Hillcrest',
    'Westview',
    'Glenview',
    'Cedar Ridge',
    'Oakwood',
    'Brookside',
    'Northview',
    'Valleyview',
    'Woodland',
    'Crestwood',
    'Highland',
    'Pineview',
    'Meadowbrook',
    'Fairview',
    'Birchwood',
    'Elmwood',
    'Southridge',
  ],
  saints: [
    'St. Mary',
    'St. Joseph',
    'St. Patrick',
    'Holy Cross',
    'Our Lady of Fatima',
    'St. Thomas Aquinas',
    'Holy Family',
    'St. John Paul II',
    'St. Anne',
    'St. Francis of Assisi',
    'St. Michael',
    'Holy Trinity',
  ],
  fr: [
    'des Érables',
    'du Ruisseau',
    'de la Rivière',
    'des Pionniers',
    'Jeanne-Mance',
    'Gabrielle-Roy',
    'du Boisé',
    'de la Découverte',
    'Le Petit-Prince',
    'La Source',
    'des Sentiers',
    'Antonine-Maillet',
    'Samuel-de-Champlain',
    "L'Envol",
    'Les Explorateurs',
    'Marie-Curie',
  ],
  frSaints: [
    'Sainte-Marie',
    'Saint-Joseph',
    'Sainte-Anne',
    'Notre-Dame',
    'Sainte-Thérèse',
    "Saint-François-d'Assise",
    'Jean-Paul-II',
    'Sainte-Trinité',
    'Saint-Michel',
    'Saint-Jean-Baptiste',
  ],
} as const;

/** Elementary and secondary grades of each province (Quebec's secondary as Sec. 1-5, Nova Scotia's Primary as P). */
const GRADES: Readonly<Record<ProvinceCode, readonly [string, string]>> = {
  ON: ['JK-8', '9-12'],
  QC: ['K-6', 'Sec. 1-5'],
  BC: ['K-7', '8-12'],
  AB: ['K-6', '10-12'],
  SK: ['K-8', '9-12'],
  MB: ['K-8', '9-12'],
  NB: ['K-5', '9-12'],
  NS: ['P-6', '10-12'],
  PE: ['K-6', '10-12'],
  NL: ['K-6', '7-12'],
  YT: ['K-7', '8-12'],
  NT: ['K-6', '7-12'],
  NU: ['K-5', '6-12'],
};

/** How each province's English schools are called: [elementary, secondary]. */
const ENGLISH_SCHOOL: Readonly<Record<ProvinceCode, readonly [string, string]>> = {
  ON: ['Public School', 'Secondary School'],
  QC: ['Elementary School', 'High School'],
  BC: ['Elementary School', 'Secondary School'],
  AB: ['Elementary School', 'High School'],
  SK: ['School', 'Collegiate'],
  MB: ['School', 'Collegiate'],
  NB: ['Elementary School', 'High School'],
  NS: ['Elementary School', 'High School'],
  PE: ['Elementary School', 'High School'],
  NL: ['Elementary', 'Academy'],
  YT: ['Elementary School', 'Secondary School'],
  NT: ['Elementary School', 'High School'],
  NU: ['School', 'High School'],
};

type Level = 0 | 1;

function schoolName(board: Board, province: ProvinceCode, stem: string, level: Level): string {
  if (board.language === 'fr') {
    const kind =
      province === 'QC'
        ? level === 0
          ? 'École'
          : 'École secondaire'
        : level === 0
          ? 'École élémentaire'
          : 'École secondaire';
    return board.catholic ? `${kind} catholique ${stem}` : `${kind} ${stem}`;
  }
  if (board.catholic)
    return `${stem} Catholic ${level === 0 ? 'School' : province === 'ON' ? 'Secondary School' : 'High School'}`;
  return `${stem} ${ENGLISH_SCHOOL[province][level]}`;
}

function gradesOf(board: Board, province: ProvinceCode, level: Level): string {
  if (province === 'ON' && board.language === 'fr') return level === 0 ? 'JK-6' : '7-12';
  return GRADES[province][level];
}

function stemsFor(board: Board): readonly string[] {
  if (board.language === 'fr') return board.catholic ? SCHOOL_NAMES.frSaints : SCHOOL_NAMES.fr;
  return board.catholic ? SCHOOL_NAMES.saints : SCHOOL_NAMES.en;
}

/** Two schools per board (one where a city has more than four boards), named without repeats. */
function schoolsOf(c: Ctx): LocalSchool[] {
  const { province } = c.place;
  const boards = boardRegionOf(c.place).boards.filter((board) => boardServes(board, c));
  const levels: readonly Level[][] = boards.map((_, i) => (boards.length > 4 ? [(i % 2) as Level] : [0, 1]));
  const used = new Set<string>();
  return boards.flatMap((board, b) =>
    levels[b]!.map((level) => {
      const stems = rotate(stemsFor(board), c.seed + b * 5 + level * 2);
      const name =
        stems.map((stem) => schoolName(board, province, stem, level)).find((candidate) => !used.has(candidate)) ??
        `${schoolName(board, province, stems[0]!, level)} ${b + 2}`;
      used.add(name);
      return { name, language: board.language, board: board.name, grades: gradesOf(board, province, level) };
    }),
  );
}

// ─── The names of a place ─────────────────────────────────────────────────────────────────────────────────

function grocersOf(c: Ctx): string[] {
  const chains = chainsOf(c.remote ? REMOTE_GROCERS : GROCERS, c);
  return chains.length >= 2 ? chains : distinct([...chains, ...GENERIC.grocer[lang(c)]]);
}

function pharmaciesOf(c: Ctx): string[] {
  const chains = c.remote ? [] : chainsOf(PHARMACIES, c);
  return chains.length > 0 ? chains : [...GENERIC.pharmacy[lang(c)]];
}

function cafesOf(c: Ctx): string[] {
  const chains = c.remote ? [] : chainsOf(CAFES, c);
  return distinct([...chains, ...rotate(GENERIC.cafe[lang(c)], c.seed).slice(0, 2)]);
}

function restaurantsOf(c: Ctx): string[] {
  const chains = c.remote ? [] : chainsOf(RESTAURANTS, c);
  return distinct([...chains, ...rotate(GENERIC.restaurant[lang(c)], c.seed).slice(0, 4)]);
}

function parksOf(c: Ctx): string[] {
  if (c.place.province === 'QC' || !c.french) return rotate(GENERIC.park[lang(c)], c.seed).slice(0, 6);
  // A francophone town outside Quebec names its parks in both languages.
  return [...rotate(GENERIC.park.fr, c.seed).slice(0, 4), ...rotate(GENERIC.park.en, c.seed).slice(0, 2)];
}

function daycaresOf(c: Ctx): string[] {
  const { province } = c.place;
  if (province === 'QC') return rotate(GENERIC.daycare.quebec, c.seed).slice(0, 6);
  if (c.french) return [...GENERIC.daycare.minority, ...rotate(GENERIC.daycare.en, c.seed).slice(0, 2)];
  const english = rotate(GENERIC.daycare.en, c.seed).slice(0, 5);
  return FRENCH_DAYCARE_PROVINCES.includes(province) ? [...english, GENERIC.daycare.minority[0]] : english;
}

function namesOf(c: Ctx): LocalNames {
  const schools = schoolsOf(c);
  return {
    school: schools.map((school) => school.name),
    transit: transitOf(c),
    grocery: grocersOf(c),
    restaurant: restaurantsOf(c),
    park: parksOf(c),
    daycare: daycaresOf(c),
    cafe: cafesOf(c),
    pharmacy: pharmaciesOf(c),
    schools,
  };
}

const namesCache = new Map<string, LocalNames>();

/** Candidate names of the points of interest of a place, per category, and its schools with their boards. */
export function localNames(place: LocalPlace): LocalNames {
  const key = `${townKey(place.province, place.name)}|${place.lat}|${place.lng}`;
  let names = namesCache.get(key);
  if (!names) namesCache.set(key, (names = namesOf(contextOf(place))));
  return names;
}
