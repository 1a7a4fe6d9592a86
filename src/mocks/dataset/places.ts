import type { ProvinceCode } from '@/domain/provinces';
import placesJson from '../data/places-ca.json';
import { NEIGHBOURHOOD_NAMES } from '../data/neighbourhoods';
import { Rng } from '../random';
import { fold, slug } from '../text';
import type { Polygon } from '@/api/contract/places';

/** A real Canadian city or town (GeoNames, CC BY 4.0). */
export interface Place {
  index: number;
  placeKey: string;
  name: string;
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

export function loadPlaces(): Place[] {
  return (placesJson.rows as Row[]).map(([id, name, province, lat, lng, population], index) => ({
    index,
    placeKey: `p${id}`,
    name,
    province,
    lat,
    lng,
    population,
    slug: slug(name),
    folded: fold(name),
    zoom: name === 'Calgary' ? 11 : zoomFor(population),
    radius: Math.min(0.22, 0.012 + Math.sqrt(population) / 9000),
  }));
}

/** Neighbourhoods of the large cities, laid out in rings around the centre with hexagonal outlines. */
export function buildNeighbourhoods(places: readonly Place[]): NeighbourhoodRecord[] {
  const out: NeighbourhoodRecord[] = [];
  for (const [key, names] of Object.entries(NEIGHBOURHOOD_NAMES)) {
    const [cityName, province] = key.split('|') as [string, ProvinceCode];
    const place = places.find((p) => p.name === cityName && p.province === province);
    if (!place) continue;
    const rng = new Rng(place.index + 7);
    const cell = place.radius / 2.6;
    names.forEach((name, i) => {
      // Ring 0 holds one, ring 1 six, ring 2 twelve: a honeycomb around the city centre.
      const ring = i === 0 ? 0 : i <= 6 ? 1 : 2;
      const slot = i === 0 ? 0 : i <= 6 ? i - 1 : i - 7;
      const slots = ring === 1 ? 6 : 12;
      const angle = (slot / slots) * Math.PI * 2 + rng.next() * 0.2;
      const distance = ring * cell * 1.7;
      const lat = place.lat + Math.sin(angle) * distance;
      const lng = place.lng + (Math.cos(angle) * distance) / Math.cos((place.lat * Math.PI) / 180);
      const ringPoints: [number, number][] = [];
      for (let k = 0; k <= 6; k++) {
        const a = ((k % 6) / 6) * Math.PI * 2 + Math.PI / 6;
        const r = cell * (0.95 + rng.next() * 0.1);
        ringPoints.push([
          Math.round((lat + Math.sin(a) * r) * 1e5) / 1e5,
          Math.round((lng + (Math.cos(a) * r) / Math.cos((lat * Math.PI) / 180)) * 1e5) / 1e5,
        ]);
      }
      const placeKey = `n${place.index}x${i}`;
      const neighbourhoodId = `${slug(name)}-${place.slug}-${placeKey}`;
      out.push({
        index: out.length,
        neighbourhoodId,
        placeKey,
        name,
        place,
        lat,
        lng,
        radius: cell,
        boundary: { coordinates: [ringPoints] },
        detailUrl: `/${place.province.toLowerCase()}/${slug(name)}-${place.slug}-${placeKey}-neighbourhood-real-estate`,
      });
    });
  }
  return out;
}
