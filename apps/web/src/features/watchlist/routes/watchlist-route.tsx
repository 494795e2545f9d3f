// /watchlist (SPEC 2.20): the signed-in viewer's saved titles with loading, error and empty states;
// Remove is optimistic and rolls back with the spec's message when the server refuses.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useWatchlist } from '@/api/watchlist/list-watchlist.ts';
import { useRemoveFromWatchlist } from '@/api/watchlist/remove-from-watchlist.ts';
import { WatchlistCard } from '../components/watchlist-card.tsx';
import { WatchlistEmpty, WatchlistError, WatchlistSkeleton } from '../components/watchlist-states.tsx';
import { useDurationUnits } from '@/ui/duration.ts';
import { watchlistCardView } from '../lib/watchlist-view.ts';
import '../i18n.ts';

export function Component() {
  const units = useDurationUnits();
  const { t } = useTranslation('watchlist');
  const list = useWatchlist();
  const remove = useRemoveFromWatchlist({
    onSuccess: () => toast.success(t('removed'), { id: 'watchlist-removed' }),
    onError: () => toast.error(t('removeFailed')),
  });
  const listRef = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard users keep their place: after a removal, focus moves to the next card's Remove button.
  const focusAfterRemoval = useRef<number | null>(null);
  const items = list.data;

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    (buttons[index] ?? buttons[index - 1] ?? heading.current)?.focus();
  }, [items]);

  const onRemove = (contentId: number, index: number) => {
    focusAfterRemoval.current = index;
    remove.mutate(contentId);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
        </div>
        {items && items.length > 0 && <p className="text-sm font-medium text-white/70">{t('count', { count: items.length })}</p>}
      </header>
      {list.isPending ? (
        <WatchlistSkeleton />
      ) : !items ? (
        <WatchlistError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : items.length === 0 ? (
        <WatchlistEmpty />
      ) : (
        <ul ref={listRef} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.id}>
              <WatchlistCard view={watchlistCardView(item, units)} onRemove={() => onRemove(item.content, index)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
