// Captions on the video DTO (issue 6): titles streaming from a captioned demo clip list their
// WebVTT tracks for everyone (caption text is public even for paid titles); others list none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Video } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from './fixtures.ts';
import { videos } from '../../src/lib/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

async function getVideo(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/videos/${id}/` });
  expect(res.statusCode, res.body).toBe(200);
  return Video.parse(res.json());
}

describe('video captions', () => {
  it('lists English and Telugu WebVTT tracks for demo feature titles, paid ones included', async () => {
    const rows = await t.deps.db
      .select({ id: videos.id, type: videos.videoType, hls: videos.hlsPath })
      .from(videos);
    const free = rows.find((r) => r.type === 'free' && /^demo\//.test(r.hls ?? ''));
    const paid = rows.find((r) => r.type === 'paid' && /^protected\/demo\//.test(r.hls ?? ''));
    expect(free && paid).toBeTruthy();
    for (const row of [free!, paid!]) {
      const video = await getVideo(row.id);
      const slug = /demo\/([a-z0-9-]+)\//.exec(row.hls!)![1];
      expect(video.captions).toEqual([
        {
          lang: 'en',
          label: 'English',
          url: expect.stringMatching(new RegExp(`/demo/${slug}/captions\\.en\\.vtt$`)),
        },
        {
          lang: 'te',
          label: 'తెలుగు',
          url: expect.stringMatching(new RegExp(`/demo/${slug}/captions\\.te\\.vtt$`)),
        },
      ]);
      expect(video.captions!.every((c) => !c.url.includes('protected/'))).toBe(true);
    }
  });

  it('lists none for a title without a captioned stream', async () => {
    const [row] = await t.deps.db
      .insert(videos)
      .values({ title: 'Uploaded', hlsPath: 'uploads/7/master.m3u8' })
      .returning({ id: videos.id });
    expect((await getVideo(row!.id)).captions).toEqual([]);
  });
});
