import type { UserAction, UserProfile } from '@/api/contract/user';

/** What a visitor kept in this browser while signed out (ours): favourites and hidden listings. */
export interface GuestLists {
  favourites: string[];
  hidden: string[];
}

export const EMPTY_GUEST: GuestLists = { favourites: [], hidden: [] };

/** The signed-in account's lists, as its profile's preferences hold them (hidden listings are ours). */
export interface AccountLists {
  listings: string[];
  agents: string[];
  /** Absent until the visitor first hides one (the profile then has no such list). */
  hidden?: string[];
}

/** The lists a profile's preferences hold. */
export function listsOf(profile: UserProfile): AccountLists {
  const prefs = profile.preferences as UserProfile['preferences'] & { hiddenListings?: string[] };
  return { listings: prefs.favouriteListings, agents: prefs.favouriteAgents, hidden: prefs.hiddenListings };
}

function toggle(list: readonly string[], id: string, on: boolean): string[] {
  const without = list.filter((item) => item !== id);
  return on ? [...without, id] : without;
}

/** A visitor's action applied to the account's lists (spec §4): favourite or hide a listing, favourite an agent. */
export function applyListsAction(lists: AccountLists, action: UserAction): AccountLists {
  switch (action.type) {
    case 'replace-user':
      return listsOf(action.user);
    case 'favourite-listing':
      return { ...lists, listings: toggle(lists.listings, action.listingId, action.favourite) };
    case 'hide-listing':
      return { ...lists, hidden: toggle(lists.hidden ?? [], action.listingId, action.hidden) };
    case 'favourite-agent':
      return { ...lists, agents: toggle(lists.agents, action.agentId, action.favourite) };
    default:
      return lists;
  }
}

/** The actions a signed-out visitor can take without an account (ours): kept in this browser's lists. */
export function isGuestAction(
  action: UserAction,
): action is Extract<UserAction, { type: 'favourite-listing' | 'hide-listing' }> {
  return action.type === 'favourite-listing' || action.type === 'hide-listing';
}

/** A favourite or hide action applied to the browser's lists. */
export function applyGuestAction(guest: GuestLists, action: UserAction): GuestLists {
  if (action.type === 'favourite-listing')
    return { ...guest, favourites: toggle(guest.favourites, action.listingId, action.favourite) };
  if (action.type === 'hide-listing')
    return { ...guest, hidden: toggle(guest.hidden, action.listingId, action.hidden) };
  return guest;
}

/** The browser's lists merged into the account's: nothing lost, no duplicates, the account's order first. */
export function mergeGuestLists(lists: AccountLists, guest: GuestLists): AccountLists {
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return {
    ...lists,
    listings: union(lists.listings, guest.favourites),
    hidden: union(lists.hidden ?? [], guest.hidden),
  };
}
