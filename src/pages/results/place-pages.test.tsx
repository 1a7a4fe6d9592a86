// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
/** The page is complete (its data answered): what the prerender service waits for. */
const settled = () => waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'), { timeout: 10_000 });

const data = defaultDb.data;
const place = (name: string) => {
  const found = data.places.find((p) => p.name === name);
  if (!found) throw new Error(`${name} is not in the demo dataset`);
  return found;
};
/** A neighbourhood the geocoder cannot find from its URL's words (it answers Montréal for them). */
const plateau = data.neighbourhoods.find((n) => n.name.toLowerCase().includes('plateau'))!;

describe('place pages: only the places the API knows, named as the API names them', () => {
  it.each([
    '/on/call-1-900-555-0199-to-claim-your-free-condo-real-estate',
    '/fr/on/call-1-900-555-0199-to-claim-your-free-condo-real-estate',
    '/on/toronto-is-the-best-city-real-estate',
    '/on/free-condo-condos-for-sale',
    '/luxury/bc/not-a-real-place-homes-for-rent',
    '/on/montreal-real-estate',
    '/on/claim-your-prize-toronto-n0x999-neighbourhood-real-estate',
    '/on/call-now-to-win-real-estate-agents',
    '/fr/qc/gagnez-un-condo-real-estate-offices',
    // A real neighbourhood's key in another province.
    `/ab/the-annex-toronto-${data.neighbourhoods[0]!.placeKey}-neighbourhood-real-estate`,
  ])('%s is the 404 page, reported 404 to the prerender service and not indexed', async (path) => {
    await renderWithProviders(undefined, { route: path });
    const h1 = await screen.findByRole(
      'heading',
      { level: 1, name: path.startsWith('/fr') ? 'Page introuvable' : 'We can’t find that page' },
      { timeout: 10_000 },
    );
    expect(h1).toBeDefined();
    await waitFor(() => expect(meta('prerender-status-code')).toBe('404'));
    expect(meta('robots')).toBe('noindex');
    expect(document.title).not.toMatch(/call|claim|prize|free|best|not a real/i);
    expect(document.body.textContent).not.toMatch(/1 900 555|claim your|not a real place/i);
    expect(canonical()).toBeNull();
  });

  it.each([
    ['/qc/montreal-real-estate', 'Montréal, Quebec real estate: homes for sale', '/qc/montreal-real-estate'],
    [
      '/fr/qc/trois-rivieres-real-estate',
      'Propriétés à vendre à Trois-Rivières (Québec)',
      '/fr/qc/trois-rivieres-real-estate',
    ],
    ['/on/toronto-condos-for-sale', 'Condos for sale in Toronto, Ontario', '/on/toronto-condos-for-sale'],
    [
      '/nl/st-johns-homes-for-rent',
      `Rentals in ${place("St. John's").name}, Newfoundland and Labrador`,
      '/nl/st-johns-homes-for-rent',
    ],
  ])('a known city, %s, is titled with the API’s name and has its canonical URL', async (path, title, own) => {
    await renderWithProviders(undefined, { route: path });
    await settled();
    expect((await heading()).textContent).toBe(title);
    expect(document.title.startsWith(title)).toBe(true);
    expect(meta('prerender-status-code')).toBeNull();
    expect(meta('robots')).toBeNull();
    expect(canonical()).toBe(`${window.location.origin}${own}`);
  });

  it.each([
    ['/qc/montreal-real-estate-agents', 'Real estate agents in Montréal, Quebec'],
    ['/fr/qc/trois-rivieres-real-estate-offices', 'Agences immobilières à Trois-Rivières (Québec)'],
  ])('a known city’s roster, %s, is titled with the API’s name', async (path, title) => {
    await renderWithProviders(undefined, { route: path });
    await settled();
    expect((await heading()).textContent).toBe(title);
    expect(meta('prerender-status-code')).toBeNull();
  });

  it('a known neighbourhood is titled with its own name, in English and French', async () => {
    await renderWithProviders(undefined, { route: plateau.detailUrl });
    await settled();
    expect((await heading()).textContent).toBe(`${plateau.name} neighbourhood real estate, Quebec`);
    expect(canonical()).toBe(`${window.location.origin}${plateau.detailUrl}`);
    expect(meta('prerender-status-code')).toBeNull();
  });

  it('a neighbourhood link with its key but other words points to the neighbourhood’s own URL', async () => {
    const other = plateau.detailUrl.replace(/\/[^/]+-(n\d+x\d+)-/, '/somewhere-else-$1-');
    expect(other).not.toBe(plateau.detailUrl);
    await renderWithProviders(undefined, { route: `/fr${other}` });
    await settled();
    const h1 = await heading();
    expect(h1.textContent).toContain(plateau.name);
    expect(h1.textContent).not.toMatch(/somewhere|else/i);
    expect(canonical()).toBe(`${window.location.origin}/fr${plateau.detailUrl}`);
  });
});
