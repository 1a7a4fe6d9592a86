import type { UserAction, UserProfile } from '@/api/contract/user';
import { applyListsAction, listsOf } from '@/features/favourites/favourites-api';
import { applySavedSearchAction } from '@/features/saved-searches/saved-searches-api';
import { composeAccount } from './account-selector';
import { isUserAction } from './user-actions';
import { applyDetailsAction, detailsOf } from './user-slice';

/**
 * A change to an account as a save sends it (ours, API.md): one visitor action, item by item, so the
 * server applies it to its own copy and two tabs or devices never undo each other. A whole-profile
 * replacement or a clear is not a change: a save carrying one sends the snapshot (spec §4) instead.
 */
export type ProfileChange = Exclude<UserAction, { type: 'replace-user' } | { type: 'clear-user' }>;

export function isProfileChange(value: unknown): value is ProfileChange {
  return isUserAction(value) && value.type !== 'replace-user' && value.type !== 'clear-user';
}

/**
 * An action applied to a whole profile, by the same rules the slices apply it to their parts: favourites
 * and hidden listings set on or off, saved searches added, edited or deleted by id, details by field.
 * The client rebases its unsaved changes with it; the demo API merges a save's changes with it.
 */
export function applyUserAction(profile: UserProfile, action: UserAction): UserProfile {
  if (action.type === 'replace-user') return action.user;
  // A saved search added twice (a save sent again after a lost answer) is kept once.
  if (action.type === 'add-saved-search' && action.search.id !== undefined) {
    if (profile.preferences.savedSearches.some((s) => s.id === action.search.id)) return profile;
  }
  const details = applyDetailsAction(detailsOf(profile), action) ?? detailsOf(profile);
  return composeAccount(
    details,
    applySavedSearchAction(profile.preferences.savedSearches, action),
    applyListsAction(listsOf(profile), action),
  );
}

/** A profile with changes applied in order. */
export const applyChanges = (profile: UserProfile, changes: readonly UserAction[]): UserProfile =>
  changes.reduce(applyUserAction, profile);

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const PROFILE_FIELD_TYPES: Readonly<Record<string, 'string' | 'boolean'>> = {
  firstName: 'string',
  lastName: 'string',
  phoneNumber: 'string',
  city: 'string',
  province: 'string',
  buy: 'boolean',
  sell: 'boolean',
  marketingEmails: 'boolean',
};

/** Whether a change has the fields its type needs, of the right types (read from storage or a request). */
function wellFormed(change: ProfileChange): boolean {
  const c = change as unknown as Record<string, unknown>;
  switch (change.type) {
    case 'favourite-listing':
      return isText(c.listingId) && typeof c.favourite === 'boolean';
    case 'hide-listing':
      return isText(c.listingId) && typeof c.hidden === 'boolean';
    case 'favourite-agent':
      return isText(c.agentId) && typeof c.favourite === 'boolean';
    case 'add-saved-search':
      return isObject(c.search) && (c.search.id === undefined || isText(c.search.id, 64));
    case 'edit-saved-search':
      return isObject(c.changes) && (isText(c.id, 64) || Number.isInteger(c.index));
    case 'delete-saved-search':
      return isText(c.id, 64) || Number.isInteger(c.index);
    case 'update-user':
      return (
        isObject(c.changes) &&
        Object.entries(c.changes).every(([key, value]) => typeof value === PROFILE_FIELD_TYPES[key])
      );
    case 'delete-all-saved-searches':
    case 'unsubscribe-all-saved-searches':
      return true;
  }
}

/** The well-formed changes of a list read from storage or a request, at most `max`; null when not a list. */
export function parseChanges(value: unknown, max = 500): ProfileChange[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  return value.filter((item): item is ProfileChange => isProfileChange(item) && wellFormed(item));
}
