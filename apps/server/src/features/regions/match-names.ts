// Name search within one parent's list (GET /mandals/search/, /villages/search/): case-insensitive
// contains, best first: the exact name, then names starting with the text, then names with a word
// starting with it, then any other containing it, then names whose search key (Telugu or English
// letters, docs/decisions.md 'Search') contains the text's: 'Tagarapu valasa' and 'తగరపువలస' find
// 'Tagarapuvalasa'. Ties keep the list's own order (by name). Pure: the list comes from the cache.
import { searchKey } from '../../lib/search/search-key.ts';

export const NAME_SEARCH_LIMIT = 20;

const lower = (text: string) => text.normalize('NFC').toLowerCase();
const compact = (key: string) => key.replace(/ /g, '');

function rank(name: string, text: string, key: string): number | null {
  const n = lower(name);
  if (n === text) return 0;
  if (n.startsWith(text)) return 1;
  if (n.split(/[\s\-.,()]+/).some((word) => word.startsWith(text))) return 2;
  if (n.includes(text)) return 3;
  if (key !== '' && compact(searchKey(name)).includes(key)) return 4;
  return null;
}

export function matchNames<T extends { name: string }>(items: readonly T[], query: string, limit = NAME_SEARCH_LIMIT): T[] {
  const text = lower(query.trim());
  if (text === '') return items.slice(0, limit);
  const key = compact(searchKey(text));
  return items
    .map((item, index) => ({ item, index, rank: rank(item.name, text, key) }))
    .filter((m): m is { item: T; index: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((m) => m.item);
}
