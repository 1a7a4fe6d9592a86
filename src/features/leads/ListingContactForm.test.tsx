// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { ListingContactForm, type ListingContactFormProps } from './ListingContactForm';

const listingId = defaultDb.data.listings[0]!.listingId;
const listing: ListingContactFormProps['listing'] = {
  listingId,
  address: '221 rue Saint-Paul',
  city: 'Montréal',
  agentName: 'Marie Tremblay',
  officeName: 'Royal LePage Urbain',
  rental: false,
};

async function renderForm(props: Partial<ListingContactFormProps> = {}, locale: 'en' | 'fr' = 'en') {
  const store = makeStore();
  const ui = (extra: Partial<ListingContactFormProps>) => (
    <Provider store={store}>
      <ListingContactForm listing={listing} headingId="contact-heading" {...props} {...extra} />
    </Provider>
  );
  const view = await renderWithProviders(ui({}), { locale });
  return { ...view, rerender: (extra: Partial<ListingContactFormProps>) => view.rerender(ui(extra)) };
}

/** The texts an element's aria-describedby points at, in order. */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

// Every POST to leads the demo API sees, whoever answers it.
const posted: string[] = [];
const countLeads = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/leads') posted.push(request.url);
};
server.events.on('request:start', countLeads);
afterEach(() => {
  posted.length = 0;
});

const form = () => screen.getByRole('form');

describe('the listing’s contact form', () => {
  it('is named by its own heading, with the preset message, and passes axe', async () => {
    const { container } = await renderForm();
    const heading = screen.getByRole('heading', { level: 2, name: 'Contact an agent' });
    expect(heading.id).toBe('contact-heading');
    screen.getByRole('form', { name: 'Contact an agent' });
    screen.getByText(/^Ask Marie Tremblay of Royal LePage Urbain a question/);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveProperty(
      'value',
      'I’d like more information about 221 rue Saint-Paul, Montréal.',
    );
    const lookingTo = screen.getByRole('radiogroup', { name: 'I’m looking to' });
    expect(within(lookingTo).getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'I’d like to visit this property' })).toHaveProperty('checked', false);
    screen.getByRole('button', { name: 'Send message' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says what to fix in each field, focuses the first, and sends nothing', async () => {
    const { user } = await renderForm();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.type(email, 'jane@example');
    await user.type(phone, '555-0199');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(descriptions(name)).toEqual(['Field is required']);
    expect(descriptions(email)).toEqual(['Please enter a valid email']);
    expect(descriptions(phone)).toEqual(['Phone number is invalid']);
    expect(posted).toHaveLength(0);
  });

  it('says the same in French', async () => {
    const { user } = await renderForm({}, 'fr');
    screen.getByRole('heading', { level: 2, name: 'Contacter un courtier' });
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveProperty(
      'value',
      'J’aimerais obtenir plus de renseignements sur la propriété au 221 rue Saint-Paul, Montréal.',
    );
    const email = screen.getByRole('textbox', { name: 'Courriel' });
    const phone = screen.getByRole('textbox', { name: /^Téléphone/ });
    await user.type(email, 'jean@');
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const name = screen.getByRole('textbox', { name: 'Votre nom' });
    await waitFor(() => expect(descriptions(name)).toEqual(['Ce champ est obligatoire']));
    expect(descriptions(email)).toEqual(['Veuillez entrer une adresse courriel valide']);
    expect(descriptions(phone)).toEqual(["Le numéro de téléphone n'est pas valide"]);
    expect(posted).toHaveLength(0);
  });

  it('sends a lead for the listing and says who answers and when; another can follow', async () => {
    const { user } = await renderForm();
    const before = defaultDb.state.leads.length;
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.ca');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '514 555 0199');
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const notice = await screen.findByText('Message sent');
    expect(notice.closest('[tabindex="-1"]')).toBe(document.activeElement);
    screen.getByText(
      'Thank you, Ana Silva. Marie Tremblay of Royal LePage Urbain will answer by e-mail or phone, usually within one business day.',
    );
    expect(defaultDb.state.leads).toHaveLength(before + 1);
    expect(defaultDb.state.leads.at(-1)!.body).toEqual({
      name: 'Ana Silva',
      email: 'ana@example.ca',
      phone: '514 555 0199',
      lookingTo: 'sell',
      message: 'I’d like more information about 221 rue Saint-Paul, Montréal.',
      listingId,
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveProperty('value', 'Ana Silva');
    expect(screen.getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
    expect(message).toHaveProperty('value', 'I’d like more information about 221 rue Saint-Paul, Montréal.');
  });

  it('requests a viewing: needs a time, and the message says it is a viewing request', async () => {
    const { user } = await renderForm({ intent: 'viewing', listing: { ...listing, agentName: undefined } }, 'fr');
    expect(screen.getByRole('checkbox', { name: 'Je souhaite visiter cette propriété' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveProperty(
      'value',
      'J’aimerais visiter la propriété au 221 rue Saint-Paul, Montréal.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Louise Gagnon');
    await user.type(screen.getByRole('textbox', { name: 'Courriel' }), 'louise@example.ca');
    await user.click(screen.getByRole('button', { name: 'Demander une visite' }));
    const time = screen.getByRole('radiogroup', { name: 'Moment préféré pour la visite' });
    await waitFor(() => expect(descriptions(time)).toEqual(['Ce champ est obligatoire']));
    expect(posted).toHaveLength(0);
    await user.click(within(time).getByRole('radio', { name: 'Soir' }));
    await user.click(screen.getByRole('button', { name: 'Demander une visite' }));
    await screen.findByText('Demande de visite envoyée');
    screen.getByText(
      'Merci, Louise Gagnon. Un courtier de Royal LePage Urbain communiquera avec vous pour confirmer une visite en soirée, généralement d’ici un jour ouvrable.',
    );
    expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({
      name: 'Louise Gagnon',
      lookingTo: 'buy',
      preferredViewingTime: 'evening',
      message:
        'Demande de visite – moment préféré : soir\n\nJ’aimerais visiter la propriété au 221 rue Saint-Paul, Montréal.',
      listingId,
    });
  });

  it('follows the page’s intent, replacing the message only while it is the preset', async () => {
    const { user, rerender } = await renderForm();
    const message = screen.getByRole('textbox', { name: /^Message/ });
    rerender({ intent: 'viewing' });
    await waitFor(() => expect(message).toHaveProperty('value', 'I’d like to visit 221 rue Saint-Paul, Montréal.'));
    expect(screen.getByRole('checkbox', { name: 'I’d like to visit this property' })).toHaveProperty('checked', true);
    screen.getByRole('button', { name: 'Request a viewing' });
    await user.clear(message);
    await user.type(message, 'Is the basement finished?');
    await user.click(screen.getByRole('checkbox', { name: 'I’d like to visit this property' }));
    screen.getByRole('button', { name: 'Send message' });
    expect(message).toHaveProperty('value', 'Is the basement finished?');
  });

  it('calls the buy option "Rent" on a rental', async () => {
    await renderForm({ listing: { ...listing, rental: true } });
    const lookingTo = screen.getByRole('radiogroup', { name: 'I’m looking to' });
    expect(
      within(lookingTo)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Rent', 'Sell']);
  });

  it('on a server failure says so (spec §8), keeps everything typed, and sends it on retry', async () => {
    server.use(
      http.post('*/api/v1/leads', () => HttpResponse.json({ errors: ['Service unavailable'] }, { status: 503 })),
    );
    const { user } = await renderForm({}, 'fr');
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await user.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Jean Roy');
    await user.type(screen.getByRole('textbox', { name: 'Courriel' }), 'jean@example.ca');
    await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '418 555 0100');
    await user.click(screen.getByRole('radio', { name: 'Vendre' }));
    await user.clear(message);
    await user.type(message, 'Le toit a-t-il été refait?');
    await user.click(screen.getByRole('checkbox', { name: 'Je souhaite visiter cette propriété' }));
    await user.click(screen.getByRole('radio', { name: 'Après-midi' }));
    await user.click(screen.getByRole('button', { name: 'Demander une visite' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oups! Une erreur est survenue.');
    expect(alert.textContent).toContain('Votre message n’a pas été envoyé.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Votre nom' })).toHaveProperty('value', 'Jean Roy');
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveProperty('value', 'jean@example.ca');
    expect(screen.getByRole('textbox', { name: /^Téléphone/ })).toHaveProperty('value', '418 555 0100');
    expect(screen.getByRole('radio', { name: 'Vendre' })).toHaveProperty('checked', true);
    expect(message).toHaveProperty('value', 'Le toit a-t-il été refait?');
    expect(screen.getByRole('checkbox', { name: 'Je souhaite visiter cette propriété' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: 'Après-midi' })).toHaveProperty('checked', true);

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Demande de visite envoyée');
    expect(posted).toHaveLength(2);
    expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({
      name: 'Jean Roy',
      preferredViewingTime: 'afternoon',
      message: 'Demande de visite – moment préféré : après-midi\n\nLe toit a-t-il été refait?',
    });
  });

  it('sends one lead for a double click, and nothing more while it is under way', async () => {
    // A slow server, so the second and third clicks land while the first lead is in flight.
    server.use(
      http.post('*/api/v1/leads', async () => {
        await delay(300);
      }),
    );
    const { user } = await renderForm();
    const before = defaultDb.state.leads.length;
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Sam Lee');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sam@example.ca');
    const send = screen.getByRole('button', { name: 'Send message' });
    await user.dblClick(send);
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    await user.click(send);
    await screen.findByText('Message sent');
    expect(posted).toHaveLength(1);
    expect(defaultDb.state.leads).toHaveLength(before + 1);
  });

  it('sends one lead for two submits in the same instant', async () => {
    const { user } = await renderForm();
    const before = defaultDb.state.leads.length;
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Sam Lee');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sam@example.ca');
    const element = form() as HTMLFormElement;
    element.requestSubmit();
    element.requestSubmit();
    await screen.findByText('Message sent');
    expect(posted).toHaveLength(1);
    expect(defaultDb.state.leads).toHaveLength(before + 1);
  });
});
