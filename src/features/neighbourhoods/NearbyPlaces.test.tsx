// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';
import type { PointOfInterest } from '@/api/contract/places';
import { makeStore } from '@/test/stores';
import { poisNear } from '@/mocks/dataset/neighbourhoods';
import type { ListingCore } from '@/mocks/dataset/listings';
import { defaultDb, errorResponse } from '@/mocks/handlers';
import { dataResponse, route } from '@/mocks/handlers/respond';
import { server } from '@/mocks/node';
import { englishDataWords } from '@/test/french-check';
import { renderWithProviders } from '@/test/render';
import { NearbyPlaces, type NearbyPlacesProps } from './NearbyPlaces';

/** French groups digits and units with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

const propsOf = (listing: ListingCore, withNeighbourhood = true): NearbyPlacesProps['listing'] => ({
  latitude: listing.lat,
  longitude: listing.lng,
  address: listing.address,
  city: listing.place.name,
  province: listing.place.province,
  ...(withNeighbourhood && listing.neighbourhood ? { neighbourhoodId: listing.neighbourhood.neighbourhoodId } : {}),
});

/** Over a kilometre, and not halfway between two tenths (where rounding rules differ). */
const farEnough = (metres: number) => metres >= 1000 && metres % 100 !== 50;

/** A Toronto home in a neighbourhood, with English and French schools and a transit stop over a kilometre away. */
function torontoListing() {
  const listing = defaultDb.data.listings.find((l) => {
    if (l.place.name !== 'Toronto' || !l.neighbourhood) return false;
    const schools = poisNear(l.place, l.lat, l.lng, ['school'], 1500);
    const languages = new Set(schools.map((s) => s.language));
    return (
      languages.size === 2 &&
      schools[0]!.distanceMetres < 990 &&
      poisNear(l.place, l.lat, l.lng, ['transit'], 1500).some((t) => farEnough(t.distanceMetres))
    );
  })!;
  return {
    listing,
    schools: poisNear(listing.place, listing.lat, listing.lng, ['school'], 1500),
    transit: poisNear(listing.place, listing.lat, listing.lng, ['transit'], 1500),
  };
}

async function renderNearby(listing: NearbyPlacesProps['listing'], locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Provider store={makeStore()}>
      <NearbyPlaces listing={listing} headingId="neighbourhood-heading" />
    </Provider>,
    { locale },
  );
}

/** The text of each place in the visible panel, once loaded. */
async function placesShown() {
  const panel = screen.getByRole('tabpanel');
  const items = await within(panel).findAllByRole('listitem');
  return items.map((item) => plain(item.textContent));
}

describe('NearbyPlaces', () => {
  it('lists the schools with grades, language and board, then the transit stops, and links to the neighbourhood', async () => {
    const user = userEvent.setup();
    const { listing, schools, transit } = torontoListing();
    const { container } = await renderNearby(propsOf(listing));
    expect(screen.getByRole('heading', { level: 2, name: 'Neighbourhood' }).id).toBe('neighbourhood-heading');
    expect(screen.getByRole('tab', { name: 'Schools' }).getAttribute('aria-selected')).toBe('true');

    const shown = await placesShown();
    expect(shown).toHaveLength(schools.length);
    const first = schools[0]!;
    // The nearest is under a kilometre: metres, to the nearest ten.
    expect(shown[0]).toBe(
      `1${first.name}Grades ${first.grades!.replace('-', '–')} · ${first.language === 'fr' ? 'French school' : 'English school'} · ${first.board}` +
        `${Math.round(first.distanceMetres / 10) * 10} m · ${Math.ceil(first.distanceMetres / 80)} min walk`,
    );
    const french = schools.findIndex((s) => s.language === 'fr');
    // Toronto's French boards, not a Quebec school-service centre.
    expect(shown[french]).toMatch(/French school · Conseil scolaire (Viamonde|catholique MonAvenir)/);
    expect(shown[schools.findIndex((s) => s.language === 'en')]).toContain('English school');

    await user.click(screen.getByRole('tab', { name: 'Transit' }));
    const stops = await placesShown();
    expect(stops.map((s) => s.replace(/^\d+/, '').split(/\d/)[0])).toEqual(transit.map((t) => t.name));
    expect(stops.every((s) => !s.includes('Grades'))).toBe(true);

    const link = await screen.findByRole('link', { name: `Explore ${listing.neighbourhood!.name}` });
    expect(link.getAttribute('href')).toBe(listing.neighbourhood!.detailUrl);
    // jsdom cannot say when the section nears the viewport: the map stays a sketch, Leaflet never loads.
    expect(document.querySelector('[data-location-map="placeholder"]')).not.toBeNull();
    expect(document.querySelector('.leaflet-container')).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('speaks French: categories, kilometres with a comma, and the neighbourhood link under /fr', async () => {
    const user = userEvent.setup();
    const { listing, schools, transit } = torontoListing();
    await renderNearby(propsOf(listing), 'fr');
    screen.getByRole('heading', { level: 2, name: 'Quartier' });
    const shown = await placesShown();
    // Ontario's grades in French (JK as maternelle 4 ans, grades as ordinals), not the API's codes.
    const frenchGrades = /^\d(.+)(Mat\. 4 ans à [68]e année|[79]e à 12e année) · (Francophone|Anglophone) · /;
    for (const place of shown) expect(place).toMatch(frenchGrades);
    expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(/ · Francophone · Conseil scolaire /)]));
    // An English school's name and board are its own, in English: marked so.
    const panel = screen.getByRole('tabpanel');
    const english = schools.find((s) => s.language === 'en')!;
    expect(within(panel).getByText(english.name).getAttribute('lang')).toBe('en');
    expect(within(panel).getByText(english.board!).getAttribute('lang')).toBe('en');
    expect(englishDataWords(panel, ['Grades', 'Secondary', 'JK', 'K', 'English', 'French', 'school'])).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Transport en commun' }));
    const stops = await placesShown();
    const far = transit.findIndex((t) => farEnough(t.distanceMetres));
    const km = (transit[far]!.distanceMetres / 1000).toFixed(1).replace('.', ',');
    expect(stops[far]).toContain(`${km} km · ${Math.ceil(transit[far]!.distanceMetres / 80)} min à pied`);

    const link = await screen.findByRole('link', { name: `Découvrir ${listing.neighbourhood!.name}` });
    expect(link.getAttribute('href')).toBe(`/fr${listing.neighbourhood!.detailUrl}`);
  });

  it('links to the city’s page when the home has no neighbourhood', async () => {
    const listing = defaultDb.data.listings.find((l) => l.place.name === 'Toronto')!;
    await renderNearby(propsOf(listing, false));
    expect((await screen.findByRole('link', { name: 'Explore Toronto' })).getAttribute('href')).toBe(
      '/on/toronto-real-estate',
    );
  });

  it('says when a category has nothing nearby, and offers to try again when a call fails', async () => {
    const user = userEvent.setup();
    const { listing } = torontoListing();
    server.use(
      http.get(route(API.schools), () => errorResponse(400, 'Schools are out'), { once: true }),
      http.get(route(API.poi), () => dataResponse<ResultOf<PointOfInterest[]>>({ result: [] })),
    );
    await renderNearby(propsOf(listing));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the places nearby.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await placesShown()).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Parks' }));
    await waitFor(() => expect(plain(screen.getByRole('tabpanel').textContent)).toBe('No parks within 1.5 km.'));
  });
});
