// Portrait poster card, 160x240 (SPEC 9 'Cards'), linking to the movie page. Shared by the home
// rows, movie details carousels and grids.
import { Link } from 'react-router';
import type { Video } from '@ott/contract';
import { DURATION_UNITS, formatHoursMinutes, isNewVideo, type DurationUnits } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { cn } from './cn.ts';
import { useDurationUnits } from './duration.ts';
import { Skeleton } from './skeleton.tsx';
import { SmartImage } from './smart-image.tsx';
import { FourKBadge, NewBadge, VideoTypeBadge } from './video-badges.tsx';

export type PosterVideo = Pick<
  Video,
  'id' | 'title' | 'video_type' | 'created_at' | 'release_date' | 'duration' | 'portrait_thumbnail_url' | 'poster_url' | 'thumbnail_url'
> &
  Partial<Pick<Video, 'is_premium' | 'is_4k' | 'is4K'>>;

/** The best portrait image a video offers, falling back to its landscape thumbnail. */
export const posterImageOf = (v: PosterVideo) => v.portrait_thumbnail_url || v.poster_url || v.thumbnail_url || undefined;

/** 'YYYY · 1h 45m' (or '· 45s' for a short) from release date and duration; empty parts are skipped. */
export function videoMeta(v: Pick<Video, 'release_date' | 'duration'>, units: DurationUnits = DURATION_UNITS): string {
  const year = v.release_date ? v.release_date.slice(0, 4) : '';
  return [year, formatHoursMinutes(v.duration, units)].filter(Boolean).join(' · ');
}

export function PosterCard({
  video,
  showTypeBadge = true,
  className,
}: {
  video: PosterVideo;
  showTypeBadge?: boolean;
  className?: string;
}) {
  const type = video.is_premium && video.video_type === 'free' ? 'paid' : video.video_type;
  const is4k = video.is_4k || video.is4K;
  const meta = videoMeta(video, useDurationUnits());
  return (
    <Link
      to={paths.movie(video.id)}
      className={cn('group block w-[160px] shrink-0 rounded-xl outline-offset-4', className)}
    >
      <div className="relative h-[240px] w-[160px] overflow-hidden rounded-xl bg-surface shadow-lg shadow-black/40 ring-1 ring-white/5 transition duration-300 group-hover:-translate-y-1 group-hover:ring-white/25 group-focus-visible:ring-white/40">
        <SmartImage
          src={posterImageOf(video)}
          alt=""
          width={160}
          height={240}
          sizes="160px"
          className="size-full transition-transform duration-500 group-hover:scale-105"
        />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/70 to-transparent" />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {showTypeBadge && <VideoTypeBadge type={type} />}
        </div>
        <div className="absolute right-2 top-2 flex flex-col items-end gap-1">
          {isNewVideo(video.created_at) && <NewBadge />}
          {is4k && <FourKBadge />}
        </div>
      </div>
      <h3 className="mt-2 truncate text-sm font-medium text-white/90 group-hover:text-white" title={video.title}>
        {video.title}
      </h3>
      {meta && <p className="mt-0.5 text-xs text-muted">{meta}</p>}
    </Link>
  );
}

export function PosterCardSkeleton() {
  return (
    <div className="w-[160px] shrink-0">
      <Skeleton className="h-[240px] w-[160px] rounded-xl" />
      <Skeleton className="mt-2 h-3.5 w-28" />
      <Skeleton className="mt-1.5 h-3 w-16" />
    </div>
  );
}
