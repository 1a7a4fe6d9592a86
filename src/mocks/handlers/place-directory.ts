import { API } from '@/api/contract/paths';
import type { ResultOf } from '@/api/contract/envelope';
import {
  DIRECTORY_PROPERTY_TYPES,
  PLACE_DIRECTORY_KINDS,
  type DirectoryPropertyType,
  type PlaceDirectory,
  type PlaceDirectoryCity,
  type PlaceDirectoryKind,
  type PlaceDirectoryNeighbourhood,
} from '@/api/contract/place-directory';
import { FILTER_GROUPS } from '@/domain/listing-types';
import { PROVINCE_NAMES, toProvinceCode, type ProvinceCode } from '@/domain/provinces';
import { http } from 'msw';
import type { Dataset } from '../dataset';
import type { ListingCore } from '../dataset/listings';
import type { Db } from '../db';
import { slug } from '../text';
import { dataResponse, errorResponse, queryOf, route } from './respond';

/** Provinces west to east, then the territories (Statistics Canada's order). */
export const DIRECTORY_PROVINCE_ORDER: readonly ProvinceCode[] = [
  'BC',
  'AB',
  'SK',
  'MB',
  'ON',
  'QC',
  'NB',
  'NS',
  'PE',
  'NL',
  'YT',
  'NT',
  'NU',
];

const TYPE_IDS: Readonly<Record<DirectoryPropertyType, ReadonlySet<number>>> = {
  houses: new Set(FILTER_GROUPS.house),
  condos: new Set(FILTER_GROUPS.condo),
  townhouses: new Set(FILTER_GROUPS.townhouse),
};

/** What each listing kind counts: the same listings the city's results page of that kind shows. */
const LISTING_TESTS: Readonly<Record<'listings' | 'rentals' | 'open-houses', (l: ListingCore) => boolean>> = {
  listings: (l) => l.saleMode === 'forSale',
  rentals: (l) => l.saleMode === 'forRent',
  'open-houses': (l) => l.hasOpenHouse,
};

interface CityTally {
  province: ProvinceCode;
  slug: string;
  name: string;
  /** Population of the place whose name the city takes (two places may share a slug). */
  population: number;
  count: number;
  types: Record<DirectoryPropertyType, number>;
  neighbourhoods: Map<string, PlaceDirectoryNeighbourhood>;
}

const byCountThenName = <T extends { count: number; name: string }>(a: T, b: T) =>
  b.count - a.count || a.name.localeCompare(b.name, 'en-CA');

/** One kind's directory of a dataset, computed from scratch (the handler caches it). */
export function buildPlaceDirectory(data: Dataset, kind: PlaceDirectoryKind): PlaceDirectory {
  const cities = new Map<string, CityTally>();
  const tally = (province: ProvinceCode, name: string, population: number): CityTally => {
    const citySlug = slug(name);
    const key = `${province}/${citySlug}`;
    let city = cities.get(key);
    if (!city) {
      city = {
        province,
        slug: citySlug,
        name,
        population,
        count: 0,
        types: { houses: 0, condos: 0, townhouses: 0 },
        neighbourhoods: new Map(),
      };
      cities.set(key, city);
    } else if (population > city.population) {
      city.name = name;
      city.population = population;
    }
    return city;
  };

  if (kind === 'agents') {
    for (const agent of data.agents) {
      const province = toProvinceCode(agent.province);
      if (province && agent.city) tally(province, agent.city, 0).count++;
    }
  } else {
    const forSale = LISTING_TESTS.listings;
    const test = kind === 'rentals' || kind === 'open-houses' || kind === 'listings' ? LISTING_TESTS[kind] : forSale;
    for (const l of data.listings) {
      if (!test(l)) continue;
      if (kind === 'neighbourhoods') {
        const n = l.neighbourhood;
        if (!n) continue;
        const city = tally(l.place.province, l.place.name, l.place.population);
        city.count++;
        const entry = city.neighbourhoods.get(n.neighbourhoodId);
        if (entry) entry.count++;
        else
          city.neighbourhoods.set(n.neighbourhoodId, {
            neighbourhoodId: n.neighbourhoodId,
            name: n.name,
            detailUrl: n.detailUrl,
            count: 1,
          });
        continue;
      }
      if (kind === 'property-types') {
        // The city's count is all its homes for sale (its city page); the types split part of them.
        const city = tally(l.place.province, l.place.name, l.place.population);
        city.count++;
        const type = DIRECTORY_PROPERTY_TYPES.find((t) => TYPE_IDS[t].has(l.typeId));
        if (type) city.types[type]++;
        continue;
      }
      tally(l.place.province, l.place.name, l.place.population).count++;
    }
  }

  const provinces = DIRECTORY_PROVINCE_ORDER.map((code) => {
    const list: PlaceDirectoryCity[] = [...cities.values()]
      .filter((c) => c.province === code && c.count > 0)
      .map((c) => {
        const city: PlaceDirectoryCity = { name: c.name, slug: c.slug, count: c.count };
        if (kind === 'property-types') {
          city.types = Object.fromEntries(
            DIRECTORY_PROPERTY_TYPES.filter((t) => c.types[t] > 0).map((t) => [t, c.types[t]]),
          );
        }
        if (kind === 'neighbourhoods') city.neighbourhoods = [...c.neighbourhoods.values()].sort(byCountThenName);
        return city;
      })
      .sort(byCountThenName);
    return {
      code,
      name: { ...PROVINCE_NAMES[code] },
      count: list.reduce((sum, c) => sum + c.count, 0),
      cities: list,
    };
  }).filter((p) => p.cities.length > 0);

  return { kind, total: provinces.reduce((sum, p) => sum + p.count, 0), provinces };
}

const isKind = (value: string | null): value is PlaceDirectoryKind =>
  (PLACE_DIRECTORY_KINDS as readonly (string | null)[]).includes(value);

/** The directory pages' places: provinces, then cities (or neighbourhoods) with what each has. */
export function placeDirectoryHandlers(db: Db) {
  // Computed once per dataset and kind: the dataset never changes once built.
  const cache = new WeakMap<Dataset, Map<PlaceDirectoryKind, PlaceDirectory>>();
  const directory = (kind: PlaceDirectoryKind): PlaceDirectory => {
    const data = db.data;
    let byKind = cache.get(data);
    if (!byKind) {
      byKind = new Map();
      cache.set(data, byKind);
    }
    let found = byKind.get(kind);
    if (!found) {
      found = buildPlaceDirectory(data, kind);
      byKind.set(kind, found);
    }
    return found;
  };

  return [
    http.get(route(API.placeDirectory), ({ request }) => {
      const kind = queryOf(request).get('kind');
      if (!isKind(kind)) return errorResponse(400, `kind must be one of ${PLACE_DIRECTORY_KINDS.join(', ')}`);
      return dataResponse<ResultOf<PlaceDirectory>>({ result: directory(kind) });
    }),
  ];
}
