// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import { API, callPath } from '@/api/contract/paths';
import { demoMailboxHeader } from '@/api/demo-mailbox';
import { createDb, type Db } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { resolveRoute } from '@/routing/resolve';
import { ROUTE_RULES } from '@/routing/route-table';
import { renderWithProviders } from '@/test/render';
import { signInStore } from '@/test/sign-in';

let db: Db;
beforeEach(() => {
  db = createDb({ listings: 50 });
  server.use(...createHandlers(db, { demo: true }));
});

/** Asks for a password reset as this browser would: signed out, naming its demo mailbox. */
async function forgotPassword(email: string, headers: Record<string, string>) {
  const response = await fetch(new URL(callPath(API.userV1, 'password/forgot'), window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

const list = (name: string) => screen.findByRole('list', { name }, { timeout: 10_000 });

describe('the demo outbox route (QA tooling, demo only)', () => {
  it('resolves in the demo environment, in both languages, without a category prefix', () => {
    expect(resolveRoute('/_demo/outbox')).toMatchObject({
      status: 200,
      page: 'demo-outbox',
      internal: '/_demo/outbox',
    });
    expect(resolveRoute('/fr/_demo/outbox/')).toMatchObject({ status: 200, page: 'demo-outbox', locale: 'fr' });
    expect(resolveRoute('/luxury/_demo/outbox')).toMatchObject({ status: 404, page: 'not-found' });
    expect(ROUTE_RULES.some((rule) => rule.name === 'demo-outbox')).toBe(true);
  });
});

describe('the demo outbox page', () => {
  it("shows a signed-out browser the reset it asked for, with a working link, and not another browser's", async () => {
    const mine = demoMailboxHeader('demo');
    // This browser held the account before (signed in here); the other one never did.
    await db.state.ready;
    db.state.linkMailbox(Object.values(mine)[0]!, DEMO_USER.email);
    db.state.linkMailbox('b'.repeat(32), 'someone@else.ca');
    await forgotPassword(DEMO_USER.email, mine);
    await forgotPassword(DEMO_USER.email, { 'X-Demo-Mailbox': 'b'.repeat(32) });
    const { container } = await renderWithProviders(undefined, { route: '/_demo/outbox' });

    await screen.findByRole('heading', { level: 1, name: 'Demo outbox' }, { timeout: 10_000 });
    const items = within(await list('Messages')).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const [mail] = db.state.mailFor({ mailbox: Object.values(mine)[0]! });
    const item = within(items[0]!);
    item.getByRole('heading', { level: 3, name: 'Reset your password' });
    item.getByText(DEMO_USER.email);
    item.getByText('Password reset');
    expect(item.getByRole('link', { name: `/reset-password/${mail!.token}` }).getAttribute('href')).toBe(
      `/reset-password/${mail!.token}`,
    );
    screen.getByText('1 message, newest first');
    // Signed out, there is nothing to send alerts for; the page says how to see an account's mail.
    expect(screen.queryByRole('heading', { name: 'Saved-search alerts' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // QA tooling stays out of search engines.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex'),
    );

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('sends a saved-search alert for the signed-in account and lists it with its unsubscribe link, in French', async () => {
    const account = db.state;
    await account.ready;
    const demo = account.users.get(DEMO_USER.email)!;
    demo.profile.preferences.savedSearches = [
      {
        id: 'ss-halifax',
        name: 'Halifax',
        nearby: false,
        bounds: { north: 44.7, east: -63.5, south: 44.6, west: -63.7 },
        zoom: 12,
        filters: {},
        listingCategory: 'residential',
        notificationsEnabled: true,
        notificationsFrequency: 0,
      },
    ];
    const store = makeStore();
    await signInStore(store);
    const { user } = await renderWithProviders(undefined, { route: '/fr/_demo/outbox', store });

    await screen.findByRole('heading', { level: 1, name: 'Boîte d’envoi de la démo' }, { timeout: 10_000 });
    await screen.findByText(/Aucun message pour l’instant/);
    screen.getByText(`Connecté en tant que ${DEMO_USER.email} : le courrier de ce compte et de ce navigateur.`);

    await user.click(screen.getByRole('button', { name: 'Envoyer une alerte pour « Halifax »' }));
    await screen.findByText('Alerte envoyée pour « Halifax ».');
    const item = within(await list('Messages'));
    item.getByText('Alerte de recherche enregistrée');
    const [sent] = account.mailFor({ email: DEMO_USER.email });
    expect(sent).toMatchObject({ kind: 'saved-search-alert', link: `/unsubscribe?token=${sent!.token}` });
    // The link stays in French.
    expect(item.getByRole('link', { name: sent!.link! }).getAttribute('href')).toBe(
      `/fr/unsubscribe?token=${sent!.token}`,
    );
  });
});
