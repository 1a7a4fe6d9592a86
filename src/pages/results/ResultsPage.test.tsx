// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { App } from '@/app/App';
import { inBounds, parseBounds } from '@/domain/geometry';
import { FILTER_GROUPS, listingTypeMessages, propertyCategoryMessages } from '@/domain/listing-types';
import { createDataset } from '@/mocks/dataset';
import { server } from '@/mocks/node';
import { PROPERTY_TYPE_SLUGS, type PropertyTypeSlug } from '@/routing/route-table';
import { renderWithProviders } from '@/test/render';

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

/** A browser whose location answers with a position or an error code (1 denied, 2 unavailable). */
function fakeGeolocation(answer: { lat: number; lng: number } | number) {
  const asked: number[] = [];
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      asked.push(Date.now());
      setTimeout(() => {
        if (typeof answer === 'number') {
          failure?.({ code: answer, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
        } else {
          success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
        }
      }, 20);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return asked;
}

const cards = () => screen.queryAllByRole('article');

describe('searching for homes, through the real providers and the demo API', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('offers suggested searches before anything is typed, in the page’s language and category', async () => {
    const { user } = await renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
      { route: '/fr/luxury' },
    );
    await screen.findByRole('heading', { level: 1 });
    const box = screen.getByRole('combobox', { name: /^Rechercher par ville/ });
    await user.click(box);
    const group = await screen.findByRole('group', { name: 'Recherches suggérées' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Bientôt sur le marché',
      'Près de chez moi',
      'Condos près de chez moi',
      'Toronto, ON',
      'Halifax, NS',
      'Hamilton, ON',
      'Calgary, AB',
      'Edmonton, AB',
      'Vancouver, BC',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // Typing replaces them with what the text finds.
    await user.type(box, 'Calg');
    await screen.findByRole('option', { name: /^Calgary/ });
    expect(screen.queryByRole('group', { name: 'Recherches suggérées' })).toBeNull();
    await user.clear(box);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/luxury/find-real-estate'));
    expect(screen.getByTestId('search').textContent).toBe('?nearMe=true');
  });

  it('searches near the visitor once the browser gives a position, and keeps it in the URL', async () => {
    const asked = fakeGeolocation({ lat: 43.6532, lng: -79.3832 });
    await renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
      { route: '/find-real-estate?condo=true&nearMe=true' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Condos for sale near you' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain('bounds='));
    const query = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(query)).toMatchObject({ condo: 'true', nearMe: 'true', zoom: '11' });
    // The area around the position, as the map will show it: no assumed screen size.
    const area = parseBounds(query.get('bounds'));
    expect(area && inBounds(43.6532, -79.3832, area)).toBe(true);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) {
      within(card).getByText('Condo');
      expect(card.textContent).toMatch(
        /(Toronto|Mississauga|Etobicoke|Scarborough|North York|Willowdale|East York|York|Thornhill|Richmond Hill|Vaughan|Markham|Brampton|Pickering), ON$/,
      );
    }
    expect(asked).toHaveLength(1);
  });

  it('says why when the position is refused, searches Canada instead, and can ask again', async () => {
    const asked = fakeGeolocation(1);
    const { user } = await renderWithProviders(undefined, { route: '/fr/find-real-estate?nearMe=true' });
    await screen.findByRole('heading', { level: 1, name: 'Propriétés à vendre près de chez vous' });
    await screen.findByText(/^Nous n’avons pas pu utiliser votre position/);
    await waitFor(() => expect(cards().length).toBe(12));
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('names a near-me search by its category and property type', async () => {
    fakeGeolocation(2);
    await renderWithProviders(undefined, { route: '/luxury/find-real-estate?condo=true&nearMe=true' });
    await screen.findByRole('heading', { level: 1, name: 'Luxury condos near you' });
    await screen.findByText(/^Your location isn’t available right now/);
  });

  it('finds Toronto from the home page search box and lands on its results', async () => {
    const { user } = await renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
      { route: '/' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Find the home that fits your life' });
    const box = within(screen.getByRole('tabpanel')).getByRole('combobox');
    await user.type(box, 'Toronto');
    const option = await screen.findByRole('option', { name: /^Toronto/ });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    // The navigation is a transition that suspends on the results page's lazy chunk; an awaited act lets
    // React retry it in the test environment.
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    // The results page itself is checked below and in the browser tests; here, where the choice leads.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/on/toronto-real-estate'));
  });

  it('shows the city page with a page of 12 listings and the count', async () => {
    await renderWithProviders(undefined, { route: '/on/toronto-real-estate' });
    await screen.findByRole('heading', { level: 1, name: 'Toronto, Ontario real estate: homes for sale' });
    await waitFor(() => expect(cards().length).toBe(12));
    screen.getByText(/^\d[\d,]* listings$/);
    screen.getByRole('navigation', { name: 'Pages of results' });
  });

  it('searches exactly the map area a shared link names', async () => {
    const asked: URLSearchParams[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (/\/listings\/(gallery|active)$/.test(url.pathname)) asked.push(url.searchParams);
    };
    server.events.on('request:start', listen);
    try {
      const area = '43.70,-79.30,43.62,-79.45';
      await renderWithProviders(undefined, { route: `/on/toronto-real-estate?bounds=${area}&zoom=13` });
      // Toronto's page, searched by the area the visitor had on the map: the title says so, and a link
      // leads back to all of Toronto.
      await screen.findByRole('heading', { level: 1, name: 'Homes for sale in the map area' });
      expect((await screen.findByRole('link', { name: 'Search all of Toronto again' })).getAttribute('href')).toBe(
        '/on/toronto-real-estate',
      );
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      expect(asked.at(-1)?.get('bounds')).toBe('43.7,-79.3,43.62,-79.45');
      expect(asked.at(-1)?.get('zoom')).toBe('13');
      expect(JSON.parse(asked.at(-1)?.get('filters') ?? '{}')).not.toHaveProperty('city');
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('ignores a malformed area in a link and searches the page’s place', async () => {
    await renderWithProviders(undefined, { route: '/on/toronto-real-estate?bounds=1,2,nope&zoom=99' });
    await waitFor(() => expect(cards().length).toBe(12));
    screen.getByText(/^\d[\d,]* listings$/);
  });

  it('selects the property type a URL names, and every card is of that type', async () => {
    await renderWithProviders(undefined, { route: '/bc/vancouver-condos-for-sale' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Condos for sale in Vancouver, British Columbia' }));
    await waitFor(() => expect(cards().length).toBe(12));
    for (const card of cards()) within(card).getByText('Condo');
  });

  it('shows only open houses on an open-houses page', async () => {
    await renderWithProviders(undefined, { route: '/ns/halifax-open-houses' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) within(card).getByText('Open House');
  });

  it('searches a neighbourhood page of the dataset by the area around it', async () => {
    const neighbourhood = createDataset().neighbourhoods.find((n) => n.place.slug === 'toronto')!;
    const asked: URLSearchParams[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/listings/gallery')) asked.push(url.searchParams);
    };
    server.events.on('request:start', listen);
    try {
      await renderWithProviders(undefined, { route: neighbourhood.detailUrl });
      await waitFor(() => expect(asked.length).toBeGreaterThan(0));
      const area = parseBounds(asked.at(-1)?.get('bounds'));
      expect(area && inBounds(neighbourhood.lat, neighbourhood.lng, area)).toBe(true);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('opens the Quebec modal for a Quebec place instead of navigating', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/luxury' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('combobox', { name: /^Search by city/ }), 'Montréal');
    await user.click(await screen.findByRole('option', { name: /^Montréal/ }));
    await screen.findByRole('heading', { name: 'Searching in Quebec?' });
    screen.getByRole('heading', { level: 1, name: 'Exceptional homes, presented with discretion' });
  });

  it('says when nothing is found, and clears the search text with Escape', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/fr/commercial' });
    await screen.findByRole('heading', { level: 1 });
    const box = screen.getByRole('combobox', { name: /^Rechercher par ville/ });
    await user.type(box, 'Zzqxv');
    const list = screen.getByRole('listbox', { hidden: true });
    await within(list).findByText('Aucun résultat n’est disponible.');
    await user.keyboard('{Escape}{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('filters to condos with 2+ bedrooms, and every card obeys', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/on/toronto-real-estate' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'All filters' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Condo' }));
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Bedrooms' })).getByRole('radio', { name: '2+' }),
    );
    // Before applying, the panel counts what the draft finds.
    const show = await within(dialog).findByRole('button', { name: /^Show [\d,]+ homes$/ });
    const expected = Number(/[\d,]+/.exec(show.textContent ?? '')![0].replace(/,/g, ''));
    await act(async () => {
      await user.click(show);
    });
    await screen.findByRole('button', { name: 'All filters (2)' });
    await waitFor(() =>
      expect(screen.getByText(/^\d[\d,]* listings$/).textContent).toBe(`${expected.toLocaleString('en-CA')} listings`),
    );
    // Each applied filter is a chip that removes it.
    screen.getByRole('button', { name: 'Remove filter: 2+ beds' });
    // The list says it is busy until the filtered page is shown.
    const list = within(screen.getByRole('region', { name: 'Listings' })).getAllByRole('list')[0]!;
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) {
      within(card).getByText('Condo');
      expect(Number(card.getAttribute('data-beds'))).toBeGreaterThanOrEqual(2);
    }
  });

  it('asks a signed-out visitor to sign in to save a favourite', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/fr/on/toronto-real-estate' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const heart = within(cards()[0]!).getByRole('button', { name: /^Ajouter .* à mes favoris$/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    // Kept in this browser at once (ours), and the drawer invites the visitor to keep it in an account.
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('heading', { name: 'Connectez-vous ou créez un compte' });
  });

  it('sorts by price, high to low', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/bc/vancouver-real-estate' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const first = cards()[0]!.getAttribute('data-listing-id');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '4');
    const prices = () => cards().map((c) => Number(c.querySelector('[data-price]')?.getAttribute('data-price')));
    await waitFor(() => expect(cards()[0]!.getAttribute('data-listing-id')).not.toBe(first));
    await waitFor(() => expect([...prices()].sort((a, b) => b - a)).toEqual(prices()));
  });
});

describe('a search is what its URL says, however it was reached', () => {
  const withProbe = (
    <>
      <App />
      <LocationProbe />
    </>
  );
  // A card names its property category, or for a group of types (duplexes and multiplexes) the type.
  const typeNames = (slug: PropertyTypeSlug): string[] => [
    propertyCategoryMessages[PROPERTY_TYPE_SLUGS[slug]].defaultMessage,
    ...FILTER_GROUPS[PROPERTY_TYPE_SLUGS[slug]].map((id) => listingTypeMessages[id].defaultMessage),
  ];

  it('every property-type page of a city selects its type, and every card is of it', async () => {
    for (const slug of ['houses', 'condos', 'townhouses', 'duplexes'] as const) {
      const { unmount } = await renderWithProviders(undefined, { route: `/on/toronto-${slug}-for-sale` });
      await waitFor(() => expect(cards().length).toBe(12));
      for (const card of cards()) expect(typeNames(slug)).toContain(card.querySelector('.listing-type')?.textContent);
      unmount();
    }
  });

  it('shows a type page’s type checked in the filters; unchecking it leads to the city’s page', async () => {
    const { user } = await renderWithProviders(withProbe, { route: '/bc/vancouver-condos-for-sale' });
    await waitFor(() => expect(cards().length).toBe(12));
    await user.click(screen.getByRole('button', { name: /^All filters/ }));
    const panel = await screen.findByRole('dialog');
    const condo = within(panel).getByRole('checkbox', { name: 'Condo' });
    expect((condo as HTMLInputElement).checked).toBe(true);
    await user.click(condo);
    await act(async () => {
      await user.click(within(panel).getByRole('button', { name: /^Show/ }));
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bc/vancouver-real-estate'));
    await screen.findByRole('heading', { level: 1, name: 'Vancouver, British Columbia real estate: homes for sale' });
    await waitFor(() => expect(cards().length).toBe(12));
    expect(new Set(cards().map((card) => card.querySelector('.listing-type')?.textContent)).size).toBeGreaterThan(1);
  });

  it('searches rentals from the home page’s Rent tab, and says so in the title and the prices', async () => {
    const { user } = await renderWithProviders(withProbe, { route: '/' });
    await user.click(await screen.findByRole('tab', { name: 'Rent' }));
    const box = within(screen.getByRole('tabpanel')).getByRole('combobox');
    await user.type(box, 'Toronto');
    await screen.findByRole('option', { name: /^Toronto/ });
    await act(async () => {
      await user.keyboard('{ArrowDown}{Enter}');
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/on/toronto-real-estate'));
    expect(screen.getByTestId('search').textContent).toBe('?rentalsOnly=true');
    await screen.findByRole('heading', { level: 1, name: 'Rentals in Toronto, Ontario' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) expect(card.querySelector('.listing-price')?.textContent).toMatch(/\/mo(?!nth)/);
  });

  it('has a rentals page of its own in both languages', async () => {
    await renderWithProviders(undefined, { route: '/fr/on/toronto-homes-for-rent' });
    await screen.findByRole('heading', { level: 1, name: 'Logements à louer à Toronto (Ontario)' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards()) expect(card.querySelector('.listing-price')?.textContent).toMatch(/\/mois/);
  });

  it('names the searched place in the header’s search box', async () => {
    await renderWithProviders(undefined, { route: '/on/toronto-real-estate' });
    await waitFor(() => expect(cards().length).toBe(12));
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: /^Search by city/ });
    await waitFor(() => expect(box.value).toBe('Toronto'));
  });

  it('keeps title, count and results on the map’s area in both views, and can go back to the city', async () => {
    // Where a visitor is after zooming the map out and going back to the gallery: the URL keeps the area.
    const { user } = await renderWithProviders(withProbe, {
      route: '/on/toronto-real-estate?bounds=44.2,-78.6,43.2,-80.2&zoom=9',
    });
    await screen.findByRole('heading', { level: 1, name: 'Homes for sale in the map area' });
    await waitFor(() => expect(cards().length).toBe(12));
    const areaCount = screen.getByText(/^\d[\d,]* listings( ·|$)/).textContent;
    // The map view searches the same area under the same title.
    // The view changes as a transition that waits for the map's lazy chunk (slow to compile in tests).
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Map' }));
    });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain('view=map'), { timeout: 20_000 });
    expect(screen.getByTestId('search').textContent).toContain('bounds=');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Homes for sale in the map area');
    await act(async () => {
      await user.click(screen.getByRole('link', { name: 'Search all of Toronto again' }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Toronto, Ontario real estate: homes for sale' });
    expect(screen.getByTestId('search').textContent).not.toContain('bounds');
    await waitFor(() => expect(screen.getByText(/^\d[\d,]* listings( ·|$)/).textContent).not.toBe(areaCount));
  });
});
