import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSaved,
  PASSWORD,
  answerCaptcha,
  axeViolations,
  browserUnavailable,
  clickText,
  createAccount,
  horizontalOverflow,
  newEmail,
  newPage,
  screenshot,
  signInWith,
  startStack,
  typeInto,
  visitor,
  type Stack,
} from './harness';

const skip = browserUnavailable();

const TEXT = {
  en: {
    created: 'Account created',
    greeting: (name: string) => `Hi, ${name}`,
    signIn: 'Sign in',
    invalid: 'Invalid username or password',
    drawer: 'Sign in or create an account',
    saveSearch: 'Save search',
    weekly: 'Weekly',
    signOut: 'Sign out',
  },
  fr: {
    created: 'Compte créé',
    greeting: (name: string) => `Bonjour, ${name}`,
    signIn: 'Se connecter',
    invalid: "Nom d'utilisateur ou mot de passe incorrect",
    drawer: 'Connectez-vous ou créez un compte',
    saveSearch: 'Enregistrer la recherche',
    weekly: 'Hebdomadaire',
    signOut: 'Se déconnecter',
  },
} as const;

async function go(stack: Stack, page: Page, path: string): Promise<void> {
  await page.goto(stack.base + path, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
}

const waitForText = (page: Page, text: string, timeout = 15_000) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);

async function accountLink(page: Page): Promise<string> {
  // The account button, not the language switch (which links to this page in the other language).
  return page.$eval('header a[href$="/my-foyer"]:not([hreflang])', (a) => a.textContent?.trim() ?? '');
}

async function firstCardId(page: Page): Promise<string> {
  await page.waitForSelector('main article[data-listing-id] button[aria-pressed]', { timeout: 20_000 });
  return page.$eval('main article[data-listing-id]', (a) => a.getAttribute('data-listing-id') ?? '');
}

const heart = (id: string) => `main article[data-listing-id="${id}"] button[aria-pressed]`;
const pressed = (page: Page, id: string) => page.$eval(heart(id), (b) => b.getAttribute('aria-pressed'));

describe.skipIf(skip)('accounts: a visitor signs up, keeps favourites and searches, and manages them', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.each([
    ['en', 1280],
    ['fr', 375],
  ] as const)(
    'in %s at %i px: register → account created → signed in; wrong password said; sign in',
    async (locale, width) => {
      const t = TEXT[locale];
      const prefix = locale === 'fr' ? '/fr' : '';
      const email = newEmail(`reg-${locale}`);
      const { context, page } = await visitor(stack, width);
      await go(stack, page, `${prefix}/register`);
      expect(await axeViolations(page)).toEqual([]);
      await typeInto(page, 'main input[name="email"]', email);
      await typeInto(page, 'main input[name="password"]', PASSWORD);
      await typeInto(page, 'main input[name="confirmPassword"]', PASSWORD);
      await typeInto(page, 'main input[name="firstName"]', 'Léa');
      await typeInto(page, 'main input[name="lastName"]', 'Gagnon');
      await typeInto(page, 'main input[name="city"]', 'Québec');
      await page.select('main select[name="province"]', 'QC');
      await answerCaptcha(page, 'main');
      await page.click('main form button[type="submit"]');
      await waitForText(page, t.created);
      await page.waitForFunction(
        (g) => document.querySelector('header')?.textContent?.includes(g),
        {},
        t.greeting('Léa'),
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `account-created-${locale}-${width}`);

      await go(stack, page, `${prefix}/my-foyer`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `account-${locale}-${width}`);
      await clickText(page, 'main', t.signOut);
      await page.waitForFunction((p) => location.pathname === (p || '/'), {}, prefix);
      await page.waitForFunction((s) => document.querySelector('header')?.textContent?.includes(s), {}, t.signIn);

      await go(stack, page, `${prefix}/login`);
      await signInWith(page, 'main', email, 'not-the-password1');
      await waitForText(page, t.invalid);
      expect(await page.$eval('main input[name="email"]', (i) => i.value)).toBe(email);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `login-failed-${locale}-${width}`);
      await typeInto(page, 'main input[name="password"]', PASSWORD);
      await page.click('main form button[type="submit"]');
      await page.waitForFunction((p) => location.pathname === `${p}/my-foyer`, {}, prefix);
      expect(await accountLink(page)).toContain(t.greeting('Léa'));
      await context.close();
    },
  );

  it('favourites while signed out: the drawer, sign-in inside it, then favourited after a reload and in the account', async () => {
    const email = newEmail('fav');
    await createAccount(stack, email);
    const { context, page } = await visitor(stack, 1280);
    await go(stack, page, '/on/toronto-real-estate');
    const id = await firstCardId(page);
    await page.click(heart(id));
    await page.waitForSelector('dialog[open]');
    await waitForText(page, TEXT.en.drawer);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'sign-in-drawer-1280');
    // The merged favourite reaches the server with the debounced save that follows the sign-in.
    const saved = accountSaved(page);
    await signInWith(page, 'dialog[open]', email, PASSWORD);
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 15_000 });
    expect(await pressed(page, id)).toBe('true');
    await saved;
    await go(stack, page, '/on/toronto-real-estate');
    await firstCardId(page);
    expect(await pressed(page, id)).toBe('true');
    await go(stack, page, '/profile/listings');
    await page.waitForSelector(`main [data-listing-id="${id}"]`, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // Another browser signing in to the same account finds it: it is on the server, not only in storage.
    const other = await visitor(stack, 1280);
    await go(stack, other.page, '/login');
    await signInWith(other.page, 'main', email, PASSWORD);
    await other.page.waitForFunction(() => location.pathname === '/my-foyer');
    await go(stack, other.page, '/profile/listings');
    await other.page.waitForSelector(`main [data-listing-id="${id}"]`, { timeout: 15_000 });
    await other.context.close();
  });

  it('a favourite made just before the tab closes is there on the next visit, on every device', async () => {
    const email = newEmail('close');
    await createAccount(stack, email);
    const { context, page } = await visitor(stack, 1280);
    await go(stack, page, '/login');
    await signInWith(page, 'main', email, PASSWORD);
    await page.waitForFunction(() => location.pathname === '/my-foyer');
    await go(stack, page, '/bc/vancouver-real-estate');
    const id = await firstCardId(page);
    await page.click(heart(id));
    expect(await pressed(page, id)).toBe('true');
    await page.close({ runBeforeUnload: true });

    const again = await newPage(stack, context, 1280);
    await go(stack, again, '/bc/vancouver-real-estate');
    await firstCardId(again);
    expect(await pressed(again, id)).toBe('true');
    await context.close();

    const other = await visitor(stack, 1280);
    await go(stack, other.page, '/login');
    await signInWith(other.page, 'main', email, PASSWORD);
    await other.page.waitForFunction(() => location.pathname === '/my-foyer');
    await go(stack, other.page, '/profile/listings');
    await other.page.waitForSelector(`main [data-listing-id="${id}"]`, { timeout: 15_000 });
    await other.context.close();
  });

  it('in fr at 768 px: saves a search with weekly alerts and finds it in the account', async () => {
    const email = newEmail('search');
    await createAccount(stack, email);
    const { context, page } = await visitor(stack, 768);
    await go(stack, page, '/fr/login');
    await signInWith(page, 'main', email, PASSWORD);
    await page.waitForFunction(() => location.pathname === '/fr/my-foyer');
    await go(stack, page, '/fr/on/ottawa-real-estate');
    await clickText(page, 'main', TEXT.fr.saveSearch);
    await page.waitForSelector('dialog[open] select');
    await page.select('dialog[open] select', '1');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'save-search-fr-768');
    const saved = accountSaved(page);
    await page.click('dialog[open] form button[type="submit"]');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await saved;
    await go(stack, page, '/fr/profile/searches');
    await waitForText(page, 'Ottawa');
    await waitForText(page, TEXT.fr.weekly);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await screenshot(page, 'account-searches-fr-768');
    await context.close();
  });

  it('resets a forgotten password through the link in the demo outbox, and unsubscribes from alerts', async () => {
    const email = newEmail('reset');
    await createAccount(stack, email);
    const { context, page } = await visitor(stack, 1280);
    // This browser held the account (signed in here), then signs out and forgets the password.
    await go(stack, page, '/login');
    await signInWith(page, 'main', email, PASSWORD);
    await page.waitForFunction(() => location.pathname === '/my-foyer');
    await clickText(page, 'main', 'Sign out');
    await page.waitForFunction(() => location.pathname === '/');
    await go(stack, page, '/login');
    await clickText(page, 'main', 'Forgot password?');
    await typeInto(page, 'main form input[name="email"]', email);
    await page.click('main form button[type="submit"]');
    await waitForText(page, 'E-mail sent');
    await go(stack, page, '/_demo/outbox');
    const link = await page.waitForSelector('main a[href^="/reset-password/"]', { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await link!.click();
    await page.waitForSelector('main input[name="password"]', { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await typeInto(page, 'main input[name="password"]', 'nouveau2026!');
    await typeInto(page, 'main input[name="confirmPassword"]', 'nouveau2026!');
    await page.click('main form button[type="submit"]');
    await waitForText(page, 'Password changed');
    // The old password no longer opens the account; the new one does.
    await go(stack, page, '/login');
    await signInWith(page, 'main', email, PASSWORD);
    await waitForText(page, TEXT.en.invalid);
    await typeInto(page, 'main input[name="password"]', 'nouveau2026!');
    await page.click('main form button[type="submit"]');
    await page.waitForFunction(() => location.pathname === '/my-foyer');

    // A saved search with alerts, its alert e-mail, and the unsubscribe link in it.
    await go(stack, page, '/on/ottawa-real-estate');
    await clickText(page, 'main', 'Save search');
    await page.waitForSelector('dialog[open] form button[type="submit"]');
    const alertSaved = accountSaved(page);
    await page.click('dialog[open] form button[type="submit"]');
    await alertSaved;
    await go(stack, page, '/_demo/outbox');
    await clickText(page, 'main', 'Send an alert for');
    const unsubscribe = await page.waitForSelector('main a[href^="/unsubscribe?token="]', { timeout: 15_000 });
    await unsubscribe!.click();
    await waitForText(page, 'You are unsubscribed');
    // The token does not stay in the address bar.
    expect(await page.evaluate(() => location.search)).not.toContain('token');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
