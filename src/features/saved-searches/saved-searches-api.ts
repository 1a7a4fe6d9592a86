/** The saved-searches feature's public face: the visitor's saved searches, for the account's saga and the pages. */
export { selectSavedSearches } from './saved-searches-slice';
export { applySavedSearchAction, savedSearchIndex } from './saved-search-list';
