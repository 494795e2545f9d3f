// POST /api/admin/live-streams/{id}/ (issue 6): the operator's live-stream switch. Who may call
// it, what it answers, and that the cached public list (polled by every page) sees the change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LiveStream, LiveStreamsResponse, MESSAGES, PLAYBACK_MESSAGES } from '@ott/contract';
import { liveStreams } from '../../src/lib/db/schema.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { webDirWithIndex } from '../web/seeded-web-app.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';

const ADMIN_PHONE = '9000000011';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE, WEB_DIST_DIR: webDirWithIndex() });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
});
afterAll(() => t.close());

let adminSignIn: Awaited<ReturnType<typeof signIn>> | undefined;
async function admin() {
  adminSignIn ??= await signIn(t, { phone: ADMIN_PHONE });
  return adminSignIn;
}

async function streamRow(id: number) {
  const [row] = await t.deps.db.select().from(liveStreams).where(eq(liveStreams.id, id));
  if (!row) throw new Error('no such stream');
  return row;
}

async function publicList(categoryId: number) {
  const res = await new TestClient(t.app).get(`${API.liveStreamsByCategory}?category_id=${categoryId}`);
  expect(res.statusCode, res.body).toBe(200);
  return LiveStreamsResponse.parse(res.json());
}

/** A seeded stream that is active and not important, to flip in a test. */
async function plainStream() {
  const rows = await t.deps.db.select().from(liveStreams);
  const row = rows.find((r) => r.isActive && !r.isImportant);
  if (!row) throw new Error('seed has no plain active stream');
  return row;
}

describe('POST /api/admin/live-streams/{id}/', () => {
  it('refuses visitors (401) and non-admins (403) before any lookup, changing nothing', async () => {
    const target = await plainStream();
    const visitor = await new TestClient(t.app).post(API.adminLiveStream(target.id), { is_active: false });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });

    const viewer = await signIn(t);
    for (const id of [target.id, 999_999, 'abc']) {
      for (const body of [{ is_active: false }, {}, { is_active: 'no' }]) {
        const res = await viewer.client.post(API.adminLiveStream(id), body);
        expect(res.statusCode, `${id} ${JSON.stringify(body)}`).toBe(403);
        expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
      }
    }
    expect((await streamRow(target.id)).isActive).toBe(true);
  });

  it('needs the CSRF header from a cookie session', async () => {
    const a = await admin();
    const target = await plainStream();
    const res = await a.client.post(API.adminLiveStream(target.id), { is_active: false }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.csrfFailed });
    expect((await streamRow(target.id)).isActive).toBe(true);
  });

  it('answers bad ids and bodies with 400 and unknown streams with 404', async () => {
    const a = await admin();
    const target = await plainStream();
    for (const bad of ['abc', '0', '-2', '1.5']) {
      const res = await a.client.post(API.adminLiveStream(bad), { is_active: true });
      expect(res.statusCode, bad).toBe(400);
    }
    for (const body of [{}, { is_active: 'yes' }, { is_important: 1 }, []]) {
      const res = await a.client.post(API.adminLiveStream(target.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
    // Past PostgreSQL's integer: refused by the contract (issue 16.4).
    expect((await a.client.post(API.adminLiveStream(99_999_999_999), { is_active: true })).statusCode).toBe(400);
    for (const unknown of [999_999]) {
      const res = await a.client.post(API.adminLiveStream(unknown), { is_active: true });
      expect(res.statusCode, String(unknown)).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: PLAYBACK_MESSAGES.liveStreamNotFound });
    }
  });

  it('switches a stream off and on, and the cached public list follows at once', async () => {
    const a = await admin();
    const target = await plainStream();
    // Warm the cache first: the switch must drop it, not wait for the TTL.
    expect((await publicList(target.categoryId)).map((s) => s.id)).toContain(target.id);

    const off = await a.client.post(API.adminLiveStream(target.id), { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(LiveStream.parse(off.json())).toMatchObject({ id: target.id, is_active: false, is_important: false });
    expect((await streamRow(target.id)).isActive).toBe(false);
    expect((await publicList(target.categoryId)).map((s) => s.id)).not.toContain(target.id);

    const important = await a.client.post(API.adminLiveStream(target.id), { is_active: true, is_important: true });
    expect(important.statusCode, important.body).toBe(200);
    const listed = (await publicList(target.categoryId)).find((s) => s.id === target.id);
    expect(listed).toMatchObject({ is_active: true, is_important: true, title: target.title });

    const restore = await a.client.post(API.adminLiveStream(target.id), { is_important: false });
    expect(restore.json()).toMatchObject({ is_active: true, is_important: false });
    expect((await streamRow(target.id)).isImportant).toBe(false);
  });

  it('accepts the bearer token without the CSRF header', async () => {
    const a = await admin();
    const target = await plainStream();
    const viaToken = new TestClient(t.app);
    viaToken.token = a.token;
    const res = await viaToken.post(API.adminLiveStream(target.id), { is_important: false }, { bearer: true, csrf: false });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('Content-Security-Policy', () => {
  it('lets the Live TV player frame the privacy-enhanced video-site player', async () => {
    // The page's policy (API answers carry a policy that loads nothing).
    const res = await new TestClient(t.app).get('/');
    const frameSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc).toContain('https://www.youtube-nocookie.com');
  });
});
