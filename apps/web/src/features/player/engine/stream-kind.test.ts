import { describe, expect, it } from 'vitest';
import { alternateStreamUrl, guessStreamKind, mimeTypeFor } from './stream-kind.ts';

describe('guessStreamKind', () => {
  it('reads the extension of the path, ignoring signed query strings', () => {
    expect(guessStreamKind('/media/demo/1/master.m3u8?sig=abc.mpd')).toBe('hls');
    expect(guessStreamKind('https://cdn.example/x/manifest.MPD')).toBe('dash');
    expect(guessStreamKind('/media/clip.mp4')).toBe('mp4');
  });
  it('maps kinds to manifest MIME types', () => {
    expect(mimeTypeFor('hls')).toBe('application/x-mpegurl');
    expect(mimeTypeFor('dash')).toBe('application/dash+xml');
  });
});

describe('alternateStreamUrl', () => {
  it('swaps the CMAF pipeline\'s HLS master and DASH manifest, keeping the directory', () => {
    expect(alternateStreamUrl('/media/demo/promo-a/master.m3u8')).toBe('/media/demo/promo-a/manifest.mpd');
    expect(alternateStreamUrl('https://cdn.example/demo/x/manifest.mpd?v=2')).toBe('https://cdn.example/demo/x/master.m3u8?v=2');
  });
  it('knows no twin for other names or no URL', () => {
    expect(alternateStreamUrl('/media/clip.mp4')).toBeNull();
    expect(alternateStreamUrl('/media/x/index.m3u8')).toBeNull();
    expect(alternateStreamUrl(null)).toBeNull();
  });
});
