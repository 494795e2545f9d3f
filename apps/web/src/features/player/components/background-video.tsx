// A decorative looping promo behind the movie details (SPEC 2.12): muted, no controls, played by
// the same engine; the caller swaps back to its still image when `onFailed` fires.
import { useState } from 'react';
import { cn } from '@/ui/cn.ts';
import { usePlaybackEngine } from '../hooks/use-playback-engine.ts';

export interface BackgroundVideoProps {
  source: string;
  /** The same promo in the other adaptive format, tried once if `source` fails (SPEC 2.12). */
  fallbackSource?: string | null;
  poster?: string | null;
  onFailed(): void;
  /** Fired once the first frame plays, so the caller can fade the video in over its image. */
  onPlaying?: () => void;
  className?: string;
}

export function BackgroundVideo({ source, fallbackSource, poster, onFailed, onPlaying, className }: BackgroundVideoProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  usePlaybackEngine(video, { source: { url: source, fallbackUrl: fallbackSource }, autoplay: true, startMuted: true, onFatalError: onFailed });
  return (
    <video
      ref={setVideo}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={onPlaying}
      className={cn('pointer-events-none object-cover', className)}
      data-testid="promo-background-video"
    />
  );
}

export default BackgroundVideo;
