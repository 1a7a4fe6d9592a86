import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { brand } from '@/config/brand';
import { selectFavouriteListings } from './favourites-slice';
import { localStore } from '@/api/browser-storage';

/**
 * Favourites that changed (ours): this browser remembers each favourite's price and status when it is
 * favourited (or first shown in the favourites), and the favourites tab says what moved since.
 */
export const FAVOURITE_SEEN_KEY = `${brand.shortName}.favouriteSeen`;

export interface FavouriteSnapshot {
  price: number | null;
  status: string | null;
  seenAt: number;
}

export type FavouriteChange =
  { kind: 'price-reduced' | 'price-increased'; amount: number } | { kind: 'sold' | 'off-market' };

/** What a listing is now: its price, and its status (null when the listing is no longer found). */
export interface FavouriteNow {
  price: number | null | undefined;
  status: string | null | undefined;
}

// Statuses of a listing that can no longer be bought; anything else (active, coming soon, pending…) still can.
const SOLD = new Set(['sold', 'leased', 'rented']);
const OFF_MARKET = new Set(['expired', 'withdrawn', 'terminated', 'cancelled', 'canceled', 'off market', 'inactive']);

function availability(status: string | null | undefined): 'sold' | 'off-market' | 'available' {
  if (status === null) return 'off-market';
  const value = (status ?? '').trim().toLowerCase();
  if (SOLD.has(value)) return 'sold';
  if (OFF_MARKET.has(value)) return 'off-market';
  return 'available';
}

const price = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * What changed between the remembered listing and the listing now: sold or off the market first (a price
 * then means little), else a price change; null when nothing did or there is nothing to compare.
 */
export function favouriteChange(seen: FavouriteSnapshot | undefined, now: FavouriteNow): FavouriteChange | null {
  if (!seen) return null;
  const before = availability(seen.status);
  const after = availability(now.status);
  if (after !== 'available' && after !== before) return { kind: after };
  const was = price(seen.price);
  const is = price(now.price);
  if (was === null || is === null || was === is) return null;
  return is < was ? { kind: 'price-reduced', amount: was - is } : { kind: 'price-increased', amount: is - was };
}

function toSnapshot(value: unknown): FavouriteSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.seenAt !== 'number' || !Number.isFinite(v.seenAt)) return null;
  return {
    price: typeof v.price === 'number' && Number.isFinite(v.price) ? v.price : null,
    status: typeof v.status === 'string' ? v.status : null,
    seenAt: v.seenAt,
  };
}

/** Every remembered favourite of this browser, by listing id. Never throws. */
export function readFavouriteSnapshots(): Record<string, FavouriteSnapshot> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStore()?.getItem(FAVOURITE_SEEN_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Record<string, FavouriteSnapshot> = {};
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
    const snapshot = toSnapshot(value);
    if (snapshot) out[id] = snapshot;
  }
  return out;
}

/**
 * Remembers a listing's price and status as the visitor favourites it (a favourite button can call this),
 * keeping what was remembered before unless `replace`. Listings no longer in `favourites` are forgotten,
 * so unfavouriting and favouriting again starts afresh. Never throws.
 */
export function rememberFavourite(
  listingId: string,
  now: FavouriteNow,
  {
    favourites,
    replace = false,
    at = Date.now(),
  }: { favourites?: readonly string[]; replace?: boolean; at?: number } = {},
): void {
  const all = readFavouriteSnapshots();
  if (favourites) {
    const kept = new Set([...favourites, listingId]);
    for (const id of Object.keys(all)) if (!kept.has(id)) delete all[id];
  }
  if (replace || !all[listingId]) {
    all[listingId] = { price: price(now.price), status: now.status ?? null, seenAt: at };
  }
  try {
    localStore()?.setItem(FAVOURITE_SEEN_KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused: changes are simply not shown in this browser.
  }
}

/**
 * What changed in a favourite since it was remembered. The first time a favourite is shown without a
 * memory of it (favourited on another device, or before this existed), it is remembered as it is now.
 */
export function useFavouriteChange(listingId: string, now: FavouriteNow): FavouriteChange | null {
  const favourites = useAppSelector(selectFavouriteListings);
  const seen = readFavouriteSnapshots()[listingId];
  const change = favouriteChange(seen, now);
  const missing = seen === undefined;
  useEffect(() => {
    if (missing) rememberFavourite(listingId, { price: now.price, status: now.status }, { favourites });
  }, [missing, listingId, now.price, now.status, favourites]);
  return change;
}
