// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListingPreview } from '@/domain/map-previews';
import { renderMapUi } from './test-render';
import { VisibleListingsList } from './VisibleListingsList';

const preview = (listingId: string, listPrice: number | null): ListingPreview => ({
  listingId,
  detailUrl: '',
  lat: 43.7,
  lng: -79.4,
  listPrice,
  listingDate: null,
  pricePerSqft: null,
});

describe('VisibleListingsList', () => {
  it('says how many of the listings in the area it shows, and lists them as buttons', () => {
    renderMapUi(
      <VisibleListingsList
        items={[preview('a', 850_000), preview('b', null)]}
        total={120}
        locale="en"
        selectedId="b"
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Listings in this area' })).toBeDefined();
    expect(screen.getByText('Showing 2 of 120 listings in this area')).toBeDefined();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['$850,000', 'Price on request']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('selects the listing a button names, by click or keyboard', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderMapUi(
      <VisibleListingsList
        items={[preview('a', 850_000), preview('b', 1_200_000)]}
        total={2}
        locale="en"
        selectedId={null}
        onChoose={onChoose}
      />,
    );
    await user.click(screen.getByRole('button', { name: '$850,000' }));
    expect(onChoose).toHaveBeenLastCalledWith('a', screen.getByRole('button', { name: '$850,000' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '$1,200,000' }));
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('b', document.activeElement);
  });

  it('suggests a next step when the area is empty', () => {
    renderMapUi(<VisibleListingsList items={[]} total={0} locale="en" selectedId={null} onChoose={vi.fn()} />);
    expect(screen.getByText('No listings in this area. Zoom out or move the map.')).toBeDefined();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
