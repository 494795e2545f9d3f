// The body of one drill-down level: skeleton, failure with Try Again, 'No Data', a grid of regions
// that lead one level down, or the village's videos, which play in an overlay.
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';
import type { DrillData } from '../hooks/use-drill-data.ts';
import { useRegionalPlayback } from '../hooks/use-regional-playback.ts';
import { childPosition, drillUrl, type DrillPosition } from '../lib/drilldown.ts';
import { EmptyState } from './empty-state.tsx';
import { REGION_GRID, RegionCard, RegionGridSkeleton } from './region-card.tsx';
import { RegionalPlayer } from './regional-player.tsx';
import { displayName } from './regional-video-card.tsx';
import { VideoGrid, VideoGridSkeleton } from './video-grid.tsx';

export function DrillContent({ position, data }: { position: DrillPosition; data: DrillData }) {
  const { t } = useTranslation('regional');
  const { t: tc } = useTranslation();
  const { status } = data;
  const playback = useRegionalPlayback(status.kind === 'videos' ? status.videos : undefined);

  switch (status.kind) {
    case 'loading':
      return data.level === 'videos' ? <VideoGridSkeleton label={tc('loading')} /> : <RegionGridSkeleton label={tc('loading')} />;
    case 'error':
      return <LoadError className="mx-auto max-w-md" message={t(status.messageKey)} onRetry={data.retry} isRetrying={data.isRetrying} />;
    case 'empty':
      return <EmptyState title={t('noDataTitle')} body={t('noDataBody')} />;
    case 'regions':
      return (
        <ul className={REGION_GRID}>
          {status.regions.map((region, index) => (
            <li key={region.id} className="min-w-0">
              <RegionCard region={region} index={index} to={drillUrl(childPosition(position, region.id)!)} />
            </li>
          ))}
        </ul>
      );
    case 'videos':
      return (
        <>
          <VideoGrid videos={status.videos} onPlay={playback.play} />
          {playback.playing && <RegionalPlayer video={playback.playing} title={displayName(playback.playing)} onClose={playback.close} />}
        </>
      );
  }
}
