// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
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
    server.use(
      http.get('*/api/v1/autocomplete/suggestions', async ({ request }) => {
        const text = new URL(request.url).searchParams.get('text');
        if (text === 'Montr') {
          await delay(600);
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
    await new Promise((resolve) => setTimeout(resolve, 300));
    type(store, 'Calgary');
    await waitFor(() => expect(store.getState().search.status).toBe('done'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(store.getState().search.places.map((p) => p.displayText)).toEqual(['Calgary, AB']);
  });

  it('clears the suggestions when the text is cleared, without asking', async () => {
    const texts = countSuggestionRequests();
    const store = makeStore();
    type(store, 'Halifax');
    type(store, '');
    await new Promise((resolve) => setTimeout(resolve, 300));
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
