import { useCallback, useEffect, useMemo } from 'react';
import {
  normaliseResultsQuery,
  readResultsState,
  writeResultsState,
  type ResultsState,
} from '@/features/search/results-query';
import { useRoute } from '@/routing/route-context';

export interface ResultsUrl {
  /** The search the URL describes: the one source of truth for filters, sort, view, page and area. */
  state: ResultsState;
  /** The public URL of this page with part of the search changed. */
  href: (patch: Partial<ResultsState>) => string;
  /** Changes part of the search; `replace` for corrections that should not add a history entry. */
  set: (patch: Partial<ResultsState>, options?: { replace?: boolean }) => void;
}

/**
 * Reads and writes the results page's search in its URL, so back, reload and a shared link agree. An odd but
 * plausible URL (page 900, zoom 1.5, a latitude of 91) is searched as its valid form and the address bar is
 * corrected to it in place (a replace, not a new history entry).
 */
export function useResultsUrl(): ResultsUrl {
  const { pathname, search, navigate } = useRoute();
  const normalised = useMemo(() => normaliseResultsQuery(search), [search]);
  const state = useMemo(() => readResultsState(normalised ?? search), [normalised, search]);
  useEffect(() => {
    if (normalised !== null) void navigate(pathname + normalised, { replace: true });
  }, [normalised, pathname, navigate]);
  const href = useCallback(
    (patch: Partial<ResultsState>) => pathname + writeResultsState({ ...state, ...patch }),
    [pathname, state],
  );
  const set = useCallback(
    (patch: Partial<ResultsState>, options?: { replace?: boolean }) =>
      void navigate(href(patch), { replace: options?.replace ?? false }),
    [navigate, href],
  );
  return { state, href, set };
}
