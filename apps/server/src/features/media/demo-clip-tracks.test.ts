// Issue 18 points 6 and 7 on a real (short) demo feature clip: seek-bar thumbnails cut in the same
// ffmpeg run, in the ingest's WebVTT sprite format, and two language-tagged soundtracks that differ.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { ensureDemoMedia } from './index.ts';
import type { DemoClipSpec } from './index.ts';
import { probeMedia } from './probe.ts';
import { runProcess } from './run-process.ts';

const STILL = 'art/video-3/backdrop.jpg';

const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
function parseTrickPlayCues(vtt: string) {
  return [...vtt.matchAll(/^(\S+) --> (\S+)\n(\S+)$/gm)].map(([, start = '', end = '', target]) => ({ start: seconds(start), end: seconds(end), target }));
}
const DUBBED: DemoClipSpec = { slug: 'dubbed', title: 'Dubbed', kind: 'feature', seconds: 5, seed: 3, background: STILL, audioLanguages: ['te', 'hi'] };
const PAID: DemoClipSpec = { slug: 'paid-one', title: 'Paid One', kind: 'feature', seconds: 4, seed: 9, background: STILL, isProtected: true, audioLanguages: ['te'] };
const PROMO: DemoClipSpec = { slug: 'promo-dubbed', title: 'Dubbed', kind: 'promo', seconds: 3, seed: 3, background: STILL };

describe('demo feature clips: thumbnails and languages', () => {
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'ott-tracks-'));
    await mkdir(join(mediaDir, 'art/video-3'), { recursive: true });
    await runProcess(resolveFfmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:d=1', '-frames:v', '1', join(mediaDir, STILL)]);
    await ensureDemoMedia({ mediaDir, clips: [DUBBED, PAID, PROMO] });
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('writes a thumbnails track with a cue a second, each naming its tile of one sprite beside the stream', async () => {
    const dir = join(mediaDir, 'demo', DUBBED.slug);
    const cues = parseTrickPlayCues(await readFile(join(dir, 'trickplay-thumbnails.vtt'), 'utf8'));
    expect(cues).toEqual([0, 1, 2, 3, 4].map((start, i) => ({
      start,
      end: i === 4 ? 5 : start + 1,
      target: `trickplay-sprite-0.jpg#xywh=${i * 160},0,160,90`,
    })));
    const sprite = await probeMedia(join(dir, 'trickplay-sprite-0.jpg'));
    expect(sprite.video).toMatchObject({ width: 5 * 160, height: 90 });
  });

  it('puts a paid title\'s thumbnails inside its protected directory, and makes none for a promo', async () => {
    await expect(readFile(join(mediaDir, 'protected/demo', PAID.slug, 'trickplay-thumbnails.vtt'), 'utf8')).resolves.toContain('trickplay-sprite-0.jpg#xywh=0,0,160,90');
    await expect(readFile(join(mediaDir, 'demo', PROMO.slug, 'trickplay-thumbnails.vtt'))).rejects.toThrow();
  });

  it('tags each soundtrack in the HLS master and the DASH manifest, the first the default', async () => {
    const dir = join(mediaDir, 'demo', DUBBED.slug);
    const master = await readFile(join(dir, 'master.m3u8'), 'utf8');
    const audio = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(audio).toHaveLength(2);
    expect(audio[0]).toMatch(/NAME="Telugu",LANGUAGE="te",DEFAULT=YES/);
    expect(audio[1]).toMatch(/NAME="Hindi",LANGUAGE="hi",DEFAULT=NO/);
    for (const variant of master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))) expect(variant).toContain('AUDIO="audio"');
    const mpd = await readFile(join(dir, 'manifest.mpd'), 'utf8');
    expect(mpd).toMatch(/contentType="audio"[^>]*lang="te"/);
    expect(mpd).toMatch(/contentType="audio"[^>]*lang="hi"/);
    // A single-language title is tagged too (the Audio menu's preference can match it).
    expect(await readFile(join(mediaDir, 'protected/demo', PAID.slug, 'master.m3u8'), 'utf8')).toMatch(/TYPE=AUDIO[^\n]*LANGUAGE="te"/);
  });

  it('plays a different soundtrack in each language', async () => {
    const dir = join(mediaDir, 'demo', DUBBED.slug);
    const master = await readFile(join(dir, 'master.m3u8'), 'utf8');
    const uris = [...master.matchAll(/TYPE=AUDIO[^\n]*URI="([^"]+)"/g)].map((match) => match[1] ?? '');
    const digests = await Promise.all(
      uris.map(async (uri) => {
        const pcm = join(mediaDir, `${uri}.pcm`);
        await runProcess(resolveFfmpegPath(), ['-v', 'error', '-y', '-allowed_extensions', 'ALL', '-i', join(dir, uri), '-ac', '1', '-ar', '8000', '-f', 's16le', pcm]);
        const bytes = await readFile(pcm);
        expect(bytes.length).toBeGreaterThan(8000 * 2 * 4);
        return createHash('sha256').update(bytes).digest('hex');
      }),
    );
    expect(new Set(digests).size).toBe(2);
  });
});
