import { useEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { normaliseFilters, type SearchFilters } from '@/domain/filters';
import type { SiteCategory } from '@/domain/site';
import { buttonStyles } from '@/ui/Button';
import { CloseIcon } from '@/ui/icons';
import { appliedFilters, filterMessages, withoutApplied } from './filter-labels';

const m = defineMessages<{
  list: Record<string, never>;
  remove: { filter: string };
}>({
  list: { id: 'filters.chips.label', defaultMessage: 'Applied filters' },
  remove: { id: 'filters.chips.remove', defaultMessage: 'Remove filter: {filter}' },
});

export interface FilterChipsProps {
  filters: SearchFilters;
  category: SiteCategory;
  /** Called with the filters left (normalised) when a chip, or all of them, are removed. */
  onChange: (filters: SearchFilters) => void;
  /**
   * Where focus goes once the last chip is gone (the filters button, say); without it, focus is left
   * where the browser puts it.
   */
  emptyFocusRef?: RefObject<HTMLElement | null>;
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    max-width: 100%;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 36px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  /* Fingers need the full 44 px; a mouse does with a tighter chip. */
  @media (pointer: coarse) {
    min-height: 44px;
  }
`;

const ClearAll = styled.button`
  ${buttonStyles.ghost};
  min-height: 36px;
  text-decoration: underline;
  @media (pointer: coarse) {
    min-height: 44px;
  }
`;

/**
 * The search's filters as removable chips ("$300K–$600K", "3+ beds", "Condo"…), with "Clear all" when
 * there are two or more. After a removal, focus moves to the chip that took its place (or the one
 * before), so keyboard users keep their place. Nothing is rendered when no filter applies.
 */
export function FilterChips({ filters, category, onChange, emptyFocusRef }: FilterChipsProps) {
  const intl = useIntl();
  const chips = appliedFilters(filters, category, intl);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The position of the chip just removed, until the new filters come back from the page.
  const pending = useRef<number | null>(null);
  const chipsKey = chips.map((chip) => chip.id).join('\n');

  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    // Only when focus went with the removed chip: never pull focus from where the visitor has gone since.
    const active = document.activeElement;
    const lost = !active || active === document.body || (wrapperRef.current?.contains(active) ?? false);
    if (!lost) return;
    const ids = chipsKey === '' ? [] : chipsKey.split('\n');
    const next = ids[Math.min(index, ids.length - 1)];
    if (next === undefined) emptyFocusRef?.current?.focus();
    else buttons.current.get(next)?.focus();
  }, [chipsKey, emptyFocusRef]);

  if (chips.length === 0) return null;

  return (
    <Wrapper ref={wrapperRef}>
      <ul aria-label={intl.formatMessage(m.list)}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <Chip
              ref={(button) => {
                if (button) buttons.current.set(chip.id, button);
                else buttons.current.delete(chip.id);
              }}
              type="button"
              aria-label={intl.formatMessage(m.remove, { filter: chip.label })}
              onClick={() => {
                pending.current = index;
                onChange(normaliseFilters(chip.remove(filters)));
              }}
            >
              <span>{chip.label}</span>
              <CloseIcon />
            </Chip>
          </li>
        ))}
      </ul>
      {chips.length >= 2 ? (
        <ClearAll
          type="button"
          onClick={() => {
            pending.current = 0;
            onChange(withoutApplied(filters, category, intl));
          }}
        >
          {intl.formatMessage(filterMessages.clearAll)}
        </ClearAll>
      ) : null}
    </Wrapper>
  );
}
