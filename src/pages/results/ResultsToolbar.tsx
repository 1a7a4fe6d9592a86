import { useId, type ReactNode, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { BREAKPOINTS } from '@/domain/constants';
import { VISITOR_SORT_OPTION_IDS, sortMessages, type SortOptionId, type View } from '@/domain/sorting';
import { buttonStyles } from '@/ui/Button';
import { controlStyles, FieldWrapper, labelText } from '@/ui/field-parts';
import { BellIcon, ChevronDownIcon } from '@/ui/icons';

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

/**
 * Phones (below the tablet breakpoint) get one row of compact controls: icons beside short words or
 * alone, every control keeping its full name for screen readers. From tablet width the toolbar is as it
 * always was. Both are one set of elements, so a control never has a twin that is hidden.
 */
const phone = `@media (max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

/** On a phone: out of sight, still read (and still the control's name). */
const phoneHidden = css`
  ${phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Only on a phone (decoration beside a name given otherwise: hidden from assistive technology too). */
const phoneOnly = css`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Bar = styled.div`
  display: flex;
  /* One row from 360 px; a narrower phone puts the view switch on a second. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-block: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/* The quick filters lead the toolbar's row from tablet width. On a phone they would take a row of their
   own: there the filters button opens every one of them (price, rooms, type) in the full panel. */
const Quick = styled.div`
  display: none;
  min-width: 0;
  ${({ theme }) => theme.media.tablet} {
    display: block;
    flex: 0 1 auto;
  }
`;

const phoneIcon = css`
  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

const FiltersButton = styled.button`
  ${buttonStyles.secondary};
  ${phoneIcon};
  ${phone} {
    flex: none;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: 0 ${({ theme }) => theme.space(2.5)};
  }
  ${({ theme }) => theme.media.tablet} {
    svg {
      display: none;
    }
  }
`;

const FullLabel = styled.span`
  ${phoneHidden};
`;

const ShortLabel = styled.span`
  white-space: nowrap;
  ${phoneOnly};
`;

const CountBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  ${phoneOnly};
`;

const SaveButton = styled.button`
  ${buttonStyles.secondary};
  ${phoneIcon};
  ${phone} {
    flex: none;
    padding: 0;
  }
`;

const SaveLabel = styled.span`
  ${phoneHidden};
`;

const SortField = styled(FieldWrapper)`
  flex: none;
  label {
    ${labelText};
    ${phoneHidden};
  }
`;

/**
 * The sort's native select (the platform's own picker on a phone). On a phone it is a 44 px square that
 * shows an icon: the select covers it, transparent, so a tap opens the picker and focus shows around it.
 */
const SortBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    top: 50%;
    width: 20px;
    height: 20px;
    transform: translateY(-50%);
    pointer-events: none;
  }
  ${phone} {
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      border-color: ${({ theme }) => theme.colors.text};
    }
    &:has(select:focus-visible) {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
    svg {
      left: 50%;
      transform: translate(-50%, -50%);
    }
  }
`;

const SortSelect = styled.select`
  ${controlStyles};
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space(10)};
  cursor: pointer;
  ${phone} {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    min-height: 0;
    padding: 0;
    opacity: 0;
    &:focus-visible {
      outline: none;
    }
  }
`;

const SortIconSlot = styled.span`
  ${phoneOnly};
`;

const Chevron = styled.span`
  ${phone} {
    display: none;
  }
  svg {
    inset-inline-end: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ViewSwitch = styled.div`
  display: inline-flex;
  flex: none;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    display: inline-grid;
    place-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
    ${phoneIcon};
  }
  ${phone} {
    button {
      padding: 0;
    }
  }
  /* The focus ring inside the button (the switch's rounded frame would clip it), a band of the surface
     between it and the pressed button's fill. */
  button:focus-visible {
    outline-offset: -3px;
    box-shadow: inset 0 0 0 5px ${({ theme }) => theme.colors.surface};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  ${({ theme }) => theme.media.tablet} {
    button {
      min-width: 88px;
      padding: 0;
    }
    svg {
      display: none;
    }
  }
`;

const ViewLabel = styled.span`
  ${phoneHidden};
`;

// Line icons of the phone's row (24 × 24, drawn in currentColor); decorative, the controls carry the names.
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const FiltersIcon = () => (
  <LineIcon>
    <path d="M4 7h9M19 7h1M4 17h1M11 17h9" />
    <circle cx="16" cy="7" r="2.5" />
    <circle cx="8" cy="17" r="2.5" />
  </LineIcon>
);

const SortIcon = () => (
  <LineIcon>
    <path d="M7 4v16M3.5 7.5 7 4l3.5 3.5M17 20V4M13.5 16.5 17 20l3.5-3.5" />
  </LineIcon>
);

const ListIcon = () => (
  <LineIcon>
    <rect x="4" y="4" width="16" height="7" rx="1.5" />
    <rect x="4" y="14" width="16" height="6" rx="1.5" />
  </LineIcon>
);

const MapIcon = () => (
  <LineIcon>
    <path d="M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4zM9 4v14M15 6v14" />
  </LineIcon>
);

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
