import { configureStore } from '@reduxjs/toolkit';
import type { UserProfile } from '@/api/contract/user';
import { signedIn } from '@/app/events';
import { favouritesSlice } from '@/features/favourites/favourites-slice';
import { savedSearchesSlice } from '@/features/saved-searches/saved-searches-slice';
import { userSlice } from './user-slice';
import type { SavedSearch } from '@/domain/saved-search';

// A signed-in visitor's account for the user feature's tests: Léa in Québec, one favourite, two saved searches.

export const search = (name: string): SavedSearch => ({
  name,
  nearby: false,
  bounds: { north: 45.6, east: -73.4, south: 45.4, west: -73.8 },
  zoom: 11,
  filters: {},
  listingCategory: 'residential',
  notificationsEnabled: true,
  notificationsFrequency: 0,
});

export const profile: UserProfile = {
  id: 'u-1',
  username: 'lea@example.ca',
  encryptedUsername: '',
  email: 'lea@example.ca',
  phoneNumber: '',
  firstName: 'Léa',
  lastName: 'Gagnon',
  buy: true,
  sell: false,
  city: 'Québec',
  province: 'QC',
  marketingEmails: false,
  ipaddress: '',
  datetime: '',
  preferences: {
    favouriteListings: ['a-lst'],
    favouriteAgents: [],
    savedSearches: [
      { ...search('Plateau'), id: 'ss-1' },
      { ...search('Verdun'), id: 'ss-2' },
    ],
  },
};

export const session = { accessToken: 'token', expiresAt: Date.now() + 3600_000 };

/** A store of the account's three slices (user, saved searches, favourites), signed in as `account` when given. */
export function accountStore(account?: UserProfile) {
  const store = configureStore({
    reducer: {
      [userSlice.name]: userSlice.reducer,
      [savedSearchesSlice.name]: savedSearchesSlice.reducer,
      [favouritesSlice.name]: favouritesSlice.reducer,
    },
  });
  if (account) store.dispatch(signedIn({ session, profile: account }));
  return store;
}
