// /search (SPEC 2.14, 4 'Search', 5 'Search', 9): the box searches 300 ms after typing stops; an
// empty box clears the results and shows recent searches and Trending Now instead. Opening a result
// saves the screen (query, results, scroll) and coming back restores it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { trendingVideosQueryOptions } from '@/api/catalogue/list-trending-videos.ts';
import { paths } from '@/config/paths.ts';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';
import { QuickFilterChips } from '../components/quick-filter-chips.tsx';
import { RecentSearches } from '../components/recent-searches.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { TrendingSection } from '../components/trending-section.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useRecentSearches } from '../hooks/use-recent-searches.ts';
import { useRestoreScroll } from '../hooks/use-restore-scroll.ts';
import { useRestoredSearchState } from '../hooks/use-restored-search-state.ts';
import { useSearchResults } from '../hooks/use-search-results.ts';
import { saveSearchState } from '../lib/search-state.ts';
import { buildSuggestions, type Suggestion } from '../lib/suggestions.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { restored, restoredAt } = useRestoredSearchState();
  const [input, setInput] = useState(restored?.query ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(restored?.categoryId ?? null);
  const typed = input.trim();
  const [debounced, flushQuery] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // SPEC 4: an empty query clears the results at once; only typing waits for the pause.
  const query = typed === '' ? '' : debounced;

  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === categoryId) ?? null;
  const categoryPending = categoryId !== null && categories.isPending;
  const view = useSearchResults({ query, category, categoryPending, restored, restoredAt });
  const trending = useQuery(trendingVideosQueryOptions());
  const recent = useRecentSearches();
  const results = view.kind === 'results' ? view.videos : [];

  const isIdle = view.kind === 'idle';
  // The chips row above the grid must have its final height too before the position means anything.
  const isLaidOut = !categories.isPending && (isIdle ? !trending.isPending : view.kind !== 'loading');
  useRestoreScroll(restored?.scrollPosition ?? 0, isLaidOut);

  /** Saves the screen before a result or trending title opens (SPEC 3 'lastSearchState'). */
  const rememberScreen = () => {
    if (query) recent.add(query);
    saveSearchState({ query: input, results, scrollPosition: window.scrollY, categoryId });
  };
  const runQuery = (text: string) => {
    setInput(text);
    flushQuery(text.trim());
    recent.add(text);
  };
  const onPick = (suggestion: Suggestion) => {
    if (suggestion.kind === 'recent') return runQuery(suggestion.label);
    rememberScreen();
    void navigate(paths.movie(suggestion.videoId));
  };

  return (
    <div className={`${PAGE_GUTTER} mx-auto max-w-[1600px] pb-16 pt-6 md:pt-10`}>
      <header className="max-w-4xl">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-1 text-sm text-muted md:text-base">{t('intro')}</p>
        <div className="mt-5">
          <SearchBox
            value={input}
            onChange={setInput}
            onSubmit={() => runQuery(input)}
            onPick={onPick}
            suggestions={buildSuggestions(typed, recent.items, query === typed ? results : [])}
            autoFocus={!restored}
          />
        </div>
        <div className="mt-4">
          <QuickFilterChips categories={categories.isError ? [] : categories.data} selectedId={categoryId} onSelect={setCategoryId} />
        </div>
      </header>
      <div className="mt-8 space-y-10">
        {isIdle ? (
          <>
            <div className="max-w-4xl">
              <RecentSearches items={recent.items} onPick={runQuery} onClearAll={recent.clear} />
            </div>
            <TrendingSection trending={trending} onOpen={rememberScreen} />
          </>
        ) : (
          <SearchResults view={view} query={query} category={category} onOpen={rememberScreen} />
        )}
      </div>
    </div>
  );
}
