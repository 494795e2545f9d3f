// Issue 15.4: an editor lists every live stream (hidden ones too), adds one with an external HLS or
// DASH address, edits every field, uploads a picture and reorders; viewers' cached live lists
// follow at once. Malformed input is a 400 in the contract's words (never a 500), every change is
// audited, and no edit leaves a premium stream on our public media.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_LIVE_MESSAGES,
  API,
  AdminCategoryResponse,
  AdminLiveStreamEditResponse,
  AdminLiveStreamsResponse,
  LiveStreamsResponse,
  MESSAGES,
} from '@ott/contract';
import { liveStreams } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';

const M = ADMIN_LIVE_MESSAGES;
const HLS = 'https://cdn.example.com/news/master.m3u8';
let t: TestApp;
let editor: TestClient;
let news: number;
let music: number;

const patch = (client: TestClient, url: string, body: unknown) => client.request('PATCH', url, body);
const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);

async function addCategory(name: string) {
  const res = await editor.post(API.adminCategories, { name });
  expect(res.statusCode, res.body).toBe(200);
  return AdminCategoryResponse.parse(res.json()).category.id;
}

async function add(body: Record<string, unknown>) {
  const res = await editor.post(API.adminLiveStreams, body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminLiveStreamEditResponse.parse(res.json()).stream;
}

async function consoleList() {
  const res = await editor.get(API.adminLiveStreams);
  expect(res.statusCode, res.body).toBe(200);
  return AdminLiveStreamsResponse.parse(res.json()).data;
}

async function publicList(categoryId: number, client = new TestClient(t.app)) {
  const res = await client.get(`${API.liveStreamsByCategory}?category_id=${categoryId}`);
  expect(res.statusCode, res.body).toBe(200);
  return LiveStreamsResponse.parse(res.json());
}

function upload(url: string, data: Buffer) {
  const boundary = `----live${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pic.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return editor.request('POST', url, payload, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  news = await addCategory('News');
  music = await addCategory('Music');
});
afterAll(() => t?.close());

describe('live streams in the console', () => {
  it('adds streams last in the order; viewers see them at once', async () => {
    expect(await publicList(news)).toEqual([]);
    const first = await add({ title: '  News 24x7 ', category_id: news, live_url: HLS, is_important: true });
    expect(first).toMatchObject({ title: 'News 24x7', source: HLS, source_is_own_media: false, is_active: true, is_premium: false, is_important: true, category_name: 'News' });
    const second = await add({ title: 'Folk Radio', description: 'Songs', category_id: music, live_url: 'http://radio.example.org/live/stream.MPD', thumbnail: 'https://img.example.org/a.jpg' });
    expect(second.sort_order).toBeGreaterThan(first.sort_order);
    expect(second.thumbnail_url).toBe('https://img.example.org/a.jpg');
    expect((await publicList(news)).map((s) => s.title)).toEqual(['News 24x7']);
    const audit = (await auditRows(t)).filter((r) => r.action === 'live_stream.create');
    expect(audit).toHaveLength(2);
  });

  it('refuses a malformed stream with the form’s words, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ title: '', category_id: news, live_url: HLS }, M.titleRequired],
      [{ title: 'x'.repeat(201), category_id: news, live_url: HLS }, M.titleTooLong],
      [{ title: 'A', live_url: HLS }, M.categoryRequired],
      [{ title: 'A', category_id: 'news', live_url: HLS }, M.categoryRequired],
      [{ title: 'A', category_id: news }, M.sourceRequired],
      [{ title: 'A', category_id: news, live_url: 'ftp://cdn.example.com/a.m3u8' }, M.sourceInvalid],
      [{ title: 'A', category_id: news, live_url: 'javascript:alert(1)//.m3u8' }, M.sourceInvalid],
      [{ title: 'A', category_id: news, live_url: 'https://cdn.example.com/a.mp4' }, M.sourceInvalid],
      [{ title: 'A', category_id: news, live_url: 'live/demo-channel/master.m3u8' }, M.sourceInvalid],
      [{ title: 'A', category_id: news, live_url: `https://cdn.example.com/${'a'.repeat(1000)}.m3u8` }, M.sourceTooLong],
      [{ title: 'A', category_id: news, live_url: HLS, thumbnail: 'data:image/png;base64,AAAA' }, M.thumbnailInvalid],
      [{ title: 'A', category_id: 999_999, live_url: HLS }, M.categoryNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await editor.post(API.adminLiveStreams, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ status: 'error', message });
    }
    for (const raw of ['not json', '[]', 'null']) {
      const res = await editor.request('POST', API.adminLiveStreams, raw, { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, raw).toBe(400);
    }
    const [stream] = await consoleList();
    for (const body of [{}, { title: '' }, { is_premium: 'yes' }, { category_id: 0 }, { live_url: 'https://x.example/a.txt' }]) {
      const res = await patch(editor, API.adminLiveStream(stream!.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(editor, API.adminLiveStream(999_999), { title: 'B' })).statusCode).toBe(404);
    expect((await patch(editor, API.adminLiveStream('abc'), { title: 'B' })).statusCode).toBe(400);
  });

  it('edits every field; the viewer reads the change at once', async () => {
    const [stream] = await consoleList();
    await publicList(music); // primes the cached list
    const res = await patch(editor, API.adminLiveStream(stream!.id), {
      title: 'Telugu News',
      description: 'Round the clock',
      category_id: music,
      live_url: 'https://cdn2.example.com/n/manifest.mpd',
      thumbnail: 'https://img.example.org/n.jpg',
      is_important: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = AdminLiveStreamEditResponse.parse(res.json());
    expect(edited.message).toBe(M.saved);
    expect(edited.stream).toMatchObject({ title: 'Telugu News', description: 'Round the clock', category_id: music, source: 'https://cdn2.example.com/n/manifest.mpd', is_important: false });
    const viewed = await publicList(music);
    expect(viewed.map((s) => s.title)).toEqual(['Telugu News', 'Folk Radio']);
    expect(viewed[0]).toMatchObject({ live_url: 'https://cdn2.example.com/n/manifest.mpd', thumbnail: 'https://img.example.org/n.jpg' });
    // Hidden: gone for viewers, still in the console; the old switch still works.
    expect((await patch(editor, API.adminLiveStream(stream!.id), { is_active: false })).statusCode).toBe(200);
    expect((await publicList(music)).map((s) => s.title)).toEqual(['Folk Radio']);
    expect((await consoleList()).find((s) => s.id === stream!.id)?.is_active).toBe(false);
    const switched = await editor.post(API.adminLiveStream(stream!.id), { is_active: true });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await publicList(music)).map((s) => s.title)).toEqual(['Telugu News', 'Folk Radio']);
    const update = (await auditRows(t)).filter((r) => r.action === 'live_stream.update').at(0);
    expect(update?.before).toMatchObject({ title: 'News 24x7', category_id: news });
    expect(update?.after).toMatchObject({ title: 'Telugu News', category_id: music });
  });

  it('keeps a premium stream’s address from everyone but subscribers', async () => {
    const [stream] = await consoleList();
    expect((await patch(editor, API.adminLiveStream(stream!.id), { is_premium: true })).statusCode).toBe(200);
    const viewed = (await publicList(music)).find((s) => s.id === stream!.id);
    expect(viewed).toMatchObject({ is_premium: true, live_url: null });
    const viewer = (await signIn(t)).client;
    expect((await publicList(music, viewer)).find((s) => s.id === stream!.id)?.live_url).toBeNull();
  });

  it('never puts a premium stream on our public media, nor a free one on protected media', async () => {
    const [own] = await t.deps.db
      .insert(liveStreams)
      .values({ title: 'Own premium', liveUrl: 'protected/demo/x/master.m3u8', isPremium: true, categoryId: news, sortOrder: 99 })
      .returning();
    const [ownPublic] = await t.deps.db
      .insert(liveStreams)
      .values({ title: 'Own channel', liveUrl: 'live/demo-channel/master.m3u8', isPremium: false, categoryId: news, sortOrder: 100 })
      .returning();
    const auditBefore = (await auditRows(t)).length;
    // Editing other fields keeps the protected source.
    const renamed = await patch(editor, API.adminLiveStream(own!.id), { title: 'Premiere night' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(AdminLiveStreamEditResponse.parse(renamed.json()).stream).toMatchObject({ source: 'protected/demo/x/master.m3u8', source_is_own_media: true });
    // Free with a protected source would not play; premium on public media would be open to all.
    const free = await patch(editor, API.adminLiveStream(own!.id), { is_premium: false });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ message: M.freeNeedsOpenSource });
    const premium = await patch(editor, API.adminLiveStream(ownPublic!.id), { is_premium: true });
    expect(premium.statusCode).toBe(400);
    expect(premium.json()).toMatchObject({ message: M.premiumNeedsProtectedSource });
    // Our own public media given as an address of this site counts as ours.
    const pasted = await patch(editor, API.adminLiveStream(own!.id), { live_url: 'http://localhost:80/media/demo/x/master.m3u8' });
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json()).toMatchObject({ message: M.premiumNeedsProtectedSource });
    const created = await editor.post(API.adminLiveStreams, { title: 'P', category_id: news, live_url: 'http://localhost:80/media/live/demo-channel/master.m3u8', is_premium: true });
    expect(created.statusCode).toBe(400);
    // Free with an external address: allowed.
    const external = await patch(editor, API.adminLiveStream(own!.id), { is_premium: false, live_url: HLS });
    expect(external.statusCode, external.body).toBe(200);
    const [row] = await t.deps.db.select().from(liveStreams).where(eq(liveStreams.id, own!.id));
    expect(row).toMatchObject({ isPremium: false, liveUrl: HLS });
    expect((await auditRows(t)).length).toBe(auditBefore + 2);
  });

  it('reorders with the whole list only', async () => {
    const before = await consoleList();
    const ids = before.map((s) => s.id).reverse();
    const res = await put(editor, API.adminLiveStreamsOrder, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminLiveStreamsResponse.parse(res.json()).data.map((s) => s.id)).toEqual(ids);
    expect((await publicList(music)).map((s) => s.title)).toEqual(['Folk Radio', 'Telugu News']);
    const partial = await put(editor, API.adminLiveStreamsOrder, { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ message: ADMIN_CATALOGUE_MESSAGES.reorderMismatch });
    const dup = await put(editor, API.adminLiveStreamsOrder, { ids: [ids[0], ...ids.slice(0, -1)] });
    expect(dup.statusCode).toBe(400);
    for (const body of [{}, { ids: 'x' }, { ids: [-1] }]) expect((await put(editor, API.adminLiveStreamsOrder, body)).statusCode).toBe(400);
    expect((await auditRows(t)).filter((r) => r.action === 'live_stream.reorder')).toHaveLength(1);
  });

  it('takes an uploaded picture, re-encoded, and refuses what is not one', async () => {
    const [stream] = await consoleList();
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c33' } }).png().toBuffer();
    const res = await upload(API.adminLiveStreamThumbnail(stream!.id), png);
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminLiveStreamEditResponse.parse(res.json()).stream;
    expect(saved.thumbnail).toMatch(new RegExp(`^art/live/${stream!.id}/uploads/[0-9a-f]{16}\\.jpg$`));
    const stored = await t.deps.storage.get(saved.thumbnail!);
    expect(stored).not.toBeNull();
    const bad = await upload(API.adminLiveStreamThumbnail(stream!.id), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.thumbnailNotPicture });
    const json = await editor.post(API.adminLiveStreamThumbnail(stream!.id), {});
    expect(json.statusCode).toBe(400);
    expect((await upload(API.adminLiveStreamThumbnail(999_999), png)).statusCode).toBe(404);
    expect((await auditRows(t)).filter((r) => r.action === 'live_stream.thumbnail_upload')).toHaveLength(1);
  });

  it('refuses visitors and viewers', async () => {
    expect((await new TestClient(t.app).get(API.adminLiveStreams)).statusCode).toBe(401);
    const viewer = (await signIn(t)).client;
    const res = await viewer.post(API.adminLiveStreams, { title: 'A', category_id: news, live_url: HLS });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
  });
});
