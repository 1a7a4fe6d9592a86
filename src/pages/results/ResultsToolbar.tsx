import type { ReactNode, Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VISITOR_SORT_OPTION_IDS, sortMessages, type SortOptionId, type View } from '@/domain/sorting';
import { buttonStyles } from '@/ui/Button';
import { BellIcon } from '@/ui/icons';
import { Select } from '@/ui/Select';

const messages = defineMessages<{ filtersButton: { count: number } }>({
  filtersButton: {
    id: 'results.filters.button',
    defaultMessage: '{count, plural, =0 {All filters} other {All filters ({count})}}',
  },
});

const text = defineMessages({
  sort: { id: 'results.sort.label', defaultMessage: 'Sort by' },
  view: { id: 'results.view.label', defaultMessage: 'View' },
  gallery: { id: 'results.view.gallery', defaultMessage: 'Gallery' },
  map: { id: 'results.view.map', defaultMessage: 'Map' },
  saveSearch: { id: 'results.save-search', defaultMessage: 'Save search' },
});

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const Quick = styled.div`
  /* On a phone the quick filters take a row of their own and scroll sideways; from tablet they lead
     the toolbar's row. */
  flex: 1 1 100%;
  min-width: 0;
  ${({ theme }) => theme.media.tablet} {
    flex: 0 1 auto;
  }
`;

const FiltersButton = styled.button`
  ${buttonStyles.secondary};
`;

const SaveButton = styled.button`
  ${buttonStyles.secondary};
  svg {
    width: 20px;
    height: 20px;
    flex: none;
  }
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
  /** The quick filters (price, beds, baths, type), first in the row. */
  quick?: ReactNode;
  filterCount: number;
  filtersButtonRef?: Ref<HTMLButtonElement>;
  onOpenFilters: () => void;
  /** The pointer or focus is on the filters button: the panel's code can start loading. */
  onPreloadFilters?: () => void;
  sort: SortOptionId;
  onSort: (sort: SortOptionId) => void;
  view: View;
  onView: (view: View) => void;
  /** Opens the save-search dialog; no button without it. */
  onSaveSearch?: () => void;
  saveSearchButtonRef?: Ref<HTMLButtonElement>;
  /** The search's place is still being found: there is nothing to save yet. */
  saveSearchDisabled?: boolean;
}

/** Filters, sort and the gallery/map switch above the results. */
export function ResultsToolbar({
  quick,
  filterCount,
  filtersButtonRef,
  onOpenFilters,
  onPreloadFilters,
  sort,
  onSort,
  view,
  onView,
  onSaveSearch,
  saveSearchButtonRef,
  saveSearchDisabled = false,
}: ResultsToolbarProps) {
  const intl = useIntl();
  return (
    <Bar>
      {quick && <Quick>{quick}</Quick>}
      <FiltersButton
        ref={filtersButtonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={onOpenFilters}
        onPointerEnter={onPreloadFilters}
        onFocus={onPreloadFilters}
      >
        {intl.formatMessage(messages.filtersButton, { count: filterCount })}
      </FiltersButton>
      {onSaveSearch && (
        <SaveButton
          ref={saveSearchButtonRef}
          type="button"
          aria-haspopup="dialog"
          disabled={saveSearchDisabled}
          onClick={onSaveSearch}
        >
          <BellIcon />
          {intl.formatMessage(text.saveSearch)}
        </SaveButton>
      )}
      <Select
        label={intl.formatMessage(text.sort)}
        value={String(sort)}
        onChange={(event) => onSort(Number(event.target.value) as SortOptionId)}
        options={(VISITOR_SORT_OPTION_IDS.includes(sort)
          ? VISITOR_SORT_OPTION_IDS
          : [...VISITOR_SORT_OPTION_IDS, sort]
        ).map((id) => ({ value: String(id), label: intl.formatMessage(sortMessages[id]) }))}
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
