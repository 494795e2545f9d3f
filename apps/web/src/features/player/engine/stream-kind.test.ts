import { describe, expect, it } from 'vitest';
import { guessStreamKind, mimeTypeFor } from './stream-kind.ts';

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
