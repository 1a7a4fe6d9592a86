import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, callPath } from '../../src/api/contract/paths';
import type { LoginResult, SaveUserBody, UserProfile } from '../../src/api/contract/user';
import { createSavedSearch, type SavedSearch } from '../../src/domain/saved-search';
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
  pageSettled,
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
    sessionEnded: 'Your session has ended.',
    linkSent: 'We’ve sent a link to',
    confirmReminder: 'Confirm your e-mail address',
    confirmed: 'E-mail address confirmed',
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
    sessionEnded: 'Votre session a pris fin.',
    linkSent: 'Nous avons envoyé un lien à',
    confirmReminder: 'Confirmez votre adresse courriel',
    confirmed: 'Adresse courriel confirmée',
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

// ---- The account as the server holds it: the demo API called from the test, as one more device would ----

async function apiCall<T>(stack: Stack, path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(stack.base + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${path} answered`).toBe(200);
  return ((await response.json()) as { data: { result: T } }).data.result;
}

/** A session of the account's own, for the test to read (and seed) what the server holds. */
const apiSignIn = async (stack: Stack, email: string, password = PASSWORD): Promise<string> =>
  (await apiCall<LoginResult>(stack, callPath(API.userV1, 'login'), { body: { username: email, password } }))
    .access_token;

/** The account as the server holds it now (GET api/v2/user answers it as JSON nested twice). */
async function serverAccount(stack: Stack, token: string): Promise<UserProfile> {
  let value: unknown = await apiCall<string>(stack, callPath(API.user), { token });
  for (let i = 0; i < 2 && typeof value === 'string'; i++) value = JSON.parse(value);
  return value as UserProfile;
}

/** A saved search of Ottawa, as the save-search dialog builds one (spec §5). */
function savedSearch(id: string, name: string): SavedSearch {
  const bounds = { north: 45.5, south: 45.3, east: -75.5, west: -75.9 };
  const built = createSavedSearch({ id, name, bounds, zoom: 11, filters: {}, listingCategory: 'residential' });
  if (!built.ok) throw new Error(built.reason);
  return built.value;
}

/** The header offers to sign in: the page knows it is signed out. */
const signedOutHeader = (page: Page) =>
  page.waitForFunction(
    (s) => document.querySelector('header')?.textContent?.includes(s),
    { timeout: 15_000 },
    TEXT.en.signIn,
  );

async function signIn(stack: Stack, page: Page, email: string, password = PASSWORD): Promise<void> {
  await go(stack, page, '/login');
  await signInWith(page, 'main', email, password);
  await page.waitForFunction(() => location.pathname === '/my-foyer', { timeout: 15_000 });
}

/** Saves the results page's search under a name, and waits until the server has it ("Search saved."). */
async function saveSearchAs(page: Page, name: string): Promise<void> {
  await clickText(page, 'main', TEXT.en.saveSearch);
  await typeInto(page, 'dialog[open] input[name="name"]', name);
  await page.click('dialog[open] form button[type="submit"]');
  await waitForText(page, 'Search saved.');
}

/** Deletes a saved search from the account's Searches tab, and waits until the server has it. */
async function deleteSearch(page: Page, name: string): Promise<void> {
  const button = await page.waitForSelector(
    `xpath/.//main//li[.//h3[normalize-space()="${name}"]]//button[normalize-space()="Delete"]`,
    { visible: true, timeout: 15_000 },
  );
  await button!.click();
  const confirm = await page.waitForSelector('xpath/.//dialog[@open]//button[normalize-space()="Delete"]', {
    visible: true,
  });
  await confirm!.click();
  await waitForText(page, 'Saved search deleted.');
}

/** What a page shows of the account once reloaded: its saved searches' names, then its favourites' ids. */
async function shownAfterReload(page: Page): Promise<{ searches: string[]; favourites: string[] }> {
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
  // The server's copy has been asked for and answered.
  await pageSettled(page);
  const searches = await page.$$eval('main li h3', (hs) => hs.map((h) => h.textContent?.trim() ?? '').sort());
  await clickText(page, 'main [role="tablist"]', 'Listings');
  await page.waitForFunction(() => location.pathname === '/profile/listings');
  await page.waitForSelector('main [data-listing-id]', { timeout: 15_000 });
  await pageSettled(page);
  const favourites = await page.$$eval('main [data-listing-id]', (cards) => [
    ...new Set(cards.map((c) => c.getAttribute('data-listing-id') ?? '')),
  ]);
  return { searches, favourites: favourites.sort() };
}

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
    'in %s at %i px: register → account created → signed in → address confirmed by the mailed link; wrong password said; sign in',
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
      // The account works at once, and says where the confirmation link went.
      await waitForText(page, `${t.linkSent} ${email}`);
      await page.waitForFunction(
        (g) => document.querySelector('header')?.textContent?.includes(g),
        {},
        t.greeting('Léa'),
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `account-created-${locale}-${width}`);

      await go(stack, page, `${prefix}/my-foyer`);
      // Until the address is confirmed, the account page says so, with the link's address.
      await waitForText(page, t.confirmReminder);
      expect(await page.$eval('main', (m) => m.textContent)).toContain(email);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `account-unconfirmed-${locale}-${width}`);
      // The link in the mail (the demo outbox) confirms it.
      await go(stack, page, `${prefix}/_demo/outbox`);
      const confirmLink = await page.waitForSelector('main a[href*="/confirm-email/"]', { timeout: 15_000 });
      await confirmLink!.click();
      await waitForText(page, t.confirmed);
      expect(await page.evaluate(() => location.pathname)).not.toContain('confirm-email');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `email-confirmed-${locale}-${width}`);
      await go(stack, page, `${prefix}/my-foyer`);
      await waitForText(page, t.signOut);
      expect(await page.$eval('main', (m) => m.textContent)).not.toContain(t.confirmReminder);
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

  // Issue 20: saves carry changes, merged item by item on the server. Two tabs of one browser (one storage, one
  // session) and two devices (a session each) add and remove at the same moment; every change is counted on the
  // server, then on each page reloaded.
  it.each([
    ['two tabs of one browser', 'tabs'],
    ['two devices', 'devices'],
  ] as const)('%s add and remove favourites and saved searches at once: every change is kept', async (_, how) => {
    const email = newEmail(`both-${how}`);
    await createAccount(stack, email);
    // Two saved searches there before, one for each side to delete.
    const token = await apiSignIn(stack, email);
    const searches: SaveUserBody = {
      changes: [
        { type: 'add-saved-search', search: savedSearch('seed-one', 'Seeded one') },
        { type: 'add-saved-search', search: savedSearch('seed-two', 'Seeded two') },
      ],
    };
    await apiCall<UserProfile>(stack, callPath(API.user, 'save'), { body: searches, token });

    const first = await visitor(stack, 1280);
    const second = how === 'tabs' ? first : await visitor(stack, 1280);
    const one = first.page;
    await Promise.all([signIn(stack, one, email), how === 'devices' ? signIn(stack, second.page, email) : null]);
    // Two favourites there before (given on side one, on the server), one for each side to take back.
    await go(stack, one, '/on/toronto-real-estate');
    await firstCardId(one);
    const ids = await one.$$eval('main article[data-listing-id]', (as) =>
      as.slice(0, 4).map((a) => a.getAttribute('data-listing-id') ?? ''),
    );
    const [addOne, addTwo, removeOne, removeTwo] = ids as [string, string, string, string];
    const favourites = accountSaved(one);
    await one.click(heart(removeOne));
    await one.click(heart(removeTwo));
    await favourites;

    // Side two: another tab of the browser, or the other device, on the same page, showing both favourites. A tab
    // behind another is hidden (no animation frames: nothing a person could click in it); side by side, in two
    // windows of the browser, both take clicks at once and share the storage and session as tabs do.
    const two = how === 'tabs' ? await newPage(stack, second.context, 1280, { type: 'window' }) : second.page;
    await go(stack, two, '/on/toronto-real-estate');
    await firstCardId(two);
    await two.waitForFunction(
      (selectors: string[]) =>
        selectors.every((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true'),
      { timeout: 15_000 },
      [heart(removeOne), heart(removeTwo)],
    );

    // At the same moment each side hearts a listing, takes one back and saves a search of its own...
    const act = async (page: Page, add: string, remove: string, name: string) => {
      await page.click(heart(add));
      await page.click(heart(remove));
      await saveSearchAs(page, name);
    };
    await Promise.all([act(one, addOne, removeOne, 'Side one'), act(two, addTwo, removeTwo, 'Side two')]);
    // ...then deletes one of the searches that were there before.
    await Promise.all([go(stack, one, '/profile/searches'), go(stack, two, '/profile/searches')]);
    await Promise.all([deleteSearch(one, 'Seeded one'), deleteSearch(two, 'Seeded two')]);

    const has = (account: UserProfile, id: string) => account.preferences.favouriteListings.includes(id);
    const named = (account: UserProfile, name: string) =>
      account.preferences.savedSearches.some((s) => s.name === name);
    const changes: [string, (account: UserProfile) => boolean][] = [
      ['side one hearted', (a) => has(a, addOne)],
      ['side two hearted', (a) => has(a, addTwo)],
      ['side one took back', (a) => !has(a, removeOne)],
      ['side two took back', (a) => !has(a, removeTwo)],
      ['side one saved a search', (a) => named(a, 'Side one')],
      ['side two saved a search', (a) => named(a, 'Side two')],
      ['side one deleted a search', (a) => !named(a, 'Seeded one')],
      ['side two deleted a search', (a) => !named(a, 'Seeded two')],
    ];
    // Each side saw its last change confirmed ("Saved search deleted."): the server has it all now.
    const account = await serverAccount(stack, token);
    const lost = changes.filter(([, kept]) => !kept(account)).map(([what]) => what);
    expect(lost, `${changes.length - lost.length} of ${changes.length} changes on the server`).toEqual([]);
    expect(account.preferences.favouriteListings.sort()).toEqual([addOne, addTwo].sort());

    // Each page, reloaded, shows the account as the server holds it.
    for (const page of [one, two]) {
      expect(await shownAfterReload(page)).toEqual({
        searches: ['Side one', 'Side two'],
        favourites: [addOne, addTwo].sort(),
      });
    }
    await Promise.all([first.context.close(), how === 'devices' ? second.context.close() : null]);
  });

  // Issue 20: a password change ends every other session. The other devices find out at their next call: the one
  // browsing at its next protected action, the one on its account page at its next page load. Each is signed out
  // calmly (the sign-in entry, "your session has ended"), never on an error page, and keeps what it was doing.
  it('a password changed on one device signs the others out calmly, keeping what they were doing', async () => {
    const email = newEmail('password');
    const newPassword = 'nouveau2026!';
    await createAccount(stack, email);
    const [laptop, phone, tablet] = await Promise.all([visitor(stack, 1280), visitor(stack, 375), visitor(stack, 768)]);
    const errors: string[] = [];
    for (const { page } of [phone, tablet]) page.on('pageerror', (error) => errors.push(String(error)));
    await Promise.all([laptop, phone, tablet].map(({ page }) => signIn(stack, page, email)));
    await go(stack, phone.page, '/on/toronto-real-estate');
    await firstCardId(phone.page);
    const [first, second] = await phone.page.$$eval('main article[data-listing-id]', (as) =>
      as.slice(0, 2).map((a) => a.getAttribute('data-listing-id') ?? ''),
    );

    // The laptop changes the password; its own session goes on.
    await typeInto(laptop.page, 'main input[name="currentPassword"]', PASSWORD);
    await typeInto(laptop.page, 'main input[name="password"]', newPassword);
    await typeInto(laptop.page, 'main input[name="confirmPassword"]', newPassword);
    await laptop.page.click('xpath/.//main//form[.//input[@name="currentPassword"]]//button[@type="submit"]');
    await waitForText(laptop.page, 'Your password has been changed.');

    // The phone, still showing the account, hearts a listing: the save is refused, and the phone says calmly that
    // the session has ended, with the sign-in entry in the header...
    const refused = phone.page.waitForResponse(
      (r) => new URL(r.url()).pathname === callPath(API.user, 'save') && r.request().method() === 'POST',
    );
    await phone.page.click(heart(first!));
    expect((await refused).status()).toBe(401);
    await signedOutHeader(phone.page);
    await waitForText(phone.page, TEXT.en.sessionEnded);
    const kept = await phone.page.evaluate(
      (selector) => ({
        pressed: document.querySelector(selector)?.getAttribute('aria-pressed') ?? null,
        drawer: document.querySelector('dialog[open]') !== null,
      }),
      heart(first!),
    );
    await screenshot(phone.page, 'password-changed-elsewhere-375');
    // ...and the heart it gave is kept: in this browser (a guest favourite), or waiting in the sign-in drawer.
    expect
      .soft(kept.pressed === 'true' || kept.drawer, `the heart given as the session ended: ${JSON.stringify(kept)}`)
      .toBe(true);

    // Signed out, the next heart is a guest favourite and the drawer invites a sign-in: the old password is refused
    // there, the new one opens the account, and the favourites go to it.
    if (!kept.drawer) {
      await phone.page.click(heart(second!));
      await phone.page.waitForSelector('dialog[open]');
      expect(await pressed(phone.page, second!)).toBe('true');
    }
    await signInWith(phone.page, 'dialog[open]', email, PASSWORD);
    await waitForText(phone.page, TEXT.en.invalid);
    const saved = accountSaved(phone.page);
    await typeInto(phone.page, 'dialog[open] input[name="password"]', newPassword);
    await phone.page.click('dialog[open] form button[type="submit"]');
    await phone.page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 15_000 });
    await saved;

    // The tablet, on its account page, finds out at its next page load: the same message, and the sign-in (spec
    // §2.2: the registration form, with a link to sign in) that brings it back to its account page.
    await tablet.page.reload({ waitUntil: 'load' });
    await tablet.page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
    await signedOutHeader(tablet.page);
    await waitForText(tablet.page, TEXT.en.sessionEnded);
    await tablet.page.waitForSelector('main input[name="email"]', { timeout: 15_000 });
    expect(await tablet.page.evaluate(() => new URLSearchParams(location.search).get('next'))).toBe('/my-foyer');
    await screenshot(tablet.page, 'password-changed-elsewhere-768');

    // The laptop, which changed it, is still signed in after a reload.
    await go(stack, laptop.page, '/my-foyer');
    await pageSettled(laptop.page);
    expect(await accountLink(laptop.page)).toContain(TEXT.en.greeting('Noémie'));

    const account = await serverAccount(stack, await apiSignIn(stack, email, newPassword));
    if (!kept.drawer) expect(account.preferences.favouriteListings).toContain(second);
    expect.soft(account.preferences.favouriteListings, 'the heart given as the session ended').toContain(first);
    expect(errors).toEqual([]);
    await Promise.all([laptop, phone, tablet].map(({ context }) => context.close()));
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
