import { makeStore as makeAppStore, type AppStore } from '@/app/store';

const live = new Set<AppStore>();

/** Remembers a store a test made, so its sagas are stopped when the test ends (src/test/setup.ts). */
export function trackStore<T extends AppStore>(store: T): T {
  live.add(store);
  return store;
}

/**
 * Stops the sagas (timers, window listeners, requests) of every store tracked since the last call: the set-up
 * calls it after each test, so nothing a test started acts in the next test, or in the next file of the worker.
 */
export function stopTrackedStores(): void {
  for (const store of live) store.stopSagas();
  live.clear();
}

/** A fresh store for a test (`makeStore` of the app), whose sagas stop when the test ends. */
export function makeStore(...args: Parameters<typeof makeAppStore>): AppStore {
  return trackStore(makeAppStore(...args));
}
