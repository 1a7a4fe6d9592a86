// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFilters } from '@/domain/filters';
import type { SiteCategory } from '@/domain/site';
import { THEMES } from '@/ui/theme';
import { loadMessages } from '@/i18n/locale';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

async function renderPanel(
  filters: SearchFilters,
  category: SiteCategory = 'residential',
  locale: 'en' | 'fr' = 'en',
  extra: Partial<FilterPanelProps> = {},
) {
  const messages = await loadMessages(locale);
  const onApply = vi.fn<(filters: SearchFilters) => void>();
  const onClose = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={`${locale}-CA`} messages={messages} onError={() => undefined}>
      <ThemeProvider theme={THEMES.standard}>{children}</ThemeProvider>
    </IntlProvider>
  );
  const panel = (props: Partial<FilterPanelProps>) => (
    <FilterPanel open onClose={onClose} filters={filters} category={category} onApply={onApply} {...extra} {...props} />
  );
  const { rerender } = render(panel({}), { wrapper });
  return {
    onApply,
    onClose,
    dialog: screen.getByRole('dialog'),
    user: userEvent.setup(),
    rerender: (props: Partial<FilterPanelProps>) => rerender(panel(props)),
  };
}

/** French numbers group with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('the filter panel', () => {
  it('shows the search’s filters, and applies what the visitor changed as the domain’s filters', async () => {
    const { onApply, dialog, user } = await renderPanel({ condo: true, bedsMin: 2 });
    expect(within(dialog).getByRole('checkbox', { name: 'Condo' })).toHaveProperty('checked', true);
    const beds = within(dialog).getByRole('radiogroup', { name: 'Bedrooms' });
    expect(within(beds).getByRole('radio', { name: '2+' })).toHaveProperty('checked', true);
    const price = within(within(dialog).getByRole('group', { name: 'Price' })).getByRole('combobox', {
      name: 'Maximum',
    });
    await user.selectOptions(price, '$750K');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Townhouse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({ condo: true, townhouse: true, bedsMin: 2, priceMax: 750000 });
  });

  it('names property types as listings do, in French too, with the commercial types on commercial pages', async () => {
    const { dialog } = await renderPanel({}, 'commercial', 'fr');
    within(dialog).getByRole('checkbox', { name: 'Location commerciale' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Copropriété' })).toBeNull();
    within(dialog).getByRole('group', { name: 'Type d’entreprise' });
  });

  it('drops cleared values instead of sending empty filters', async () => {
    const { onApply, dialog, user } = await renderPanel({ bedsMin: 3, keywords: 'pool' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Keywords' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('lets a filter the page implies be unchecked like any other', async () => {
    const { onApply, dialog, user } = await renderPanel({ condo: true });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Condo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('groups the filters under plain headings, with residential choices and no technical ones', async () => {
    const { onApply, dialog, user } = await renderPanel({});
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Price', 'Rooms', 'Size', 'Property', 'Listing status', 'More']);
    for (const name of ['Commercial only', 'Luxury only', 'Featured luxury listings', 'Rental']) {
      expect(within(dialog).queryByRole('checkbox', { name })).toBeNull();
    }
    expect(within(dialog).queryByRole('group', { name: 'Business type' })).toBeNull();
    expect(within(dialog).queryByText(/0 for any/)).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'For rent' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Listed' }), 'In the last 7 days');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Photos' }), 'At least 5 photos');
    expect(within(dialog).getByRole('combobox', { name: 'Updated' })).toHaveProperty('value', '');
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Updated' })).getAllByRole('option')[0]?.textContent,
    ).toBe('Any time');
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({ rentalsOnly: true, listedSinceDays: 7, minImages: 5 });
  });

  it('offers the commercial filters on commercial only', async () => {
    const { dialog, user, onApply } = await renderPanel({ priceMin: 500_000 }, 'commercial');
    within(dialog).getByRole('group', { name: 'Business type' });
    within(dialog).getByRole('group', { name: 'Commercial space (sq ft)' });
    within(dialog).getByRole('group', { name: 'Units' });
    expect(within(dialog).queryByRole('radiogroup', { name: 'For sale or for rent' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Commercial only' })).toBeNull();
    // Searching by price per square foot swaps the price bounds.
    await user.click(within(dialog).getByRole('radio', { name: 'Price per square foot' }));
    const perSqft = within(dialog).getByRole('group', { name: 'Price per square foot ($)' });
    await user.type(within(perSqft).getByRole('spinbutton', { name: 'Minimum' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({ priceType: 1, pricePerSqftMin: 25 });
  });

  it('on a rent search, prices by the month and asks what a renter asks', async () => {
    const { onApply, dialog, user } = await renderPanel({ rentalsOnly: true });
    const rent = within(dialog).getByRole('group', { name: 'Monthly rent' });
    const max = within(rent).getByRole('combobox', { name: 'Maximum' });
    const options = within(max)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(1, 3)).toEqual(['$500', '$750']);
    expect(options.at(-1)).toBe('$10,000');
    await user.selectOptions(max, '$2,500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pets allowed' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Lease term' }), '12-month lease');
    await user.type(within(dialog).getByLabelText('Move in by'), '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: /Show/ }));
    expect(onApply).toHaveBeenLastCalledWith({
      rentalsOnly: true,
      priceMax: 2500,
      petsAllowed: true,
      leaseTerm: 'yearly',
      moveInBy: '2027-01-15',
    });
  });

  it('asks a renter in French too', async () => {
    const { dialog } = await renderPanel({ rentalsOnly: true }, 'residential', 'fr');
    const rent = within(dialog).getByRole('group', { name: 'Loyer mensuel' });
    const max = within(rent).getByRole('combobox', { name: 'Maximum' });
    expect(plain(within(max).getAllByRole('option')[1]?.textContent)).toBe('500 $');
    within(dialog).getByRole('checkbox', { name: 'Animaux acceptés' });
    within(dialog).getByRole('combobox', { name: 'Durée du bail' });
    within(dialog).getByLabelText('Emménagement d’ici le');
  });

  it('keeps a renter’s questions off a search for sale', async () => {
    const { dialog } = await renderPanel({});
    within(dialog).getByRole('group', { name: 'Price' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Pets allowed' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Lease term' })).toBeNull();
  });

  it('offers the collection’s own filter on luxury, and starts its prices at a million', async () => {
    const { dialog } = await renderPanel({}, 'luxury');
    within(dialog).getByRole('checkbox', { name: 'Featured luxury listings' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Luxury only' })).toBeNull();
    expect(within(dialog).queryByRole('radiogroup', { name: 'For sale or for rent' })).toBeNull();
    const min = within(within(dialog).getByRole('group', { name: 'Price' })).getByRole('combobox', { name: 'Minimum' });
    expect(within(min).getAllByRole('option')[1]?.textContent).toBe('$1M');
  });

  it('tells the page each draft, normalised, while open', async () => {
    const onDraftChange = vi.fn<(filters: SearchFilters) => void>();
    const { dialog, user } = await renderPanel({ condo: true }, 'residential', 'en', { onDraftChange });
    expect(onDraftChange).toHaveBeenLastCalledWith({ condo: true });
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Bedrooms' })).getByRole('radio', { name: '3+' }),
    );
    expect(onDraftChange).toHaveBeenLastCalledWith({ condo: true, bedsMin: 3 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Keywords' }), 'pool');
    expect(onDraftChange).toHaveBeenLastCalledWith({ condo: true, bedsMin: 3, keywords: 'pool' });
    // A change that leaves the filters as they were (a space) is not reported again.
    const calls = onDraftChange.mock.calls.length;
    await user.type(within(dialog).getByRole('textbox', { name: 'Keywords' }), ' ');
    expect(onDraftChange).toHaveBeenCalledTimes(calls);
  });

  it('says how many homes the draft would show, and announces it politely', async () => {
    const { dialog, rerender } = await renderPanel({}, 'residential', 'en', { draftCount: undefined });
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe('');
    within(dialog).getByRole('button', { name: 'Show results' });
    rerender({ draftCount: 199 });
    within(dialog).getByRole('button', { name: 'Show 199 homes' });
    expect(status.textContent).toBe('199 homes match');
    rerender({ draftCount: 1 });
    within(dialog).getByRole('button', { name: 'Show 1 home' });
    rerender({ draftCount: 0 });
    const none = within(dialog).getByRole('button', { name: 'Show 0 homes' });
    expect(none).toHaveProperty('disabled', false);
    expect(status.textContent).toBe('No homes match');
    rerender({ draftCount: 1234, category: 'commercial' });
    within(dialog).getByRole('button', { name: 'Show 1,234 properties' });
    expect(status.textContent).toBe('1,234 properties match');
  });

  it('says it in French too', async () => {
    const { dialog, rerender } = await renderPanel({}, 'residential', 'fr', { draftCount: 199 });
    const submit = () => within(dialog).getByRole('button', { name: /^Afficher/ });
    expect(submit().textContent).toBe('Afficher 199 propriétés');
    expect(within(dialog).getByRole('status').textContent).toBe('199 propriétés correspondent');
    rerender({ draftCount: 1 });
    expect(submit().textContent).toBe('Afficher 1 propriété');
    rerender({ draftCount: 0 });
    expect(submit().textContent).toBe('Afficher 0 propriété');
    expect(within(dialog).getByRole('status').textContent).toBe('Aucune propriété ne correspond');
    rerender({ draftCount: 1234 });
    expect(plain(submit().textContent)).toBe('Afficher 1 234 propriétés');
    rerender({ draftCount: undefined });
    expect(submit().textContent).toBe('Afficher les résultats');
  });
});
