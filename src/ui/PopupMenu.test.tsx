// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PopupMenu } from './PopupMenu';

const Items = () => (
  <>
    <a role="menuitem" href="#upgrade">
      Upgrading
    </a>
    <a role="menuitem" href="#right">
      Right-sizing
    </a>
    <a role="menuitem" href="#first">
      First home
    </a>
  </>
);

async function renderMenu(props: Partial<Parameters<typeof PopupMenu>[0]> = {}) {
  return renderWithProviders(
    <>
      <PopupMenu label="Buy" {...props}>
        {props.children ?? <Items />}
      </PopupMenu>
      <button type="button">Elsewhere</button>
    </>,
  );
}

const button = () => screen.getByRole('button', { name: 'Buy' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('PopupMenu (spec §4 popup menu)', () => {
  it('is a menu button whose state screen readers hear', async () => {
    const user = userEvent.setup();
    await renderMenu();
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Buy' });
    expect(button().getAttribute('aria-controls')).toBe(menu.id);
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with Enter or the arrow of its placement, moves with arrows, Home and End, and Escape returns focus', async () => {
    const user = userEvent.setup();
    await renderMenu();
    await user.tab();
    expect(document.activeElement).toBe(button());
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(item('Upgrading'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Right-sizing'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('First home'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Upgrading'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('First home'));
    await user.keyboard('r');
    expect(document.activeElement).toBe(item('Right-sizing'));
    await user.keyboard('{Escape}');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
    await user.keyboard('{ArrowDown}');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('Upgrading'));
  });

  it('opens upward with ArrowUp when placed on top, not with ArrowDown', async () => {
    const user = userEvent.setup();
    await renderMenu({ placement: 'top' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowUp}');
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a click away, and on Tab out of it', async () => {
    const user = userEvent.setup();
    await renderMenu();
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.click(button());
    await user.keyboard('{ArrowDown}');
    button().focus();
    await user.keyboard('{Enter}');
    // Enter toggles it closed again from the button.
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover when enabled and closes when the pointer leaves', async () => {
    vi.useFakeTimers();
    try {
      const onIntent = vi.fn();
      await renderMenu({ hover: true, onIntent });
      const region = button().parentElement!;
      fireEvent.pointerEnter(region, { pointerType: 'mouse' });
      expect(onIntent).toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(200));
      expect(button().getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerLeave(region, { pointerType: 'mouse' });
      act(() => void vi.advanceTimersByTime(300));
      expect(button().getAttribute('aria-expanded')).toBe('false');
      // Touch never opens it by hover.
      fireEvent.pointerEnter(region, { pointerType: 'touch' });
      act(() => void vi.advanceTimersByTime(300));
      expect(button().getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a menu the hover opened open when the resting mouse then clicks, and closes it on the next click', async () => {
    vi.useFakeTimers();
    try {
      await renderMenu({ hover: true });
      const region = button().parentElement!;
      fireEvent.pointerEnter(region, { pointerType: 'mouse' });
      act(() => void vi.advanceTimersByTime(200));
      expect(button().getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(button(), { detail: 1 });
      expect(button().getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(button(), { detail: 1 });
      expect(button().getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not open on hover unless enabled', async () => {
    vi.useFakeTimers();
    try {
      await renderMenu();
      fireEvent.pointerEnter(button().parentElement!, { pointerType: 'mouse' });
      act(() => void vi.advanceTimersByTime(300));
      expect(button().getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('focuses the first item of a lazy panel once it arrives', async () => {
    const user = userEvent.setup();
    let resolve: (value: { default: typeof Items }) => void = () => undefined;
    const Lazy = lazy(() => new Promise<{ default: typeof Items }>((r) => (resolve = r)));
    await renderMenu({
      children: (
        <Suspense fallback={<p>Loading</p>}>
          <Lazy />
        </Suspense>
      ),
    });
    await user.tab();
    await user.keyboard('{Enter}');
    screen.getByText('Loading');
    await act(() => {
      resolve({ default: Items });
      return Promise.resolve();
    });
    const upgrading = await screen.findByRole('menuitem', { name: 'Upgrading' });
    await waitFor(() => expect(document.activeElement).toBe(upgrading));
  });
});
