// @vitest-environment jsdom
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ListingPreview } from '@/domain/map-previews';
import { createClusterIcon, PinIcon } from './cluster-layer';
import { clusterCountText, clusterLabel, listItemText, pinLabel, pinText } from './labels';

const en = createIntl({ locale: 'en-CA', defaultLocale: 'en-CA', messages: {}, onError: () => undefined });
// The French wording the lead merges into translations/fr.json.
const fr = createIntl({
  locale: 'fr-CA',
  defaultLocale: 'en-CA',
  messages: {
    'map.cluster.label': '{count, plural, one {# propriété} other {# propriétés}}',
    'map.pin.label': '{short} : propriété, {price}',
    'map.list.item': '{price}, inscrite le {date}',
    'map.pin.no-price': 'Voir',
  },
  onError: () => undefined,
});

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

describe('list item text', () => {
  it('gives the price and the listing date', () => {
    expect(listItemText(preview, 'en', en)).toBe('$850,000, listed March 3, 2026');
    expect(listItemText(preview, 'fr', fr)).toBe('850\u00a0000\u00a0$, inscrite le 3 mars 2026');
    expect(listItemText({ ...preview, listingDate: null }, 'en', en)).toBe('$850,000');
  });
});
