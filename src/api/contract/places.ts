/** Geo, neighbourhoods and points of interest (spec §3, §7.3). */
export interface GeocodeResult {
  status: 'OK' | 'ZERO_RESULTS';
  result: {
    name: string;
    province: string;
    country: 'CA';
    lat: number;
    lng: number;
    zoom: number;
    types: string[];
    placeKey?: string;
  } | null;
}

export interface PlacePrediction {
  description: string;
  placeId: string;
  terms: { offset: number; value: string }[];
  types: string[];
}

export interface PlacesResponse {
  predictions: PlacePrediction[];
}

export interface Polygon {
  /** [lat, lng] rings, the first one the outline. */
  coordinates: [number, number][][];
}

export interface Neighbourhood {
  neighbourhoodId: string;
  placeKey: string;
  name: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  boundary: Polygon;
  detailUrl: string;
  about: { en: string; fr: string };
  listingCount: number;
}

/** An entry of the neighbourhood list of a city or province. */
export type NeighbourhoodLink = Pick<Neighbourhood, 'neighbourhoodId' | 'name' | 'city' | 'province' | 'detailUrl'>;

export type Share = { label: string; share: number };

export interface Demographics {
  neighbourhoodId: string;
  population: number;
  householdIncome: { median: number; bands: Share[] };
  individualIncome: { median: number; bands: Share[] };
  /** The 7 education levels. */
  education: Share[];
  commute: Share[];
  motherTongue: Share[];
  housingType: Share[];
  /** The 9 age bands 0-4 … 80+. */
  ageBands: Share[];
  ownVsRent: { own: number; rent: number };
}

/**
 * Ours: a city's demographics, for the neighbourhood guide to compare with: its neighbourhoods' figures
 * weighted by their population (or generated for the city itself where it has none).
 */
export interface CityDemographics extends Omit<Demographics, 'neighbourhoodId'> {
  city: string;
  province: string;
  /** How many neighbourhoods the figures combine; 0 where the city has none. */
  neighbourhoodCount: number;
}

/** Every category of the points-of-interest call. */
export const POI_CATEGORIES = [
  'school',
  'transit',
  'grocery',
  'restaurant',
  'park',
  'daycare',
  'cafe',
  'pharmacy',
] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];

export interface PointOfInterest {
  id: string;
  category: PoiCategory;
  name: string;
  lat: number;
  lng: number;
  distanceMetres: number;
  rating: number | null;
  /** Schools only. */
  grades?: string;
  language?: 'en' | 'fr';
  board?: string;
}

export interface GeoStats {
  province: string;
  city: string | null;
  activeListings: number;
  newListings7Days: number;
  /** Median asking price of the place's homes for sale, in dollars. */
  medianPrice: number | null;
  /** Mean days on the site of the place's active listings (for sale and for rent). */
  averageDaysOnSite: number | null;
  /** Ours: median asking price per square foot of the homes for sale that give their floor area. */
  medianPricePerSqft: number | null;
  /** Ours: median days since the homes for sale were listed. */
  medianDaysOnSite: number | null;
  byListingType: Record<string, number>;
}

export interface InternalLink {
  text: string;
  url: string;
}
