// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { makeStore } from '@/test/stores';
import { server } from '@/mocks/node';
import { searchTextChanged } from './search-slice';

function countSuggestionRequests() {
  const texts: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/autocomplete/suggestions')) texts.push(url.searchParams.get('text') ?? '');
  });
  return texts;
}

afterEach(() => {
  vi.useRealTimers();
});

const type = (store: ReturnType<typeof makeStore>, text: string) =>
  store.dispatch(searchTextChanged({ source: 'test', text, siteCategory: 'residential' }));

describe('suggestion look-up (spec §4: debounced 200 ms, latest wins)', () => {
  it('waits for a pause in typing, then asks once, for the latest text', async () => {
    const texts = countSuggestionRequests();
    const store = makeStore();
    for (const text of ['T', 'To', 'Tor', 'Toro', 'Toronto']) type(store, text);
    await waitFor(() => expect(store.getState().search.status).toBe('done'));
    expect(texts).toEqual(['Toronto']);
    expect(
      store
        .getState()
        .search.places.map((p) => p.displayText)
        .join(' | '),
    ).toMatch(/Toronto/);
    server.events.removeAllListeners();
  });

  it('drops an older answer that arrives after a newer question', async () => {
    let montrealAsked!: () => void;
    const asked = new Promise<void>((resolve) => (montrealAsked = resolve));
    let montrealAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (montrealAnswered = resolve));
    server.use(
      http.get('*/api/v1/autocomplete/suggestions', async ({ request }) => {
        const text = new URL(request.url).searchParams.get('text');
        if (text === 'Montr') {
          montrealAsked();
          await delay(300);
          // Signalled just after the answer is handed to the client, which applies it within a few ticks.
          setTimeout(montrealAnswered, 20);
          return HttpResponse.json({
            data: {
              result: {
                places: [
                  {
                    displayText: 'Montréal, QC',
                    targetUrl: { url: '/qc/montreal-real-estate' },
                    kind: 'city',
                    isQuebec: true,
                  },
                ],
                listings: [],
              },
            },
          });
        }
        return HttpResponse.json({
          data: {
            result: {
              places: [
                {
                  displayText: 'Calgary, AB',
                  targetUrl: { url: '/ab/calgary-real-estate' },
                  kind: 'city',
                  isQuebec: false,
                },
              ],
              listings: [],
            },
          },
        });
      }),
    );
    const store = makeStore();
    type(store, 'Montr');
    // The older question is on the network when the newer one is typed.
    await asked;
    type(store, 'Calgary');
    await waitFor(() => expect(store.getState().search.status).toBe('done'));
    // Checked once the older answer has arrived.
    await answered;
    expect(store.getState().search.places.map((p) => p.displayText)).toEqual(['Calgary, AB']);
  });

  it('clears the suggestions when the text is cleared, without asking', async () => {
    vi.useFakeTimers();
    const texts = countSuggestionRequests();
    const store = makeStore();
    type(store, 'Halifax');
    type(store, '');
    // Past the pause after which "Halifax" would have been asked for.
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    vi.useRealTimers();
    expect(texts).toEqual([]);
    expect(store.getState().search).toMatchObject({ status: 'idle', places: [], listings: [] });
    server.events.removeAllListeners();
  });

  it('marks Quebec places, which open the Quebec modal', async () => {
    const store = makeStore();
    type(store, 'Montréal');
    await waitFor(() => expect(store.getState().search.status).toBe('done'));
    const montreal = store.getState().search.places.find((p) => /Montr/.test(p.displayText));
    expect(montreal?.isQuebec).toBe(true);
  });
});
