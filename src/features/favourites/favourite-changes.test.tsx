// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import { FavouriteChangeBadge } from './FavouriteChangeBadge';
import { FAVOURITE_SEEN_KEY, favouriteChange, readFavouriteSnapshots, rememberFavourite } from './favourite-changes';
import { renderWithProviders } from '@/test/render';
import { guestListsLoaded } from './favourites-slice';

const seen = (price: number | null, status: string | null = 'active') => ({ price, status, seenAt: 1 });

describe('favouriteChange', () => {
  it('reports a price cut or rise with its amount', () => {
    expect(favouriteChange(seen(500_000), { price: 475_000, status: 'active' })).toEqual({
      kind: 'price-reduced',
      amount: 25_000,
    });
    expect(favouriteChange(seen(500_000), { price: 510_000, status: 'Active' })).toEqual({
      kind: 'price-increased',
      amount: 10_000,
    });
    expect(favouriteChange(seen(500_000), { price: 500_000, status: 'pending' })).toBeNull();
  });

  it('reports a sale or a listing off the market first; a listing no longer found is off the market', () => {
    expect(favouriteChange(seen(500_000), { price: 480_000, status: 'Sold' })).toEqual({ kind: 'sold' });
    expect(favouriteChange(seen(500_000), { price: undefined, status: null })).toEqual({ kind: 'off-market' });
    expect(favouriteChange(seen(500_000), { price: 500_000, status: 'expired' })).toEqual({ kind: 'off-market' });
    // Already sold when favourited: nothing changed.
    expect(favouriteChange(seen(500_000, 'sold'), { price: 500_000, status: 'sold' })).toBeNull();
  });

  it('says nothing without a memory of the listing or a price to compare', () => {
    expect(favouriteChange(undefined, { price: 1, status: 'sold' })).toBeNull();
    expect(favouriteChange(seen(null), { price: 400_000, status: 'active' })).toBeNull();
    expect(favouriteChange(seen(400_000), { price: 0, status: 'active' })).toBeNull();
  });
});

describe('remembering favourites', () => {
  it('keeps the first memory, replaces it when asked, and forgets listings no longer favourites', () => {
    rememberFavourite('a', { price: 100, status: 'active' }, { at: 1 });
    rememberFavourite('a', { price: 90, status: 'active' }, { at: 2 });
    expect(readFavouriteSnapshots().a).toEqual({ price: 100, status: 'active', seenAt: 1 });
    rememberFavourite('a', { price: 90, status: 'active' }, { at: 3, replace: true });
    expect(readFavouriteSnapshots().a).toEqual({ price: 90, status: 'active', seenAt: 3 });
    rememberFavourite('b', { price: 5, status: null }, { at: 4, favourites: ['b'] });
    expect(readFavouriteSnapshots()).toEqual({ b: { price: 5, status: null, seenAt: 4 } });
    localStorage.setItem(FAVOURITE_SEEN_KEY, '[1]');
    expect(readFavouriteSnapshots()).toEqual({});
  });
});

describe('FavouriteChangeBadge', () => {
  it('shows what changed since the listing was favourited, in each language', async () => {
    const store = makeStore();
    store.dispatch(guestListsLoaded({ favourites: ['cut', 'sold', 'new'], hidden: [] }));
    rememberFavourite('cut', { price: 500_000, status: 'active' });
    rememberFavourite('sold', { price: 800_000, status: 'active' });
    const { unmount } = await renderWithProviders(
      <Provider store={store}>
        <FavouriteChangeBadge listingId="cut" price={475_000} status="active" />
        <FavouriteChangeBadge listingId="sold" price={800_000} status="sold" />
        <FavouriteChangeBadge listingId="new" price={300_000} status="active" />
      </Provider>,
    );
    screen.getByText('Price reduced by $25,000');
    screen.getByText('Sold');
    // Never seen before: remembered as it is now, with nothing to say yet.
    await waitFor(() => expect(readFavouriteSnapshots().new).toMatchObject({ price: 300_000, status: 'active' }));
    expect(document.querySelectorAll('[data-change]')).toHaveLength(2);
    unmount();
    await renderWithProviders(
      <Provider store={store}>
        <FavouriteChangeBadge listingId="new" price={320_000} status="active" />
      </Provider>,
      { locale: 'fr' },
    );
    screen.getByText(/^Prix augmenté de 20\s000\s\$$/);
  });
});
