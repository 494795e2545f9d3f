import { describe, expect, it } from 'vitest';
import { artworkSources, artworkVariantName, isVersionedArtworkFile, versionedArtworkName } from './artwork-sources.ts';

const HASH = '0123456789ab';

describe('artworkSources', () => {
  it('derives the WebP widths of a versioned poster, backdrop and thumbnail', () => {
    expect(artworkSources(`/media/art/video-7/poster.${HASH}.jpg`)).toEqual({
      src: `/media/art/video-7/poster.${HASH}.jpg`,
      srcSet: `/media/art/video-7/poster.${HASH}-160w.webp 160w, /media/art/video-7/poster.${HASH}-320w.webp 320w, /media/art/video-7/poster.${HASH}-480w.webp 480w`,
    });
    expect(artworkSources(`https://cdn.example/art/live-2/backdrop.${HASH}.jpg`).srcSet).toBe(
      `https://cdn.example/art/live-2/backdrop.${HASH}-640w.webp 640w, https://cdn.example/art/live-2/backdrop.${HASH}-960w.webp 960w, https://cdn.example/art/live-2/backdrop.${HASH}-1280w.webp 1280w`,
    );
    expect(artworkSources(`/media/art/video-7/thumb.${HASH}.jpg`).srcSet).toContain('thumb.0123456789ab-640w.webp 640w');
  });

  it('leaves unversioned and foreign images as a single file', () => {
    for (const url of ['/media/art/video-7/poster.jpg', 'https://img.example/p.jpg', '/media/art/video-7/poster.XYZ.jpg', `/media/poster.${HASH}.jpg?x=1`]) {
      expect(artworkSources(url)).toEqual({ src: url });
    }
  });

  it('names the files the server writes the same way it reads them', () => {
    expect(versionedArtworkName('backdrop', HASH)).toBe(`backdrop.${HASH}.jpg`);
    expect(artworkVariantName('backdrop', HASH, 960)).toBe(`backdrop.${HASH}-960w.webp`);
    expect(isVersionedArtworkFile(versionedArtworkName('poster', HASH))).toBe(true);
    expect(isVersionedArtworkFile(artworkVariantName('thumb', HASH, 320))).toBe(true);
    expect(isVersionedArtworkFile('poster.jpg')).toBe(false);
    expect(isVersionedArtworkFile('chunk-stream0-00001.m4s')).toBe(false);
  });
});
