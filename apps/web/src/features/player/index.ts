// Public surface of the player feature. Everything here is light: the player UI and Shaka are
// fetched only when something plays (ARCHITECTURE 3).
import { lazy } from 'react';

export { PlayerOverlay } from './components/player-overlay.tsx';
export type { VideoPlayerProps } from './components/video-player.tsx';
export type { BackgroundVideoProps } from './components/background-video.tsx';
export type { DrmConfig, EngineListeners, PlaybackEngine, PlayerSource, StreamKind } from './engine/types.ts';
export { guessStreamKind } from './engine/stream-kind.ts';
export { useKeepScrollAcrossOverlay } from './hooks/use-keep-scroll-across-overlay.ts';
export { useOverlayHistory } from './hooks/use-overlay-history.ts';
export type { PlaybackProgress, ProgressListener } from './hooks/use-progress-reporter.ts';
export { markPlaybackRequested } from './lib/first-frame.ts';
export { formatClock } from './lib/format-clock.ts';
export { requestPlayback } from './lib/request-playback.ts';
export { preconnectMedia, preloadPlayer } from './lib/preload.ts';

export { LazyVideoPlayer as VideoPlayer } from './components/video-player-loader.ts';
export const BackgroundVideo = lazy(() => import('./components/background-video.tsx'));
