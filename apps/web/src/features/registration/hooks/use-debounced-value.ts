import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (SPEC 9: the 300 ms typing pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
