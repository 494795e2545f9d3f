// The advanced player (SPEC 2.22, 4, 9): full-screen Shaka playback of one demo stream with its own
// controls and the auto-resume rules. A lazy chunk: loaded when a card is chosen.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Radio, VolumeX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADVANCED_PLAYER_CONTROLS_HIDE_MS, ADVANCED_PLAYER_DEFAULT_VOLUME, ADVANCED_PLAYER_SKIP_SECONDS, type DemoStream } from '@ott/contract';
import { seekBy, seekTo, setVolume, startPlayback, useAutoHideControls, useFullscreen, useMediaState } from '@/features/player/index.ts';
import { cn } from '@/ui/cn.ts';
import { useAdvancedEngine } from '../hooks/use-advanced-engine.ts';
import { useAutoResume } from '../hooks/use-auto-resume.ts';
import { useMobileStart } from '../hooks/use-mobile-start.ts';
import { usePlayerKeys } from '../hooks/use-player-keys.ts';
import type { PlaybackFailure } from '../lib/playback-failure.ts';
import { createTapTracker } from '../lib/tap-gesture.ts';
import '../i18n.ts';
import { PlayerControls } from './player-controls.tsx';
import { PlayerStatus, type PlayerStatusKind } from './player-status.tsx';

export interface AdvancedPlayerProps {
  stream: DemoStream;
  onClose(): void;
}

export function AdvancedPlayer({ stream, onClose }: AdvancedPlayerProps) {
  const { t } = useTranslation('advancedPlayer');
  const container = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [isKeyRefused, setKeyRefused] = useState(false);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [rate, setRate] = useState(1);
  const [wasMutedForAutoplay, setMutedForAutoplay] = useState(false);
  const [taps] = useState(() => createTapTracker());
  const media = useMediaState(video);
  const fullscreen = useFullscreen(container);
  const reportError = useRef<() => void>(() => undefined);

  const onFailure = useCallback((failure: PlaybackFailure) => {
    // A refused key cannot be fixed by retrying: say so at once.
    if (failure.kind === 'keyRefused') setKeyRefused(true);
    else reportError.current();
  }, []);
  const onLoadStarted = useCallback(() => {
    if (video && !document.hidden) void startPlayback(video, () => setMutedForAutoplay(true));
  }, [video]);
  const source = { url: stream.url, kind: stream.kind, isLive: stream.is_live };
  const engine = useAdvancedEngine(video, source, { onFailure, onLoadStarted });
  const resume = useAutoResume(video, { reload: engine.reload, goToLive: stream.is_live ? engine.goToLive : undefined });
  reportError.current = resume.reportError;
  const mobile = useMobileStart(video, () => !document.fullscreenElement && fullscreen.toggle());

  const hasFailed = resume.hasFailed || isKeyRefused;
  const isPlaying = !media.isPaused && !hasFailed;
  const controls = useAutoHideControls(isPlaying, ADVANCED_PLAYER_CONTROLS_HIDE_MS, isMenuOpen);

  useEffect(() => {
    if (video) video.volume = ADVANCED_PLAYER_DEFAULT_VOLUME;
  }, [video]);
  useEffect(() => {
    if (video) video.playbackRate = rate;
  }, [video, rate]);
  useEffect(() => {
    container.current?.focus();
  }, []);

  const interact = () => {
    mobile.onInteraction();
    controls.reveal();
  };
  const togglePlay = () => {
    if (!video) return;
    mobile.onInteraction();
    if (video.paused || video.ended) resume.userPlay();
    else resume.userPause();
  };
  const unmute = () => {
    if (!video) return;
    video.muted = false;
    setMutedForAutoplay(false);
  };
  const toggleMute = () => {
    if (!video) return;
    if (video.muted) unmute();
    else video.muted = true;
  };
  const skip = (delta: number) => video && seekBy(video, delta);

  usePlayerKeys(ADVANCED_PLAYER_SKIP_SECONDS, {
    togglePlay,
    skip: (delta) => skip(delta),
    toggleMute,
    toggleFullscreen: fullscreen.toggle,
    escape: () => (isMenuOpen ? setMenuOpen(false) : onClose()),
    activity: interact,
  });

  const onSurfacePointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') {
      togglePlay();
      controls.reveal();
      return;
    }
    // Touch: one tap shows the controls, a second within 300 ms plays or pauses.
    if (taps.tap(event.timeStamp) === 'double') togglePlay();
    interact();
  };

  const isWaiting = engine.isBuffering || media.isWaiting;
  const status: PlayerStatusKind = isKeyRefused
    ? 'keyRefused'
    : resume.hasFailed
      ? 'failed'
      : resume.isRecovering
        ? 'reconnecting'
        : (isWaiting && !media.isPaused) || (media.isPaused && media.currentTime === 0 && !media.hasEnded && media.duration === 0)
          ? 'loading'
          : media.isPaused
            ? 'paused'
            : 'none';
  const showUnmute = (wasMutedForAutoplay || mobile.isMutedForStart) && media.isMuted && isPlaying;
  const layer = cn('absolute inset-x-0 transition-[opacity,visibility] duration-300', controls.isVisible && !hasFailed ? 'visible opacity-100' : 'invisible opacity-0');

  return (
    <div
      ref={container}
      role="region"
      tabIndex={-1}
      aria-label={`${t('player')}: ${t(`card_${stream.id}`)}`}
      onPointerMove={(event) => event.pointerType === 'mouse' && controls.reveal()}
      className={cn('relative size-full overflow-hidden bg-black text-white outline-none select-none', !controls.isVisible && 'cursor-none')}
      data-testid="advanced-player"
      data-stream={stream.id}
    >
      <video
        ref={setVideo}
        poster={stream.poster ?? undefined}
        playsInline
        preload="auto"
        onPointerUp={onSurfacePointerUp}
        className="absolute inset-0 size-full object-contain"
        data-testid="advanced-player-video"
      />
      <div className={cn(layer, 'pointer-events-none inset-y-0 bg-gradient-to-b from-black/70 via-transparent to-black/80')} />
      <div className={cn(layer, 'top-0 flex items-center gap-3 px-3 pt-3 sm:px-6 sm:pt-5')} data-testid="advanced-player-controls" data-state={controls.isVisible ? 'visible' : 'hidden'}>
        <button type="button" onClick={onClose} aria-label={t('close')} className="grid size-10 shrink-0 place-items-center rounded-full bg-black/40 hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none">
          <X aria-hidden="true" className="size-6" />
        </button>
        <h2 className="min-w-0 truncate text-base font-semibold sm:text-lg">{t(`card_${stream.id}`)}</h2>
        {stream.is_live && (
          <button type="button" onClick={engine.goToLive} aria-label={t('goLive')} title={t('goLive')} className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-brand px-2 py-1 text-xs font-bold tracking-wide hover:bg-brand-2">
            <Radio aria-hidden="true" className="size-3.5 animate-pulse" />
            {t('badgeLive')}
          </button>
        )}
      </div>
      <PlayerStatus kind={status} onPlay={togglePlay} onClose={onClose} />
      {showUnmute && (
        <button type="button" onClick={unmute} className="absolute top-16 right-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-black shadow-xl sm:top-20 sm:right-6">
          <VolumeX aria-hidden="true" className="size-4" />
          {t('tapToUnmute')}
        </button>
      )}
      <div className={cn(layer, 'bottom-0')}>
        <PlayerControls
          media={media}
          isLive={stream.is_live}
          qualities={engine.qualities}
          isAutoQuality={engine.isAutoQuality}
          rate={rate}
          isMenuOpen={isMenuOpen}
          isFullscreen={fullscreen.isFullscreen}
          onTogglePlay={togglePlay}
          onSeek={(seconds) => video && seekTo(video, seconds)}
          onSkip={skip}
          onToggleMute={toggleMute}
          onVolume={(volume) => video && setVolume(video, volume)}
          onMenuChange={setMenuOpen}
          onQuality={engine.setQuality}
          onRate={setRate}
          onToggleFullscreen={fullscreen.toggle}
        />
      </div>
    </div>
  );
}

export default AdvancedPlayer;
