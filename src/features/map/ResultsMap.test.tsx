// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapListing } from './cluster-layer';
import { listingHovered, listingSelected } from './map-slice';
import { BOUNDS_DEBOUNCE_MS } from './map-model';
import { renderWithProviders } from '@/test/render';
import ResultsMap from './ResultsMap';

// jsdom lays nothing out; Leaflet reads the container's size, so give every element one.
const sizes = { clientWidth: 800, clientHeight: 600, offsetWidth: 240, offsetHeight: 120 };
const saved = Object.fromEntries(
  Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

const preview = (
  listingId: string,
  lat: number,
  lng: number,
  listPrice: number | null,
  listingTypeId?: number,
): MapListing => ({
  listingId,
  detailUrl: '',
  lat,
  lng,
  listPrice,
  listingDate: null,
  pricePerSqft: null,
  ...(listingTypeId === undefined ? {} : { listingTypeId }),
});

// Far apart at the default zoom, so each is a pin of its own.
const PREVIEWS = [
  preview('TOR', 43.65, -79.38, 850_000),
  preview('VAN', 49.28, -123.12, 1_250_000),
  preview('HFX', 44.65, -63.57, 420_000),
];

// Toronto and Mississauga are one cluster at the default zoom; the others pins of their own. The
// search's prices ($420K to $3.1M) make the ranges: under $600K, to $800K, to $1.5M, $1.5M or more.
const CLUSTERED = [
  preview('TOR', 43.65, -79.38, 850_000, 100),
  preview('MIS', 43.59, -79.64, 1_600_000, 160),
  preview('VAN', 49.28, -123.12, 620_000, 161),
  preview('HFX', 44.65, -63.57, 420_000, 100),
  preview('CGY', 51.05, -114.07, 3_100_000, 100),
];

async function setup(
  previews: readonly MapListing[] = PREVIEWS,
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onBoundsChange = vi.fn();
  const view = await renderWithProviders(
    <ResultsMap
      previews={previews}
      onBoundsChange={onBoundsChange}
      locale={options.locale ?? 'en'}
      preview={<p>Card of the selected listing</p>}
    />,
    options,
  );
  const state = () => view.store.getState().map;
  return { onBoundsChange, state, ...view };
}

const clusterElement = () => document.querySelector<HTMLElement>('.foyer-cluster')!;

describe('ResultsMap', () => {
  it('is a named map whose pins are focusable buttons that Enter selects', async () => {
    const user = userEvent.setup();
    const { onBoundsChange, state } = await setup();
    screen.getByRole('region', { name: 'Map of listings' });
    const pin = await screen.findByRole('button', { name: '850K: listing, $850,000' });
    expect(pin.getAttribute('tabindex')).toBe('0');
    expect(pin.textContent).toBe('850K');
    pin.focus();
    await user.keyboard('{Enter}');
    expect(state().selectedId).toBe('TOR');
    // The first view is not a move: nothing is reported once the debounce it would have waited for is over.
    await act(() => new Promise((resolve) => setTimeout(resolve, BOUNDS_DEBOUNCE_MS + 100)));
    expect(onBoundsChange).not.toHaveBeenCalled();
  });

  it('tells the list which listings are in view, in the search’s order', async () => {
    const { state } = await setup();
    await waitFor(() => expect(state().visibleTotal).toBe(3));
    expect(state().visibleIds).toEqual(['TOR', 'VAN', 'HFX']);
  });

  it('opens the drawer for the selected listing; Escape clears the selection', async () => {
    const user = userEvent.setup();
    const { store, state } = await setup();
    act(() => void store.dispatch(listingSelected('VAN')));
    screen.getByText('Card of the selected listing');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Selected listing' }));
    await user.keyboard('{Escape}');
    expect(state().selectedId).toBeNull();
  });

  it('gives focus back to the pin when the drawer closes', async () => {
    const user = userEvent.setup();
    const { store, state } = await setup();
    const pin = await screen.findByRole('button', { name: '850K: listing, $850,000' });
    await user.click(pin);
    expect(state().selectedId).toBe('TOR');
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Close listing details' }));
    expect(store.getState().map.selectedId).toBeNull();
    expect(document.activeElement).toBe(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('false');
  });

  it('lights up the pin of the listing hovered in the list, and tells the list of a pin hovered', async () => {
    const { store, state } = await setup();
    const pin = await screen.findByRole('button', { name: '850K: listing, $850,000' });
    act(() => void store.dispatch(listingHovered({ listingId: 'TOR', source: 'list' })));
    expect(pin.dataset.highlighted).toBe('true');
    expect(pin.classList.contains('is-highlighted')).toBe(true);
    act(() => void store.dispatch(listingHovered(null)));
    expect(pin.dataset.highlighted).toBeUndefined();

    const other = screen.getByRole('button', { name: '420K: listing, $420,000' });
    fireEvent.mouseOver(other);
    expect(state().hovered).toEqual({ listingId: 'HFX', source: 'map' });
    fireEvent.mouseOut(other);
    expect(state().hovered).toBeNull();
  });

  it('lights up the cluster that holds the listing hovered in the list', async () => {
    const { store } = await setup(CLUSTERED);
    await screen.findByRole('button', { name: '2 listings' });
    act(() => void store.dispatch(listingHovered({ listingId: 'MIS', source: 'list' })));
    expect(clusterElement().dataset.highlighted).toBe('true');
    act(() => void store.dispatch(listingHovered({ listingId: 'VAN', source: 'list' })));
    expect(clusterElement().dataset.highlighted).toBeUndefined();
    expect(screen.getByRole('button', { name: '620K: listing, $620,000' }).dataset.highlighted).toBe('true');
  });

  it('tells what a cluster holds on focus, by type and by price; Escape closes it', async () => {
    const user = userEvent.setup();
    await setup(CLUSTERED);
    const cluster = await screen.findByRole('button', { name: '2 listings' });
    expect(cluster.getAttribute('tabindex')).toBe('0');
    act(() => cluster.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(cluster.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.querySelector('.foyer-visually-hidden')!.textContent).toBe(
      '2 listings: 1 house and 1 condo; 1 from $800K to $1.5M and 1 at $1.5M or more.',
    );
    expect(tooltip.textContent).toContain('House');
    expect(tooltip.textContent).toContain('$1.5M or more');
    await user.keyboard('{Escape}');
    expect(tooltip.hidden).toBe(true);
    expect(cluster.hasAttribute('aria-describedby')).toBe(false);
    // Hover shows it too, and it stays while the pointer moves onto it.
    fireEvent.mouseOver(cluster);
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseOut(cluster);
    fireEvent.mouseEnter(tooltip);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseLeave(tooltip);
    await waitFor(() => expect(tooltip.hidden).toBe(true));
  });

  it('tells what a cluster holds in French, with French prices and plurals', async () => {
    await setup(CLUSTERED, { locale: 'fr' });
    const cluster = await screen.findByRole('button', { name: '2 propriétés' });
    act(() => cluster.focus());
    expect(screen.getByRole('tooltip').querySelector('.foyer-visually-hidden')!.textContent).toBe(
      '2 propriétés : 1 maison et 1 copropriété; 1 de 800\u00a0k$ à 1,5\u00a0M$ et 1 à 1,5\u00a0M$ ou plus.',
    );
  });

  it('zooms in on a cluster with Enter, until it splits', async () => {
    const user = userEvent.setup();
    const { container } = await setup(CLUSTERED);
    const cluster = await screen.findByRole('button', { name: '2 listings' });
    cluster.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: '1.6M: listing, $1,600,000' });
    screen.getByRole('button', { name: '850K: listing, $850,000' });
    await waitFor(() => expect(document.activeElement).toBe(container.querySelector('.foyer-map')));
  });

  it('reports moves, debounced', async () => {
    const { onBoundsChange, container } = await setup();
    await screen.findByRole('button', { name: '850K: listing, $850,000' });
    const map = container.querySelector<HTMLElement>('.foyer-map')!;
    // The zoom-in button moves the map like a person would: two moves in a row, one report once it has settled.
    act(() => {
      fireEvent.click(map.querySelector('.leaflet-control-zoom-in')!);
      fireEvent.click(map.querySelector('.leaflet-control-zoom-in')!);
    });
    expect(onBoundsChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onBoundsChange).toHaveBeenCalled());
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    const [bounds, zoom] = onBoundsChange.mock.calls[0] as [{ north: number; south: number }, number];
    expect(zoom).toBeGreaterThan(4);
    expect(bounds.north).toBeGreaterThan(bounds.south);
  });
});
