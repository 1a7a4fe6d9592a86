import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@/api/contract/user';
import { profile, search } from './test-account';
import { INVALID_ACTION, applyGuestAction, applyUserAction, mergeGuestLists, sameProfile } from './user-actions';

describe('user actions (spec §4)', () => {
  it('fails an unknown action with "Invalid action"', () => {
    expect(() => applyUserAction(profile, { type: 'nope' } as never)).toThrow(INVALID_ACTION);
    expect(INVALID_ACTION).toBe('Invalid action');
  });

  it('adds, edits by id or index, deletes and deletes all saved searches', () => {
    const added = applyUserAction(profile, { type: 'add-saved-search', search: search('Limoilou') })!;
    expect(added.preferences.savedSearches.map((s) => s.name)).toEqual(['Plateau', 'Verdun', 'Limoilou']);
    const byId = applyUserAction(added, { type: 'edit-saved-search', id: 'ss-2', changes: { name: 'Verdun 2' } })!;
    expect(byId.preferences.savedSearches[1]).toMatchObject({ id: 'ss-2', name: 'Verdun 2' });
    const byIndex = applyUserAction(byId, {
      type: 'edit-saved-search',
      index: 0,
      changes: { notificationsFrequency: 3 },
    })!;
    expect(byIndex.preferences.savedSearches[0]?.notificationsFrequency).toBe(3);
    const deleted = applyUserAction(byIndex, { type: 'delete-saved-search', id: 'ss-1' })!;
    expect(deleted.preferences.savedSearches.map((s) => s.name)).toEqual(['Verdun 2', 'Limoilou']);
    expect(applyUserAction(deleted, { type: 'delete-all-saved-searches' })!.preferences.savedSearches).toEqual([]);
  });

  it('refuses a saved search spec §5 refuses, and an edit of one that does not exist', () => {
    expect(() => applyUserAction(profile, { type: 'add-saved-search', search: { ...search('x'), name: ' ' } })).toThrow(
      INVALID_ACTION,
    );
    expect(() => applyUserAction(profile, { type: 'edit-saved-search', index: 9, changes: {} })).toThrow(
      INVALID_ACTION,
    );
  });

  it('turns every alert off on unsubscribe-all', () => {
    const next = applyUserAction(profile, { type: 'unsubscribe-all-saved-searches' })!;
    expect(next.preferences.savedSearches.every((s) => !s.notificationsEnabled)).toBe(true);
  });

  it('adds and removes favourites without duplicates', () => {
    const twice = applyUserAction(
      applyUserAction(profile, { type: 'favourite-listing', listingId: 'b-lst', favourite: true })!,
      { type: 'favourite-listing', listingId: 'b-lst', favourite: true },
    )!;
    expect(twice.preferences.favouriteListings).toEqual(['a-lst', 'b-lst']);
    const removed = applyUserAction(twice, { type: 'favourite-listing', listingId: 'a-lst', favourite: false })!;
    expect(removed.preferences.favouriteListings).toEqual(['b-lst']);
    expect(
      applyUserAction(profile, { type: 'favourite-agent', agentId: 'x-ag', favourite: true })!.preferences,
    ).toMatchObject({ favouriteAgents: ['x-ag'] });
  });

  it('updates only the editable fields, and clear-user forgets the account', () => {
    const next = applyUserAction(profile, {
      type: 'update-user',
      changes: { firstName: 'Lou', id: 'hacked', email: 'x@y.z' } as never,
    })!;
    expect(next).toMatchObject({ firstName: 'Lou', id: 'u-1', email: 'lea@example.ca' });
    expect(applyUserAction(profile, { type: 'clear-user' })).toBeNull();
  });

  it('merges the browser lists into the account with nothing lost and no duplicates', () => {
    const merged = mergeGuestLists(profile, { favourites: ['b-lst', 'a-lst'], hidden: ['c-lst'] });
    expect(merged.preferences.favouriteListings).toEqual(['a-lst', 'b-lst']);
    expect(merged.preferences).toMatchObject({ hiddenListings: ['c-lst'] });
    expect(applyGuestAction({ favourites: [], hidden: [] }, { type: 'delete-all-saved-searches' })).toBeNull();
  });

  it('compares profiles whatever the order of their keys', () => {
    const reordered = Object.fromEntries(Object.entries(profile).reverse()) as unknown as UserProfile;
    expect(Object.keys(reordered)[0]).toBe('preferences');
    expect(sameProfile(profile, reordered)).toBe(true);
    expect(sameProfile(profile, { ...profile, city: 'Lévis' })).toBe(false);
  });
});
