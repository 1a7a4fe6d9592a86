// What the pages use of the map feature: its components, the state it shares with the list beside it
// (the map slice) and its leaflet-free rules. Nothing here loads Leaflet: the map itself is a lazy chunk.
export { LazyResultsMap, MapSkeleton, zoomForPlace, CANADA_ZOOM, type ResultsMapProps } from './LazyResultsMap';
export { MapLayout, LazyVisibleListingsList } from './MapLayout';
export {
  LazyLocationMap,
  LocationMapPlaceholder,
  type LocationMapPoint,
  type LocationMapProps,
} from './LazyLocationMap';
export { MAP_PANEL_MIN } from './map-model';
export type { VisibleListingsListProps } from './VisibleListingsList';
export {
  mapSlice,
  listingSelected,
  listingHovered,
  listingUnhovered,
  visibleListingsChanged,
  mapClosed,
  selectSelectedListing,
  selectHoveredListing,
  selectVisibleIds,
  selectVisibleTotal,
  type MapState,
} from './map-slice';
