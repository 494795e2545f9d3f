import type { Video } from '@ott/contract';
import { PlayerOverlay } from '@/features/player/index.ts';

/** The overlay player with its close button (SPEC 2.13); HLS first, DASH as the fallback; views count. */
export function RegionalPlayer({ video, title, onClose }: { video: Video; title: string; onClose(): void }) {
  if (!video.hls_url) return null;
  return (
    <PlayerOverlay
      source={video.hls_url}
      fallbackSource={video.dash_url}
      poster={video.poster_url || video.thumbnail_url}
      title={title}
      videoId={video.id}
      captions={video.captions}
      trickPlayUrl={video.trick_play_url}
      autoplay
      onClose={onClose}
    />
  );
}
