import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { normaliseFilters, type SearchFilters } from '@/domain/filters';
import { propertyCategoryMessages } from '@/domain/listing-types';
import { searchSaleMode } from '@/domain/sale-mode';
import type { SiteCategory } from '@/domain/site';
import { buttonStyles } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { ChevronDownIcon } from '@/ui/icons';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import {
  BATH_CHOICES,
  bathsLabel,
  BED_CHOICES,
  bedsLabel,
  categoryToggles,
  filterMessages,
  formatStep,
  priceSteps,
  priceLabel,
  priceTitle,
  propertyTypesLabel,
  withCurrent,
} from './filter-labels';

const m = defineMessages<{
  label: Record<string, never>;
}>({
  label: { id: 'filters.quick.label', defaultMessage: 'Quick filters' },
});

type QuickId = 'price' | 'beds' | 'baths' | 'type';

export interface QuickFiltersProps {
  filters: SearchFilters;
  category: SiteCategory;
  /** Called at once with the new filters (normalised) whenever a quick filter changes. */
  onChange: (filters: SearchFilters) => void;
}

// The bar is the popovers' containing block: on a phone the row scrolls sideways, and a popover placed
// against the bar (not against its button) is not clipped by that scrolling row.
const Bar = styled.div`
  position: relative;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  /* Room for the focus ring, which the scrolling row would otherwise clip. */
  padding: 6px;
  margin: -6px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const Item = styled.div`
  flex: none;
  ${({ theme }) => theme.media.tablet} {
    position: relative;
  }
`;

const Toggle = styled.button`
  ${buttonStyles.secondary};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: 0 ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  white-space: nowrap;
  svg {
    flex: none;
    width: 20px;
    height: 20px;
    transition: transform 160ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &[data-active='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Popover = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  inset-inline: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.media.tablet} {
    inset-inline: 0 auto;
    width: max-content;
    min-width: 260px;
    max-width: min(380px, calc(100vw - ${({ theme }) => theme.space(8)}));
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.tablet} {
    min-width: 320px;
  }
`;

// The popover is the group that names these checkboxes ("Property type").
const Checks = styled.div`
  display: grid;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(140px, 1fr));
    column-gap: ${({ theme }) => theme.space(4)};
  }
`;

interface QuickFilterProps {
  id: QuickId;
  /** The control's name ("Price"), shown while it has no value. */
  name: string;
  /** What it is set to ("$300K–$600K"), shown instead of the name. */
  value: string | undefined;
  open: boolean;
  onToggle: (id: QuickId) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * One quick filter: a button showing its value, and a non-modal popover (the disclosure pattern) that
 * closes on Escape, returning focus to the button, and when the visitor clicks or tabs outside it.
 */
function QuickFilter({ id, name, value, open, onToggle, onClose, children }: QuickFilterProps) {
  const intl = useIntl();
  const popoverId = useId();
  const itemRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && itemRef.current?.contains(target) === true;
    // A press on an option's text moves focus to the nearest focusable ancestor (the page's <main>) before
    // the label's click chooses the option: that focus is the press inside, not a move out of the popover.
    let pressedInside = false;
    const press = (event: PointerEvent) => {
      pressedInside = inside(event.target);
      if (!pressedInside) onClose();
    };
    const focus = (event: FocusEvent) => {
      if (inside(event.target)) return;
      const holdsPopover = event.target instanceof Node && event.target.contains(itemRef.current);
      if (!(pressedInside && holdsPopover)) onClose();
    };
    const release = () => {
      pressedInside = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      const active = document.activeElement;
      const item = itemRef.current;
      onClose();
      // Focus in the popover, or on what holds it (a press on an option's text left it there), returns to the button.
      if (!active || !item || active.contains(item) || item.contains(active)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', press);
    document.addEventListener('focusin', focus);
    document.addEventListener('click', release);
    document.addEventListener('pointercancel', release);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', press);
      document.removeEventListener('focusin', focus);
      document.removeEventListener('click', release);
      document.removeEventListener('pointercancel', release);
      document.removeEventListener('keydown', escape);
    };
  }, [open, onClose]);

  return (
    <Item ref={itemRef}>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={value === undefined ? undefined : intl.formatMessage(filterMessages.current, { name, value })}
        data-active={value !== undefined}
        onClick={() => onToggle(id)}
      >
        <span>{value ?? name}</span>
        <ChevronDownIcon />
      </Toggle>
      <Popover id={popoverId} role="group" aria-label={name} hidden={!open}>
        {open ? children : null}
      </Popover>
    </Item>
  );
}

/**
 * The filters buyers reach for first (price, bedrooms, bathrooms, property type) as a row of buttons
 * above the results; each change applies at once. The row wraps on wider screens and scrolls sideways
 * on a phone.
 */
export function QuickFilters({ filters, category, onChange }: QuickFiltersProps) {
  const intl = useIntl();
  const bedsName = useId();
  const bathsName = useId();
  const [openId, setOpenId] = useState<QuickId | null>(null);
  const onToggle = useCallback((id: QuickId) => setOpenId((current) => (current === id ? null : id)), []);
  const onClose = useCallback(() => setOpenId(null), []);
  const apply = (patch: SearchFilters) => onChange(normaliseFilters({ ...filters, ...patch }));
  const label = (key: keyof typeof filterMessages) => intl.formatMessage(filterMessages[key] as MessageDescriptor);
  const common = { onToggle, onClose };

  const { priceMin, priceMax, bedsMin, bedsMax, bathsMin, bathsMax } = filters;
  // A rent or lease search is priced by the month, in the steps renters use.
  const mode = searchSaleMode(filters, category);
  const prices = withCurrent(priceSteps(mode, category), priceMin, priceMax);
  const priceOption = (value: number, disabled: boolean) => ({
    value: String(value),
    label: formatStep(value, mode !== 'forSale', intl),
    disabled,
  });
  const toNumber = (value: string) => (value === '' ? undefined : Number(value));
  const countOptions = (choices: readonly number[], current: number | undefined) => [
    { value: '', label: label('any') },
    ...withCurrent(choices, current).map((count) => ({
      value: String(count),
      label: intl.formatMessage(filterMessages.countPlus, { count }),
    })),
  ];

  return (
    <Bar role="group" aria-label={intl.formatMessage(m.label)}>
      <Row>
        <QuickFilter
          id="price"
          name={priceTitle(mode, intl)}
          value={priceLabel(filters, intl, category)}
          open={openId === 'price'}
          {...common}
        >
          <Pair>
            <Select
              label={label('minPrice')}
              placeholder={label('noMin')}
              value={priceMin === undefined ? '' : String(priceMin)}
              options={prices.map((p) => priceOption(p, priceMax !== undefined && p > priceMax))}
              onChange={(e) => apply({ priceMin: toNumber(e.target.value) })}
            />
            <Select
              label={label('maxPrice')}
              placeholder={label('noMax')}
              value={priceMax === undefined ? '' : String(priceMax)}
              options={prices.map((p) => priceOption(p, priceMin !== undefined && p < priceMin))}
              onChange={(e) => apply({ priceMax: toNumber(e.target.value) })}
            />
          </Pair>
        </QuickFilter>
        <QuickFilter
          id="beds"
          name={label('bedsShort')}
          value={bedsLabel(filters, intl)}
          open={openId === 'beds'}
          {...common}
        >
          <RadioGroup
            legend={label('beds')}
            name={bedsName}
            inline
            options={countOptions(BED_CHOICES, bedsMin)}
            value={bedsMin === undefined ? '' : String(bedsMin)}
            onChange={(value) => {
              const min = toNumber(value);
              apply({
                bedsMin: min,
                bedsMax: min !== undefined && bedsMax !== undefined && bedsMax < min ? undefined : bedsMax,
              });
            }}
          />
        </QuickFilter>
        <QuickFilter
          id="baths"
          name={label('bathsShort')}
          value={bathsLabel(filters, intl)}
          open={openId === 'baths'}
          {...common}
        >
          <RadioGroup
            legend={label('baths')}
            name={bathsName}
            inline
            options={countOptions(BATH_CHOICES, bathsMin)}
            value={bathsMin === undefined ? '' : String(bathsMin)}
            onChange={(value) => {
              const min = toNumber(value);
              apply({
                bathsMin: min,
                bathsMax: min !== undefined && bathsMax !== undefined && bathsMax < min ? undefined : bathsMax,
              });
            }}
          />
        </QuickFilter>
        <QuickFilter
          id="type"
          name={label('propertyType')}
          value={propertyTypesLabel(filters, category, intl)}
          open={openId === 'type'}
          {...common}
        >
          <Checks>
            {categoryToggles(category).map((toggle) => (
              <Checkbox
                key={toggle}
                label={intl.formatMessage(propertyCategoryMessages[toggle])}
                checked={filters[toggle] === true}
                onChange={(e) => apply({ [toggle]: e.target.checked })}
              />
            ))}
          </Checks>
        </QuickFilter>
      </Row>
    </Bar>
  );
}
