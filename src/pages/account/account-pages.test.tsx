// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryTiming } from '@/api/base-api';
import { callPath, API } from '@/api/contract/paths';
import { selectAccount, selectIsSignedIn } from '@/features/user/user-api';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/state';
import { renderWithProviders } from '@/test/render';
import { renderAppAt, Where } from '@/test/app-at';
import { signInStore } from '@/test/sign-in';
import { PAGES } from '../registry';
import { newPendingSignIn, storePendingSignIn } from './social-oauth';

const where = () => screen.getByTestId('where').textContent;

const renderAt = (route: string, store?: Awaited<ReturnType<typeof renderWithProviders>>['store']) =>
  renderAppAt(route, { store });

let counter = 0;
const uniqueEmail = () => `visitor${Date.now()}${++counter}@example.ca`;

/** Answers the demo captcha's question ("What is 3 + 4?") correctly, or with `answer`. */
async function answerCaptcha(user: UserEvent, answer?: string) {
  const field = await screen.findByRole('textbox', { name: /^What is \d+ \+ \d+\?/ });
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(field.getAttribute('aria-label') ?? labelOf(field))!;
  await user.clear(field);
  await user.type(field, answer ?? String(Number(a) + Number(b)));
  return field;
}

function labelOf(field: HTMLElement): string {
  return document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '';
}

async function fillRegistration(user: UserEvent, email: string) {
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Maison2026!');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Maison2026!');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Élise');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Tremblay');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Halifax');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Province or territory/ }), 'NS');
  await user.click(screen.getByRole('checkbox', { name: 'Buying' }));
}

// The pages a sign-in leads to are loaded first: under act, a page that suspends mid-navigation is not
// retried (see test/render), which would leave the test on the page it left.
beforeAll(async () => {
  await Promise.all([PAGES['my-account'].page.preload(), PAGES.listings.page.preload()]);
});

afterEach(() => {
  vi.restoreAllMocks();
  // The social sign-in tests put the provider's answer in the fragment.
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page', () => {
  it('signs the demo account in and goes to the account page', async () => {
    const { store, user } = await renderAt('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    // Sent without scripts (a page read before they run), the password goes in a body, never in the URL.
    expect(form.getAttribute('method')).toBe('post');
    // Set by the page's meta effect, which may run a moment after the form shows.
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), DEMO_USER.password);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(selectIsSignedIn(store.getState())).toBe(true));
    expect(selectAccount(store.getState())?.email).toBe(DEMO_USER.email);
    await waitFor(() => expect(where()).toBe('/my-foyer'));
  });

  it('says "Invalid username or password" above the form, focused, and keeps what was typed', async () => {
    const { store, user, container } = await renderAt('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    const password = within(form).getByLabelText('Password', { selector: 'input' });
    await user.type(email, DEMO_USER.email);
    await user.type(password, 'not-the-password1');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Invalid username or password');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect((email as HTMLInputElement).value).toBe(DEMO_USER.email);
    expect((password as HTMLInputElement).value).toBe('not-the-password1');
    expect(where()).toBe('/login');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says it in French on /fr/login', async () => {
    const { user } = await renderAt('/fr/login');
    const form = await screen.findByRole('form', { name: 'Connexion' });
    await user.type(within(form).getByRole('textbox', { name: 'Courriel' }), DEMO_USER.email);
    await user.type(within(form).getByLabelText('Mot de passe', { selector: 'input' }), 'pas-le-bon-1');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain("Nom d'utilisateur ou mot de passe incorrect");
  });

  it('says how long to wait once the account is locked (429)', async () => {
    const email = uniqueEmail();
    const { user } = await renderAt('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), email);
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'wrong-password-1');
    const submit = within(form).getByRole('button', { name: 'Sign in' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.click(submit);
      await waitFor(() =>
        expect(within(form).getByRole('alert').textContent).toContain('Invalid username or password'),
      );
    }
    await user.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/),
    );
  });

  it('checks the fields before sending, and focuses the first one to fix', async () => {
    const { user } = await renderAt('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'jane@example');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    within(form).getByText('Please enter a valid email');
    within(form).getByText('Field is required');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderAt('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    const password = within(form).getByLabelText('Password', { selector: 'input' });
    const toggle = within(form).getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a reset link from "Forgot password?", with the same answer for any e-mail', async () => {
    const { user } = await renderAt('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'nobody@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Forgot password?' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // One h1, the page's own: no "Sign in" heading above it.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Reset your password/));
    const forgot = screen.getByRole('form', { name: 'Reset your password' });
    expect(forgot.getAttribute('method')).toBe('post');
    // What was typed comes along.
    expect(within(forgot).getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('nobody@example.ca');
    await user.click(within(forgot).getByRole('button', { name: 'Send me the link' }));
    await screen.findByRole('heading', { level: 1, name: 'E-mail sent' });
    screen.getByText(/If an account exists for nobody@example\.ca/);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const back = await screen.findByRole('button', { name: 'Forgot password?' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Sign in']);
  });

  it('is the one-h1 "Réinitialiser votre mot de passe" page in French', async () => {
    const { user } = await renderAt('/fr/login');
    const form = await screen.findByRole('form', { name: 'Connexion' });
    await user.click(within(form).getByRole('button', { name: 'Mot de passe oublié?' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();
  });

  it('shows the registration form first with ?action=register, and returns to ?next= after sign-in', async () => {
    const { user } = await renderAt('/login?action=register&next=%2Fon%2Ftoronto-real-estate');
    await screen.findByRole('form', { name: 'Create an account' });
    screen.getByRole('heading', { level: 1, name: 'Create an account' });
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(where()).toBe('/login?next=%2Fon%2Ftoronto-real-estate');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), DEMO_USER.password);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/on/toronto-real-estate'));
  });

  it('never follows a ?next= to another site', async () => {
    const { user } = await renderAt('/login?next=%2F%2Fevil.example%2Fphish');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), DEMO_USER.password);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/my-foyer'));
  });

  it('sends a visitor who is already signed in to the account page', async () => {
    const first = await renderWithProviders(<Where />, { route: '/' });
    await signInStore(first.store);
    first.unmount();
    await renderAt('/fr/login', first.store);
    await waitFor(() => expect(where()).toBe('/fr/my-foyer'));
    expect(screen.queryByRole('form', { name: 'Connexion' })).toBeNull();
  });
});

describe('the registration page', () => {
  it('creates the account, says so, and signs the visitor in', async () => {
    const email = uniqueEmail();
    const { store, user, container } = await renderAt('/register');
    const form = await screen.findByRole('form', { name: 'Create an account' });
    expect(form.getAttribute('method')).toBe('post');
    // Consents start unticked.
    for (const name of ['The Foyer newsletter', 'Real estate news and market updates', 'Offers from Foyer’s partners'])
      expect(within(form).getByRole('checkbox', { name })).toHaveProperty('checked', false);
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/social-login?provider=google',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await fillRegistration(user, email);
    await user.click(within(form).getByRole('checkbox', { name: 'The Foyer newsletter' }));
    await answerCaptcha(user);
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));

    const heading = await screen.findByRole('heading', { name: 'Account created' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByText('You have successfully registered.');
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe('/my-foyer');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    const profile = selectAccount(store.getState());
    expect(profile).toMatchObject({ email, firstName: 'Élise', lastName: 'Tremblay', city: 'Halifax', province: 'NS' });
    expect(profile?.buy).toBe(true);
    expect(profile?.marketingEmails).toBe(true);
  });

  it('checks every field with the spec’s rules and focuses the first to fix', async () => {
    const { user } = await renderAt('/register');
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await screen.findByRole('textbox', { name: /^What is/ });
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'short');
    await user.type(within(form).getByLabelText('Confirm password', { selector: 'input' }), 'other');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '123');
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    within(form).getByText('Minimum 8 characters');
    within(form).getByText('Password does not match');
    within(form).getByText('Phone number is invalid');
    within(form).getByText('Please complete the security check');
    // E-mail, first name, last name and city are required.
    expect(within(form).getAllByText('Field is required')).toHaveLength(4);

    await user.clear(within(form).getByLabelText('Password', { selector: 'input' }));
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'longenough');
    await within(form).findByText('Password must contain a number or a special character');
  });

  it('says an e-mail already has an account, offers to sign in, and asks a new captcha question', async () => {
    const { user } = await renderAt('/register');
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await fillRegistration(user, DEMO_USER.email);
    const first = await answerCaptcha(user);
    const firstId = first.id;
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('This user already exists. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // The used challenge is replaced by a new one, with an empty answer; what was typed stays.
    const next = await screen.findByRole('textbox', { name: /^What is/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^What is/ }).id).not.toBe(firstId));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^What is/ }).value).toBe('');
    expect(next).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('Élise');
  });

  it('refuses a wrong captcha answer and asks again', async () => {
    const email = uniqueEmail();
    const { store, user } = await renderAt('/register');
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await fillRegistration(user, email);
    await answerCaptcha(user, '99');
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'The security check was not passed. Please answer the new question.',
    );
    expect(selectIsSignedIn(store.getState())).toBe(false);
    // The new question, answered right, lets the same values through.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^What is/ }).value).toBe(''));
    await answerCaptcha(user);
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { name: 'Account created' });
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });
});

describe('the reset-password page', () => {
  async function accountWithResetLink() {
    const email = uniqueEmail();
    await defaultDb.state.ready;
    await defaultDb.state.createUser({
      email,
      password: 'Ancien2026!',
      firstName: 'Luc',
      lastName: 'Roy',
      city: 'Laval',
    });
    return { email, token: defaultDb.state.issueResetToken(email) };
  }

  it('checks the link, then saves the new password, which signs in', async () => {
    const { email, token } = await accountWithResetLink();
    const { store, user } = await renderAt(`/reset-password/${token}`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    expect(form.getAttribute('method')).toBe('post');
    await user.type(within(form).getByLabelText('New password', { selector: 'input' }), 'Nouveau2026!');
    await user.type(within(form).getByLabelText('Confirm password', { selector: 'input' }), 'Nouveau2026!');
    await user.click(within(form).getByRole('button', { name: 'Save my new password' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'Password changed' });
    expect(within(done.parentElement!).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const signedIn = await signInStore(store, { email, password: 'Nouveau2026!' });
    expect(signedIn.user.email).toBe(email);
  });

  it('says a used or expired link is no good, and sends a new one', async () => {
    const { user } = await renderAt(`/reset-password/${'0'.repeat(32)}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).toBeNull();
    const forgot = screen.getByRole('form', { name: 'Reset your password' });
    await user.type(within(forgot).getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.click(within(forgot).getByRole('button', { name: 'Send me the link' }));
    await screen.findByRole('heading', { name: 'E-mail sent' });
  });

  it('takes a spent or refused token out of the address bar, and leaves a live one for a reload', async () => {
    const { token } = await accountWithResetLink();
    window.history.replaceState(null, '', `/fr/reset-password/${token}`);
    const { user } = await renderAt(`/fr/reset-password/${token}`);
    const form = await screen.findByRole('form', { name: 'Choisissez un nouveau mot de passe' });
    expect(window.location.pathname).toBe(`/fr/reset-password/${token}`);
    await user.type(within(form).getByLabelText('Nouveau mot de passe', { selector: 'input' }), 'Nouveau2026!');
    await user.type(within(form).getByLabelText('Confirmer le mot de passe', { selector: 'input' }), 'Nouveau2026!');
    await user.click(within(form).getByRole('button', { name: /Enregistrer/ }));
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe modifié' });
    await waitFor(() => expect(window.location.href).not.toContain(token));
    expect(window.location.pathname).toBe('/fr/login');

    const refused = '0'.repeat(32);
    window.history.replaceState(null, '', `/reset-password/${refused}`);
    await renderAt(`/reset-password/${refused}`);
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('shows the connection problem when the check gets no answer, and Try Again checks again', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(0);
    const { token } = await accountWithResetLink();
    server.use(http.get(callPath(API.userV1, 'password/check-reset-link'), () => HttpResponse.error()));
    const { user } = await renderAt(`/reset-password/${token}`);
    await screen.findByRole('heading', { name: 'Connection problem' });
    screen.getByRole('button', { name: 'Refresh Page' });
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('form', { name: 'Choose a new password' });
  });
});

describe('the social sign-in page (demo consent step)', () => {
  it('signs in as the person the demo provider vouches for, creating the account', async () => {
    const email = uniqueEmail();
    const { store, user } = await renderAt('/social-login?provider=google');
    await screen.findByRole('heading', { level: 1, name: 'Continue with Google' });
    const form = screen.getByRole('form', { name: 'Continue as' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), email);
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Noémie');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Gagnon');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe('/my-foyer'));
    expect(selectAccount(store.getState())).toMatchObject({ email, firstName: 'Noémie', lastName: 'Gagnon' });
  });

  it('finishes a sign-in the provider sent back here, when the state is the one this browser sent', async () => {
    const email = uniqueEmail();
    const pending = newPendingSignIn('google', '/on/toronto-real-estate');
    storePendingSignIn(pending);
    window.location.hash = `#state=${pending.state}&id_token=${encodeURIComponent(`demo:${email}:Zoé:Martin`)}`;
    const { store } = await renderAt('/social-login');
    await waitFor(() => expect(where()).toBe('/on/toronto-real-estate'));
    expect(selectAccount(store.getState())).toMatchObject({ email, firstName: 'Zoé' });
    // The token is gone from the address bar, and the state cannot be used twice.
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('foyer.oauth')).toBeNull();
  });

  it('refuses a return whose state this browser never sent', async () => {
    storePendingSignIn(newPendingSignIn('facebook', null));
    window.location.hash = `#state=${'f'.repeat(32)}&access_token=stolen`;
    const { store } = await renderAt('/social-login');
    await screen.findByText('The sign-in with Facebook was cancelled or has expired.');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/social-login?provider=facebook',
    );
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});
