import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPrefetched, prefetchStream, startingPlaylists, startingSegments, takePrefetched } from './stream-prefetch.ts';

// The demo packaging's shape: two video variants sharing one audio rendition, 2 s CMAF segments.
const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_2",DEFAULT=YES,URI="media_2.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1531630,RESOLUTION=1280x720,CODECS="avc1.42c01f,mp4a.40.2",AUDIO="group_A1"
media_0.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=580234,RESOLUTION=640x360,CODECS="avc1.42c016,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8
`;
const media = (stream: number, ended = true) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    `#EXT-X-MAP:URI="init-stream${stream}.m4s"`,
    ...[1, 2, 3].flatMap((n) => ['#EXTINF:2.000000,', `chunk-stream${stream}-0000${n}.m4s`]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
  ].join('\n');

const BODIES: Record<string, string> = {
  '/media/demo/a/master.m3u8': MASTER,
  '/media/demo/a/media_0.m3u8': media(0),
  '/media/demo/a/media_1.m3u8': media(1),
  '/media/demo/a/media_2.m3u8': media(2),
};

describe('stream prefetch at the click (issue 13.2)', () => {
  let requested: string[];
  beforeEach(() => {
    requested = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url).pathname;
        requested.push(path.split('/').at(-1)!);
        return new Response(BODIES[path] ?? 'segment', { status: 200 });
      }),
    );
  });
  afterEach(() => {
    clearPrefetched();
    vi.unstubAllGlobals();
  });

  it('requests the manifest at once, then the lowest variant and its audio, then both first segments', async () => {
    prefetchStream('/media/demo/a/master.m3u8');
    // Synchronously, in the click handler: nothing waits for a chunk.
    expect(requested).toEqual(['master.m3u8']);
    await vi.waitFor(() => expect(requested).toHaveLength(7));
    expect(requested.slice(1, 3).sort()).toEqual(['media_1.m3u8', 'media_2.m3u8']);
    expect(requested.slice(3).sort()).toEqual(['chunk-stream1-00001.m4s', 'chunk-stream2-00001.m4s', 'init-stream1.m4s', 'init-stream2.m4s']);
    expect(requested).not.toContain('media_0.m3u8');
  });

  it('hands each answer over once, by absolute URL', async () => {
    prefetchStream('/media/demo/a/master.m3u8');
    const master = await takePrefetched(`${window.location.origin}/media/demo/a/master.m3u8`);
    expect(new TextDecoder().decode(master!.data)).toBe(MASTER);
    expect(takePrefetched('/media/demo/a/master.m3u8')).toBeNull();
    await vi.waitFor(() => expect(requested).toHaveLength(7));
    expect(await takePrefetched('/media/demo/a/chunk-stream2-00001.m4s')).not.toBeNull();
  });

  it('fetches a DASH manifest alone and leaves plain files to the element', () => {
    prefetchStream('/media/demo/a/manifest.mpd');
    prefetchStream('/media/demo/a/clip.mp4');
    expect(requested).toEqual(['manifest.mpd']);
  });
});

describe('what a start plays', () => {
  it('picks the lowest-bandwidth variant and the default audio of its group', () => {
    expect(startingPlaylists(MASTER)).toEqual({ video: 'media_1.m3u8', audio: 'media_2.m3u8' });
    expect(startingPlaylists('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nonly.m3u8')).toEqual({ video: 'only.m3u8', audio: null });
  });

  it('takes the init segment and the segment at the start position; nothing for a live playlist', () => {
    expect(startingSegments(media(1))).toEqual(['init-stream1.m4s', 'chunk-stream1-00001.m4s']);
    expect(startingSegments(media(1), 4.5)).toEqual(['init-stream1.m4s', 'chunk-stream1-00003.m4s']);
    expect(startingSegments(media(1, false))).toEqual([]);
  });
});
