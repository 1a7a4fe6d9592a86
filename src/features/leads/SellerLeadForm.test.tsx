// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';

describe('the home page’s Sell tab', () => {
  it('sends a seller’s request to a local agent, after saying what to fix, in French', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/fr' });
    await user.click(await screen.findByRole('tab', { name: 'Vendre' }));
    const form = await screen.findByRole('form', { name: 'Vous songez à vendre?' });
    await user.click(within(form).getByRole('button', { name: 'Consulter un courtier de ma région' }));
    // Nothing is sent; the first field to fix has the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Adresse de la propriété/)));
    const before = defaultDb.state.leads.length;
    await user.type(within(form).getByLabelText(/^Adresse de la propriété/), '12 rue Principale, Gatineau');
    await user.type(within(form).getByLabelText(/^Votre nom/), 'Louise Gagnon');
    await user.type(within(form).getByLabelText(/^Courriel/), 'louise@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Consulter un courtier de ma région' }));
    await screen.findByText(/^Merci, Louise Gagnon\./);
    expect(defaultDb.state.leads).toHaveLength(before + 1);
    expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({
      name: 'Louise Gagnon',
      lookingTo: 'sell',
      message: '12 rue Principale, Gatineau',
    });
  });
});
