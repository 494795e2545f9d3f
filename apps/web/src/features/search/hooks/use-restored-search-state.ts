import { useEffect, useState } from 'react';
import { clearSearchState, readSearchState, type SearchState } from '../lib/search-state.ts';

/**
 * The search state saved when a result was opened, read once on arrival. It is used up by the
 * restore: a later visit (e.g. from the header's Search button) starts clean unless another result
 * is opened first.
 */
export function useRestoredSearchState(): { restored: SearchState | null; restoredAt: number } {
  const [snapshot] = useState(() => ({ restored: readSearchState(), restoredAt: Date.now() }));
  useEffect(() => {
    if (snapshot.restored) clearSearchState();
  }, [snapshot]);
  return snapshot;
}
