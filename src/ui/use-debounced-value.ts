import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Runs once `ms` have passed without another call, with the last call's arguments; `cancel` drops that run. */
export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * `fn`, debounced: called once `ms` have passed without another call, with the last call's arguments. The
 * function keeps its identity while `ms` does (so effects can depend on it), always runs the latest `fn`,
 * and a run still pending when the component unmounts is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number): DebouncedCallback<A> {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => {
    const call = (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, ms);
    };
    call.cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    return call;
  }, [ms]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

/** `value` once it has stayed the same for `ms` (the first value at once): what a look-up while typing asks for. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  return useSettledValue(value, ms)[0];
}

/**
 * `value` once it has stayed the same for `ms` (the first value at once), and `flush`, which settles the current
 * value now (a field left before the delay, as the mortgage calculator's on blur).
 */
export function useSettledValue<T>(value: T, ms: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  // An updater, so a value that is itself a function is kept rather than called.
  const settle = useDebouncedCallback((next: T) => setSettled(() => next), ms);
  // Nothing is scheduled while the value is the settled one (on mount, or typed back): no timer and no render
  // 200 ms after every page shows its search box.
  useEffect(() => {
    if (Object.is(value, settled)) settle.cancel();
    else settle(value);
  }, [value, settled, settle]);
  const flush = useCallback(() => {
    settle.cancel();
    setSettled(() => value);
  }, [settle, value]);
  return [settled, flush];
}
