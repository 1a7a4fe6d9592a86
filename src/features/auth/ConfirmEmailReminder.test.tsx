// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API, type OutboxMessage } from '@/api/contract/demo';
import { API, CAPTCHA_HEADER, callPath } from '@/api/contract/paths';
import type { NestedUserResult, UserProfile } from '@/api/contract/user';
import { App } from '@/app/App';
import type { AppStore } from '@/app/store';
import { parseNestedUser } from '@/features/user/user-endpoints';
import { solveDemoCaptcha } from '@/mocks/demo/client';
import { DEMO_USER } from '@/mocks/state';
import { PAGES } from '@/pages/registry';
import { urls } from '@/routing/urls';
import { renderWithProviders } from '@/test/render';
import { demoCall, demoPost } from '@/test/demo-calls';
import { signInStore } from '@/test/sign-in';
import { makeStore } from '@/test/stores';

// The account page's reminder while the account's address waits for confirmation, against the demo API:
// accounts are registered through it (so they start unconfirmed), and what the reminder did is read back
// from the server and its outbox.

const PASSWORD = 'Maison2026!';
const origin = () => window.location.origin;

let counter = 0;
const uniqueEmail = () => `reminder${Date.now()}${++counter}@example.ca`;

const call = demoCall;
const post = demoPost;

/** A new account registered through the demo API: it works at once, its address unconfirmed. */
async function registerByApi(email: string) {
  const response = await post(
    callPath(API.user),
    { email, password: PASSWORD, firstName: 'Léa', lastName: 'Gagnon', city: 'Québec' },
    { [CAPTCHA_HEADER]: await solveDemoCaptcha({ origin: origin() }) },
  );
  expect(response.status).toBe(201);
}

async function serverProfile(token: string): Promise<UserProfile> {
  const response = await call(callPath(API.user), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return parseNestedUser(((await response.json()) as { data: NestedUserResult }).data.result);
}

/** The confirmation links the demo mailed to the account signed in with `token`, oldest first. */
async function confirmationLinks(token: string): Promise<string[]> {
  const response = await call(callPath(DEMO_API.outbox), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const mail = ((await response.json()) as { data: { result: OutboxMessage[] } }).data.result;
  return mail
    .filter((m) => m.kind === 'email-confirmation')
    .map((m) => {
      const match = /^\/confirm-email\/([0-9a-f]{32})$/.exec(m.link ?? '');
      expect(match, `a confirmation link in ${JSON.stringify(m)}`).not.toBeNull();
      return match![1]!;
    });
}

const linkStatus = async (token: string) =>
  (await call(`${callPath(API.userV1, 'email/check-confirm-link')}?token=${token}`)).status;

/** Signs a fresh store in as `email` (the demo API's sign-in), and renders the App at `route`. */
async function openSignedIn(route: string, email: string, password = PASSWORD, store: AppStore = makeStore()) {
  const session = await signInStore(store, { email, password });
  window.history.replaceState(null, '', route);
  const rendered = await renderWithProviders(<App />, { store, route });
  return { ...rendered, access: session.access_token };
}

/** A new unconfirmed account, signed in on its account page. */
async function unconfirmedAccountPage(locale: 'en' | 'fr' = 'en') {
  const email = uniqueEmail();
  await registerByApi(email);
  const opened = await openSignedIn(urls.myAccount(locale), email);
  await screen.findByRole('heading', { level: 1, name: locale === 'fr' ? 'Bonjour, Léa' : 'Hello, Léa' });
  return { email, ...opened };
}

/** The reminder's box, found by its title. */
const reminder = (title = 'Confirm your e-mail address') => screen.getByText(title).parentElement!;

beforeAll(async () => {
  await Promise.all([PAGES['my-account'].page.preload(), PAGES['confirm-email'].page.preload()]);
});

describe('the reminder to confirm the e-mail address', () => {
  it('says where the link went and when the account goes, and sends the link again', async () => {
    const { email, access, user } = await unconfirmedAccountPage();
    // The server's removal date: 7 days after the registration, on the test clock's 15 June 2026.
    expect((await serverProfile(access)).confirmBy).toMatch(/^2026-06-22T/);

    const box = reminder();
    within(box).getByText(
      `We sent a link to ${email}. Until you follow it, alerts for your saved searches are not e-mailed, and the account is removed on June 22, 2026.`,
    );
    const status = within(box).getByRole('status');
    expect(status.textContent).toBe('');
    const results = await axe.run(document.querySelector('main')!, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    expect(await confirmationLinks(access)).toHaveLength(1);
    await user.click(within(box).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(status.textContent).toBe(`A new link is on its way to ${email}.`));
    // A second, different link is in the outbox, and it is live.
    const links = await confirmationLinks(access);
    expect(links).toHaveLength(2);
    expect(links[1]).not.toBe(links[0]);
    expect(await linkStatus(links[1]!)).toBe(200);
    // Still unconfirmed: the reminder stays.
    expect((await serverProfile(access)).emailConfirmed).toBe(false);
    screen.getByText('Confirm your e-mail address');
  });

  it('speaks French under /fr, the date too', async () => {
    const { email, access, user } = await unconfirmedAccountPage('fr');
    const box = reminder('Confirmez votre adresse courriel');
    within(box).getByText(
      `Nous avons envoyé un lien à ${email}. Tant que vous ne l’avez pas suivi, les alertes de vos recherches enregistrées ne sont pas envoyées par courriel, et le compte sera supprimé le 22 juin 2026.`,
    );
    expect(screen.queryByText('Confirm your e-mail address')).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() =>
      expect(within(box).getByRole('status').textContent).toBe(`Un nouveau lien est en route vers ${email}.`),
    );
    expect(await confirmationLinks(access)).toHaveLength(2);
  });

  it('says too many links were sent after five in the hour (429), and sends no sixth', async () => {
    const { access, user } = await unconfirmedAccountPage();
    const box = reminder();
    const button = within(box).getByRole('button', { name: 'Send the link again' });
    const status = within(box).getByRole('status');
    // The registration's link, then five sent again.
    for (let sent = 1; sent <= 5; sent++) {
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
      await user.click(button);
      await waitFor(async () => expect(await confirmationLinks(access)).toHaveLength(1 + sent));
      await waitFor(() => expect(status.textContent).toMatch(/^A new link is on its way to /));
    }
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await user.click(button);
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Several links were already sent to this address in the last hour. Try again later.',
      ),
    );
    expect(await confirmationLinks(access)).toHaveLength(6);
    // The reminder stays: the address is still unconfirmed.
    screen.getByText('Confirm your e-mail address');
  });

  it('goes away when the address was confirmed meanwhile (409), with nothing sent', async () => {
    const { access, user } = await unconfirmedAccountPage();
    const box = reminder();
    // Confirmed elsewhere (another tab, another device): this page does not know yet.
    const [link] = await confirmationLinks(access);
    expect((await post(callPath(API.userV1, 'email/confirm'), { token: link })).status).toBe(200);
    screen.getByText('Confirm your e-mail address');

    await user.click(within(box).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(screen.queryByText('Confirm your e-mail address')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(screen.queryByText(/Your address could not|The link could not be sent/)).toBeNull();
    expect(await confirmationLinks(access)).toHaveLength(1);
    screen.getByRole('heading', { level: 1, name: 'Hello, Léa' });
  });

  it('goes away once the link is followed in this browser, signed in', async () => {
    const { email, store, unmount } = await unconfirmedAccountPage();
    screen.getByText('Confirm your e-mail address');
    unmount();

    const access = (await signInStore(makeStore(), { email, password: PASSWORD })).access_token;
    const [token] = await confirmationLinks(access);
    window.history.replaceState(null, '', urls.confirmEmail('en', token!));
    const { user } = await renderWithProviders(<App />, { store, route: urls.confirmEmail('en', token!) });
    await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' });
    await user.click(within(document.querySelector('main')!).getByRole('link', { name: 'Go to my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Hello, Léa' });
    expect(screen.queryByText('Confirm your e-mail address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect((await serverProfile(access)).emailConfirmed).toBe(true);
  });

  it('is not shown for a confirmed account (the seeded demo account)', async () => {
    const { access } = await openSignedIn(urls.myAccount('en'), DEMO_USER.email, DEMO_USER.password);
    await screen.findByRole('heading', { level: 1, name: 'Hello, Camille' });
    expect((await serverProfile(access)).emailConfirmed).toBe(true);
    expect(screen.queryByText('Confirm your e-mail address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(screen.queryByText(/We sent a link to/)).toBeNull();
  });
});
