// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '@/api/contract/listings';
import { RECENTLY_VIEWED_KEY, readRecentlyViewed, recordView } from './recently-viewed';
import { renderWithProviders } from '@/test/render';
import { RecentlyViewedStrip } from './RecentlyViewedStrip';

function listing(n: number, extra: Partial<ListingDetail> = {}): ListingDetail {
  const listingId = `${n}-main-st-wp_id${100_000 + n}-lst`;
  return {
    listingId,
    detailUrl: `/on/toronto-real-estate/${listingId}`,
    address: `${n} Main Street`,
    city: 'Toronto',
    province: 'ON',
    listingTypeId: 100,
    listPrice: 1_250_000,
    beds: 3,
    baths: 2,
    photos: [{ url: `/api/v1/photos/${listingId}/0.svg` }],
    saleMode: 'forSale',
    listingCategory: 'residential',
    agentId: 'ag1',
    officeId: 'of1',
    pageViews: 0,
    ...extra,
  };
}

const NBSP = '\u00a0';

describe('RecentlyViewedStrip', () => {
  it('renders nothing when this browser has viewed no listing', async () => {
    const { container } = await renderWithProviders(<RecentlyViewedStrip locale="en" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the viewed listings newest first, as links in the visitor’s language', async () => {
    recordView(listing(1), 1);
    recordView(listing(2, { saleMode: 'forRent', listPrice: 2450, beds: 1, baths: 1 }), 2);
    const { container } = await renderWithProviders(<RecentlyViewedStrip locale="en" />);
    const region = screen.getByRole('region', { name: 'Recently viewed' });
    within(region).getByRole('heading', { level: 2, name: 'Recently viewed' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([listing(2).detailUrl, listing(1).detailUrl]);
    expect(
      within(region).getByRole('link', { name: '$2,450/mo 1 bedroom, 1 bathroom 2 Main Street Toronto, ON' }),
    ).toBe(links[0]);
    expect(
      within(region).getByRole('link', { name: '$1,250,000 3 bedrooms, 2 bathrooms 1 Main Street Toronto, ON' }),
    ).toBe(links[1]);
    // The short summary is for the eye; the link's name spells it out.
    expect(links[1]!.querySelector('[aria-hidden="true"]')?.textContent).toBe(`3${NBSP}bd · 2${NBSP}ba`);
    const photo = links[1]!.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe(`/api/v1/photos/${listing(1).listingId}/0.svg`);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('speaks French on French pages, with French links and prices', async () => {
    recordView(listing(1), 1);
    recordView(listing(2, { saleMode: 'forLease', listPrice: 2450 }), 2);
    await renderWithProviders(<RecentlyViewedStrip locale="fr" headingLevel={3} />, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'Consultées récemment' });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Consultées récemment');
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/fr${listing(2).detailUrl}`,
      `/fr${listing(1).detailUrl}`,
    ]);
    expect(links[0]!.textContent).toContain(`2${NBSP}450${NBSP}$/mois`);
    expect(
      within(region).getByRole('link', {
        name: `1${NBSP}250${NBSP}000${NBSP}$ 3 chambres, 2 salles de bain 1 Main Street Toronto, ON`,
      }),
    ).toBe(links[1]);
    expect(
      within(region).getByRole('button', { name: 'Effacer les propriétés consultées récemment' }).textContent,
    ).toBe('Effacer');
  });

  it('leaves out the listing on screen, and renders nothing when it is the only one', async () => {
    recordView(listing(1), 1);
    const { unmount } = await renderWithProviders(<RecentlyViewedStrip locale="en" excludeId={listing(1).listingId} />);
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    recordView(listing(2), 2);
    await renderWithProviders(<RecentlyViewedStrip locale="en" excludeId={listing(1).listingId} />);
    const links = within(screen.getByRole('region', { name: 'Recently viewed' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([listing(2).detailUrl]);
  });

  it('clears the list from the keyboard and puts focus on a note that says so', async () => {
    const user = userEvent.setup();
    recordView(listing(1), 1);
    recordView(listing(2), 2);
    await renderWithProviders(<RecentlyViewedStrip locale="en" />);
    const clear = screen.getByRole('button', { name: 'Clear recently viewed listings' });
    // Every card is a tab stop after the button.
    await user.tab();
    expect(document.activeElement).toBe(clear);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /2 Main Street/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /1 Main Street/ }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(readRecentlyViewed()).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Your recently viewed listings were cleared.');
    expect(document.activeElement).toBe(note);
  });

  it('follows a view recorded in another tab', async () => {
    recordView(listing(1), 1);
    await renderWithProviders(<RecentlyViewedStrip locale="en" />);
    const fromOtherTab = JSON.stringify([
      { listingId: 'x-lst', url: '/qc/montreal-real-estate/x-lst', viewedAt: 9, address: '5 rue Principale' },
      ...readRecentlyViewed(),
    ]);
    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_KEY, fromOtherTab);
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, newValue: fromOtherTab }));
    });
    const links = within(screen.getByRole('region', { name: 'Recently viewed' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/qc/montreal-real-estate/x-lst', listing(1).detailUrl]);
    expect(within(screen.getByRole('region')).getByRole('link', { name: '5 rue Principale' })).toBe(links[0]);
  });
});
