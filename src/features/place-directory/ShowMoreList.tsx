import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles } from '@/ui/Button';

/** How many links a list shows before "Show all". */
export const SHOWN_LINKS = 12;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: 0 ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  li[hidden] {
    display: none;
  }
`;

const Toggle = styled.button`
  ${buttonStyles.secondary};
  justify-self: start;
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface ShowMoreListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** One list item's content: its links. */
  render: (item: T) => ReactNode;
  /** "Show all 57 cities in Ontario". */
  moreLabel: string;
  /** "Show fewer". */
  fewerLabel: string;
}

/**
 * A list of links of which the first 12 show: every link is in the document (crawlers follow them all),
 * the rest hidden until "Show all". After "Show all", focus moves to the first link it revealed, so a
 * keyboard user carries on where the list had stopped; after "Show fewer" it stays on the button.
 */
export function ShowMoreList<T>({ items, keyOf, render, moreLabel, fewerLabel }: ShowMoreListProps<T>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const collapsible = items.length > SHOWN_LINKS;

  // Set by a click only, so the first render never moves focus.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (open) listRef.current?.querySelector<HTMLElement>(`li:nth-child(${SHOWN_LINKS + 1}) a`)?.focus();
    else buttonRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const toggle = () => {
    moved.current = true;
    setOpen((value) => !value);
  };

  return (
    <>
      <List id={listId} ref={listRef}>
        {items.map((item, i) => (
          <li key={keyOf(item)} hidden={collapsible && !open && i >= SHOWN_LINKS}>
            {render(item)}
          </li>
        ))}
      </List>
      {collapsible && (
        <Toggle
          ref={buttonRef}
          type="button"
          data-show-more=""
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
        >
          {open ? fewerLabel : moreLabel}
        </Toggle>
      )}
    </>
  );
}
