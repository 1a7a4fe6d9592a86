// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRIES } from '@/api/base-api';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { SEARCH_TEXT_MAX } from '@/domain/search-text';
import { SUGGESTIONS_PAGE_SIZE } from '@/domain/sorting';
import { server } from '@/mocks/node';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { renderWithProviders } from '@/test/render';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SearchBox } from './SearchBox';
import { searchShown } from './search-slice';
import { suggestionsApi } from './suggestions-endpoints';

const LONG = 'condo '.repeat(2_000).slice(0, 10_000);
/** Every box a visitor types a search into: the header's and the page's own. */
const searchBoxes = () =>
  screen.getAllByRole('combobox', { name: /^(Search by city|Rechercher par ville)/, hidden: true });

describe('search boxes take at most 200 characters', () => {
  it.each(['/', '/fr/commercial'])('on %s, a 10,000-character paste is cut to 200', async (path) => {
    const { user } = await renderWithProviders(undefined, { route: path });
    await screen.findByRole('heading', { level: 1 });
    const boxes = searchBoxes();
    expect(boxes.length).toBeGreaterThanOrEqual(1);
    for (const box of boxes as HTMLInputElement[]) {
      expect(box.maxLength).toBe(SEARCH_TEXT_MAX);
      await user.click(box);
      await user.paste(LONG);
      expect(box.value.length).toBe(SEARCH_TEXT_MAX);
      await user.clear(box);
    }
  });

  it('a results link with 10,000 characters of keywords searches and shows the first 200', async () => {
    await renderWithProviders(undefined, { route: `/find-real-estate?keywords=${encodeURIComponent(LONG)}` });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      const header = searchBoxes()[0] as HTMLInputElement;
      expect(header.value).toBe(LONG.slice(0, SEARCH_TEXT_MAX));
    });
  });

  it('the agent and office rosters cut their name search too', async () => {
    await renderWithProviders(undefined, { route: '/agents' });
    const box = await screen.findByRole<HTMLInputElement>('searchbox', {}, { timeout: 10_000 });
    expect(box.maxLength).toBeGreaterThan(0);
    expect(box.maxLength).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
  });
});

/** The texts of the suggestion look-ups sent from now on; `stop` stops listening. */
function suggestionRequests() {
  const texts: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/autocomplete/suggestions')) texts.push(url.searchParams.get('text') ?? '');
  };
  server.events.on('request:start', listen);
  return { texts, stop: () => server.events.removeListener('request:start', listen) };
}

/** One search box on the home page (English or French), alone, with the page's route and a navigate spy. */
async function renderBox(
  variant: 'hero' | 'header' = 'hero',
  { locale = 'en', preset }: { locale?: 'en' | 'fr'; preset?: Record<string, string> } = {},
) {
  const navigate = vi.fn();
  const pathname = locale === 'fr' ? '/fr' : '/';
  const route = { ...resolveRoute(pathname, ''), pathname, search: '', navigate };
  const view = await renderWithProviders(
    <RouteContext value={route}>
      <SearchBox variant={variant} preset={preset} />
    </RouteContext>,
    { locale },
  );
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: /^(Search by city|Rechercher par ville)/ });
  return { ...view, navigate, box };
}

/** Keystrokes with no time between them (user-event waits on timers, which these tests hold still). */
function typeQuickly(box: HTMLElement, text: string, from = '') {
  for (let i = from.length + 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
}

/**
 * Holds the clock the debounce reads. Only `setTimeout`: the store's batched notifications (on animation
 * frames) and the demo API's answers go on in real time, as they would between keystrokes.
 */
const holdTheClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const listbox = () => screen.getByRole('listbox', { hidden: true });
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent);

/** The store's entry for the look-up of a text on the home page. */
const lookUpOf = (text: string) =>
  suggestionsApi.endpoints.suggestions.select({ text, siteCategory: 'residential', size: SUGGESTIONS_PAGE_SIZE });

const city = (displayText: string, url: string, isQuebec = false) => ({
  displayText,
  targetUrl: { url },
  kind: 'city',
  isQuebec,
});

describe('suggestions while typing (spec §4: looked up after a 200 ms pause, the latest text wins)', () => {
  let requests: ReturnType<typeof suggestionRequests>;
  let asked: string[];
  beforeEach(() => {
    requests = suggestionRequests();
    asked = requests.texts;
  });
  afterEach(() => {
    requests.stop();
    vi.useRealTimers();
  });

  it('waits for a 200 ms pause in typing, then asks once, for the latest text', async () => {
    holdTheClock();
    const { box, store } = await renderBox();
    const lookUp = (text: string) => lookUpOf(text)(store.getState()).status;
    act(() => box.focus());
    typeQuickly(box, 'Tor');
    await advance(SEARCH_DEBOUNCE_MS - 50);
    // A keystroke within the pause starts it again.
    typeQuickly(box, 'Toronto', 'Tor');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(lookUp('Tor')).toBe('uninitialized');
    expect(lookUp('Toronto')).toBe('uninitialized');
    expect(asked).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await advance(1);
    // Asked at 200 ms exactly (the demo API may even have answered already).
    expect(lookUp('Toronto')).not.toBe('uninitialized');
    vi.useRealTimers();
    const group = await screen.findByRole('group', { name: 'Places' });
    expect(within(group).getAllByRole('option')[0]?.textContent).toMatch(/^Toronto/);
    expect(asked).toEqual(['Toronto']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // The count is announced to screen readers.
    await screen.findByText(/^\d+ suggestions?\. Use the up and down arrows/);
  });

  it('never lets an older answer that arrives late replace the newer one', async () => {
    let montrealAsked!: () => void;
    const montrealOnItsWay = new Promise<void>((resolve) => (montrealAsked = resolve));
    server.use(
      http.get('*/api/v1/autocomplete/suggestions', async ({ request }) => {
        if (new URL(request.url).searchParams.get('text') === 'Montr') {
          montrealAsked();
          await delay(300);
          return HttpResponse.json({
            data: { result: { places: [city('Montréal, QC', '/qc/montreal-real-estate', true)], listings: [] } },
          });
        }
        return HttpResponse.json({
          data: { result: { places: [city('Calgary, AB', '/ab/calgary-real-estate')], listings: [] } },
        });
      }),
    );
    const { box, store } = await renderBox();
    act(() => box.focus());
    typeQuickly(box, 'Montr');
    // The older question is on the network when the newer one is typed.
    await montrealOnItsWay;
    typeQuickly(box, 'Calgary');
    await screen.findByRole('option', { name: 'Calgary, AB' });
    // The older answer has arrived (RTK Query keeps it under its own text) and changes nothing on screen.
    await waitFor(() => expect(lookUpOf('Montr')(store.getState()).status).toBe('fulfilled'));
    expect(optionNames()).toEqual(['Calgary, AB']);
    expect(asked).toEqual(['Montr', 'Calgary']);
  });

  it('asks nothing for text cleared within the pause, and clearing takes an answer away', async () => {
    holdTheClock();
    const { box, user } = await renderBox();
    act(() => box.focus());
    typeQuickly(box, 'Halifax');
    fireEvent.change(box, { target: { value: '' } });
    // Well past the pause after which "Halifax" would have been asked for.
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Places' })).toBeNull();
    vi.useRealTimers();

    await user.type(box, 'Halifax');
    await screen.findByRole('group', { name: 'Places' });
    await user.clear(box);
    // At once: the empty box offers the suggested searches again, and none of the answer.
    expect(screen.queryByRole('group', { name: 'Places' })).toBeNull();
    screen.getByRole('group', { name: 'Suggested searches' });
    expect(asked).toEqual(['Halifax']);
  });

  it('says when suggestions cannot be had, and asks again for the next text', async () => {
    server.use(
      http.get('*/api/v1/autocomplete/suggestions', () => HttpResponse.json({ errors: ['Down'] }, { status: 503 })),
    );
    const { box, user } = await renderBox();
    await user.type(box, 'Toronto');
    await within(listbox()).findByText('Suggestions are unavailable right now. You can still search.');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual([]);
    // Reads are tried again before the failure is shown (base-api.ts).
    expect(asked.length).toBe(1 + MAX_RETRIES);
    server.resetHandlers();
    await user.type(box, ' ON');
    await screen.findByRole('option', { name: /^Toronto/ });
    expect(screen.queryByText(/^Suggestions are unavailable/)).toBeNull();
  });

  it('is a combobox the arrows walk through, and Enter goes where the chosen suggestion leads', async () => {
    const { box, user, navigate } = await renderBox();
    await user.type(box, 'Toronto');
    const options = await within(await screen.findByRole('group', { name: 'Places' })).findAllByRole('option');
    expect(box.getAttribute('aria-controls')).toBe(listbox().id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    // Up from the first option is the text field again.
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/on/toronto-real-estate');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // The choice made, the box offers nothing more until typed in, even when focused again.
    await user.tab();
    await user.click(box);
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes Enter within the pause as the place the last answer named', async () => {
    const { box, user, navigate } = await renderBox();
    await user.type(box, 'Toron');
    await screen.findByRole('option', { name: /^Toronto/ });
    // "to" and Enter in the same instant: no answer for "Toronto" yet, and "Toronto, ON" still fits it.
    await user.type(box, 'to{Enter}');
    expect(navigate).toHaveBeenCalledWith('/on/toronto-real-estate');
  });

  it('opens the Quebec modal for a Quebec place instead of navigating, with the place’s own page', async () => {
    const { box, user, navigate, store } = await renderBox();
    await user.type(box, 'Montréal');
    await user.click(await screen.findByRole('option', { name: /^Montréal/ }));
    const quebec = store.getState().overlays.quebec;
    expect(quebec.open).toBe(true);
    // Where choosing it would have gone: the modal offers it after the partner site.
    expect(quebec.choice).toEqual({ place: 'Montréal, QC', to: '/qc/montreal-real-estate', listing: false });
    expect(navigate).not.toHaveBeenCalled();
    // Not a recent search: following that link would skip the modal.
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('gives the Quebec modal the page as any result would go to it: in French, with the Rent tab’s preset', async () => {
    const { box, user, navigate, store } = await renderBox('hero', { locale: 'fr', preset: { rentalsOnly: 'true' } });
    await user.type(box, 'Montréal');
    await user.click(await screen.findByRole('option', { name: /^Montréal/ }));
    expect(store.getState().overlays.quebec.choice).toEqual({
      place: 'Montréal, QC',
      to: '/fr/qc/montreal-real-estate?rentalsOnly=true',
      listing: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells the Quebec modal when the Quebec result is one listing, with the listing’s page', async () => {
    server.use(
      http.get('*/api/v1/autocomplete/suggestions', () =>
        HttpResponse.json({
          data: {
            result: {
              places: [],
              listings: [
                {
                  displayText: '12 Rue Saint-Paul, Montréal, QC',
                  targetUrl: { url: '/qc/montreal/12-rue-saint-paul/c123_lst' },
                  kind: 'address',
                  isQuebec: true,
                },
              ],
            },
          },
        }),
      ),
    );
    const { box, user, store } = await renderBox();
    await user.type(box, '12 Rue Saint');
    await user.click(await screen.findByRole('option', { name: /^12 Rue Saint-Paul/ }));
    expect(store.getState().overlays.quebec.choice).toEqual({
      place: '12 Rue Saint-Paul, Montréal, QC',
      to: '/qc/montreal/12-rue-saint-paul/c123_lst',
      listing: true,
    });
  });

  it('does not look up the search the header box names for the page', async () => {
    holdTheClock();
    const { box, store } = await renderBox('header');
    act(() => {
      store.dispatch(searchShown('Toronto'));
    });
    expect(box.value).toBe('Toronto');
    fireEvent.focus(box);
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(asked).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
