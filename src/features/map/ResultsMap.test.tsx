// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingPreview } from '@/domain/map-previews';
import ResultsMap from './ResultsMap';
import { renderMapUi } from './test-render';

// jsdom lays nothing out; Leaflet reads the container's size, so give every element one.
const sizes = { clientWidth: 800, clientHeight: 600 };
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

const preview = (listingId: string, lat: number, lng: number, listPrice: number): ListingPreview => ({
  listingId,
  detailUrl: '',
  lat,
  lng,
  listPrice,
  listingDate: null,
  pricePerSqft: null,
});

// Far apart at the default zoom, so each is a pin of its own.
const PREVIEWS = [
  preview('TOR', 43.65, -79.38, 850_000),
  preview('VAN', 49.28, -123.12, 1_250_000),
  preview('HFX', 44.65, -63.57, 420_000),
];

function setup(selectedId: string | null = null) {
  const onSelect = vi.fn();
  const onBoundsChange = vi.fn();
  const view = renderMapUi(
    <ResultsMap
      previews={PREVIEWS}
      selectedId={selectedId}
      onSelect={onSelect}
      onBoundsChange={onBoundsChange}
      locale="en"
      preview={selectedId === null ? null : <p>Card for {selectedId}</p>}
    />,
  );
  return { onSelect, onBoundsChange, ...view };
}

describe('ResultsMap', () => {
  it('is a named map whose pins are focusable buttons that Enter selects', async () => {
    const { onSelect, onBoundsChange } = setup();
    expect(screen.getByRole('region', { name: 'Map of listings' })).toBeDefined();
    const pin = await screen.findByRole('button', { name: '850K: listing, $850,000' });
    expect(pin.getAttribute('tabindex')).toBe('0');
    expect(pin.textContent).toBe('850K');
    pin.focus();
    fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    expect(onSelect).toHaveBeenCalledWith('TOR');
    // The first view is not a move.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(onBoundsChange).not.toHaveBeenCalled();
  });

  it('mirrors the pins in view as a list whose buttons select', async () => {
    const user = userEvent.setup();
    const { onSelect } = setup();
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 listings in this area')).toBeDefined());
    await user.click(screen.getByRole('button', { name: '$420,000' }));
    expect(onSelect).toHaveBeenCalledWith('HFX');
  });

  it('opens the drawer for the selected listing; closing it clears the selection', async () => {
    const user = userEvent.setup();
    const { onSelect } = setup('VAN');
    expect(screen.getByText('Card for VAN')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Selected listing' }));
    await user.keyboard('{Escape}');
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('gives focus back to the pin when the drawer closes', async () => {
    const user = userEvent.setup();
    const { onSelect } = setup('TOR');
    const pin = await screen.findByRole('button', { name: '850K: listing, $850,000' });
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Close listing details' }));
    expect(onSelect).toHaveBeenCalledWith(null);
    expect(document.activeElement).toBe(pin);
  });

  it('reports moves, debounced', async () => {
    const { onBoundsChange, container } = setup();
    await screen.findByRole('button', { name: '850K: listing, $850,000' });
    const map = container.querySelector<HTMLElement>('.foyer-map')!;
    // The zoom-in button moves the map like a person would.
    await act(async () => {
      fireEvent.click(map.querySelector('.leaflet-control-zoom-in')!);
      fireEvent.click(map.querySelector('.leaflet-control-zoom-in')!);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(onBoundsChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onBoundsChange).toHaveBeenCalledTimes(1));
    const [bounds, zoom] = onBoundsChange.mock.calls[0] as [{ north: number; south: number }, number];
    expect(zoom).toBeGreaterThan(4);
    expect(bounds.north).toBeGreaterThan(bounds.south);
  });
});
