// Issue 13: a hero promo plays through the browser's own HLS wherever there is one (no player
// script on the home page); Shaka, on the lowest rung, only where there is none but MSE exists.
import { afterEach, describe, expect, it, vi } from 'vitest';

const configure = vi.fn();
vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', () => {
  class Player {
    static isBrowserSupported = () => true;
    configure = configure;
    attach = vi.fn(async () => undefined);
    load = vi.fn(async () => undefined);
    destroy = vi.fn(async () => undefined);
  }
  return { default: { polyfill: { installAll: () => undefined }, Player } };
});

const { attachHeroStream, cappedToElement, LOWEST_RUNG_ESTIMATE } = await import('./hero-stream.ts');

const nativeHlsVideo = () => {
  const video = document.createElement('video');
  video.canPlayType = () => 'maybe';
  return video;
};

describe('attachHeroStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configure.mockClear();
  });

  it('uses Shaka on the lowest rung where MSE exists without native HLS', async () => {
    vi.stubGlobal('MediaSource', function MediaSource() {});
    const video = document.createElement('video');
    video.canPlayType = () => '';
    await attachHeroStream(video, '/media/demo/promo/master.m3u8');
    expect(video.getAttribute('src')).toBeNull();
    const abr = configure.mock.calls[0]![0].abr as { defaultBandwidthEstimate: number; restrictToElementSize: boolean };
    expect(abr.defaultBandwidthEstimate).toBe(LOWEST_RUNG_ESTIMATE);
    expect(LOWEST_RUNG_ESTIMATE).toBeLessThan(580_234); // the demo ladder's lowest rung (640x360)
    expect(abr.restrictToElementSize).toBe(true);
  });

  it("uses the browser's own HLS wherever there is one, even with MSE, and loads no Shaka", async () => {
    vi.stubGlobal('MediaSource', function MediaSource() {});
    const video = nativeHlsVideo();
    await attachHeroStream(video, '/media/demo/promo/master.m3u8');
    expect(video.getAttribute('src')).toBe('/media/demo/promo/master.m3u8');
    expect(configure).not.toHaveBeenCalled();
  });

  it("asks our origin for a master no taller than the video's box, for the browser's own HLS", async () => {
    const video = nativeHlsVideo();
    Object.defineProperty(video, 'clientHeight', { value: 560.4 });
    await attachHeroStream(video, '/media/demo/promo/master.m3u8');
    expect(video.getAttribute('src')).toBe('/media/demo/promo/master.m3u8?max_height=560');
    expect(cappedToElement('/media/s/tok/x/master.m3u8?v=2', video)).toBe('/media/s/tok/x/master.m3u8?v=2&max_height=560');
    expect(cappedToElement('/media/x/clip.mp4', video)).toBe('/media/x/clip.mp4');
  });

  it("uses the browser's own HLS without MSE", async () => {
    vi.stubGlobal('MediaSource', undefined);
    const video = nativeHlsVideo();
    await attachHeroStream(video, '/media/demo/promo/master.m3u8');
    expect(video.getAttribute('src')).toBe('/media/demo/promo/master.m3u8');
    expect(configure).not.toHaveBeenCalled();
  });
});
