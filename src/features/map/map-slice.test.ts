import { describe, expect, it } from 'vitest';
import {
  listingHovered,
  listingSelected,
  listingUnhovered,
  mapClosed,
  mapSlice,
  visibleListingsChanged,
  type MapState,
} from './map-slice';

const reduce = (state: MapState | undefined, ...actions: Parameters<typeof mapSlice.reducer>[1][]) =>
  actions.reduce((s, action) => mapSlice.reducer(s, action), state ?? mapSlice.getInitialState());

describe('the map slice', () => {
  it('keeps the listings in view, and the same array while they do not change', () => {
    const state = reduce(undefined, visibleListingsChanged({ ids: ['a', 'b'], total: 2 }));
    expect(state).toMatchObject({ visibleIds: ['a', 'b'], visibleTotal: 2 });
    const again = reduce(state, visibleListingsChanged({ ids: ['a', 'b'], total: 2 }));
    expect(again.visibleIds).toBe(state.visibleIds);
    expect(reduce(state, visibleListingsChanged({ ids: ['b'], total: 1 })).visibleIds).toEqual(['b']);
  });

  it('selects a listing and clears it', () => {
    expect(reduce(undefined, listingSelected('a')).selectedId).toBe('a');
    expect(reduce(undefined, listingSelected('a'), listingSelected(null)).selectedId).toBeNull();
  });

  it('knows which listing is hovered and where; leaving clears it only if it is still that one', () => {
    const hovered = reduce(undefined, listingHovered({ listingId: 'a', source: 'list' }));
    expect(hovered.hovered).toEqual({ listingId: 'a', source: 'list' });
    // The pointer went from a to b: a's leave comes after b's enter and must not clear b.
    const moved = reduce(hovered, listingHovered({ listingId: 'b', source: 'map' }), listingUnhovered('a'));
    expect(moved.hovered).toEqual({ listingId: 'b', source: 'map' });
    expect(reduce(moved, listingUnhovered('b')).hovered).toBeNull();
    expect(reduce(moved, listingHovered(null)).hovered).toBeNull();
  });

  it('forgets everything when the map view closes', () => {
    const state = reduce(
      undefined,
      visibleListingsChanged({ ids: ['a'], total: 1 }),
      listingSelected('a'),
      listingHovered({ listingId: 'a', source: 'map' }),
      mapClosed(),
    );
    expect(state).toEqual(mapSlice.getInitialState());
  });
});
