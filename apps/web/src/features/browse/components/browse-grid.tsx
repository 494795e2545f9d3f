import type { Video } from '@ott/contract';
import { VideoGrid } from '@/ui/video-grid.tsx';
import { BrowseVideoCard } from './browse-video-card.tsx';

export function BrowseGrid({ videos, label }: { videos: Video[]; label: string }) {
  return (
    <VideoGrid label={label}>
      {videos.map((video) => (
        <BrowseVideoCard key={video.id} video={video} />
      ))}
    </VideoGrid>
  );
}
