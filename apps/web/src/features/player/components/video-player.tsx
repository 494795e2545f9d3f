// The movie player (SPEC 2.12, 2.22): Shaka-backed <video> with custom controls. Loaded lazily
// through the feature's index so neither it nor Shaka reach the home bundle (ARCHITECTURE 3).
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { VolumeX } from 'lucide-react';
import type { CaptionTrack, SkipMarker } from '@ott/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import type { DrmConfig, PlayerSource, StreamKind } from '../engine/types.ts';
import { useAutoHideControls } from '../hooks/use-auto-hide-controls.ts';
import { useCaptions } from '../hooks/use-captions.ts';
import { useFirstFrameMetric } from '../hooks/use-first-frame-metric.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useMediaState } from '../hooks/use-media-state.ts';
import { usePlaybackEngine } from '../hooks/use-playback-engine.ts';
import { usePlaybackSession } from '../hooks/use-playback-session.ts';
import { usePlayerKeyboard } from '../hooks/use-player-keyboard.ts';
import { useProgressReporter, type ProgressListener } from '../hooks/use-progress-reporter.ts';
import { useViewReporter } from '../hooks/use-view-reporter.ts';
import { controlsHideDelayMs } from '../lib/is-mobile.ts';
import { seekBy, seekTo, setVolume, storedVolume, toggleMute, togglePlay } from '../lib/media-actions.ts';
import '../i18n.ts';
import { CenterOverlay } from './center-overlay.tsx';
import { PlaybackSessionOverlay } from './playback-session-overlay.tsx';
import { ControlBar, type PlayerMenuName } from './control-bar.tsx';
import { EpisodeOverlays, type UpNext } from './episode-overlays.tsx';
import { TopBar } from './top-bar.tsx';

/** SPEC 3 'Player props'. */
export interface VideoPlayerProps {
  source: string;
  kind?: StreamKind;
  /** The same title in the other adaptive format, tried once if `source` fails (SPEC 2.12). */
  fallbackSource?: string | null;
  drm?: DrmConfig;
  poster?: string | null;
  autoplay?: boolean;
  /** Start muted (promo mode, SPEC 2.12); the viewer can unmute from the controls. */
  muted?: boolean;
  /** Called once playback has failed for good (after any fallback), e.g. to hide a Promo button. */
  onFailed?: () => void;
  /** Seconds to start at (Resume); read once when the source loads. */
  startTime?: number;
  /** Continue watching: where the viewer is, every 10 s while playing and when watching stops. */
  onProgress?: ProgressListener;
  /** The catalogue video being played: one real view per playback counts toward views_count. */
  videoId?: number;
  /** WebVTT tracks of the title (SPEC 3 Video captions); with the stream's own subtitles they make the Captions menu. */
  captions?: readonly CaptionTrack[];
  /** Seek-bar thumbnails (issue 15.3): the title's trick-play WebVTT (Video trick_play_url), fetched on the first seek-bar hover or drag. */
  trickPlayUrl?: string | null;
  title?: string;
  onClose?: () => void;
  className?: string;
  /** Issue 18.5: the title's intro, recap, song and credits ranges (Video markers): Skip buttons. */
  markers?: readonly SkipMarker[];
  /** Issue 18.4: the episode that follows, offered from the credits with a countdown. */
  upNext?: UpNext | null;
}

const NO_CAPTIONS: readonly CaptionTrack[] = [];

export function VideoPlayer({
  source,
  kind,
  fallbackSource,
  drm,
  poster,
  autoplay = true,
  muted = false,
  onFailed,
  startTime,
  onProgress,
  videoId,
  captions = NO_CAPTIONS,
  trickPlayUrl,
  title,
  onClose,
  className,
  markers,
  upNext,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation('player');
  const container = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [openMenu, setOpenMenu] = useState<PlayerMenuName | null>(null);
  const [hideDelay] = useState(controlsHideDelayMs);
  const playerSource = useMemo<PlayerSource>(
    () => ({ url: source, kind, fallbackUrl: fallbackSource, drm, startTime }),
    [source, kind, fallbackSource, drm, startTime],
  );

  const media = useMediaState(video);
  // Before the engine: on close this cleanup reports the last position before the engine unloads.
  useProgressReporter(video, onProgress);
  // Issue 18.1: a paid or rental title holds one of the plan's streams, opened alongside the load.
  const playbackSession = usePlaybackSession(video, videoId, source);
  // The stream's subtitles are prepared at load (hidden) so that any of them can be shown mid-play:
  // Shaka aligns only a text stream it set up before the first pictures (checked in Chromium).
  // Issue 18.8: each title starts on the viewer's quality setting (Data saver by default on cellular).
  const engineOptions = useMemo(
    () => ({ captionLanguages: [...new Set([i18n.language.split('-')[0] ?? 'en', 'en'])], qualityFromPreferences: true }),
    [i18n.language],
  );
  const engine = usePlaybackEngine(video, { source: playerSource, autoplay, startMuted: muted, onFatalError: onFailed, engineOptions });
  useFirstFrameMetric(video, source);
  useViewReporter(video, videoId, source);
  const captionsControl = useCaptions(video, captions, engine.textTracks, i18n.language, engine.showTextTrack);
  const fullscreen = useFullscreen(container);
  const isPlaying = !media.isPaused && !engine.hasFailed;
  const controls = useAutoHideControls(isPlaying, hideDelay, openMenu !== null);
  const isBuffering = (engine.isBuffering || media.isWaiting) && !media.isPaused;
  const showUnmuteHint = engine.wasMutedForAutoplay && media.isMuted;

  useEffect(() => {
    // Only on mount (no dependencies): later prop changes must not steal focus from the controls.
    if (onClose) container.current?.focus();
  }, []);

  useEffect(() => {
    const volume = storedVolume();
    if (video && volume !== null) video.volume = volume;
  }, [video]);

  const escape = useCallback(() => {
    if (openMenu) setOpenMenu(null);
    else onClose?.();
  }, [openMenu, onClose]);
  usePlayerKeyboard({ container, video, onToggleFullscreen: fullscreen.toggle, onActivity: controls.reveal, onEscape: escape });

  const onSurfacePointerUp = (event: PointerEvent) => {
    // A mouse click toggles playback; a tap first brings the controls back.
    if (event.pointerType === 'mouse' && video) togglePlay(video);
    controls.reveal();
  };
  const unmute = () => {
    if (!video) return;
    video.muted = false;
    engine.dismissMutedHint();
  };
  const layer = cn(
    'absolute inset-x-0 transition-[opacity,visibility] duration-300',
    controls.isVisible && !engine.hasFailed ? 'visible opacity-100' : 'invisible opacity-0',
  );

  return (
    <div
      ref={container}
      role="region"
      tabIndex={-1}
      aria-label={title ? `${t('player')}: ${title}` : t('player')}
      onPointerMove={controls.reveal}
      className={cn('relative size-full overflow-hidden bg-black text-white outline-none select-none', !controls.isVisible && 'cursor-none', className)}
    >
      <video
        ref={setVideo}
        poster={poster ?? undefined}
        playsInline
        preload="auto"
        onPointerUp={onSurfacePointerUp}
        className="absolute inset-0 size-full object-contain"
        data-testid="video-player-video"
      >
        {captions.map((track) => (
          <track key={track.url} data-caption kind="subtitles" src={track.url} srcLang={track.lang} label={track.label} />
        ))}
      </video>
      <div className={cn(layer, 'pointer-events-none inset-y-0 bg-gradient-to-b from-black/70 via-transparent to-black/80')} />
      <div className={cn(layer, 'top-0')} data-testid="player-controls" data-state={controls.isVisible ? 'visible' : 'hidden'}>
        <TopBar title={title} onClose={onClose} />
      </div>
      <CenterOverlay
        hasFailed={engine.hasFailed}
        isBuffering={isBuffering}
        isPaused={media.isPaused}
        onPlay={() => video && togglePlay(video)}
        onClose={onClose}
      />
      <PlaybackSessionOverlay session={playbackSession} onClose={onClose} />
      {showUnmuteHint && (
        <button
          type="button"
          onClick={unmute}
          className="absolute top-16 right-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-black shadow-xl sm:top-20 sm:right-6"
        >
          <VolumeX className="size-4" aria-hidden="true" />
          {t('tapToUnmute')}
        </button>
      )}
      {(!!markers?.length || !!upNext) && (
        <EpisodeOverlays key={source} video={video} media={media} markers={markers} upNext={upNext} areControlsVisible={controls.isVisible && !engine.hasFailed} />
      )}
      <div className={cn(layer, 'bottom-0')}>
        <ControlBar
          media={media}
          qualities={engine.qualities}
          isAutoQuality={engine.isAutoQuality}
          qualityMode={engine.qualityMode}
          onQualityMode={engine.setQualityMode}
          audioLanguages={engine.audioLanguages}
          openMenu={openMenu}
          isFullscreen={fullscreen.isFullscreen}
          onTogglePlay={() => video && togglePlay(video)}
          onSeek={(seconds) => video && seekTo(video, seconds)}
          onSkip={(delta) => video && seekBy(video, delta)}
          onToggleMute={() => video && toggleMute(video)}
          onVolume={(volume) => video && setVolume(video, volume)}
          onOpenMenuChange={setOpenMenu}
          onQuality={engine.setQuality}
          onAudioLanguage={engine.selectAudioLanguage}
          onToggleFullscreen={fullscreen.toggle}
          captions={captionsControl}
          trickPlayUrl={trickPlayUrl}
        />
      </div>
    </div>
  );
}

export default VideoPlayer;
