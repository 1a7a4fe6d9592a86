import { useId, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SearchFilters } from '@/domain/filters';
import { searchSaleMode } from '@/domain/sale-mode';
import type { SiteCategory } from '@/domain/site';
import { buttonStyles } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { filterMessages } from './filter-labels';
import { MoreSection } from './filter-panel/MoreSection';
import { PriceSection } from './filter-panel/PriceSection';
import { PropertySection } from './filter-panel/PropertySection';
import { RentSection } from './filter-panel/RentSection';
import { RoomsSection } from './filter-panel/RoomsSection';
import { SaleAndKeywords } from './filter-panel/SaleAndKeywords';
import { SizeSection } from './filter-panel/SizeSection';
import { StatusSection } from './filter-panel/StatusSection';
import { useFilterDraft } from './use-filter-draft';

type NoValues = Record<string, never>;

const m = defineMessages<{
  title: NoValues;
  apply: NoValues;
  showCount: { category: string; count: number };
  matchCount: { category: string; count: number };
  close: NoValues;
}>({
  title: { id: 'filters.title', defaultMessage: 'Filters' },
  apply: { id: 'filters.apply', defaultMessage: 'Show results' },
  showCount: {
    id: 'filters.apply.count',
    defaultMessage:
      '{category, select, residential {{count, plural, one {Show # home} other {Show # homes}}} other {{count, plural, one {Show # property} other {Show # properties}}}}',
  },
  matchCount: {
    id: 'filters.match-count',
    defaultMessage:
      '{category, select, residential {{count, plural, =0 {No homes match} one {# home matches} other {# homes match}}} other {{count, plural, =0 {No properties match} one {# property matches} other {# properties match}}}}',
  },
  close: { id: 'filters.close', defaultMessage: 'Close' },
});

const Form = styled.form`
  display: grid;
  grid-template-rows: auto 1fr auto;
  height: 100%;
  header,
  footer {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  footer {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  header button,
  footer button {
    ${buttonStyles.secondary};
  }
  footer button[type='submit'] {
    ${buttonStyles.primary};
    flex: 1;
  }
`;

const Scroll = styled.div`
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
`;

export interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  /** The search's filters, including any the page's URL implies (a condos page's `condo`). */
  filters: SearchFilters;
  category: SiteCategory;
  onApply: (filters: SearchFilters) => void;
  /** Called with the normalised draft when the panel opens and whenever the draft changes while open. */
  onDraftChange?: (filters: SearchFilters) => void;
  /** How many results the draft would give, as the page counted them; undefined while unknown. */
  draftCount?: number;
}

/**
 * The search's filters in a drawer, grouped as a buyer thinks of them: price, rooms, size, the property,
 * the listing's status and the rest. Only what fits the site category is offered (business types on
 * commercial, featured luxury on luxury, for sale or for rent on residential). Nothing changes until
 * the visitor asks for the results, and what they chose is kept when they close it; meanwhile the page
 * may count what the draft would give, which the submit button and a polite status line then tell.
 */
export function FilterPanel({
  open,
  onClose,
  filters,
  category,
  onApply,
  onDraftChange,
  draftCount,
}: FilterPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const { draft, change, apply, reset } = useFilterDraft({ filters, open, onApply, onDraftChange });
  const fields = { draft, onChange: change };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const status = draftCount === undefined ? '' : intl.formatMessage(m.matchCount, { category, count: draftCount });

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} variant="drawer">
      <Form onSubmit={submit} onReset={reset} noValidate>
        <header>
          <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
          <button type="button" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </button>
        </header>
        <Scroll>
          <SaleAndKeywords {...fields} category={category} />
          <PriceSection {...fields} category={category} />
          {searchSaleMode(draft, category) === 'forRent' && <RentSection {...fields} />}
          {category !== 'commercial' && <RoomsSection {...fields} />}
          <SizeSection {...fields} category={category} />
          <PropertySection {...fields} category={category} />
          <StatusSection {...fields} />
          <MoreSection {...fields} category={category} />
        </Scroll>
        <footer>
          <p role="status" className="visually-hidden">
            {status}
          </p>
          <button type="reset">{intl.formatMessage(filterMessages.clearAll)}</button>
          <button type="submit">
            {draftCount === undefined
              ? intl.formatMessage(m.apply)
              : intl.formatMessage(m.showCount, { category, count: draftCount })}
          </button>
        </footer>
      </Form>
    </Dialog>
  );
}
