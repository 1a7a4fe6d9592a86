// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/domain/format';
import { createDataset } from '@/mocks/dataset';
import { detailOf } from '@/mocks/dataset/detail';
import { defaultDb } from '@/mocks/handlers';
import type { ListingCore } from '@/mocks/dataset/listings';
import { server } from '@/mocks/node';
import { englishDataLabels, englishLabelsIn, textOutsideEnglish } from '@/test/french-check';
import { renderWithProviders } from '@/test/render';
import { SECTION_IDS, sectionsFor } from './sections';

let listings: readonly ListingCore[];
const pick = (test: (l: ListingCore) => boolean, what: string): ListingCore => {
  const found = listings.find(test);
  if (!found) throw new Error(`The demo dataset has no ${what}`);
  return found;
};

beforeAll(() => {
  listings = createDataset().listings;
});

afterEach(() => {
  localStorage.clear();
  document.head
    .querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')
    .forEach((e) => e.remove());
});

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('the listing detail page, through the real providers and the demo API', () => {
  it('shows a house from the dataset by its own URL: facts, photos, sub-navigation, head tags, one page view', async () => {
    const house = pick(
      (l) => l.typeId === 100 && l.saleMode === 'forSale' && l.beds !== null && l.photoCount > 3 && !l.commercial,
      'house for sale',
    );
    const views: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/listings/addPageView')) views.push(request.method);
    };
    server.events.on('request:start', listen);
    try {
      await renderWithProviders(undefined, { route: house.detailUrl });
      const h1 = await heading();
      expect(h1.textContent).toContain(house.address);
      expect(screen.getAllByText(formatPrice(house.price, 'en')).length).toBeGreaterThan(0);
      screen.getByText(`MLS® ${house.mlsNum}`);
      screen.getByText('For sale');
      // The gallery counts its photos.
      const gallery = screen.getByRole('region', { name: `Photos of ${house.address}` });
      within(gallery).getByText(`1 / ${house.photoCount}`);
      // Every section of the sub-navigation is on the page.
      const nav = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(nav).getAllByRole('link');
      // A home for sale has a buyer's sections and no rental terms.
      const sections = sectionsFor(false);
      expect(sections).toEqual(SECTION_IDS.filter((id) => id !== 'rental-terms'));
      expect(links.map((a) => a.getAttribute('href'))).toEqual(sections.map((id) => `#${id}`));
      for (const id of sections) expect(document.getElementById(id), id).not.toBeNull();
      expect(document.getElementById('rental-terms')).toBeNull();
      // Head tags for crawlers and link previews.
      await waitFor(() => expect(document.title).toContain(house.address));
      const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      expect(canonical?.href).toBe(`${window.location.origin}${house.detailUrl}`);
      const jsonLd = JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as Record<string, unknown>;
      expect(JSON.stringify(jsonLd)).toContain(String(house.price));
      expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull();
      // "Listed by" leads to the agent's and the office's profiles, at their own URLs.
      const agent = defaultDb.data.agents[house.agent]!;
      const office = defaultDb.data.offices.find((o) => o.officeId === agent.officeId)!;
      // (A wide-screen column: jsdom matches no media query, so it counts as hidden here.)
      const listedBy = document.querySelector('aside')!;
      expect(listedBy.textContent).toContain(agent.name);
      const link = (name: string) => within(listedBy).getByRole('link', { name, hidden: true }).getAttribute('href');
      expect(link(agent.name)).toBe(agent.detailUrl);
      expect(link(office.name)).toBe(office.detailUrl);
      // Recorded as viewed, and counted once.
      await waitFor(() => expect(views).toEqual(['POST']));
      expect(
        localStorage.getItem(Object.keys(localStorage).find((k) => /recent/i.test(k) && /view/i.test(k)) ?? ''),
      ).toContain(house.listingId);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows a condo in French with its condo fees, from /fr', async () => {
    const condo = pick(
      (l) => l.typeId === 160 && l.saleMode === 'forSale' && l.place.province === 'QC',
      'condo in Quebec',
    );
    await renderWithProviders(undefined, { route: `/fr${condo.detailUrl}` });
    const h1 = await heading();
    expect(h1.textContent).toContain(condo.address);
    // The address line keeps Canada Post's code, never the province's name: `Laval, QC H5E 3B1`.
    const postal = `${condo.postalCode.slice(0, 3)}\u00a0${condo.postalCode.slice(-3)}`;
    expect(h1.textContent).toContain(`${condo.place.name}, QC\u00a0${postal}`);
    expect(h1.textContent).not.toContain('Québec');
    screen.getByText('À vendre');
    screen.getByRole('navigation', { name: 'Sur cette page' });
    await screen.findByText(/Frais de copropriété/);
  });

  it('shows a rental with what a renter needs, and none of a buyer’s sections', async () => {
    // A condo for rent: its type is a condo's, its sale mode says it is rented.
    const rental = pick((l) => l.saleMode === 'forRent' && l.typeId === 160 && l.rent !== null, 'condo for rent');
    await renderWithProviders(undefined, { route: rental.detailUrl });
    await heading();
    screen.getByText('For rent');
    expect(screen.getAllByText(`${formatPrice(rental.price, 'en')}/mo`).length).toBeGreaterThan(0);
    const terms = screen.getByRole('region', { name: 'Rental terms' });
    within(terms).getByText(`${formatPrice(rental.price, 'en')}/mo`);
    within(terms).getByText(rental.rent!.petsAllowed ? 'Allowed' : 'Not allowed');
    within(terms).getByText(
      {
        yearly: '12-month lease',
        sixMonths: '6-month lease',
        monthToMonth: 'Month to month',
        shortTerm: 'Short term (under 6 months)',
      }[rental.rent!.leaseTerm],
    );
    // No mortgage calculator, sold comparables, market analysis or buyer's tips; not in the sub-navigation either.
    for (const id of ['calculator', 'similar-properties', 'market-analysis']) {
      expect(document.getElementById(id), id).toBeNull();
    }
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(sectionsFor(true).map((id) => `#${id}`));
    expect(within(nav).queryByRole('link', { name: 'Calculator' })).toBeNull();
  });

  it('shows a commercial listing with its business type', async () => {
    const commercial = pick(
      (l) => l.commercial && l.businessType !== null && l.saleMode === 'forSale',
      'commercial listing',
    );
    await renderWithProviders(undefined, { route: `/commercial${commercial.detailUrl}` });
    await heading();
    const details = document.getElementById('details')!;
    within(details).getByText(commercial.businessType!);
  });

  it('keeps a sold listing’s page and says it sold', async () => {
    const sold = pick((l) => l.saleMode === 'sold', 'sold listing');
    await renderWithProviders(undefined, { route: sold.detailUrl });
    const h1 = await heading();
    expect(h1.textContent).toContain(sold.address);
    screen.getByText(/This home has sold/);
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull();
  });

  it('keeps an expired listing’s page and says it is off the market', async () => {
    const house = pick((l) => l.typeId === 100 && l.saleMode === 'forSale', 'house');
    const { data } = defaultDb;
    const detail = detailOf(data.listingById.get(house.listingId)!, data.agents, data.offices, 0, data.today);
    server.use(
      http.get('*/api/v1/properties/:id', () =>
        HttpResponse.json({ data: { result: { ...detail, status: 'Expired' } } }),
      ),
    );
    await renderWithProviders(undefined, { route: house.detailUrl });
    expect((await heading()).textContent).toContain(house.address);
    screen.getByText(/This listing is no longer on the market/);
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull();
  });

  it('answers an id the API does not know with the 404 page, homes in the URL’s city and status 404', async () => {
    await renderWithProviders(undefined, { route: '/on/toronto-real-estate/1-nowhere-street-wp_id99999999-lst' });
    expect((await heading()).textContent).toBe('This listing isn’t available');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404'),
    );
    await screen.findByRole('heading', { name: 'Homes for sale in Toronto' }, { timeout: 10_000 });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('keeps the page and offers a retry when the listing cannot be loaded', async () => {
    const house = pick((l) => l.typeId === 100 && l.saleMode === 'forSale', 'house');
    let fail = true;
    server.use(
      http.get('*/api/v1/properties/:id', () =>
        fail ? HttpResponse.json({ errors: ['Service unavailable.'] }, { status: 400 }) : undefined,
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: house.detailUrl });
    await screen.findByText('We couldn’t load this listing', undefined, { timeout: 10_000 });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await heading()).textContent).toContain(house.address);
  });

  it('prints: key facts, photos, agent and office, a print button, no site header', async () => {
    const house = pick((l) => l.typeId === 100 && l.saleMode === 'forSale' && l.photoCount >= 3, 'house');
    await renderWithProviders(undefined, { route: `/print-listing/${house.listingId}` });
    const h1 = await heading();
    expect(h1.textContent).toContain(house.address);
    screen.getByRole('button', { name: 'Print' });
    screen.getByText('Listed by');
    expect(screen.getAllByRole('img').length).toBe(3);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

// The files as written (importing them would give the build's parsed messages).
const read = (locale: string) =>
  JSON.parse(readFileSync(`translations/${locale}.json`, 'utf8')) as Record<string, string>;
const LABELS = englishDataLabels(read('en'), read('fr'));

/** Renders a dataset listing's French page until its details are in, and returns the page's main element. */
async function frenchPage(listing: ListingCore): Promise<HTMLElement> {
  await renderWithProviders(undefined, { route: `/fr${listing.detailUrl}` });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('[data-group="overview"]')).not.toBeNull(), { timeout: 10_000 });
  return document.querySelector('main')!;
}

describe('a listing page in French shows French data, through the real providers and the demo API', () => {
  it('checks hundreds of English value labels, not a hand-written few', () => {
    expect(LABELS.length).toBeGreaterThan(150);
    expect(LABELS).toEqual(expect.arrayContaining(['Crawl space', 'Semi-detached', 'None', 'Living room']));
  });

  it('a Quebec condo: French values and rooms, and its room count the Quebec way', async () => {
    const condo = pick(
      (l) => l.typeId === 160 && l.saleMode === 'forSale' && l.place.province === 'QC' && l.halfBaths === 0,
      'condo in Quebec',
    );
    const main = await frenchPage(condo);
    expect(englishLabelsIn(textOutsideEnglish(main), LABELS)).toEqual([]);
    // Living room, kitchen, dining room (from two bedrooms or 1,000 sq ft), the bedrooms, and a bathroom.
    const rooms = 2 + (condo.beds! >= 2 || (condo.sqft ?? 0) > 1000 ? 1 : 0) + condo.beds!;
    // (The matcher reads the no-break space as a space.)
    screen.getByText(`${rooms} ½ pièces`);
    expect(screen.getByText('Sous-sol', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Aucun');
  });

  it('an Ontario house: French values, its English description marked as English', async () => {
    const house = pick(
      (l) => l.typeId === 100 && l.saleMode === 'forSale' && l.place.province === 'ON' && l.language === 'en',
      'house in Ontario',
    );
    const main = await frenchPage(house);
    expect(englishLabelsIn(textOutsideEnglish(main), LABELS)).toEqual([]);
    // The description is the listing's own English words, so it is marked, and nothing else is.
    const marked = [...main.querySelectorAll('[lang="en"]')];
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((element) => element.closest('#description') !== null)).toBe(true);
    // No Quebec room count outside Quebec.
    expect(screen.queryByText(/½/)).toBeNull();
  });

  it('a British Columbia rental: French values, pets and parking included', async () => {
    const rental = pick(
      (l) => l.place.province === 'BC' && l.saleMode === 'forRent' && l.beds !== null && l.parking > 0,
      'rental in British Columbia',
    );
    const main = await frenchPage(rental);
    expect(englishLabelsIn(textOutsideEnglish(main), LABELS)).toEqual([]);
    expect(['Animaux acceptés', 'Animaux non acceptés']).toContain(
      main.querySelector('[data-detail="petPolicy"] dd')?.textContent,
    );
    screen.getByText('Type de stationnement', { selector: 'dt' });
  });
});
