import { describe, expect, it } from 'vitest';
import type { ApiEnvironment } from '@/config/env';
import { takeover } from '@/config/takeover';
import { TAKEOVER_OVERRIDE_KEY, isTakeoverShown, takeoverOverride, type TakeoverContext } from './use-takeover';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

const IN_WINDOW = new Date(2025, 2, 20, 12);
const OUT_OF_WINDOW = new Date(2025, 5, 1, 12);

const context = (overrides: Partial<TakeoverContext> = {}): TakeoverContext => ({
  now: IN_WINDOW,
  search: '',
  environment: 'prod',
  disabled: false,
  storage: memoryStorage(),
  ...overrides,
});

describe('the takeover window (spec §4)', () => {
  it('is the configured 2025-03-10 to 2025-04-15, both days included', () => {
    expect(takeover.startDate).toBe('2025-03-10');
    expect(takeover.endDate).toBe('2025-04-15');
    expect(isTakeoverShown(context({ now: new Date(2025, 2, 9, 23, 59, 59) }))).toBe(false);
    expect(isTakeoverShown(context({ now: new Date(2025, 2, 10, 0, 0, 0) }))).toBe(true);
    expect(isTakeoverShown(context({ now: new Date(2025, 3, 15, 23, 59, 59) }))).toBe(true);
    expect(isTakeoverShown(context({ now: new Date(2025, 3, 16, 0, 0, 0) }))).toBe(false);
  });

  it('is off whatever the date when the build disables it', () => {
    expect(isTakeoverShown(context({ disabled: true }))).toBe(false);
  });

  it('follows a configuration’s own dates', () => {
    const autumn = { ...takeover, startDate: '2025-10-01', endDate: '2025-10-31' };
    expect(isTakeoverShown(context({ now: new Date(2025, 9, 15) }), autumn)).toBe(true);
    expect(isTakeoverShown(context(), autumn)).toBe(false);
  });
});

describe('the QA preview', () => {
  it.each<ApiEnvironment>(['demo', 'qa', 'iuat'])(
    '?takeover=preview forces it on in %s, even disabled',
    (environment) => {
      expect(isTakeoverShown(context({ environment, now: OUT_OF_WINDOW, search: '?takeover=preview' }))).toBe(true);
      expect(isTakeoverShown(context({ environment, disabled: true, search: '?q=1&takeover=preview' }))).toBe(true);
    },
  );

  it('?takeover=off forces it off inside the window', () => {
    expect(isTakeoverShown(context({ environment: 'qa', search: '?takeover=off' }))).toBe(false);
  });

  it('is remembered for the tab, so it survives navigation, until ?takeover=auto', () => {
    const storage = memoryStorage();
    const at = (search: string, now = OUT_OF_WINDOW) =>
      isTakeoverShown(context({ environment: 'qa', storage, now, search }));
    expect(at('?takeover=preview')).toBe(true);
    expect(storage.getItem(TAKEOVER_OVERRIDE_KEY)).toBe('preview');
    expect(at('')).toBe(true);
    expect(at('?sort=price')).toBe(true);
    expect(at('?takeover=off', IN_WINDOW)).toBe(false);
    expect(at('', IN_WINDOW)).toBe(false);
    expect(at('?takeover=auto', IN_WINDOW)).toBe(true);
    expect(storage.getItem(TAKEOVER_OVERRIDE_KEY)).toBeNull();
    expect(at('')).toBe(false);
  });

  it('ignores an unknown value and anything remembered that is not an override', () => {
    const storage = memoryStorage();
    storage.setItem(TAKEOVER_OVERRIDE_KEY, 'yes');
    expect(takeoverOverride('?takeover=on', 'qa', storage)).toBeNull();
    expect(storage.getItem(TAKEOVER_OVERRIDE_KEY)).toBe('yes');
  });

  it('is ignored in production: neither the query nor anything remembered counts, and nothing is written', () => {
    const storage = memoryStorage();
    expect(isTakeoverShown(context({ now: OUT_OF_WINDOW, search: '?takeover=preview', storage }))).toBe(false);
    expect(isTakeoverShown(context({ search: '?takeover=off', storage }))).toBe(true);
    expect(storage.length).toBe(0);
    storage.setItem(TAKEOVER_OVERRIDE_KEY, 'preview');
    expect(isTakeoverShown(context({ now: OUT_OF_WINDOW, storage }))).toBe(false);
  });

  it('still applies the query, unremembered, when storage throws or is missing', () => {
    expect(takeoverOverride('?takeover=preview', 'qa', throwingStorage())).toBe('preview');
    expect(takeoverOverride('', 'qa', throwingStorage())).toBeNull();
    expect(takeoverOverride('?takeover=off', 'demo', undefined)).toBe('off');
    expect(takeoverOverride('', 'demo', undefined)).toBeNull();
  });
});
