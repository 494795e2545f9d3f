// A landscape video card for the regional grids; pressing it asks to play (SPEC 2.13, 5 'Playback').
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { formatMinutesSeconds } from '@ott/contract';
import { DurationLabel } from '@/ui/duration-label.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import { FourKBadge, VideoTypeBadge } from '@/ui/video-badges.tsx';

export type CardVideo = Video & { name?: string };

/** Village videos carry `name` (SPEC 3); other lists have only the title. */
export const displayName = (video: CardVideo) => video.name?.trim() || video.title;

const landscapeImageOf = (video: Video) => video.thumbnail_url || video.poster_url || video.portrait_thumbnail_url || undefined;

export function RegionalVideoCard({ video, onPlay }: { video: CardVideo; onPlay(video: CardVideo): void }) {
  const { t } = useTranslation('regional');
  const duration = formatMinutesSeconds(video.duration);
  const type = video.is_premium && video.video_type === 'free' ? 'paid' : video.video_type;
  return (
    <button
      type="button"
      onClick={() => onPlay(video)}
      className="group block w-full min-w-0 rounded-xl text-left outline-offset-4"
    >
      <div className="relative aspect-video overflow-hidden rounded-xl bg-surface shadow-lg shadow-black/40 ring-1 ring-white/5 transition duration-300 group-hover:-translate-y-0.5 group-hover:ring-white/25 group-focus-visible:ring-white/40">
        <SmartImage src={landscapeImageOf(video)} alt="" className="size-full transition-transform duration-500 group-hover:scale-105" />
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/70 via-transparent to-transparent" />
        <span className="absolute left-2 top-2 flex gap-1">
          <VideoTypeBadge type={type} />
          {(video.is_4k || video.is4K) && <FourKBadge />}
        </span>
        <span
          aria-hidden="true"
          className="absolute left-1/2 top-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/55 opacity-0 ring-1 ring-white/40 backdrop-blur-sm transition group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <Play className="ml-0.5 size-5 fill-white text-white" />
        </span>
        {duration && <DurationLabel value={duration} label={t('duration', { value: duration })} className="absolute right-2 top-2" />}
      </div>
      <h3 className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-white/90 group-hover:text-white">{displayName(video)}</h3>
      {video.category_name && <p className="mt-0.5 truncate text-xs text-muted">{video.category_name}</p>}
    </button>
  );
}

export function RegionalVideoCardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="mt-2 h-3.5 w-3/4" />
      <Skeleton className="mt-1.5 h-3 w-1/3" />
    </div>
  );
}
