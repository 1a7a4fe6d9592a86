import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, callPath } from '@/api/contract/paths';
import type { LoginResult } from '@/api/contract/user';
import { createDb } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { DemoCallError, readOutbox, sendSavedSearchAlert } from './client';
import { DEMO_MAILBOX_HEADER } from '@/api/demo-mailbox';
import { DEMO_API } from './contract';

const ORIGIN = 'http://demo.test';
const options = { origin: ORIGIN };

function useFreshDemo() {
  const db = createDb({ listings: 50 });
  server.use(...createHandlers(db, { demo: true }));
  return db;
}

async function signIn(email: string, password: string, mailbox?: string): Promise<string> {
  const response = await fetch(`${ORIGIN}${callPath(API.userV1, 'login')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(mailbox ? { [DEMO_MAILBOX_HEADER]: mailbox } : {}) },
    body: JSON.stringify({ username: email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { result: LoginResult } }).data.result.access_token;
}

async function forgotPassword(email: string, mailbox?: string) {
  const response = await fetch(`${ORIGIN}${callPath(API.userV1, 'password/forgot')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(mailbox ? { [DEMO_MAILBOX_HEADER]: mailbox } : {}) },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

const MAILBOX_A = 'a'.repeat(32);
const MAILBOX_B = '0123456789abcdef'.repeat(2);

async function twoAccounts(db: ReturnType<typeof useFreshDemo>) {
  await db.state.ready;
  await db.state.createUser({
    email: 'a@example.ca',
    password: 'alpha2026!',
    firstName: 'A',
    lastName: 'A',
    city: 'Laval',
  });
  await db.state.createUser({
    email: 'b@example.ca',
    password: 'bravo2026!',
    firstName: 'B',
    lastName: 'B',
    city: 'Gatineau',
  });
}

describe('the demo outbox (demo only)', () => {
  it("gives each account its own mail and never another's", async () => {
    const db = useFreshDemo();
    await twoAccounts(db);
    await forgotPassword('a@example.ca');
    await forgotPassword('b@example.ca');
    const tokenA = await signIn('a@example.ca', 'alpha2026!');
    const tokenB = await signIn('b@example.ca', 'bravo2026!');

    const mailA = await readOutbox(tokenA, options);
    expect(mailA).toHaveLength(1);
    expect(mailA[0]).toMatchObject({ to: 'a@example.ca', kind: 'password-reset' });
    const mailB = await readOutbox(tokenB, options);
    expect(mailB.map((m) => m.to)).toEqual(['b@example.ca']);
    expect(mailB[0]!.token).not.toBe(mailA[0]!.token);

    // Asking for B's mailbox with A's token is refused, and so is reading without a token.
    const url = `${ORIGIN}${callPath(DEMO_API.outbox)}`;
    const asB = await fetch(`${url}?email=b@example.ca`, { headers: { Authorization: `Bearer ${tokenA}` } });
    expect(asB.status).toBe(403);
    expect((await fetch(`${url}?email=b@example.ca`)).status).toBe(401);
    await expect(readOutbox('f'.repeat(32), options)).rejects.toMatchObject({ status: 401 });
    await expect(readOutbox('', options)).rejects.toBeInstanceOf(DemoCallError);
  });

  it('lets a signed-out browser read the mail it asked for, under its mailbox id, and nothing else', async () => {
    const db = useFreshDemo();
    await twoAccounts(db);
    // Each browser has held its account before (signed in there), then forgot the password.
    await signIn('a@example.ca', 'alpha2026!', MAILBOX_A);
    await signIn('b@example.ca', 'bravo2026!', MAILBOX_B);
    await forgotPassword('a@example.ca', MAILBOX_A);
    await forgotPassword('b@example.ca', MAILBOX_B);
    // A browser asking for someone else's reset never reads it: that would hand over the account.
    await forgotPassword('a@example.ca', MAILBOX_B);
    // Asked without a mailbox: only the account itself reads it.
    await forgotPassword('b@example.ca');

    const mailA = await readOutbox('', { ...options, mailbox: MAILBOX_A });
    expect(mailA).toHaveLength(1);
    expect(mailA[0]).toMatchObject({
      to: 'a@example.ca',
      kind: 'password-reset',
      link: `/reset-password/${mailA[0]!.token}`,
    });
    // The mailbox id itself never comes back.
    expect(Object.keys(mailA[0]!).sort()).toEqual(['kind', 'link', 'sentAt', 'subject', 'to', 'token']);
    const mailB = await readOutbox('', { ...options, mailbox: MAILBOX_B });
    expect(mailB.map((m) => m.to)).toEqual(['b@example.ca']);
    expect(mailB[0]!.token).not.toBe(mailA[0]!.token);

    // A mailbox nobody used is empty; a malformed one, or none, is refused.
    expect(await readOutbox('', { ...options, mailbox: 'f'.repeat(32) })).toEqual([]);
    await expect(readOutbox('', { ...options, mailbox: 'not-a-mailbox' })).rejects.toMatchObject({ status: 401 });
    await expect(readOutbox('', { ...options, mailbox: 'A'.repeat(32) })).rejects.toMatchObject({ status: 401 });
    const url = `${ORIGIN}${callPath(DEMO_API.outbox)}`;
    // Naming an account does not open its mail to a mailbox.
    const named = await fetch(`${url}?email=b@example.ca`, { headers: { [DEMO_MAILBOX_HEADER]: MAILBOX_A } });
    expect(named.status).toBe(403);

    // Signed in, a reader sees the account's mail and its browser's; an account's token never opens B's mail.
    const tokenA = await signIn('a@example.ca', 'alpha2026!');
    // The account itself gets every reset asked for it (here two: its own browser's and B's), whoever asked.
    expect((await readOutbox(tokenA, options)).map((m) => m.to)).toEqual(['a@example.ca', 'a@example.ca']);
    expect((await readOutbox('', { ...options, mailbox: MAILBOX_A })).map((m) => m.token)).toEqual([mailA[0]!.token]);
    const tokenB = await signIn('b@example.ca', 'bravo2026!');
    expect(await readOutbox(tokenB, options)).toHaveLength(2);
    // A token that is no longer live is refused even with a mailbox.
    await expect(readOutbox('e'.repeat(32), { ...options, mailbox: MAILBOX_A })).rejects.toMatchObject({ status: 401 });
  });

  it("sends a saved-search alert only for the signed-in account's own search", async () => {
    useFreshDemo();
    const token = await signIn('demo@foyer.example', 'Foyer2026!');
    await expect(sendSavedSearchAlert(token, 'ss-nope', options)).rejects.toMatchObject({ status: 404 });
    await expect(sendSavedSearchAlert('0'.repeat(32), 'ss-nope', options)).rejects.toMatchObject({ status: 401 });

    // The alert's "See the listings" opens the search as the account page does: the place's page, no area.
    const search = {
      name: 'Rentals in Toronto',
      nearby: false,
      bounds: { north: 43.9, east: -79.1, south: 43.5, west: -79.6 },
      zoom: 11,
      filters: { rentalsOnly: true, petsAllowed: true },
      listingCategory: 'residential',
      notificationsEnabled: true,
      notificationsFrequency: 0,
      place: { label: 'Toronto, ON', path: '/on/toronto-homes-for-rent' },
      ownArea: false,
      saleMode: 'forRent',
    };
    const saved = await fetch(`${ORIGIN}${callPath(API.userV1, 'savedSearches')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ savedSearches: [search] }),
    });
    expect(saved.status).toBe(200);
    const [stored] = ((await saved.json()) as { data: { result: { id: string }[] } }).data.result;
    await sendSavedSearchAlert(token, stored!.id, options);
    const alert = (await readOutbox(token, options)).find((m) => m.kind === 'saved-search-alert');
    expect(alert?.searchLink).toBe('/on/toronto-homes-for-rent?rentalsOnly=true&petsAllowed=true');
  });

  it('exists only in a handler list built with the demo option', async () => {
    const db = createDb({ listings: 50 });
    const outbox = () => new Request(`${ORIGIN}${callPath(DEMO_API.outbox)}`);
    const alert = () => new Request(`${ORIGIN}${callPath(DEMO_API.savedSearches, 'x/alert')}`, { method: 'POST' });
    expect(await getResponse(createHandlers(db), outbox())).toBeUndefined();
    expect(await getResponse(createHandlers(db), alert())).toBeUndefined();
    expect((await getResponse(createHandlers(db, { demo: true }), outbox()))?.status).toBe(401);
    // The product's own calls never reach the demo paths.
    expect(Object.values(API).some((entry) => entry.resource.includes('/demo/'))).toBe(false);
  });
});
