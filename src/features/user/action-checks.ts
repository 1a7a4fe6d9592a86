import type { UserAction, UserProfile } from '@/api/contract/user';
import { createSavedSearch } from '@/domain/saved-search';
import { savedSearchIndex } from '@/features/saved-searches/saved-searches-api';
import { isUserAction } from './user-actions';

/**
 * The action as the slices will apply it, or null when the account cannot take it ("Invalid action", spec §4,
 * §8): an unknown action, a saved search spec §5 refuses, an edit of one that is not there. A search to add is
 * built by spec §5's rules here; an edit's changes become the whole search after the change, a key the rules
 * dropped (an invalid place) set to undefined so the slice's merge drops it too.
 */
export function prepareAction(account: UserProfile, action: unknown): UserAction | null {
  if (!isUserAction(action)) return null;
  const searches = account.preferences.savedSearches;
  if (action.type === 'add-saved-search') {
    const built = createSavedSearch(action.search);
    return built.ok ? { ...action, search: built.value } : null;
  }
  if (action.type === 'edit-saved-search') {
    const at = savedSearchIndex(searches, action.id, action.index);
    const before = searches[at];
    if (!before) return null;
    const built = createSavedSearch({ ...before, ...action.changes });
    if (!built.ok) return null;
    const dropped = Object.keys(before).filter((key) => !(key in built.value));
    return { ...action, changes: { ...Object.fromEntries(dropped.map((key) => [key, undefined])), ...built.value } };
  }
  return action;
}
