import type { MapListing } from '@/features/map/cluster-layer';
import { mulberry32 } from '@/mocks/random';

const CITIES: [number, number, number][] = [
  // lat, lng, weight
  [43.65, -79.38, 30],
  [45.5, -73.57, 18],
  [49.28, -123.12, 16],
  [51.05, -114.07, 10],
  [53.55, -113.49, 9],
  [45.42, -75.69, 8],
  [49.9, -97.14, 6],
  [46.81, -71.21, 6],
  [43.26, -79.87, 6],
  [44.65, -63.57, 4],
  [52.13, -106.67, 3],
  [50.45, -104.61, 3],
  [47.56, -52.71, 2],
  [48.43, -123.37, 4],
  [42.98, -81.25, 4],
  [46.24, -63.13, 1],
];

/** Listing types in about the mix of a Canadian search: houses, condos, townhouses, then the rest. */
const TYPES = [100, 100, 100, 100, 160, 160, 160, 161, 161, 155, 150, 102, 106, 121];

/** Deterministic previews across Canada: most around cities, the rest spread over the south. */
export function generatePreviews(count: number, seed = 42): MapListing[] {
  const random = mulberry32(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
  const totalWeight = CITIES.reduce((sum, [, , w]) => sum + w, 0);
  const previews: MapListing[] = [];
  for (let i = 0; i < count; i++) {
    let lat: number;
    let lng: number;
    if (random() < 0.85) {
      let pick = random() * totalWeight;
      const city = CITIES.find(([, , w]) => (pick -= w) < 0) ?? CITIES[0]!;
      lat = city[0] + gaussian() * 0.25;
      lng = city[1] + gaussian() * 0.35;
    } else {
      lat = 43 + random() * 12;
      lng = -128 + random() * 68;
    }
    previews.push({
      listingId: `B${String(100000 + i)}`,
      detailUrl: '',
      lat,
      lng,
      listPrice: Math.round(150_000 + random() ** 2 * 2_850_000),
      listingDate: '2026-10-01',
      pricePerSqft: null,
      // From the index, not the random stream, so places and prices stay those of earlier runs.
      listingTypeId: TYPES[(i * 7919) % TYPES.length]!,
    });
  }
  return previews;
}
