import { beforeEach, describe, expect, it } from 'vitest';
import { API, CAPTCHA_HEADER, callPath } from '@/api/contract/paths';
import type { OutboxMessage } from '@/api/contract/demo';
import type { AuthServiceAnswer, LoginResult, NestedUserResult, UserProfile } from '@/api/contract/user';
import { DEMO_MAILBOX_HEADER } from '@/api/demo-mailbox';
import { parseNestedUser } from '@/features/user/user-endpoints';
import { createDb, type Db } from '../db';
import { readOutbox, sendSavedSearchAlert, solveDemoCaptcha } from '../demo/client';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { DEMO_USER, UNCONFIRMED_ACCOUNT_TTL_S } from '../state';

// Registration with e-mail confirmation (issue 29, ours: API.md): an account works at once, but stays
// unconfirmed until the link mailed to its address is followed; only confirmed accounts get alerts; an
// unconfirmed account lives 7 days; registering the address of an unconfirmed account mails its owner a
// link to take it over instead of failing.

const ORIGIN = 'http://demo.test';
const START = Date.UTC(2026, 10, 28, 12);
let clock = START;
let db: Db;
beforeEach(() => {
  clock = START;
  db = createDb({ listings: 50, now: () => clock });
  server.use(...createHandlers(db, { demo: true }));
});

const MAILBOX_A = 'a'.repeat(32);
const MAILBOX_B = 'b'.repeat(32);

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const v1 = (path: string) => callPath(API.userV1, path);

const person = (email: string, password = 'maison2026!') => ({
  email,
  password,
  firstName: 'Léa',
  lastName: 'Gagnon',
  city: 'Québec',
});

async function register(email: string, password = 'maison2026!', mailbox = MAILBOX_A) {
  return post(callPath(API.user), person(email, password), {
    [CAPTCHA_HEADER]: await solveDemoCaptcha({ origin: ORIGIN }),
    [DEMO_MAILBOX_HEADER]: mailbox,
  });
}

async function signIn(email: string, password = 'maison2026!'): Promise<Response> {
  return post(v1('login'), { username: email, password });
}
async function tokenOf(email: string, password = 'maison2026!'): Promise<string> {
  const response = await signIn(email, password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { result: LoginResult } }).data.result.access_token;
}
async function profileOf(token: string): Promise<Response & { profile?: UserProfile }> {
  const response = await fetch(`${ORIGIN}${callPath(API.user)}`, { headers: bearer(token) });
  if (response.status !== 200) return response;
  return Object.assign(response, {
    profile: parseNestedUser(((await response.json()) as { data: NestedUserResult }).data.result),
  });
}
const mailOf = (token: string, kind: OutboxMessage['kind']) =>
  readOutbox(token, { origin: ORIGIN }).then((mail) => mail.filter((m) => m.kind === kind));
const tokenIn = (message: OutboxMessage | undefined) =>
  /\/confirm-email\/([0-9a-f]{32})$/.exec(message?.link ?? '')![1]!;
const checkLink = (token: string) => fetch(`${ORIGIN}${v1('email/check-confirm-link')}?token=${token}`);
const confirm = (token: string, password?: string) =>
  post(v1('email/confirm'), password === undefined ? { token } : { token, password });

async function savedSearchId(token: string): Promise<string> {
  const saved = await post(
    callPath(API.user, 'save'),
    {
      changes: [
        {
          type: 'add-saved-search',
          search: {
            id: 'ss-laval-1',
            name: 'Laval',
            nearby: false,
            listingCategory: 'residential',
            bounds: { north: 45.7, south: 45.5, east: -73.6, west: -73.9 },
            zoom: 11,
            filters: {},
            notificationsEnabled: true,
            notificationsFrequency: 1,
          },
        },
      ],
    },
    bearer(token),
  );
  expect(saved.status).toBe(200);
  const profile = ((await saved.json()) as { data: { result: UserProfile } }).data.result;
  return profile.preferences.savedSearches[0]!.id!;
}

describe('registration with a confirmed address', () => {
  it('works at once, unconfirmed, with a link mailed to the address; alerts wait for the confirmation', async () => {
    const created = await register('lea@example.ca');
    expect(created.status).toBe(201);
    const profile = ((await created.json()) as { data: { result: UserProfile } }).data.result;
    expect(profile.emailConfirmed).toBe(false);
    expect(profile.confirmBy).toBe(new Date(START + UNCONFIRMED_ACCOUNT_TTL_S * 1000).toISOString());

    // The account works at once: sign-in, saves.
    const token = await tokenOf('lea@example.ca');
    const search = await savedSearchId(token);
    // No alert reaches an address nobody confirmed.
    await expect(sendSavedSearchAlert(token, search, { origin: ORIGIN })).rejects.toMatchObject({ status: 409 });

    const [mail] = await mailOf(token, 'email-confirmation');
    expect(mail).toMatchObject({ to: 'lea@example.ca', subject: 'Confirm your e-mail address' });
    // The browser that registered reads it signed out too (its demo mailbox holds the account).
    const signedOut = await readOutbox('', { origin: ORIGIN, mailbox: MAILBOX_A });
    expect(signedOut.map((m) => m.kind)).toContain('email-confirmation');

    const link = tokenIn(mail);
    expect(await (await checkLink(link)).json()).toEqual({ data: { result: { valid: true, claim: false } } });
    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      data: { result: { confirmed: true, email: 'lea@example.ca', claimed: false } },
    });

    const after = (await profileOf(token)).profile!;
    expect(after.emailConfirmed).toBe(true);
    expect(after.confirmBy).toBeUndefined();
    // The session goes on; alerts now go out; the link is used up.
    expect((await sendSavedSearchAlert(token, search, { origin: ORIGIN })).sent).toBe(true);
    expect((await checkLink(link)).status).toBe(404);
    expect((await confirm(link)).status).toBe(404);
  });

  it('removes an account never confirmed after 7 days, with its sessions; its address can be registered again', async () => {
    expect((await register('once@example.ca')).status).toBe(201);
    const token = await tokenOf('once@example.ca');
    const link = tokenIn((await mailOf(token, 'email-confirmation'))[0]);
    expect((await register('kept@example.ca')).status).toBe(201);
    const kept = await tokenOf('kept@example.ca');
    expect((await confirm(tokenIn((await mailOf(kept, 'email-confirmation'))[0]))).status).toBe(200);

    expect((await profileOf(token)).status).toBe(200);
    clock += UNCONFIRMED_ACCOUNT_TTL_S * 1000 - 1000;
    // Still there a second before its 7 days: it signs in.
    const late = await tokenOf('once@example.ca');
    clock += 2000;
    expect((await profileOf(late)).status).toBe(401);
    expect((await signIn('once@example.ca')).status).toBe(401);
    expect((await confirm(link)).status).toBe(404);
    // A confirmed account does not age out; the seeded one neither.
    expect((await signIn('kept@example.ca')).status).toBe(200);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
    // The address is free again.
    expect((await register('once@example.ca', 'autre2026!')).status).toBe(201);
    expect((await signIn('once@example.ca', 'autre2026!')).status).toBe(200);
  });

  it('answers a registration of an unconfirmed address with a link to its owner, who takes the account over', async () => {
    // Someone registers an address that is not theirs, and uses the account.
    expect((await register('owner@example.ca', 'squatter2026!', MAILBOX_A)).status).toBe(201);
    const squatter = await tokenOf('owner@example.ca', 'squatter2026!');
    await savedSearchId(squatter);
    const firstLink = tokenIn((await mailOf(squatter, 'email-confirmation'))[0]);

    // The address's owner registers: no failure, no second account, a link to the address.
    const again = await register('owner@example.ca', 'owner2026!', MAILBOX_B);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ data: { result: { confirmationSent: true } } });
    expect((await signIn('owner@example.ca', 'owner2026!')).status).toBe(401);
    // The link goes to the address only: the browser that asked holds no account, so its demo mailbox
    // shows nothing. (The demo outbox shows a signed-in account all mail to its address, standing in for
    // the address's inbox; the squatter's session is used below only to read it.)
    expect((await readOutbox('', { origin: ORIGIN, mailbox: MAILBOX_B })).length).toBe(0);
    const claim = (await mailOf(squatter, 'account-claim'))[0];
    expect(claim).toMatchObject({ to: 'owner@example.ca', subject: 'Someone registered with your e-mail address' });
    const claimLink = tokenIn(claim);
    expect(await (await checkLink(claimLink)).json()).toEqual({ data: { result: { valid: true, claim: true } } });

    // Taking it over needs a password of the owner's own, by the form's rules.
    const weak = await confirm(claimLink);
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      errors: ['password: Minimum 8 characters, with a number or special character'],
    });
    const taken = await confirm(claimLink, 'proprietaire2026!');
    expect(await taken.json()).toEqual({
      data: { result: { confirmed: true, email: 'owner@example.ca', claimed: true } },
    });

    // The squatter is signed out everywhere and their password no longer works; the owner's does.
    expect((await profileOf(squatter)).status).toBe(401);
    expect((await signIn('owner@example.ca', 'squatter2026!')).status).toBe(401);
    const owner = await tokenOf('owner@example.ca', 'proprietaire2026!');
    // The account starts afresh: nothing the first registrant put in it (their name, a marketing consent for
    // someone else's address, saved searches that would mail it) becomes the owner's.
    expect((await profileOf(owner)).profile).toMatchObject({
      emailConfirmed: true,
      firstName: '',
      lastName: '',
      city: '',
      marketingEmails: false,
      preferences: { favouriteListings: [], favouriteAgents: [], savedSearches: [] },
    });
    // Every other link of the address is spent: the squatter's confirmation, this claim.
    expect((await confirm(firstLink)).status).toBe(404);
    expect((await confirm(claimLink, 'encore2026!')).status).toBe(404);
  });

  it('keeps refusing the registration of a confirmed address (409), as before', async () => {
    expect((await register(DEMO_USER.email)).status).toBe(409);
  });

  it('answers the auth service’s register the same way: a link instead of a session', async () => {
    expect((await register('auth@example.ca')).status).toBe(201);
    const answer = await post(callPath(API.auth, 'register'), person('auth@example.ca', 'autre2026!'), {
      [CAPTCHA_HEADER]: await solveDemoCaptcha({ origin: ORIGIN }),
    });
    expect(answer.status).toBe(202);
    expect((await answer.json()) as AuthServiceAnswer).toMatchObject({ message: 'success', loggedIn: false });
  });

  it('confirms the address with a password reset, which proves it too', async () => {
    expect((await register('reset@example.ca')).status).toBe(201);
    expect((await post(v1('password/forgot'), { email: 'reset@example.ca' })).status).toBe(200);
    const token = await tokenOf('reset@example.ca');
    const resetLink = (await mailOf(token, 'password-reset'))[0]!.token!;
    expect((await post(v1('password/reset'), { token: resetLink, password: 'nouveau2026!' })).status).toBe(200);
    const after = await tokenOf('reset@example.ca', 'nouveau2026!');
    expect((await profileOf(after)).profile?.emailConfirmed).toBe(true);
    // Passing the 7 days changes nothing now.
    clock += UNCONFIRMED_ACCOUNT_TTL_S * 1000 + 1000;
    expect((await signIn('reset@example.ca', 'nouveau2026!')).status).toBe(200);
  });

  it('sends the link again on request, within the mail limits, and not for a confirmed address', async () => {
    expect((await register('again@example.ca')).status).toBe(201);
    const token = await tokenOf('again@example.ca');
    const send = () => post(v1('email/confirm/send'), {}, bearer(token));
    expect(await (await send()).json()).toEqual({ data: { result: { sent: true } } });
    const links = (await mailOf(token, 'email-confirmation')).map(tokenIn);
    expect(links).toHaveLength(2);
    // Either link confirms (the newest here); the other is then spent.
    expect((await confirm(links[1]!)).status).toBe(200);
    expect((await confirm(links[0]!)).status).toBe(404);
    expect((await send()).status).toBe(409);
    // Signed out, nothing is sent.
    expect((await post(v1('email/confirm/send'), {})).status).toBe(401);
  });

  it('limits the links sent again like every mail anyone may ask for (429 past 5 an hour)', async () => {
    expect((await register('flood@example.ca')).status).toBe(201);
    const token = await tokenOf('flood@example.ca');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(v1('email/confirm/send'), {}, bearer(token))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses malformed and unknown links without telling anything', async () => {
    expect((await checkLink('nope')).status).toBe(400);
    expect((await confirm('z'.repeat(32))).status).toBe(400);
    expect((await confirm('0'.repeat(32))).status).toBe(404);
    // A reset link is no confirmation link, and the other way round.
    expect((await register('mixed@example.ca')).status).toBe(201);
    const token = await tokenOf('mixed@example.ca');
    const link = tokenIn((await mailOf(token, 'email-confirmation'))[0]);
    const check = await fetch(`${ORIGIN}${v1('password/check-reset-link')}?token=${link}`);
    expect(check.status).toBe(404);
  });
});
