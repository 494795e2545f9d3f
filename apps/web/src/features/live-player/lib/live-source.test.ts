import { describe, expect, it } from 'vitest';
import { parseLiveSource } from './live-source.ts';

const ORIGIN = 'http://localhost:8181';

describe('parseLiveSource (SPEC 5 Playback)', () => {
  it('embeds bare 11-character ids and the video site’s URL forms through the nocookie origin', () => {
    for (const url of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=3',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
    ]) {
      const source = parseLiveSource(url, ORIGIN);
      expect(source?.type, url).toBe('embed');
      if (source?.type !== 'embed') continue;
      expect(source.videoId).toBe('dQw4w9WgXcQ');
      expect(source.embedUrl.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?')).toBe(true);
      expect(new URL(source.embedUrl).searchParams.get('enablejsapi')).toBe('1');
    }
  });

  it('refuses ids that are not 11 characters, empty urls and non-web schemes', () => {
    for (const url of ['', '   ', 'dQw4w9WgXc', 'https://youtu.be/dQw4w9WgXcQQ', 'https://www.youtube.com/watch?v=short', 'javascript:alert(1)', 'data:video/mp4,xx']) {
      expect(parseLiveSource(url, ORIGIN), url).toBeNull();
    }
  });

  it('plays any other web address directly, resolving paths against the origin', () => {
    expect(parseLiveSource('/media/live/master.m3u8', ORIGIN)).toEqual({ type: 'direct', url: `${ORIGIN}/media/live/master.m3u8`, kind: 'hls' });
    expect(parseLiveSource('https://cdn.example.com/a/manifest.mpd?x=1', ORIGIN)).toMatchObject({ type: 'direct', kind: 'dash' });
    expect(parseLiveSource('https://cdn.example.com/clip.mp4', ORIGIN)).toMatchObject({ type: 'direct', kind: 'mp4' });
  });
});
