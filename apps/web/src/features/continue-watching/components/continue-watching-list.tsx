// The profile's Continue Watching (SPEC 2.15 placeholder made real): the started titles in a
// horizontal list, with loading, error and empty states. The caller supplies the heading.
import { useTranslation } from 'react-i18next';
import { useContinueWatching } from '@/api/progress/list-continue-watching.ts';
import { Button } from '@/ui/button.tsx';
import '../i18n.ts';
import { ContinueWatchingCard, ContinueWatchingCardSkeleton } from './continue-watching-card.tsx';

export function ContinueWatchingList() {
  const { t } = useTranslation('continue-watching');
  const query = useContinueWatching();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="flex gap-4 overflow-hidden">
        <ContinueWatchingCardSkeleton />
        <ContinueWatchingCardSkeleton />
        <ContinueWatchingCardSkeleton />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-white/80">
        <p>{t('loadFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-muted">{t('empty')}</p>;
  return (
    <ul className="no-scrollbar -mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-2">
      {query.data.map((item) => (
        <li key={item.video.id} className="snap-start">
          <ContinueWatchingCard item={item} />
        </li>
      ))}
    </ul>
  );
}
