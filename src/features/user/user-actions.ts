import type { ProfileChanges, UserAction, UserProfile } from '@/api/contract/user';
import type { ProtectedReason } from '@/app/events';
import { parseSavedSearches } from '@/domain/saved-search';

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

export function isUserAction(value: unknown): value is UserAction {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    Object.hasOwn(SNACKBAR_KEYS, (value as { type: string }).type)
  );
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
