// Public surface of the Live TV player (SPEC 2.22). Light: the overlay, its strings and the Shaka
// engine are fetched only when a viewer opens a live stream.
import { lazy } from 'react';

export { useLivePlayerHistory } from './hooks/use-live-player-history.ts';
export type { LiveTvPlayerProps } from './components/live-tv-player.tsx';

// The player, or the premium popup for a premium channel the viewer may not watch.
const loadLiveTvPlayer = () => import('./components/live-stream-overlay.tsx');
export const LiveStreamOverlay = lazy(loadLiveTvPlayer);
/** Warms the overlay's chunk (e.g. on pointer-over of the LIVE button or a live card). */
export const preloadLiveTvPlayer = () => void loadLiveTvPlayer();
