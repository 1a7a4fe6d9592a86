import { defineMessages } from './messages';

export type SortDirection = 'asc' | 'desc';
export type ListingSortKey = 'listingDate' | 'price' | 'score';

export const SORT_OPTIONS = {
  1: { key: 'listingDate', direction: 'desc' },
  2: { key: 'listingDate', direction: 'asc' },
  3: { key: 'price', direction: 'asc' },
  4: { key: 'price', direction: 'desc' },
  5: { key: 'score', direction: 'asc' },
  6: { key: 'score', direction: 'desc' },
} as const satisfies Record<number, { key: ListingSortKey; direction: SortDirection }>;
export type SortOptionId = keyof typeof SORT_OPTIONS;
export const SORT_OPTION_IDS: readonly SortOptionId[] = [1, 2, 3, 4, 5, 6];
/**
 * The sorts a visitor is offered: the spec's ids, without the score's low-to-high order, which no
 * buyer wants (a shared link with it still works and shows it).
 */
export const VISITOR_SORT_OPTION_IDS: readonly SortOptionId[] = [1, 2, 3, 4, 6];
export const DEFAULT_SORT: SortOptionId = 1;
/** The header's listing search ranks by relevance. */
export const HEADER_SEARCH_SORT: SortOptionId = 6;

export const sortMessages = defineMessages({
  1: { id: 'sort.newest', defaultMessage: 'Newest' },
  2: { id: 'sort.oldest', defaultMessage: 'Oldest' },
  3: { id: 'sort.price-low-high', defaultMessage: 'Price (Low to High)' },
  4: { id: 'sort.price-high-low', defaultMessage: 'Price (High to Low)' },
  // The score is the backend's relevance: a buyer knows it as the best match.
  5: { id: 'sort.score-low-high', defaultMessage: 'Least relevant first' },
  6: { id: 'sort.score-high-low', defaultMessage: 'Best match' },
});

export function isSortOptionId(value: unknown): value is SortOptionId {
  return typeof value === 'number' && (SORT_OPTION_IDS as readonly number[]).includes(value);
}

/** Sort option from a `sort` query value; anything else gives the default. */
export function sortFromQuery(value: string | null | undefined): SortOptionId {
  const n = value != null && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return isSortOptionId(n) ? n : DEFAULT_SORT;
}

export const VIEWS = ['map', 'gallery'] as const;
export type View = (typeof VIEWS)[number];
export const DEFAULT_VIEW: View = 'gallery';

export function viewFromQuery(value: string | null | undefined): View {
  const v = value?.trim().toLowerCase();
  return v === 'map' || v === 'gallery' ? v : DEFAULT_VIEW;
}

export const DEFAULT_PAGE_SIZE = 10;
export const SUGGESTIONS_PAGE_SIZE = 5;
export const MAP_PAGE_SIZE = 20;
export const GALLERY_PAGE_SIZE = 12;
/** The search backend never pages past this many results. */
export const MAX_TOTAL_RESULTS = 10_000;

export function pageSizeForView(view: View): number {
  return view === 'map' ? MAP_PAGE_SIZE : GALLERY_PAGE_SIZE;
}

/** Number of reachable pages (at least 1), counting only the first MAX_TOTAL_RESULTS results. */
export function pageCount(total: number, pageSize: number): number {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE;
  const reachable = Number.isFinite(total) ? Math.min(Math.max(0, total), MAX_TOTAL_RESULTS) : 0;
  return Math.max(1, Math.ceil(reachable / size));
}

/** Page index clamped to 0..last page; non-numbers give 0. */
export function clampPage(index: number, total: number, pageSize: number): number {
  if (!Number.isFinite(index)) return 0;
  const last = pageCount(total, pageSize) - 1;
  return Math.min(Math.max(0, Math.trunc(index)), last);
}

export type Pagination = { pageNumber: number; limit: number; offset: number };

export function pagination(index: number, total: number, pageSize: number): Pagination {
  const pageNumber = clampPage(index, total, pageSize);
  return { pageNumber, limit: pageSize, offset: pageNumber * pageSize };
}
