// @vitest-environment jsdom
// Needs modules of its own: it checks the description before the lazy sanitiser has loaded.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail } from '@/api/contract/listings';
import { makeStore } from '@/test/stores';
import { defaultDb } from '@/mocks/handlers';
import type { ListingCore } from '@/mocks/dataset/listings';
import { ListingDescription } from './ListingDescription';
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

const LONG_EN = Array.from(
  { length: 6 },
  (_, i) =>
    `Paragraph ${i + 1}: a bright and well kept home on a quiet street, steps from schools, parks and shopping.`,
).join('\n\n');

const text = () => document.getElementById(screen.getByRole('heading', { level: 2 }).id)!.nextElementSibling!;

// The demo dataset is generated on first use: once, before the timed tests.
beforeAll(() => void defaultDb.data.listings, 60_000);

describe('ListingDescription', () => {
  it('shows a Quebec listing in French on a French page and its English version on an English page', async () => {
    const listing = await demoListing((c) => c.place.province === 'QC' && c.language === 'fr');
    expect(listing.descriptionEn).toBeTruthy();
    const { unmount } = await renderWithProviders(<ListingDescription listing={listing} headingId="description" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Description' }).id).toBe('description');
    expect(text().hasAttribute('lang')).toBe(false);
    expect(text().textContent).toBe(listing.descriptionEn);
    unmount();
    await renderWithProviders(<ListingDescription listing={listing} headingId="d" />, { locale: 'fr' });
    expect(text().hasAttribute('lang')).toBe(false);
    expect(text().textContent).toBe(listing.description);
  });

  it('marks a French description with lang="fr" on an English page when there is no English version', async () => {
    const listing = await demoListing((c) => c.place.province === 'QC' && c.language === 'fr');
    await renderWithProviders(
      <ListingDescription listing={{ ...listing, descriptionEn: undefined }} headingId="description" />,
    );
    expect(text().getAttribute('lang')).toBe('fr');
    expect(text().textContent).toBe(listing.description);
  });

  it('marks an English description with lang="en" on a French page, and no lang on an English page', async () => {
    const listing = await demoListing((c) => c.place.province === 'ON' && c.language === 'en');
    const { unmount } = await renderWithProviders(<ListingDescription listing={listing} headingId="d" />, {
      locale: 'fr',
    });
    screen.getByRole('heading', { level: 2, name: 'Description' });
    expect(text().getAttribute('lang')).toBe('en');
    unmount();
    await renderWithProviders(<ListingDescription listing={listing} headingId="d" />);
    expect(text().hasAttribute('lang')).toBe(false);
  });

  it('shows a bilingual listing in the page’s language, without lang', async () => {
    const listing = await demoListing((c) => c.language === 'bilingual');
    expect(listing.descriptionFr).toBeTruthy();
    const { unmount } = await renderWithProviders(<ListingDescription listing={listing} headingId="d" />);
    const english = listing.description!.slice(0, listing.description!.indexOf('\n\n'));
    expect(text().textContent).toBe(english);
    expect(text().hasAttribute('lang')).toBe(false);
    unmount();
    await renderWithProviders(<ListingDescription listing={listing} headingId="d" />, { locale: 'fr' });
    expect(text().textContent).toBe(listing.descriptionFr);
    expect(text().hasAttribute('lang')).toBe(false);
  });

  it('clamps a long description behind "Read more", which expands and collapses it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ListingDescription listing={hand({ description: LONG_EN })} headingId="d" />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(text().id);
    expect(text().querySelectorAll('p')).toHaveLength(6);
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('says "Lire la suite" and "Réduire" in French', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ListingDescription listing={hand({ description: LONG_EN })} headingId="d" />, {
      locale: 'fr',
    });
    await user.click(screen.getByRole('button', { name: 'Lire la suite' }));
    expect(screen.getByRole('button', { name: 'Réduire' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('has no button when the description is short, and nothing without one', async () => {
    const listing = await demoListing((c) => c.language === 'en');
    const { container, unmount } = await renderWithProviders(<ListingDescription listing={listing} headingId="d" />);
    expect(listing.description!.length).toBeLessThan(420);
    expect(screen.queryByRole('button')).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    unmount();
    const { container: empty } = await renderWithProviders(<ListingDescription listing={hand({})} headingId="d" />);
    expect(empty.textContent).toBe('');
  });

  it('keeps paragraphs and line breaks of plain text as text, never as markup', async () => {
    await renderWithProviders(
      <ListingDescription listing={hand({ description: 'Line one\nline two\n\nA <3 home & garden' })} headingId="d" />,
    );
    const paragraphs = text().querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['Line oneline two', 'A <3 home & garden']);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
  });

  it('sanitises HTML from the listing: no script, no event handler, no javascript: link', async () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    const hostile =
      '<p>Sunny <strong>corner</strong> unit.</p><script>window.pwned = true</script>' +
      '<img src="x.png" onerror="window.pwned = true" alt="Kitchen"><a href="javascript:window.pwned=true">Floor plan</a>' +
      '<p onclick="window.pwned = true" style="position:fixed">Close to transit.</p>';
    await renderWithProviders(<ListingDescription listing={hand({ description: hostile })} headingId="d" />);
    // Before the sanitiser loads, the text shows without any markup at all.
    expect(text().querySelector('strong, img, a, script')).toBeNull();
    await waitFor(() => expect(text().querySelector('strong')).not.toBeNull());
    const body = text();
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|javascript:|style=/i);
    expect(body.querySelector('strong')!.textContent).toBe('corner');
    expect(body.querySelector('img')!.getAttribute('alt')).toBe('Kitchen');
    expect(body.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(body.textContent).toBe('Sunny corner unit.Floor planClose to transit.');
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });
});
