import type { CityDemographics, Demographics, PoiCategory, PointOfInterest, Share } from '@/api/contract/places';
import { distanceKm } from '@/domain/geometry';
import { Rng, hashString } from '../random';
import { localNames, type LocalSchool } from './local';
import type { NeighbourhoodRecord, Place } from './places';

function shares(rng: Rng, labels: readonly string[], weights: readonly number[]): Share[] {
  const raw = labels.map((_, i) => (weights[i] ?? 1) * (0.6 + rng.next() * 0.8));
  const total = raw.reduce((a, b) => a + b, 0);
  const out = labels.map((label, i) => ({ label, share: Math.round((raw[i]! / total) * 1000) / 10 }));
  // Keep the shares summing to exactly 100.
  const drift = Math.round((100 - out.reduce((a, s) => a + s.share, 0)) * 10) / 10;
  out[0]!.share = Math.round((out[0]!.share + drift) * 10) / 10;
  return out;
}

export const EDUCATION_LEVELS = [
  'No certificate, diploma or degree',
  'High school diploma',
  'Apprenticeship or trades certificate',
  'College or CEGEP diploma',
  'University certificate below bachelor',
  "Bachelor's degree",
  'Graduate degree',
] as const;
export const COMMUTE_MODES = ['car', 'bicycle', 'publicTransit', 'foot', 'other'] as const;
export const HOUSING_TYPES = [
  'duplex',
  'apartmentUnder5Floors',
  'apartment5PlusFloors',
  'rowHouse',
  'semiDetached',
  'singleDetached',
] as const;
export const AGE_BANDS = ['0-4', '5-9', '10-14', '15-19', '20-34', '35-49', '50-64', '65-79', '80+'] as const;
const INCOME_BANDS = ['Under $30,000', '$30,000–$59,999', '$60,000–$99,999', '$100,000–$149,999', '$150,000 and over'];
/** Each band's lower edge in dollars, and an upper edge for the open top band (for interpolation only). */
export const INCOME_EDGES = [0, 30_000, 60_000, 100_000, 150_000, 250_000] as const;

/**
 * The median of an income distribution, as Statistics Canada estimates one from banded counts: the band
 * where the cumulative share crosses 50 %, interpolated linearly within it, rounded to $500.
 */
export function medianIncome(bands: readonly Share[]): number {
  let below = 0;
  for (let i = 0; i < bands.length; i++) {
    const share = bands[i]!.share;
    if (below + share >= 50 && share > 0) {
      const low = INCOME_EDGES[i]!;
      const high = INCOME_EDGES[i + 1]!;
      return Math.round((low + ((50 - below) / share) * (high - low)) / 500) * 500;
    }
    below += share;
  }
  return INCOME_EDGES[bands.length]!;
}

/** Income bands tilted by how well off a place is: 1 is a typical Canadian neighbourhood. */
function incomeShares(rng: Rng, base: readonly number[], affluence: number): Share[] {
  return shares(
    rng,
    INCOME_BANDS,
    base.map((w, i) => w * Math.pow(affluence, i - 2)),
  );
}

export function demographicsOf(n: NeighbourhoodRecord): Demographics {
  const rng = new Rng(hashString(n.neighbourhoodId));
  const quebec = n.place.province === 'QC';
  const central = Math.hypot(n.lat - n.place.lat, n.lng - n.place.lng) < n.radius * 2;
  // Distributions first; the medians are read from them, so a median always lies in its own distribution.
  const affluence = 0.6 + rng.next() * 1.1;
  const household = incomeShares(rng, [1, 1.4, 1.6, 1.1, 0.8], affluence);
  const individual = incomeShares(rng, [2, 1.6, 1.1, 0.5, 0.3], affluence);
  const own = Math.round((central ? 35 + rng.next() * 25 : 55 + rng.next() * 30) * 10) / 10;
  return {
    neighbourhoodId: n.neighbourhoodId,
    population: rng.int(6_000, 45_000),
    householdIncome: { median: medianIncome(household), bands: household },
    individualIncome: { median: medianIncome(individual), bands: individual },
    education: shares(rng, EDUCATION_LEVELS, [0.8, 2.4, 0.8, 2, 0.4, 2.2, 1.2]),
    commute: shares(rng, COMMUTE_MODES, central ? [3, 1, 3.5, 1.5, 0.3] : [7, 0.3, 1.5, 0.5, 0.2]),
    motherTongue: quebec
      ? shares(rng, ['French', 'English', 'Arabic', 'Spanish', 'Other'], [7, 1, 0.6, 0.5, 0.9])
      : shares(rng, ['English', 'French', 'Mandarin', 'Punjabi', 'Tagalog', 'Other'], [6, 0.4, 0.8, 0.5, 0.4, 1.9]),
    housingType: shares(rng, HOUSING_TYPES, central ? [0.8, 2.5, 2.5, 1, 0.8, 1] : [0.5, 1, 0.4, 1.2, 1, 4]),
    ageBands: shares(rng, AGE_BANDS, [0.5, 0.5, 0.5, 0.5, 2, 2, 2, 1.4, 0.4]),
    ownVsRent: { own, rent: Math.round((100 - own) * 10) / 10 },
  };
}

/** Shares averaged with weights, one decimal, summing to exactly 100 like the API's own shares. */
function weightedShares(lists: readonly { shares: readonly Share[]; weight: number }[]): Share[] {
  const total = lists.reduce((sum, l) => sum + l.weight, 0);
  const labels = lists[0]!.shares.map((s) => s.label);
  const out = labels.map((label) => ({
    label,
    share:
      Math.round(
        (lists.reduce((sum, l) => sum + (l.shares.find((s) => s.label === label)?.share ?? 0) * l.weight, 0) / total) *
          10,
      ) / 10,
  }));
  const drift = Math.round((100 - out.reduce((a, s) => a + s.share, 0)) * 10) / 10;
  out[0]!.share = Math.round((out[0]!.share + drift) * 10) / 10;
  return out;
}

const incomeOf = (bands: Share[]) => ({ median: medianIncome(bands), bands });

/**
 * A city's demographics: its neighbourhoods' figures weighted by their population (the medians read
 * from the city's own distributions, not averaged from the neighbourhoods'); a city without
 * neighbourhoods gets figures generated for its centre, like a neighbourhood's.
 */
export function cityDemographicsOf(place: Place, neighbourhoods: readonly NeighbourhoodRecord[]): CityDemographics {
  const parts = neighbourhoods.map(demographicsOf);
  if (parts.length === 0) {
    const self: NeighbourhoodRecord = {
      index: -1,
      neighbourhoodId: `city-${place.placeKey}`,
      placeKey: place.placeKey,
      name: place.name,
      place,
      lat: place.lat,
      lng: place.lng,
      radius: place.radius,
      boundary: { coordinates: [] },
      detailUrl: '',
    };
    const { neighbourhoodId: _id, ...figures } = demographicsOf(self);
    return {
      ...figures,
      population: place.population,
      city: place.name,
      province: place.province,
      neighbourhoodCount: 0,
    };
  }
  const weighted = (pick: (d: Demographics) => readonly Share[]) =>
    weightedShares(parts.map((d) => ({ shares: pick(d), weight: d.population })));
  const population = parts.reduce((sum, d) => sum + d.population, 0);
  const own = Math.round((parts.reduce((sum, d) => sum + d.ownVsRent.own * d.population, 0) / population) * 10) / 10;
  return {
    city: place.name,
    province: place.province,
    neighbourhoodCount: parts.length,
    population,
    householdIncome: incomeOf(weighted((d) => d.householdIncome.bands)),
    individualIncome: incomeOf(weighted((d) => d.individualIncome.bands)),
    education: weighted((d) => d.education),
    commute: weighted((d) => d.commute),
    motherTongue: weighted((d) => d.motherTongue),
    housingType: weighted((d) => d.housingType),
    ageBands: weighted((d) => d.ageBands),
    ownVsRent: { own, rent: Math.round((100 - own) * 10) / 10 },
  };
}

/** The place a point belongs to: the nearest city or town of the dataset. */
export function nearestPlace(places: readonly Place[], lat: number, lng: number): Place {
  let best = places[0]!;
  let bestKm = Infinity;
  for (const place of places) {
    const km = distanceKm(place, { lat, lng });
    if (km < bestKm) [best, bestKm] = [place, km];
  }
  return best;
}

/**
 * Schools near a home, most of them of the province's majority language: a minority-language school (a
 * French one in Toronto, an English one in Montréal) is one in several, as it is on the ground.
 */
function schoolsNear(rng: Rng, place: Place, schools: readonly LocalSchool[], count: number): string[] {
  const majority = place.province === 'QC' ? 'fr' : 'en';
  const minorityWeight = place.province === 'NB' ? 0.6 : 0.15;
  const pool = schools.map((s) => ({ name: s.name, weight: s.language === majority ? 1 : minorityWeight }));
  const out: string[] = [];
  while (out.length < count && pool.length > 0) {
    let r = rng.next() * pool.reduce((sum, s) => sum + s.weight, 0);
    const index = Math.max(
      0,
      pool.findIndex((s) => (r -= s.weight) < 0),
    );
    out.push(pool.splice(index, 1)[0]!.name);
  }
  return out;
}

/**
 * Points of interest near a point, named as they are in its own place (chains that trade in that
 * province, its transit, its school boards: see local.ts), no name twice in a category. Deterministic
 * for a rounded location.
 */
export function poisNear(
  place: Place,
  lat: number,
  lng: number,
  categories: readonly PoiCategory[],
  radiusMetres: number,
): PointOfInterest[] {
  const key = `${lat.toFixed(3)},${lng.toFixed(3)}`;
  const local = localNames(place);
  const out: PointOfInterest[] = [];
  for (const category of categories) {
    const rng = new Rng(hashString(`${key}|${category}`));
    const names = local[category];
    const count = Math.min(names.length, rng.int(2, 5));
    const picked = category === 'school' ? schoolsNear(rng, place, local.schools, count) : rng.some(names, count);
    picked.forEach((name, i) => {
      const distance = Math.round(80 + rng.next() * (radiusMetres - 80));
      const angle = rng.next() * Math.PI * 2;
      const dLat = (Math.sin(angle) * distance) / 111_000;
      const dLng = (Math.cos(angle) * distance) / (111_000 * Math.cos((lat * Math.PI) / 180));
      const school = category === 'school' ? local.schools.find((s) => s.name === name) : undefined;
      out.push({
        id: `poi-${hashString(`${key}|${category}|${i}`).toString(36)}`,
        category,
        name,
        lat: Math.round((lat + dLat) * 1e5) / 1e5,
        lng: Math.round((lng + dLng) * 1e5) / 1e5,
        distanceMetres: distance,
        rating: category === 'transit' ? null : Math.round((3 + rng.next() * 2) * 10) / 10,
        ...(school ? { grades: school.grades, language: school.language, board: school.board } : {}),
      });
    });
  }
  return out.sort((a, b) => a.distanceMetres - b.distanceMetres);
}
