// @vitest-environment jsdom
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
import { FilterPanel } from './FilterPanel';

async function renderPanel(filters: SearchFilters, category: SiteCategory = 'residential', locale: 'en' | 'fr' = 'en') {
  const messages = await loadMessages(locale);
  const onApply = vi.fn<(filters: SearchFilters) => void>();
  const onClose = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={`${locale}-CA`} messages={messages} onError={() => undefined}>
      <ThemeProvider theme={THEMES.standard}>{children}</ThemeProvider>
    </IntlProvider>
  );
  render(<FilterPanel open onClose={onClose} filters={filters} category={category} onApply={onApply} />, { wrapper });
  return { onApply, onClose, dialog: screen.getByRole('dialog'), user: userEvent.setup() };
}

describe('the filter panel', () => {
  it('shows the search’s filters, and applies what the visitor changed as the domain’s filters', async () => {
    const { onApply, dialog, user } = await renderPanel({ condo: true, bedsMin: 2 });
    expect(within(dialog).getByRole('checkbox', { name: 'Condo' })).toHaveProperty('checked', true);
    const beds = within(within(dialog).getByRole('group', { name: 'Bedrooms' })).getByRole('spinbutton', {
      name: 'Minimum',
    });
    expect(beds).toHaveProperty('value', '2');
    const price = within(within(dialog).getByRole('group', { name: 'Price ($)' })).getByRole('spinbutton', {
      name: 'Maximum',
    });
    await user.type(price, '750000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Townhouse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({ condo: true, townhouse: true, bedsMin: 2, priceMax: 750000 });
  });

  it('names property types as listings do, in French too, with the commercial types on commercial pages', async () => {
    const { dialog } = await renderPanel({}, 'commercial', 'fr');
    expect(within(dialog).getByRole('checkbox', { name: 'Location commerciale' })).toBeDefined();
    expect(within(dialog).queryByRole('checkbox', { name: 'Copropriété' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Type d’entreprise' })).toBeDefined();
  });

  it('drops cleared values instead of sending empty filters', async () => {
    const { onApply, dialog, user } = await renderPanel({ bedsMin: 3, keywords: 'pool' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Keywords' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({});
  });
});
