import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where a hover (or keyboard focus) came from: a pin or cluster on the map, or a card in the list. */
export type HoverSource = 'map' | 'list';

export interface MapState {
  /**
   * The listings inside the map's current bounds, in the search's order (its sort), at most
   * `VISIBLE_LIST_LIMIT` of them: what the list beside the map shows.
   */
  visibleIds: string[];
  /** How many listings lie inside the current bounds in all; null until the map has a view. */
  visibleTotal: number | null;
  /** The listing whose pin the visitor picked: its card shows in the map's drawer. */
  selectedId: string | null;
  /** The listing under the pointer or focus, on the map or in the list: the other side highlights it. */
  hovered: { listingId: string; source: HoverSource } | null;
}

const initialState: MapState = { visibleIds: [], visibleTotal: null, selectedId: null, hovered: null };

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** What the map and the list beside it share, so each follows the other without props passed down. */
export const mapSlice = createSlice({
  name: 'map',
  initialState,
  reducers: {
    visibleListingsChanged(state, action: PayloadAction<{ ids: string[]; total: number }>) {
      // Keeps the array's identity when nothing changed, so the list does not re-render on every move.
      if (!sameIds(state.visibleIds, action.payload.ids)) state.visibleIds = action.payload.ids;
      state.visibleTotal = action.payload.total;
    },
    listingSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
    listingHovered(state, action: PayloadAction<{ listingId: string; source: HoverSource } | null>) {
      const next = action.payload;
      if (next === null) {
        state.hovered = null;
      } else if (state.hovered?.listingId !== next.listingId || state.hovered.source !== next.source) {
        state.hovered = next;
      }
    },
    /** The listing left the pointer or focus: cleared only if it is still the one hovered. */
    listingUnhovered(state, action: PayloadAction<string>) {
      if (state.hovered?.listingId === action.payload) state.hovered = null;
    },
    /** The map view closed (another view, another page): nothing stays selected or highlighted. */
    mapClosed() {
      return initialState;
    },
  },
  selectors: {
    selectVisibleIds: (state) => state.visibleIds,
    selectVisibleTotal: (state) => state.visibleTotal,
    selectSelectedListing: (state) => state.selectedId,
    selectHovered: (state) => state.hovered,
    selectHoveredListing: (state) => state.hovered?.listingId ?? null,
  },
});

export const { visibleListingsChanged, listingSelected, listingHovered, listingUnhovered, mapClosed } =
  mapSlice.actions;
export const { selectVisibleIds, selectVisibleTotal, selectSelectedListing, selectHovered, selectHoveredListing } =
  mapSlice.selectors;
