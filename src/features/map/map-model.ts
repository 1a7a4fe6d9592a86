// The map's framework-free rules: no Leaflet here, so the results page (and the tests) can use them
// without loading the map chunk.
import { PLACE_ZOOM_DEFAULTS, pinZoomForPlaceTypes } from '@/domain/constants';
import { inBounds, type Bounds } from '@/domain/geometry';
import type { ListingPreview } from '@/domain/map-previews';

/** Zoom for the whole of Canada, the map's default. */
export const CANADA_ZOOM = 4;
/** From this width the list of listings in view sits beside the map; below it, a bottom sheet over it. */
export const MAP_PANEL_MIN = 1024;
/** Zoom the "find my location" control flies to. */
export const LOCATE_ZOOM = 12;
/** How many of the previews in view the list beside the map can show (20 at a time, spec §9). */
export const VISIBLE_LIST_LIMIT = 100;
/** Quiet time after the last move before the results page hears of the new bounds. */
export const BOUNDS_DEBOUNCE_MS = 300;
/** OpenStreetMap's tiles stop at 19; deeper zooms scale those up. */
export const TILE_MAX_NATIVE_ZOOM = 19;
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Zoom to pin a place at (spec §9): a named place's own default first (Calgary 11, Georgian Bay 9,
 * NL 5), otherwise the most precise of its geocoder place types (establishment 16, neighbourhood 12,
 * sublocality 10, locality 9). Null when neither applies: keep the current zoom or fit the place.
 */
export function zoomForPlace(placeTypes: readonly string[], placeSlug?: string | null): number | null {
  const named = placeSlug ? PLACE_ZOOM_DEFAULTS[placeSlug.toLowerCase()] : undefined;
  if (named !== undefined) return named;
  return pinZoomForPlaceTypes(placeTypes);
}

export interface VisiblePreviews {
  /** The first `limit` previews inside the bounds, in the order they were given. */
  items: ListingPreview[];
  /** How many previews lie inside the bounds in all. */
  total: number;
}

/** The previews inside the map's bounds, for the list that mirrors the map. */
export function previewsInBounds(
  previews: readonly ListingPreview[],
  bounds: Bounds | null,
  limit = VISIBLE_LIST_LIMIT,
): VisiblePreviews {
  const items: ListingPreview[] = [];
  if (!bounds) return { items, total: 0 };
  let total = 0;
  for (const preview of previews) {
    if (!inBounds(preview.lat, preview.lng, bounds)) continue;
    total += 1;
    if (items.length < limit) items.push(preview);
  }
  return { items, total };
}

/** Cluster icon size by how many listings it holds: at least 44 px, the touch target. */
export function clusterSize(count: number): number {
  if (count < 10) return 44;
  if (count < 100) return 48;
  if (count < 1000) return 56;
  return 64;
}

export { prefersReducedMotion } from '@/ui/motion';
