import { localStore } from '@/api/browser-storage';
import { isSitePath } from '@/domain/identifiers';
import { SEARCH_TEXT_MAX } from '@/domain/search-text';

/** Spec §2.6: recent searches on the luxury and commercial home pages, kept in this browser only. */
export const RECENT_SEARCHES_KEY = 'homeRecent';
const MAX_RECENT = 5;
/** A search's label is what was typed (at most the search box's length) or a suggestion's text. */
const LABEL_MAX_LENGTH = SEARCH_TEXT_MAX;

export interface RecentSearch {
  label: string;
  url: string;
}

/**
 * Storage is the visitor's to change (or another script's on this origin): a value becomes a link only when
 * its URL is a path of this site of sane length and its label is short text; anything else is dropped.
 */
function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { label, url } = value as Record<string, unknown>;
  return typeof label === 'string' && label.trim() !== '' && label.length <= LABEL_MAX_LENGTH && isSitePath(url);
}

export function readRecentSearches(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isRecentSearch)
          .slice(0, MAX_RECENT)
          .map(({ label, url }) => ({ label, url }))
      : [];
  } catch {
    return [];
  }
}

/** The newest first, without repeats, at most five; a search that could not be read back is not kept. */
export function rememberSearch(search: RecentSearch): void {
  if (!isRecentSearch(search)) return;
  try {
    const rest = readRecentSearches().filter((s) => s.url !== search.url);
    localStore()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify([search, ...rest].slice(0, MAX_RECENT)));
  } catch {
    // Storage may be full or blocked; the search itself goes on.
  }
}
