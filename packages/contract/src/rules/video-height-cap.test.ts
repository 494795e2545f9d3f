import { describe, expect, it } from 'vitest';
import {
  cappedManifestPath,
  DEFAULT_FREE_MAX_VIDEO_HEIGHT,
  isPlanVideoHeight,
  manifestHeightFor,
  renditionHeightClass,
  renditionsWithinCap,
  videoHeightCap,
} from './video-height-cap.ts';

describe('videoHeightCap', () => {
  it('gives a visitor or a viewer without a plan the free cap', () => {
    expect(videoHeightCap({ planMaxHeight: null }, DEFAULT_FREE_MAX_VIDEO_HEIGHT)).toBe(480);
    expect(videoHeightCap({ planMaxHeight: null }, 720)).toBe(720);
  });

  it('gives a subscriber their plan: HD 720, Full HD 1080, 4K 2160', () => {
    expect(videoHeightCap({ planMaxHeight: 720 }, 480)).toBe(720);
    expect(videoHeightCap({ planMaxHeight: 1080 }, 480)).toBe(1080);
    expect(videoHeightCap({ planMaxHeight: 2160 }, 480)).toBe(2160);
  });

  it('never gives a subscriber less than a visitor', () => {
    expect(videoHeightCap({ planMaxHeight: 720 }, 1080)).toBe(1080);
  });

  it('gives a renter without a plan HD', () => {
    expect(videoHeightCap({ planMaxHeight: null, isRenter: true }, 480)).toBe(720);
    expect(videoHeightCap({ planMaxHeight: 1080, isRenter: true }, 480)).toBe(1080);
  });
});

describe('manifestHeightFor', () => {
  it('names the capped manifest of each cap, the full one from 2160 up', () => {
    expect(manifestHeightFor(480)).toBe(480);
    expect(manifestHeightFor(720)).toBe(720);
    expect(manifestHeightFor(1080)).toBe(1080);
    expect(manifestHeightFor(2160)).toBeNull();
    expect(manifestHeightFor(4320)).toBeNull();
  });

  it('rounds an odd cap down, and a tiny one to the lowest capped manifest', () => {
    expect(manifestHeightFor(900)).toBe(720);
    expect(manifestHeightFor(540)).toBe(480);
    expect(manifestHeightFor(100)).toBe(360);
  });
});

describe('cappedManifestPath', () => {
  it('puts the height before the extension, in the same directory', () => {
    expect(cappedManifestPath('demo/x/master.m3u8', 480)).toBe('demo/x/master.h480.m3u8');
    expect(cappedManifestPath('protected/titles/7/r2/manifest.mpd', 720)).toBe('protected/titles/7/r2/manifest.h720.mpd');
    expect(cappedManifestPath('master.m3u8', 360)).toBe('master.h360.m3u8');
  });

  it('leaves the full manifest and anything that is not a manifest alone', () => {
    expect(cappedManifestPath('demo/x/master.m3u8', null)).toBe('demo/x/master.m3u8');
    expect(cappedManifestPath('demo/x/clip.mp4', 480)).toBe('demo/x/clip.mp4');
  });
});

describe('renditionsWithinCap', () => {
  const demo = [
    { width: 1280, height: 720 },
    { width: 640, height: 360 },
  ];

  it('keeps the renditions at or under the cap', () => {
    expect(renditionsWithinCap(demo, 480)).toEqual([1]);
    expect(renditionsWithinCap(demo, 720)).toEqual([0, 1]);
    expect(renditionsWithinCap(demo, 2160)).toEqual([0, 1]);
  });

  it('keeps the lowest alone when nothing fits, never nothing', () => {
    expect(renditionsWithinCap(demo, 240)).toEqual([1]);
    expect(renditionsWithinCap([], 480)).toEqual([]);
  });

  it('measures a rung by its 16:9 box: a scope 1080p rung is 1080p', () => {
    expect(renditionHeightClass(1920, 800)).toBe(1080);
    expect(renditionHeightClass(608, 1080)).toBe(1080);
    expect(renditionHeightClass(854, 480)).toBe(480);
    expect(renditionsWithinCap([{ width: 1920, height: 800 }, { width: 1280, height: 534 }], 720)).toEqual([1]);
  });
});

describe('isPlanVideoHeight', () => {
  it('accepts the three plan qualities only', () => {
    expect([720, 1080, 2160].every(isPlanVideoHeight)).toBe(true);
    expect(isPlanVideoHeight(480)).toBe(false);
    expect(isPlanVideoHeight('720')).toBe(false);
  });
});
