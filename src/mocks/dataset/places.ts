import type { ProvinceCode } from '@/domain/provinces';
import placesJson from '../data/places-ca.json';
import { NEIGHBOURHOOD_CENTRES } from '../data/neighbourhood-centres';
import { NEIGHBOURHOOD_NAMES } from '../data/neighbourhoods';
import { EXONYMS, NOT_CITIES } from '../data/place-corrections';
import { planeDistance, voronoiCells } from './cells';
import { fold, slug } from '../text';
import type { Polygon } from '@/api/contract/places';

/** A real Canadian city or town (GeoNames, CC BY 4.0). */
export interface Place {
  /** The row of the GeoNames extract (stable when rows that are not cities are dropped). */
  index: number;
  placeKey: string;
  /** The name in the language of the place ("Montréal", "North Vancouver"). */
  name: string;
  /** The other official language's name where one is in use ("Montreal" for Montréal); else the name. */
  names: { en: string; fr: string };
  province: ProvinceCode;
  lat: number;
  lng: number;
  population: number;
  slug: string;
  folded: string;
  /** Default map zoom for the place, by size. */
  zoom: number;
  /** Rough radius of the built-up area, in degrees of latitude. */
  radius: number;
}

export interface NeighbourhoodRecord {
  index: number;
  neighbourhoodId: string;
  placeKey: string;
  name: string;
  place: Place;
  lat: number;
  lng: number;
  radius: number;
  boundary: Polygon;
  detailUrl: string;
}

type Row = [number, string, ProvinceCode, number, number, number];

export const GEONAMES_ATTRIBUTION = placesJson.attribution;

function zoomFor(population: number): number {
  if (population >= 1_000_000) return 11;
  if (population >= 200_000) return 12;
  if (population >= 30_000) return 13;
  return 14;
}

/** The cities and towns of the GeoNames extract, without its regions and the districts of merged cities. */
export function loadPlaces(): Place[] {
  // `index` is the row of the extract, so neighbourhood ids stay the same when a row is dropped.
  return (placesJson.rows as Row[])
    .map(([id, name, province, lat, lng, population], index) => ({
      id,
      index,
      placeKey: `p${id}`,
      name,
      names: { en: EXONYMS[id]?.en ?? name, fr: EXONYMS[id]?.fr ?? name },
      province,
      lat,
      lng,
      population,
      slug: slug(name),
      folded: fold(name),
      zoom: name === 'Calgary' ? 11 : zoomFor(population),
      radius: Math.min(0.22, 0.012 + Math.sqrt(population) / 9000),
    }))
    .filter((place) => !(place.id in NOT_CITIES))
    .map(({ id: _id, ...place }) => place);
}

/** A neighbourhood reaches at most this far from its centre (degrees of latitude: about 0.9 and 2.8 km). */
const MIN_REACH = 0.008;
const MAX_REACH = 0.025;

/**
 * Neighbourhoods of the large cities around their real centres. Each outline is the neighbourhood's
 * Voronoi cell (the ground nearer its centre than any other's), reaching at most about its distance to the
 * nearest other neighbourhood: outlines never overlap, and they are illustrative, not surveyed.
 */
export function buildNeighbourhoods(places: readonly Place[]): NeighbourhoodRecord[] {
  const out: NeighbourhoodRecord[] = [];
  for (const [key, names] of Object.entries(NEIGHBOURHOOD_NAMES)) {
    const [cityName, province] = key.split('|') as [string, ProvinceCode];
    const place = places.find((p) => p.name === cityName && p.province === province);
    const centres = names.map((name) => {
      const [lat, lng] = NEIGHBOURHOOD_CENTRES[key]![name]!;
      return { lat, lng };
    });
    if (!place) continue;
    const reach = centres.map((c) => {
      const nearest = Math.min(...centres.filter((o) => o !== c).map((o) => planeDistance(c, o)));
      return Math.min(MAX_REACH, Math.max(MIN_REACH, nearest * 0.9));
    });
    const cells = voronoiCells(centres, reach);
    names.forEach((name, i) => {
      const placeKey = `n${place.index}x${i}`;
      const neighbourhoodId = `${slug(name)}-${place.slug}-${placeKey}`;
      out.push({
        index: out.length,
        neighbourhoodId,
        placeKey,
        name,
        place,
        lat: centres[i]!.lat,
        lng: centres[i]!.lng,
        radius: reach[i]!,
        boundary: { coordinates: [cells[i]!] },
        detailUrl: `/${place.province.toLowerCase()}/${slug(name)}-${place.slug}-${placeKey}-neighbourhood-real-estate`,
      });
    });
  }
  return out;
}
