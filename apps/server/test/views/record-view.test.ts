// POST /api/videos/{id}/view/ (SPEC 3 'Video' views_count; docs/decisions.md 'Counting views'):
// one count per view_id, in the same transaction as the view row, for visitors and users alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, RecordViewResponse } from '@ott/contract';
import { TestClient, type TestApp } from '../helper.ts';
import { randomIp } from '../auth/sign-in.ts';
import { createSeededApp, createViewer, firstVideoId } from '../catalogue/fixtures.ts';
import { videos, videoViews } from '../../src/lib/db/schema.ts';
import { VIEW_POST_LIMIT } from '../../src/features/views/index.ts';

let t: TestApp;
let videoId: number;
let viewCounter = 0;
const newViewId = () => `play-${Date.now()}-${++viewCounter}`;
const visitor = () => new TestClient(t.app, randomIp());

async function viewsCountOf(id: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: videos.viewsCount })
    .from(videos)
    .where(eq(videos.id, id));
  return row!.n;
}
async function viewRowsOf(id: number) {
  return t.deps.db.select().from(videoViews).where(eq(videoViews.videoId, id));
}

beforeAll(async () => {
  t = await createSeededApp();
  videoId = await firstVideoId(t);
});
afterAll(() => t.close());

describe('recording views', () => {
  it('counts a view once per view_id, and another view_id again', async () => {
    const client = visitor();
    const before = await viewsCountOf(videoId);
    const viewId = newViewId();
    const first = await client.post(API.recordView(videoId), { view_id: viewId });
    expect(first.statusCode, first.body).toBe(200);
    expect(RecordViewResponse.parse(first.json())).toEqual({
      status: 'success',
      counted: true,
      views_count: before + 1,
    });
    const again = await client.post(API.recordView(videoId), { view_id: viewId });
    expect(again.json()).toEqual({ status: 'success', counted: false, views_count: before + 1 });
    expect(await viewsCountOf(videoId)).toBe(before + 1);
    const next = await client.post(API.recordView(videoId), { view_id: newViewId() });
    expect(next.json()).toEqual({ status: 'success', counted: true, views_count: before + 2 });
    const rows = await viewRowsOf(videoId);
    expect(rows.filter((r) => r.viewKey === `v:${viewId}`)).toHaveLength(1);
    expect(rows[0]!.userId).toBeNull();
    expect(rows[0]!.ipHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('10 concurrent identical posts count exactly once', async () => {
    const client = visitor();
    await client.get(API.videos); // the CSRF cookie first, so all ten carry the same one
    const before = await viewsCountOf(videoId);
    const body = { view_id: newViewId() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post(API.recordView(videoId), body)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.filter((res) => res.json().counted === true)).toHaveLength(1);
    expect(await viewsCountOf(videoId)).toBe(before + 1);
    expect(
      (await viewRowsOf(videoId)).filter((r) => r.viewKey === `v:${body.view_id}`),
    ).toHaveLength(1);
  });

  it('records the session user for a signed-in viewer', async () => {
    const viewer = await createViewer(t.deps);
    const viewId = newViewId();
    const res = await t.app.inject({
      method: 'POST',
      url: API.recordView(videoId),
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ view_id: viewId }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await viewRowsOf(videoId)).filter((r) => r.viewKey === `v:${viewId}`);
    expect(row!.userId).toBe(viewer.user.id);
  });

  it('answers 404 for an unknown or unpublished video and counts nothing', async () => {
    const client = visitor();
    expect((await client.post(API.recordView(99999999), { view_id: newViewId() })).statusCode).toBe(
      404,
    );
    const [hidden] = await t.deps.db
      .insert(videos)
      .values({ title: 'Draft', status: 'processing' })
      .returning({ id: videos.id });
    const res = await client.post(API.recordView(hidden!.id), { view_id: newViewId() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Video not found' });
    expect(await viewsCountOf(hidden!.id)).toBe(0);
    expect(await viewRowsOf(hidden!.id)).toHaveLength(0);
  });

  it('answers 400 in the error shape for malformed ids and bodies, never 500', async () => {
    const client = visitor();
    const before = await viewsCountOf(videoId);
    const bad: [string, unknown][] = [
      [API.recordView('abc'), { view_id: newViewId() }],
      [API.recordView(0), { view_id: newViewId() }],
      [API.recordView(-1), { view_id: newViewId() }],
      [API.recordView('99999999999999999999'), { view_id: newViewId() }],
      [API.recordView(videoId), {}],
      [API.recordView(videoId), { view_id: 'short' }],
      [API.recordView(videoId), { view_id: 'x'.repeat(65) }],
      [API.recordView(videoId), { view_id: "'; drop table video_views; --" }],
      [API.recordView(videoId), { view_id: 12345678 }],
      [API.recordView(videoId), { view_id: { a: 1 } }],
      [API.recordView(videoId), [1, 2]],
    ];
    for (const [url, body] of bad) {
      const res = await client.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
    const broken = await client.request('POST', API.recordView(videoId), '{"view_id": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await viewsCountOf(videoId)).toBe(before);
  });

  it('applies the CSRF rule to cookie-carrying posts', async () => {
    const client = visitor();
    await client.get(API.videos);
    const refused = await client.post(
      API.recordView(videoId),
      { view_id: newViewId() },
      { csrf: false },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error' });
  });

  it('rate limits one address; another address is unaffected', async () => {
    const client = visitor();
    await client.get(API.videos);
    let status = 200;
    let sent = 0;
    while (status === 200 && sent <= VIEW_POST_LIMIT.limit) {
      status = (await client.post(API.recordView(videoId), { view_id: newViewId() })).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(VIEW_POST_LIMIT.limit + 1);
    expect(
      (await visitor().post(API.recordView(videoId), { view_id: newViewId() })).statusCode,
    ).toBe(200);
  });
});
