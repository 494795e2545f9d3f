// Issue 15.2-4 end to end on the server: an editor creates a title, uploads a film over tus in two
// pieces (resuming from the server's offset), the transcode job packages it with both audio
// languages and the subtitles, the title is set paid (packaged again, encrypted), published, and a
// subscriber's video answer carries a signed stream while a visitor's has none. Files that are not
// whole videos are refused in words, and every step is in the audit log.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, API, AdminTitleResponse } from '@ott/contract';
import { titleIngests, users } from '../../src/lib/db/schema.ts';
import { runTitleTranscode } from '../../src/features/ingest/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';

const M = ADMIN_TITLE_MESSAGES;
let t: TestApp;
let editor: TestClient;
let workDir: string;
let film: Buffer;

const tusHeaders = (extra: Record<string, string> = {}) => ({ 'tus-resumable': '1.0.0', ...extra });
const b64 = (value: string) => Buffer.from(value).toString('base64');

async function createUpload(client: TestClient, titleId: number, size: number, name = 'film.mp4') {
  return client.request('POST', API.adminUploads, undefined, {
    headers: tusHeaders({
      'upload-length': String(size),
      'upload-metadata': `title_id ${b64(String(titleId))},filename ${b64(name)},filetype ${b64('video/mp4')}`,
    }),
  });
}

async function patch(client: TestClient, location: string, offset: number, chunk: Buffer) {
  return client.request('PATCH', location, chunk, {
    headers: tusHeaders({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
  });
}

async function newTitle(name: string): Promise<number> {
  const res = await editor.post(API.adminTitles, { title: name });
  expect(res.statusCode, res.body).toBe(200);
  return AdminTitleResponse.parse(res.json()).title.id;
}

async function titleOf(id: number) {
  const res = await editor.get(API.adminTitle(id));
  expect(res.statusCode, res.body).toBe(200);
  return AdminTitleResponse.parse(res.json()).title;
}

async function upload(id: number, data: Buffer, name?: string) {
  const created = await createUpload(editor, id, data.length, name);
  expect(created.statusCode, created.body).toBe(201);
  return patch(editor, created.headers.location as string, 0, data);
}

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-test-'));
  const source = path.join(workDir, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=4'],
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    ...['-metadata:s:a:0', 'language=tel', '-metadata:s:a:1', 'language=eng', source],
  ]);
  film = fs.readFileSync(source);
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('upload, transcode, publish', () => {
  it('takes a film in two pieces, packages it, protects it when paid and publishes it', async () => {
    const id = await newTitle('Godavari Express');
    const created = await createUpload(editor, id, film.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/admin\/uploads\/[0-9a-f]+$/);

    const half = Math.floor(film.length / 2);
    const first = await patch(editor, location, 0, film.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect((await titleOf(id)).status).toBe('uploading');

    // The connection "dropped": the client asks where to go on.
    const head = await editor.request('HEAD', location, undefined, { headers: tusHeaders() });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await patch(editor, location, half, film.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);

    let title = await titleOf(id);
    expect(title.status).toBe('processing');
    expect(title.ingest).toMatchObject({ state: 'queued', source_name: 'film.mp4', source_bytes: film.length });

    // A subtitle file before the job runs: packaged with the film.
    const form = new FormData();
    form.append('language', 'te');
    form.append('label', 'తెలుగు');
    form.append('file', new Blob(['1\n00:00:00,500 --> 00:00:03,000\nనమస్కారం\n']), 'te.srt');
    const subtitle = await postForm(editor, API.adminTitleSubtitles(id), form);
    expect(subtitle.statusCode, subtitle.body).toBe(200);

    await runTitleTranscode(t.deps, id);
    title = await titleOf(id);
    expect(title.ingest).toMatchObject({ state: 'done', progress: 100, error: null });
    expect(title.status).toBe('draft');
    expect(title.audio_languages).toEqual(['te', 'en']);
    expect(title.duration).toBe(4);
    expect(title.hls_url).toMatch(/\/titles\/\d+\/[a-z0-9]+\/master\.m3u8$/);
    expect(title.image_options.length).toBeGreaterThan(0);
    expect(title.landscape_image).not.toBeNull();
    const master = fs.readFileSync(path.join(t.deps.config.mediaDir, new URL(title.hls_url!, 'http://x').pathname.replace(/^\/media\//, '')), 'utf8');
    expect(master).toContain('TYPE=AUDIO');
    expect(master).toContain('LANGUAGE="te"');
    expect(master).toContain('LANGUAGE="en"');
    expect(master).toContain('TYPE=SUBTITLES');

    // Publishing a draft needs no more than the film; setting it paid packages it again, encrypted.
    const paid = await editor.request('PATCH', API.adminTitle(id), { video_type: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    title = AdminTitleResponse.parse(paid.json()).title;
    expect(title.status).toBe('processing');
    expect(title.hls_url).toBeNull();
    const early = await editor.post(API.adminTitlePublish(id), {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.publishNeedsMedia);

    await runTitleTranscode(t.deps, id);
    title = await titleOf(id);
    expect(title.ingest?.state).toBe('done');
    expect(title.is_protected).toBe(true);
    expect(title.hls_url).toMatch(/\/s\/\d+-[\w-]{22}\/protected\/titles\//);
    expect(title.dash_url).toBeNull();

    const published = await editor.post(API.adminTitlePublish(id), {});
    expect(published.statusCode, published.body).toBe(200);
    expect(AdminTitleResponse.parse(published.json()).title.status).toBe('published');

    // A visitor sees the title but no stream; a subscriber gets the signed stream.
    const visitor = new TestClient(t.app, '10.9.9.9');
    const seen = await visitor.get(API.video(id));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ id, title: 'Godavari Express', video_type: 'paid', hls_url: null });
    const viewer = await signIn(t);
    await t.deps.db.update(users).set({ subscriptionEnd: new Date(Date.now() + 86_400_000) }).where(eq(users.id, viewer.user.id));
    const watched = await viewer.client.get(API.video(id));
    const streamUrl = watched.json().hls_url as string;
    expect(streamUrl).toMatch(/\/s\/\d+-[\w-]{22}\/protected\/titles\//);
    await expectPlayableThroughOrigin(viewer.client, streamUrl);
    // Seek-bar thumbnails, signed like the stream, with the sprite they name beside them.
    const trickPlay = watched.json().trick_play_url as string;
    expect(trickPlay).toMatch(/\/s\/\d+-[\w-]{22}\/protected\/titles\/.+\.vtt$/);
    const cues = await viewer.client.get(new URL(trickPlay, 'http://x').pathname);
    expect(cues.statusCode).toBe(200);
    const sprite = /^(\S+\.jpg)#xywh=/m.exec(cues.body)?.[1];
    expect((await viewer.client.get(new URL(sprite!, new URL(trickPlay, 'http://x')).pathname)).statusCode).toBe(200);
    expect(seen.json().trick_play_url ?? null).toBeNull();
    // Without the signed prefix nothing of it is served.
    const unsigned = await visitor.get(streamUrl.replace(/\/s\/[^/]+\//, '/'));
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(400);

    const actions = (await auditRows(t)).filter((r) => r.targetId === String(id)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['title.create', 'title.upload', 'title.subtitle_add', 'title.update', 'title.publish']),
    );
  }, 180_000);
});

describe('refused uploads', () => {
  it('says a text file is not a video and leaves the title failed, not stuck', async () => {
    const id = await newTitle('Not A Film');
    const res = await upload(id, Buffer.from('this is not a video\n'.repeat(50)), 'notes.txt');
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body)).toEqual({ status: 'error', message: M.notAVideo });
    const title = await titleOf(id);
    expect(title.status).toBe('failed');
    expect(title.ingest).toMatchObject({ state: 'failed', error: M.notAVideo });
  });

  it('says a cut-off file is incomplete', async () => {
    const id = await newTitle('Half A Film');
    const res = await upload(id, film.subarray(0, Math.floor(film.length * 0.6)));
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).message).toBe(M.truncated);
  });

  it('refuses an upload without a title, and a second upload while one is processing', async () => {
    const orphan = await createUpload(editor, 987_654, 100);
    expect(orphan.statusCode).toBe(404);
    expect(JSON.parse(orphan.body).message).toBe(M.titleNotFound);

    const id = await newTitle('Busy Film');
    expect((await upload(id, film)).statusCode).toBe(204);
    const again = await createUpload(editor, id, film.length);
    expect(again.statusCode).toBe(409);
    expect(JSON.parse(again.body).message).toBe(M.uploadInProgress);

    const cancelled = await editor.post(API.adminTitleIngestCancel(id), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = AdminTitleResponse.parse(cancelled.json()).title;
    expect(afterCancel.ingest?.state).toBe('cancelled');
    expect(afterCancel.status).toBe('draft');
    const retried = await editor.post(API.adminTitleIngestRetry(id), {});
    expect(retried.statusCode, retried.body).toBe(200);
    const [row] = await t.deps.db.select().from(titleIngests).where(eq(titleIngests.videoId, id));
    expect(row?.state).toBe('queued');
  });

  it('keeps viewers out of uploads', async () => {
    const viewer = await signIn(t);
    const res = await createUpload(viewer.client, 1, 100);
    expect(res.statusCode).toBe(403);
  });
});

/** Every playlist the master names, a segment of each, and the AES key, as a player would fetch them. */
async function expectPlayableThroughOrigin(client: TestClient, masterUrl: string) {
  const get = async (url: string) => {
    const res = await client.get(new URL(url, 'http://x').pathname);
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  const master = (await get(masterUrl)).body;
  const uris = [...master.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!).concat(master.split('\n').filter((l) => l && !l.startsWith('#')));
  expect(uris.length).toBeGreaterThan(2);
  for (const uri of uris) {
    const playlistUrl = new URL(uri, new URL(masterUrl, 'http://x')).toString();
    const playlist = (await get(playlistUrl)).body;
    const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(playlist)?.[1];
    if (key) expect((await get(key)).rawPayload.length).toBe(16);
    const first = playlist.split('\n').find((l) => l && !l.startsWith('#'));
    if (first) await get(new URL(first, playlistUrl).toString());
  }
}

async function postForm(client: TestClient, url: string, form: FormData) {
  const request = new Request('http://x', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.request('POST', url, body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } });
}
