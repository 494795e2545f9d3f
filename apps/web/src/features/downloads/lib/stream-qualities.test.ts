import { describe, expect, it } from 'vitest';
import { qualitiesOfMasterPlaylist } from './stream-qualities.ts';

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Telugu",LANGUAGE="te",URI="a/te.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=580000,AVERAGE-BANDWIDTH=500000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"
v0/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2900000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aud"
v2/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1200000,RESOLUTION=854x480,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"
v1/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=3100000,RESOLUTION=1280x720,CODECS="hvc1.1.6.L93.B0,mp4a.40.2",AUDIO="aud"
v3/index.m3u8
#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,RESOLUTION=640x360,URI="v0/iframes.m3u8"
`;

describe('qualitiesOfMasterPlaylist', () => {
  it('lists each height once, tallest first, with its highest bandwidth', () => {
    expect(qualitiesOfMasterPlaylist(MASTER)).toEqual([
      { height: 720, bandwidth: 3_100_000 },
      { height: 480, bandwidth: 1_200_000 },
      { height: 360, bandwidth: 580_000 },
    ]);
  });

  it('ignores variants without a resolution and text that is not a playlist', () => {
    expect(qualitiesOfMasterPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"\naudio.m3u8\n')).toEqual([]);
    expect(qualitiesOfMasterPlaylist('<html>nope</html>')).toEqual([]);
  });
});
