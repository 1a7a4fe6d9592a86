import type { ComparableSale, EstimateCandidate, HomeEstimate } from '@/api/contract/content';
import { distanceKm } from '@/domain/geometry';
import { Rng, hashString } from '../random';
import { slug } from '../text';
import type { ListingCore } from './listings';

export interface EstimateRecord {
  candidate: EstimateCandidate;
  core: ListingCore | null;
  lat: number;
  lng: number;
  seed: number;
}

/**
 * British Columbia addresses with an estimate: every BC listing (detail ids ending -lst) and the
 * off-market homes around them (ending -prty). Some have no data; brand listings are "not for sale".
 */
export function buildEstimates(listings: readonly ListingCore[]): EstimateRecord[] {
  const out: EstimateRecord[] = [];
  for (const core of listings) {
    if (core.place.province !== 'BC' || core.beds === null) continue;
    const seed = hashString(core.listingId);
    const rng = new Rng(seed);
    const add = (
      address: string,
      kind: 'lst' | 'prty',
      id: number,
      c: ListingCore | null,
      lat: number,
      lng: number,
    ) => {
      const listDetailId = `off_id${id}-${kind}`;
      out.push({
        candidate: {
          listDetailId,
          address,
          city: core.place.name,
          province: 'BC',
          detailUrl: `/bc/${core.place.slug}-real-estate/${slug(address)}-${listDetailId}`,
        },
        core: c,
        lat,
        lng,
        seed: hashString(listDetailId),
      });
    };
    add(core.address, 'lst', 500_000 + core.index, core, core.lat, core.lng);
    // Two neighbours on the same street, off the market.
    const match = /^(?:\d+-)?(\d+) (.+)$/.exec(core.address);
    if (match) {
      for (const delta of [2, 4]) {
        const n = Number(match[1]) + delta * (rng.chance(0.5) ? 1 : -1);
        if (n > 0)
          add(`${n} ${match[2]}`, 'prty', 700_000 + core.index * 10 + delta, null, core.lat + delta * 1e-4, core.lng);
      }
    }
  }
  return out;
}

/** A comparable sale is within this distance of the home. */
export const COMPARABLE_RADIUS_KM = 5;
const CONDO_TYPES = new Set([160, 104, 120]);
const sameKind = (a: ListingCore, b: ListingCore) => CONDO_TYPES.has(a.typeId) === CONDO_TYPES.has(b.typeId);

/**
 * Comparable sales of a home: homes of the same kind (a condo for a condo, a house for a house, luxury for
 * luxury) with a bedroom more or less, sold within 5 km, nearest first and, as near, the most recent
 * first; five at most. Their price and date are the sale's own, never an asking price or a month's rent.
 */
export function comparableSales(
  record: EstimateRecord,
  all: readonly EstimateRecord[],
  beds: number | null,
): ComparableSale[] {
  const here = { lat: record.lat, lng: record.lng };
  const kind = record.core;
  const alike = (other: ListingCore) =>
    (kind ? sameKind(kind, other) && kind.luxury === other.luxury : !other.luxury) &&
    (beds === null || other.beds === null || Math.abs(other.beds - beds) <= 1);
  return all
    .filter((r) => r.core?.saleMode === 'sold' && r !== record && alike(r.core))
    .map((r) => ({ r, km: distanceKm(here, r) }))
    .filter(({ km }) => km <= COMPARABLE_RADIUS_KM)
    .sort((a, b) => Math.round(a.km * 10) - Math.round(b.km * 10) || b.r.core!.updatedAt - a.r.core!.updatedAt)
    .slice(0, 5)
    .map(({ r, km }) => ({
      address: r.candidate.address,
      soldPrice: r.core!.price,
      soldDate: new Date(r.core!.updatedAt).toISOString().slice(0, 10),
      beds: r.core!.beds ?? 0,
      baths: r.core!.baths ?? 0,
      sqft: r.core!.sqft ?? 0,
      distanceMetres: Math.round(km * 1000),
    }));
}

/** A home with neither a price nor nearby sales: the median asking price of homes for sale in its city. */
function typicalPrice(record: EstimateRecord, all: readonly EstimateRecord[]): number {
  const prices = all
    .filter((r) => r.core?.saleMode === 'forSale' && r.candidate.city === record.candidate.city)
    .map((r) => r.core!.price)
    .sort((a, b) => a - b);
  return prices.length ? prices[Math.floor(prices.length / 2)]! : 900_000;
}

/** A listing whose price is a sale price (for sale or sold), not a month's rent or lease. */
const pricedToSell = (core: ListingCore) => core.saleMode === 'forSale' || core.saleMode === 'sold';

export function estimateOf(record: EstimateRecord, all: readonly EstimateRecord[], today: number): HomeEstimate {
  const rng = new Rng(record.seed);
  const base = {
    listDetailId: record.candidate.listDetailId,
    address: record.candidate.address,
    city: record.candidate.city,
    asOf: new Date(today).toISOString().slice(0, 10),
  };
  const core = record.core;
  // Listings of the brand on the market are priced by their agent, not estimated.
  if (core && core.saleMode === 'forSale') {
    return {
      ...base,
      status: 'NOT_FOR_SALE',
      value: null,
      low: null,
      high: null,
      beds: core.beds,
      baths: core.baths,
      sqft: core.sqft,
      yearBuilt: core.yearBuilt,
      comparables: [],
      listingUrl: core.detailUrl,
    };
  }
  if (rng.chance(0.1)) {
    return {
      ...base,
      status: 'NO_DATA',
      value: null,
      low: null,
      high: null,
      beds: null,
      baths: null,
      sqft: null,
      yearBuilt: null,
      comparables: [],
      listingUrl: null,
    };
  }
  const facts = {
    beds: core?.beds ?? rng.int(2, 5),
    baths: core?.baths ?? rng.int(1, 3),
    sqft: core?.sqft ?? rng.int(900, 3200),
    yearBuilt: core?.yearBuilt ?? rng.int(1950, 2020),
  };
  const comparables = comparableSales(record, all, facts.beds);
  // A home's value is a sale price: a monthly rent says nothing of it.
  const owned = core && pricedToSell(core) ? core : null;
  const reference =
    owned?.price ??
    (comparables.length
      ? comparables.reduce((s, c) => s + c.soldPrice, 0) / comparables.length
      : typicalPrice(record, all));
  const value = Math.round((reference * (0.95 + rng.next() * 0.1)) / 1000) * 1000;
  const spread = 0.05 + rng.next() * 0.07;
  return {
    ...base,
    status: 'OK',
    value,
    low: Math.round((value * (1 - spread)) / 1000) * 1000,
    high: Math.round((value * (1 + spread)) / 1000) * 1000,
    ...facts,
    comparables,
    listingUrl: null,
  };
}
