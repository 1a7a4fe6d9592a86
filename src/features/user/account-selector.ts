import { createSelector } from '@reduxjs/toolkit';
import type { UserProfile } from '@/api/contract/user';
import { selectAccountLists } from '@/features/favourites/favourites-api';
import { selectSavedSearches } from '@/features/saved-searches/saved-searches-api';
import { selectAccountDetails } from './user-slice';

/**
 * The signed-in account whole, as the server and storage hold it: the user slice's details with the
 * saved-searches and favourites slices' lists. The same object while none of them changes, so the saga can
 * tell whether a change came in during a save.
 */
export const selectAccount = createSelector(
  [selectAccountDetails, selectSavedSearches, selectAccountLists],
  (details, savedSearches, lists): UserProfile | null =>
    details && lists
      ? {
          ...details,
          preferences: {
            favouriteListings: lists.listings,
            favouriteAgents: lists.agents,
            savedSearches: [...savedSearches],
            ...(lists.hidden === undefined ? {} : { hiddenListings: lists.hidden }),
          },
        }
      : null,
);
