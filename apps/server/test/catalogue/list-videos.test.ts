// GET /api/videos/ and /api/videos: limit, ordering, days, video_type, the search semantics of
// SPEC 7 (same text in title, description and category_name matches ANY), and check-params.
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse, VideoListResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from './fixtures.ts';
import { videos } from '../../src/lib/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/videos/${query}`, headers });
  expect(res.statusCode).toBe(200);
  return VideoListResponse.parse(res.json());
};
const search = (text: string) => {
  const q = encodeURIComponent(text);
  return list(`?title=${q}&description=${q}&category_name=${q}`);
};

describe('listing', () => {
  it('answers on both /api/videos/ and /api/videos with a plain array', async () => {
    const slash = await list('?limit=15&ordering=-created_at');
    const bare = VideoListResponse.parse((await t.app.inject({ url: '/api/videos?limit=15&ordering=-created_at' })).json());
    expect(slash).toHaveLength(15);
    expect(bare).toEqual(slash);
  });

  it('orders by newest first by default and honours other orderings', async () => {
    const newest = await list('?limit=100');
    const times = newest.map((v) => v.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const oldest = await list('?limit=5&ordering=created_at');
    expect(oldest[0]?.created_at).toBe(times.at(-1));
    const popular = (await list('?limit=10&ordering=-views_count')).map((v) => v.views_count);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const titles = (await list('?limit=10&ordering=title')).map((v) => v.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('days keeps only videos created within N days', async () => {
    const recent = await list('?days=7&limit=100');
    const cutoff = Date.now() - 7 * 86_400_000;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((v) => Date.parse(v.created_at) >= cutoff)).toBe(true);
    const all = await list('?limit=100');
    expect(all.filter((v) => Date.parse(v.created_at) >= cutoff)).toHaveLength(recent.length);
  });

  it('video_type filters and limit caps', async () => {
    for (const type of ['free', 'paid', 'rental'] as const) {
      const items = await list(`?video_type=${type}&limit=100`);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((v) => v.video_type === type)).toBe(true);
    }
    expect(await list('?limit=3')).toHaveLength(3);
  });

  it('offset pages through the same order without gaps or repeats', async () => {
    const all = (await list('?video_type=free&limit=100')).map((v) => v.id);
    const pages = [];
    for (let offset = 0; offset < all.length + 5; offset += 5) {
      pages.push(...(await list(`?video_type=free&limit=5&offset=${offset}`)).map((v) => v.id));
    }
    expect(pages).toEqual(all);
    expect(await list(`?video_type=free&limit=5&offset=${all.length}`)).toEqual([]);
  });

  it('without a limit returns at most 100 videos', async () => {
    // Episodes of a series are left out of film lists (issue 18.4).
    const rows = await t.deps.db.select({ id: videos.id }).from(videos).where(isNull(videos.seriesId));
    expect(await list('')).toHaveLength(Math.min(100, rows.length));
  });

  it('a subscriber gets signed URLs in lists, privately', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 10 });
    const res = await t.app.inject({ url: '/api/videos/?video_type=paid&limit=5', headers: viewer.headers });
    const items = VideoListResponse.parse(res.json());
    expect(items.every((v) => v.can_play && v.hls_url?.startsWith('/media/s/'))).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await list('?video_type=paid&limit=5');
    expect(anonymous.every((v) => !v.can_play && v.hls_url === null)).toBe(true);
  });
});

describe('search', () => {
  it('the same text in all three fields matches title, description OR category name', async () => {
    expect((await search('godavari')).map((v) => v.title)).toContain('Godavari Sunrise');
    // Only in descriptions:
    expect((await search('Rajahmundry')).map((v) => v.title)).toContain('ప్రేమ లేఖ');
    // Only the category name:
    const devotional = await search('devotional');
    expect(devotional.length).toBeGreaterThan(0);
    expect(devotional.every((v) => v.category_name === 'Devotional' || /devotional/i.test(`${v.title} ${v.description}`))).toBe(true);
  });

  it('is case-insensitive and finds Telugu titles by their transliteration', async () => {
    expect((await search('GODAVARI SUNRISE')).map((v) => v.title)).toContain('Godavari Sunrise');
    expect((await search('prema lekha')).map((v) => v.title)).toContain('ప్రేమ లేఖ');
    expect((await search('ప్రేమ')).map((v) => v.title)).toContain('ప్రేమ లేఖ');
  });

  it('treats % and _ literally', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('God%rise')).toEqual([]);
  });

  it('distinct values narrow instead of widening', async () => {
    const both = await list('?title=sunrise&category_name=movies');
    expect(both.map((v) => v.title)).toEqual(['Godavari Sunrise']);
    expect(await list('?title=sunrise&category_name=news')).toEqual([]);
  });
});

describe('check-params', () => {
  it.each([
    '?limit=0',
    '?limit=101',
    '?offset=-1',
    '?offset=100001',
    '?limit=abc',
    '?ordering=-password',
    '?days=0',
    '?days=x',
    '?video_type=premium',
    `?title=${'a'.repeat(101)}`,
  ])('%s → 400', async (query) => {
    const res = await t.app.inject({ url: `/api/videos/${query}` });
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
  });
});
