// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@/api/contract/listings';
import { makeStore } from '@/test/stores';
import { searchApi } from '@/features/search/search-endpoints';
import { listingHovered, listingSelected, visibleListingsChanged } from './map-slice';
import { renderWithProviders } from '@/test/render';
import { VisibleListingsList } from './VisibleListingsList';

/** Real listings of the demo API, so the list asks for their cards as it does on the page. */
async function listingsInView(count: number) {
  const store = makeStore();
  const page = await store.dispatch(searchApi.endpoints.gallerySearch.initiate({ size: count })).unwrap();
  const ids = page.results.map((listing) => listing.listingId);
  store.dispatch(visibleListingsChanged({ ids, total: 240 }));
  return { store, ids, addresses: page.results.map((listing) => listing.address) };
}

const card = (listing: ListingSummary) => <article aria-label={listing.address ?? ''}>{listing.address}</article>;

describe('VisibleListingsList', () => {
  it('shows the cards of the listings in view, 20 at a time, and says how many are in the area', async () => {
    const user = userEvent.setup();
    const { store, ids, addresses } = await listingsInView(25);
    await renderWithProviders(<VisibleListingsList renderCard={card} />, { store });
    const region = screen.getByRole('region', { name: 'Listings in this area' });
    within(region).getByText('240 listings in this area');
    // Closed at first on a phone (jsdom has no wide screen): open the sheet.
    await user.click(screen.getByRole('button', { name: 'Show the listings in this area' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(20));
    expect(
      within(region)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual(addresses.slice(0, 20));
    await user.click(screen.getByRole('button', { name: 'Show 5 more listings' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
    expect(region.querySelectorAll('li[data-listing-id]')[24]!.getAttribute('data-listing-id')).toBe(ids[24]);
  });

  it('tells the map which card is hovered or focused, and lights up the card of a pin hovered', async () => {
    const user = userEvent.setup();
    const { store, ids } = await listingsInView(3);
    await renderWithProviders(<VisibleListingsList renderCard={card} />, { store });
    await user.click(screen.getByRole('button', { name: 'Show the listings in this area' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const items = document.querySelectorAll<HTMLElement>('li[data-listing-id]');
    fireEvent.pointerEnter(items[1]!);
    expect(store.getState().map.hovered).toEqual({ listingId: ids[1], source: 'list' });
    fireEvent.pointerLeave(items[1]!);
    expect(store.getState().map.hovered).toBeNull();
    // Keyboard focus counts as hover.
    act(() => {
      items[2]!.tabIndex = -1;
      items[2]!.focus();
    });
    expect(store.getState().map.hovered).toEqual({ listingId: ids[2], source: 'list' });

    act(() => void store.dispatch(listingHovered({ listingId: ids[0]!, source: 'map' })));
    expect(items[0]!.dataset.highlighted).toBe('true');
    expect(items[1]!.dataset.highlighted).toBeUndefined();
    // A pin hovered never takes focus from where it is.
    expect(document.activeElement).toBe(items[2]);
  });

  it('is a bottom sheet on phones that opens and closes, out of the way while a listing is selected', async () => {
    const user = userEvent.setup();
    const { store } = await listingsInView(2);
    await renderWithProviders(<VisibleListingsList renderCard={card} />, { store });
    const toggle = screen.getByRole('button', { name: 'Show the listings in this area' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the listings in this area' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const region = screen.getByRole('region', { name: 'Listings in this area' });
    expect(region.dataset.selected).toBe('false');
    act(() => void store.dispatch(listingSelected('X')));
    expect(region.dataset.selected).toBe('true');
  });

  it('suggests a next step when the area is empty', async () => {
    const store = makeStore();
    store.dispatch(visibleListingsChanged({ ids: [], total: 0 }));
    await renderWithProviders(<VisibleListingsList renderCard={card} />, { store });
    screen.getByText('No listings in this area');
    screen.getByText('No listings in this area. Zoom out or move the map.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
