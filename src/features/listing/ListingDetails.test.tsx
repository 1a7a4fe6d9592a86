// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail } from '@/api/contract/listings';
import { makeStore } from '@/test/stores';
import { defaultDb } from '@/mocks/handlers';
import type { ListingCore } from '@/mocks/dataset/listings';
import { ListingDetails } from './ListingDetails';
import { renderWithProviders } from '@/test/render';
import { listingApi } from './listing-endpoints';

/** A real listing of the demo dataset, through the demo API's detail call. */
async function demoListing(match: (core: ListingCore) => boolean): Promise<ListingDetail> {
  const core = defaultDb.data.listings.find(match);
  if (!core) throw new Error('The demo dataset has no such listing');
  return makeStore().dispatch(listingApi.endpoints.listingDetail.initiate(core.listingId)).unwrap();
}

const hand = (fields: Partial<ListingDetail>): ListingDetail => ({
  listingId: '1-main-street-wp_id1-lst',
  detailUrl: '/on/toronto-real-estate/1-main-street-wp_id1-lst',
  province: 'ON',
  saleMode: 'forSale',
  listingCategory: 'residential',
  agentId: 'a-ag',
  officeId: 'o-br',
  pageViews: 0,
  ...fields,
});

const NBSP = '\u00a0';
const groupNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** The value shown for a label, within the group headed `group`. */
function valueOf(group: string, label: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: group });
  const list = heading.nextElementSibling as HTMLElement;
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

// The demo dataset is generated on first use: once, before the timed tests.
beforeAll(() => void defaultDb.data.listings, 60_000);

describe('ListingDetails', () => {
  it('groups a house’s details, with taxes and their year, and lists its rooms', async () => {
    const listing = await demoListing(
      (c) =>
        c.typeId === 100 && c.saleMode === 'forSale' && c.language === 'en' && c.beds !== null && c.yearBuilt !== null,
    );
    const { container } = await renderWithProviders(<ListingDetails listing={listing} headingId="details" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Details' }).id).toBe('details');
    expect(groupNames()).toEqual(['Overview', 'Interior', 'Exterior & lot', 'Parking', 'Taxes & fees']);
    expect(valueOf('Overview', 'Property type').textContent).toBe('Single Family');
    expect(valueOf('Overview', 'Year built').textContent).toBe(String(listing.yearBuilt));
    expect(valueOf('Interior', 'Heating').textContent).toBe(listing.heating);
    expect(valueOf('Exterior & lot', 'Roof').textContent).toBe(listing.roof);
    expect(valueOf('Parking', 'Parking spaces').textContent).toBe(String(listing.parkingSpaces));
    expect(valueOf('Taxes & fees', 'Property taxes').textContent).toBe(
      `$${listing.taxes!.toLocaleString('en-CA')} (2025)`,
    );
    // Rooms: a captioned table with column headers and the rooms as row headers.
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Room', 'Level', 'Dimensions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(listing.rooms!.length);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(listing.rooms![0]!.name);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([listing.rooms![0]!.level, listing.rooms![0]!.dimensions]);
    expect(table.querySelector('tbody')!.hasAttribute('lang')).toBe(false);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('formats exact values in English and in French', async () => {
    const listing = hand({
      listingTypeId: 100,
      structureType: 'Detached',
      sqft: 1450,
      lotSize: 0.5,
      lotSizeUnits: 'acres',
      yearBuilt: 1987,
      taxes: 4512,
      taxYear: 2025,
      heating: 'Forced air, natural gas',
    });
    const { unmount } = await renderWithProviders(<ListingDetails listing={listing} headingId="d" />);
    expect(valueOf('Overview', 'Floor area').textContent).toBe('1,450 sq ft');
    expect(valueOf('Overview', 'Lot size').textContent).toBe('0.5 acres');
    expect(valueOf('Overview', 'Year built').textContent).toBe('1987');
    expect(valueOf('Taxes & fees', 'Property taxes').textContent).toBe('$4,512 (2025)');
    unmount();
    await renderWithProviders(<ListingDetails listing={listing} headingId="d" />, { locale: 'fr' });
    screen.getByRole('heading', { level: 2, name: 'Détails' });
    expect(groupNames()).toEqual(['Aperçu', 'Intérieur', 'Taxes et frais']);
    expect(valueOf('Aperçu', 'Type de propriété').textContent).toBe('Unifamiliale');
    expect(valueOf('Aperçu', 'Superficie').textContent).toBe(`1${NBSP}450${NBSP}pi²`);
    expect(valueOf('Aperçu', 'Superficie du terrain').textContent).toBe(`0,5${NBSP}acre`);
    expect(valueOf('Aperçu', 'Année de construction').textContent).toBe('1987');
    expect(valueOf('Taxes et frais', 'Taxes foncières').textContent).toBe(`4${NBSP}512${NBSP}$ (2025)`);
  });

  it('shows a condo’s fees per month', async () => {
    const listing = await demoListing((c) => c.typeId === 160 && c.language === 'en' && c.saleMode === 'forSale');
    const { unmount } = await renderWithProviders(<ListingDetails listing={listing} headingId="d" />);
    expect(listing.condoFees).toBeGreaterThan(0);
    expect(valueOf('Overview', 'Property type').textContent).toBe('Condo');
    expect(valueOf('Taxes & fees', 'Condo fees').textContent).toBe(`$${listing.condoFees!.toLocaleString('en-CA')}/mo`);
    expect(valueOf('Policies', 'Pets').textContent).toBe(listing.petPolicy);
    unmount();
    await renderWithProviders(<ListingDetails listing={listing} headingId="d" />, { locale: 'fr' });
    expect(valueOf('Taxes et frais', 'Frais de copropriété').textContent).toBe(
      `${listing.condoFees!.toLocaleString('fr-CA').replace(/\s/g, NBSP)}${NBSP}$/mois`,
    );
  });

  it('gives a commercial listing its commercial group with the business type', async () => {
    const listing = await demoListing((c) => c.commercial && c.businessType !== null && c.pricePerSqft !== null);
    await renderWithProviders(<ListingDetails listing={listing} headingId="d" />);
    expect(groupNames()).toContain('Commercial');
    expect(valueOf('Commercial', 'Business type').textContent).toBe(listing.businessType);
    // A zoning code reads with its class: "Commercial (C-2)", "Industrial (M-1)".
    expect(valueOf('Commercial', 'Zoning').textContent).toMatch(
      new RegExp(`^(Commercial|Industrial|Mixed use) \\(${listing.zoning}\\)$`),
    );
    expect(valueOf('Commercial', 'Price per sq ft').textContent).toBe(`$${listing.pricePerSqFt}/sq ft`);
    // Zoning is not shown twice.
    expect(screen.getAllByText('Zoning', { selector: 'dt' })).toHaveLength(1);
  });

  it('labels a multi-family triplex “Triplex” in both languages', async () => {
    const listing = await demoListing((c) => c.typeId === 105 && c.structureType === 'Triplex');
    const { unmount } = await renderWithProviders(<ListingDetails listing={listing} headingId="d" />);
    expect(valueOf('Overview', 'Property type').textContent).toBe('Triplex');
    expect(valueOf('Overview', 'Units').textContent).toBe('3');
    expect(screen.queryByText('Building type', { selector: 'dt' })).toBeNull();
    unmount();
    await renderWithProviders(<ListingDetails listing={listing} headingId="d" />, { locale: 'fr' });
    expect(valueOf('Aperçu', 'Type de propriété').textContent).toBe('Triplex');
  });

  it('translates the rooms table and every coded value of a Quebec listing on both pages', async () => {
    const listing = await demoListing(
      (c) => c.place.province === 'QC' && c.language === 'fr' && c.beds !== null && c.features.includes('fireplace'),
    );
    const { unmount } = await renderWithProviders(<ListingDetails listing={listing} headingId="d" />);
    const rooms = screen.getByRole('table', { name: 'Rooms' });
    expect(within(rooms).getAllByRole('rowheader')[0]!.textContent).toBe('Living room');
    expect(within(rooms).getAllByRole('cell')[0]!.textContent).toBe('Main');
    expect(rooms.querySelector('[lang]')).toBeNull();
    unmount();
    await renderWithProviders(<ListingDetails listing={listing} headingId="d" />, { locale: 'fr' });
    const table = screen.getByRole('table', { name: 'Pièces' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Pièce', 'Niveau', 'Dimensions']);
    expect(table.querySelector('[lang]')).toBeNull();
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toBe('Salon');
    expect(within(table).getAllByRole('cell')[0]!.textContent).toBe('Rez-de-chaussée');
    // The details the backend sends in English read in French, with nothing marked as another language.
    expect(['Au bois', 'Au gaz', 'Électrique']).toContain(valueOf('Intérieur', 'Foyer').textContent);
    expect(document.querySelector('dd[lang]')).toBeNull();
  });

  it('keeps a room or value no vocabulary knows as written, marked with its language', async () => {
    const listing = hand({
      province: 'QC',
      description: 'Magnifique maison de 3 chambres située à Gatineau.',
      rooms: [{ name: 'Solarium quatre saisons', level: 'Rez-de-chaussée', dimensions: `12'0" x 10'0"` }],
    });
    await renderWithProviders(<ListingDetails listing={listing} headingId="d" />);
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(within(table).getByRole('rowheader').getAttribute('lang')).toBe('fr');
    expect(within(table).getByRole('cell', { name: 'Rez-de-chaussée' }).getAttribute('lang')).toBe('fr');
  });

  it('has no rooms table without rooms', async () => {
    await renderWithProviders(<ListingDetails listing={hand({ listingTypeId: 102, rooms: [] })} headingId="d" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(valueOf('Overview', 'Property type').textContent).toBe('Vacant Land');
  });
});
