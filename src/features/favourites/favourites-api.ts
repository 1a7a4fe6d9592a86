/** The favourites feature's public face: its slice's lists, for the account's saga, the hooks and the pages. */
export {
  guestActionApplied,
  guestListsLoaded,
  selectAccountLists,
  selectFavouriteAgents,
  selectFavouriteListings,
  selectGuestLists,
  selectHiddenListings,
} from './favourites-slice';
export {
  EMPTY_GUEST,
  applyListsAction,
  isGuestAction,
  listsOf,
  mergeGuestLists,
  type AccountLists,
  type GuestLists,
} from './favourite-lists';
