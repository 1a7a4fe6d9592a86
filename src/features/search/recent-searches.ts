import { localStore } from '@/api/browser-storage';

/** Spec §2.6: recent searches on the luxury and commercial home pages, kept in this browser only. */
export const RECENT_SEARCHES_KEY = 'homeRecent';
const MAX_RECENT = 5;

export interface RecentSearch {
  label: string;
  url: string;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RecentSearch).label === 'string' &&
    typeof (value as RecentSearch).url === 'string' &&
    (value as RecentSearch).url.startsWith('/')
  );
}

export function readRecentSearches(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The newest first, without repeats, at most five. */
export function rememberSearch(search: RecentSearch): void {
  try {
    const rest = readRecentSearches().filter((s) => s.url !== search.url);
    localStore()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify([search, ...rest].slice(0, MAX_RECENT)));
  } catch {
    // Storage may be full or blocked; the search itself goes on.
  }
}
