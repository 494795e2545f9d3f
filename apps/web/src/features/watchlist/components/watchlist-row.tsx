// The profile's My List (SPEC 2.15 placeholder made real): the newest saved titles as small posters
// with year and duration, sharing the /watchlist query. The caller supplies the heading.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WatchlistItem } from '@ott/contract';
import { useWatchlist } from '@/api/watchlist/list-watchlist.ts';
import { paths } from '@/config/paths.ts';
import { QueryRow } from '@/ui/query-row.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useDurationUnits } from '@/ui/duration.ts';
import { SmartImage } from '@/ui/smart-image.tsx';
import '../i18n.ts';
import { watchlistCardView } from '../lib/watchlist-view.ts';

const SHOWN = 12;

function SavedPoster({ item }: { item: WatchlistItem }) {
  const view = watchlistCardView(item, useDurationUnits());
  const meta = [view.year, view.duration].filter(Boolean).join(' · ');
  return (
    <Link to={paths.movie(view.videoId)} className="group block w-[120px] rounded-xl outline-offset-4">
      <SmartImage
        src={view.image}
        alt=""
        width={120}
        height={180}
        className="h-[180px] w-[120px] rounded-xl ring-1 ring-white/5 transition group-hover:ring-white/25"
      />
      <span className="mt-2 block truncate text-sm font-medium text-white/90 group-hover:text-white" title={view.title}>
        {view.title}
      </span>
      {meta && <span className="mt-0.5 block text-xs text-muted">{meta}</span>}
    </Link>
  );
}

export function WatchlistRow() {
  const { t } = useTranslation('watchlist');
  const query = useWatchlist();
  return (
    <QueryRow
      query={query}
      limit={SHOWN}
      text={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry'), empty: t('myListEmpty') }}
      skeleton={Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={`skeleton-${i}`} className="h-[180px] w-[120px] shrink-0 rounded-xl" />
      ))}
      itemKey={(item) => item.id}
      renderItem={(item) => <SavedPoster item={item} />}
    />
  );
}
