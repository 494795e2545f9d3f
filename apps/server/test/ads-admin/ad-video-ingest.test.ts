// Issue 17.4 (ads): a pre-roll's video goes through the film ingest path: a tus upload, the probe,
// then the 'ad-transcode' job packages it into a public HLS ladder. The ad then plays for viewers
// (GET /api/video/{id}/ads/ lists it with a master playlist whose segments exist). A file that is not
// a video is refused in words; a banner takes no video; a resume waits for the video.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ADS_API, ADMIN_TITLE_MESSAGES, ADS_ADMIN_MESSAGES as M, API, AdminAdResponse, VideoAdsResponse } from '@ott/contract';
import { runAdTranscode } from '../../src/features/ads-admin/index.ts';
import type { TestApp, TestClient } from '../helper.ts';
import { createSeededApp, firstVideoId } from '../catalogue/fixtures.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';
import { createAdVia, uploadAdVideo } from './ads-fixtures.ts';

let t: TestApp;
let editor: TestClient;
let workDir: string;
let clip: Buffer;

const adOf = async (id: number) => AdminAdResponse.parse((await editor.get(ADMIN_ADS_API.ad(id))).json()).ad;
const mediaFile = (url: string) => path.join(t.deps.config.mediaDir, new URL(url, 'http://x').pathname.replace(/^\/media\//, ''));

beforeAll(async () => {
  t = await createSeededApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ad-ingest-test-'));
  const source = path.join(workDir, 'ad.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
  clip = fs.readFileSync(source);
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('an ad video through the ingest path', () => {
  it('uploads over tus, is packaged into a playable stream, and plays before a film once resumed', async () => {
    const ad = await createAdVia(editor, { ad_type: 'pre_roll', title: 'Harvest sale', skip_after: 2 });
    const { created, patched } = await uploadAdVideo(editor, ad.id, clip);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers.location).toMatch(/^\/api\/admin\/ad-uploads\/[0-9a-f]+$/);
    expect(patched?.statusCode, patched?.body).toBe(204);
    expect((await adOf(ad.id)).creative).toMatchObject({ state: 'queued', source_name: 'ad.mp4', video_url: null });

    const early = await editor.post(ADMIN_ADS_API.resume(ad.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.creativeNotReady);

    await runAdTranscode(t.deps, ad.id);
    const ready = await adOf(ad.id);
    expect(ready.creative).toMatchObject({ state: 'ready', progress: 100, error: null });
    expect(ready.creative.video_url).toMatch(new RegExp(`/ads/${ad.id}/[a-z0-9]+/master\\.m3u8$`));
    const master = fs.readFileSync(mediaFile(ready.creative.video_url!), 'utf8');
    expect(master).toContain('#EXT-X-STREAM-INF');
    const variant = master.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const playlist = fs.readFileSync(path.join(path.dirname(mediaFile(ready.creative.video_url!)), variant), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');

    expect((await editor.post(ADMIN_ADS_API.resume(ad.id))).statusCode).toBe(200);
    const videoId = await firstVideoId(t);
    const served = VideoAdsResponse.parse((await t.app.inject({ method: 'GET', url: API.videoAds(videoId) })).json());
    expect(served.pre_roll.find((a) => a.id === ad.id)).toMatchObject({ title: 'Harvest sale', skip_after: 2, video_file: ready.creative.video_url });

    // Paused: no longer before any film.
    await editor.post(ADMIN_ADS_API.pause(ad.id));
    const after = VideoAdsResponse.parse((await t.app.inject({ method: 'GET', url: API.videoAds(videoId) })).json());
    expect(after.pre_roll.map((a) => a.id)).not.toContain(ad.id);
    const actions = (await auditRows(t)).filter((r) => r.targetType === 'ad' && r.targetId === String(ad.id)).map((r) => r.action);
    expect(actions).toEqual(['ad.create', 'ad.video_upload', 'ad.resume', 'ad.pause']);
  }, 120_000);

  it('refuses a file that is not a video, a video for a banner, and an upload without an ad', async () => {
    const ad = await createAdVia(editor, { ad_type: 'pre_roll' });
    const { patched } = await uploadAdVideo(editor, ad.id, Buffer.from('not a video at all, only words'.repeat(50)));
    expect(patched?.statusCode).toBe(422);
    expect(patched?.json().message).toBe(ADMIN_TITLE_MESSAGES.notAVideo);
    expect((await adOf(ad.id)).creative).toMatchObject({ state: 'failed', error: ADMIN_TITLE_MESSAGES.notAVideo, video_url: null });

    const banner = await createAdVia(editor, { ad_type: 'banner' });
    const refused = await uploadAdVideo(editor, banner.id, clip);
    expect(refused.created.statusCode).toBe(409);
    expect(refused.created.json().message).toBe(M.videoForVideoAdsOnly);

    const missing = await uploadAdVideo(editor, 999_999, clip);
    expect(missing.created.statusCode).toBe(404);
    expect(missing.created.json().message).toBe(M.adNotFound);
  });
});
