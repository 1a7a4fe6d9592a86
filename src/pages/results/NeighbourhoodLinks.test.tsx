// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '@/mocks/dataset';
import type { NeighbourhoodRecord, Place } from '@/mocks/dataset/places';
import { renderWithProviders } from '@/test/render';

let toronto: NeighbourhoodRecord[];
let montreal: NeighbourhoodRecord[];
/** A city of the dataset with listings and no neighbourhoods. */
let plain: Place;

beforeAll(() => {
  const data = createDataset();
  toronto = data.neighbourhoods.filter((n) => n.place.name === 'Toronto' && n.place.province === 'ON');
  montreal = data.neighbourhoods.filter((n) => n.place.name === 'Montréal');
  const withNeighbourhoods = new Set(data.neighbourhoods.map((n) => n.place));
  plain = data.listings.find((l) => !withNeighbourhoods.has(l.place) && l.place.population > 50_000)!.place;
});

const guides = () => document.querySelector<HTMLElement>('nav[data-neighbourhoods]');
const hrefs = (nav: HTMLElement) => [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('results pages link to the neighbourhood guides', () => {
  it('lists every guide of Toronto below its results', async () => {
    expect(toronto.length).toBeGreaterThan(10);
    await renderWithProviders(undefined, { route: '/on/toronto-real-estate' });
    await waitFor(() => expect(guides()).not.toBeNull(), { timeout: 15_000 });
    const nav = guides()!;
    expect(nav.getAttribute('aria-label')).toBe('Neighbourhoods in Toronto');
    expect(hrefs(nav)).toEqual(toronto.map((n) => `/neighbourhoods/${n.neighbourhoodId}`));
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(toronto.map((n) => n.name));
    // Below the results, not above them.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('a[data-neighbourhood-guide]')).toBeNull();
  });

  it('links to the French guides from a French city page', async () => {
    await renderWithProviders(undefined, { route: '/fr/qc/montreal-real-estate' });
    await waitFor(() => expect(guides()).not.toBeNull(), { timeout: 15_000 });
    expect(guides()!.getAttribute('aria-label')).toBe('Quartiers à Montréal');
    expect(hrefs(guides()!)).toEqual(montreal.map((n) => `/fr/neighbourhoods/${n.neighbourhoodId}`));
  });

  it('links a neighbourhood’s results to its guide', async () => {
    const annex = toronto.find((n) => n.name === 'The Annex')!;
    await renderWithProviders(undefined, { route: annex.detailUrl });
    const link = await screen.findByRole('link', { name: 'The Annex neighbourhood guide' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe(`/neighbourhoods/${annex.neighbourhoodId}`);
    expect(link.hasAttribute('data-neighbourhood-guide')).toBe(true);
    expect(guides()).toBeNull();
  });

  it('shows no guides for a city without neighbourhoods', async () => {
    await renderWithProviders(undefined, {
      route: `/${plain.province.toLowerCase()}/${plain.slug}-real-estate`,
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await waitFor(() => expect(document.querySelectorAll('[data-listing-id]').length).toBeGreaterThan(0));
    expect(guides()).toBeNull();
  });
});
