import { useId, type ReactNode, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { VISITOR_SORT_OPTION_IDS, sortMessages, type SortOptionId, type View } from '@/domain/sorting';
import {
  Bar,
  Chevron,
  CountBadge,
  FiltersButton,
  FullLabel,
  Quick,
  SaveButton,
  SaveLabel,
  ShortLabel,
  SortBox,
  SortField,
  SortIconSlot,
  SortSelect,
  ViewLabel,
  ViewSwitch,
} from './toolbar-styles';
import { BellIcon, ChevronDownIcon, FiltersIcon, ListIcon, MapIcon, SortIcon } from '@/ui/icons';

const messages = defineMessages<{ filtersButton: { count: number } }>({
  filtersButton: {
    id: 'results.filters.button',
    defaultMessage: '{count, plural, =0 {All filters} other {All filters ({count})}}',
  },
});

const text = defineMessages({
  /** The filters button's visible word on a phone, beside its icon (its name stays "All filters"). */
  filtersShort: { id: 'results.filters.button.short', defaultMessage: 'Filters' },
  sort: { id: 'results.sort.label', defaultMessage: 'Sort by' },
  view: { id: 'results.view.label', defaultMessage: 'View' },
  gallery: { id: 'results.view.gallery', defaultMessage: 'Gallery' },
  map: { id: 'results.view.map', defaultMessage: 'Map' },
  saveSearch: { id: 'results.save-search', defaultMessage: 'Save search' },
});

interface ResultsToolbarProps {
  /** The quick filters (price, beds, baths, type), first in the row from tablet width. */
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

/**
 * Filters, sort, save search and the gallery/map switch above the results: one compact row on a phone
 * (the quick filters are in the filters panel there), the full toolbar from tablet width.
 */
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
  const sortId = useId();
  const sortOptions = VISITOR_SORT_OPTION_IDS.includes(sort)
    ? VISITOR_SORT_OPTION_IDS
    : [...VISITOR_SORT_OPTION_IDS, sort];
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
        <FiltersIcon />
        <FullLabel>{intl.formatMessage(messages.filtersButton, { count: filterCount })}</FullLabel>
        <ShortLabel aria-hidden="true">{intl.formatMessage(text.filtersShort)}</ShortLabel>
        {filterCount > 0 && <CountBadge aria-hidden="true">{intl.formatNumber(filterCount)}</CountBadge>}
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
          <SaveLabel>{intl.formatMessage(text.saveSearch)}</SaveLabel>
        </SaveButton>
      )}
      <SortField>
        <label htmlFor={sortId}>{intl.formatMessage(text.sort)}</label>
        <SortBox>
          <SortSelect
            id={sortId}
            value={String(sort)}
            onChange={(event) => onSort(Number(event.target.value) as SortOptionId)}
          >
            {sortOptions.map((id) => (
              <option key={id} value={String(id)}>
                {intl.formatMessage(sortMessages[id])}
              </option>
            ))}
          </SortSelect>
          <SortIconSlot>
            <SortIcon />
          </SortIconSlot>
          <Chevron>
            <ChevronDownIcon />
          </Chevron>
        </SortBox>
      </SortField>
      <ViewSwitch role="group" aria-label={intl.formatMessage(text.view)}>
        <button type="button" aria-pressed={view === 'gallery'} onClick={() => onView('gallery')}>
          <ListIcon />
          <ViewLabel>{intl.formatMessage(text.gallery)}</ViewLabel>
        </button>
        <button type="button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
          <MapIcon />
          <ViewLabel>{intl.formatMessage(text.map)}</ViewLabel>
        </button>
      </ViewSwitch>
    </Bar>
  );
}
