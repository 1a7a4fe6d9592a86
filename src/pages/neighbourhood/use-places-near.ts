import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { Neighbourhood } from '@/api/contract/places';
import { byCategory, NEARBY_RADIUS_METRES } from '@/features/neighbourhoods/nearby-places';
import { neighbourhoodsApi } from '@/features/neighbourhoods/neighbourhoods-endpoints';

/** The places around the neighbourhood's centre (one call for all categories, one for schools). */
export function usePlacesNear(neighbourhood: Neighbourhood, near: boolean) {
  const at = { lat: neighbourhood.lat, lng: neighbourhood.lng, radius: NEARBY_RADIUS_METRES };
  const others = neighbourhoodsApi.usePointsOfInterestQuery(
    near
      ? { ...at, categories: ['transit', 'grocery', 'restaurant', 'park', 'daycare', 'cafe', 'pharmacy'] }
      : skipToken,
  );
  const schools = neighbourhoodsApi.useSchoolsQuery(near ? at : skipToken);
  const groups = useMemo(() => byCategory(others.data ?? []), [others.data]);
  return { others, schools, groups };
}

export type PlacesNear = ReturnType<typeof usePlacesNear>;
