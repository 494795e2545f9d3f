// GET /api/advanced-player/streams/: three cards in order, parsed with the contract schema.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DemoStreamsResponse } from '@ott/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { createSeededApp } from '../catalogue/fixtures.ts';
import { firstFreeDashVideo } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const list = async () => {
  const res = await t.app.inject({ method: 'GET', url: API.demoStreams });
  expect(res.statusCode, res.body).toBe(200);
  return { res, streams: DemoStreamsResponse.parse(res.json()) };
};

const touch = (relative: string) => {
  const file = path.join(t.deps.config.mediaDir, relative.replace(/^\/media\//, ''));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#EXTM3U\n');
};

describe('advanced player streams', () => {
  it('lists live HLS, DASH VOD and protected HLS, all unavailable before the media exists', async () => {
    const { res, streams } = await list();
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(streams.map((s) => [s.id, s.title, s.kind, s.is_live, s.is_protected])).toEqual([
      ['hls_live', 'HLS Live Stream', 'hls', true, false],
      ['dash_vod', 'DASH VOD Stream', 'dash', false, false],
      ['drm', 'DRM Protected Content', 'hls', false, true],
    ]);
    expect(streams.every((s) => !s.available)).toBe(true);
    const free = await firstFreeDashVideo(t);
    expect(streams.map((s) => s.ad_video_id)).toEqual([free.id, free.id, free.id]);
    // The live card opens the channel's master (its media playlist and a WebVTT subtitle rendition).
    expect(streams[0]?.url).toBe('/media/live/demo-channel/master.m3u8');
    expect(streams[1]?.url).toBe(`/media/${free.dashPath}`);
    expect(streams[1]?.url).toMatch(/^\/media\/demo\/[a-z-]+\/manifest\.mpd$/);
    expect(streams[2]?.url).toMatch(/^\/media\/drm\/[a-z-]+\/index\.m3u8$/);
  });

  it('shows the painted artwork of what each card plays, never a frame of a clip', async () => {
    const { streams } = await list();
    const free = await firstFreeDashVideo(t);
    const [news] = await t.deps.db.select().from(schema.liveStreams).where(eq(schema.liveStreams.title, 'Telugu News 24x7'));
    const [drmTitle] = await t.deps.db.select().from(schema.videos).where(eq(schema.videos.title, 'Rayalaseema Roar'));
    expect(streams.map((s) => s.poster)).toEqual([`/media/${news?.thumbnail}`, `/media/art/video-${free.id}/backdrop.jpg`, `/media/${drmTitle?.posterUrl}`]);
    // Stored relative to the media origin (issue 14).
    expect(news?.thumbnail).toBe(`art/live-${news?.id}/thumb.jpg`);
    expect(drmTitle?.posterUrl).toBe(`art/video-${drmTitle?.id}/backdrop.jpg`);
  });

  it('marks each card available once its stream is on disk (live only while fresh)', async () => {
    const before = (await list()).streams;
    for (const s of before) touch(s.url);
    expect((await list()).streams.map((s) => s.available)).toEqual([false, true, true]);
    // The live card follows the encoder's media playlist, which it rewrites every segment.
    touch('live/demo-channel/index.m3u8');
    const after = (await list()).streams;
    expect(after.map((s) => s.available)).toEqual([true, true, true]);
    const stale = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(t.deps.config.mediaDir, 'live/demo-channel/index.m3u8'), stale, stale);
    expect((await list()).streams.map((s) => s.available)).toEqual([false, true, true]);
  });
});
