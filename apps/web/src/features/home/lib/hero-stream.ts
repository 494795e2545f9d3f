// Attaches a hero promo (an HLS playlist) to a <video>: the browser's own HLS wherever it has one
// (Safari, Android, Chromium 141 and later), which costs the home page no script at all; Shaka
// Player, fetched on demand, only where it has none (Firefox). Shaka's chunk was the largest
// piece of main-thread work of a home load (about 430 ms at Lighthouse's 4x CPU: issue 13). Both
// start on the lowest rung: packaged master playlists list it first (server media/hls-playlists.ts),
// where a browser's own HLS begins, and Shaka gets a bandwidth estimate under every rung.
// Returns the detach function.
import type shakaNamespace from 'shaka-player/dist/shaka-player.compiled-es2021.js';

type Shaka = typeof shakaNamespace;

/** Bits per second; below the lowest rendition, so the first segments are the smallest. */
export const LOWEST_RUNG_ESTIMATE = 100_000;

const hasMediaSource = () => typeof window.MediaSource === 'function' || 'ManagedMediaSource' in window;

async function attachWithShaka(video: HTMLVideoElement, url: string): Promise<() => void> {
  const module = await import('shaka-player/dist/shaka-player.compiled-es2021.js');
  const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) throw new Error('This browser cannot play HLS');
  const player = new shaka.Player();
  // Promos are short and decorative: start on the lowest rendition (an estimate under every
  // rung's bandwidth), climb only as far as the element's size, and keep little ahead.
  player.configure({
    streaming: { bufferingGoal: 10, rebufferingGoal: 0 },
    abr: { defaultBandwidthEstimate: LOWEST_RUNG_ESTIMATE, restrictToElementSize: true },
  });
  try {
    await player.attach(video);
    await player.load(url);
  } catch (error) {
    void player.destroy();
    throw error;
  }
  return () => void player.destroy();
}

/**
 * For a browser's own HLS, which has no setting for the largest rendition: our media origin drops
 * the rungs taller than `max_height` from a master playlist (server media-origin/capped-master.ts),
 * so the promo climbs only as far as its box, as Shaka's restrictToElementSize does. Other hosts
 * ignore the parameter.
 */
export function cappedToElement(url: string, video: HTMLVideoElement): string {
  const height = Math.round(video.clientHeight);
  if (!/\.m3u8(\?|$)/i.test(url) || height <= 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}max_height=${height}`;
}

export async function attachHeroStream(video: HTMLVideoElement, url: string): Promise<() => void> {
  const isHls = /\.m3u8(\?|$)/i.test(url);
  if (!isHls || video.canPlayType('application/vnd.apple.mpegurl') !== '' || !hasMediaSource()) {
    video.src = cappedToElement(url, video);
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  return attachWithShaka(video, url);
}
