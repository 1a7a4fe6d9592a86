/** The favourites feature's public face: its slice's lists, for the account's saga, the hooks and the pages. */
export {
  EMPTY_GUEST,
  guestListsLoaded,
  listsOf,
  selectAccountLists,
  selectFavouriteAgents,
  selectFavouriteListings,
  selectGuestLists,
  selectHiddenListings,
  type AccountLists,
  type GuestLists,
} from './favourites-slice';
