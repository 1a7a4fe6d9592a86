// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFilters } from '@/domain/filters';
import type { SiteCategory } from '@/domain/site';
import { renderWithProviders } from '@/test/render';
import { FilterChips } from './FilterChips';

/** The page's part: it keeps the filters, and has a filters button for focus to land on. */
async function setup(initial: SearchFilters, category: SiteCategory = 'residential', locale: 'en' | 'fr' = 'en') {
  const onChange = vi.fn<(filters: SearchFilters) => void>();
  function Page() {
    const [filters, setFilters] = useState(initial);
    const filtersButton = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button ref={filtersButton} type="button">
          Filters
        </button>
        <FilterChips
          filters={filters}
          category={category}
          emptyFocusRef={filtersButton}
          onChange={(next) => {
            onChange(next);
            setFilters(next);
          }}
        />
      </>
    );
  }
  const result = await renderWithProviders(<Page />, { locale });
  return { onChange, ...result };
}

const chipNames = () =>
  screen.queryAllByRole('button', { name: /^Remove filter: / }).map((b) => b.getAttribute('aria-label'));

describe('filter chips', () => {
  it('name each applied filter, a min/max pair as one', async () => {
    await setup({
      priceMin: 300_000,
      priceMax: 600_000,
      bedsMin: 3,
      condo: true,
      keywords: 'pool',
      listedSinceDays: 7,
    });
    screen.getByRole('list', { name: 'Applied filters' });
    expect(chipNames()).toEqual([
      'Remove filter: Keywords: pool',
      'Remove filter: $300K–$600K',
      'Remove filter: 3+ beds',
      'Remove filter: Condo',
      'Remove filter: Listed in the last 7 days',
    ]);
    screen.getByRole('button', { name: 'Clear all' });
  });

  it('remove a pair together, and move focus to the chip that took its place', async () => {
    const { onChange, user } = await setup({ priceMin: 300_000, priceMax: 600_000, bedsMin: 3, condo: true });
    await user.click(screen.getByRole('button', { name: 'Remove filter: $300K–$600K' }));
    expect(onChange).toHaveBeenLastCalledWith({ bedsMin: 3, condo: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter: 3+ beds' }));

    // The last chip's neighbour is the one before it.
    screen.getByRole('button', { name: 'Remove filter: Condo' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ bedsMin: 3 });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter: 3+ beds' }));
    // One chip left: nothing to clear all of.
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('clear all at once, keeping switches no chip shows, and then render nothing', async () => {
    const { onChange, user } = await setup(
      { priceType: 1, pricePerSqftMin: 20, businessTypeSet: ['Office', 'Retail'] },
      'commercial',
    );
    expect(chipNames()).toEqual(['Remove filter: $20+/sq ft', 'Remove filter: Office', 'Remove filter: Retail']);
    await user.click(screen.getByRole('button', { name: 'Remove filter: Office' }));
    expect(onChange).toHaveBeenLastCalledWith({ priceType: 1, pricePerSqftMin: 20, businessTypeSet: ['Retail'] });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({ priceType: 1 });
    expect(chipNames()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('render nothing when no filter applies', async () => {
    const { container } = await setup({ commercialOnly: true }, 'commercial');
    expect(container.querySelector('ul')).toBeNull();
    expect(container.textContent).toBe('Filters');
  });

  it('speak French', async () => {
    await setup({ bedsMin: 3, hasOpenHouse: true }, 'residential', 'fr');
    screen.getByRole('list', { name: 'Filtres appliqués' });
    expect(screen.getByRole('button', { name: 'Retirer le filtre : 3 chambres et plus' }).textContent).toBe(
      '3 chambres et plus',
    );
    screen.getByRole('button', { name: 'Retirer le filtre : Visite libre' });
    screen.getByRole('button', { name: 'Tout effacer' });
  });
});
