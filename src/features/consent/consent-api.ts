import { useSyncExternalStore } from 'react';
import { localStore } from '@/api/browser-storage';

/**
 * The visitor's analytics consent (Quebec Law 25: opt-in). A tiny external store over localStorage, read
 * by React through hooks and by the analytics module through `analyticsConsent()`; other tabs' choices
 * arrive through the `storage` event.
 */
export type AnalyticsConsent = 'granted' | 'denied' | 'unknown';

export const CONSENT_STORAGE_KEY = 'foyer.consent';

let consent: AnalyticsConsent | undefined;
let settingsOpen = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Global Privacy Control (a browser signal that the visitor opts out) counts as a refusal until they choose. */
export function globalPrivacyControl(): boolean {
  return (globalThis.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** The stored decision, or undefined for none; a malformed, hostile or unreadable value is no decision. */
function readStored(): boolean | undefined {
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

function read(): AnalyticsConsent {
  const stored = readStored();
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
  try {
    localStore()?.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ v: 1, analytics: granted, at: new Date().toISOString() }),
    );
  } catch {
    // Storage blocked or full: the choice holds for this page's life.
  }
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
