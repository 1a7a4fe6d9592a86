// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/test/stores';
import type { HomeEstimate } from '@/api/contract/content';
import { API } from '@/api/contract/paths';
import { retryTiming } from '@/api/base-api';
import { estimateConfidence, estimateRange } from '@/domain/estimates';
import { formatPrice } from '@/domain/format';
import { selectDrawer } from '@/features/user/user-api';
import { loadMessages } from '@/i18n/locale';
import { estimateOf, type EstimateRecord } from '@/mocks/dataset/estimates';
import { defaultDb } from '@/mocks/handlers';
import { errorResponse, route } from '@/mocks/handlers/respond';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInStore } from '@/test/sign-in';

type Case = { record: EstimateRecord; estimate: HomeEstimate };
const cases = {} as Record<HomeEstimate['status'], Case>;

beforeAll(async () => {
  const data = defaultDb.data;
  for (const record of data.estimates) {
    const estimate = estimateOf(record, data.estimates, data.today);
    // An OK case with comparables, so the table has rows to check.
    if (estimate.status === 'OK' && estimate.comparables.length < 2) continue;
    cases[estimate.status] ??= { record, estimate };
    if (Object.keys(cases).length === 3) break;
  }
  await Promise.all([loadMessages('en', 'estimates'), loadMessages('fr', 'estimates'), loadMessages('en', 'account')]);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  document.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"], meta[name="prerender-status-code"]')
    .forEach((e) => e.remove());
});

async function renderEstimate(path: string, options: { signedIn?: boolean; store?: AppStore } = {}) {
  const store = options.store ?? makeStore();
  if (options.signedIn) await signInStore(store);
  const view = await renderWithProviders(<App />, { route: path, store });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

const stateBox = () =>
  waitFor(
    () => {
      const box = document.querySelector<HTMLElement>('[data-estimate-state]');
      expect(box).not.toBeNull();
      expect(box!.dataset.estimateState).not.toBe('loading');
      return box!;
    },
    { timeout: 10_000 },
  );

async function axeViolations() {
  const results = await axe.run(document.querySelector('main')!, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('the estimate page of one BC address, against the demo API', () => {
  it('shows the value as a range with its confidence, the home’s facts and the comparable sales', async () => {
    const { record, estimate } = cases.OK;
    await renderEstimate(record.candidate.detailUrl, { signedIn: true });
    const box = await stateBox();
    expect(box.dataset.estimateState).toBe('ok');
    const range = estimateRange(estimate)!;
    expect(box.querySelector('[data-estimate-range]')?.textContent).toBe(
      `${formatPrice(range.low, 'en')} – ${formatPrice(range.high, 'en')}`,
    );
    expect(box.textContent).toContain(`Most likely: ${formatPrice(range.value, 'en')}`);
    const confidence = box.querySelector<HTMLElement>('[data-confidence]')!;
    expect(confidence.dataset.confidence).toBe(estimateConfidence(range));
    expect(confidence.textContent).toMatch(/^[●○]{3}(High|Medium|Low) confidence$/);
    expect(box.querySelector('[data-partner-attribution]')?.textContent).toContain('Property data: ');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${estimate.address}, ${estimate.city}`);
    expect(screen.getByText('Year built').nextElementSibling?.textContent).toBe(String(estimate.yearBuilt));

    const table = document.querySelector<HTMLTableElement>('table[data-comparables]')!;
    expect(table.caption?.textContent).toBe(`Recent sales near ${estimate.address} used for this estimate`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Address', 'Sold price', 'Sold on', 'Beds / baths', 'Size', 'Distance']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(estimate.comparables.length);
    const first = estimate.comparables[0]!;
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(first.address);
    expect(rows[0]!.textContent).toContain(formatPrice(first.soldPrice, 'en'));
    expect(rows[0]!.textContent).toContain(`${first.beds} bd · ${first.baths} ba`);

    await waitFor(() => expect(document.title).toContain(`${estimate.address}, ${estimate.city}: home value estimate`));
    // In running text the province is the Translation Bureau's "B.C.", never the postal code "BC".
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain(`in ${estimate.city}, B.C. worth?`);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}${record.candidate.detailUrl}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('reads the range the French way on the French page', async () => {
    const { record, estimate } = cases.OK;
    await renderEstimate(`/fr${record.candidate.detailUrl}`, { signedIn: true });
    const box = await stateBox();
    const range = estimateRange(estimate)!;
    expect(box.querySelector('[data-estimate-range]')?.textContent).toBe(
      `${formatPrice(range.low, 'fr')} à ${formatPrice(range.high, 'fr')}`,
    );
    expect(formatPrice(range.low, 'fr')).toMatch(/^\d{1,3}(\u00a0\d{3})+\u00a0\$$/);
    expect(box.textContent).toContain('Valeur la plus probable');
    expect(box.querySelector('[data-partner-attribution]')?.textContent).toContain('Données foncières : ');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
        `à ${estimate.city} (C.-B.)?`,
      ),
    );
  });

  it('asks a signed-out visitor to log in, opens the sign-in drawer, then shows the value without a reload', async () => {
    const { record, estimate } = cases.OK;
    const store = makeStore();
    const { user } = await renderEstimate(record.candidate.detailUrl, { store });
    const box = await stateBox();
    expect(box.dataset.estimateState).toBe('login-required');
    expect(box.textContent).toContain('Login to see what this home is worth');
    // Nothing of the value is on the page, not even a made-up number.
    expect(box.querySelector('[data-estimate-range]')).toBeNull();
    expect(box.textContent).not.toMatch(/\$\d/);
    expect(box.querySelector('[data-partner-attribution]')).not.toBeNull();
    // What is public is shown: the address as the partner knows it.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${estimate.address}, ${estimate.city}`),
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(box.querySelector<HTMLButtonElement>('button[data-estimate-login]')!);
    expect(selectDrawer(store.getState())).toEqual({ open: true, reason: 'estimate' });

    await act(async () => {
      await signInStore(store);
    });
    await waitFor(
      () => expect(document.querySelector('[data-estimate-state]')?.getAttribute('data-estimate-state')).toBe('ok'),
      {
        timeout: 10_000,
      },
    );
    expect(document.querySelector('[data-estimate-range]')?.textContent).toContain(formatPrice(estimate.low!, 'en'));
  });

  it('says when there is no data for a home, with an agent and the city’s listings to turn to', async () => {
    const { record } = cases.NO_DATA;
    await renderEstimate(record.candidate.detailUrl, { signedIn: true });
    const box = await stateBox();
    expect(box.dataset.estimateState).toBe('no-data');
    expect(within(box).getByRole('heading', { level: 2 }).textContent).toBe('No data available for this home yet');
    const citySlug = /^\/bc\/([a-z0-9-]+)-real-estate\//.exec(record.candidate.detailUrl)![1]!;
    const city = record.candidate.city;
    expect(
      within(box)
        .getByRole('link', { name: `Talk to an agent in ${city}` })
        .getAttribute('href'),
    ).toBe(`/bc/${citySlug}-real-estate-agents`);
    expect(
      within(box)
        .getByRole('link', { name: `See homes for sale in ${city}` })
        .getAttribute('href'),
    ).toBe(`/bc/${citySlug}-real-estate`);
    expect(box.querySelector('[data-partner-attribution]')).not.toBeNull();
    expect(document.querySelector('table[data-comparables]')).toBeNull();
  });

  it('sends a home on the market with the brand to its listing', async () => {
    const { record, estimate } = cases.NOT_FOR_SALE;
    await renderEstimate(record.candidate.detailUrl, { signedIn: true });
    const box = await stateBox();
    expect(box.dataset.estimateState).toBe('not-for-sale');
    expect(box.textContent).toContain('This home is listed for sale with Foyer: its price is set by its agent');
    const link = box.querySelector<HTMLAnchorElement>('a[data-listing-link]')!;
    expect(link.getAttribute('href')).toBe(estimate.listingUrl);
    expect(link.getAttribute('href')).toBe(record.core!.detailUrl);
    expect(box.querySelector('[data-estimate-range]')).toBeNull();
    expect(box.querySelector('[data-partner-attribution]')).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('answers 404 for an id the API does not know, and for a malformed query', async () => {
    await renderEstimate('/bc/kelowna-real-estate/1-nowhere-st-off_id999999999-prty', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'We can’t find this home' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404'),
    );
    expect(document.querySelector('[data-estimate-state]')).toBeNull();
  });

  it('answers 404 to a signed-out visitor for an address the partner does not have', async () => {
    await renderEstimate('/bc/kelowna-real-estate/1-nowhere-st-off_id999999999-prty');
    await screen.findByRole('heading', { level: 1, name: 'We can’t find this home' }, { timeout: 10_000 });
  });

  it('answers 404 for a malformed internal query', async () => {
    await renderEstimate('/home-estimates-detail?province=bc&city=kelowna&address=x&id=abc&type=lst', {
      signedIn: true,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We can’t find this home');
  });

  it('says so when the API fails, and tries again', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(1);
    const { record } = cases.OK;
    let fail = true;
    server.use(
      http.get(route(API.homeEstimation, 'estimate'), () => (fail ? errorResponse(500, 'Server error') : undefined)),
    );
    const { user } = await renderEstimate(record.candidate.detailUrl, { signedIn: true });
    const box = await stateBox();
    expect(box.dataset.estimateState).toBe('error');
    const alert = within(box).getByRole('alert');
    expect(alert.textContent).toContain('We could not load this estimate');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(document.querySelector('[data-estimate-state]')?.getAttribute('data-estimate-state')).toBe('ok'),
    );
  });
});
