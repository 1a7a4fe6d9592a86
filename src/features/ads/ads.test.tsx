// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFlagsForTests } from '@/features/flags/flags-api';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { GptAd } from './gpt-adapter';
import { HeaderAdSlot } from './HeaderAdSlot';
import { INTERSTITIAL_SHOWN_KEY, Interstitial, PAGE_VIEWS_KEY } from './Interstitial';
import { renderWithProviders } from '@/test/render';
import { PrebidAd } from './prebid-adapter';

const at = (path: string, ui: ReactElement) => (
  <RouteContext value={{ ...resolveRoute(path, ''), pathname: path, search: '', navigate: vi.fn() }}>{ui}</RouteContext>
);

const realMatchMedia = window.matchMedia;
function screenWidth(px: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= px,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

const slot = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-ad-slot="header"]')!;
const foreignScripts = () =>
  [...document.querySelectorAll('script[src]')].filter(
    (script) => new URL(script.getAttribute('src')!, location.href).origin !== location.origin,
  );

beforeEach(() => screenWidth(1440));
afterEach(() => {
  window.matchMedia = realMatchMedia;
  setFlagsForTests(null);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { pbjs?: unknown }).pbjs;
  delete (window as { googletag?: unknown }).googletag;
});

describe('the header ad slot (spec §3 headerAdComponent)', () => {
  it.each(['prebid', 'gpt'])('loads the %s adapter the flag picks, with our house ad in the demo', async (name) => {
    setFlagsForTests({ variants: { headerAdComponent: name } });
    const { container } = await renderWithProviders(at('/', <HeaderAdSlot />));
    await waitFor(() => expect(slot(container).querySelector(`[data-ad-adapter="${name}"]`)).not.toBeNull());
    expect(slot(container).querySelectorAll('[data-ad-adapter]')).toHaveLength(1);
    // jsdom applies no media query, so the slot stays hidden there as below laptop width.
    const ad = within(slot(container)).getByRole('link', {
      name: 'Advertisement What’s your home worth? Get a free estimate',
      hidden: true,
    });
    expect(ad.getAttribute('href')).toBe('/home-estimates-canada');
    expect(foreignScripts()).toHaveLength(0);
  });

  it('is labelled and links in French', async () => {
    setFlagsForTests({ variants: { headerAdComponent: 'gpt' } });
    await renderWithProviders(at('/fr', <HeaderAdSlot />), { locale: 'fr' });
    const ad = await screen.findByRole('link', {
      name: 'Publicité Que vaut votre maison? Estimation gratuite',
      hidden: true,
    });
    expect(ad.getAttribute('href')).toBe('/fr/home-estimates-canada');
  });

  it.each([
    ['the flag off', {}],
    ['an unknown variant', { headerAdComponent: 'banner' }],
  ])('keeps an empty reserved box with %s', async (_, variants) => {
    setFlagsForTests({ variants });
    const { container } = await renderWithProviders(at('/', <HeaderAdSlot />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(slot(container)).not.toBeNull();
    expect(slot(container).childElementCount).toBe(0);
  });

  it('fills the box when the flag arrives late', async () => {
    const { container } = await renderWithProviders(at('/', <HeaderAdSlot />));
    expect(slot(container).childElementCount).toBe(0);
    act(() => setFlagsForTests({ variants: { headerAdComponent: 'prebid' } }));
    await waitFor(() => expect(slot(container).querySelector('[data-ad-adapter="prebid"]')).not.toBeNull());
  });

  it('loads no adapter below laptop width, where the slot is hidden', async () => {
    screenWidth(1024);
    setFlagsForTests({ variants: { headerAdComponent: 'prebid' } });
    const { container } = await renderWithProviders(at('/', <HeaderAdSlot />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(slot(container).childElementCount).toBe(0);
  });
});

describe('the ad adapters with a real configuration', () => {
  const prebid = { scriptUrl: 'https://ads.example/prebid.js', adUnitCode: 'hdr', bids: [], timeoutMs: 500 };
  const gpt = { scriptUrl: 'https://ads.example/gpt.js', adUnitPath: '/123/foyer_header' };

  it('still request nothing from another host in the demo', async () => {
    await renderWithProviders(at('/', <PrebidAd locale="en" config={prebid} environment="demo" />));
    await renderWithProviders(at('/', <GptAd locale="en" config={gpt} environment="demo" />));
    expect(foreignScripts()).toHaveLength(0);
    expect(document.querySelectorAll('[data-ad-creative="house"]')).toHaveLength(2);
  });

  it('the house ad passes axe', async () => {
    const { container } = await renderWithProviders(at('/', <PrebidAd locale="en" />));
    screen.getByRole('link', { name: 'Advertisement What’s your home worth? Get a free estimate' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('prebid: loads Prebid.js once configured and queues the header ad unit', async () => {
    const { container } = await renderWithProviders(
      at('/', <PrebidAd locale="en" config={prebid} environment="prod" />),
    );
    expect(foreignScripts().map((script) => script.getAttribute('src'))).toEqual([prebid.scriptUrl]);
    expect(container.querySelector('[data-ad-adapter="prebid"]')).not.toBeNull();
    const pbjs = (window as unknown as { pbjs: { que: (() => void)[] } }).pbjs;
    const units: unknown[] = [];
    Object.assign(pbjs, {
      addAdUnits: (added: unknown[]) => units.push(...added),
      requestBids: () => undefined,
    });
    pbjs.que.forEach((task) => task());
    expect(units).toEqual([expect.objectContaining({ mediaTypes: { banner: { sizes: [[320, 50]] } }, bids: [] })]);
  });

  it('gpt: defines and displays the slot, and shows our house ad when the ad server has nothing', async () => {
    const { container } = await renderWithProviders(at('/', <GptAd locale="en" config={gpt} environment="prod" />));
    expect(foreignScripts().map((script) => script.getAttribute('src'))).toEqual([gpt.scriptUrl]);
    const box = container.querySelector<HTMLElement>('[data-ad-adapter="gpt"]')!;
    const googletag = (window as unknown as { googletag: { cmd: (() => void)[] } }).googletag;
    const slotObject = { addService: () => slotObject };
    let rendered: ((event: { slot: unknown; isEmpty: boolean }) => void) | undefined;
    const defineSlot = vi.fn(() => slotObject);
    const display = vi.fn();
    Object.assign(googletag, {
      defineSlot,
      pubads: () => ({ addEventListener: (_: string, listener: typeof rendered) => (rendered = listener) }),
      enableServices: () => undefined,
      display,
    });
    // StrictMode ran the effect twice: the first slot was queued and then destroyed.
    googletag.cmd.forEach((task) => task());
    expect(defineSlot).toHaveBeenLastCalledWith('/123/foyer_header', [320, 50], box.id);
    expect(display).toHaveBeenLastCalledWith(box.id);
    act(() => rendered!({ slot: slotObject, isEmpty: true }));
    await screen.findByRole('link', { name: /^Advertisement/ });
    expect(container.querySelector('[data-ad-creative="house"]')?.getAttribute('data-ad-adapter')).toBe('gpt');
  });
});

describe('the interstitial (interstitialAdFeature)', () => {
  const dialog = () => screen.queryByRole('dialog', { name: 'Thinking of selling this year?' });

  it('never shows when the flag is off, the default', async () => {
    const { rerender } = await renderWithProviders(at('/', <Interstitial />));
    for (const path of ['/find-real-estate', '/agents', '/offices']) rerender(at(path, <Interstitial />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('4');
    expect(sessionStorage.getItem(INTERSTITIAL_SHOWN_KEY)).toBeNull();
  });

  it('shows once per session with the second page view when on, and can be dismissed', async () => {
    const user = userEvent.setup();
    setFlagsForTests({ enabled: { interstitialAdFeature: true } });
    const { rerender, unmount } = await renderWithProviders(at('/', <Interstitial />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog()).toBeNull();

    rerender(at('/find-real-estate', <Interstitial />));
    const shown = await screen.findByRole('dialog', { name: 'Thinking of selling this year?' });
    within(shown).getByText('Advertisement');
    const results = await axe.run(shown, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(within(shown).getByRole('link', { name: 'Estimate my home’s value' }).getAttribute('href')).toBe(
      '/home-estimates-canada',
    );
    await user.click(within(shown).getByRole('button', { name: 'Continue browsing' }));
    await waitFor(() => expect(dialog()).toBeNull());

    rerender(at('/agents', <Interstitial />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog()).toBeNull();
    // A reload in the same session does not show it again either.
    unmount();
    await renderWithProviders(at('/offices', <Interstitial />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(INTERSTITIAL_SHOWN_KEY)).toBe('true');
  });

  it('waits for the second page even when the flag turns on first', async () => {
    const { rerender } = await renderWithProviders(at('/', <Interstitial />));
    act(() => setFlagsForTests({ enabled: { interstitialAdFeature: true } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog()).toBeNull();
    rerender(at('/agents', <Interstitial />));
    await screen.findByRole('dialog', { name: 'Thinking of selling this year?' });
  });
});
