import type { ReactNode } from 'react';
import type { Video } from '@ott/contract';
import { PosterCard, PosterCardSkeleton } from '@/ui/poster-card.tsx';
import { ScrollRow } from '@/ui/scroll-row.tsx';

const SKELETON_COUNT = 6;

/** A titled poster row with scroll arrows; skeleton cards while loading, nothing when empty. */
export function PosterRow({ title, action, videos, isLoading }: { title: ReactNode; action?: ReactNode; videos: Video[]; isLoading: boolean }) {
  if (!isLoading && videos.length === 0) return null;
  return (
    <ScrollRow title={title} action={action}>
      {isLoading
        ? Array.from({ length: SKELETON_COUNT }, (_, index) => <PosterCardSkeleton key={index} />)
        : videos.map((video) => <PosterCard key={video.id} video={video} />)}
    </ScrollRow>
  );
}
