// The player's series additions (issue 18 points 4 and 5), kept out of the player's own layout:
// the Skip button while inside an intro, recap or song; the next-episode offer from the credits;
// and the 'Autoplay next episode' switch beside the top bar while an episode has a next one.
import { useCallback, useRef, useState } from 'react';
import type { SkipMarker } from '@ott/contract';
import { readPlayerPreferences, savePlayerPreferences } from '@/lib/player-preferences.ts';
import { cn } from '@/ui/cn.ts';
import type { MediaState } from '../hooks/use-media-state.ts';
import type { PlaybackProgress } from '../hooks/use-progress-reporter.ts';
import { useUpNext } from '../hooks/use-up-next.ts';
import { seekTo } from '../lib/media-actions.ts';
import { AutoplaySwitch } from './autoplay-switch.tsx';
import { SkipMarkerButton } from './skip-marker-button.tsx';
import { UpNextCard } from './up-next-card.tsx';

/** The episode after this one (VideoPlayerProps.upNext). */
export interface UpNext {
  title: string;
  /** Called once, at the countdown's end or on Play now, with where this episode stopped. */
  onPlay: (finished: Omit<PlaybackProgress, 'isPeriodic'>) => void;
}

const NO_MARKERS: readonly SkipMarker[] = [];

export function EpisodeOverlays({
  video,
  media,
  markers = NO_MARKERS,
  upNext,
  areControlsVisible,
}: {
  video: HTMLVideoElement | null;
  media: MediaState;
  markers?: readonly SkipMarker[];
  upNext?: UpNext | null;
  areControlsVisible: boolean;
}) {
  const [isAutoplay, setAutoplay] = useState(() => readPlayerPreferences().autoplayNext !== false);
  const hasPlayedNext = useRef(false);
  const latest = useRef(upNext);
  latest.current = upNext;
  const playNext = useCallback(() => {
    if (hasPlayedNext.current || !latest.current) return;
    hasPlayedNext.current = true;
    const duration = video && Number.isFinite(video.duration) ? Math.floor(video.duration) : 0;
    latest.current.onPlay({ position: duration, duration });
  }, [video]);
  const offer = useUpNext(media, markers, { isEnabled: !!upNext, isAutoplay, onElapsed: playNext });
  const changeAutoplay = (isOn: boolean) => {
    setAutoplay(isOn);
    savePlayerPreferences({ autoplayNext: isOn });
  };

  return (
    <>
      {upNext && (
        <div
          className={cn(
            'absolute top-3 right-3 transition-[opacity,visibility] duration-300 sm:top-5 sm:right-6',
            areControlsVisible ? 'visible opacity-100' : 'invisible opacity-0',
          )}
        >
          <AutoplaySwitch isOn={isAutoplay} onChange={changeAutoplay} />
        </div>
      )}
      <div className="pointer-events-none absolute right-4 bottom-28 flex flex-col items-end gap-3 sm:right-8 sm:bottom-32">
        <SkipMarkerButton markers={markers} currentTime={media.currentTime} onSkip={(to) => video && seekTo(video, to)} />
        {upNext && offer.isOffered && (
          <UpNextCard title={upNext.title} secondsLeft={offer.secondsLeft} onPlayNow={playNext} onCancel={offer.cancel} />
        )}
      </div>
    </>
  );
}
