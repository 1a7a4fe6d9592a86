import type { UserProfile } from '@/api/contract/user';
import { brand } from '@/config/brand';
import type { SavedSearch } from '@/domain/saved-search';
import { localStore } from '@/api/browser-storage';
import { EMPTY_GUEST, type GuestLists } from '@/features/favourites/favourites-api';

/**
 * What the browser keeps of the account (spec §3: brand-prefixed local storage keys). The user key is the
 * "login key" of spec §4: another tab changing it reloads the user there. Everything read back is
 * checked, so a malformed or hostile value reads as nothing rather than taking the app down.
 */
export const USER_KEY = `${brand.shortName}.user`;
export const GUEST_KEY = `${brand.shortName}.guest`;

export interface StoredUser {
  profile: UserProfile;
  /** A change made here that the server has not confirmed yet: sent again on the next visit. */
  unsaved: boolean;
  /** When it was made (epoch ms): an old one is not sent over what the account became since. */
  unsavedAt?: number;
  /**
   * The tab's changes the server has not confirmed (ours): sent as changes on the next visit, merged by the
   * server. Absent when they cannot be told as changes: the next save then sends the profile (spec §4). As
   * read, only a list: the account's code checks each (`parseChanges`) before using them, so their rules
   * stay out of the first page's JavaScript.
   */
  unsent?: readonly unknown[];
}

function read(key: string): unknown {
  try {
    const text = localStore()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the server still has the account.
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter(isString).filter((id) => id.length > 0 && id.length < 200))] : [];

/** A profile as stored or answered, checked field by field; null when it is not one. */
export function toProfile(value: unknown): UserProfile | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (!isString(raw.id) || !isString(raw.email)) return null;
  const text = (key: string) => (isString(raw[key]) ? raw[key] : '');
  const prefs = (raw.preferences && typeof raw.preferences === 'object' ? raw.preferences : {}) as Record<
    string,
    unknown
  >;
  return {
    id: raw.id,
    username: text('username') || raw.email,
    encryptedUsername: text('encryptedUsername'),
    email: raw.email,
    phoneNumber: text('phoneNumber'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    buy: raw.buy === true,
    sell: raw.sell === true,
    city: text('city'),
    province: text('province'),
    marketingEmails: raw.marketingEmails === true,
    ipaddress: text('ipaddress'),
    datetime: text('datetime'),
    preferences: {
      favouriteListings: ids(prefs.favouriteListings),
      favouriteAgents: ids(prefs.favouriteAgents),
      // Only their shape here (this module loads with the first page); spec §5's full check drops invalid
      // ones when the account's code loads (user-effects.ts) and where they are shown (SavedSearchList).
      savedSearches: Array.isArray(prefs.savedSearches)
        ? (prefs.savedSearches.filter(
            (s) => s !== null && typeof s === 'object' && typeof (s as { name?: unknown }).name === 'string',
          ) as SavedSearch[])
        : [],
      ...(Array.isArray(prefs.hiddenListings) ? { hiddenListings: ids(prefs.hiddenListings) } : {}),
    },
    // Ours: an address waiting for confirmation, and the day an unconfirmed account is removed.
    ...(typeof raw.emailConfirmed === 'boolean' ? { emailConfirmed: raw.emailConfirmed } : {}),
    ...(isString(raw.confirmBy) && Number.isFinite(Date.parse(raw.confirmBy)) ? { confirmBy: raw.confirmBy } : {}),
  };
}

function storedUserOf(value: unknown): StoredUser | null {
  const raw = (value && typeof value === 'object' ? value : {}) as {
    profile?: unknown;
    unsaved?: unknown;
    unsavedAt?: unknown;
    unsent?: unknown;
  };
  const profile = toProfile(raw.profile);
  if (!profile) return null;
  const unsavedAt = typeof raw.unsavedAt === 'number' && Number.isFinite(raw.unsavedAt) ? raw.unsavedAt : undefined;
  const unsent = Array.isArray(raw.unsent) ? (raw.unsent as unknown[]) : undefined;
  return {
    profile,
    unsaved: raw.unsaved === true,
    ...(unsavedAt === undefined ? {} : { unsavedAt }),
    ...(unsent ? { unsent } : {}),
  };
}

export function readStoredUser(): StoredUser | null {
  return storedUserOf(read(USER_KEY));
}

/** Parses the user key's new value from a storage event. */
export function parseStoredUser(text: string | null): StoredUser | null {
  if (!text) return null;
  try {
    return storedUserOf(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser): void {
  write(USER_KEY, user);
}

export function removeStoredUser(): void {
  try {
    localStore()?.removeItem(USER_KEY);
  } catch {
    // Nothing to remove.
  }
}

export function readGuestLists(): GuestLists {
  const value = read(GUEST_KEY) as Partial<Record<keyof GuestLists, unknown>> | null;
  if (!value || typeof value !== 'object') return EMPTY_GUEST;
  return { favourites: ids(value.favourites), hidden: ids(value.hidden) };
}

export function writeGuestLists(lists: GuestLists): void {
  if (lists.favourites.length === 0 && lists.hidden.length === 0) {
    try {
      localStore()?.removeItem(GUEST_KEY);
    } catch {
      // Nothing to remove.
    }
  } else write(GUEST_KEY, lists);
}
