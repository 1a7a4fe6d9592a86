// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { ListingDetail } from '@/api/contract/listings';
import { createSavedSearch } from '@/domain/saved-search';
import { inBounds } from '@/domain/geometry';
import { renderWithProviders } from '@/test/render';
import { RADAR_RADIUS_KM, RADAR_ZOOM, RadarSection, radarFilters, radarSearch } from './ExtraSections';

describe('Radar: homes like this listing', () => {
  it('filters by the listing’s own kind of property', () => {
    expect(radarFilters({ listingTypeId: 160, saleMode: 'forSale' })).toEqual({ condo: true });
    expect(radarFilters({ listingTypeId: 105, structureType: 'Triplex', saleMode: 'forSale' })).toEqual({
      duplex: true,
    });
    expect(radarFilters({ listingTypeId: 103, saleMode: 'forRent' })).toEqual({ rental: true });
    expect(radarFilters({ listingTypeId: 100, saleMode: 'forRent' })).toEqual({ house: true, rentalsOnly: true });
    expect(radarFilters({ listingTypeId: 101, isCommercial: true, saleMode: 'forSale' })).toEqual({ commercial: true });
    expect(radarFilters({ listingTypeId: undefined, saleMode: 'forSale' })).toEqual({});
  });
});

describe('Radar: the search it saves', () => {
  const listing = {
    listingId: 'x-wp_id1-lst',
    listingTypeId: 160,
    saleMode: 'forSale',
    listingCategory: 'residential',
    address: '12 King Street West',
    city: 'Toronto',
    province: 'ON',
    latitude: 43.6487,
    longitude: -79.3817,
  } as ListingDetail;

  it('covers a few kilometres around the listing, with its type, run on its city’s page', () => {
    const search = radarSearch(listing, '/fr/on/toronto-real-estate')!;
    expect(inBounds(listing.latitude!, listing.longitude!, search.bounds)).toBe(true);
    // The box holds a circle of the radius: about twice the radius from north to south.
    expect((search.bounds.north - search.bounds.south) * 111).toBeCloseTo(RADAR_RADIUS_KM * 2, 0);
    expect(search).toMatchObject({
      zoom: RADAR_ZOOM,
      filters: { condo: true },
      listingCategory: 'residential',
      place: { label: 'Toronto, ON', path: '/on/toronto-real-estate' },
    });
    // A valid saved search once named (spec §5).
    expect(createSavedSearch({ ...search, name: 'Homes like 12 King Street West' }).ok).toBe(true);
  });

  it('has nothing to save for a listing without coordinates', () => {
    expect(radarSearch({ ...listing, latitude: undefined }, '/find-real-estate')).toBeNull();
  });
});

describe('Radar’s button', () => {
  it('opens the save dialog for homes like this one; signed out, the search waits for sign-in', async () => {
    const store = makeStore();
    const user = userEvent.setup();
    const listing = {
      listingId: 'x-wp_id1-lst',
      listingTypeId: 160,
      saleMode: 'forSale',
      listingCategory: 'residential',
      address: '12 King Street West',
      city: 'Toronto',
      province: 'ON',
      latitude: 43.6487,
      longitude: -79.3817,
    } as ListingDetail;
    await renderWithProviders(
      <Provider store={store}>
        <RadarSection listing={listing} headingId="radar" searchHref="/on/toronto-real-estate" />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Get alerts for homes like this' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name of this search').value).toBe(
      'Homes like 12 King Street West',
    );
    within(dialog).getByText('Toronto, ON · Condo');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(store.getState().user.drawer).toEqual({ open: true, reason: 'save-search' }));
    expect(store.getState().user.queue).toMatchObject([
      { type: 'add-saved-search', search: { name: 'Homes like 12 King Street West', filters: { condo: true } } },
    ]);
    // Focus goes back to the button that opened the dialog.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get alerts for homes like this' })),
    );
  });
});
