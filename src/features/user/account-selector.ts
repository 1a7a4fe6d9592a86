import { createSelector } from '@reduxjs/toolkit';
import type { UserProfile } from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';
import { selectAccountLists, type AccountLists } from '@/features/favourites/favourites-api';
import { selectSavedSearches } from '@/features/saved-searches/saved-searches-api';
import { selectAccountDetails, type AccountDetails } from './user-slice';

/**
 * The signed-in account whole, as the server and storage hold it: the user slice's details with the
 * saved-searches and favourites slices' lists. The same object while none of them changes, so the saga can
 * tell whether a change came in during a save.
 */
export const selectAccount = createSelector(
  [selectAccountDetails, selectSavedSearches, selectAccountLists],
  (details, savedSearches, lists): UserProfile | null =>
    details && lists ? composeAccount(details, savedSearches, lists) : null,
);

/** An account from its three parts: the details, the saved searches, the lists. */
export function composeAccount(
  details: AccountDetails,
  savedSearches: readonly SavedSearch[],
  lists: AccountLists,
): UserProfile {
  return {
    ...details,
    preferences: {
      favouriteListings: lists.listings,
      favouriteAgents: lists.agents,
      savedSearches: [...savedSearches],
      ...(lists.hidden === undefined ? {} : { hiddenListings: lists.hidden }),
    },
  };
}
