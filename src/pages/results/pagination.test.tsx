// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from 'react-router-dom';
import { App } from '@/app/App';
import { mediaQueryList } from '@/test/media';
import { renderWithProviders } from '@/test/render';

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

const cards = () => screen.queryAllByRole('article');
const search = () => screen.getByTestId('search').textContent;
const results = () => screen.getByRole('region', { name: 'Listings' });
const pageStatus = () => within(results()).getByRole('status');

/** The visitor's motion preference, as `matchMedia('(prefers-reduced-motion: reduce)')` answers it. */
function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduce && query.includes('prefers-reduced-motion')),
  );
}

async function openResults(route = '/on/toronto-real-estate', pagesName = 'Pages of results') {
  const rendered = await renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route },
  );
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  const pages = screen.getByRole('navigation', { name: pagesName });
  const last = Number(within(pages).getAllByRole('link').at(-2)?.textContent);
  return { ...rendered, pages, last };
}

describe('a new page of results', () => {
  // jsdom lays nothing out and has no scrollIntoView: record where the page asks the view to go.
  const scrolled: { element: Element; options: ScrollIntoViewOptions | boolean | undefined }[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
      scrolled.push({ element: this, options });
    };
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    vi.restoreAllMocks();
  });

  it('after "Next page", starts at the top of the results, focus and view, and says which page it is', async () => {
    preferReducedMotion(false);
    const { user, pages, last } = await openResults();
    expect(last).toBeGreaterThan(2);
    // The first load moves nothing and announces nothing.
    expect(document.activeElement).not.toBe(results());
    expect(scrolled).toEqual([]);
    expect(pageStatus().textContent).toBe('');

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(search()).toBe('?pageNumber=2'));
    await waitFor(() => expect(document.activeElement).toBe(results()));
    expect(pageStatus().textContent).toBe(`Page 2 of ${last}`);
    expect(scrolled).toEqual([{ element: results(), options: { block: 'start', behavior: 'smooth' } }]);

    // Any page number does the same.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages of results' })).getByRole('link', { name: 'Page 4' }),
    );
    await waitFor(() => expect(search()).toBe('?pageNumber=4'));
    await waitFor(() => expect(pageStatus().textContent).toBe(`Page 4 of ${last}`));
    expect(document.activeElement).toBe(results());
    expect(scrolled).toHaveLength(2);
  });

  it('in French too: the focus moves to the listings and the page is announced in French', async () => {
    preferReducedMotion(false);
    const { user, pages, last } = await openResults('/fr/on/toronto-real-estate', 'Pages de résultats');
    await user.click(within(pages).getByRole('link', { name: 'Page suivante' }));
    const list = screen.getByRole('region', { name: 'Propriétés' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(within(list).getByRole('status').textContent).toBe(`Page 2 sur ${last}`);
  });

  it('jumps without smooth scrolling when the visitor asked for less motion', async () => {
    preferReducedMotion(true);
    const { user, pages, last } = await openResults('/on/toronto-real-estate?pageNumber=3');
    await user.click(within(pages).getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(search()).toBe('?pageNumber=2'));
    await waitFor(() => expect(document.activeElement).toBe(results()));
    expect(pageStatus().textContent).toBe(`Page 2 of ${last}`);
    expect(scrolled).toEqual([{ element: results(), options: { block: 'start', behavior: 'auto' } }]);
  });

  it('does not move when a new sort brings the search back to page 1, nor on going back', async () => {
    preferReducedMotion(false);
    const { user, pages } = await openResults('/on/toronto-real-estate?pageNumber=2');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, '4');
    await waitFor(() => expect(search()).toBe('?sort=4'));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(document.activeElement).toBe(sort);
    expect(scrolled).toEqual([]);
    expect(pageStatus().textContent).toBe('');

    // A page link moves; the browser's back button, which also changes the page, does not.
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(document.activeElement).toBe(results()));
    expect(scrolled).toHaveLength(1);
    sort.focus();
    // Clicked without moving focus, as the browser's own button would.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(search()).toBe('?sort=4'));
    expect(document.activeElement).toBe(sort);
    expect(scrolled).toHaveLength(1);
    expect(pageStatus().textContent).toBe('');
  });
});
