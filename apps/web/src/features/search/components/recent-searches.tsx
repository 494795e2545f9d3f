// Recent searches (SPEC 2.14, 9): the newest 3 on phones (width up to 768 px), 7 otherwise, and
// Clear All.
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { recentSearchesShown } from '../lib/recent-searches.ts';

interface RecentSearchesProps {
  items: string[];
  onPick: (query: string) => void;
  onClearAll: () => void;
}

export function RecentSearches({ items, onPick, onClearAll }: RecentSearchesProps) {
  const { t } = useTranslation('search');
  const isNarrow = useMediaQuery('(max-width: 768px)');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-heading">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="recent-searches-heading" className="text-lg font-bold tracking-tight md:text-xl">
          {t('recentSearches')}
        </h2>
        <button
          type="button"
          onClick={onClearAll}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-2 transition hover:bg-white/5 hover:text-white"
        >
          {t('clearAll')}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {items.slice(0, recentSearchesShown(isNarrow)).map((item) => (
          <li key={item}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="inline-flex h-9 max-w-[16rem] items-center gap-2 rounded-full bg-white/6 px-3.5 text-sm text-white/85 ring-1 ring-white/10 transition hover:bg-white/12 hover:text-white"
            >
              <Clock aria-hidden="true" className="size-4 shrink-0 text-white/50" />
              <span className="truncate">{item}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
