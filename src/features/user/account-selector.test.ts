import { describe, expect, it } from 'vitest';
import { sessionExpired } from '@/api/session-tokens';
import { accountChanged, signedIn, signedOut } from '@/app/events';
import {
  guestListsLoaded,
  selectFavouriteListings,
  selectHiddenListings,
} from '@/features/favourites/favourites-slice';
import { selectSavedSearches } from '@/features/saved-searches/saved-searches-slice';
import { selectAccount } from './account-selector';
import { accountStore as store, profile, session } from './test-account';
import { selectAccountDetails, userSlice } from './user-slice';

describe('the account across the user, saved-searches and favourites slices', () => {
  it('splits a signed-in profile by data and composes it back whole, the same object while nothing changes', () => {
    const s = store();
    s.dispatch(signedIn({ session, profile }));
    expect(selectAccountDetails(s.getState())).not.toHaveProperty('preferences');
    expect(selectSavedSearches(s.getState())).toEqual(profile.preferences.savedSearches);
    expect(selectFavouriteListings(s.getState())).toEqual(['a-lst']);
    const account = selectAccount(s.getState());
    expect(account).toEqual(profile);
    s.dispatch(guestListsLoaded({ favourites: ['guest-lst'], hidden: [] }));
    expect(selectAccount(s.getState())).toBe(account);
  });

  it('takes each part of a replaced account (the server’s copy), hidden listings included', () => {
    const s = store();
    s.dispatch(signedIn({ session, profile }));
    const changed = {
      ...profile,
      firstName: 'Zoé',
      preferences: { ...profile.preferences, savedSearches: [], hiddenListings: ['c-3-lst'] },
    };
    s.dispatch(accountChanged({ action: { type: 'replace-user', user: changed } }));
    expect(selectAccountDetails(s.getState())?.firstName).toBe('Zoé');
    expect(selectSavedSearches(s.getState())).toEqual([]);
    expect(selectHiddenListings(s.getState())).toEqual(['c-3-lst']);
    expect(selectAccount(s.getState())).toEqual(changed);
    expect(s.getState().user.save).toBe('pending');
  });

  it.each([
    ['a sign-out', signedOut('logout')],
    ['an expired session', sessionExpired()],
  ])('forgets the account’s lists after %s, and shows the browser’s own again', (_, ended) => {
    const s = store();
    s.dispatch(guestListsLoaded({ favourites: ['guest-lst'], hidden: ['hidden-lst'] }));
    s.dispatch(signedIn({ session, profile }));
    expect(selectFavouriteListings(s.getState())).toEqual(['a-lst']);
    s.dispatch(ended);
    expect(selectAccount(s.getState())).toBeNull();
    expect(selectSavedSearches(s.getState())).toEqual([]);
    expect(selectFavouriteListings(s.getState())).toEqual(['guest-lst']);
    expect(selectHiddenListings(s.getState())).toEqual(['hidden-lst']);
  });

  it('numbers snackbars in the state, so the same message twice is two announcements', () => {
    const s = store();
    s.dispatch(userSlice.actions.snackbarShown({ key: 'sign-in', failed: false }));
    const first = s.getState().user.snackbar?.id;
    s.dispatch(userSlice.actions.snackbarShown({ key: 'sign-in', failed: false }));
    expect(s.getState().user.snackbar?.id).toBe((first ?? 0) + 1);
    expect(store().getState().user.snackbarCount).toBe(0);
  });
});
