// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Tabs, type TabsProps } from './Tabs';

const items: TabsProps['items'] = [
  { id: 'overview', label: 'Overview', content: <p>Overview panel</p> },
  { id: 'details', label: 'Details', content: <p>Details panel</p> },
  { id: 'history', label: 'Price history', content: <p>History panel</p>, disabled: true },
  { id: 'map', label: 'Map', content: <button type="button">Zoom in</button> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('wires tabs and panels: one selected tab, its panel labelled by it and the others hidden', async () => {
    await renderWithProviders(<Tabs label="Listing" items={items} />);
    screen.getByRole('tablist', { name: 'Listing' });
    expect(selected()).toEqual([tab('Overview')]);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel.textContent).toBe('Overview panel');
    expect(tab('Overview').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByRole('tabpanel', { name: 'Details' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('has one tab stop (roving tabindex) and automatic activation with arrows, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Tabs label="Listing" items={items} onChange={onChange} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(tab('Overview'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Details'));
    expect(selected()).toEqual([tab('Details')]);
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('Details panel');
    // The disabled tab is skipped.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Map'));
    // Wraps around at both ends.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Overview'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Map'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Overview'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Map'));
    expect(onChange.mock.calls.map(([id]) => id as string)).toEqual([
      'details',
      'map',
      'overview',
      'map',
      'overview',
      'map',
    ]);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
    // Tab leaves the tab list for the panel's content.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Map' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zoom in' }));
  });

  it('manual activation: arrows move focus only, Enter or Space selects', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Tabs label="Listing" items={items} activation="manual" defaultValue="details" />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Details'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Overview'));
    expect(selected()).toEqual([tab('Details')]);
    await user.keyboard('{Enter}');
    expect(selected()).toEqual([tab('Overview')]);
    await user.keyboard('{End}');
    await user.keyboard(' ');
    expect(selected()).toEqual([tab('Map')]);
  });

  it('vertical tabs use Up and Down', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Tabs label="Sections" items={items} orientation="vertical" />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([tab('Details')]);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual([tab('Overview')]);
  });
});
