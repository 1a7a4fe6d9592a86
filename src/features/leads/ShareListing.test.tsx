// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/test/stores';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { ShareListingButton, type SharedListing } from './ShareListing';

const core = defaultDb.data.listings[2]!;
const listing: SharedListing = {
  listingId: core.listingId,
  address: '45 Elm Street',
  city: 'Halifax',
  url: 'https://foyer.example/en/listing/45-elm-street-halifax',
};

async function openShare(locale: 'en' | 'fr' = 'en') {
  const view = await renderWithProviders(
    <Provider store={makeStore()}>
      <ShareListingButton listing={listing} />
    </Provider>,
    { locale },
  );
  const button = screen.getByRole('button', { name: locale === 'en' ? 'Share' : 'Partager' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', {
    name: locale === 'en' ? 'Share this property' : 'Partager cette propriété',
  });
  return { button, dialog, ...view };
}

/** The texts an element's aria-describedby points at, in order. */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('sharing a listing', () => {
  it('opens a dialog from the Share button, prefilled, that closes with Escape and gives focus back', async () => {
    const { user, button, dialog, container } = await openShare();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveProperty(
      'value',
      '45 Elm Street, Halifax on Foyer',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveProperty(
      'value',
      `I found this property on Foyer and thought you might like it: ${listing.url}`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Link to this property' })).toHaveProperty('value', listing.url);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    // And it opens again, from the keyboard.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Share this property' });
  });

  it('says what to fix in each field and sends nothing', async () => {
    const before = defaultDb.state.outbox.length;
    const { user, dialog } = await openShare();
    const recipient = within(dialog).getByRole('textbox', { name: 'Recipient’s e-mail' });
    const sender = within(dialog).getByRole('textbox', { name: 'Your e-mail' });
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.type(recipient, 'ami@example');
    await user.type(sender, 'moi');
    await user.clear(subject);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(recipient));
    expect(descriptions(recipient)).toEqual(['Please enter a valid email']);
    expect(descriptions(sender)).toEqual(['Please enter a valid email']);
    expect(descriptions(subject)).toEqual(['Field is required']);
    await user.clear(recipient);
    await user.tab();
    expect(descriptions(recipient)).toEqual(['Field is required']);
    expect(defaultDb.state.outbox).toHaveLength(before);
  });

  it('sends the e-mail through leads/share, in French, and can send another', async () => {
    const { user, dialog } = await openShare('fr');
    expect(within(dialog).getByRole('textbox', { name: 'Objet' })).toHaveProperty(
      'value',
      '45 Elm Street, Halifax sur Foyer',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Courriel du destinataire' }), 'ami@example.ca');
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre courriel' }), 'moi@example.ca');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await within(dialog).findByText('Courriel envoyé');
    within(dialog).getByText('Nous avons envoyé le lien de cette propriété à ami@example.ca.');
    expect(defaultDb.state.outbox.at(-1)).toMatchObject({
      to: 'ami@example.ca',
      subject: '45 Elm Street, Halifax sur Foyer',
      kind: 'share',
      link: core.detailUrl,
    });
    expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({
      senderEmail: 'moi@example.ca',
      message: `J’ai trouvé cette propriété sur Foyer et j’ai pensé qu’elle pourrait vous intéresser : ${listing.url}`,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer à quelqu’un d’autre' }));
    const recipient = within(dialog).getByRole('textbox', { name: 'Courriel du destinataire' });
    await waitFor(() => expect(document.activeElement).toBe(recipient));
    expect(recipient).toHaveProperty('value', '');
    expect(within(dialog).getByRole('textbox', { name: 'Votre courriel' })).toHaveProperty('value', 'moi@example.ca');
  });

  it('on a server failure says so in French and keeps everything typed', async () => {
    server.use(
      http.post('*/api/v1/leads/share', () => HttpResponse.json({ errors: ['Server Error'] }, { status: 500 })),
    );
    const { user, dialog } = await openShare('fr');
    const subject = within(dialog).getByRole('textbox', { name: 'Objet' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Courriel du destinataire' }), 'ami@example.ca');
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre courriel' }), 'moi@example.ca');
    await user.clear(subject);
    await user.type(subject, 'Regarde ça');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Oups! Une erreur est survenue.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(dialog).getByRole('textbox', { name: 'Courriel du destinataire' })).toHaveProperty(
      'value',
      'ami@example.ca',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Votre courriel' })).toHaveProperty('value', 'moi@example.ca');
    expect(subject).toHaveProperty('value', 'Regarde ça');
  });

  it('copies the link and says so politely', async () => {
    const { user, dialog } = await openShare();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const status = await within(dialog).findByText('Link copied');
    expect(status.getAttribute('role')).toBe('status');
    expect(await navigator.clipboard.readText()).toBe(listing.url);
  });

  it('without the clipboard API, copies the selected link, or leaves it selected to copy by hand', async () => {
    const { user, dialog } = await openShare('fr');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const link = within(dialog).getByRole('textbox', { name: 'Lien vers cette propriété' });
    const copy = within(dialog).getByRole('button', { name: 'Copier le lien' });
    await user.click(copy);
    const status = await within(dialog).findByText(/^Le lien n’a pas pu être copié automatiquement/);
    expect(status.getAttribute('role')).toBe('status');
    expect(execCommand).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(document.activeElement).toBe(link));

    execCommand.mockReturnValue(true);
    await user.click(copy);
    await waitFor(() => expect(status.textContent).toBe('Lien copié'));
    expect(document.activeElement).toBe(copy);
    Reflect.deleteProperty(document, 'execCommand');
  });
});
