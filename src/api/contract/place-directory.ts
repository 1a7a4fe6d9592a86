import type { ProvinceCode } from '@/domain/provinces';

/**
 * Ours (`GET api/v1/directory?kind=…`): the places of the directory pages (spec §2.2), each with how much
 * it has of one kind, so the pages never link to an empty results page.
 * - `listings`: homes for sale; `rentals`: homes for rent or lease; `open-houses`: listings with an
 *   in-person open house; `agents`: agents by the city of their office;
 * - `property-types`: homes for sale by city (all of them), with how many are houses, condos and townhouses (`types`);
 * - `neighbourhoods`: the neighbourhoods with homes for sale, grouped by their city (`neighbourhoods`).
 */
export const PLACE_DIRECTORY_KINDS = [
  'listings',
  'rentals',
  'open-houses',
  'agents',
  'neighbourhoods',
  'property-types',
] as const;
export type PlaceDirectoryKind = (typeof PLACE_DIRECTORY_KINDS)[number];

/** The property types a city's type pages are offered for (route-table `PROPERTY_TYPE_SLUGS` keys). */
export const DIRECTORY_PROPERTY_TYPES = ['houses', 'condos', 'townhouses'] as const;
export type DirectoryPropertyType = (typeof DIRECTORY_PROPERTY_TYPES)[number];

export interface PlaceDirectoryNeighbourhood {
  neighbourhoodId: string;
  name: string;
  /** Locale-free public path of the neighbourhood's listings page. */
  detailUrl: string;
  /** Homes for sale in it (never 0). */
  count: number;
}

export interface PlaceDirectoryCity {
  name: string;
  /** The city's slug as the results URLs write it (`/on/{slug}-real-estate`). */
  slug: string;
  /** What the city has of the kind (never 0). */
  count: number;
  /** `property-types` only: homes for sale per type; types with none are left out. */
  types?: Partial<Record<DirectoryPropertyType, number>>;
  /** `neighbourhoods` only: its neighbourhoods with homes for sale, most first. */
  neighbourhoods?: PlaceDirectoryNeighbourhood[];
}

export interface PlaceDirectoryProvince {
  code: ProvinceCode;
  /** Official names (geographic data). */
  name: { en: string; fr: string };
  /** The sum of its cities' counts. */
  count: number;
  /** Cities with something of the kind, by count (most first), then name. */
  cities: PlaceDirectoryCity[];
}

export interface PlaceDirectory {
  kind: PlaceDirectoryKind;
  total: number;
  /** Provinces with at least one city, west to east, then the territories. */
  provinces: PlaceDirectoryProvince[];
}
