import { normaliseListingUrl } from './identifiers';

export type ListingPreview = {
  listingId: string;
  /** Normalised listing URL; empty when the source gave none. */
  detailUrl: string;
  lat: number;
  lng: number;
  listPrice: number | null;
  listingDate: string | null;
  pricePerSqft: number | null;
  /** The listing's type, when the source sends it (our extension): a cluster's breakdown by type. */
  listingTypeId?: number | null;
};

/** Envelope of the listings search answers (spec §3 listing preview). */
export type SearchResultEnvelope<T> = {
  results: T[];
  totalHits: number;
  complianceData: unknown;
  aggregateData: unknown;
};

function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * One map result `lat;lng;listingId;price;date;pricePerSqft[;detailUrl[;listingTypeId]]` (the type is our
 * extension of spec §3's preview). Entries with five parts
 * or fewer are dropped, and so are entries without finite coordinates or a listing id, which the
 * map could not place.
 */
export function parseMapPreview(entry: string): ListingPreview | null {
  const parts = entry.split(';');
  if (parts.length <= 5) return null;
  const [lat, lng, listingId, price, date, pricePerSqft, detailUrl, listingTypeId] = parts;
  const latitude = optionalNumber(lat);
  const longitude = optionalNumber(lng);
  const id = optionalText(listingId);
  if (latitude === null || longitude === null || id === null) return null;
  return {
    listingId: id,
    detailUrl: detailUrl ? normaliseListingUrl(detailUrl) : '',
    lat: latitude,
    lng: longitude,
    listPrice: optionalNumber(price),
    listingDate: optionalText(date),
    pricePerSqft: optionalNumber(pricePerSqft),
    listingTypeId: optionalNumber(listingTypeId),
  };
}

export function parseMapPreviews(entries: readonly unknown[]): ListingPreview[] {
  const previews: ListingPreview[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const preview = parseMapPreview(entry);
    if (preview) previews.push(preview);
  }
  return previews;
}

/** A preview object from the previews endpoint, with its detailUrl normalised. */
export function toListingPreview(raw: Record<string, unknown>): ListingPreview | null {
  const listingId = optionalText(raw.listingId);
  const lat = optionalNumber(raw.lat ?? raw.latitude);
  const lng = optionalNumber(raw.lng ?? raw.longitude);
  if (listingId === null || lat === null || lng === null) return null;
  return {
    listingId,
    detailUrl: typeof raw.detailUrl === 'string' ? normaliseListingUrl(raw.detailUrl) : '',
    lat,
    lng,
    listPrice: optionalNumber(raw.listPrice),
    listingDate: optionalText(raw.listingDate),
    pricePerSqft: optionalNumber(raw.pricePerSqft ?? raw.pricePerSqFt),
    listingTypeId: optionalNumber(raw.listingTypeId),
  };
}

/** The map search answer with its semicolon-joined results parsed. */
export function parseMapResults(envelope: {
  results?: readonly unknown[] | null;
  totalHits?: unknown;
  complianceData?: unknown;
  aggregateData?: unknown;
}): SearchResultEnvelope<ListingPreview> {
  const totalHits = optionalNumber(envelope.totalHits);
  return {
    results: parseMapPreviews(envelope.results ?? []),
    totalHits: totalHits !== null && totalHits >= 0 ? totalHits : 0,
    complianceData: envelope.complianceData ?? null,
    aggregateData: envelope.aggregateData ?? null,
  };
}
