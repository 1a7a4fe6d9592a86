// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';

// A header that fails while rendering (a bad flag payload, a broken takeover config…).
vi.mock('@/features/header/Header', () => ({
  Header: () => {
    throw new Error('header exploded');
  },
}));

describe('Layout', () => {
  it('renders nothing for a header that fails, and the rest of the page still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = await renderWithProviders(undefined, { route: '/' });
      await screen.findByRole('heading', { level: 1, name: 'Find the home that fits your life' }, { timeout: 10_000 });
      expect(screen.queryByRole('banner')).toBeNull();
      screen.getByRole('contentinfo');
      // The page under it still answers: the search tabs switch.
      await user.click(screen.getByRole('tab', { name: 'Rent' }));
      screen.getByRole('tab', { name: 'Rent', selected: true });
    } finally {
      error.mockRestore();
    }
  });
});
