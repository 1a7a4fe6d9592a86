// What the neighbourhood section says about places nearby, free of React: categories, distances, walks.
import { POI_CATEGORIES as ALL_POI_CATEGORIES, type PoiCategory, type PointOfInterest } from '@/api/contract/places';
import { placeSlug } from '@/domain/places';

export type NearbyCategory = Exclude<PoiCategory, 'pharmacy'>;
/** The categories the section shows, in the order of its tabs (the API's pharmacies are left out). */
export const NEARBY_CATEGORIES: readonly NearbyCategory[] = ALL_POI_CATEGORIES.filter(
  (c): c is NearbyCategory => c !== 'pharmacy',
);

/** Everything but schools comes from the points-of-interest call; schools have their own. */
export const POI_CATEGORIES: readonly PoiCategory[] = NEARBY_CATEGORIES.filter((c) => c !== 'school');

/** How far around the home the section looks, in metres: a 20-minute walk. */
export const NEARBY_RADIUS_METRES = 1500;

/** A comfortable walking pace, in metres a minute. */
export const WALKING_METRES_PER_MINUTE = 80;

/** Minutes on foot, rounded up, at least one. */
export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.ceil(metres / WALKING_METRES_PER_MINUTE));
}

// French groups and separates units with no-break spaces (U+00A0 or U+202F, by ICU version): one kind.
const unifySpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0');

/**
 * A distance as people say it: metres to the nearest 10 under a kilometre ("350 m"), kilometres with one
 * decimal from there ("1.2 km", in French "1,2 km").
 */
export function formatDistance(metres: number, intlLocale: string): string {
  const rounded = Math.round(metres / 10) * 10;
  const [value, unit, digits] = rounded < 1000 ? [rounded, 'meter', 0] : [metres / 1000, 'kilometer', 1];
  return unifySpaces(
    new Intl.NumberFormat(intlLocale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value),
  );
}

/** The places of each category, nearest first (the API sends them so; this keeps it whatever the source). */
export function byCategory(places: readonly PointOfInterest[]): Map<PoiCategory, PointOfInterest[]> {
  const groups = new Map<PoiCategory, PointOfInterest[]>();
  for (const place of places) {
    const group = groups.get(place.category);
    if (group) group.push(place);
    else groups.set(place.category, [place]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.distanceMetres - b.distanceMetres);
  return groups;
}

/** A city's URL slug as the route table writes it ("St. John's" → "st-johns"): the domain's place slug. */
export const citySlug = placeSlug;
