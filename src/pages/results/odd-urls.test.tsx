// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation, useNavigationType } from 'react-router-dom';
import { App } from '@/app/App';
import { normaliseResultsQuery, MAX_RESULTS_PAGE } from '@/features/search/results-query';
import { renderWithProviders } from '@/test/render';

function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="navigation">{type}</output>
    </>
  );
}

const TORONTO_AREA = '43.9,-79.1,43.5,-79.6';

describe('odd but plausible results URLs are searched in their valid form', () => {
  it.each([
    ['?pageNumber=-1', ''],
    ['?pageNumber=abc', ''],
    ['?pageNumber=1', ''],
    ['?pageNumber=2.5', ''],
    ['?pageNumber=007', '?pageNumber=7'],
    ['?pageNumber=900', `?pageNumber=${MAX_RESULTS_PAGE}`],
    ['?pageNumber=1e9', ''],
    ['?zoom=1.5', ''],
    ['?lat=91&lng=720&zoom=99', ''],
    [`?bounds=${TORONTO_AREA}&zoom=1.5`, `?bounds=${encodeURIComponent(TORONTO_AREA)}&zoom=2`],
    [`?bounds=${TORONTO_AREA}&zoom=99`, `?bounds=${encodeURIComponent(TORONTO_AREA)}&zoom=22`],
    [`?bounds=${TORONTO_AREA}`, ''],
    ['?bounds=1,2,3,4&zoom=9', ''],
    ['?nearMe=true&zoom=10.4', '?nearMe=true&zoom=10'],
    ['?utm_source=mail&pageNumber=abc&beds=2', '?utm_source=mail&beds=2'],
    [`?keywords=${'a'.repeat(10_000)}`, `?keywords=${'a'.repeat(200)}`],
  ])('%#: %.60s becomes "%.60s"', (search, expected) => {
    expect(normaliseResultsQuery(search)).toBe(expected);
  });

  it.each([
    '',
    '?pageNumber=3',
    `?bounds=${encodeURIComponent(TORONTO_AREA)}&zoom=11`,
    '?nearMe=true&zoom=10',
    '?beds=2',
  ])('%s is left alone', (search) => {
    expect(normaliseResultsQuery(search)).toBeNull();
  });

  it.each([
    // All of Canada has more than the 10,000 results the API serves: its last page is the last one served.
    ['/find-real-estate?pageNumber=900', new RegExp(`^\\?pageNumber=${MAX_RESULTS_PAGE}$`)],
    ['/on/toronto-real-estate?pageNumber=900', /^\?pageNumber=\d+$/],
    ['/on/toronto-real-estate?pageNumber=-1', /^$/],
    ['/fr/on/toronto-real-estate?pageNumber=abc', /^$/],
    ['/find-real-estate?zoom=1.5', /^$/],
    ['/on/toronto-real-estate?lat=91&lng=720&zoom=99', /^$/],
  ])('%s shows listings and corrects the address bar in place', { timeout: 30_000 }, async (path, expected) => {
    await renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
      { route: path },
    );
    const shown = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    // Page 900 is first searched as the last page the API serves, then as the search's own last page.
    if (path.includes('toronto-real-estate?pageNumber=900'))
      await waitFor(() => expect(Number(shown().get('pageNumber'))).toBeLessThan(MAX_RESULTS_PAGE), {
        timeout: 15_000,
      });
    await waitFor(() => expect(screen.queryAllByRole('article').length).toBeGreaterThan(0), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toMatch(expected));
    expect(screen.getByTestId('navigation').textContent).toBe('REPLACE');
    expect(document.body.textContent).not.toMatch(/couldn’t load|impossible de charger/i);
  });
});
