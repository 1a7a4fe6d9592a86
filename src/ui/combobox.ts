import type { KeyboardEvent } from 'react';
import { css } from 'styled-components';

/** The popup list of a WAI-ARIA combobox (the header search, the estimator's address search). */
export const comboboxListStyles = css`
  z-index: 30;
  overflow: auto;
  padding: ${({ theme }) => theme.space(2)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** One option of that list: a 44 px target, the active one marked by a bar as well as a colour. */
export const comboboxOptionStyles = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface ComboboxKeyState {
  /** How many options the list has. */
  count: number;
  /** Whether the list is showing. */
  expanded: boolean;
  /** The text field's value. */
  text: string;
  setOpen: (open: boolean) => void;
  /** The active option's index; -1 is the text field itself. */
  setActive: (update: number | ((current: number) => number)) => void;
  /** Empties the text field (Escape on a closed list). */
  clear: () => void;
}

/**
 * The WAI-ARIA combobox keys: the arrows open the list and move through the options and back to the text field (-1),
 * starting from the first (down) or last (up) option when the list was closed; Escape closes the list, or else clears
 * the field. Other keys are left to the field.
 */
export function onComboboxKeyDown(event: KeyboardEvent<HTMLInputElement>, state: ComboboxKeyState) {
  const { count, expanded, text, setOpen, setActive, clear } = state;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!count) return;
    event.preventDefault();
    setOpen(true);
    const last = count - 1;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((current) => {
      if (!expanded) return step > 0 ? 0 : last;
      const next = current + step;
      if (next < -1) return last;
      return next > last ? -1 : next;
    });
  } else if (event.key === 'Escape') {
    if (expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (text) {
      event.preventDefault();
      clear();
    }
  }
}
