import { describe, expect, it } from 'vitest';
import { applyChanges, parseChanges } from './profile-changes';
import { profile } from './test-account';
import { parseStoredUser } from './user-storage';

describe('profile changes', () => {
  it('apply to a whole profile as the slices apply them to their parts', () => {
    const next = applyChanges(profile, [
      { type: 'favourite-listing', listingId: 'b-lst', favourite: true },
      { type: 'favourite-listing', listingId: 'a-lst', favourite: false },
      { type: 'hide-listing', listingId: 'c-lst', hidden: true },
      { type: 'favourite-agent', agentId: 'x-ag', favourite: true },
      { type: 'update-user', changes: { city: 'Lévis' } },
    ]);
    expect(next.preferences.favouriteListings).toEqual(['b-lst']);
    expect((next.preferences as { hiddenListings?: string[] }).hiddenListings).toEqual(['c-lst']);
    expect(next.preferences.favouriteAgents).toEqual(['x-ag']);
    expect(next.city).toBe('Lévis');
    // Applying the same change twice (a save sent again) changes nothing more.
    expect(applyChanges(next, [{ type: 'favourite-listing', listingId: 'b-lst', favourite: true }])).toEqual(next);
  });

  it('read from storage or a request keep only well-formed changes, and never take the app down', () => {
    const hostile = [
      { type: 'favourite-listing', listingId: 'ok-lst', favourite: true },
      { type: 'favourite-listing', listingId: 42, favourite: true },
      { type: 'favourite-listing', listingId: 'x'.repeat(5000), favourite: true },
      { type: 'replace-user', user: {} },
      { type: 'clear-user' },
      { type: 'edit-saved-search', changes: 'name' },
      { type: 'update-user', changes: { firstName: { toString: null } } },
      { type: '__proto__' },
      null,
      'favourite-listing',
    ];
    expect(parseChanges(hostile)).toEqual([{ type: 'favourite-listing', listingId: 'ok-lst', favourite: true }]);
    expect(parseChanges('not a list')).toBeNull();
    expect(parseChanges(Array.from({ length: 501 }, () => ({ type: 'clear-user' })))).toBeNull();
    const stored = parseStoredUser(JSON.stringify({ profile, unsaved: true, unsavedAt: 1, unsent: hostile }));
    // Storage gives a list as it is; the account's code checks it before use.
    expect(stored?.unsent).toEqual(hostile);
    expect(parseChanges(stored?.unsent)).toEqual([{ type: 'favourite-listing', listingId: 'ok-lst', favourite: true }]);
    expect(
      parseStoredUser(JSON.stringify({ profile, unsaved: true, unsent: { length: 1e9 } }))?.unsent,
    ).toBeUndefined();
  });
});
