// Issue 15.4: a live stream that is our own channel, looping one of our titles. An editor makes one
// from a free title with a finished film; the job process's runner starts its encoder and the
// stream's own playlist appears and advances; viewers get our address. Made premium, the channel
// moves behind the signed origin and nothing stays in the clear; hidden, its ffmpeg is gone. A paid
// title never feeds a free stream, a title without a film is refused, and the older switch and the
// console's edit are one path with one audit rule.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_LIVE_MESSAGES,
  API,
  AdminCategoryResponse,
  AdminLiveStreamEditResponse,
  LiveSourceTitlesResponse,
  LiveStream,
  LiveStreamsResponse,
} from '@ott/contract';
import { videos } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';
import { generateDemoClips, pidsMentioning, waitFor } from '../streaming/fixtures.ts';

const M = ADMIN_LIVE_MESSAGES;
const SLUG = 'own-channel-film';
let t: TestApp;
let editor: TestClient;
let category: number;
let freeTitle: number;
let paidTitle: number;
let noFilmTitle: number;

const patch = (url: string, body: unknown) => editor.request('PATCH', url, body);

async function addTitle(values: Partial<typeof videos.$inferInsert> & { title: string }) {
  const [row] = await t.deps.db.insert(videos).values(values).returning({ id: videos.id });
  return row!.id;
}

async function create(body: Record<string, unknown>) {
  const res = await editor.post(API.adminLiveStreams, body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminLiveStreamEditResponse.parse(res.json()).stream;
}

const mediaSequence = (dir: string) => {
  const file = path.join(t.deps.config.mediaDir, dir, 'index.m3u8');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const match = /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text);
  return match && text.includes('.m4s') ? { text, sequence: Number(match[1]) } : null;
};

async function waitForAdvancingChannel(dir: string) {
  const first = await waitFor(() => mediaSequence(dir), 40_000, `the first playlist of ${dir}`);
  const master = fs.readFileSync(path.join(t.deps.config.mediaDir, dir, 'master.m3u8'), 'utf8');
  expect(master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=\d+x\d+,CODECS="[^"]+"\nindex\.m3u8/);
  expect(first.text).not.toContain('#EXT-X-ENDLIST');
  await waitFor(() => ((mediaSequence(dir)?.sequence ?? 0) > first.sequence ? true : null), 20_000, `the playlist of ${dir} to advance`);
}

beforeAll(async () => {
  t = await createTestApp({ OWN_LIVE_CHANNELS: 'on' });
  editor = (await signInWithRoles(t, ['editor'])).client;
  const res = await editor.post(API.adminCategories, { name: 'Live TV' });
  category = AdminCategoryResponse.parse(res.json()).category.id;
  // A real packaged film (features/media's CMAF ladder), as the transcode leaves one.
  await generateDemoClips(t.deps.config.mediaDir, [{ slug: SLUG, kind: 'feature' }]);
  freeTitle = await addTitle({ title: 'Godavari Nights', videoType: 'free', hlsPath: `demo/${SLUG}/master.m3u8`, duration: 5 });
  paidTitle = await addTitle({ title: 'Premiere Film', videoType: 'paid', hlsPath: 'protected/titles/9/abc/master.m3u8' });
  noFilmTitle = await addTitle({ title: 'Coming Soon', videoType: 'free' });
}, 90_000);
afterAll(async () => {
  await t?.close();
  // app.close() stopped every encoder.
  expect(pidsMentioning(path.join(t.deps.config.mediaDir, 'live', 'streams'))).toEqual([]);
});

describe('own channels', () => {
  let streamId: number;

  it('lists the titles a channel can loop: those with a finished film', async () => {
    const res = await editor.get(`${API.adminLiveSourceTitles}?q=i`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = LiveSourceTitlesResponse.parse(res.json()).data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([freeTitle, paidTitle]));
    expect(ids).not.toContain(noFilmTitle);
    const viewer = await signInWithRoles(t, []);
    expect((await viewer.client.get(API.adminLiveSourceTitles)).statusCode).toBe(403);
  });

  it('refuses what cannot be looped, in the form’s words', async () => {
    const base = { title: 'Loop', category_id: category };
    const cases: [Record<string, unknown>, string][] = [
      [{ source_video_id: 999_999 }, M.sourceTitleNotFound],
      [{ source_video_id: noFilmTitle }, M.sourceTitleNoFilm],
      [{ source_video_id: paidTitle }, M.paidTitleNeedsPremium],
      [{ source_video_id: paidTitle, is_premium: false }, M.paidTitleNeedsPremium],
      [{ source_video_id: freeTitle, live_url: 'https://cdn.example.com/a.m3u8' }, M.sourceEitherOr],
      [{}, M.sourceRequired],
      [{ source_video_id: 'x' }, M.sourceTitleInvalid],
      [{ source_video_id: 99_999_999_999 }, M.sourceTitleInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await editor.post(API.adminLiveStreams, { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message });
    }
  });

  it('loops a free title: the runner starts its channel and viewers get our playlist', async () => {
    const stream = await create({ title: 'Godavari 24x7', category_id: category, source_video_id: freeTitle });
    streamId = stream.id;
    expect(stream).toMatchObject({
      source: `live/streams/${streamId}/master.m3u8`,
      source_is_own_media: true,
      source_video_id: freeTitle,
      source_video_title: 'Godavari Nights',
      is_premium: false,
    });
    const created = (await auditRows(t)).filter((r) => r.action === 'live_stream.create').at(-1);
    expect(created?.after).toMatchObject({ source_video_id: freeTitle, live_url: `live/streams/${streamId}/master.m3u8` });
    await waitForAdvancingChannel(`live/streams/${streamId}`);
    const list = LiveStreamsResponse.parse((await new TestClient(t.app).get(`${API.liveStreamsByCategory}?category_id=${category}`)).json());
    expect(list.find((s) => s.id === streamId)?.live_url).toMatch(new RegExp(`/live/streams/${streamId}/master\\.m3u8$`));
    const playlist = await new TestClient(t.app).get(`/media/live/streams/${streamId}/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
  }, 90_000);

  it('made premium, the channel moves behind signatures and leaves nothing in the clear', async () => {
    const publicDir = path.join(t.deps.config.mediaDir, 'live', 'streams', String(streamId));
    const res = await patch(API.adminLiveStream(streamId), { is_premium: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminLiveStreamEditResponse.parse(res.json()).stream.source).toBe(`protected/live/streams/${streamId}/master.m3u8`);
    await waitForAdvancingChannel(`protected/live/streams/${streamId}`);
    expect(fs.existsSync(publicDir)).toBe(false);
    expect((await new TestClient(t.app).get(`/media/protected/live/streams/${streamId}/index.m3u8`)).statusCode).not.toBe(200);
    // A paid title may feed it now, but then it cannot go free again.
    expect((await patch(API.adminLiveStream(streamId), { source_video_id: paidTitle })).statusCode).toBe(200);
    const free = await patch(API.adminLiveStream(streamId), { is_premium: false });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ message: M.paidTitleNeedsPremium });
    expect((await patch(API.adminLiveStream(streamId), { source_video_id: freeTitle, is_premium: false })).statusCode).toBe(200);
  }, 90_000);

  it('hidden through the older switch, its ffmpeg is gone; the switch answers as it always has', async () => {
    const outDir = path.join(t.deps.config.mediaDir, 'live', 'streams', String(streamId));
    await waitFor(() => (pidsMentioning(outDir).length > 0 ? true : null), 40_000, 'the encoder');
    const auditBefore = (await auditRows(t)).length;
    const res = await editor.post(API.adminLiveStream(streamId), { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(LiveStream.parse(res.json())).toMatchObject({ id: streamId, is_active: false });
    const rows = await auditRows(t);
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'live_stream.update', before: { is_active: true, source_video_id: freeTitle }, after: { is_active: false } });
    // Changing nothing writes no audit row, by either route.
    expect((await editor.post(API.adminLiveStream(streamId), { is_active: false })).statusCode).toBe(200);
    expect((await patch(API.adminLiveStream(streamId), { is_active: false })).statusCode).toBe(200);
    expect(await auditRows(t)).toHaveLength(auditBefore + 1);
    await waitFor(() => (pidsMentioning(outDir).length === 0 && !fs.existsSync(outDir) ? true : null), 20_000, 'the encoder to stop');
  }, 90_000);

  it('back on, then given an external address: the channel stops and the title is let go', async () => {
    const outDir = path.join(t.deps.config.mediaDir, 'live', 'streams', String(streamId));
    expect((await patch(API.adminLiveStream(streamId), { is_active: true })).statusCode).toBe(200);
    await waitFor(() => (pidsMentioning(outDir).length > 0 ? true : null), 40_000, 'the encoder again');
    const res = await patch(API.adminLiveStream(streamId), { live_url: 'https://cdn.example.com/news/master.m3u8' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminLiveStreamEditResponse.parse(res.json()).stream).toMatchObject({ source_video_id: null, source_video_title: null, source_is_own_media: false });
    await waitFor(() => (pidsMentioning(outDir).length === 0 ? true : null), 20_000, 'the encoder to stop');
  }, 90_000);
});
