// @vitest-environment happy-dom
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ListingPreview } from '@/domain/map-previews';
import french from '../../../translations/fr.json';
import { TYPE_GROUPS, nicePrice, priceSlot, priceThresholds } from './breakdown';
import { createClusterIcon, PinIcon } from './cluster-layer';
import { clusterCountText, clusterLabel, compactPrice, describeCluster, pinLabel, pinText } from './labels';

const en = createIntl({ locale: 'en-CA', defaultLocale: 'en-CA', messages: {}, onError: () => undefined });
const fr = createIntl({ locale: 'fr-CA', defaultLocale: 'en-CA', messages: french, onError: () => undefined });

const preview: ListingPreview = {
  listingId: 'X1',
  detailUrl: '',
  lat: 45.5,
  lng: -73.6,
  listPrice: 850_000,
  listingDate: '2026-03-03',
  pricePerSqft: null,
};

describe('cluster labels', () => {
  it('say how many listings, with plurals, in both languages', () => {
    expect(clusterLabel(1, en)).toBe('1 listing');
    expect(clusterLabel(12, en)).toBe('12 listings');
    expect(clusterLabel(1, fr)).toBe('1 propriété');
    expect(clusterLabel(12, fr)).toBe('12 propriétés');
    expect(clusterLabel(1234, en)).toBe('1,234 listings');
  });

  it('show a compact count past a thousand', () => {
    expect(clusterCountText(12, en)).toBe('12');
    expect(clusterCountText(4_812, en)).toBe('4.8K');
  });

  it('make a named, sized DivIcon with the count', () => {
    const element = createClusterIcon(12, {
      cluster: (n) => clusterLabel(n, en),
      clusterCount: (n) => clusterCountText(n, en),
    }).createIcon();
    expect(element.getAttribute('aria-label')).toBe('12 listings');
    expect(element.textContent).toBe('12');
    expect(element.classList.contains('foyer-cluster')).toBe(true);
    expect(parseInt(element.style.width, 10)).toBeGreaterThanOrEqual(44);
  });
});

describe('pin labels', () => {
  it('show the short price and speak the full one', () => {
    expect(pinText(preview, 'en', en)).toBe('850K');
    expect(pinText(preview, 'fr', fr)).toBe('850\u00a0k$');
    expect(pinLabel(preview, 'en', en)).toBe('850K: listing, $850,000');
    expect(pinLabel(preview, 'fr', fr)).toBe('850\u00a0k$ : propriété, 850\u00a0000\u00a0$');
  });

  it('read sensibly without a price', () => {
    const noPrice = { ...preview, listPrice: null };
    expect(pinText(noPrice, 'en', en)).toBe('View');
    expect(pinLabel(noPrice, 'en', en)).toBe('View: listing, Price on request');
  });

  it('build a focusable-ready pin element carrying the listing and its state', () => {
    let selected: string | null = null;
    const labels = {
      pinText: (p: ListingPreview) => pinText(p, 'en', en),
      pinLabel: (p: ListingPreview) => pinLabel(p, 'en', en),
    };
    const icon = new PinIcon(preview, labels, (id) => id === selected);
    const element = icon.createIcon();
    expect(element.getAttribute('aria-label')).toBe('850K: listing, $850,000');
    expect(element.dataset.listingId).toBe('X1');
    expect(element.getAttribute('aria-pressed')).toBe('false');
    expect(element.textContent).toBe('850K');
    expect(parseInt(element.style.height, 10)).toBeGreaterThanOrEqual(44);
    selected = 'X1';
    expect(icon.createIcon(element).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('cluster breakdowns', () => {
  const types = (counts: Partial<Record<(typeof TYPE_GROUPS)[number], number>>) =>
    TYPE_GROUPS.map((group) => counts[group] ?? 0);

  it('cut the search’s prices at round figures near its quartiles', () => {
    expect(nicePrice(487_000)).toBe(500_000);
    expect(nicePrice(1_340_000)).toBe(1_500_000);
    expect(nicePrice(2_240)).toBe(2_000);
    const prices = Float64Array.from([310_000, 450_000, 520_000, 640_000, 700_000, 910_000, 1_800_000, Number.NaN]);
    expect(priceThresholds(prices)).toEqual([400_000, 600_000, 1_000_000]);
    // Rentals: monthly rents get their own ranges.
    expect(priceThresholds(Float64Array.from([1_650, 1_900, 2_100, 2_400, 2_900, 3_600]))).toEqual([
      2_000, 2_500, 3_000,
    ]);
    expect(priceThresholds(Float64Array.from([500_000]))).toEqual([]);
    expect(priceSlot(499_999, [500_000, 600_000])).toBe(0);
    expect(priceSlot(500_000, [500_000, 600_000])).toBe(1);
    expect(priceSlot(2_000_000, [500_000, 600_000])).toBe(2);
    expect(priceSlot(Number.NaN, [500_000, 600_000])).toBe(4);
  });

  it('say a cluster’s types and price ranges in English, with plurals and prices in dollars', () => {
    const description = describeCluster(
      24,
      { types: types({ house: 12, condo: 8, townhouse: 3, commercial: 1 }), prices: [5, 12, 0, 6, 1] },
      [500_000, 1_000_000, 2_000_000],
      'en',
      en,
    );
    expect(description.title).toBe('24 listings');
    expect(description.sentence).toBe(
      '24 listings: 12 houses, 8 condos, 3 townhouses and 1 commercial property; 5 under $500K, 12 from $500K to $1M, 6 at $2M or more and 1 without a price.',
    );
    expect(description.types).toEqual([
      { label: 'House', count: 12 },
      { label: 'Condo', count: 8 },
      { label: 'Townhouse', count: 3 },
      { label: 'Commercial', count: 1 },
    ]);
    expect(description.prices.map((row) => row.label)).toEqual([
      'Under $500K',
      '$500K to $1M',
      '$2M or more',
      'No price',
    ]);
  });

  it('say them in Canadian French, with French plurals and prices', () => {
    const description = describeCluster(
      2,
      { types: types({ house: 1, cottage: 1 }), prices: [1, 0, 0, 1, 0] },
      [500_000, 1_000_000, 2_000_000],
      'fr',
      fr,
    );
    expect(description.sentence).toBe(
      '2 propriétés : 1 maison et 1 chalet; 1 à moins de 500\u00a0k$ et 1 à 2\u00a0M$ ou plus.',
    );
    expect(description.types.map((row) => row.label)).toEqual(['Maison', 'Chalet']);
    expect(description.prices.map((row) => row.label)).toEqual(['Moins de 500\u00a0k$', '2\u00a0M$ ou plus']);
    const many = describeCluster(
      40,
      { types: types({ condo: 40 }), prices: [0, 40, 0, 0, 0] },
      [500_000, 1_000_000],
      'fr',
      fr,
    );
    expect(many.sentence).toBe('40 propriétés : 40 copropriétés; 40 de 500\u00a0k$ à 1\u00a0M$.');
  });

  it('tell only the price ranges when the listings’ types are not known', () => {
    const description = describeCluster(3, { types: types({}), prices: [2, 1, 0, 0, 0] }, [600_000], 'en', en);
    expect(description.types).toEqual([]);
    expect(description.sentence).toBe('3 listings: 2 under $600K and 1 at $600K or more.');
  });

  it('write round prices the Canadian way', () => {
    expect(compactPrice(1_500_000, 'en')).toBe('$1.5M');
    expect(compactPrice(500_000, 'fr')).toBe('500\u00a0k$');
  });
});
