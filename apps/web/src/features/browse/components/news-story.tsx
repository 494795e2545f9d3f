// One story of the news feed: a landscape thumbnail, headline, summary, when it was published and
// how long it runs. The first story is shown large as the lead.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { formatMinutesSeconds } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';
import { DurationLabel } from '@/ui/duration-label.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import { NewBadge } from '@/ui/video-badges.tsx';
import { cardBadges } from '../lib/card-badges.ts';
import { publishedAgo } from '../lib/published-ago.ts';

export function NewsStory({ video, isLead = false }: { video: Video; isLead?: boolean }) {
  const { t, i18n } = useTranslation('browse');
  const image = video.thumbnail_url || video.poster_url || video.portrait_thumbnail_url || undefined;
  const duration = video.duration > 0 ? formatMinutesSeconds(video.duration) : '';
  const published = publishedAgo(video.created_at, i18n.resolvedLanguage ?? 'en');
  return (
    <li>
      <Link
        to={paths.movie(video.id)}
        className={cn(
          'group flex gap-4 rounded-2xl p-2 outline-offset-2 transition hover:bg-white/5',
          isLead ? 'flex-col md:flex-row md:items-center md:gap-8' : 'items-start',
        )}
      >
        <div
          className={cn(
            'relative shrink-0 overflow-hidden rounded-xl bg-surface ring-1 ring-white/10',
            isLead ? 'aspect-video w-full md:w-3/5' : 'aspect-video w-36 sm:w-56 md:w-72',
          )}
        >
          <SmartImage src={image} alt="" className="absolute inset-0 size-full transition-transform duration-500 group-hover:scale-105" />
          {cardBadges(video).isNew && <NewBadge className="absolute left-2 top-2" />}
          {duration && <DurationLabel value={duration} label={t('duration', { value: duration })} className="absolute right-2 top-2" />}
        </div>
        <div className="min-w-0 flex-1">
          {isLead && <p className="mb-2 text-xs font-bold uppercase tracking-widest text-brand-2">{t('latestStory')}</p>}
          <h2 className={cn('font-bold leading-snug text-white/95 wrap-anywhere group-hover:text-white', isLead ? 'text-xl md:text-3xl' : 'line-clamp-2 text-[15px] md:text-lg')}>
            {video.title}
          </h2>
          {video.description && (
            <p className={cn('mt-1.5 text-muted', isLead ? 'line-clamp-3 text-sm md:text-base' : 'line-clamp-2 hidden text-sm sm:block')}>
              {video.description}
            </p>
          )}
          {published && (
            <p className="mt-2 text-xs text-white/50">
              <time dateTime={video.created_at}>{published}</time>
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}

export function NewsFeedSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <Skeleton className="aspect-video w-full rounded-xl md:w-3/5" />
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-4 p-2">
          <Skeleton className="aspect-video w-36 shrink-0 rounded-xl sm:w-56 md:w-72" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
