import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs` (SPEC 9: the 300 ms typing pause; SPEC 4
 * 'Search': a typed query searches after a pause). `flush` adopts a value at once, e.g. when a
 * recent search is picked.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (next: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback((next: T) => setDebounced(next), []);
  return [debounced, flush];
}
