// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFilters } from '@/domain/filters';
import type { SiteCategory } from '@/domain/site';
import { renderWithProviders } from '@/test/render';
import { QuickFilters } from './QuickFilters';

/** The page's part: it keeps the filters and passes them back down, as the results page does with its URL. */
async function setup(initial: SearchFilters = {}, category: SiteCategory = 'residential', locale: 'en' | 'fr' = 'en') {
  const onChange = vi.fn<(filters: SearchFilters) => void>();
  function Page() {
    const [filters, setFilters] = useState(initial);
    // Inside a focusable <main>, as in the app's layout: a press on text moves focus there.
    return (
      <main tabIndex={-1}>
        <QuickFilters
          filters={filters}
          category={category}
          onChange={(next) => {
            onChange(next);
            setFilters(next);
          }}
        />
        <p>Results</p>
      </main>
    );
  }
  await renderWithProviders(<Page />, { locale });
  return { onChange, user: userEvent.setup() };
}

describe('quick filters', () => {
  it('set a price range at once, and the button then shows it', async () => {
    const { onChange, user } = await setup();
    const button = screen.getByRole('button', { name: 'Price' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const popover = screen.getByRole('group', { name: 'Price' });
    await user.selectOptions(within(popover).getByRole('combobox', { name: 'Minimum price' }), '$300K');
    expect(onChange).toHaveBeenLastCalledWith({ priceMin: 300_000 });
    await user.selectOptions(within(popover).getByRole('combobox', { name: 'Maximum price' }), '$600K');
    expect(onChange).toHaveBeenLastCalledWith({ priceMin: 300_000, priceMax: 600_000 });
    expect(button.textContent).toBe('$300K–$600K');
    expect(button.getAttribute('aria-label')).toBe('Price: $300K–$600K');
    // Neither bound can cross the other.
    const option = (select: string, name: string) =>
      within(within(popover).getByRole('combobox', { name: select })).getByRole<HTMLOptionElement>('option', { name });
    expect(option('Maximum price', '$250K').disabled).toBe(true);
    expect(option('Maximum price', '$700K').disabled).toBe(false);
    expect(option('Minimum price', '$650K').disabled).toBe(true);
  });

  it('set the bedrooms and bathrooms as "Any, 1+, 2+…"', async () => {
    const { onChange, user } = await setup({ bathsMin: 1 });
    await user.click(screen.getByRole('button', { name: 'Beds' }));
    await user.click(screen.getByRole('radio', { name: '3+' }));
    expect(onChange).toHaveBeenLastCalledWith({ bathsMin: 1, bedsMin: 3 });
    expect(screen.getByRole('button', { name: 'Beds: 3+ beds' }).textContent).toBe('3+ beds');

    // Opening another quick filter closes the first.
    const baths = screen.getByRole('button', { name: 'Baths: 1+ baths' });
    await user.click(baths);
    expect(screen.getByRole('button', { name: 'Beds: 3+ beds' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('radio', { name: '1+' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith({ bedsMin: 3 });
  });

  it('choose property types among the category’s, filters implied by the page included', async () => {
    const { onChange, user } = await setup({ condo: true });
    const button = screen.getByRole('button', { name: 'Property type: Condo' });
    await user.click(button);
    const popover = screen.getByRole('group', { name: 'Property type' });
    expect(within(popover).getByRole('checkbox', { name: 'Condo' })).toHaveProperty('checked', true);
    await user.click(within(popover).getByRole('checkbox', { name: 'Townhouse' }));
    expect(onChange).toHaveBeenLastCalledWith({ townhouse: true, condo: true });
    expect(button.textContent).toBe('Townhouse, Condo');
    await user.click(within(popover).getByRole('checkbox', { name: 'Condo' }));
    expect(onChange).toHaveBeenLastCalledWith({ townhouse: true });
  });

  it('take a click on an option’s text as a click on its radio, and stay open', async () => {
    const { onChange, user } = await setup({ bathsMin: 1 });
    const beds = screen.getByRole('button', { name: 'Beds' });
    await user.click(beds);
    const popover = screen.getByRole('group', { name: 'Beds' });
    await user.click(within(popover).getByText('3+'));
    expect(onChange).toHaveBeenLastCalledWith({ bathsMin: 1, bedsMin: 3 });
    expect(beds.getAttribute('aria-expanded')).toBe('true');
    expect(within(popover).getByRole('radio', { name: '3+' })).toHaveProperty('checked', true);
    // The text and the radio are one target: the press lands on the option, not between them.
    expect(
      within(popover)
        .getByText('3+')
        .closest('label')
        ?.contains(within(popover).getByRole('radio', { name: '3+' })),
    ).toBe(true);
    await user.click(within(popover).getByText('Any'));
    expect(onChange).toHaveBeenLastCalledWith({ bathsMin: 1 });

    await user.click(screen.getByRole('button', { name: 'Baths: 1+ baths' }));
    await user.click(within(screen.getByRole('group', { name: 'Baths' })).getByText('2+'));
    expect(onChange).toHaveBeenLastCalledWith({ bathsMin: 2 });
    expect(screen.getByRole('button', { name: 'Baths: 2+ baths' }).getAttribute('aria-expanded')).toBe('true');
    // Escape still closes it and returns focus to its button.
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Baths: 2+ baths' }));
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('take a click or a tap on a property type’s text as a click on its checkbox', async () => {
    const { onChange, user } = await setup({ condo: true });
    const button = screen.getByRole('button', { name: 'Property type: Condo' });
    await user.click(button);
    const popover = screen.getByRole('group', { name: 'Property type' });
    await user.click(within(popover).getByText('Townhouse'));
    expect(onChange).toHaveBeenLastCalledWith({ townhouse: true, condo: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(popover).getByRole('checkbox', { name: 'Townhouse' })).toHaveProperty('checked', true);
    await user.pointer({ keys: '[TouchA]', target: within(popover).getByText('Condo') });
    expect(onChange).toHaveBeenLastCalledWith({ townhouse: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // A press outside still closes it.
    await user.click(screen.getByText('Results'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('close on Escape, returning focus to their button, and on a click outside', async () => {
    const { user } = await setup();
    const button = screen.getByRole('button', { name: 'Beds' });
    await user.click(button);
    await user.click(screen.getByRole('radio', { name: '2+' }));
    const named = screen.getByRole('button', { name: 'Beds: 2+ beds' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2+' }));
    await user.keyboard('{Escape}');
    expect(named.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(document.activeElement).toBe(named);

    await user.keyboard('{Enter}');
    expect(named.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('Results'));
    expect(named.getAttribute('aria-expanded')).toBe('false');
  });

  it('offer commercial types and higher prices where they belong, in French too', async () => {
    const { user } = await setup({}, 'commercial', 'fr');
    await user.click(screen.getByRole('button', { name: 'Type de propriété' }));
    screen.getByRole('checkbox', { name: 'Location commerciale' });
    expect(screen.queryByRole('checkbox', { name: 'Copropriété' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Prix' }));
    const options = within(screen.getByRole('combobox', { name: 'Prix minimum' }))
      .getAllByRole('option')
      .map((o) => o.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(options.slice(0, 3)).toEqual(['Sans min.', '100 k$', '250 k$']);
    expect(options.at(-1)).toBe('50 M$');
  });

  it('start luxury prices at a million, and read beds in French', async () => {
    const { user } = await setup({ bedsMin: 3 }, 'luxury', 'fr');
    screen.getByRole('button', { name: 'Chambres : 3 chambres et plus' });
    await user.click(screen.getByRole('button', { name: 'Prix' }));
    const first = within(screen.getByRole('combobox', { name: 'Prix minimum' })).getAllByRole('option')[1];
    expect(first?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('1 M$');
  });
});
