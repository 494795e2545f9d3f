import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebVtt, demoCaptionTracks, demoSubtitleRenditions, ensureDemoCaptions } from './demo-captions.ts';
import type { DemoClipSpec } from './demo-catalogue.ts';

const FEATURE: DemoClipSpec = {
  slug: 'test-feature',
  title: 'Test Feature',
  kind: 'feature',
  seconds: 12,
  seed: 1,
  background: 'art/video-1/backdrop.jpg',
  description: 'A ferryman finds a lost letter.',
};
const PROMO: DemoClipSpec = {
  slug: 'test-promo',
  title: 'Test Feature',
  kind: 'promo',
  seconds: 8,
  seed: 2,
  background: 'art/video-1/backdrop.jpg',
};
const LIVE: DemoClipSpec = {
  slug: 'live-test-channel',
  title: 'Test Channel',
  kind: 'live',
  seconds: 24,
  seed: 3,
  background: 'art/live-1/backdrop.jpg',
  description: 'News all day.',
};

/** [start, end] seconds of every cue, read back from the file. */
function cueTimes(vtt: string): [number, number][] {
  const toSeconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})$/gm)].map((m) => [
    toSeconds(m[1]!),
    toSeconds(m[2]!),
  ]);
}

describe('buildWebVtt', () => {
  it('writes a WebVTT file whose cues are ordered, non-overlapping and inside the clip', () => {
    const vtt = buildWebVtt(['One', 'Two', 'Three'], 12);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    const times = cueTimes(vtt);
    expect(times).toHaveLength(3);
    expect(times[0]![0]).toBe(0);
    for (const [i, [start, end]] of times.entries()) {
      expect(end).toBeGreaterThan(start);
      expect(end).toBeLessThanOrEqual(12);
      if (i > 0) expect(start).toBeGreaterThanOrEqual(times[i - 1]![1]);
    }
    expect(vtt).toContain('00:00:04.000 --> 00:00:07.800\nTwo');
  });
});

describe('ensureDemoCaptions', () => {
  let demoDir: string;
  beforeAll(async () => {
    demoDir = await mkdtemp(join(tmpdir(), 'ott-captions-'));
  });
  afterAll(() => rm(demoDir, { recursive: true, force: true }));

  it('writes English and Telugu tracks for feature clips only, and is idempotent', async () => {
    expect(await ensureDemoCaptions(demoDir, [FEATURE, PROMO])).toBe(2);
    const en = await readFile(join(demoDir, FEATURE.slug, 'captions.en.vtt'), 'utf8');
    const te = await readFile(join(demoDir, FEATURE.slug, 'captions.te.vtt'), 'utf8');
    // What is on screen and heard: the title, its music and its synopsis; no test tone.
    expect(en).toContain('Test Feature');
    expect(en).toContain('[Soft music]');
    expect(en).toContain('A ferryman finds a lost letter.');
    expect(en).not.toMatch(/tone|beep/i);
    expect(te).toContain('ధన్యవాదాలు');
    await expect(readFile(join(demoDir, PROMO.slug, 'captions.en.vtt'), 'utf8')).rejects.toThrow();
    expect(await ensureDemoCaptions(demoDir, [FEATURE, PROMO])).toBe(0);
    // A damaged file is put right on the next start.
    await writeFile(join(demoDir, FEATURE.slug, 'captions.en.vtt'), 'WEBVTT\n');
    expect(await ensureDemoCaptions(demoDir, [FEATURE])).toBe(1);
    expect(await readFile(join(demoDir, FEATURE.slug, 'captions.en.vtt'), 'utf8')).toBe(en);
  });
});

describe('live channel loops', () => {
  let demoDir: string;
  beforeAll(async () => {
    demoDir = await mkdtemp(join(tmpdir(), 'ott-captions-'));
  });
  afterAll(() => rm(demoDir, { recursive: true, force: true }));

  it('carry their tracks as one-segment HLS subtitle playlists beside the VTT files', async () => {
    expect(await ensureDemoCaptions(demoDir, [LIVE])).toBe(4);
    const playlist = await readFile(join(demoDir, LIVE.slug, 'subs.te.m3u8'), 'utf8');
    expect(playlist).toContain('#EXTINF:24.000,\ncaptions.te.vtt\n#EXT-X-ENDLIST');
    expect(playlist).toContain('#EXT-X-TARGETDURATION:24');
    expect(await readFile(join(demoDir, LIVE.slug, 'captions.en.vtt'), 'utf8')).toContain('live on TeluguTV+');
    expect(demoSubtitleRenditions(LIVE)).toEqual([
      { language: 'en', name: 'English', uri: 'subs.en.m3u8' },
      { language: 'te', name: 'తెలుగు', uri: 'subs.te.m3u8' },
    ]);
    expect(demoSubtitleRenditions(FEATURE)).toEqual([]);
  });
});

describe('demoCaptionTracks', () => {
  const clips = [FEATURE, PROMO];
  it('lists the public tracks of a title streaming from a captioned clip, protected copy included', () => {
    const tracks = demoCaptionTracks('/media', 'protected/demo/test-feature/master.m3u8', clips);
    expect(tracks).toEqual([
      { lang: 'en', label: 'English', url: '/media/demo/test-feature/captions.en.vtt' },
      { lang: 'te', label: 'తెలుగు', url: '/media/demo/test-feature/captions.te.vtt' },
    ]);
    expect(demoCaptionTracks('/media', 'demo/test-feature/master.m3u8', clips)).toEqual(tracks);
  });
  it('lists none for promos, other streams or no stream', () => {
    expect(demoCaptionTracks('/media', 'demo/test-promo/master.m3u8', clips)).toEqual([]);
    expect(demoCaptionTracks('/media', 'uploads/42/master.m3u8', clips)).toEqual([]);
    expect(demoCaptionTracks('/media', 'demo/unknown/master.m3u8', clips)).toEqual([]);
    expect(demoCaptionTracks('/media', null, clips)).toEqual([]);
  });
});
