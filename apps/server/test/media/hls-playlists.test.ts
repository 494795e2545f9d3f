// Issue 13: master playlists list the lowest rung first, where a browser's own HLS starts.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finaliseHlsPlaylists, lowestRungFirst, parseMasterVariants } from '../../src/features/media/hls-playlists.ts';

// As ffmpeg's dash muxer writes it (hls_playlist 1): tallest first, an audio group, blank lines.
const MUXED = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_2",DEFAULT=YES,URI="media_2.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1531630,RESOLUTION=1280x720,CODECS="avc1.42c01f,mp4a.40.2",AUDIO="group_A1"
media_0.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=580234,RESOLUTION=640x360,CODECS="avc1.42c016,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8

`;

const MEDIA = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MAP:URI="init.m4s"
#EXT-X-PROGRAM-DATE-TIME:2026-11-27T12:00:00.000Z
#EXTINF:2.0,
chunk-1.m4s
#EXT-X-ENDLIST
`;

describe('lowestRungFirst', () => {
  it('orders the variants by bandwidth, lowest first, keeping each URI with its attributes and the rest ahead', () => {
    const out = lowestRungFirst(MUXED);
    expect(parseMasterVariants(out).map((v) => [v.height, v.uri])).toEqual([
      [360, 'media_1.m3u8'],
      [720, 'media_0.m3u8'],
    ]);
    expect(out.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-MEDIA:TYPE=AUDIO')).toBe(true);
    expect(lowestRungFirst(out)).toBe(out);
  });

  it('leaves a single-variant playlist as it is', () => {
    const one = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=2x2,CODECS="x"\na.m3u8\n';
    expect(lowestRungFirst(one)).toBe(one);
  });
});

describe('finaliseHlsPlaylists', () => {
  it('writes the master lowest rung first and answers the variants in the muxer order', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hls-'));
    await writeFile(join(dir, 'master.m3u8'), MUXED);
    for (const name of ['media_0.m3u8', 'media_1.m3u8', 'media_2.m3u8']) await writeFile(join(dir, name), MEDIA);
    const variants = await finaliseHlsPlaylists(dir, 2);
    expect(variants.map((v) => v.height)).toEqual([720, 360]);
    const master = await readFile(join(dir, 'master.m3u8'), 'utf8');
    expect(parseMasterVariants(master).map((v) => v.height)).toEqual([360, 720]);
    expect(await readFile(join(dir, 'media_0.m3u8'), 'utf8')).not.toContain('PROGRAM-DATE-TIME');
  });
});
