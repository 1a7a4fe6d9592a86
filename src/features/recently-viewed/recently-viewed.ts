import { useSyncExternalStore } from 'react';
import { isSaleMode, type SaleMode } from '@/domain/sale-mode';
import { brand } from '@/config/brand';
import { normaliseListingUrl } from '@/domain/identifiers';
import { listingAddress, type Listing, type ListingAgentContact, type RecentlyViewedListing } from '@/domain/listing';
import { localStore } from '@/api/browser-storage';

/** Spec §3 "recently viewed record", kept in this browser only, under a brand-prefixed key. */
export const RECENTLY_VIEWED_KEY = `${brand.shortName}.recentlyViewed`;
export const MAX_RECENTLY_VIEWED = 20;
/** Tells this tab's hooks about a change (the `storage` event only reaches the other tabs). */
const CHANGE_EVENT = `${brand.shortName}:recently-viewed`;

/** The §3 record plus what a card needs, so the strip renders without asking the API. */
export interface RecentlyViewedEntry extends RecentlyViewedListing {
  address?: string;
  city?: string;
  province?: string;
  /** Whole dollars; a monthly amount for rentals and leases. */
  price?: number;
  beds?: number;
  baths?: number;
  photoUrl?: string;
  saleMode?: SaleMode;
}

const EMPTY: readonly RecentlyViewedEntry[] = Object.freeze([]);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
/** A site path, never a protocol-relative or other-scheme URL, since it becomes a link. */
const sitePath = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : undefined;
const imageUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && (/^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value)) ? value : undefined;

function contact(value: unknown): ListingAgentContact | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const person: ListingAgentContact = {
    personifyId: text(v.personifyId),
    firstName: text(v.firstName),
    lastName: text(v.lastName),
    email: text(v.email),
  };
  return withoutUndefined(person);
}

function withoutUndefined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

/** A stored entry with its required fields, keeping only well-typed optional ones; null when unusable. */
function toEntry(value: unknown): RecentlyViewedEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const listingId = text(v.listingId);
  const url = sitePath(v.url);
  const viewedAt = count(v.viewedAt);
  if (!listingId || !url || viewedAt === undefined) return null;
  const entry: RecentlyViewedEntry = {
    listingId,
    url,
    viewedAt,
    source: text(v.source),
    mlsNum: text(v.mlsNum),
    agent: contact(v.agent),
    coAgent: contact(v.coAgent),
    address: text(v.address),
    city: text(v.city),
    province: text(v.province),
    price: count(v.price),
    beds: count(v.beds),
    baths: count(v.baths),
    photoUrl: imageUrl(v.photoUrl),
    saleMode: isSaleMode(v.saleMode) ? v.saleMode : undefined,
  };
  return withoutUndefined(entry)!;
}

/** Newest first, one entry per listing, at most 20; anything unreadable is dropped. */
function parse(raw: string | null): readonly RecentlyViewedEntry[] {
  if (raw === null) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(parsed)) return EMPTY;
  const valid = parsed.map(toEntry).filter((entry): entry is RecentlyViewedEntry => entry !== null);
  valid.sort((a, b) => b.viewedAt - a.viewedAt);
  const seen = new Set<string>();
  const entries = valid.filter((entry) => !seen.has(entry.listingId) && Boolean(seen.add(entry.listingId)));
  return entries.slice(0, MAX_RECENTLY_VIEWED);
}

function readRaw(): string | null {
  try {
    return localStore()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same array until the stored text changes.
let cache: { raw: string | null; entries: readonly RecentlyViewedEntry[] } = { raw: null, entries: EMPTY };

/** The recently viewed listings of this browser, newest first. Never throws. */
export function readRecentlyViewed(): readonly RecentlyViewedEntry[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, entries: parse(raw) };
  return cache.entries;
}

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Writes the list; when storage is full, keeps as many of the newest as fit. Never throws. */
function write(entries: readonly RecentlyViewedEntry[]): boolean {
  const store = localStore();
  if (!store) return false;
  for (let size = entries.length; size >= 1; size = Math.floor(size / 2)) {
    try {
      store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries.slice(0, size)));
      return true;
    } catch {
      // Quota exceeded: try again with fewer entries.
    }
  }
  return false;
}

/** What a listing contributes to the list: the §3 record and its card. */
export type ViewedListing = Listing & { saleMode?: SaleMode };

/** The record of one view of a listing, as `recordView` stores it. */
export function recentlyViewedEntry(listing: ViewedListing, viewedAt: number = Date.now()): RecentlyViewedEntry | null {
  const { address, city, province } = listingAddress(listing);
  const photo = listing.photos?.[0];
  return toEntry({
    listingId: listing.listingId,
    // The site path of an absolute detail URL: links to it stay on this origin and in the visitor's language.
    url: normaliseListingUrl(listing.detailUrl).replace(/^https?:\/\/[^/]+/i, '') || '/',
    viewedAt,
    source: listing.source,
    mlsNum: listing.mlsNum,
    agent: listing.agent,
    coAgent: listing.coAgent,
    address,
    city,
    province,
    price: listing.listPrice,
    beds: listing.beds,
    baths: listing.baths,
    photoUrl: typeof photo === 'string' ? photo : photo?.url,
    saleMode: listing.saleMode,
  });
}

/** Puts a listing first in the recently viewed list (once, newest first, at most 20). Never throws. */
export function recordView(listing: ViewedListing, viewedAt: number = Date.now()): readonly RecentlyViewedEntry[] {
  const entry = recentlyViewedEntry(listing, viewedAt);
  if (!entry) return readRecentlyViewed();
  const rest = readRecentlyViewed().filter((e) => e.listingId !== entry.listingId);
  const next = [entry, ...rest].slice(0, MAX_RECENTLY_VIEWED);
  if (write(next)) announce();
  return next;
}

/** Empties the list. Never throws. */
export function clearRecentlyViewed(): void {
  try {
    localStore()?.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
  announce();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key is another tab's `localStorage.clear()`.
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const serverSnapshot = () => EMPTY;

/** The recently viewed list, kept current with this tab's changes and other tabs' (the `storage` event). */
export function useRecentlyViewed(): readonly RecentlyViewedEntry[] {
  return useSyncExternalStore(subscribe, readRecentlyViewed, serverSnapshot);
}
