// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { withValidSavedSearches } from './user-actions';
import { GUEST_KEY, USER_KEY, parseStoredUser, readGuestLists, readStoredUser, toProfile } from './user-storage';

describe('what the browser keeps of the account: hostile values read as nothing', () => {
  it('reads malformed or hostile user values as no user', () => {
    for (const value of ['{', 'null', '[]', '"x"', '{"profile":{"id":1}}', '{"profile":{"__proto__":{"id":"x"}}}']) {
      localStorage.setItem(USER_KEY, value);
      expect(readStoredUser()).toBeNull();
      expect(parseStoredUser(value)).toBeNull();
    }
  });

  it('keeps only well-formed fields of a stored profile', () => {
    const profile = toProfile({
      id: 'u-1',
      email: 'a@b.ca',
      firstName: 42,
      preferences: {
        favouriteListings: ['a-lst', 7, 'a-lst', null],
        savedSearches: [{ name: '' }, 'x'],
        hiddenListings: 'nope',
      },
    });
    expect(profile).toMatchObject({ id: 'u-1', firstName: '', username: 'a@b.ca' });
    // Saved searches keep their shape here; spec §5's full check runs with the account's code.
    expect(profile?.preferences).toEqual({
      favouriteListings: ['a-lst'],
      favouriteAgents: [],
      savedSearches: [{ name: '' }],
    });
    expect(withValidSavedSearches(profile!).preferences.savedSearches).toEqual([]);
  });

  it('reads malformed guest lists as empty', () => {
    localStorage.setItem(GUEST_KEY, '{"favourites":"x","hidden":[1,"b-lst"]}');
    expect(readGuestLists()).toEqual({ favourites: [], hidden: ['b-lst'] });
    localStorage.setItem(GUEST_KEY, 'garbage');
    expect(readGuestLists()).toEqual({ favourites: [], hidden: [] });
  });
});
