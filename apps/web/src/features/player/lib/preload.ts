import { preconnect } from 'react-dom';
import { loadVideoPlayer } from '../components/video-player-loader.ts';

/**
 * Warms up what a press of play needs: the player chunk and the Shaka chunk. Safe to call often;
 * the module loader fetches each once.
 */
export function preloadPlayer(): void {
  void loadVideoPlayer().catch(() => undefined);
  void import('../engine/shaka-engine.ts').then(({ loadShaka }) => loadShaka()).catch(() => undefined);
}

/** Opens the connection to a stream's origin early when media is served from another host. */
export function preconnectMedia(url: string | null | undefined): void {
  if (!url) return;
  try {
    const { origin } = new URL(url, window.location.href);
    if (origin !== window.location.origin) preconnect(origin, { crossOrigin: 'anonymous' });
  } catch {
    // Not a URL: nothing to warm up.
  }
}
