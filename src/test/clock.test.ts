import { createContext, runInContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDb } from '@/mocks/handlers';
import { installTestClock, TEST_NOW, testClockScript } from './clock';

const DAY_MS = 86_400_000;

describe('the test clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every test at the same instant, whatever the day, at real speed', async () => {
    const now = Date.now();
    expect(now).toBeGreaterThanOrEqual(TEST_NOW);
    expect(now - TEST_NOW).toBeLessThan(30 * 60_000);
    expect(new Date().getTime()).toBeGreaterThanOrEqual(now);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now));
    expect(typeof Date()).toBe('string');
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2030-01-02T03:04:05Z').getTime()).toBe(Date.UTC(2030, 0, 2, 3, 4, 5));
  });

  it('gives the demo dataset its day', () => {
    expect(defaultDb.data.today).toBe(Math.floor(TEST_NOW / DAY_MS) * DAY_MS);
  });

  it('comes back after fake timers', () => {
    vi.useFakeTimers({ now: 0 });
    expect(Date.now()).toBe(0);
    vi.useRealTimers();
    expect(Date.now()).toBeGreaterThanOrEqual(TEST_NOW);
  });

  it('is one clock for processes that share a start, and for a page given its script', () => {
    const realStart = Date.now() - 60_000;
    const target = { Date: globalThis.Date } as unknown as typeof globalThis;
    // The installed clock is itself a test clock, so a fresh target takes the real Date's place.
    const RealDate = Object.getPrototypeOf(globalThis.Date) as DateConstructor;
    target.Date = RealDate;
    installTestClock(target, TEST_NOW, realStart);
    expect(target.Date.now() - TEST_NOW).toBeGreaterThanOrEqual(60_000);
    // A page: a realm of its own, with its own real Date, given the script.
    const page = createContext({}) as typeof globalThis;
    runInContext(testClockScript(realStart), page);
    expect(Math.abs(page.Date.now() - target.Date.now())).toBeLessThan(1000);
  });
});
