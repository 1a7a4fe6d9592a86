import { useCallback, useEffect, useState } from 'react';

/** The value, once it has stopped changing for a moment; `flush` settles it at once (on blur). */
export function useSettled(value: string, delayMs: number): [string, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}
