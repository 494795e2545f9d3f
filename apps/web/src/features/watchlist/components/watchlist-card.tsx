// One saved title (SPEC 2.20): poster, year, duration, Watch Now and Remove.
import { useId } from 'react';
import { Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { SmartImage } from '@/ui/smart-image.tsx';
import { VideoTypeBadge } from '@/ui/video-badges.tsx';
import type { WatchlistCardView } from '../lib/watchlist-view.ts';

export function WatchlistCard({ view, onRemove }: { view: WatchlistCardView; onRemove(): void }) {
  const { t } = useTranslation('watchlist');
  const titleId = useId();
  const meta = [view.year, view.duration].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby={titleId} className="flex h-full gap-4 rounded-2xl bg-surface p-3 ring-1 ring-white/10 transition hover:ring-white/20">
      {/* The poster repeats Watch Now for pointer users; keyboard users get the labelled link below. */}
      <Link to={paths.movie(view.videoId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <SmartImage src={view.image} alt="" width={112} height={168} className="h-[150px] w-[100px] rounded-xl sm:h-[168px] sm:w-[112px]" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col py-1">
        <VideoTypeBadge type={view.videoType} className="self-start" />
        <h2 id={titleId} className="mt-2 line-clamp-2 text-base font-semibold leading-snug wrap-anywhere">
          {view.title}
        </h2>
        {meta && <p className="mt-1 text-sm text-muted">{meta}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Link
            to={paths.movie(view.videoId)}
            aria-label={t('watchNowLabel', { title: view.title })}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand px-3 text-sm font-semibold text-white transition hover:bg-brand-2"
          >
            <Play className="size-4 fill-current" aria-hidden="true" />
            {t('watchNow')}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            data-remove
            aria-label={t('removeLabel', { title: view.title })}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white transition hover:bg-white/20"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('remove')}
          </button>
        </div>
      </div>
    </article>
  );
}
