// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import type { EstimateCandidate } from '@/api/contract/content';
import { loadMessages } from '@/i18n/locale';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';
import { PAGES } from '../registry';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const where = () => screen.getByTestId('location').textContent;

/** A BC address of the demo dataset whose address and city find it alone or among few. */
let candidate: EstimateCandidate;
/** A city of the dataset outside British Columbia. */
let otherCity: { name: string; province: string };

beforeAll(async () => {
  const data = defaultDb.data;
  const estimates = data.estimates;
  const count = (c: EstimateCandidate) =>
    estimates.filter((e) => e.candidate.address === c.address && e.candidate.city === c.city).length;
  candidate = estimates.map((e) => e.candidate).find((c) => /^\d+ [A-Za-z ]+$/.test(c.address) && count(c) === 1)!;
  const place = data.listings.find((l) => l.place.province === 'ON' && l.place.name === 'Toronto')?.place;
  otherCity = { name: place!.name, province: place!.province };
  // Under act, a page that suspends mid-navigation is not retried: the page the search leads to is loaded first.
  await Promise.all([
    loadMessages('en', 'estimates'),
    loadMessages('fr', 'estimates'),
    PAGES['home-estimate-detail'].page.preload(),
  ]);
}, 60_000);

afterEach(() => {
  document.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"], meta[name="prerender-status-code"]')
    .forEach((e) => e.remove());
});

async function renderLanding(route = '/home-estimates-canada') {
  const view = await renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route },
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

const combobox = () => screen.getByRole('combobox', { name: 'Address of the home' });
/** The estimator's own list (the header has a search box too). */
const listOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-controls')!)!;

describe('the home value estimator’s landing page, against the demo API', () => {
  it('finds a BC address as the visitor types and opens its estimate page with the keyboard', async () => {
    const { user } = await renderLanding();
    expect(document.querySelector('main h1')?.textContent).toBe('What is my home worth?');
    const input = combobox();
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    // Two characters ask nothing; the third starts the (debounced) look-up.
    await user.type(input, `${candidate.address} ${candidate.city}`);
    const option = await within(list).findByRole('option', { name: `${candidate.address}, ${candidate.city}` });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(option.getAttribute('aria-selected')).toBe('false');
    const options = within(list).getAllByRole('option');
    const index = options.indexOf(option);
    for (let i = 0; i <= index; i++) await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe(candidate.detailUrl));
    await screen.findByRole('heading', { level: 1, name: `${candidate.address}, ${candidate.city}` });
  });

  it('closes the list on Escape, and clears the text on a second Escape', async () => {
    const { user } = await renderLanding();
    const input = combobox();
    await user.type(input, `${candidate.address} ${candidate.city}`);
    await within(listOf(input)).findByRole('option', { name: `${candidate.address}, ${candidate.city}` });
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(within(listOf(input)).queryByRole('option')).toBeNull();
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens the estimate page of the French visitor in French with a click', async () => {
    const { user } = await renderLanding('/fr/home-estimates-canada');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Combien vaut ma propriété?');
    const input = screen.getByRole('combobox', { name: 'Adresse de la propriété' });
    await user.type(input, `${candidate.address} ${candidate.city}`);
    await user.click(
      await within(listOf(input)).findByRole('option', { name: `${candidate.address}, ${candidate.city}` }),
    );
    await waitFor(() => expect(where()).toBe(`/fr${candidate.detailUrl}`));
  });

  it('says plainly that estimates are for British Columbia when the place is elsewhere', async () => {
    const { user } = await renderLanding();
    // A city the search knows in another province.
    await user.type(combobox(), otherCity.name);
    const notice = await waitFor(() => {
      const found = document.querySelector('[data-outside-bc]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(notice.textContent).toContain('Estimates are available for homes in British Columbia only for now.');
    expect(notice.closest('[aria-live]')).not.toBeNull();
    const link = within(notice as HTMLElement).getByRole('link', { name: 'Search listings instead' });
    expect(link.getAttribute('href')).toBe(`/find-real-estate?keywords=${otherCity.name}`);
    expect(within(listOf(combobox())).queryByRole('option')).toBeNull();

    // A province named in the address is enough, without a look-up.
    await user.clear(combobox());
    await user.type(combobox(), '12 Main St, Halifax, Nova Scotia');
    await waitFor(() => expect(document.querySelector('[data-outside-bc]')).not.toBeNull());
    await user.clear(combobox());
    await user.type(combobox(), '100 Queen St W, M5H 2N2');
    await waitFor(() => expect(document.querySelector('[data-outside-bc]')).not.toBeNull());
  });

  it('says when a BC address cannot be found, with tips', async () => {
    const { user } = await renderLanding();
    await user.type(combobox(), `99999 Nowhere Road, ${candidate.city}`);
    const notice = await screen.findByText('We could not find this address');
    expect(document.querySelector('[data-outside-bc]')).toBeNull();
    const box = notice.closest('[data-address-not-found]') as HTMLElement;
    expect(within(box).getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks for 3 characters before searching, explains how it works, credits the partner, and passes axe', async () => {
    const { user } = await renderLanding();
    await user.type(combobox(), 'ab{Enter}');
    const form = screen.getByRole('search', { name: 'Address of the home' });
    expect((await within(form).findByRole('alert')).textContent).toContain('Type at least 3 characters');
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    const how = screen.getByRole('heading', { level: 2, name: 'How it works' }).closest('section')!;
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    screen.getByRole('heading', { name: 'An estimate is not an appraisal' });
    expect(document.querySelector('[data-partner-attribution]')?.textContent).toContain('Property data: ');
    await waitFor(() => expect(document.title).toContain('What is my home worth?'));
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}/home-estimates-canada`);
    const results = await axe.run(document.querySelector('main')!, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
