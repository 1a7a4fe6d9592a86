import type { UserAction } from '@/api/contract/user';
import { createSavedSearch, type SavedSearch } from '@/domain/saved-search';

/** Where an action's saved search is: by its id, else by its index; -1 when it names none. */
function findIndex(searches: readonly SavedSearch[], id: string | undefined, index: number | undefined): number {
  if (id !== undefined) return searches.findIndex((s) => s.id === id);
  if (index !== undefined && Number.isInteger(index) && index >= 0 && index < searches.length) return index;
  return -1;
}

/**
 * A visitor's action applied to the saved searches (spec §4, §5): the new list; the same list for an action about
 * something else; null for one spec §5 refuses (a search that would not be valid, an edit of one that is not there),
 * which the account's saga turns into "Invalid action" before any slice sees it.
 */
export function applySavedSearchAction(
  searches: readonly SavedSearch[],
  action: UserAction,
): readonly SavedSearch[] | null {
  switch (action.type) {
    case 'replace-user':
      return action.user.preferences.savedSearches;
    case 'add-saved-search': {
      const built = createSavedSearch(action.search);
      return built.ok ? [...searches, built.value] : null;
    }
    case 'edit-saved-search': {
      const at = findIndex(searches, action.id, action.index);
      if (at < 0) return null;
      const built = createSavedSearch({ ...searches[at], ...action.changes });
      return built.ok ? searches.map((s, i) => (i === at ? built.value : s)) : null;
    }
    case 'delete-saved-search': {
      const at = findIndex(searches, action.id, action.index);
      return at < 0 ? searches : searches.filter((_, i) => i !== at);
    }
    case 'delete-all-saved-searches':
      return [];
    case 'unsubscribe-all-saved-searches':
      return searches.map((s) => ({ ...s, notificationsEnabled: false }));
    default:
      return searches;
  }
}
