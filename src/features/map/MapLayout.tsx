import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { MAP_PANEL_MIN } from './map-model';
import type { VisibleListingsListProps } from './VisibleListingsList';

/** Room the phone's closed bottom sheet takes at the foot of the map (the map's bottom controls sit above it). */
const SHEET_SPACE = '60px';

const Split = styled.div`
  --map-sheet-space: ${SHEET_SPACE};
  position: relative;
  display: grid;
  grid-template-areas: 'map';
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: minmax(0, 1fr);
  /* Phones and tablets: the map alone, from where it starts (--map-top, which the page sets) to the foot of
     the screen, so its closed list sheet shows without scrolling; never taller than the screen below the
     header bar, never so short it is no use. */
  height: calc(100vh - max(72px, var(--map-top, 72px)));
  height: calc(100dvh - max(72px, var(--map-top, 72px)));
  min-height: min(320px, 100vh);
  /* Edge to edge on phones: out of the page's 16 px gutters. */
  margin-inline: calc(-1 * ${({ theme }) => theme.space(4)});
  @media (max-width: 767.98px) {
    [data-map-slot] > * {
      border-radius: 0;
    }
  }
  ${({ theme }) => theme.media.tablet} {
    margin-inline: 0;
  }
  @media (min-width: ${MAP_PANEL_MIN}px) {
    --map-sheet-space: 0px;
    grid-template-areas: 'list map';
    grid-template-columns: minmax(340px, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space(4)};
    height: calc(100vh - 112px);
    height: calc(100dvh - 112px);
    min-height: min(560px, 100vh);
  }
  /* From laptop width, half and half: the list has room for two columns of cards. */
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Slot = styled.div`
  grid-area: map;
  min-width: 0;
  min-height: 0;
`;

/**
 * The map view's layout: the list of listings in view and the map, side by side from laptop width; on
 * phones the map fills the screen and the list is a bottom sheet over it. The list comes first, so the
 * keyboard reaches it before the map's pins (the list is on the left, as read).
 */
export function MapLayout({ list, map }: { list: ReactNode; map: ReactNode }) {
  return (
    <Split data-map-layout="">
      {list}
      <Slot data-map-slot="">{map}</Slot>
    </Split>
  );
}

/** The list's place while its chunk loads: the panel's frame beside the map, nothing over it on phones. */
const ListSkeleton = styled.div`
  display: none;
  @media (min-width: ${MAP_PANEL_MIN}px) {
    display: block;
    grid-area: list;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

// The list of cards ships with the map view, not with the results page's first load (the gallery).
const VisibleListingsList = lazy(() => import('./VisibleListingsList'));

export function LazyVisibleListingsList(props: VisibleListingsListProps) {
  return (
    <Suspense fallback={<ListSkeleton aria-hidden="true" />}>
      <VisibleListingsList {...props} />
    </Suspense>
  );
}
