// The dropdown screen's video grid (SPEC 2.13): loads with the most specific chosen level, shows
// 'No Videos Found' when empty and a Telugu failure with Try Again; videos play in an overlay.
import { useTranslation } from 'react-i18next';
import type { RegionalVideosQuery } from '@ott/contract';
import { useRegionalVideos } from '@/api/regional/list-regional-videos.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useRegionalPlayback } from '../hooks/use-regional-playback.ts';
import { EmptyState } from './empty-state.tsx';
import { RegionalPlayer } from './regional-player.tsx';
import { displayName } from './regional-video-card.tsx';
import { TeluguLoadError } from './telugu-load-error.tsx';
import { VideoGrid, VideoGridSkeleton } from './video-grid.tsx';

interface RegionalVideosSectionProps {
  query: RegionalVideosQuery;
  /** The most specific chosen region's name; none means all regional videos. */
  regionName: string | undefined;
  hasSelection: boolean;
  onReset(): void;
}

export function RegionalVideosSection({ query, regionName, hasSelection, onReset }: RegionalVideosSectionProps) {
  const { t } = useTranslation('regional');
  const { t: tc } = useTranslation();
  const videos = useRegionalVideos(query);
  const playback = useRegionalPlayback(videos.data);
  const heading = hasSelection ? t('videosFrom', { name: regionName ?? '…' }) : t('allVideos');

  let body;
  if (videos.isError) {
    body = <TeluguLoadError messageKey="videosLoadFailed" onRetry={() => void videos.refetch()} isRetrying={videos.isFetching} />;
  } else if (videos.isPending) {
    body = <VideoGridSkeleton label={tc('loading')} />;
  } else if (videos.data.length === 0) {
    body = (
      <EmptyState
        title={t('noVideosTitle')}
        body={t('noVideosBody')}
        action={
          hasSelection && (
            <Button variant="secondary" size="sm" onClick={onReset} className="mt-2">
              {t('resetFilters')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <div aria-busy={videos.isPlaceholderData} className={cn('transition-opacity', videos.isPlaceholderData && 'opacity-50')}>
        <VideoGrid videos={videos.data} onPlay={playback.play} />
      </div>
    );
  }

  return (
    <section aria-labelledby="regional-videos" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="regional-videos" className="truncate text-lg font-bold tracking-tight md:text-xl">
          {heading}
        </h2>
        {videos.data && !videos.isPlaceholderData && videos.data.length > 0 && (
          <span className="shrink-0 text-sm text-muted">{t('videoCount', { count: videos.data.length })}</span>
        )}
      </div>
      {body}
      {playback.playing && <RegionalPlayer video={playback.playing} title={displayName(playback.playing)} onClose={playback.close} />}
    </section>
  );
}
