// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '@/api/contract/listings';
import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  readRecentlyViewed,
  recordView,
  useRecentlyViewed,
} from './recently-viewed';

function listing(n: number, extra: Partial<ListingDetail> = {}): ListingDetail {
  const listingId = `${n}-main-st-wp_id${100_000 + n}-lst`;
  return {
    listingId,
    detailUrl: `/on/toronto-real-estate/${listingId}`,
    source: 'TRREB',
    mlsNum: `C${10_000_000 + n}`,
    address: `${n} Main Street`,
    mlsAddress: `${n} Main Street`,
    city: 'Toronto',
    province: 'ON',
    listingTypeId: 100,
    listPrice: 800_000 + n,
    beds: 3,
    baths: 2,
    photos: [{ url: `/api/v1/photos/${listingId}/0.svg` }, { url: `/api/v1/photos/${listingId}/1.svg` }],
    agent: { personifyId: 'ag1', firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.ca' },
    coAgent: { personifyId: 'ag2', firstName: 'Luc', lastName: 'Roy' },
    saleMode: 'forSale',
    listingCategory: 'residential',
    agentId: 'ag1',
    officeId: 'of1',
    pageViews: 4,
    ...extra,
  };
}

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as unknown;

afterEach(() => {
  localStorage.clear();
});

describe('the recently viewed record', () => {
  it('keeps the spec §3 record and the card of a viewed listing under a brand-prefixed key', () => {
    expect(RECENTLY_VIEWED_KEY).toBe('foyer.recentlyViewed');
    recordView(listing(1), 1_700_000_000_000);
    expect(readRecentlyViewed()).toEqual([
      {
        listingId: '1-main-st-wp_id100001-lst',
        url: '/on/toronto-real-estate/1-main-st-wp_id100001-lst',
        viewedAt: 1_700_000_000_000,
        source: 'TRREB',
        mlsNum: 'C10000001',
        agent: { personifyId: 'ag1', firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.ca' },
        coAgent: { personifyId: 'ag2', firstName: 'Luc', lastName: 'Roy' },
        address: '1 Main Street',
        city: 'Toronto',
        province: 'ON',
        price: 800_001,
        beds: 3,
        baths: 2,
        photoUrl: '/api/v1/photos/1-main-st-wp_id100001-lst/0.svg',
        saleMode: 'forSale',
      },
    ]);
    expect(stored()).toEqual(readRecentlyViewed());
  });

  it('stores the normalised form of the listing URL (spec §5)', () => {
    recordView(listing(2, { detailUrl: '/ON/Toronto-Real-Estate/2-Main-St-wp_id100002-lst/#details' }), 1);
    expect(readRecentlyViewed()[0]?.url).toBe('/on/toronto-real-estate/2-main-st-wp_id100002-lst');
  });

  it('puts the newest view first, keeps one entry per listing and at most twenty', () => {
    for (let n = 1; n <= 25; n += 1) recordView(listing(n), n * 1000);
    let ids = readRecentlyViewed().map((e) => e.listingId);
    expect(ids).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(ids[0]).toBe(listing(25).listingId);
    expect(ids.at(-1)).toBe(listing(6).listingId);

    recordView(listing(10), 99_000);
    ids = readRecentlyViewed().map((e) => e.listingId);
    expect(ids).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(ids[0]).toBe(listing(10).listingId);
    expect(ids.filter((id) => id === listing(10).listingId)).toHaveLength(1);
    expect(ids[1]).toBe(listing(25).listingId);
  });

  it('reads malformed JSON and a stored value that is not a list as an empty list, and recovers', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ listingId: 'x' }));
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, 'null');
    expect(readRecentlyViewed()).toEqual([]);
    recordView(listing(3), 5);
    expect(readRecentlyViewed().map((e) => e.listingId)).toEqual([listing(3).listingId]);
  });

  it('drops entries of the wrong shape and fields of the wrong type, and sorts by view time', () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        null,
        42,
        'text',
        [],
        { url: '/on/a-lst', viewedAt: 1 },
        { listingId: 'no-url', viewedAt: 1 },
        { listingId: 'offsite', url: '//evil.example/x', viewedAt: 1 },
        { listingId: 'script', url: 'javascript:alert(1)', viewedAt: 1 },
        { listingId: 'no-time', url: '/on/b-lst' },
        { listingId: 'old', url: '/on/old-lst', viewedAt: 10, price: 'free', beds: -1, photoUrl: 'javascript:x' },
        { listingId: 'new', url: '/on/new-lst', viewedAt: 20, agent: 'Marie', saleMode: 'barter' },
        { listingId: 'old', url: '/on/old-lst', viewedAt: 5 },
      ]),
    );
    expect(readRecentlyViewed()).toEqual([
      { listingId: 'new', url: '/on/new-lst', viewedAt: 20 },
      { listingId: 'old', url: '/on/old-lst', viewedAt: 10 },
    ]);
  });

  it('never throws when storage is full, and keeps the newest entries that fit', () => {
    for (let n = 1; n <= 4; n += 1) recordView(listing(n), n);
    const entrySize = JSON.stringify(readRecentlyViewed()[0]).length;
    const realSetItem = Storage.prototype.setItem;
    // Room for about two and a half entries.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length > entrySize * 2.5) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });
    expect(() => recordView(listing(5), 5)).not.toThrow();
    const ids = readRecentlyViewed().map((e) => e.listingId);
    expect(ids).toEqual([listing(5).listingId, listing(4).listingId]);
  });

  it('never throws when storage refuses every write or read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => recordView(listing(1), 1)).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readRecentlyViewed()).toEqual([]);
    expect(() => clearRecentlyViewed()).not.toThrow();
  });

  it('never throws when the browser blocks local storage altogether', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => recordView(listing(1), 1)).not.toThrow();
      expect(readRecentlyViewed()).toEqual([]);
      expect(() => clearRecentlyViewed()).not.toThrow();
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('empties the list', () => {
    recordView(listing(1), 1);
    clearRecentlyViewed();
    expect(readRecentlyViewed()).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});

describe('useRecentlyViewed', () => {
  it('follows this tab’s views and another tab’s changes (the storage event)', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);

    act(() => {
      recordView(listing(1), 1);
    });
    expect(result.current.map((e) => e.listingId)).toEqual([listing(1).listingId]);

    // Another tab records a view: this tab sees only the storage event.
    const otherTab = JSON.stringify([
      { listingId: 'from-other-tab', url: '/on/x-lst', viewedAt: 2 },
      { listingId: listing(1).listingId, url: listing(1).detailUrl, viewedAt: 1 },
    ]);
    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_KEY, otherTab);
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, newValue: otherTab }));
    });
    expect(result.current.map((e) => e.listingId)).toEqual(['from-other-tab', listing(1).listingId]);

    // Another tab clears all its storage.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
  });

  it('ignores other keys’ storage events and returns the same list while nothing changed', () => {
    recordView(listing(1), 1);
    const { result } = renderHook(() => useRecentlyViewed());
    const first = result.current;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'foyer.colourMode', newValue: 'dark' }));
    });
    expect(result.current).toBe(first);
  });
});
