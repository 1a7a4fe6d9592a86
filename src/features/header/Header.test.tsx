// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAnalyticsSink, type AnalyticsPayload } from '@/features/analytics/analytics-api';
import { setAnalyticsConsent } from '@/features/consent/consent-api';
import { loadMessages } from '@/i18n/locale';
import { renderWithProviders } from '@/test/render';

let sent: AnalyticsPayload[];

beforeEach(async () => {
  await loadMessages('en', 'nav');
  await loadMessages('fr', 'nav');
  sent = [];
  setAnalyticsSink((payload) => sent.push(payload));
  act(() => setAnalyticsConsent(true));
});

afterEach(() => setAnalyticsSink(null));

// jsdom's window is narrower than a laptop: the wide-screen menus are in the DOM but not displayed.
const hidden = true;

function headerNav(name: string): HTMLElement {
  const nav = document.querySelector<HTMLElement>(`header nav[aria-label="${name}"]`);
  if (!nav) throw new Error(`no ${name}`);
  return nav;
}

describe('Header', () => {
  it('opens the Buy menu with the presets and reports the one followed, by id only', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/on/toronto-real-estate' });
    const nav = await waitFor(() => headerNav('Main menu'));
    const buy = within(nav).getByRole('button', { name: 'Buy', hidden });
    await user.click(buy);
    const menu = await within(nav).findByRole('menu', { name: 'Buy', hidden });
    const upgrade = await within(menu).findByRole('menuitem', { name: /Upgrading/, hidden }, { timeout: 5000 });
    expect(upgrade.getAttribute('href')).toBe('/find-real-estate?bedsMin=3&bedsMax=5&sqftMin=1000');
    await user.click(upgrade);
    expect(sent).toContainEqual({ event: 'nav_click', menu: 'buy', item: 'upgrade', category: 'residential' });
    expect(JSON.stringify(sent)).not.toMatch(/Upgrading|bedsMin/);
    expect(buy.getAttribute('aria-expanded')).toBe('false');
  });

  it('reports the language chosen and a search by its kind, never the text typed', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/on/toronto-real-estate' });
    const box = await waitFor(() => within(screen.getByRole('banner')).getByRole('combobox'));
    await user.type(box, 'my secret address{Enter}');
    expect(sent).toContainEqual({ event: 'search', kind: 'text', category: 'residential' });
    expect(JSON.stringify(sent)).not.toContain('secret');
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Afficher cette page en français', hidden }),
    );
    expect(sent).toContainEqual({ event: 'language_select', from: 'en', to: 'fr' });
  });

  it('names the commercial menus from its own text set and has no News menu', async () => {
    await renderWithProviders(undefined, { route: '/fr/commercial/find-real-estate' });
    const nav = await waitFor(() => headerNav('Menu principal'));
    expect(
      within(nav)
        .getAllByRole('button', { hidden })
        .map((b) => b.textContent),
    ).toEqual(['Acheter ou louer', 'Vendre']);
  });

  it('opens the drawer with the menus, the categories and the language', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/fr/on/toronto-real-estate' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Acheter', 'Vendre', 'Actualités']));
    expect(within(drawer).getByRole('link', { name: 'View this page in English' }).getAttribute('href')).toBe(
      '/on/toronto-real-estate',
    );
    const moving = within(drawer).getByRole('link', { name: /Déménager dans une nouvelle ville/ });
    expect(moving.getAttribute('href')).toBe('/fr/find-real-estate?bedsMin=3&bedsMax=3');
    await user.click(moving);
    expect(sent).toContainEqual({ event: 'nav_click', menu: 'drawer', item: 'buy.moving', category: 'residential' });
  });
});
