// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, CAPTCHA_HEADER, callPath } from '@/api/contract/paths';
import { DEMO_API, type OutboxMessage } from '@/api/contract/demo';
import type { LoginResult, NestedUserResult, UserProfile } from '@/api/contract/user';
import { DEMO_MAILBOX_HEADER, demoMailboxId } from '@/api/demo-mailbox';
import type { AppStore } from '@/app/store';
import { selectIsSignedIn } from '@/features/user/user-api';
import { parseNestedUser } from '@/features/user/user-endpoints';
import { solveDemoCaptcha } from '@/mocks/demo/client';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { urls } from '@/routing/urls';
import { renderAppAt } from '@/test/app-at';
import { demoCall, demoPost } from '@/test/demo-calls';
import { makeStore } from '@/test/stores';
import { signInStore } from '@/test/sign-in';
import { PAGES } from '../registry';

// The page a confirmation link opens (/confirm-email/{token}), and what registration says about the link,
// against the demo API: accounts are registered through it, links are read from its outbox, and what the
// page did is checked on the server.

const PASSWORD = 'Maison2026!';
const origin = () => window.location.origin;

/** Opens `route` as a browser would: the address bar shows it (the page takes a spent token out of it). */
const openAt = (route: string, store?: AppStore) => renderAppAt(route, { store, addressBar: true });

let counter = 0;
const uniqueEmail = () => `confirm${Date.now()}${++counter}@example.ca`;
const randomMailbox = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

const call = demoCall;
const post = demoPost;

/** Registers through the demo API (POST api/v2/user), as another browser with its own demo mailbox would. */
async function registerByApi(email: string, password = PASSWORD, mailbox = randomMailbox()) {
  return post(
    callPath(API.user),
    { email, password, firstName: 'Léa', lastName: 'Gagnon', city: 'Québec' },
    { [CAPTCHA_HEADER]: await solveDemoCaptcha({ origin: origin() }), [DEMO_MAILBOX_HEADER]: mailbox },
  );
}

const signInStatus = async (email: string, password: string) =>
  (await post(callPath(API.userV1, 'login'), { username: email, password })).status;

async function accessToken(email: string, password = PASSWORD): Promise<string> {
  const response = await post(callPath(API.userV1, 'login'), { username: email, password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { result: LoginResult } }).data.result.access_token;
}

/** The account's profile as the server has it, or the status of the refusal. */
async function serverProfile(token: string): Promise<UserProfile | number> {
  const response = await call(callPath(API.user), { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) return response.status;
  return parseNestedUser(((await response.json()) as { data: NestedUserResult }).data.result);
}

/** The demo outbox of the account signed in with `token`, or of a browser's demo `mailbox`, of one kind. */
async function mailOf(token: string, kind: OutboxMessage['kind'], mailbox?: string): Promise<OutboxMessage[]> {
  const response = await call(callPath(DEMO_API.outbox), {
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(mailbox ? { [DEMO_MAILBOX_HEADER]: mailbox } : {}),
    },
  });
  expect(response.status).toBe(200);
  const mail = ((await response.json()) as { data: { result: OutboxMessage[] } }).data.result;
  return mail.filter((m) => m.kind === kind);
}

/** The token of a mailed confirmation link, and the link's path. */
function linkIn(message: OutboxMessage | undefined): { link: string; token: string } {
  const match = /^\/confirm-email\/([0-9a-f]{32})$/.exec(message?.link ?? '');
  expect(match, `a confirmation link in ${JSON.stringify(message)}`).not.toBeNull();
  return { link: match![0], token: match![1]! };
}

/** What the server says of a confirmation link now. */
async function linkStatus(token: string): Promise<{ status: number; claim?: boolean }> {
  const response = await call(`${callPath(API.userV1, 'email/check-confirm-link')}?token=${token}`);
  if (response.status !== 200) return { status: response.status };
  const body = (await response.json()) as { data: { result: { claim: boolean } } };
  return { status: 200, claim: body.data.result.claim };
}

/** A fresh account registered through the demo API, with the confirmation link mailed to it. */
async function registeredWithLink(email = uniqueEmail()) {
  expect((await registerByApi(email)).status).toBe(201);
  const access = await accessToken(email);
  const mail = await mailOf(access, 'email-confirmation');
  expect(mail).toHaveLength(1);
  expect(mail[0]).toMatchObject({ to: email });
  return { email, access, ...linkIn(mail[0]) };
}

/** Records the calls the page makes to the demo API while `run` runs. */
async function callsDuring(run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return calls;
}

/** The page's own content (the shell's header has its own "Sign in"). */
const page = () => within(document.querySelector('main')!);

async function axeViolations() {
  const results = await axe.run(document.querySelector('main')!, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Answers the demo captcha's question ("What is 3 + 4?") correctly. */
async function answerCaptcha(user: UserEvent) {
  const field = await screen.findByRole('textbox', { name: /^What is \d+ \+ \d+\?/ });
  const label = field.getAttribute('aria-label') ?? document.querySelector(`label[for="${field.id}"]`)?.textContent;
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(label ?? '')!;
  await user.clear(field);
  await user.type(field, String(Number(a) + Number(b)));
}

async function fillRegistration(user: UserEvent, form: HTMLElement, email: string, password: string) {
  await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), email);
  await user.type(within(form).getByLabelText('Password', { selector: 'input' }), password);
  await user.type(within(form).getByLabelText('Confirm password', { selector: 'input' }), password);
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Élise');
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Tremblay');
  await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Halifax');
}

const CHECK_LINK = `GET ${callPath(API.userV1, 'email/check-confirm-link')}`;
const CONFIRM = `POST ${callPath(API.userV1, 'email/confirm')}`;

beforeAll(async () => {
  await Promise.all([PAGES['confirm-email'].page.preload(), PAGES.register.page.preload()]);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the confirmation link of a new account', () => {
  it('confirms the address as the page opens, takes the token out of the address bar, and works once', async () => {
    const { email, access, link, token } = await registeredWithLink();
    expect(link).toBe(urls.confirmEmail('en', token));
    expect(await serverProfile(access)).toMatchObject({ email, emailConfirmed: false });

    const first = await openAt(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByText('Thank you: your address is confirmed, and alerts for your saved searches can now reach you.');
    expect(page().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toMatch(/^E-mail address confirmed/));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(await axeViolations()).toEqual([]);

    // Confirmed on the server: the profile says so, and no removal date is left.
    const profile = await serverProfile(access);
    expect(profile).toMatchObject({ email, emailConfirmed: true });
    expect((profile as UserProfile).confirmBy).toBeUndefined();
    // The spent token is gone from the address bar.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.href).not.toContain(token);
    expect(await linkStatus(token)).toEqual({ status: 404 });
    first.unmount();

    // The same link again: used.
    await openAt(link);
    const expired = await screen.findByRole('heading', {
      level: 1,
      name: 'This link has expired or was already used',
    });
    await waitFor(() => expect(document.activeElement).toBe(expired));
    expect(screen.queryByRole('heading', { name: 'E-mail address confirmed' })).toBeNull();
    screen.getByText(/^A confirmation link works once\./);
    expect(page().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await serverProfile(access)).toMatchObject({ emailConfirmed: true });
  });

  it('says it all in French under /fr', async () => {
    const { access, token } = await registeredWithLink();
    const link = urls.confirmEmail('fr', token);
    expect(link).toBe(`/fr/confirm-email/${token}`);

    const first = await openAt(link);
    await screen.findByRole('heading', { level: 1, name: 'Adresse courriel confirmée' });
    screen.getByText(
      'Merci : votre adresse est confirmée, et les alertes de vos recherches enregistrées peuvent maintenant vous parvenir.',
    );
    expect(page().getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/login');
    expect(screen.queryByText(/E-mail address confirmed|Thank you/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Adresse courriel confirmée/));
    expect(await serverProfile(access)).toMatchObject({ emailConfirmed: true });
    await waitFor(() => expect(window.location.pathname).not.toContain(token));
    expect(window.location.pathname).toBe(urls.home('fr'));
    first.unmount();

    await openAt(link);
    await screen.findByRole('heading', { level: 1, name: 'Ce lien a expiré ou a déjà été utilisé' });
    screen.getByText(/^Un lien de confirmation ne fonctionne qu’une fois\./);
  });

  it('tells a signed-in visitor a refused link has expired, without claiming which address it was for', async () => {
    const store = makeStore();
    await signInStore(store);
    await openAt(urls.confirmEmail('en', 'e'.repeat(32)), store);
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' });
    screen.getByText(/^A confirmation link works once\..*an address already confirmed needs nothing more\.$/);
    await waitFor(() => expect(document.title).toMatch(/^This link has expired or was already used/));
    expect(page().getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe('/my-foyer');
    expect(await signInStatus(DEMO_USER.email, DEMO_USER.password)).toBe(200);
  });
});

describe('the link mailed to the owner of an address someone else registered', () => {
  it('asks for a password, refuses a weak or mismatched one without sending it, then hands the account over', async () => {
    const email = uniqueEmail();
    // Someone registers the address without owning it…
    expect((await registerByApi(email, 'Squatter2026!')).status).toBe(201);
    const squatter = await accessToken(email, 'Squatter2026!');
    // …then the owner registers it too: nothing is created, a link goes to the address.
    const again = await registerByApi(email, 'Owner2026!');
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ data: { result: { confirmationSent: true } } });
    const claims = await mailOf(squatter, 'account-claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ to: email });
    const { link, token } = linkIn(claims[0]);

    const { user } = await openAt(link);
    await screen.findByRole('heading', { level: 1, name: 'Is this e-mail address yours?' });
    screen.getByText(/^Someone registered an account with this address without confirming it\./);
    const form = screen.getByRole('form', { name: 'Is this e-mail address yours?' });
    const password = within(form).getByLabelText('New password', { selector: 'input' });
    const confirmation = within(form).getByLabelText('Confirm password', { selector: 'input' });
    expect(password.id).toBe('confirm-password');
    expect(confirmation.id).toBe('confirm-confirm-password');
    const submit = within(form).getByRole('button', { name: 'Confirm the address and save my password' });
    // A live claim link stays in the address bar until it is used (a reload shows the form again).
    expect(window.location.pathname).toBe(link);
    expect(await axeViolations()).toEqual([]);

    const refused = await callsDuring(async () => {
      await user.type(password, 'short');
      await user.type(confirmation, 'other');
      await user.click(submit);
      await within(form).findByText('Minimum 8 characters');
      within(form).getByText('Password does not match');
      await waitFor(() => expect(document.activeElement).toBe(password));

      await user.clear(password);
      await user.type(password, 'longenough');
      await user.clear(confirmation);
      await user.type(confirmation, 'longenough');
      await user.click(submit);
      await within(form).findByText('Password must contain a number or a special character');
    });
    expect(refused.filter((call) => call === CONFIRM)).toEqual([]);
    // Nothing changed on the server: the link is live, the first registrant still signs in.
    expect(await linkStatus(token)).toEqual({ status: 200, claim: true });
    expect(await serverProfile(squatter)).toMatchObject({ emailConfirmed: false });
    screen.getByRole('heading', { level: 1, name: 'Is this e-mail address yours?' });

    await user.clear(password);
    await user.type(password, 'Proprietaire2026!');
    await user.clear(confirmation);
    await user.type(confirmation, 'Proprietaire2026!');
    await user.click(submit);
    const done = await screen.findByRole('heading', { level: 1, name: 'The account is yours' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    screen.getByText(/^Your address is confirmed and your password saved;/);
    expect(page().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Is this e-mail address yours?' })).toBeNull();
    await waitFor(() => expect(window.location.pathname).not.toContain(token));

    // The account is the owner's: the first registrant's password and session are gone, the new one works.
    expect(await signInStatus(email, 'Squatter2026!')).toBe(401);
    expect(await serverProfile(squatter)).toBe(401);
    expect(await signInStatus(email, 'Owner2026!')).toBe(401);
    const owner = await accessToken(email, 'Proprietaire2026!');
    // Starting afresh: nothing the first registrant entered is the owner's.
    expect(await serverProfile(owner)).toMatchObject({
      email,
      emailConfirmed: true,
      firstName: '',
      marketingEmails: false,
      preferences: { favouriteListings: [], savedSearches: [] },
    });
    expect(await linkStatus(token)).toEqual({ status: 404 });
  });
});

describe('links the server does not know', () => {
  it('says an unknown link has expired, after asking the server', async () => {
    const unknown = '0123456789abcdef'.repeat(2);
    const calls = await callsDuring(async () => {
      await openAt(urls.confirmEmail('en', unknown));
      await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' });
    });
    expect(calls).toContain(CHECK_LINK);
    expect(calls).not.toContain(CONFIRM);
    screen.getByText(/^A confirmation link works once\./);
    expect(page().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('is no confirmation page at all when the token is not 32 hexadecimal characters', async () => {
    for (const path of [`/confirm-email/${'z'.repeat(32)}`, `/confirm-email/${'a'.repeat(31)}`]) {
      const calls = await callsDuring(async () => {
        const rendered = await openAt(path);
        await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' });
        rendered.unmount();
      });
      expect(calls.filter((call) => call.includes('email/'))).toEqual([]);
    }
  });
});

describe('the registration form', () => {
  it('says a link was sent, and leaves the visitor signed out, when the address has an unconfirmed account', async () => {
    const email = uniqueEmail();
    expect((await registerByApi(email, 'Premier2026!')).status).toBe(201);
    const first = await accessToken(email, 'Premier2026!');

    const { store, user } = await openAt('/register');
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await fillRegistration(user, form, email, 'Second2026!');
    await answerCaptcha(user);
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByText(
      `This address already has an account waiting for confirmation. We’ve sent a link to ${email}: if the address is yours, follow it within one hour to confirm it and choose your password. Check your spam folder too.`,
    );
    expect(screen.queryByRole('heading', { name: 'Account created' })).toBeNull();
    expect(page().queryByRole('link', { name: 'Go to my account' })).toBeNull();
    expect(page().getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(await axeViolations()).toEqual([]);

    // Signed out: the store holds no session, and the password typed opens nothing on the server.
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(await signInStatus(email, 'Second2026!')).toBe(401);
    expect(await signInStatus(email, 'Premier2026!')).toBe(200);
    // The link went to the address (shown to the account holding it), not to this browser's demo mailbox.
    expect(await mailOf(first, 'account-claim')).toHaveLength(1);
    expect(await mailOf('', 'account-claim', demoMailboxId())).toEqual([]);
  });

  it('says the account was created and where the confirmation link went', async () => {
    const email = uniqueEmail();
    const { store, user } = await openAt('/register');
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await fillRegistration(user, form, email, PASSWORD);
    await answerCaptcha(user);
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));

    await screen.findByRole('heading', { name: 'Account created' });
    screen.getByText(
      `We’ve sent a link to ${email}: follow it to confirm your address. Until then, alerts for your saved searches wait, and an account not confirmed within 7 days is removed.`,
    );
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).toBeNull();
    await waitFor(() => expect(selectIsSignedIn(store.getState())).toBe(true));

    // On the server: a new account, unconfirmed, and the link in this browser's demo mailbox.
    const access = await accessToken(email);
    expect(await serverProfile(access)).toMatchObject({ email, emailConfirmed: false });
    const mail = await mailOf('', 'email-confirmation', demoMailboxId());
    expect(mail.map((m) => m.to)).toEqual([email]);
    linkIn(mail[0]);
  });
});
