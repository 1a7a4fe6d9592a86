import type { ProfileChanges, UserAction, UserProfile } from '@/api/contract/user';
import type { ProtectedReason } from '@/app/events';
import { createSavedSearch, parseSavedSearches, type SavedSearch } from '@/domain/saved-search';
import type { GuestLists } from '@/features/favourites/favourites-api';

export type { ProtectedReason };

export type { ProfileChanges, UserAction };

export type UserActionType = UserAction['type'];

/**
 * The snackbar key of each action (spec §4); the failure variant adds `-failed`. Favouriting and
 * unfavouriting share `favourite-listing` as the spec says; the message tells them apart.
 */
export const SNACKBAR_KEYS = {
  'replace-user': 'update-user',
  'update-user': 'update-user',
  'clear-user': 'clear-user',
  'add-saved-search': 'add-saved-search',
  'edit-saved-search': 'edit-saved-search',
  'delete-saved-search': 'delete-saved-search',
  'delete-all-saved-searches': 'delete-all-saved-searches',
  'favourite-listing': 'favourite-listing',
  'hide-listing': 'hide-listing',
  'favourite-agent': 'favourite-agent',
  'unsubscribe-all-saved-searches': 'unsubscribe-all-saved-searches',
} as const satisfies Record<UserActionType, string>;
export type SnackbarKey = (typeof SNACKBAR_KEYS)[UserActionType];

/** Spec §8 "Invalid action": what applying an unknown action throws. */
export const INVALID_ACTION = 'Invalid action';

export function isUserAction(value: unknown): value is UserAction {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    Object.hasOwn(SNACKBAR_KEYS, (value as { type: string }).type)
  );
}

/** The user's hidden ("not interested") listings; kept in preferences beside the favourites. */
export type Preferences = UserProfile['preferences'] & { hiddenListings?: string[] };

function toggle(list: readonly string[], id: string, on: boolean): string[] {
  const without = list.filter((item) => item !== id);
  return on ? [...without, id] : without;
}

function findIndex(searches: readonly SavedSearch[], id: string | undefined, index: number | undefined): number {
  if (id !== undefined) return searches.findIndex((s) => s.id === id);
  if (index !== undefined && Number.isInteger(index) && index >= 0 && index < searches.length) return index;
  return -1;
}

function withPreferences(profile: UserProfile, change: (prefs: Preferences) => Partial<Preferences>): UserProfile {
  const prefs = profile.preferences as Preferences;
  return { ...profile, preferences: { ...prefs, ...change(prefs) } };
}

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'city',
  'province',
  'buy',
  'sell',
  'marketingEmails',
] as const;

/**
 * Applies one user action to a profile (spec §4), returning a new profile. Throws "Invalid action" for
 * an unknown type, and for a saved search that spec §5 refuses (it would be dropped by the server).
 * `clear-user` answers null: the account is forgotten.
 */
export function applyUserAction(profile: UserProfile, action: UserAction): UserProfile | null {
  if (!isUserAction(action)) throw new Error(INVALID_ACTION);
  switch (action.type) {
    case 'replace-user':
      return action.user;
    case 'clear-user':
      return null;
    case 'update-user': {
      const next = { ...profile };
      for (const key of PROFILE_FIELDS) {
        const value = action.changes[key];
        if (value !== undefined) (next as Record<string, unknown>)[key] = value;
      }
      return next;
    }
    case 'add-saved-search': {
      const built = createSavedSearch(action.search);
      if (!built.ok) throw new Error(INVALID_ACTION);
      return withPreferences(profile, (p) => ({ savedSearches: [...p.savedSearches, built.value] }));
    }
    case 'edit-saved-search':
      return withPreferences(profile, (p) => {
        const at = findIndex(p.savedSearches, action.id, action.index);
        if (at < 0) throw new Error(INVALID_ACTION);
        const built = createSavedSearch({ ...p.savedSearches[at], ...action.changes });
        if (!built.ok) throw new Error(INVALID_ACTION);
        return { savedSearches: p.savedSearches.map((s, i) => (i === at ? built.value : s)) };
      });
    case 'delete-saved-search':
      return withPreferences(profile, (p) => {
        const at = findIndex(p.savedSearches, action.id, action.index);
        return { savedSearches: at < 0 ? p.savedSearches : p.savedSearches.filter((_, i) => i !== at) };
      });
    case 'delete-all-saved-searches':
      return withPreferences(profile, () => ({ savedSearches: [] }));
    case 'unsubscribe-all-saved-searches':
      return withPreferences(profile, (p) => ({
        savedSearches: p.savedSearches.map((s) => ({ ...s, notificationsEnabled: false })),
      }));
    case 'favourite-listing':
      return withPreferences(profile, (p) => ({
        favouriteListings: toggle(p.favouriteListings, action.listingId, action.favourite),
      }));
    case 'hide-listing':
      return withPreferences(profile, (p) => ({
        hiddenListings: toggle(p.hiddenListings ?? [], action.listingId, action.hidden),
      }));
    case 'favourite-agent':
      return withPreferences(profile, (p) => ({
        favouriteAgents: toggle(p.favouriteAgents, action.agentId, action.favourite),
      }));
    default:
      throw new Error(INVALID_ACTION);
  }
}

/** Merges the browser's lists into the account: nothing lost, no duplicates, the account's order first. */
export function mergeGuestLists(profile: UserProfile, guest: GuestLists): UserProfile {
  const prefs = profile.preferences as Preferences;
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return {
    ...profile,
    preferences: {
      ...prefs,
      favouriteListings: union(prefs.favouriteListings, guest.favourites),
      hiddenListings: union(prefs.hiddenListings ?? [], guest.hidden),
    } as Preferences,
  };
}

/** Applies a favourite or hide action to the browser's lists; other actions need an account. */
export function applyGuestAction(guest: GuestLists, action: UserAction): GuestLists | null {
  if (action.type === 'favourite-listing')
    return { ...guest, favourites: toggle(guest.favourites, action.listingId, action.favourite) };
  if (action.type === 'hide-listing')
    return { ...guest, hidden: toggle(guest.hidden, action.listingId, action.hidden) };
  return null;
}

/** The protected actions (spec §4, §6), by the reason the sign-in drawer gives. */
export function reasonOf(action: UserAction): ProtectedReason {
  if (action.type === 'favourite-listing' || action.type === 'hide-listing') return 'favourite';
  if (action.type === 'favourite-agent') return 'favourite-agent';
  if (action.type === 'add-saved-search' || action.type.includes('saved-search')) return 'save-search';
  return 'account';
}

/** Whether two profiles say the same (the server's answer replaces the local user only when it differs). */
export function sameProfile(a: UserProfile | null, b: UserProfile | null): boolean {
  return stable(a) === stable(b);
}

/** JSON with object keys sorted, so two servers (or a server and this tab) ordering keys differently agree. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Spec §5: a profile's saved searches, invalid ones dropped (from storage or a server). */
export function withValidSavedSearches(profile: UserProfile): UserProfile {
  const savedSearches = parseSavedSearches(profile.preferences.savedSearches);
  if (
    savedSearches.length === profile.preferences.savedSearches.length &&
    sameProfile({ ...profile, preferences: { ...profile.preferences, savedSearches } }, profile)
  )
    return profile;
  return { ...profile, preferences: { ...profile.preferences, savedSearches } };
}
