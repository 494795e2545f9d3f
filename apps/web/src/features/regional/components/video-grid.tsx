import type { ReactNode } from 'react';
import { RegionalVideoCard, RegionalVideoCardSkeleton, type CardVideo } from './regional-video-card.tsx';

export const VIDEO_GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 md:gap-x-4';

export function VideoGrid({ videos, onPlay }: { videos: CardVideo[]; onPlay(video: CardVideo): void }) {
  return (
    <ul className={VIDEO_GRID}>
      {videos.map((video) => (
        <li key={video.id} className="min-w-0">
          <RegionalVideoCard video={video} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}

export function VideoGridSkeleton({ count = 10, label }: { count?: number; label: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={VIDEO_GRID}>
        {Array.from({ length: count }, (_, i) => (
          <RegionalVideoCardSkeleton key={`skeleton-${i}`} />
        ))}
      </div>
    </div>
  );
}
