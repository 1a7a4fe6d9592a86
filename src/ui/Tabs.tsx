import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  /** Stable key, also the value reported to onChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list: a string, or the id of a visible heading through labelledBy. */
  label?: string;
  labelledBy?: string;
  /** Controlled selection; leave it out and use defaultValue for an uncontrolled one. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** automatic: arrows select at once; manual: arrows move focus, Enter or Space selects (for costly panels). */
  activation?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
}

const Root = styled.div<{ $vertical: boolean }>`
  display: ${({ $vertical }) => ($vertical ? 'grid' : 'block')};
  grid-template-columns: ${({ $vertical }) => ($vertical ? 'minmax(160px, auto) 1fr' : 'none')};
  gap: ${({ theme }) => theme.space(4)};
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  transition:
    color 120ms ease,
    border-color 120ms ease;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  [aria-orientation='vertical'] > & {
    text-align: start;
    border-bottom: 0;
    border-inline-end: 3px solid transparent;
  }
  [aria-orientation='vertical'] > &[aria-selected='true'] {
    border-inline-end-color: ${({ theme }) => theme.colors.accent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space(4)};
`;

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), Left/Right (Up/Down when vertical) with wrap-around,
 * Home and End; each panel is labelled by its tab. Hidden panels stay mounted, so what they hold survives.
 */
export function Tabs({
  items,
  label,
  labelledBy,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  orientation = 'horizontal',
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? uncontrolled;
  // The one tab stop: the selected tab, or the first usable one when nothing valid is selected.
  const tabStop = items.some((item) => item.id === selected && !item.disabled) ? selected : firstEnabled;
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (id === selected) return;
    if (value === undefined) setUncontrolled(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, i) => ({ item, i })).filter(({ item }) => !item.disabled);
    const position = enabled.findIndex(({ i }) => i === index);
    const [previousKey, nextKey] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    let target: number | undefined;
    if (event.key === nextKey) target = (position + 1) % enabled.length;
    else if (event.key === previousKey) target = (position - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = enabled.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    const next = enabled[target]?.item;
    if (!next) return;
    tabs.current.get(next.id)?.focus();
    if (activation === 'automatic') select(next.id);
  };

  return (
    <Root $vertical={orientation === 'vertical'}>
      <List role="tablist" aria-label={label} aria-labelledby={labelledBy} aria-orientation={orientation}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabs.current.set(item.id, node);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={item.id === tabStop ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          // The panel is a tab stop of its own, so its content is reachable even when it holds no control.
          tabIndex={0}
        >
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
