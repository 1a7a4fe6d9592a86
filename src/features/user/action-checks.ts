import type { UserAction, UserProfile } from '@/api/contract/user';
import { createSavedSearch } from '@/domain/saved-search';
import { savedSearchIndex } from '@/features/saved-searches/saved-searches-api';
import { isUserAction } from './user-actions';

/**
 * The action as the slices will apply it, or null when the account cannot take it ("Invalid action", spec §4,
 * §8): an unknown action, a saved search spec §5 refuses, an edit of one that is not there. A search to add is
 * built by spec §5's rules here; an edit's changes become the whole search after the change, a key the rules
 * dropped (an invalid place) set to undefined so the slice's merge drops it too. A new search gets its id here
 * and an edit or delete names its search by id, so the change means the same on the server's copy, whatever
 * another tab or device added or removed meanwhile (profile-changes.ts).
 */
export function prepareAction(account: UserProfile, action: unknown): UserAction | null {
  if (!isUserAction(action)) return null;
  const searches = account.preferences.savedSearches;
  if (action.type === 'add-saved-search') {
    const built = createSavedSearch(action.search);
    return built.ok ? { ...action, search: { ...built.value, id: built.value.id ?? newSavedSearchId() } } : null;
  }
  if (action.type === 'edit-saved-search') {
    const at = savedSearchIndex(searches, action.id, action.index);
    const before = searches[at];
    if (!before) return null;
    const built = createSavedSearch({ ...before, ...action.changes });
    if (!built.ok) return null;
    const dropped = Object.keys(before).filter((key) => !(key in built.value));
    const changes = { ...Object.fromEntries(dropped.map((key) => [key, undefined])), ...built.value };
    return before.id === undefined ? { ...action, changes } : { type: action.type, id: before.id, changes };
  }
  if (action.type === 'delete-saved-search') {
    const before = searches[savedSearchIndex(searches, action.id, action.index)];
    return before?.id === undefined ? action : { type: action.type, id: before.id };
  }
  return action;
}

/** A new saved search's id, made here so later changes can name it before the server has answered. */
function newSavedSearchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `ss-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
