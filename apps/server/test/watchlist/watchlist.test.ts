// Watchlist (SPEC 2.20, SPEC 4 'Watchlist: flag toggles on success', SPEC 7 'Watchlist'): toggle,
// status and list for the session user only; visitors 401; CSRF; concurrent toggles.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, WatchlistResponse, WatchlistStatusResponse, WatchlistToggleResponse } from '@ott/contract';
import { videos, watchlistItems } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { seedVideos } from '../payments/fixtures.ts';

let t: TestApp;
let vids: Awaited<ReturnType<typeof seedVideos>>;
let draftId: number;
beforeAll(async () => {
  t = await createTestApp();
  vids = await seedVideos(t);
  const [draft] = await t.deps.db
    .insert(videos)
    .values({ title: 'Still Transcoding', videoType: 'free', status: 'processing' })
    .returning();
  if (!draft) throw new Error('insert failed');
  draftId = draft.id;
});
afterAll(() => t.close());

async function toggle(client: TestClient, contentId: number | string) {
  const res = await client.post(API.watchlistToggle, { content_id: contentId });
  expect(res.statusCode, res.body).toBe(200);
  return WatchlistToggleResponse.parse(res.json());
}
async function status(client: TestClient, contentId: number | string) {
  const res = await client.get(`${API.watchlistStatus}?content_id=${contentId}`);
  expect(res.statusCode, res.body).toBe(200);
  return WatchlistStatusResponse.parse(res.json()).in_watchlist;
}
async function list(client: TestClient) {
  const res = await client.get(API.watchlist);
  expect(res.statusCode, res.body).toBe(200);
  return WatchlistResponse.parse(res.json());
}
async function rowsOf(userId: number, videoId?: number) {
  return t.deps.db
    .select()
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), videoId === undefined ? undefined : eq(watchlistItems.videoId, videoId)));
}

describe('POST /api/watchlist/toggle/', () => {
  it('adds, then removes, with the spec messages; status follows', async () => {
    const { client } = await signIn(t);
    expect(await status(client, vids.free.id)).toBe(false);
    expect(await toggle(client, vids.free.id)).toEqual({ status: 'success', in_watchlist: true, message: MESSAGES.watchlistAdded });
    expect(await status(client, vids.free.id)).toBe(true);
    expect(await toggle(client, vids.free.id)).toEqual({ status: 'success', in_watchlist: false, message: MESSAGES.watchlistRemoved });
    expect(await status(client, vids.free.id)).toBe(false);
  });

  it('accepts content_id as a string (form-style clients) and the bearer token without CSRF', async () => {
    const { token, user } = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: API.watchlistToggle,
      headers: { authorization: `Bearer ${token}` },
      payload: { content_id: String(vids.paid.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(WatchlistToggleResponse.parse(res.json()).in_watchlist).toBe(true);
    expect(await rowsOf(user.id, vids.paid.id)).toHaveLength(1);
  });

  it('answers bad ids with 400 and unknown or unready titles with 404, changing nothing', async () => {
    const { client, user } = await signIn(t);
    // Issue 12: field and limit in plain words, never zod's own text.
    const cases: [unknown, string][] = [
      [0, 'Content id must be more than 0'],
      [-3, 'Content id must be more than 0'],
      ['abc', 'Content id must be a number'],
      [1.5, 'Content id must be a whole number'],
      [null, 'Content id must be more than 0'],
    ];
    for (const [bad, message] of cases) {
      const res = await client.post(API.watchlistToggle, { content_id: bad });
      expect(res.statusCode, `${String(bad)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message });
    }
    expect((await client.post(API.watchlistToggle, {})).statusCode).toBe(400);
    // Past PostgreSQL's integer: refused by the contract (issue 16.4).
    expect((await client.post(API.watchlistToggle, { content_id: 99_999_999_999 })).statusCode).toBe(400);
    for (const unknown of [999_999, draftId]) {
      const res = await client.post(API.watchlistToggle, { content_id: unknown });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.videoNotFound });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('still removes a listed title that has left the catalogue', async () => {
    const { client, user } = await signIn(t);
    const [gone] = await t.deps.db.insert(videos).values({ title: 'Withdrawn', videoType: 'free' }).returning();
    if (!gone) throw new Error('insert failed');
    await toggle(client, gone.id);
    await t.deps.db.update(videos).set({ status: 'processing' }).where(eq(videos.id, gone.id));
    expect(await status(client, gone.id)).toBe(true);
    expect((await list(client)).map((i) => i.content)).not.toContain(gone.id);
    expect((await toggle(client, gone.id)).in_watchlist).toBe(false);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses visitors (401, login wording) and a cookie session without the CSRF header (403)', async () => {
    const visitor = new TestClient(t.app);
    const res = await visitor.post(API.watchlistToggle, { content_id: vids.free.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });
    const { client, user } = await signIn(t);
    const noCsrf = await client.post(API.watchlistToggle, { content_id: vids.free.id }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ status: 'error', message: MESSAGES.csrfFailed });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('20 concurrent toggles: never a 500, never a duplicate row, and an even count leaves the list as it was', async () => {
    const { client, user } = await signIn(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post(API.watchlistToggle, { content_id: vids.rental.id })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const answers = results.map((r) => WatchlistToggleResponse.parse(r.json()).in_watchlist);
    // Serialised per user: exactly half of the toggles added and half removed.
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await rowsOf(user.id, vids.rental.id)).toHaveLength(0);
    expect(await status(client, vids.rental.id)).toBe(false);

    // An odd number (a double click plus one) ends in the list, once.
    const odd = await Promise.all(Array.from({ length: 3 }, () => client.post(API.watchlistToggle, { content_id: vids.rental.id })));
    expect(odd.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsOf(user.id, vids.rental.id)).toHaveLength(1);
    expect(await status(client, vids.rental.id)).toBe(true);
  });

  it('concurrent toggles of different users on the same title stay independent', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => a.client.post(API.watchlistToggle, { content_id: vids.free.id })),
      ...Array.from({ length: 4 }, () => b.client.post(API.watchlistToggle, { content_id: vids.free.id })),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await rowsOf(a.user.id, vids.free.id)).toHaveLength(1);
    expect(await rowsOf(b.user.id, vids.free.id)).toHaveLength(0);
  });
});

describe('GET /api/watchlist/status/', () => {
  it('validates content_id (400), 404 for unknown titles, 401 for visitors', async () => {
    const { client } = await signIn(t);
    for (const bad of ['', 'abc', '0', '-1']) {
      expect((await client.get(`${API.watchlistStatus}?content_id=${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await client.get(API.watchlistStatus)).statusCode).toBe(400);
    expect((await client.get(`${API.watchlistStatus}?content_id=99999999999`)).statusCode).toBe(400);
    for (const unknown of [999_999, draftId]) {
      const res = await client.get(`${API.watchlistStatus}?content_id=${unknown}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.videoNotFound });
    }
    expect((await new TestClient(t.app).get(`${API.watchlistStatus}?content_id=${vids.free.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/watchlist/', () => {
  it('lists the caller’s titles newest first with the card details', async () => {
    const { client } = await signIn(t);
    expect(await list(client)).toEqual([]);
    await toggle(client, vids.free.id);
    await toggle(client, vids.paid.id);
    await toggle(client, vids.rental.id);
    const items = await list(client);
    expect(items.map((i) => i.content)).toEqual([vids.rental.id, vids.paid.id, vids.free.id]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      content: vids.rental.id,
      created_at: expect.any(String),
      content_details: {
        id: vids.rental.id,
        title: 'Rental Movie',
        thumbnail_url: null,
        portrait_thumbnail_url: null,
        release_date: null,
        duration: 0,
        video_type: 'rental',
      },
    });
    expect(items[1]?.content_details.video_type).toBe('paid');
  });

  it('is private: not cached, 401 for visitors', async () => {
    const { client } = await signIn(t);
    const res = await client.get(API.watchlist);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const visitor = await new TestClient(t.app).get(API.watchlist);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });
  });
});

describe('user isolation', () => {
  it('B never sees A’s list and toggling the same ids changes only B’s rows', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    await toggle(a.client, vids.free.id);
    await toggle(a.client, vids.paid.id);

    expect(await list(b.client)).toEqual([]);
    expect(await status(b.client, vids.free.id)).toBe(false);
    // B toggles A's titles: B's own rows appear; A's stay exactly as they were.
    expect((await toggle(b.client, vids.free.id)).in_watchlist).toBe(true);
    expect((await list(b.client)).map((i) => i.content)).toEqual([vids.free.id]);
    expect((await list(a.client)).map((i) => i.content)).toEqual([vids.paid.id, vids.free.id]);
    expect((await toggle(b.client, vids.free.id)).in_watchlist).toBe(false);
    expect(await status(a.client, vids.free.id)).toBe(true);
    expect(await rowsOf(a.user.id)).toHaveLength(2);
    expect(await rowsOf(b.user.id)).toHaveLength(0);
  });

  it('ignores user or phone fields a client adds to the body', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const res = await b.client.post(API.watchlistToggle, { content_id: vids.free.id, user_id: a.user.id, phone: a.phone });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(a.user.id)).toHaveLength(0);
    expect(await rowsOf(b.user.id)).toHaveLength(1);
  });
});
