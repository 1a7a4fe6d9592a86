// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Pagination } from './Pagination';
import { usePageTurn } from './use-page-turn';

const LAST_PAGE = 4;

/** A list of any kind (a roster, a profile's tab), its page in the URL as `?p=`. */
function PagedList() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const page = Number(new URLSearchParams(search).get('p') ?? 0);
  const { targetRef, onFollow, announcement } = usePageTurn<HTMLHeadingElement>(page, LAST_PAGE);
  return (
    <>
      <h2 ref={targetRef} tabIndex={-1}>
        Agents
      </h2>
      <p role="status">{announcement}</p>
      <button type="button" onClick={() => void navigate('/?p=1')}>
        Elsewhere
      </button>
      <Pagination page={page} lastPage={LAST_PAGE} hrefFor={(p) => `/?p=${p}`} onFollow={onFollow} />
    </>
  );
}

describe('usePageTurn', () => {
  it('moves focus to the list’s top and names the page only when a page link was followed', async () => {
    const { user } = await renderWithProviders(<PagedList />);
    const heading = screen.getByRole('heading', { name: 'Agents' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(document.activeElement).toBe(heading);
    expect(status.textContent).toBe('Page 3 of 5');

    // Enter on a link is a click too.
    within(pages).getByRole('link', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
    expect(status.textContent).toBe('Page 4 of 5');

    // A page reached another way moves nothing and says nothing.
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(document.activeElement).toBe(elsewhere);
    expect(status.textContent).toBe('');
  });
});
