// A started title (continue watching): landscape still with a progress bar, linking to the movie
// page, which offers Resume. 280 x 157.5 like the spec's wide cards (SPEC 9 'Cards').
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContinueWatchingItem } from '@ott/contract';
import { toTitleCase } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useDurationUnits } from '@/ui/duration.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import { timeLeft } from '../lib/time-left.ts';

export function ContinueWatchingCard({ item }: { item: ContinueWatchingItem }) {
  const { t } = useTranslation('continue-watching');
  const { video, progress } = item;
  const title = toTitleCase(video.title);
  const left = timeLeft(progress, useDurationUnits());
  const leftText = left.kind === 'time' ? t('timeLeft', { time: left.time }) : t('secondsLeft', { count: left.count });
  const percent = Math.min(100, Math.max(0, progress.percent));
  return (
    <Link
      to={paths.movie(video.id)}
      aria-label={t('resumeLabel', { title, left: leftText })}
      className="group block w-[280px] shrink-0 rounded-xl outline-offset-4"
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-surface shadow-lg shadow-black/40 ring-1 ring-white/5 transition group-hover:ring-white/25">
        <SmartImage
          src={video.thumbnail_url || video.portrait_thumbnail_url || undefined}
          alt=""
          width={280}
          height={158}
          sizes="280px"
          className="size-full transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/10 to-transparent" />
        <span className="absolute top-1/2 left-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/55 ring-1 ring-white/40 backdrop-blur transition group-hover:scale-110 group-hover:bg-brand">
          <Play className="size-5 translate-x-px fill-current" aria-hidden="true" />
        </span>
        <div className="absolute inset-x-0 bottom-0 h-1 bg-white/25" aria-hidden="true">
          <div className="h-full bg-brand" style={{ width: `${percent}%` }} data-testid="continue-watching-progress" />
        </div>
      </div>
      <h3 className="mt-2 truncate text-sm font-medium text-white/90 group-hover:text-white" title={title}>
        {title}
      </h3>
      <p className="mt-0.5 text-xs text-muted">{leftText}</p>
    </Link>
  );
}

export function ContinueWatchingCardSkeleton() {
  return (
    <div className="w-[280px] shrink-0">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="mt-2 h-3.5 w-40" />
      <Skeleton className="mt-1.5 h-3 w-16" />
    </div>
  );
}
