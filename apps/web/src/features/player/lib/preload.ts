import { preconnect } from 'react-dom';

/**
 * Warms up what a press of play needs: the player chunk and the Shaka chunk. Safe to call often;
 * the module loader fetches each once.
 */
export function preloadPlayer(): void {
  void import('../components/video-player.tsx');
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
