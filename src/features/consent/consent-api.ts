import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, globalPrivacyControl, storeConsentChoice, storedConsentChoice } from './consent-storage';

/**
 * The visitor's analytics consent (Quebec Law 25: opt-in). A tiny external store over localStorage, read
 * by React through hooks and by the analytics module through `analyticsConsent()`; other tabs' choices
 * arrive through the `storage` event.
 */
export type AnalyticsConsent = 'granted' | 'denied' | 'unknown';

export { CONSENT_STORAGE_KEY, globalPrivacyControl };

let consent: AnalyticsConsent | undefined;
let settingsOpen = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function read(): AnalyticsConsent {
  const stored = storedConsentChoice();
  if (stored === undefined) return globalPrivacyControl() ? 'denied' : 'unknown';
  return stored ? 'granted' : 'denied';
}

/** The current consent, outside React: analytics sends nothing unless this is 'granted'. */
export function analyticsConsent(): AnalyticsConsent {
  return (consent ??= read());
}

/** Records the visitor's choice, takes effect at once (withdrawal included) and closes the banner. */
export function setAnalyticsConsent(granted: boolean): void {
  consent = granted ? 'granted' : 'denied';
  settingsOpen = false;
  // Storage blocked or full: the choice holds for this page's life.
  storeConsentChoice(granted);
  notify();
}

/** Reopens the banner so the visitor can change their choice (the footer's "Cookie preferences"). */
export function openConsentSettings(): void {
  settingsOpen = true;
  notify();
}

/** Closes the reopened banner without changing the choice. */
export function closeConsentSettings(): void {
  settingsOpen = false;
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // A null key is another tab's `localStorage.clear()`.
    if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return;
    consent = read();
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverConsent = (): AnalyticsConsent => 'unknown';

/** 'granted', 'denied' (refused, or Global Privacy Control without a choice) or 'unknown'. */
export function useAnalyticsConsent(): AnalyticsConsent {
  return useSyncExternalStore(subscribe, analyticsConsent, serverConsent);
}

const bannerVisible = () => settingsOpen || analyticsConsent() === 'unknown';

/** True while the banner should show: no choice yet, or reopened from the footer. */
export function useConsentBannerVisible(): boolean {
  return useSyncExternalStore(subscribe, bannerVisible, () => false);
}

const isSettingsOpen = () => settingsOpen;

/** True when the visitor reopened the banner themselves (so it may take the focus). */
export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, isSettingsOpen, () => false);
}
