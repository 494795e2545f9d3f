// Issue 15.4 point 4: an editor uploads a title's promo clip; the 'title-promo' job packages it into
// a small public HLS ladder no taller than the source, the title (and the hero slide that showed its
// old promo) point at it, viewers' answers carry it unsigned, and the old promo directory goes.
// Files that are not videos are refused in words and change nothing; removal is audited too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, API, AdminTitleResponse, HeroResponse, MAX_PROMO_SECONDS } from '@ott/contract';
import { heroSlides, titlePromos, videos } from '../../src/lib/db/schema.ts';
import { runTitlePromo, sweepPromos } from '../../src/features/promo/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { auditRows, del, signInWithRoles } from '../admin/operators.ts';

const M = ADMIN_TITLE_MESSAGES;
let t: TestApp;
let editor: TestClient;
let workDir: string;
let clip: Buffer;

function makeClip(file: string, size: string, seconds: number, withAudio = true) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...(withAudio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', ...(withAudio ? ['-c:a', 'aac'] : []), file],
  ]);
  return fs.readFileSync(file);
}

async function postPromo(client: TestClient, id: number, data: Buffer, name = 'trailer.mp4') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const request = new Request('http://x', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.request('POST', API.adminTitlePromo(id), body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } });
}

async function publishedTitle(name: string, promoHlsPath: string | null = null) {
  const [row] = await t.deps.db
    .insert(videos)
    .values({ title: name, status: 'ready', videoType: 'paid', hlsPath: 'protected/titles/x/master.m3u8', promoHlsPath })
    .returning({ id: videos.id });
  return row!.id;
}

async function titleOf(id: number) {
  const res = await editor.get(API.adminTitle(id));
  expect(res.statusCode, res.body).toBe(200);
  return AdminTitleResponse.parse(res.json()).title;
}

const promoRow = async (id: number) => (await t.deps.db.select().from(titlePromos).where(eq(titlePromos.videoId, id)))[0];
const mediaFile = (relative: string) => path.join(t.deps.config.mediaDir, relative);
const sourceFile = async (id: number) => path.join(t.deps.config.ingestDir, (await promoRow(id))!.sourcePath);

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promo-test-'));
  clip = makeClip(path.join(workDir, 'trailer.mp4'), '640x360', 3);
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a title’s promo clip', () => {
  it('is uploaded, packaged as a small public ladder and shown to viewers and in the hero', async () => {
    const oldPromo = 'demo/seed-promo/master.m3u8';
    const id = await publishedTitle('Kanchana Trailer', oldPromo);
    await t.deps.db.insert(heroSlides).values({ videoId: id, promoHlsPath: oldPromo, sortOrder: 1 });

    const res = await postPromo(editor, id, clip);
    expect(res.statusCode, res.body).toBe(200);
    const queued = AdminTitleResponse.parse(res.json());
    expect(queued.message).toBe(M.promoQueued);
    expect(queued.title.promo).toMatchObject({ state: 'queued', progress: 0, error: null, source_name: 'trailer.mp4' });
    // The old promo plays until the new one is ready.
    expect(queued.title.promo_hls_url).toBe(`/media/${oldPromo}`);

    await runTitlePromo(t.deps, id);
    const title = await titleOf(id);
    expect(title.promo).toMatchObject({ state: 'done', progress: 100, error: null });
    expect(title.promo_hls_url).toMatch(new RegExp(`^/media/promos/${id}/[a-z0-9]+/master\\.m3u8$`));
    const promoPath = title.promo_hls_url!.replace(/^\/media\//, '');

    // Two rungs, never taller than the 360p source (its 360p rung and half of it), with AAC audio.
    const master = fs.readFileSync(mediaFile(promoPath), 'utf8');
    const heights = [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((m) => Number(m[1]));
    expect(heights.length).toBe(2);
    expect(Math.max(...heights)).toBeLessThanOrEqual(360);
    expect(master).toContain('mp4a.40.2');
    // Public and clear: no key, no protected/ prefix.
    expect(promoPath.startsWith('protected/')).toBe(false);
    expect(master).not.toContain('EXT-X-KEY');
    // The uploaded file is gone once packaged.
    expect(fs.existsSync(await sourceFile(id))).toBe(false);

    // Viewers (signed out) get the unsigned promo of a paid title, in the title and the hero.
    const visitor = new TestClient(t.app);
    const video = await visitor.get(API.video(id));
    expect(video.statusCode, video.body).toBe(200);
    expect(JSON.stringify(video.json())).toContain(`"promo_hls_url":"/media/${promoPath}"`);
    const hero = HeroResponse.parse((await visitor.get(API.heroVideos)).json());
    expect(hero.data.find((slide) => slide.video_id === id)?.promo_hls_url).toBe(`/media/${promoPath}`);

    const audit = (await auditRows(t)).filter((row) => row.targetId === String(id));
    expect(audit.map((row) => row.action)).toEqual(['title.promo_upload']);
    expect(audit[0]!.after).toMatchObject({ file: 'trailer.mp4', bytes: clip.length, state: 'queued' });

    // A second upload replaces it; the first directory is removed once the second is in place.
    expect((await postPromo(editor, id, clip, 'second.mp4')).statusCode).toBe(200);
    // A repeated job run is harmless: only one claims the row.
    await Promise.all([runTitlePromo(t.deps, id), runTitlePromo(t.deps, id)]);
    const replaced = await titleOf(id);
    expect(replaced.promo).toMatchObject({ state: 'done', source_name: 'second.mp4' });
    expect(replaced.promo_hls_url).not.toBe(title.promo_hls_url);
    expect(fs.existsSync(path.dirname(mediaFile(promoPath)))).toBe(false);
    const [slide] = await t.deps.db.select().from(heroSlides).where(eq(heroSlides.videoId, id));
    expect(`/media/${slide!.promoHlsPath}`).toBe(replaced.promo_hls_url);

    // Removed: the title, its slide and the files lose it; audited.
    const removed = await del(editor, API.adminTitlePromo(id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(AdminTitleResponse.parse(removed.json())).toMatchObject({ message: M.promoRemoved, title: { promo: null, promo_hls_url: null } });
    expect(fs.existsSync(mediaFile(replaced.promo_hls_url!.replace(/^\/media\//, '')))).toBe(false);
    const [after] = await t.deps.db.select().from(heroSlides).where(eq(heroSlides.videoId, id));
    expect(after!.promoHlsPath).toBeNull();
    expect((await visitor.get(API.video(id))).json()).toMatchObject({ promo_hls_url: null });
    expect((await auditRows(t)).filter((row) => row.targetId === String(id)).map((row) => row.action)).toEqual([
      'title.promo_upload',
      'title.promo_upload',
      'title.promo_remove',
    ]);
    const again = await del(editor, API.adminTitlePromo(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', message: M.noPromo });
  }, 120_000);

  it('refuses files that are not a short video, in words, and changes nothing', async () => {
    const id = await publishedTitle('Refused Promo', 'demo/kept/master.m3u8');
    const sound = path.join(workDir, 'sound.m4a');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:a', 'aac', sound]);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('this is not a video at all, just some words\n'.repeat(20)), 'notes.mp4', M.notAVideo],
      [fs.readFileSync(sound), 'sound.m4a', M.promoNoVideoStream],
      [clip.subarray(0, Math.floor(clip.length / 2)), 'cut.mp4', M.truncated],
      [Buffer.alloc(0), 'empty.mp4', M.promoMissing],
    ];
    for (const [data, name, message] of cases) {
      const res = await postPromo(editor, id, data, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message });
    }
    const title = await titleOf(id);
    expect(title.promo).toBeNull();
    expect(title.promo_hls_url).toBe('/media/demo/kept/master.m3u8');
    expect((await auditRows(t)).filter((row) => row.targetId === String(id))).toEqual([]);
    expect(fs.readdirSync(t.deps.config.ingestDir).filter((f) => f.startsWith(`promo-${id}-`))).toEqual([]);

    const missing = await postPromo(editor, 999_999, clip);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: M.titleNotFound });
  }, 60_000);

  it('takes a clip over the small-form limit (5 MB), streamed to disk', async () => {
    const id = await publishedTitle('Big Promo');
    const big = path.join(workDir, 'big.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=5'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', big],
    ]);
    const data = fs.readFileSync(big);
    expect(data.length).toBeGreaterThan(6 * 1024 ** 2);
    const res = await postPromo(editor, id, data, 'big.mp4');
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.statSync(await sourceFile(id)).size).toBe(data.length);
    await runTitlePromo(t.deps, id);
    const title = await titleOf(id);
    expect(title.promo?.state).toBe('done');
    // A 720p source: a 720p and a 360p rung, nothing taller.
    const master = fs.readFileSync(mediaFile(title.promo_hls_url!.replace(/^\/media\//, '')), 'utf8');
    expect([...master.matchAll(/RESOLUTION=(\d+x\d+)/g)].map((m) => m[1]).sort()).toEqual(['1280x720', '640x360']);
  }, 120_000);

  it('refuses a clip longer than the limit', async () => {
    const id = await publishedTitle('Long Promo');
    const long = makeClip(path.join(workDir, 'long.mp4'), '64x36', MAX_PROMO_SECONDS + 2, false);
    const res = await postPromo(editor, id, long, 'long.mp4');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: M.promoTooLong });
    expect(await promoRow(id)).toBeUndefined();
  }, 60_000);

  it('stores ffmpeg’s reason when packaging fails, refuses removal while running, and the sweep requeues a dead run', async () => {
    const id = await publishedTitle('Broken Promo');
    expect((await postPromo(editor, id, clip)).statusCode).toBe(200);
    // The file vanished between upload and job: the run fails with a reason, the title keeps no promo.
    fs.rmSync(await sourceFile(id));
    await runTitlePromo(t.deps, id);
    const failed = await titleOf(id);
    expect(failed.promo?.state).toBe('failed');
    expect(failed.promo?.error).toMatch(/ffmpeg|ffprobe|No such file/i);
    expect(failed.promo_hls_url).toBeNull();

    // A run whose worker died: refused removal while it "runs", then requeued by the sweep.
    expect((await postPromo(editor, id, clip)).statusCode).toBe(200);
    await t.deps.db
      .update(titlePromos)
      .set({ state: 'running', attempt: 1, heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(titlePromos.videoId, id));
    const busy = await del(editor, API.adminTitlePromo(id));
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ status: 'error', message: M.promoBusy });
    const busyUpload = await postPromo(editor, id, clip);
    expect(busyUpload.statusCode).toBe(409);
    expect(await sweepPromos(t.deps)).toMatchObject({ requeued: 1 });
    expect((await promoRow(id))?.state).toBe('queued');
    await runTitlePromo(t.deps, id);
    expect((await titleOf(id)).promo).toMatchObject({ state: 'done' });
    expect((await promoRow(id))?.attempt).toBe(2);
  }, 120_000);
});
