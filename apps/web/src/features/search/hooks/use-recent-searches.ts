import { useCallback, useState } from 'react';
import { addRecentSearch, readRecentSearches, writeRecentSearches } from '../lib/recent-searches.ts';

/** The recent-search list, kept in localStorage 'recentSearches' as it changes. */
export function useRecentSearches() {
  const [items, setItems] = useState(readRecentSearches);
  const add = useCallback((query: string) => {
    setItems((list) => {
      const next = addRecentSearch(list, query);
      writeRecentSearches(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    writeRecentSearches([]);
    setItems([]);
  }, []);
  return { items, add, clear };
}
