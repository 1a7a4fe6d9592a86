// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListingDrawer } from './ListingDrawer';

describe('ListingDrawer', () => {
  it('takes focus when it opens and shows the preview', async () => {
    await renderWithProviders(
      <ListingDrawer listingId="X1" onClose={vi.fn()}>
        <p>Card for X1</p>
      </ListingDrawer>,
    );
    const drawer = screen.getByRole('region', { name: 'Selected listing' });
    expect(document.activeElement).toBe(drawer);
    screen.getByText('Card for X1');
  });

  it('expands and collapses', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ListingDrawer listingId="X1" onClose={vi.fn()}>
        <p>Card</p>
      </ListingDrawer>,
    );
    const expand = screen.getByRole('button', { name: 'Expand listing details' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    const collapse = screen.getByRole('button', { name: 'Collapse listing details' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    expect(screen.getByRole('button', { name: 'Expand listing details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its button and with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(
      <ListingDrawer listingId="X1" onClose={onClose}>
        <button type="button">Inside the card</button>
      </ListingDrawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Close listing details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Inside the card' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('takes focus again when it shows another listing', async () => {
    const { rerender } = await renderWithProviders(
      <ListingDrawer listingId="X1" onClose={vi.fn()}>
        <button type="button">Card</button>
      </ListingDrawer>,
    );
    screen.getByRole('button', { name: 'Card' }).focus();
    rerender(
      <ListingDrawer listingId="X2" onClose={vi.fn()}>
        <button type="button">Card</button>
      </ListingDrawer>,
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Selected listing' }));
  });
});
