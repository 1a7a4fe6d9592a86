import type { UserAction } from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';

/** Where an action's saved search is: by its id, else by its index; -1 when it names none. */
export function savedSearchIndex(searches: readonly SavedSearch[], id?: string, index?: number): number {
  if (id !== undefined) return searches.findIndex((s) => s.id === id);
  if (index !== undefined && Number.isInteger(index) && index >= 0 && index < searches.length) return index;
  return -1;
}

/**
 * A visitor's action applied to the saved searches (spec §4): the new list, or the same list for an action about
 * something else. It takes the action as the account's saga let it through (`prepareAction` in the user feature):
 * a search to add already built by spec §5's rules, an edit's changes already the whole search after the change.
 * So the reducer stays small, and spec §5's construction code loads with the saga, not with every page.
 */
export function applySavedSearchAction(searches: readonly SavedSearch[], action: UserAction): readonly SavedSearch[] {
  switch (action.type) {
    case 'replace-user':
      return action.user.preferences.savedSearches;
    case 'add-saved-search':
      return [...searches, action.search];
    case 'edit-saved-search': {
      const at = savedSearchIndex(searches, action.id, action.index);
      return at < 0 ? searches : searches.map((s, i) => (i === at ? { ...s, ...action.changes } : s));
    }
    case 'delete-saved-search': {
      const at = savedSearchIndex(searches, action.id, action.index);
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
