import { useCallback, useEffect, useRef, useState } from 'react';
import { requestPosition, type LocateFailure } from '@/domain/geolocation';

export type NearMeStatus = { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; reason: LocateFailure };

/**
 * A near-me search (spec §2.5, §2.6): while `search` names a near-me search not yet placed, ask the
 * browser for the visitor's position once and hand it on. A failure belongs to the search that met it
 * (a new near-me search asks again), so the page can say why and search more widely; `retry` asks again.
 */
export function useNearMe(
  search: string | null,
  onLocated: (position: { lat: number; lng: number }) => void,
  geolocation: Geolocation | undefined = typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
): { status: NearMeStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ request: string; reason: LocateFailure } | null>(null);
  const request = search === null ? null : `${attempt}:${search}`;
  // The page's callback changes with every render; the position goes to the newest one.
  const latest = useRef(onLocated);
  useEffect(() => {
    latest.current = onLocated;
  });

  useEffect(() => {
    if (request === null) return;
    let current = true;
    requestPosition(
      geolocation,
      (position) => {
        if (current) latest.current(position);
      },
      (reason) => {
        if (current) setFailure({ request, reason });
      },
    );
    return () => {
      current = false;
    };
  }, [request, geolocation]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: NearMeStatus =
    request === null
      ? { kind: 'idle' }
      : failure?.request === request
        ? { kind: 'failed', reason: failure.reason }
        : { kind: 'locating' };
  return { status, retry };
}
