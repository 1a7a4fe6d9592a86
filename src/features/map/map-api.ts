// What other features use of the map feature: the small location map (a lazy chunk: nothing here loads
// Leaflet) and its placeholder. Pages import the map's components and slice from their own files.
export {
  LazyLocationMap,
  LocationMapPlaceholder,
  type LocationMapPoint,
  type LocationMapProps,
} from './LazyLocationMap';
