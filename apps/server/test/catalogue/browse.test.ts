// Hero, categories, category pages and live streams: shapes, ordering, pagination, check-params.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ActiveCategoriesResponse,
  CategoryVideosResponse,
  ErrorResponse,
  FrontendCategoriesResponse,
  HeroResponse,
  LiveStreamsResponse,
} from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from './fixtures.ts';
import { categories, videos } from '../../src/lib/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('hero and categories', () => {
  it('GET /api/videos/hero/ lists five slides in order with public promo clips', async () => {
    const body = HeroResponse.parse((await get('/api/videos/hero/')).json());
    expect(body.data).toHaveLength(5);
    expect(body.data.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
    for (const slide of body.data) expect(slide.promo_hls_url).toMatch(/^\/media\/demo\/promo-[a-z-]+\/master\.m3u8$/);
  });

  it('both category endpoints list active categories by sort order, id 19 included', async () => {
    const frontend = FrontendCategoriesResponse.parse((await get('/api/frontend/categories/')).json());
    const active = ActiveCategoriesResponse.parse((await get('/api/categories/active/')).json());
    expect(frontend.status).toBe('success');
    expect(active).toEqual(frontend.data);
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(active.map((c) => c.id)).toContain(19);
    expect(active.at(-1)?.id).toBe(19);
  });
});

describe('GET /api/videos/category/{id}/', () => {
  it('pages through a category with correct has_next / has_previous', async () => {
    const total = (await t.deps.db.select().from(videos).where(eq(videos.categoryId, 1))).length;
    expect(total).toBeGreaterThan(4);
    const first = CategoryVideosResponse.parse((await get('/api/videos/category/1/?page=1&page_size=4')).json());
    expect(first.category).toMatchObject({ id: 1, name: 'Movies' });
    expect(first.data).toHaveLength(4);
    expect(first.pagination).toEqual({
      current_page: 1,
      page_size: 4,
      total_items: total,
      total_pages: Math.ceil(total / 4),
      has_next: true,
      has_previous: false,
    });
    const lastPage = Math.ceil(total / 4);
    const last = CategoryVideosResponse.parse((await get(`/api/videos/category/1/?page=${lastPage}&page_size=4`)).json());
    expect(last.data).toHaveLength(total - (lastPage - 1) * 4);
    expect(last.pagination).toMatchObject({ has_next: false, has_previous: true });
    const created = [...first.data, ...last.data].map((v) => v.created_at);
    expect(first.data.map((v) => v.created_at)).toEqual([...first.data.map((v) => v.created_at)].sort().reverse());
    expect(new Set(created).size).toBe(created.length);
  });

  it('a page beyond the end is empty with has_next false', async () => {
    const body = CategoryVideosResponse.parse((await get('/api/videos/category/1/?page=50&page_size=20')).json());
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ current_page: 50, has_next: false, has_previous: true });
  });

  it('defaults to page 1 of 20 and serves hidden category 19', async () => {
    const body = CategoryVideosResponse.parse((await get('/api/videos/category/19/')).json());
    expect(body.pagination).toMatchObject({ current_page: 1, page_size: 20 });
    expect(body.category.name).toBe('Shorts');
    expect(body.data.length).toBeGreaterThan(0);
  });

  it.each([
    ['/api/videos/category/9999/', 404, 'Category not found'],
    ['/api/videos/category/99999999999/', 400, null],
    ['/api/videos/category/abc/', 400, null],
    ['/api/videos/category/1/?page=0', 400, null],
    ['/api/videos/category/1/?page=x', 400, null],
    ['/api/videos/category/1/?page_size=101', 400, null],
    ['/api/videos/category/1/?page_size=0', 400, null],
  ])('%s → %i', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    const body = ErrorResponse.parse(res.json());
    if (message) expect(body.message).toBe(message);
  });

  it('an inactive category is not found', async () => {
    await t.deps.db.insert(categories).values({ name: 'Archived', isActive: false });
    const [row] = await t.deps.db.select().from(categories).where(eq(categories.name, 'Archived'));
    const res = await get(`/api/videos/category/${row?.id}/`);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/live-streams/by_category/', () => {
  it('lists active streams of the category by sort order', async () => {
    const news = LiveStreamsResponse.parse((await get('/api/live-streams/by_category/?category_id=5')).json());
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((s) => s.is_active && s.category === 5)).toBe(true);
    expect(news.map((s) => s.order)).toEqual([...news.map((s) => s.order)].sort((a, b) => a - b));
    expect(news.some((s) => s.is_important)).toBe(true);
    expect(news[0]?.live_url).toMatch(/\.m3u8$/);
  });

  it('polling from one address is not throttled at the global 600/min', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 650; i++) {
      statuses.add((await t.app.inject({ url: '/api/live-streams/by_category/?category_id=4', remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('an unknown category has no streams; one past the integer range is a 400', async () => {
    expect((await get('/api/live-streams/by_category/?category_id=9999')).json()).toEqual([]);
    expect((await get('/api/live-streams/by_category/?category_id=99999999999')).statusCode).toBe(400);
  });

  it.each(['', '?category_id=', '?category_id=abc', '?category_id=0', '?category_id=-1'])(
    'missing or invalid category_id (%s) → 400',
    async (query) => {
      const res = await get(`/api/live-streams/by_category/${query}`);
      expect(res.statusCode).toBe(400);
      ErrorResponse.parse(res.json());
    },
  );
});
