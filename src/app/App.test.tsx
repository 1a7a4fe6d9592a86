// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_STORAGE_KEY } from '@/features/preferences/preferences-slice';
import { renderWithProviders } from '@/test/render';

describe('App shell', () => {
  it('renders the residential home page in English at /', async () => {
    await renderWithProviders(undefined, { route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Find the home that fits your life' }, { timeout: 10_000 });
    screen.getByRole('tab', { name: 'Buy', selected: true });
    expect(document.documentElement.lang).toBe('en-CA');
    // jsdom's window is narrower than a laptop, where the header's top line (with the language) shows.
    const switcher = screen.getByRole('link', { name: 'Afficher cette page en français', hidden: true });
    expect(switcher.getAttribute('href')).toBe('/fr');
    // The title is set in an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Homes for sale and rent in Canada | Foyer'));
  });

  it('renders the same page in French at /fr, with a link back to English', async () => {
    await renderWithProviders(undefined, { route: '/fr' });
    await screen.findByRole('heading', { level: 1, name: 'Trouvez la propriété qui vous ressemble' });
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(screen.getByRole('link', { name: 'View this page in English', hidden: true }).getAttribute('href')).toBe(
      '/',
    );
    screen.getByRole('tab', { name: 'Acheter' });
  });

  it('switches language when the selector is followed, keeping the page', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/luxury' });
    await screen.findByRole('heading', { level: 1, name: 'Exceptional homes, presented with discretion' });
    await user.click(screen.getByRole('link', { name: 'Afficher cette page en français', hidden: true }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Des propriétés d’exception, présentées en toute discrétion',
    });
  });

  it('gives each category its theme and its logo link', async () => {
    await renderWithProviders(undefined, { route: '/fr/commercial' });
    await screen.findByRole('heading', { level: 1, name: 'De l’espace pour faire grandir votre entreprise' });
    expect(document.documentElement.dataset.theme).toBe('commercial');
    const logo = (await screen.findAllByRole('link', { name: 'Accueil Foyer' }))[0];
    expect(logo?.getAttribute('href')).toBe('/fr/commercial');
  });

  it('shows the 404 page for an unknown path', async () => {
    await renderWithProviders(undefined, { route: '/this/does/not/exist' });
    await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' });
    expect(screen.getByRole('link', { name: 'Search listings' }).getAttribute('href')).toBe('/find-real-estate');
  });

  it('shows the 500 page with a search link', async () => {
    await renderWithProviders(undefined, { route: '/fr/500' });
    await screen.findByRole('heading', { level: 1, name: 'Un problème est survenu de notre côté' });
    expect(screen.getByRole('link', { name: 'Lancer une nouvelle recherche' }).getAttribute('href')).toBe(
      '/fr/find-real-estate',
    );
  });

  it('hides the language selector on footer pages', async () => {
    await renderWithProviders(undefined, { route: '/privacy-notice' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    expect(screen.queryByRole('link', { name: 'Afficher cette page en français' })).toBeNull();
  });

  it('keeps the chosen colour mode in local storage and on <html>', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Appearance' }), 'dark');
    expect(localStorage.getItem(COLOUR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it('refuses an empty search with a translated message and keeps the text typed', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/fr' });
    await screen.findByRole('heading', { level: 1 });
    const panel = screen.getByRole('tabpanel');
    const input = within(panel).getByRole('combobox', {
      name: 'Rechercher par ville, quartier, adresse ou numéro MLS®',
    });
    await user.type(input, '!!');
    await user.click(within(panel).getByRole('button', { name: 'Rechercher' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Veuillez entrer une recherche valide');
    expect((input as HTMLInputElement).value).toBe('!!');
  });

  it('moves between Buy, Rent and Sell with the arrow keys', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/' });
    await screen.findByRole('heading', { level: 1 });
    screen.getByRole('tab', { name: 'Buy' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sell', selected: true })).toBe(document.activeElement);
    // Selling starts with a local agent, through a form that works today (no page that is not built yet).
    await screen.findByRole('form', { name: 'Thinking of selling?' });
    expect(screen.queryByRole('link', { name: 'Estimate my home’s value' })).toBeNull();
  });
});
