// Attaches a hero promo (an HLS playlist) to a <video>: the browser's own HLS support when it has
// one, else Shaka Player, fetched on demand (it is never part of the home bundle; the player
// feature's chunk of the same module is shared). Returns the detach function.
import type shakaNamespace from 'shaka-player/dist/shaka-player.compiled-es2021.js';

type Shaka = typeof shakaNamespace;

async function attachWithShaka(video: HTMLVideoElement, url: string): Promise<() => void> {
  const module = await import('shaka-player/dist/shaka-player.compiled-es2021.js');
  const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) throw new Error('This browser cannot play HLS');
  const player = new shaka.Player();
  // Promos are short and decorative: start on the lowest rendition and keep little ahead.
  player.configure({ streaming: { bufferingGoal: 10, rebufferingGoal: 0 }, abr: { defaultBandwidthEstimate: 500_000 } });
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
  if (!isHls || video.canPlayType('application/vnd.apple.mpegurl') !== '') {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  return attachWithShaka(video, url);
}
