// The profile's My List (SPEC 2.15 placeholder made real): the newest saved titles as small posters
// with year and duration, sharing the /watchlist query. The caller supplies the heading.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWatchlist } from '@/api/watchlist/list-watchlist.ts';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import '../i18n.ts';
import { watchlistCardView } from '../lib/watchlist-view.ts';

const SHOWN = 12;

export function WatchlistRow() {
  const { t } = useTranslation('watchlist');
  const query = useWatchlist();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="flex gap-4 overflow-hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-[180px] w-[120px] shrink-0 rounded-xl" />
        ))}
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
  if (query.data.length === 0) return <p className="text-sm text-muted">{t('myListEmpty')}</p>;
  return (
    <ul className="no-scrollbar -mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-2">
      {query.data.slice(0, SHOWN).map((item) => {
        const view = watchlistCardView(item);
        const meta = [view.year, view.duration].filter(Boolean).join(' · ');
        return (
          <li key={item.id} className="snap-start">
            <Link to={paths.movie(view.videoId)} className="group block w-[120px] rounded-xl outline-offset-4">
              <SmartImage
                src={view.image}
                alt=""
                width={120}
                height={180}
                className="h-[180px] w-[120px] rounded-xl ring-1 ring-white/5 transition group-hover:ring-white/25"
              />
              <span className="mt-2 block truncate text-sm font-medium text-white/90 group-hover:text-white">{view.title}</span>
              {meta && <span className="mt-0.5 block text-xs text-muted">{meta}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
