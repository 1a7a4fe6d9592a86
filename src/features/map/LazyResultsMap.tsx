import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { MapSkeletonFrame, visuallyHidden } from './MapFrame';
import { frameMessages } from './frame-messages';
import type { ResultsMapProps } from './ResultsMap';
import styled from 'styled-components';

// Leaflet, react-leaflet, the cluster layer (its worker is a chunk of its own), their CSS and the
// outlines of Canada all live in this chunk, fetched only when a results page shows the map (never on
// the home page).
const ResultsMap = lazy(() => import('./ResultsMap'));

const Hidden = styled.span`
  ${visuallyHidden};
`;

/** A placeholder of the map's exact size while its chunk loads. */
export function MapSkeleton() {
  const intl = useIntl();
  return (
    <MapSkeletonFrame role="status" aria-busy="true">
      <Hidden>{intl.formatMessage(frameMessages.loading)}</Hidden>
    </MapSkeletonFrame>
  );
}

export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense fallback={<MapSkeleton />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}

// The leaflet-free helpers the results page needs, from the same light module.
export { zoomForPlace, CANADA_ZOOM } from './map-model';
export type { ResultsMapProps } from './ResultsMap';
