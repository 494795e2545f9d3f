import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { capDashManifest, capHlsMaster, cappedManifestsOf, writeCappedManifests } from './capped-manifests.ts';
import { parseMasterVariants } from './hls-playlists.ts';

// As the demo pipeline writes them (lowest rung first; see hls-playlists.ts).
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="media_2.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=651790,AVERAGE-BANDWIDTH=529418,RESOLUTION=640x360,FRAME-RATE=20.000,CODECS="avc1.42c016,mp4a.40.2",AUDIO="group_A1"',
  'media_1.m3u8',
  '',
  '#EXT-X-STREAM-INF:BANDWIDTH=2319958,AVERAGE-BANDWIDTH=1550116,RESOLUTION=1280x720,FRAME-RATE=20.000,CODECS="avc1.42c01f,mp4a.40.2",AUDIO="group_A1"',
  'media_0.m3u8',
  '',
].join('\n');

const representation = (id: number, width: number, height: number) =>
  [
    `\t\t\t<Representation id="${id}" mimeType="video/mp4" codecs="avc1.42c01f" bandwidth="1400000" width="${width}" height="${height}" sar="1:1">`,
    '\t\t\t\t<SegmentTemplate timescale="10240" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1">',
    '\t\t\t\t\t<SegmentTimeline>',
    '\t\t\t\t\t\t<S t="0" d="20480" r="7" />',
    '\t\t\t\t\t</SegmentTimeline>',
    '\t\t\t\t</SegmentTemplate>',
    '\t\t\t</Representation>',
  ].join('\n');

const MPD = [
  '<?xml version="1.0" encoding="utf-8"?>',
  '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT16.0S">',
  '\t<Period id="0" start="PT0.0S">',
  '\t\t<AdaptationSet id="0" contentType="video" startWithSAP="1" segmentAlignment="true" maxWidth="1920" maxHeight="1080" par="16:9">',
  representation(0, 1920, 1080),
  representation(1, 1280, 720),
  representation(2, 640, 360),
  '\t\t</AdaptationSet>',
  '\t\t<AdaptationSet id="1" contentType="audio" startWithSAP="1" segmentAlignment="true">',
  '\t\t\t<Representation id="3" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">',
  '\t\t\t\t<SegmentTemplate timescale="48000" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1" />',
  '\t\t\t</Representation>',
  '\t\t</AdaptationSet>',
  '\t</Period>',
  '</MPD>',
  '',
].join('\n');

const heightsOfMpd = (mpd: string) => [...mpd.matchAll(/<Representation\b[^>]*\bheight="(\d+)"/g)].map((m) => Number(m[1]));

describe('capHlsMaster', () => {
  it('drops the variants above the cap and keeps everything else as it was', () => {
    const capped = capHlsMaster(MASTER, 480);
    expect(parseMasterVariants(capped).map((v) => v.height)).toEqual([360]);
    expect(capped).not.toContain('media_0.m3u8');
    expect(capped).toContain('#EXT-X-MEDIA:TYPE=AUDIO');
    expect(capped.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n')).toBe(true);
    expect(capped.endsWith('media_1.m3u8\n')).toBe(true);
  });

  it('keeps the whole ladder when the cap is above it, and the lowest rung when it is below', () => {
    expect(capHlsMaster(MASTER, 720)).toBe(MASTER);
    expect(parseMasterVariants(capHlsMaster(MASTER, 240)).map((v) => v.height)).toEqual([360]);
  });
});

describe('capDashManifest', () => {
  it('drops the video representations above the cap and lowers maxWidth/maxHeight', () => {
    const capped = capDashManifest(MPD, 720);
    expect(heightsOfMpd(capped)).toEqual([720, 360]);
    expect(capped).toContain('maxWidth="1280" maxHeight="720"');
    expect(capped).toContain('<Representation id="3" mimeType="audio/mp4"');
    expect(capped.match(/<\/Representation>/g)).toHaveLength(3);
    expect(capped.match(/<AdaptationSet\b/g)).toHaveLength(2);
  });

  it('never leaves a video set empty, and changes nothing when all fit', () => {
    expect(heightsOfMpd(capDashManifest(MPD, 240))).toEqual([360]);
    expect(capDashManifest(MPD, 1080)).toBe(MPD);
  });
});

describe('cappedManifestsOf', () => {
  it('names one capped copy per height, beside the full one', () => {
    expect(cappedManifestsOf({ name: 'master.m3u8', text: MASTER }).map((m) => m.name)).toEqual([
      'master.h360.m3u8',
      'master.h480.m3u8',
      'master.h720.m3u8',
      'master.h1080.m3u8',
    ]);
    expect(cappedManifestsOf({ name: 'manifest.mpd', text: MPD }).map((m) => m.name)).toContain('manifest.h480.mpd');
    expect(cappedManifestsOf({ name: 'clip.mp4', text: '' })).toEqual([]);
  });
});

describe('writeCappedManifests', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the capped manifests flat in the stream directory, and only what changed on a second run', async () => {
    dir = await mkdtemp(join(tmpdir(), 'capped-'));
    await writeFile(join(dir, 'master.m3u8'), MASTER);
    await writeFile(join(dir, 'manifest.mpd'), MPD);
    expect(await writeCappedManifests(dir)).toBe(8);
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(
      ['manifest.h1080.mpd', 'manifest.h360.mpd', 'manifest.h480.mpd', 'manifest.h720.mpd', 'manifest.mpd', 'master.h1080.m3u8', 'master.h360.m3u8', 'master.h480.m3u8', 'master.h720.m3u8', 'master.m3u8'].sort(),
    );
    expect(parseMasterVariants(await readFile(join(dir, 'master.h480.m3u8'), 'utf8')).map((v) => v.height)).toEqual([360]);
    expect(heightsOfMpd(await readFile(join(dir, 'manifest.h480.mpd'), 'utf8'))).toEqual([360]);
    const before = (await stat(join(dir, 'master.h480.m3u8'))).mtimeMs;
    expect(await writeCappedManifests(dir)).toBe(0);
    expect((await stat(join(dir, 'master.h480.m3u8'))).mtimeMs).toBe(before);
    // A changed full manifest (a subtitle added) is carried into its copies.
    await writeFile(join(dir, 'master.m3u8'), MASTER.replace('#EXT-X-INDEPENDENT-SEGMENTS', '#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Telugu",URI="subtitles-te.m3u8"'));
    expect(await writeCappedManifests(dir)).toBe(4);
    expect(await readFile(join(dir, 'master.h360.m3u8'), 'utf8')).toContain('subtitles-te.m3u8');
  });

  it('skips a directory without manifests (an AES title has no DASH manifest)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'capped-'));
    await writeFile(join(dir, 'master.m3u8'), MASTER);
    expect(await writeCappedManifests(dir)).toBe(4);
    expect((await readdir(dir)).filter((name) => name.endsWith('.mpd'))).toEqual([]);
  });
});
