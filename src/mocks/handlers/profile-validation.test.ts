import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/api/contract/envelope';
import { API, callPath } from '@/api/contract/paths';
import type { LoginResult, UserProfile } from '@/api/contract/user';
import { search } from '@/features/user/test-account';
import { createDb, type Db } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { DEMO_USER } from '../state';

const ORIGIN = 'http://demo.test';

// A fresh demo API per test.
let db: Db;
beforeEach(() => {
  db = createDb({ listings: 50 });
  server.use(...createHandlers(db));
});

async function post(path: string, body: unknown, token?: string) {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function signIn(path = callPath(API.userV1, 'login'), body: unknown = DEMO_USER): Promise<LoginResult> {
  const answer = await post(path, { ...(body as object) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { result: LoginResult } }).data.result;
}

const SAVE = callPath(API.user, 'save');
const SAVED_SEARCHES = callPath(API.userV1, 'savedSearches');
const errorsOf = async (answer: Response) => ((await answer.json()) as ErrorBody).errors;

describe('the demo profile save holds to the profile form’s rules (spec §5)', () => {
  it('refuses an empty first name, a phone that is not a phone and a name past its length, field first', async () => {
    const { access_token: token, user } = await signIn();
    const cases: [Partial<UserProfile>, string][] = [
      [{ firstName: '' }, 'firstName: Field is required'],
      [{ firstName: '   ' }, 'firstName: Field is required'],
      [{ lastName: 'x'.repeat(51) }, 'lastName: Maximum 50 characters'],
      [{ city: '' }, 'city: Field is required'],
      [{ phoneNumber: 'not a phone' }, 'phoneNumber: Phone number is invalid'],
      [{ phoneNumber: '416 555 01999' }, 'phoneNumber: Phone number is invalid'],
      [{ phoneNumber: `416${' '.repeat(1990)}5550199` }, 'phoneNumber: Phone number is invalid'],
      [{ province: 'Atlantis' }, 'province: Please choose one of the options'],
      [{ firstName: 42 as never }, 'firstName: This value is not valid'],
    ];
    for (const [body, error] of cases) {
      const answer = await post(SAVE, body, token);
      expect(answer.status, error).toBe(400);
      expect(await errorsOf(answer), error).toEqual([error]);
    }
    // Nothing of a refused save was kept.
    expect(db.state.users.get(DEMO_USER.email)?.profile).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
    });
  });

  it('refuses a saved search whose name the save dialog would refuse, in a save or a list of searches', async () => {
    const { access_token: token } = await signIn();
    const long = 'n'.repeat(2000);
    const saved = await post(
      SAVE,
      { preferences: { favouriteListings: [], favouriteAgents: [], savedSearches: [search('Halifax'), search(long)] } },
      token,
    );
    expect(saved.status).toBe(400);
    expect(await errorsOf(saved)).toEqual(['preferences.savedSearches[1].name: Maximum 80 characters']);
    const listed = await post(SAVED_SEARCHES, { savedSearches: [search(long)] }, token);
    expect(listed.status).toBe(400);
    expect(await errorsOf(listed)).toEqual(['savedSearches[0].name: Maximum 80 characters']);
    const blank = await post(SAVED_SEARCHES, { savedSearches: [search('  ')] }, token);
    expect(blank.status).toBe(400);
    expect(await errorsOf(blank)).toEqual(['savedSearches[0].name: Field is required']);
    expect(db.state.users.get(DEMO_USER.email)?.profile.preferences.savedSearches.map((s) => s.name)).not.toContain(
      long,
    );
  });

  it('still saves valid details and searches (200), names at their limits included', async () => {
    const { access_token: token } = await signIn();
    const body = {
      firstName: '  Élise-Anne ',
      lastName: 'T'.repeat(50),
      phoneNumber: '+1 (416) 555-0199',
      city: 'Trois-Rivières',
      province: 'QC',
      preferences: { favouriteListings: [], favouriteAgents: [], savedSearches: [search('s'.repeat(80))] },
    };
    const saved = await post(SAVE, body, token);
    expect(saved.status).toBe(200);
    const profile = ((await saved.json()) as { data: { result: UserProfile } }).data.result;
    expect(profile).toMatchObject({ phoneNumber: '+1 (416) 555-0199', city: 'Trois-Rivières', province: 'QC' });
    expect(profile.preferences.savedSearches.map((s) => s.name)).toEqual(['s'.repeat(80)]);
    // The phone is optional: clearing it is a change the form allows.
    expect((await post(SAVE, { phoneNumber: '' }, token)).status).toBe(200);
    const listed = await post(SAVED_SEARCHES, { savedSearches: [search('Halifax')] }, token);
    expect(listed.status).toBe(200);
  });

  it('leaves alone a value the account already has: a social account without a city still saves', async () => {
    const { access_token: token, user } = await signIn(callPath(API.userV1, 'login/social'), {
      provider: 'google',
      token: 'demo:nocity@example.ca:Noé:Roy',
    });
    expect(user.city).toBe('');
    // The saved account as the client sends it back, with a favourite more: its empty city is not a change.
    const again = await post(
      SAVE,
      {
        ...user,
        preferences: { ...user.preferences, favouriteListings: ['c4021873_wp_id5521-lst'] },
      },
      token,
    );
    expect(again.status).toBe(200);
    // A blank city sent as a change is still refused.
    expect(await errorsOf(await post(SAVE, { city: ' ' }, token))).toEqual(['city: Field is required']);
  });
});
