// Attaches a hero promo (an HLS playlist) to a <video>: Shaka Player wherever Media Source
// Extensions exist, fetched on demand (it is never part of the home bundle; the player feature's
// chunk of the same module is shared), because it starts on the lowest rung and climbs (issue
// 13.3), where a browser's own HLS (Chromium's too, now) starts on the first variant listed, 720p
// here. The browser's own HLS only without MSE (older iPhones). Returns the detach function.
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

export async function attachHeroStream(video: HTMLVideoElement, url: string): Promise<() => void> {
  const isHls = /\.m3u8(\?|$)/i.test(url);
  if (!isHls || (!hasMediaSource() && video.canPlayType('application/vnd.apple.mpegurl') !== '')) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  return attachWithShaka(video, url);
}
