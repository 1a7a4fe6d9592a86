// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsConsent, closeConsentSettings, CONSENT_STORAGE_KEY } from './consent-api';
import { ConsentBanner, preloadConsentPanel } from './ConsentBanner';
import { renderWithProviders } from '@/test/render';
import { ConsentSettingsButton } from './ConsentSettingsButton';

const EN = {
  region: 'Your privacy choice',
  accept: 'Accept analytics',
  refuse: 'Refuse',
  settings: 'Cookie preferences',
};

function resetConsent() {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  act(() => closeConsentSettings());
}

function pageReady() {
  document.documentElement.dataset.ready = 'true';
  window.dispatchEvent(new Event('foyer:ready'));
}

async function renderShell(locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <>
      <footer>
        <ConsentSettingsButton />
      </footer>
      <ConsentBanner />
    </>,
    { locale },
  );
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

/** Lets the banner's chunk and the idle callback run, for tests that expect it to stay away. */
async function settle() {
  await import('./ConsentPanel');
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

beforeEach(() => resetConsent());

afterEach(() => {
  delete document.documentElement.dataset.ready;
  vi.unstubAllGlobals();
});

describe('ConsentBanner', () => {
  it('shows a non-modal region without taking the focus, with the first render when its chunk is loaded', async () => {
    await preloadConsentPanel();
    await renderShell();
    // No wait: the app loads the chunk before its first render on a first visit (src/app/boot.tsx).
    const region = screen.getByRole('region', { name: EN.region });
    expect(region.tagName).toBe('SECTION');
    expect(region.textContent).toContain('we measure the pages you visit and how you use menus and search');
    expect(region.textContent).toContain('never recording your name or e-mail');
    expect(region.textContent).toContain('“Cookie preferences” at the bottom of the page');
    expect(getComputedStyle(region).position).toBe('fixed');
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy-notice');
    expect(analyticsConsent()).toBe('unknown');
  });

  it('offers two equal choices', async () => {
    pageReady();
    await renderShell();
    const accept = await screen.findByRole('button', { name: EN.accept });
    const refuse = screen.getByRole('button', { name: EN.refuse });
    expect(accept.className).toBe(refuse.className);
  });

  it('Accept stores the choice and hides the banner', async () => {
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await user.click(await screen.findByRole('button', { name: EN.accept }));
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    expect(analyticsConsent()).toBe('granted');
    const choice = stored() as { v: number; analytics: boolean; at: string };
    expect(Object.keys(choice).sort()).toEqual(['analytics', 'at', 'v']);
    expect(choice).toMatchObject({ v: 1, analytics: true });
    expect(new Date(choice.at).toISOString()).toBe(choice.at);
  });

  it('Refuse stores the refusal and hides the banner', async () => {
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await user.click(await screen.findByRole('button', { name: EN.refuse }));
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    expect(analyticsConsent()).toBe('denied');
    expect(stored()).toMatchObject({ v: 1, analytics: false });
  });

  it('stays hidden once the visitor has chosen, on a later visit', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ v: 1, analytics: false, at: '2025-06-01T12:00:00.000Z' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    pageReady();
    await renderShell();
    await settle();
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
  });

  it('the footer button reopens it with the current choice, and gives the focus back after a change', async () => {
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await user.click(await screen.findByRole('button', { name: EN.refuse }));
    const settings = screen.getByRole('button', { name: EN.settings });
    await user.click(settings);
    const region = await screen.findByRole('region', { name: EN.region });
    await waitFor(() => expect(document.activeElement).toBe(region));
    screen.getByText('Your current choice: analytics refused.');
    await user.click(screen.getByRole('button', { name: EN.accept }));
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    expect(stored()).toMatchObject({ analytics: true });
    await waitFor(() => expect(document.activeElement).toBe(settings));
  });

  it('Escape closes the reopened banner without changing the choice', async () => {
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await user.click(await screen.findByRole('button', { name: EN.accept }));
    await user.click(screen.getByRole('button', { name: EN.settings }));
    await screen.findByRole('region', { name: EN.region });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    expect(analyticsConsent()).toBe('granted');
  });

  it.each([
    ['not JSON', '{v:1'],
    ['null', 'null'],
    ['a bare string', '"granted"'],
    ['another version', '{"v":2,"analytics":true,"at":"2025-01-01T00:00:00Z"}'],
    ['a string for the boolean', '{"v":1,"analytics":"true","at":"2025-01-01T00:00:00Z"}'],
    ['a prototype trick', '{"__proto__":{"v":1,"analytics":true,"at":"x"}}'],
    ['a huge value', `{"v":1,"analytics":true,"at":"${'x'.repeat(100_000)}"}`],
  ])('treats a malformed stored value (%s) as no decision', async (_, value) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(analyticsConsent()).toBe('unknown');
    pageReady();
    await renderShell();
    await screen.findByRole('region', { name: EN.region });
  });

  it('works when storage throws (Safari private mode): the choice holds for the page', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await user.click(await screen.findByRole('button', { name: EN.accept }));
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    expect(analyticsConsent()).toBe('granted');
  });

  it('speaks Canadian French', async () => {
    pageReady();
    await renderShell('fr');
    const region = await screen.findByRole('region', { name: 'Votre choix de confidentialité' });
    expect(region.textContent).toContain('sans jamais enregistrer votre nom ni votre courriel');
    expect(region.textContent).toContain('«\u00a0Préférences relatives aux témoins\u00a0»');
    screen.getByRole('button', { name: 'Accepter les statistiques' });
    screen.getByRole('button', { name: 'Refuser' });
    screen.getByRole('button', { name: 'Préférences relatives aux témoins' });
    expect(screen.getByRole('link', { name: 'Avis de confidentialité' }).getAttribute('href')).toBe(
      '/fr/privacy-notice',
    );
  });

  it('is not shown on its own to crawlers, but the footer button still opens it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await settle();
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    await user.click(screen.getByRole('button', { name: EN.settings }));
    await screen.findByRole('region', { name: EN.region });
  });

  it('takes Global Privacy Control as a refusal, and still lets the visitor accept', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(analyticsConsent()).toBe('denied');
    pageReady();
    const user = userEvent.setup();
    await renderShell();
    await settle();
    expect(screen.queryByRole('region', { name: EN.region })).toBeNull();
    await user.click(screen.getByRole('button', { name: EN.settings }));
    const region = await screen.findByRole('region', { name: EN.region });
    expect(region.textContent).toContain('Global Privacy Control signal, so analytics stays off unless you accept');
    await user.click(screen.getByRole('button', { name: EN.accept }));
    expect(analyticsConsent()).toBe('granted');
    expect(stored()).toMatchObject({ analytics: true });
  });
});
