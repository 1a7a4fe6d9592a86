/**
 * The test clock. Every test run starts at the same instant, so the demo dataset's "today" (built from the
 * clock), listing ages, open houses and token expiries are the same on every day and at every hour; the
 * clock then runs at real speed, so timeouts, token lifetimes and back-offs behave as in the product.
 * The product keeps the real date: only the test set-ups (and the pages the browser tests open) install it.
 */

/** Monday 15 June 2026, 12:00 in Toronto (16:00 UTC): far from a day boundary in every Canadian time zone. */
export const TEST_NOW = Date.UTC(2026, 5, 15, 16, 0, 0);

/**
 * Replaces `Date` with one that reads `start` at the real instant `realStart` (by default, now) and runs at
 * real speed. Processes that pass the same pair share one clock (the browser tests' runner, its demo API and
 * the pages it opens). Self-contained (no closure over this module), so a page can install it from its
 * source. Dates built from a value, `Date.UTC` and `Date.parse` are untouched; Vitest's fake timers still take
 * over and give it back when a test is done with them.
 */
export function installTestClock(target: typeof globalThis, start: number, realStart?: number): void {
  const Real = target.Date as DateConstructor & { testClock?: boolean };
  if (Real.testClock) return;
  const offset = start - (realStart ?? Real.now());
  class TestDate extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return Real.now() + offset;
    }
  }
  Object.defineProperty(TestDate, 'testClock', { value: true });
  // `Date()` called without `new` is the current time as text, as in the product.
  const TestDateFunction = new Proxy(TestDate, {
    apply: () => new TestDate().toString(),
  });
  target.Date = TestDateFunction as unknown as DateConstructor;
}

/** The clock as a script for a browser page (puppeteer's `evaluateOnNewDocument`), read as `realStart`. */
export function testClockScript(realStart: number): string {
  return `(${installTestClock.toString()})(globalThis, ${TEST_NOW}, ${realStart});`;
}
