// ETags and conditional GETs on every cached catalogue read (ARCHITECTURE 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from './fixtures.ts';
import { etagMatches } from '../../src/lib/http/etag.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const CACHED_URLS = [
  '/api/videos/hero/',
  '/api/frontend/categories/',
  '/api/categories/active/',
  '/api/videos/category/1/?page=1&page_size=10',
  '/api/videos/?limit=15&ordering=-created_at',
  '/api/videos?days=30',
  '/api/videos/1/',
  '/api/live-streams/by_category/?category_id=5',
  '/api/frontend/states/',
  '/api/states/',
  '/api/frontend/districts/?state_id=1',
  '/api/frontend/constituencies/?district_id=1',
  '/api/frontend/mandals/?constituency_id=1',
  '/api/frontend/villages/?mandal_id=1',
  '/popup-config.json',
];

describe('conditional GETs', () => {
  it.each(CACHED_URLS)('%s: strong ETag, 304 on If-None-Match, 200 on a stale tag', async (url) => {
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await t.app.inject({ url });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const notModified = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    const weak = await t.app.inject({ url, headers: { 'if-none-match': `"stale", W/${etag}` } });
    expect(weak.statusCode).toBe(304);

    const stale = await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("a subscriber's personalised body has its own, stable, private ETag", async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 5 });
    const url = '/api/videos/2/';
    const anonymous = await t.app.inject({ url });
    const mine = await t.app.inject({ url, headers: viewer.headers });
    expect(mine.headers.etag).not.toBe(anonymous.headers.etag);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({ url, headers: { ...viewer.headers, 'if-none-match': String(mine.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The anonymous tag does not validate the subscriber's body.
    const cross = await t.app.inject({ url, headers: { ...viewer.headers, 'if-none-match': String(anonymous.headers.etag) } });
    expect(cross.statusCode).toBe(200);
  });

  it('etagMatches follows RFC 9110 weak comparison and *', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"ab"', '"a"')).toBe(false);
  });
});
