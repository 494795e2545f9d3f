// A query's answer arrives through useSyncExternalStore, which React renders at once and in one
// piece: a home row's 15 poster cards at Lighthouse's 4x CPU made a 100+ ms task each time a list
// came in (issue 13: total blocking time). Rendering the new data as a deferred value keeps the
// urgent render trivial (the row stays as it was) and builds the new items in a transition, which
// React splits into short slices and can interrupt for input.
import { useDeferredValue } from 'react';

export function useDeferredQueryData<T>(query: { data: T | undefined; isPending: boolean }) {
  const data = useDeferredValue(query.data);
  return { data, isPending: query.isPending || (data === undefined && query.data !== undefined) };
}
