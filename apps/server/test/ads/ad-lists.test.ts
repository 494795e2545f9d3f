// GET /api/video/{videoId}/ads/ and /api/ads/banner/ (SPEC 7 'Ads'): live ads only, keyed by type,
// nothing for subscribers, and no cache ever hands one audience's answer to the other.
import { describe, expect, it } from 'vitest';
import { API, BannerAdsResponse, VideoAdsResponse } from '@ott/contract';
import { createViewer } from '../catalogue/fixtures.ts';
import { useAdsTestApp } from './fixtures.ts';

const ctx = useAdsTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'GET', url, headers });
const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe('video ads', () => {
  it('lists live ads keyed by type, in play order, with loadable media', async () => {
    const res = await get(API.videoAds(ctx.videoId));
    expect(res.statusCode, res.body).toBe(200);
    const body = VideoAdsResponse.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['mid_roll', 'post_roll', 'pre_roll']);
    expect(ids(body.pre_roll)).toEqual([1, ctx.ads.windowedPreRoll]);
    expect(ids(body.mid_roll)).toEqual([ctx.ads.midRoll]);
    expect(body.post_roll).toEqual([]);
    const seeded = body.pre_roll[0]!;
    expect(seeded).toMatchObject({
      title: 'Festival Specials',
      ad_type: 'pre_roll',
      call_to_action: 'Subscribe Now',
      skip_after: 5,
      is_active_now: true,
      external_url: '/plans',
    });
    expect(seeded.video_file).toMatch(/^(https?:\/\/|\/)/);
    expect(body.pre_roll[1]!.video_file).toMatch(/ads\/clip\.m3u8$/);
    expect(body.mid_roll[0]!.skip_after).toBe(3);
  });

  it('leaves out inactive, not yet started, ended, clip-less and unknown-type ads', async () => {
    const body = VideoAdsResponse.parse((await get(API.videoAds(ctx.videoId))).json());
    const shown = [...body.pre_roll, ...body.mid_roll, ...body.post_roll].map((a) => a.id);
    for (const hidden of [
      ctx.ads.inactive,
      ctx.ads.future,
      ctx.ads.expired,
      ctx.ads.noClip,
      ctx.ads.unknownType,
      2,
      3,
    ]) {
      expect(shown).not.toContain(hidden);
    }
  });

  it('answers 404 for a video that does not exist and 400 for a malformed or impossible id, never 500', async () => {
    for (const id of ['999999']) {
      const res = await get(API.videoAds(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Video not found' });
    }
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      const res = await get(API.videoAds(id));
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
  });

  it('gives subscribers no ads, but a lapsed subscriber and a signed-in non-subscriber get them', async () => {
    const subscriber = await createViewer(ctx.t.deps, { subscribedDays: 30 });
    const lapsed = await createViewer(ctx.t.deps, { subscribedDays: -1 });
    const plain = await createViewer(ctx.t.deps);
    const sub = await get(API.videoAds(ctx.videoId), subscriber.headers);
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toEqual({ pre_roll: [], mid_roll: [], post_roll: [] });
    for (const viewer of [lapsed, plain]) {
      const body = VideoAdsResponse.parse(
        (await get(API.videoAds(ctx.videoId), viewer.headers)).json(),
      );
      expect(ids(body.pre_roll)).toEqual([1, ctx.ads.windowedPreRoll]);
    }
    // Unknown video is still 404 for a subscriber.
    expect((await get(API.videoAds(999999), subscriber.headers)).statusCode).toBe(404);
  });
});

describe('banner ads', () => {
  it('lists live banners with an image, in order', async () => {
    const res = await get(API.bannerAds);
    expect(res.statusCode).toBe(200);
    const body = BannerAdsResponse.parse(res.json());
    expect(ids(body)).toEqual([2, 3]);
    for (const ad of body) {
      expect(ad.ad_type).toBe('banner');
      expect(ad.banner_image).toMatch(/^(https?:\/\/|\/)/);
      expect(ad.is_active_now).toBe(true);
    }
    expect(ids(body)).not.toContain(ctx.ads.bannerNoImage);
    expect(ids(body)).not.toContain(ctx.ads.bannerInactive);
    expect(ids(body)).not.toContain(ctx.ads.bannerExpired);
  });

  it('gives subscribers an empty list', async () => {
    const subscriber = await createViewer(ctx.t.deps, { subscribedDays: 30 });
    const res = await get(API.bannerAds, subscriber.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('caching', () => {
  it('revalidates with an ETag and marks visitor answers public, signed-in answers private, varying on credentials', async () => {
    for (const url of [API.videoAds(ctx.videoId), API.bannerAds]) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(String(first.headers.vary)).toMatch(/Authorization/);
      expect(String(first.headers.vary)).toMatch(/Cookie/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);

      const subscriber = await createViewer(ctx.t.deps, { subscribedDays: 30 });
      const sub = await get(url, { ...subscriber.headers, 'if-none-match': etag });
      // The visitor's ETag must not validate the subscriber's (different) answer.
      expect(sub.statusCode).toBe(200);
      expect(sub.headers['cache-control']).toBe('private, no-cache');
      expect(sub.headers.etag).not.toBe(etag);
    }
  });

  it('never serves a subscriber answer to visitors or a visitor answer to subscribers, whoever asks first', async () => {
    const subscriber = await createViewer(ctx.t.deps, { subscribedDays: 30 });
    const plain = await createViewer(ctx.t.deps);
    const order = [
      subscriber.headers,
      {},
      subscriber.headers,
      plain.headers,
      {},
      subscriber.headers,
    ];
    for (const headers of order) {
      const isSub = headers === subscriber.headers;
      const video = VideoAdsResponse.parse((await get(API.videoAds(ctx.videoId), headers)).json());
      const banners = BannerAdsResponse.parse((await get(API.bannerAds, headers)).json());
      expect(video.pre_roll.length > 0).toBe(!isSub);
      expect(banners.length > 0).toBe(!isSub);
    }
  });
});
