// Continue watching (issue 4): save, resume point and list, for the session user only; who may
// save (free, subscribed, renting); clamping and completion; CSRF; the route's own rate limit.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ContinueWatchingResponse,
  MESSAGES,
  PAYMENT_API,
  SaveProgressResponse,
  tooManyRequestsMessage,
  VideoProgressResponse,
} from '@ott/contract';
import { users, videos, watchProgress } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { PROGRESS_SAVES_PER_MINUTE } from '../../src/features/progress/index.ts';
import { CONTINUE_WATCHING_LIMIT } from '../../src/features/progress/progress-service.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp, signIn } from '../auth/sign-in.ts';
import { sandboxPay, seedVideos, successOf } from '../payments/fixtures.ts';

let t: TestApp;
let vids: Awaited<ReturnType<typeof seedVideos>>;
let draftId: number;
beforeAll(async () => {
  t = await createTestApp();
  vids = await seedVideos(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
  await t.deps.db.update(videos).set({ duration: 1500 }).where(eq(videos.id, vids.free.id));
  const [draft] = await t.deps.db.insert(videos).values({ title: 'Draft', status: 'processing' }).returning();
  if (!draft) throw new Error('insert failed');
  draftId = draft.id;
});
afterAll(() => t.close());

type Body = { video_id: unknown; position: unknown; duration: unknown };

async function save(client: TestClient, body: Body) {
  const res = await client.post(API.watchProgress, body);
  expect(res.statusCode, res.body).toBe(200);
  return SaveProgressResponse.parse(res.json()).progress;
}
async function resume(client: TestClient, videoId: number | string) {
  const res = await client.get(API.videoProgress(videoId));
  expect(res.statusCode, res.body).toBe(200);
  return VideoProgressResponse.parse(res.json()).progress;
}
async function continueWatching(client: TestClient) {
  const res = await client.get(API.continueWatching);
  expect(res.statusCode, res.body).toBe(200);
  return ContinueWatchingResponse.parse(res.json()).data;
}
async function rowsOf(userId: number) {
  return t.deps.db.select().from(watchProgress).where(eq(watchProgress.userId, userId));
}
async function subscribe(userId: number, days: number) {
  await t.deps.db
    .update(users)
    .set({ subscriptionType: 'Basic Plan', subscriptionStart: new Date(), subscriptionEnd: new Date(Date.now() + days * 86_400_000) })
    .where(eq(users.id, userId));
}

describe('POST /api/watch-progress/', () => {
  it('saves whole seconds, one row per user and title, latest report wins', async () => {
    const { client, user } = await signIn(t);
    const first = await save(client, { video_id: vids.free.id, position: 61.6, duration: 1499.7 });
    expect(first).toMatchObject({ video_id: vids.free.id, position: 62, duration: 1500, percent: 4, completed: false });
    const second = await save(client, { video_id: String(vids.free.id), position: '600.2', duration: '1500' });
    expect(second).toMatchObject({ position: 600, duration: 1500, percent: 40, completed: false });
    expect(Date.parse(second.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ positionSeconds: 600, durationSeconds: 1500, completed: false });
  });

  it('clamps past the end, completes near the end, and un-completes on a rewatch', async () => {
    const { client } = await signIn(t);
    expect(await save(client, { video_id: vids.free.id, position: 4000, duration: 1500 })).toMatchObject({
      position: 1500,
      percent: 100,
      completed: true,
    });
    // 95 % of 25 minutes is 1425 s.
    expect(await save(client, { video_id: vids.free.id, position: 1424, duration: 1500 })).toMatchObject({ completed: false, percent: 94 });
    expect(await save(client, { video_id: vids.free.id, position: 1425, duration: 1500 })).toMatchObject({ completed: true, percent: 100 });
    expect(await resume(client, vids.free.id)).toBeNull();
    expect(await continueWatching(client)).toEqual([]);
    // Watching again from the start makes it a title in progress again.
    expect(await save(client, { video_id: vids.free.id, position: 30, duration: 1500 })).toMatchObject({ completed: false });
    expect((await resume(client, vids.free.id))?.position).toBe(30);
  });

  it('uses the catalogue running time when the player knows no duration yet', async () => {
    const { client } = await signIn(t);
    expect(await save(client, { video_id: vids.free.id, position: 90, duration: 0 })).toMatchObject({ position: 90, duration: 1500 });
  });

  it('validates the body (400) and refuses unknown or unready titles (404) without writing', async () => {
    const { client, user } = await signIn(t);
    const bad: Body[] = [
      { video_id: 0, position: 1, duration: 10 },
      { video_id: 'abc', position: 1, duration: 10 },
      { video_id: vids.free.id, position: -1, duration: 10 },
      { video_id: vids.free.id, position: 'x', duration: 10 },
      { video_id: vids.free.id, position: 10, duration: -5 },
      { video_id: vids.free.id, position: 90_000, duration: 100 },
      { video_id: vids.free.id, position: 10, duration: 'Infinity' },
    ];
    for (const body of bad) {
      const res = await client.post(API.watchProgress, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
    // Past PostgreSQL's integer: refused by the contract (issue 16.4).
    expect((await client.post(API.watchProgress, { video_id: 99_999_999_999, position: 10, duration: 100 })).statusCode).toBe(400);
    for (const videoId of [999_999, draftId]) {
      const res = await client.post(API.watchProgress, { video_id: videoId, position: 10, duration: 100 });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.videoNotFound });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('only for titles the caller may play: paid needs a subscription (403 otherwise)', async () => {
    const { client, user } = await signIn(t);
    const res = await client.post(API.watchProgress, { video_id: vids.paid.id, position: 10, duration: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
    expect((await client.post(API.watchProgress, { video_id: vids.rental.id, position: 10, duration: 100 })).statusCode).toBe(403);
    await subscribe(user.id, -1);
    expect((await client.post(API.watchProgress, { video_id: vids.paid.id, position: 10, duration: 100 })).statusCode).toBe(403);
    expect(await rowsOf(user.id)).toHaveLength(0);
    await subscribe(user.id, 30);
    expect((await save(client, { video_id: vids.paid.id, position: 10, duration: 100 })).position).toBe(10);
    // A subscriber may also play (and so save) rental titles (SPEC 4).
    expect((await save(client, { video_id: vids.rental.id, position: 10, duration: 100 })).position).toBe(10);
  });

  it('a renter may save the rented title once the rental is verified', async () => {
    const { client } = await signIn(t);
    expect((await client.post(API.watchProgress, { video_id: vids.rental.id, position: 10, duration: 100 })).statusCode).toBe(403);
    const order = await client.post(PAYMENT_API.createRental, { video_id: vids.rental.id });
    expect(order.statusCode, order.body).toBe(200);
    const handler = successOf(await sandboxPay(client, (order.json() as { order_id: string }).order_id, 'success', 'card'));
    const verified = await client.post(PAYMENT_API.verifyRental, { ...handler, video_id: vids.rental.id });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await save(client, { video_id: vids.rental.id, position: 42, duration: 100 })).position).toBe(42);
    // The rental does not open the paid title.
    expect((await client.post(API.watchProgress, { video_id: vids.paid.id, position: 10, duration: 100 })).statusCode).toBe(403);
  });

  it('refuses visitors (401) and a cookie session without the CSRF header (403)', async () => {
    const visitor = await new TestClient(t.app).post(API.watchProgress, { video_id: vids.free.id, position: 10, duration: 100 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });
    const { client, user } = await signIn(t);
    const res = await client.post(API.watchProgress, { video_id: vids.free.id, position: 10, duration: 100 }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.csrfFailed });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('concurrent reports of one title keep a single row and never fail', async () => {
    const { client, user } = await signIn(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post(API.watchProgress, { video_id: vids.free.id, position: 10 + i, duration: 1500 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.positionSeconds).toBeGreaterThanOrEqual(10);
  });

  it('has its own per-user limit, apart from the global per-address budget', async () => {
    const ip = randomIp();
    const a = await signIn(t, { ip });
    const b = await signIn(t, { ip });
    const first = await a.client.post(API.watchProgress, { video_id: vids.free.id, position: 10, duration: 1500 });
    expect(first.headers['x-ratelimit-limit']).toBe(String(PROGRESS_SAVES_PER_MINUTE));
    // Reads use the global budget, which the saves do not touch.
    const read = await a.client.get(API.continueWatching);
    expect(Number(read.headers['x-ratelimit-limit'])).toBeGreaterThan(PROGRESS_SAVES_PER_MINUTE);
    const remainingBefore = Number(read.headers['x-ratelimit-remaining']);
    for (let i = 1; i < PROGRESS_SAVES_PER_MINUTE; i += 1) {
      const res = await a.client.post(API.watchProgress, { video_id: vids.free.id, position: 10 + i, duration: 1500 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await a.client.post(API.watchProgress, { video_id: vids.free.id, position: 99, duration: 1500 });
    expect(over.statusCode).toBe(429);
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(over.json()).toEqual({ status: 'error', message: tooManyRequestsMessage(wait), retry_after: wait });
    // Another viewer behind the same address is not affected, nor is browsing.
    expect((await save(b.client, { video_id: vids.free.id, position: 10, duration: 1500 })).position).toBe(10);
    const readAfter = await a.client.get(API.continueWatching);
    expect(readAfter.statusCode).toBe(200);
    // The 60 saves cost the address's global budget nothing (only the CSRF fetch and this read).
    expect(remainingBefore - Number(readAfter.headers['x-ratelimit-remaining'])).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/watch-progress/{videoId}/', () => {
  it('is null when nothing is saved, when under the minimum, or for ids that cannot exist', async () => {
    const { client } = await signIn(t);
    expect(await resume(client, vids.free.id)).toBeNull();
    await save(client, { video_id: vids.free.id, position: 4.4, duration: 1500 });
    expect(await resume(client, vids.free.id)).toBeNull();
    await save(client, { video_id: vids.free.id, position: 5, duration: 1500 });
    expect(await resume(client, vids.free.id)).toMatchObject({ video_id: vids.free.id, position: 5, duration: 1500, completed: false });
    expect(await resume(client, 999_999)).toBeNull();
    expect((await client.get(API.videoProgress('99999999999'))).statusCode).toBe(400);
  });

  it('validates the id (400), refuses visitors (401) and is not cached', async () => {
    const { client } = await signIn(t);
    for (const bad of ['abc', '0', '-2', '1.5']) {
      expect((await client.get(API.videoProgress(bad))).statusCode, bad).toBe(400);
    }
    expect((await client.get(API.videoProgress(vids.free.id))).headers['cache-control']).toBe('private, no-store');
    expect((await new TestClient(t.app).get(API.videoProgress(vids.free.id))).statusCode).toBe(401);
  });
});

describe('GET /api/continue-watching/', () => {
  it('lists started, unfinished titles, most recently watched first, with card details', async () => {
    const { client, user } = await signIn(t);
    await subscribe(user.id, 30);
    await save(client, { video_id: vids.paid.id, position: 100, duration: 1000 });
    await save(client, { video_id: vids.rental.id, position: 3, duration: 1000 }); // too early to list
    await save(client, { video_id: vids.free.id, position: 200, duration: 1500 });
    let items = await continueWatching(client);
    expect(items.map((i) => i.video.id)).toEqual([vids.free.id, vids.paid.id]);
    expect(items[0]).toEqual({
      progress: { video_id: vids.free.id, position: 200, duration: 1500, percent: 13, completed: false, updated_at: expect.any(String) },
      video: { id: vids.free.id, title: 'Free Movie', thumbnail_url: null, portrait_thumbnail_url: null, video_type: 'free', duration: 1500 },
    });
    // Watching the paid title again moves it to the front; finishing the free one removes it.
    await save(client, { video_id: vids.paid.id, position: 150, duration: 1000 });
    await save(client, { video_id: vids.free.id, position: 1490, duration: 1500 });
    items = await continueWatching(client);
    expect(items.map((i) => i.video.id)).toEqual([vids.paid.id]);
    // A title that left the catalogue leaves the row too.
    await t.deps.db.update(videos).set({ status: 'processing' }).where(eq(videos.id, vids.paid.id));
    try {
      expect(await continueWatching(client)).toEqual([]);
    } finally {
      await t.deps.db.update(videos).set({ status: 'ready' }).where(eq(videos.id, vids.paid.id));
    }
  });

  it(`shows at most ${CONTINUE_WATCHING_LIMIT} titles`, async () => {
    const { client, user } = await signIn(t);
    const extra = await t.deps.db
      .insert(videos)
      .values(Array.from({ length: CONTINUE_WATCHING_LIMIT + 3 }, (_, i) => ({ title: `Clip ${i}`, videoType: 'free' })))
      .returning();
    const base = Date.now() - 3_600_000;
    await t.deps.db.insert(watchProgress).values(
      extra.map((v, i) => ({ userId: user.id, videoId: v.id, positionSeconds: 50, durationSeconds: 600, updatedAt: new Date(base + i * 1000) })),
    );
    const items = await continueWatching(client);
    expect(items).toHaveLength(CONTINUE_WATCHING_LIMIT);
    expect(items[0]?.video.id).toBe(extra.at(-1)?.id);
  });

  it('refuses visitors (401) and is not cached', async () => {
    const { client } = await signIn(t);
    expect((await client.get(API.continueWatching)).headers['cache-control']).toBe('private, no-store');
    const res = await new TestClient(t.app).get(API.continueWatching);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });
  });
});

describe('user isolation', () => {
  it('B never sees A’s progress, and saving A’s titles changes only B’s rows', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    await save(a.client, { video_id: vids.free.id, position: 300, duration: 1500 });

    expect(await resume(b.client, vids.free.id)).toBeNull();
    expect(await continueWatching(b.client)).toEqual([]);
    await save(b.client, { video_id: vids.free.id, position: 1500, duration: 1500 });
    // Client-supplied owner fields are ignored.
    const res = await b.client.post(API.watchProgress, { video_id: vids.free.id, position: 20, duration: 1500, user_id: a.user.id, phone: a.phone });
    expect(res.statusCode).toBe(200);

    expect((await resume(a.client, vids.free.id))?.position).toBe(300);
    const [rowA] = await t.deps.db
      .select()
      .from(watchProgress)
      .where(and(eq(watchProgress.userId, a.user.id), eq(watchProgress.videoId, vids.free.id)));
    expect(rowA).toMatchObject({ positionSeconds: 300, completed: false });
    expect((await rowsOf(b.user.id)).map((r) => r.positionSeconds)).toEqual([20]);
  });
});
