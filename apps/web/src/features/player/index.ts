// Public surface of the player feature. Everything here is light: the player UI and Shaka are
// fetched only when something plays (ARCHITECTURE 3).
import { lazy } from 'react';

export { PlayerOverlay } from './components/player-overlay.tsx';
export type { VideoPlayerProps } from './components/video-player.tsx';
export type { UpNext } from './components/episode-overlays.tsx';
export type { BackgroundVideoProps } from './components/background-video.tsx';
export type { AudioLanguage, DrmConfig, EngineListeners, EngineOptions, PlaybackEngine, PlayerSource, QualityLevel, StreamKind, StreamTextTrack } from './engine/types.ts';
export { alternateStreamUrl, guessStreamKind } from './engine/stream-kind.ts';
export { CaptionsMenu } from './components/captions-menu.tsx';
export { CUE_LINE_FROM_BOTTOM, captionChoices, useCaptions, type CaptionChoice, type CaptionsControl } from './hooks/use-captions.ts';
export { useKeepScrollAcrossOverlay } from './hooks/use-keep-scroll-across-overlay.ts';
export { useOverlayHistory } from './hooks/use-overlay-history.ts';
// For the ads feature's pre-roll player: the engine hook (the engine itself stays a lazy chunk).
export { usePlaybackEngine } from './hooks/use-playback-engine.ts';
export type { PlaybackProgress, ProgressListener } from './hooks/use-progress-reporter.ts';
export { markPlaybackRequested } from './lib/first-frame.ts';
export { formatClock } from './lib/format-clock.ts';
export { requestPlayback } from './lib/request-playback.ts';
export { loadPlayerChunks, preconnectMedia, preloadPlayer } from './lib/preload.ts';

export { LazyVideoPlayer as VideoPlayer } from './components/video-player-loader.ts';
export const BackgroundVideo = lazy(() => import('./components/background-video.tsx'));

// For screens with their own controls (the advanced player): the engine, fetched on demand, and
// the light media hooks and commands the movie player uses.
export const loadShakaEngine = () => import('./engine/shaka-engine.ts').then((module) => module.createShakaEngine);
/** For the downloads feature: Shaka (offline Storage, playing a stored copy) and a token-renewing player. */
export const loadShakaOffline = () => import('./engine/shaka-offline.ts');
export { useMediaState, type MediaState } from './hooks/use-media-state.ts';
export { useAutoHideControls } from './hooks/use-auto-hide-controls.ts';
export { useFullscreen } from './hooks/use-fullscreen.ts';
export { useScrollLock } from './hooks/use-scroll-lock.ts';
export { isMobileViewport } from './lib/is-mobile.ts';
export { seekBy, seekTo, setVolume, toggleMute, togglePlay } from './lib/media-actions.ts';
export { startPlayback } from './lib/start-playback.ts';
// The control pieces all three players share (Live TV and the advanced player add their own look).
export { ControlButton } from './components/control-button.tsx';
export { MenuRadioItem } from './components/menu-radio-item.tsx';
export { PlayerMenu } from './components/player-menu.tsx';
export { VolumeSlider } from './components/volume-slider.tsx';
