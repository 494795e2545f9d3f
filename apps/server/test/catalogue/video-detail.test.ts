// GET /api/videos/{id}/: check-params, entitlement rules for stream URLs, and the media origin
// honouring (and refusing) the signed URLs it hands out.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse, Video } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from './fixtures.ts';
import { VIDEO_SEED } from '../../src/features/seed/seed-catalogue.ts';
import { signedMediaUrl } from '../../src/lib/media-url.ts';

const idOf = (type: 'free' | 'paid' | 'rental') => VIDEO_SEED.findIndex((v) => v.type === type) + 1;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/videos/{id}/ check-params', () => {
  it.each([
    ['/api/videos/999999/', 404],
    ['/api/videos/99999999999/', 400],
    ['/api/videos/abc/', 400],
    ['/api/videos/0/', 400],
    ['/api/videos/-3/', 400],
    ['/api/videos/1.5/', 400],
  ])('%s → %i with the error shape', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    const body = ErrorResponse.parse(res.json());
    if (status === 404) expect(body.message).toBe('Video not found');
  });
});

describe('stream URLs by entitlement', () => {
  it('free titles play for everyone with plain URLs', async () => {
    const video = Video.parse((await get(`/api/videos/${idOf('free')}/`)).json());
    expect(video.video_type).toBe('free');
    expect(video.can_play).toBe(true);
    // Issue 18.2: a visitor gets the manifests capped at FREE_MAX_VIDEO_HEIGHT (480).
    expect(video.hls_url).toMatch(/^\/media\/demo\/[a-z-]+\/master\.h480\.m3u8$/);
    expect(video.dash_url).toMatch(/manifest\.h480\.mpd$/);
    expect(video.video_url).toBe(video.hls_url);
  });

  it('paid and rental titles give anonymous viewers no stream URL but a public promo', async () => {
    for (const type of ['paid', 'rental'] as const) {
      const res = await get(`/api/videos/${idOf(type)}/`);
      const video = Video.parse(res.json());
      expect(video).toMatchObject({ video_type: type, can_play: false, hls_url: null, dash_url: null, video_url: null });
      expect(video.promo_hls_url).toMatch(/^\/media\/demo\/promo-/);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
  });

  it('rental titles carry their prices in rupees, first one as rental_price', async () => {
    const video = Video.parse((await get(`/api/videos/${idOf('rental')}/`)).json());
    expect(video.prices.length).toBeGreaterThan(0);
    expect(video.rental_price).toBe(video.prices[0]?.rental_price);
    expect(video.rental_price).toBe(49);
  });

  it('signed-in users without an active subscription get no stream URL', async () => {
    for (const subscribedDays of [undefined, -1]) {
      const viewer = await createViewer(t.deps, { subscribedDays });
      const video = Video.parse((await get(`/api/videos/${idOf('paid')}/`, viewer.headers)).json());
      expect(video.can_play).toBe(false);
      expect(video.hls_url).toBeNull();
    }
  });

  it('subscribers get signed, private URLs for paid and rental titles', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    for (const type of ['paid', 'rental'] as const) {
      const res = await get(`/api/videos/${idOf(type)}/`, viewer.headers);
      const video = Video.parse(res.json());
      expect(video.can_play).toBe(true);
      // A subscriber without a known plan gets HD (720p), the smallest plan's promise.
      expect(video.hls_url).toMatch(/^\/media\/s\/[\w-]+\/protected\/demo\/[a-z-]+\/master\.h720\.m3u8$/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toContain('Authorization');
    }
  });
});

describe('media origin and signed URLs', () => {
  let signedHls: string;
  let protectedPath: string;

  beforeAll(async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    const video = Video.parse((await get(`/api/videos/${idOf('paid')}/`, viewer.headers)).json());
    signedHls = video.hls_url ?? '';
    protectedPath = signedHls.replace(/^\/media\/s\/[^/]+\//, '');
    // Stand-in for the generated stream: the origin serves whatever file is there.
    const file = path.join(t.deps.config.mediaDir, protectedPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '#EXTM3U\n');
    fs.writeFileSync(path.join(path.dirname(file), 'seg-1.m4s'), 'segment');
  });

  it('serves the playlist and its segments through the signed prefix', async () => {
    expect((await get(signedHls)).statusCode).toBe(200);
    expect((await get(signedHls.replace(/master[^/]*\.m3u8$/, 'seg-1.m4s'))).statusCode).toBe(200);
  });

  it('refuses the unsigned protected path', async () => {
    expect((await get(`/media/${protectedPath}`)).statusCode).toBe(403);
  });

  it('refuses a tampered token and an expired one', async () => {
    const token = /\/media\/s\/([^/]+)\//.exec(signedHls)?.[1] ?? '';
    const [expires = '', hash = ''] = token.split('-');
    // A later expiry under the same hash, and a hash with its last characters changed.
    expect((await get(signedHls.replace(token, `${Number(expires) + 3600}-${hash}`))).statusCode).toBe(403);
    expect((await get(signedHls.replace(token, `${token.slice(0, -2)}xx`))).statusCode).toBe(403);
    const expired = signedMediaUrl({
      baseUrl: '/media',
      secret: t.deps.config.mediaEdgeSecret,
      mediaPath: protectedPath,
      ttlSeconds: 60,
      now: Date.now() - 3_600_000,
    });
    expect((await get(expired)).statusCode).toBe(403);
  });

  it('a token for one title does not open another', async () => {
    const otherDir = protectedPath.replace(/demo\/[a-z-]+\//, 'demo/some-other-title/');
    const file = path.join(t.deps.config.mediaDir, otherDir);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '#EXTM3U\n');
    const token = /\/media\/s\/([^/]+)\//.exec(signedHls)?.[1] ?? '';
    expect((await get(`/media/s/${token}/${otherDir}`)).statusCode).toBe(403);
  });
});
