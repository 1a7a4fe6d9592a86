// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { protectedActionAttempted } from '@/app/events';
import { DEMO_USER } from '@/mocks/state';
import { loadMessages } from '@/i18n/locale';
import { PAGES } from '@/pages/registry';
import { renderWithProviders } from '@/test/render';
import { selectFavouriteAgents } from '@/features/favourites/favourites-api';
import { selectDrawer, selectIsSignedIn, userActionRequested } from '@/features/user/user-api';

const favouriteAgent = { type: 'favourite-agent', agentId: 'agent-42-ag', favourite: true } as const;

async function openWithQueuedAction(route = '/') {
  const view = await renderWithProviders(undefined, { route });
  await screen.findAllByRole('link', { name: /Foyer/ }, { timeout: 10_000 });
  act(() => {
    view.store.dispatch(userActionRequested({ action: favouriteAgent }));
  });
  const dialog = await screen.findByRole('dialog', { name: 'Sign in or create an account' }, { timeout: 10_000 });
  return { ...view, dialog };
}

describe('the sign-in drawer', () => {
  it('opens on a protected action with its reason, and closing it discards the queued action', async () => {
    const { store, user, dialog } = await openWithQueuedAction();
    expect(store.getState().user.queue).toEqual([favouriteAgent]);
    within(dialog).getByText('Login or Register to access Saved Searches and your Favourites');
    within(dialog).getByText('Keep the agents you like in your account, to reach them again in one click.');
    within(dialog).getByRole('tab', { name: 'Sign in', selected: true });
    within(dialog).getByRole('form', { name: 'Sign in' });
    // The kit's titled Dialog renders its header as <header>, a second banner next to the page's (reported
    // to the ui owner); everything else in the drawer is checked.
    const results = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // Opening added a history entry (for Back to close it); closing otherwise takes it off again.
    expect(window.history.state).toMatchObject({ foyerSignInDrawer: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect((window.history.state as Record<string, unknown> | null)?.foyerSignInDrawer).toBeUndefined(),
    );
    expect(selectDrawer(store.getState())).toEqual({ open: false, reason: null });
    expect(store.getState().user.queue).toEqual([]);
  });

  it('closes on the browser’s Back button, discarding the queue', async () => {
    const { store } = await openWithQueuedAction();
    expect(window.history.state).toMatchObject({ foyerSignInDrawer: true });
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().user.queue).toEqual([]);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('signs in from the drawer, which replays the queued action and closes', async () => {
    const { store, user, dialog } = await openWithQueuedAction();
    const form = within(dialog).getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), DEMO_USER.password);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectFavouriteAgents(store.getState())).toContain(favouriteAgent.agentId);
    expect(store.getState().user.queue).toEqual([]);
  });

  it('switches to registration in place, and says why in French for an estimate', async () => {
    // The drawer's texts are a part of the messages, loaded when it first opens.
    await loadMessages('fr', 'account');
    const { store, user } = await renderWithProviders(undefined, { route: '/fr' });
    await screen.findAllByRole('link', { name: /Foyer/ }, { timeout: 10_000 });
    act(() => {
      store.dispatch(protectedActionAttempted('estimate'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Connectez-vous ou créez un compte' });
    within(dialog).getByText('Connectez-vous pour voir la valeur de cette propriété');
    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    const tab = within(dialog).getByRole('tab', { name: 'Créer un compte' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(tab));
    await within(dialog).findByRole('form', { name: 'Créer un compte' });
    await within(dialog).findByRole('textbox', { name: /^Combien font \d+ \+ \d+\?/ });
  });

  it('gets out of the way when a link inside it leads to another page', async () => {
    // The next page's chunk is loaded first: under act, a page that suspends is not retried (see test/render).
    await PAGES['social-login'].page.preload();
    const { user, dialog } = await openWithQueuedAction();
    await user.click(within(dialog).getByRole('tab', { name: 'Create an account' }));
    await user.click(await within(dialog).findByRole('link', { name: 'Continue with Google' }));
    await screen.findByRole('heading', { level: 1, name: 'Continue with Google' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
