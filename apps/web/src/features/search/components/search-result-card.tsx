// A result or trending card: RENTAL and PAID tags (SPEC 2.14; premium titles count as paid, as on
// the home rows), year and duration underneath.
import type { Video } from '@ott/contract';
import { useDurationUnits } from '@/ui/duration.ts';
import { videoMeta } from '@/ui/poster-card.tsx';
import { VideoTypeBadge } from '@/ui/video-badges.tsx';
import { VideoGridCard } from '@/ui/video-grid.tsx';

export function SearchResultCard({ video, onOpen }: { video: Video; onOpen: () => void }) {
  const units = useDurationUnits();
  const type = video.is_premium && video.video_type === 'free' ? 'paid' : video.video_type;
  return (
    <VideoGridCard
      video={video}
      topLeft={type === 'free' ? undefined : <VideoTypeBadge type={type} />}
      meta={videoMeta(video, units)}
      onOpen={onOpen}
    />
  );
}
