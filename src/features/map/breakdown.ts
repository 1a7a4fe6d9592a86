// What a cluster holds, by property type and by price range (as Redfin's clusters tell): the
// framework-free part, shared by the clustering worker and the main thread.
import { COMMERCIAL_ONLY_LISTING_TYPE_IDS, FILTER_GROUPS } from '@/domain/listing-types';

/** The property-type groups a cluster counts, in the order they are told (the search filters' groups). */
export const TYPE_GROUPS = [
  'house',
  'condo',
  'townhouse',
  'duplex',
  'cottage',
  'land',
  'farm',
  'rental',
  'commercial',
  'other',
] as const;
export type TypeGroup = (typeof TYPE_GROUPS)[number];

const GROUP_OF_TYPE = new Map<number, number>();
for (const [group, ids] of Object.entries(FILTER_GROUPS)) {
  for (const id of ids) GROUP_OF_TYPE.set(id, TYPE_GROUPS.indexOf(group as TypeGroup));
}
for (const id of COMMERCIAL_ONLY_LISTING_TYPE_IDS) GROUP_OF_TYPE.set(id, TYPE_GROUPS.indexOf('commercial'));
// Condo/Townhome (104) reads as a condo.
GROUP_OF_TYPE.set(104, TYPE_GROUPS.indexOf('condo'));

/** The group index of a listing type id; -1 when the type is not known. */
export function typeGroupIndex(listingTypeId: number | null | undefined): number {
  if (listingTypeId === null || listingTypeId === undefined) return -1;
  return GROUP_OF_TYPE.get(listingTypeId) ?? TYPE_GROUPS.indexOf('other');
}

/**
 * Price ranges: up to three thresholds cut the prices into up to four ranges, plus one count for the
 * listings without a price (always the last slot). The thresholds follow the search's own prices
 * (their quartiles, rounded to round figures), so a rental search splits $1,800 from $2,500 a month
 * and a luxury search $2M from $5M.
 */
export const PRICE_SLOTS = 5;
export const NO_PRICE_SLOT = PRICE_SLOTS - 1;

// Steps that the short price format writes exactly (1.25M would read 1.3M).
const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10];

/** The round figure nearest to a price: 487,000 → 500,000; 1,340,000 → 1,500,000; 2,240 → 2,000. */
export function nicePrice(value: number): number {
  if (!(value > 0)) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const mantissa = value / magnitude;
  let best = NICE_STEPS[0]!;
  for (const step of NICE_STEPS) if (Math.abs(step - mantissa) < Math.abs(best - mantissa)) best = step;
  return best * magnitude;
}

/** The thresholds for these prices (NaN for no price): ascending, distinct, at most three. */
export function priceThresholds(prices: ArrayLike<number>): number[] {
  const known: number[] = [];
  for (let i = 0; i < prices.length; i++) {
    const price = prices[i]!;
    if (Number.isFinite(price) && price > 0) known.push(price);
  }
  if (known.length < 2) return [];
  const sorted = Float64Array.from(known).sort();
  const thresholds: number[] = [];
  for (const q of [0.25, 0.5, 0.75]) {
    const value = nicePrice(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
    // A threshold at or below the lowest price cuts nothing off.
    if (value > sorted[0]! && value <= sorted[sorted.length - 1]! && !thresholds.includes(value)) {
      thresholds.push(value);
    }
  }
  return thresholds.sort((a, b) => a - b);
}

/** The slot of a price: 0 below the first threshold … `thresholds.length` from the last; no price last. */
export function priceSlot(price: number, thresholds: readonly number[]): number {
  if (!Number.isFinite(price)) return NO_PRICE_SLOT;
  let slot = 0;
  while (slot < thresholds.length && price >= thresholds[slot]!) slot += 1;
  return slot;
}

/** A cluster's counts: `types[g]` per TYPE_GROUPS entry, `prices[s]` per price slot. */
export interface Breakdown {
  types: number[];
  prices: number[];
}
