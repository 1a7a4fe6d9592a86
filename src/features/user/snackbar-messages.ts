import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Snackbar } from './user-slice';

/** Spec §4, §8: a snackbar per action key, and its `-failed` variant. */
export const snackbarMessages = defineMessages({
  updateUser: { id: 'user.snackbar.update-user', defaultMessage: 'Your profile was updated.' },
  updateUserFailed: { id: 'user.snackbar.update-user-failed', defaultMessage: 'Unable to update profile.' },
  clearUser: { id: 'user.snackbar.clear-user', defaultMessage: 'Your account was cleared from this browser.' },
  clearUserFailed: {
    id: 'user.snackbar.clear-user-failed',
    defaultMessage: 'Something went wrong while refreshing the user.',
  },
  addSavedSearch: { id: 'user.snackbar.add-saved-search', defaultMessage: 'Search saved.' },
  addSavedSearchFailed: {
    id: 'user.snackbar.add-saved-search-failed',
    defaultMessage: 'Your search could not be saved.',
  },
  editSavedSearch: { id: 'user.snackbar.edit-saved-search', defaultMessage: 'Saved search updated.' },
  editSavedSearchFailed: {
    id: 'user.snackbar.edit-saved-search-failed',
    defaultMessage: 'Your saved search could not be updated.',
  },
  deleteSavedSearch: { id: 'user.snackbar.delete-saved-search', defaultMessage: 'Saved search deleted.' },
  deleteSavedSearchFailed: {
    id: 'user.snackbar.delete-saved-search-failed',
    defaultMessage: 'Your saved search could not be deleted.',
  },
  deleteAllSavedSearches: {
    id: 'user.snackbar.delete-all-saved-searches',
    defaultMessage: 'All saved searches deleted.',
  },
  deleteAllSavedSearchesFailed: {
    id: 'user.snackbar.delete-all-saved-searches-failed',
    defaultMessage: 'Your saved searches could not be deleted.',
  },
  favouriteAdded: { id: 'user.snackbar.favourite-listing', defaultMessage: 'Added to your favourites.' },
  favouriteRemoved: {
    id: 'user.snackbar.favourite-listing-removed',
    defaultMessage: 'Property removed from favourites.',
  },
  favouriteFailed: {
    id: 'user.snackbar.favourite-listing-failed',
    defaultMessage: 'Your favourites could not be saved.',
  },
  hideListing: { id: 'user.snackbar.hide-listing', defaultMessage: 'Listing hidden from your searches.' },
  hideListingFailed: { id: 'user.snackbar.hide-listing-failed', defaultMessage: 'The listing could not be hidden.' },
  favouriteAgent: { id: 'user.snackbar.favourite-agent', defaultMessage: 'Your favourite agents were updated.' },
  favouriteAgentFailed: {
    id: 'user.snackbar.favourite-agent-failed',
    defaultMessage: 'Your favourite agents could not be saved.',
  },
  unsubscribeAll: {
    id: 'user.snackbar.unsubscribe-all-saved-searches',
    defaultMessage: 'You will no longer receive saved-search alerts.',
  },
  unsubscribeAllFailed: {
    id: 'user.snackbar.unsubscribe-all-saved-searches-failed',
    defaultMessage: 'Your alerts could not be turned off.',
  },
  signIn: { id: 'user.snackbar.sign-in', defaultMessage: 'Logged in successfully.' },
  signOut: { id: 'user.snackbar.sign-out', defaultMessage: 'You are signed out.' },
  sessionExpired: {
    id: 'user.snackbar.session-expired',
    defaultMessage: 'Your session has ended. Sign in again to see your account.',
  },
  invalidAction: { id: 'user.snackbar.invalid-action', defaultMessage: 'Submission failed - please try again' },
  guestSaved: {
    id: 'user.snackbar.guest-saved',
    defaultMessage: 'Saved in this browser. Sign in to keep your favourites on every device.',
  },
  retry: { id: 'user.snackbar.retry', defaultMessage: 'Try again' },
  dismiss: { id: 'user.snackbar.dismiss', defaultMessage: 'Dismiss' },
});

const m = snackbarMessages;
const BY_KEY: Record<Snackbar['key'], [MessageDescriptor, MessageDescriptor]> = {
  'update-user': [m.updateUser, m.updateUserFailed],
  'clear-user': [m.clearUser, m.clearUserFailed],
  'add-saved-search': [m.addSavedSearch, m.addSavedSearchFailed],
  'edit-saved-search': [m.editSavedSearch, m.editSavedSearchFailed],
  'delete-saved-search': [m.deleteSavedSearch, m.deleteSavedSearchFailed],
  'delete-all-saved-searches': [m.deleteAllSavedSearches, m.deleteAllSavedSearchesFailed],
  'favourite-listing': [m.favouriteAdded, m.favouriteFailed],
  'hide-listing': [m.hideListing, m.hideListingFailed],
  'favourite-agent': [m.favouriteAgent, m.favouriteAgentFailed],
  'unsubscribe-all-saved-searches': [m.unsubscribeAll, m.unsubscribeAllFailed],
  'sign-in': [m.signIn, m.signIn],
  'sign-out': [m.signOut, m.signOut],
  'session-expired': [m.sessionExpired, m.sessionExpired],
  'invalid-action': [m.invalidAction, m.invalidAction],
  'guest-saved': [m.guestSaved, m.guestSaved],
};

export function snackbarMessage(snackbar: Pick<Snackbar, 'key' | 'failed' | 'on'>): MessageDescriptor {
  if (snackbar.key === 'favourite-listing' && !snackbar.failed && snackbar.on === false) return m.favouriteRemoved;
  const pair = BY_KEY[snackbar.key];
  return snackbar.failed ? pair[1] : pair[0];
}
