import { describe, expect, it } from 'vitest';
import { demoTrickPlayLayout, demoTrickPlayPath, demoTrickPlayVtt } from './demo-trick-play.ts';

const CLIPS = [
  { slug: 'godavari-sunrise', kind: 'feature' as const },
  { slug: 'promo-godavari-sunrise', kind: 'promo' as const },
  { slug: 'live-news', kind: 'live' as const },
];

describe('demo trick-play', () => {
  it('lays a 16 s clip out as one sprite of 8 by 2 tiles, a cue a second', () => {
    expect(demoTrickPlayLayout(16)).toEqual({ count: 16, columns: 8, rows: 2 });
    const vtt = demoTrickPlayVtt(16);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\ntrickplay-sprite-0.jpg#xywh=0,0,160,90\n')).toBe(true);
    expect(vtt).toContain('00:00:09.000 --> 00:00:10.000\ntrickplay-sprite-0.jpg#xywh=160,90,160,90');
    expect(vtt.trimEnd().endsWith('00:00:15.000 --> 00:00:16.000\ntrickplay-sprite-0.jpg#xywh=1120,90,160,90')).toBe(true);
  });

  it('points a title streaming from a demo feature clip at the thumbnails beside it, signed directory included', () => {
    expect(demoTrickPlayPath('demo/godavari-sunrise/master.m3u8', CLIPS)).toBe('demo/godavari-sunrise/trickplay-thumbnails.vtt');
    expect(demoTrickPlayPath('protected/demo/godavari-sunrise/master.m3u8', CLIPS)).toBe('protected/demo/godavari-sunrise/trickplay-thumbnails.vtt');
  });

  it('gives none for promos, live loops, unknown clips, uploads and other paths', () => {
    expect(demoTrickPlayPath('demo/promo-godavari-sunrise/master.m3u8', CLIPS)).toBeNull();
    expect(demoTrickPlayPath('demo/live-news/master.m3u8', CLIPS)).toBeNull();
    expect(demoTrickPlayPath('demo/unknown/master.m3u8', CLIPS)).toBeNull();
    expect(demoTrickPlayPath('titles/7/3/master.m3u8', CLIPS)).toBeNull();
    expect(demoTrickPlayPath('demo/godavari-sunrise/sub/master.m3u8', CLIPS)).toBeNull();
    expect(demoTrickPlayPath('https://cdn.example/demo/godavari-sunrise/master.m3u8', CLIPS)).toBeNull();
    expect(demoTrickPlayPath(null, CLIPS)).toBeNull();
  });
});
