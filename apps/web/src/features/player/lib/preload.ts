import { preconnect } from 'react-dom';
import { loadVideoPlayer } from '../components/video-player-loader.ts';

let chunks: Promise<void> | null = null;

/**
 * Fetches what a press of play needs, the player chunk and the Shaka chunk, once; settles when
 * both are here (or one failed: then a later call tries again).
 */
export function loadPlayerChunks(): Promise<void> {
  chunks ??= Promise.all([loadVideoPlayer(), import('../engine/shaka-engine.ts').then(({ loadShaka }) => loadShaka())]).then(
    () => undefined,
    () => {
      chunks = null;
    },
  );
  return chunks;
}

/** Warms up the player and Shaka chunks (idle time, hover, focus). Safe to call often. */
export function preloadPlayer(): void {
  void loadPlayerChunks();
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
