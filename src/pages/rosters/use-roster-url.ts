import { useCallback, useMemo } from 'react';
import {
  parseRosterQuery,
  rosterPlace,
  rosterSearchParams,
  writeRosterQuery,
  type RosterApiParams,
  type RosterKind,
  type RosterPlace,
  type RosterState,
} from '@/domain/roster-query';
import { useRoute, type RouteState } from '@/routing/route-context';

export interface RosterUrl {
  route: RouteState;
  /** The city a city page fixes, or null (all of Canada). */
  place: RosterPlace | null;
  /** The search the URL describes: the one source of truth. */
  state: RosterState;
  /** The API call for it. */
  params: RosterApiParams;
  /** This page's public URL with part of the search changed. */
  href: (patch: Partial<RosterState>) => string;
  /** Changes part of the search: a new history entry, unless `replace` (corrections). */
  set: (patch: Partial<RosterState>, options?: { replace?: boolean }) => void;
}

/** Reads and writes a roster's search in its public URL, so Back, reload and a shared link agree. */
export function useRosterUrl(kind: RosterKind): RosterUrl {
  const route = useRoute();
  const { pathname, search, navigate, params: routeParams } = route;
  const province = routeParams.province;
  const city = routeParams.city;
  const place = useMemo(() => rosterPlace({ province, city }), [province, city]);
  const state = useMemo(() => parseRosterQuery(search, kind, place), [search, kind, place]);
  const params = useMemo(() => rosterSearchParams(state, kind, place), [state, kind, place]);
  const href = useCallback(
    (patch: Partial<RosterState>) => pathname + writeRosterQuery({ ...state, ...patch }, kind),
    [pathname, state, kind],
  );
  const set = useCallback(
    (patch: Partial<RosterState>, options?: { replace?: boolean }) =>
      void navigate(href(patch), { replace: options?.replace ?? false }),
    [navigate, href],
  );
  return { route, place, state, params, href, set };
}
