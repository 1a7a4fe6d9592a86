// Issue 20: a save carries its changes, and the demo API applies them to the account as it is now, so no
// tab or device undoes another's. Before, every save replaced the whole profile and the last writer won:
// two tabs hearting at once kept 1 of 2, interleaved hearts 4 of 8, two saved searches 1 of 2.
import { beforeEach, describe, expect, it } from 'vitest';
import { API, callPath } from '@/api/contract/paths';
import type { LoginResult, SaveUserBody, UserProfile } from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';
import { createDb, type Db } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { DEMO_USER } from '../state';

const ORIGIN = 'http://demo.test';
let db: Db;
beforeEach(() => {
  db = createDb({ listings: 50 });
  server.use(...createHandlers(db));
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A signed-in device: its token and the profile it was given. */
async function device(): Promise<{ token: string; profile: UserProfile }> {
  const response = await post(callPath(API.userV1, 'login'), {
    username: DEMO_USER.email,
    password: DEMO_USER.password,
  });
  const { access_token, user } = ((await response.json()) as { data: { result: LoginResult } }).data.result;
  return { token: access_token, profile: user };
}

/** A save as the app sends it: the device's (possibly stale) snapshot plus its changes. */
async function save(token: string, snapshot: UserProfile, changes?: SaveUserBody['changes']) {
  const response = await post(callPath(API.user, 'save'), { ...snapshot, ...(changes ? { changes } : {}) }, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { result: UserProfile } }).data.result;
}

const heart = (listingId: string, favourite = true) => ({ type: 'favourite-listing' as const, listingId, favourite });
const listings = (db: Db) => db.data.listings.slice(0, 8).map((l) => l.listingId);
const account = () => db.state.users.get(DEMO_USER.email)!.profile;

const search = (id: string, name: string): SavedSearch => ({
  id,
  name,
  nearby: false,
  listingCategory: 'residential',
  bounds: { north: 45.6, south: 45.4, east: -73.4, west: -73.7 },
  zoom: 11,
  filters: {},
  notificationsEnabled: false,
  notificationsFrequency: 1,
});

describe('saves carry changes, merged item by item with the account as it is now', () => {
  it('two tabs hearting at the same moment keep both hearts (2 of 2)', async () => {
    const { token, profile } = await device();
    const [a, b] = listings(db);
    await Promise.all([save(token, profile, [heart(a!)]), save(token, profile, [heart(b!)])]);
    expect(account().preferences.favouriteListings.sort()).toEqual([a, b].sort());
  });

  it('two devices interleaving hearts and un-hearts keep every one (8 of 8)', async () => {
    const [laptop, phone] = [await device(), await device()];
    const ids = listings(db);
    // Each device saves from the snapshot it had at sign-in, as a device that has not heard of the other does.
    await Promise.all(
      ids.map((id, i) =>
        i % 2 === 0 ? save(laptop.token, laptop.profile, [heart(id)]) : save(phone.token, phone.profile, [heart(id)]),
      ),
    );
    expect(account().preferences.favouriteListings.sort()).toEqual([...ids].sort());
    // The phone takes one back: only that one goes.
    const answer = await save(phone.token, phone.profile, [heart(ids[3]!, false)]);
    expect(answer.preferences.favouriteListings.sort()).toEqual(ids.filter((_, i) => i !== 3).sort());
  });

  it('a second device’s save keeps the first device’s favourites and saved searches', async () => {
    const [first, second] = [await device(), await device()];
    const [a, b, c] = listings(db);
    await save(first.token, first.profile, [
      heart(a!),
      heart(b!),
      { type: 'add-saved-search', search: search('ss-1', 'Plateau') },
    ]);
    // Before: the second device's stale snapshot wiped the first device's two hearts and its search.
    const merged = await save(second.token, second.profile, [heart(c!)]);
    expect(merged.preferences.favouriteListings.sort()).toEqual([a, b, c].sort());
    expect(merged.preferences.savedSearches.map((s) => s.name)).toEqual(['Plateau']);
  });

  it('two saved searches written at once are both kept, and one sent twice is kept once (2 of 2)', async () => {
    const { token, profile } = await device();
    const one = { type: 'add-saved-search' as const, search: search('ss-one', 'Rosemont') };
    const two = { type: 'add-saved-search' as const, search: search('ss-two', 'Verdun') };
    await Promise.all([save(token, profile, [one]), save(token, profile, [two])]);
    // A save sent again after a lost answer.
    await save(token, profile, [one]);
    expect(
      account()
        .preferences.savedSearches.map((s) => s.name)
        .sort(),
    ).toEqual(['Rosemont', 'Verdun']);
  });

  it('edits and deletes name their saved search by id, whatever the other device added meanwhile', async () => {
    const [first, second] = [await device(), await device()];
    await save(first.token, first.profile, [{ type: 'add-saved-search', search: search('ss-a', 'Outremont') }]);
    await save(second.token, second.profile, [{ type: 'add-saved-search', search: search('ss-b', 'Lachine') }]);
    await save(first.token, first.profile, [
      { type: 'edit-saved-search', id: 'ss-b', changes: { name: 'Lachine, bord de l’eau' } },
      { type: 'delete-saved-search', id: 'ss-a' },
    ]);
    expect(account().preferences.savedSearches.map((s) => s.name)).toEqual(['Lachine, bord de l’eau']);
  });

  it('checks the merged profile by the form’s rules, and refuses changes that are not a list', async () => {
    const { token, profile } = await device();
    const refused = await post(
      callPath(API.user, 'save'),
      { ...profile, changes: [{ type: 'update-user', changes: { firstName: '' } }] },
      token,
    );
    expect(refused.status).toBe(400);
    expect((await post(callPath(API.user, 'save'), { ...profile, changes: 'all' }, token)).status).toBe(400);
    expect(account().firstName).toBe(profile.firstName);
  });

  it('without changes, a save is the spec’s snapshot and replaces the lists', async () => {
    const { token, profile } = await device();
    const [a, b] = listings(db);
    await save(token, profile, [heart(a!)]);
    const snapshot = { ...profile, preferences: { ...profile.preferences, favouriteListings: [b!] } };
    await save(token, snapshot);
    expect(account().preferences.favouriteListings).toEqual([b]);
  });
});
