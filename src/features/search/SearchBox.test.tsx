// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '@/domain/search-text';
import { renderWithProviders } from '@/test/render';

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
