// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHOICE,
  CONSENT_STORAGE_KEY,
  FIRST_PAINT_CONSENT,
  showFirstPaintConsent,
  storedConsentChoice,
} from './consent-storage';

/** The first-paint page's banner as the build writes it: hidden, with its two buttons. */
function firstPaintBanner(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div hidden ${FIRST_PAINT_CONSENT}=""><section><p>With your permission…</p>
    <button ${CONSENT_CHOICE}="accept"><span>Accept analytics</span></button><button ${CONSENT_CHOICE}="refuse">Refuse</button></section></div></div>`;
  return document.querySelector<HTMLElement>(`[${FIRST_PAINT_CONSENT}]`)!;
}

// A person's browser (happy-dom says it is automated).
beforeEach(() => vi.stubGlobal('navigator', { webdriver: false }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first-paint page’s consent banner', () => {
  it('shows on a first visit, and its buttons store the choice and hide it before the app has loaded', () => {
    const banner = firstPaintBanner();
    showFirstPaintConsent();
    expect(banner.hidden).toBe(false);
    banner.querySelector('span')!.click();
    expect(banner.hidden).toBe(true);
    expect(storedConsentChoice()).toBe(true);
    const again = firstPaintBanner();
    showFirstPaintConsent();
    expect(again.hidden).toBe(true);
  });

  it('stores a refusal', () => {
    const banner = firstPaintBanner();
    showFirstPaintConsent();
    banner.querySelector<HTMLElement>(`[${CONSENT_CHOICE}="refuse"]`)!.click();
    expect(storedConsentChoice()).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ v: 1, analytics: false });
  });

  it('stays hidden for a visitor who chose before, whose browser sends Global Privacy Control, or an automated browser', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, analytics: false, at: '2026-11-01T00:00:00Z' }));
    let banner = firstPaintBanner();
    showFirstPaintConsent();
    expect(banner.hidden).toBe(true);
    localStorage.clear();
    vi.stubGlobal('navigator', { webdriver: false, globalPrivacyControl: true });
    banner = firstPaintBanner();
    showFirstPaintConsent();
    expect(banner.hidden).toBe(true);
    vi.stubGlobal('navigator', { webdriver: true });
    banner = firstPaintBanner();
    showFirstPaintConsent();
    expect(banner.hidden).toBe(true);
  });

  it('takes a hostile stored value as no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"v":1,"analytics":"yes"}');
    const banner = firstPaintBanner();
    showFirstPaintConsent();
    expect(banner.hidden).toBe(false);
    expect(() => showFirstPaintConsent(document.createElement('div'))).not.toThrow();
  });
});
