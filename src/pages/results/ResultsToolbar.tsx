import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SORT_OPTION_IDS, sortMessages, type SortOptionId, type View } from '@/domain/sorting';
import { buttonStyles } from '@/ui/Button';
import { Select } from '@/ui/Select';

const messages = defineMessages<{ filtersButton: { count: number } }>({
  filtersButton: {
    id: 'results.filters.button',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters ({count})}}',
  },
});

const text = defineMessages({
  sort: { id: 'results.sort.label', defaultMessage: 'Sort by' },
  view: { id: 'results.view.label', defaultMessage: 'View' },
  gallery: { id: 'results.view.gallery', defaultMessage: 'Gallery' },
  map: { id: 'results.view.map', defaultMessage: 'Map' },
});

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const FiltersButton = styled.button`
  ${buttonStyles.secondary};
`;

const ViewSwitch = styled.div`
  display: inline-flex;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    min-height: 44px;
    min-width: 88px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

interface ResultsToolbarProps {
  filterCount: number;
  onOpenFilters: () => void;
  sort: SortOptionId;
  onSort: (sort: SortOptionId) => void;
  view: View;
  onView: (view: View) => void;
}

/** Filters, sort and the gallery/map switch above the results. */
export function ResultsToolbar({ filterCount, onOpenFilters, sort, onSort, view, onView }: ResultsToolbarProps) {
  const intl = useIntl();
  return (
    <Bar>
      <FiltersButton type="button" aria-haspopup="dialog" onClick={onOpenFilters}>
        {intl.formatMessage(messages.filtersButton, { count: filterCount })}
      </FiltersButton>
      <Select
        label={intl.formatMessage(text.sort)}
        value={String(sort)}
        onChange={(event) => onSort(Number(event.target.value) as SortOptionId)}
        options={SORT_OPTION_IDS.map((id) => ({ value: String(id), label: intl.formatMessage(sortMessages[id]) }))}
      />
      <ViewSwitch role="group" aria-label={intl.formatMessage(text.view)}>
        <button type="button" aria-pressed={view === 'gallery'} onClick={() => onView('gallery')}>
          {intl.formatMessage(text.gallery)}
        </button>
        <button type="button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
          {intl.formatMessage(text.map)}
        </button>
      </ViewSwitch>
    </Bar>
  );
}
