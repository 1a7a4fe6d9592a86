import { describe, expect, it } from 'vitest';
import type { UserAction, UserProfile } from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';
import { accountChanged } from '@/app/events';
import { guestActionApplied, selectGuestLists } from '@/features/favourites/favourites-slice';
import { mergeGuestLists } from '@/features/favourites/favourite-lists';
import { selectAccount } from './account-selector';
import { accountStore, profile, search } from './test-account';
import { prepareAction } from './action-checks';
import { sameProfile } from './user-actions';

/** The account after the slices applied each action in turn, as the saga lets them through. */
function after(...actions: UserAction[]): UserProfile {
  const store = accountStore(profile);
  for (const action of actions) {
    const account = selectAccount(store.getState());
    const prepared = account && prepareAction(account, action);
    if (!prepared) throw new Error(`Refused: ${action.type}`);
    store.dispatch(accountChanged({ action: prepared }));
  }
  return selectAccount(store.getState())!;
}

describe('user actions (spec §4), applied by the slices that hold each part of the account', () => {
  it('refuses an unknown action ("Invalid action")', () => {
    expect(prepareAction(profile, { type: 'nope' })).toBeNull();
    expect(prepareAction(profile, null)).toBeNull();
  });

  it('adds, edits by id or index, deletes and deletes all saved searches', () => {
    const added = after({ type: 'add-saved-search', search: search('Limoilou') });
    expect(added.preferences.savedSearches.map((s) => s.name)).toEqual(['Plateau', 'Verdun', 'Limoilou']);
    const byId = after(
      { type: 'add-saved-search', search: search('Limoilou') },
      { type: 'edit-saved-search', id: 'ss-2', changes: { name: 'Verdun 2' } },
      { type: 'edit-saved-search', index: 0, changes: { notificationsFrequency: 3 } },
    );
    expect(byId.preferences.savedSearches[1]).toMatchObject({ id: 'ss-2', name: 'Verdun 2' });
    expect(byId.preferences.savedSearches[0]?.notificationsFrequency).toBe(3);
    const deleted = after({ type: 'delete-saved-search', id: 'ss-1' });
    expect(deleted.preferences.savedSearches.map((s) => s.name)).toEqual(['Verdun']);
    expect(after({ type: 'delete-all-saved-searches' }).preferences.savedSearches).toEqual([]);
  });

  it('refuses a saved search spec §5 refuses, and an edit of one that does not exist', () => {
    expect(prepareAction(profile, { type: 'add-saved-search', search: { ...search('x'), name: ' ' } })).toBeNull();
    expect(prepareAction(profile, { type: 'edit-saved-search', index: 9, changes: {} })).toBeNull();
    expect(prepareAction(profile, { type: 'edit-saved-search', id: 'ss-9', changes: {} })).toBeNull();
    expect(prepareAction(profile, { type: 'edit-saved-search', id: 'ss-2', changes: { zoom: Number.NaN } })).toBeNull();
    expect(
      prepareAction(profile, { type: 'edit-saved-search', id: 'ss-2', changes: { name: 'Verdun 2' } }),
    ).not.toBeNull();
  });

  it('saves searches as spec §5 builds them: names trimmed, unknown filters dropped, an invalid place dropped', () => {
    const added = after({
      type: 'add-saved-search',
      search: { ...search('  Limoilou  '), filters: { bedsMin: 2, nonsense: 'x' } as never },
    });
    expect(added.preferences.savedSearches[2]).toMatchObject({ name: 'Limoilou', filters: { bedsMin: 2 } });
    expect(added.preferences.savedSearches[2]?.filters).not.toHaveProperty('nonsense');
    const placed: SavedSearch = {
      ...search('Verdun'),
      id: 'ss-2',
      place: { label: 'Verdun, Montréal', path: '/qc/montreal/verdun-real-estate' },
    };
    const withPlace = accountStore({ ...profile, preferences: { ...profile.preferences, savedSearches: [placed] } });
    const account = selectAccount(withPlace.getState())!;
    const edit = prepareAction(account, { type: 'edit-saved-search', id: 'ss-2', changes: { place: 42 as never } });
    expect(account.preferences.savedSearches[0]?.place).toEqual(placed.place);
    withPlace.dispatch(accountChanged({ action: edit! }));
    expect(selectAccount(withPlace.getState())!.preferences.savedSearches[0]?.place).toBeUndefined();
  });

  it('turns every alert off on unsubscribe-all', () => {
    const next = after({ type: 'unsubscribe-all-saved-searches' });
    expect(next.preferences.savedSearches.every((s) => !s.notificationsEnabled)).toBe(true);
  });

  it('adds and removes favourites without duplicates, and hides listings', () => {
    const twice = after(
      { type: 'favourite-listing', listingId: 'b-lst', favourite: true },
      { type: 'favourite-listing', listingId: 'b-lst', favourite: true },
    );
    expect(twice.preferences.favouriteListings).toEqual(['a-lst', 'b-lst']);
    const removed = after({ type: 'favourite-listing', listingId: 'a-lst', favourite: false });
    expect(removed.preferences.favouriteListings).toEqual([]);
    expect(after({ type: 'favourite-agent', agentId: 'x-ag', favourite: true }).preferences).toMatchObject({
      favouriteAgents: ['x-ag'],
    });
    expect(after({ type: 'hide-listing', listingId: 'c-lst', hidden: true }).preferences).toMatchObject({
      hiddenListings: ['c-lst'],
    });
  });

  it('updates only the editable fields', () => {
    const next = after({ type: 'update-user', changes: { firstName: 'Lou', id: 'hacked', email: 'x@y.z' } as never });
    expect(next).toMatchObject({ firstName: 'Lou', id: 'u-1', email: 'lea@example.ca' });
    expect(next.preferences).toEqual(profile.preferences);
  });

  it('keeps a signed-out visitor’s favourites and hidden listings in the browser’s lists', () => {
    const store = accountStore();
    store.dispatch(guestActionApplied({ type: 'favourite-listing', listingId: 'b-lst', favourite: true }));
    store.dispatch(guestActionApplied({ type: 'hide-listing', listingId: 'c-lst', hidden: true }));
    store.dispatch(guestActionApplied({ type: 'delete-all-saved-searches' }));
    expect(selectGuestLists(store.getState())).toEqual({ favourites: ['b-lst'], hidden: ['c-lst'] });
  });

  it('merges the browser lists into the account with nothing lost and no duplicates', () => {
    const merged = mergeGuestLists(
      { listings: ['a-lst'], agents: ['x-ag'] },
      { favourites: ['b-lst', 'a-lst'], hidden: ['c-lst'] },
    );
    expect(merged).toEqual({ listings: ['a-lst', 'b-lst'], agents: ['x-ag'], hidden: ['c-lst'] });
  });

  it('compares profiles whatever the order of their keys', () => {
    const reordered = Object.fromEntries(Object.entries(profile).reverse()) as unknown as UserProfile;
    expect(Object.keys(reordered)[0]).toBe('preferences');
    expect(sameProfile(profile, reordered)).toBe(true);
    expect(sameProfile(profile, { ...profile, city: 'Lévis' })).toBe(false);
  });
});
