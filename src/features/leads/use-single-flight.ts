import { useRef } from 'react';

/**
 * Wraps an async submit so a second call while the first is under way joins it instead of starting
 * another (two quick clicks, Enter pressed twice): one request, and both callers see its outcome.
 */
export function useSingleFlight<A extends unknown[]>(
  run: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const pending = useRef<Promise<void> | null>(null);
  return (...args: A) => {
    if (pending.current) return pending.current;
    const flight = run(...args).finally(() => {
      pending.current = null;
    });
    pending.current = flight;
    return flight;
  };
}
