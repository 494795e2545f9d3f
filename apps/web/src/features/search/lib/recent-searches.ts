// SPEC 9 / 5 'Search': up to 10 recent searches are stored (localStorage 'recentSearches'), newest
// first; blanks are ignored and a repeated search moves to the front instead of appearing twice.
import { RECENT_SEARCHES_SHOWN_DESKTOP, RECENT_SEARCHES_SHOWN_MOBILE, RECENT_SEARCHES_STORED } from '@ott/contract';
import { storage } from '@/lib/storage.ts';

export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...list];
  const key = text.toLowerCase();
  return [text, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_STORED);
}

/** 3 at widths up to 768 px, otherwise 7 (SPEC 9). */
export const recentSearchesShown = (isNarrow: boolean) => (isNarrow ? RECENT_SEARCHES_SHOWN_MOBILE : RECENT_SEARCHES_SHOWN_DESKTOP);

/** The stored list, cleaned the same way: non-strings and blanks dropped, duplicates merged. */
export function readRecentSearches(): string[] {
  const stored = storage.getJson<unknown>('recentSearches');
  if (!Array.isArray(stored)) return [];
  // Replaying oldest to newest leaves the newest first, as if each had just been searched.
  return stored.reduceRight<string[]>((list, item) => (typeof item === 'string' ? addRecentSearch(list, item) : list), []);
}

export function writeRecentSearches(list: readonly string[]) {
  if (list.length === 0) storage.remove('recentSearches');
  else storage.setJson('recentSearches', list);
}
