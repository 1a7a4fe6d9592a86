import { localStore } from '@/api/browser-storage';

/**
 * The visitor's stored analytics choice, without React: read and written by consent-api.ts, and by src/main.tsx
 * for the first-paint page's banner, answered before the app has loaded.
 */
export const CONSENT_STORAGE_KEY = 'foyer.consent';

/** The stored decision, or undefined for none; a malformed, hostile or unreadable value is no decision. */
export function storedConsentChoice(): boolean | undefined {
  try {
    const raw = localStore()?.getItem(CONSENT_STORAGE_KEY);
    if (!raw || raw.length > 200) return undefined;
    const value = JSON.parse(raw) as { v?: unknown; analytics?: unknown; at?: unknown } | null;
    if (value?.v === 1 && typeof value.analytics === 'boolean' && typeof value.at === 'string') {
      return value.analytics;
    }
  } catch {
    // Blocked storage (Safari private mode) or bad JSON: no decision.
  }
  return undefined;
}

/** Stores the choice; where storage refuses it (blocked, full) the choice holds for the page's life only. */
export function storeConsentChoice(granted: boolean): void {
  try {
    localStore()?.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ v: 1, analytics: granted, at: new Date().toISOString() }),
    );
  } catch {
    // Blocked or full: nothing to keep.
  }
}

/** Global Privacy Control (a browser signal that the visitor opts out) counts as a refusal until they choose. */
export function globalPrivacyControl(): boolean {
  return (globalThis.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** The attribute of the first-paint page's hidden banner, and of its two buttons (`accept`, `refuse`). */
export const FIRST_PAINT_CONSENT = 'data-first-paint-consent';
export const CONSENT_CHOICE = 'data-consent-choice';

/**
 * The first-paint page's banner (rendered hidden by the build), shown at once to a visitor who has not chosen
 * yet and whose browser does not say no for them (Global Privacy Control), nor is automated (the prerender
 * service, browser tests): its buttons store the choice before the app has loaded, which then reads it.
 */
export function showFirstPaintConsent(root: ParentNode = document): void {
  const banner = root.querySelector<HTMLElement>(`[${FIRST_PAINT_CONSENT}]`);
  if (!banner || navigator.webdriver || globalPrivacyControl() || storedConsentChoice() !== undefined) return;
  banner.hidden = false;
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest(`[${CONSENT_CHOICE}]`)?.getAttribute(CONSENT_CHOICE);
    if (choice !== 'accept' && choice !== 'refuse') return;
    storeConsentChoice(choice === 'accept');
    banner.hidden = true;
  });
}
