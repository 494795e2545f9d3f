// SPEC 3 'lastSearchState' and SPEC 4 'Search': opening a result saves the query, the results and
// the scroll position, and the search screen restores them when the viewer comes back.
import type { Video } from '@ott/contract';
import { storage } from '@/lib/storage.ts';

export interface SearchState {
  query: string;
  results: Video[];
  scrollPosition: number;
  /** The quick-filter chip that was on, if any. */
  categoryId: number | null;
}

export function saveSearchState(state: SearchState) {
  storage.setJson('lastSearchState', state);
}

/** The saved state, or null when none is stored or it is not in the shape written above. */
export function readSearchState(): SearchState | null {
  const raw = storage.getJson<Partial<SearchState>>('lastSearchState');
  if (!raw || typeof raw.query !== 'string' || !Array.isArray(raw.results)) return null;
  return {
    query: raw.query,
    results: raw.results,
    scrollPosition: typeof raw.scrollPosition === 'number' && raw.scrollPosition > 0 ? raw.scrollPosition : 0,
    categoryId: typeof raw.categoryId === 'number' ? raw.categoryId : null,
  };
}

export function clearSearchState() {
  storage.remove('lastSearchState');
}
