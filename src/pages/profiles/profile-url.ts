import { useCallback, useMemo } from 'react';
import { MAX_TOTAL_RESULTS, type SortOptionId } from '@/domain/sorting';
import { AGENT_LISTING_SORTS, DEFAULT_AGENT_LISTING_SORT, type AgentListingSort } from '@/domain/agent-sorting';
import { useRoute } from '@/routing/route-context';

export const AGENT_TABS = ['about', 'listings', 'awards', 'reviews'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
export const OFFICE_TABS = ['about', 'listings', 'agents'] as const;
export type OfficeTab = (typeof OFFICE_TABS)[number];

/** What a profile's URL says: the tab (`?tab=`, About when left out), the listings' sort and the page. */
export interface ProfileState<T extends string> {
  tab: T;
  sort: AgentListingSort;
  /** 0-based; the URL's `pageNumber` is 1-based, as on the results pages. Clamped by the page, to its total. */
  page: number;
}

const SORT_KEYS = Object.keys(AGENT_LISTING_SORTS) as AgentListingSort[];
/** `highestPrice` → `highest-price`: the URL speaks in plain words. */
export const sortSlug = (sort: AgentListingSort) => sort.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const OWN_KEYS = ['tab', 'sort', 'pageNumber'];

/** Reads a profile's state from its query; anything unknown, hostile or out of range falls back quietly. */
export function readProfileState<T extends string>(search: string, tabs: readonly T[]): ProfileState<T> {
  const query = new URLSearchParams(search);
  const rawTab = query.get('tab')?.trim().toLowerCase() ?? '';
  const tab = tabs.find((t) => t === rawTab) ?? tabs[0]!;
  const rawSort = query.get('sort')?.trim().toLowerCase() ?? '';
  const sort = SORT_KEYS.find((key) => sortSlug(key) === rawSort) ?? DEFAULT_AGENT_LISTING_SORT;
  const rawPage = query.get('pageNumber')?.trim() ?? '';
  const number = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const page = Math.min(Math.max(number, 1), MAX_TOTAL_RESULTS) - 1;
  return { tab, sort, page };
}

/**
 * The query of a profile's state, keeping any other parameter the URL had (`siteCategory`…). Defaults are
 * left out, so About is the bare profile URL; a page and a sort only make sense on a tab with a list.
 */
export function writeProfileState<T extends string>(search: string, state: ProfileState<T>, defaultTab: T): string {
  const query = new URLSearchParams(search);
  for (const key of OWN_KEYS) query.delete(key);
  if (state.tab !== defaultTab) query.set('tab', state.tab);
  if (state.tab === 'listings' && state.sort !== DEFAULT_AGENT_LISTING_SORT) query.set('sort', sortSlug(state.sort));
  if (state.page > 0) query.set('pageNumber', String(state.page + 1));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The gallery call's order for an agent listing sort. The gallery speaks the spec's sort ids (newest,
 * price), which cover three of the eight; `listingSort` names the sort itself for the others.
 */
export function listingSortParams(sort: AgentListingSort): { sort: SortOptionId; listingSort?: AgentListingSort } {
  if (sort === 'highestPrice') return { sort: 4 };
  if (sort === 'lowestPrice') return { sort: 3 };
  if (sort === 'newest') return { sort: 1 };
  return { sort: 1, listingSort: sort };
}

export interface ProfileUrl<T extends string> {
  state: ProfileState<T>;
  /** The public URL of this profile with part of its state changed (a new tab starts at its first page). */
  href: (patch: Partial<ProfileState<T>>) => string;
  set: (patch: Partial<ProfileState<T>>, options?: { replace?: boolean }) => void;
}

/** A profile's tab, sort and page in its URL, so Back, reload and a shared link agree. */
export function useProfileUrl<T extends string>(tabs: readonly T[]): ProfileUrl<T> {
  const { pathname, search, navigate } = useRoute();
  const state = useMemo(() => readProfileState(search, tabs), [search, tabs]);
  const href = useCallback(
    (patch: Partial<ProfileState<T>>) => {
      const changesTab = patch.tab !== undefined && patch.tab !== state.tab;
      const base = changesTab ? { tab: patch.tab!, sort: DEFAULT_AGENT_LISTING_SORT, page: 0 } : state;
      return pathname + writeProfileState(search, { ...base, ...patch }, tabs[0]!);
    },
    [pathname, search, state, tabs],
  );
  const set = useCallback(
    (patch: Partial<ProfileState<T>>, options?: { replace?: boolean }) =>
      void navigate(href(patch), { replace: options?.replace ?? false, preventScrollReset: true }),
    [navigate, href],
  );
  return { state, href, set };
}
