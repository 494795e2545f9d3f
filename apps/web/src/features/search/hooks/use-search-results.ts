// What the results area shows: nothing (no query, no chip), the filtered search results, or, with
// a chip on and an empty box, the chosen category's first page (the chip as a browse shortcut).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Category, Video } from '@ott/contract';
import { CATEGORY_PAGE_SIZE } from '@ott/contract';
import { categoryVideosQueryOptions } from '@/api/catalogue/list-category-videos.ts';
import { searchVideosQueryOptions } from '@/api/catalogue/search-videos.ts';
import { filterSearchResults, isInCategory } from '../lib/search-filter.ts';
import type { SearchState } from '../lib/search-state.ts';

export type SearchView =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void; isRetrying: boolean }
  /** `isUpdating`: an earlier query's matches show while the new one is on its way. */
  | { kind: 'results'; videos: Video[]; isUpdating: boolean };

interface Params {
  /** The trimmed, debounced query ('' when the box is empty). */
  query: string;
  category: Pick<Category, 'id' | 'name'> | null;
  /** A chip is on but the category list (its name) has not arrived yet. */
  categoryPending: boolean;
  /** The state saved when a result was opened; its results show again without a new request. */
  restored: SearchState | null;
  restoredAt: number;
}

export function useSearchResults({ query, category, categoryPending, restored, restoredAt }: Params): SearchView {
  // Only a chip-less saved state can stand for the server's answer to its query: with a chip on,
  // the saved list is a subset and would hide other results once the chip is turned off.
  const restoredResults = restored && restored.categoryId === null && restored.query.trim() === query ? restored.results : undefined;
  const text = useQuery({
    ...searchVideosQueryOptions(query),
    enabled: query !== '',
    initialData: restoredResults,
    initialDataUpdatedAt: restoredAt,
    // While a longer query is on its way, the previous answer, filtered by the new text, is shown.
    placeholderData: keepPreviousData,
  });
  const browsing = query === '' && category !== null;
  const byCategory = useQuery({
    ...categoryVideosQueryOptions({ categoryId: category?.id ?? 0, pageSize: CATEGORY_PAGE_SIZE.categoryPage }),
    enabled: browsing,
  });

  if (categoryPending) return { kind: 'loading' };
  const active = query !== '' ? text : browsing ? byCategory : null;
  if (!active) return { kind: 'idle' };
  if (active.isPending) return { kind: 'loading' };
  if (active.isError) return { kind: 'error', retry: () => void active.refetch(), isRetrying: active.isFetching };
  if (browsing) return { kind: 'results', videos: byCategory.data?.data ?? [], isUpdating: false };
  const matches = filterSearchResults(text.data ?? [], query);
  const videos = category ? matches.filter((v) => isInCategory(v, category)) : matches;
  // An earlier answer with nothing matching the new text is no answer yet: never flash 'No results'.
  if (text.isPlaceholderData && videos.length === 0) return { kind: 'loading' };
  return { kind: 'results', videos, isUpdating: text.isPlaceholderData };
}
