import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfprobePath } from './ffmpeg-path.ts';
import { generateTitleArtwork, type GenerateTitleArtworkOptions, type TitleArtwork } from './generate-artwork.ts';
import { runProcess } from './run-process.ts';

async function imageSize(file: string): Promise<string> {
  const { stdout } = await runProcess(resolveFfprobePath(), ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]);
  return stdout.trim();
}

describe('generateTitleArtwork', () => {
  let outDir: string;
  let first: TitleArtwork;
  // Quotes, colons and brackets must survive the filtergraph escaping.
  const options = (): GenerateTitleArtworkOptions => ({
    outDir,
    title: "Rock 'n' Roll: 100% [Live] and a Long Title",
    subtitle: 'Movies · 2024',
    seed: 7,
    kinds: ['poster', 'thumb'],
  });

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'ott-art-'));
    first = await generateTitleArtwork(options());
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('writes a 480x720 poster and a 640x360 thumbnail as JPEGs', async () => {
    expect(first).toEqual({ cached: false, files: { poster: join(outDir, 'poster.jpg'), thumb: join(outDir, 'thumb.jpg') } });
    for (const [file, size] of [[first.files.poster, '480,720'], [first.files.thumb, '640,360']] as const) {
      const bytes = await readFile(file ?? '');
      expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(await imageSize(file ?? '')).toBe(size);
    }
  });

  it('returns the files from the cache on a second call without rewriting them', async () => {
    const before = (await stat(join(outDir, 'poster.jpg'))).mtimeMs;
    // No ffmpeg may run: with FFMPEG_PATH pointing nowhere any paint throws (a wall-clock bound
    // would only fail on a busy machine).
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = join(tmpdir(), 'no-ffmpeg-here');
    try {
      expect(await generateTitleArtwork(options())).toEqual({ ...first, cached: true });
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
    expect((await stat(join(outDir, 'poster.jpg'))).mtimeMs).toBe(before);
  });

  it('repaints when the title changes, and adds a 1280x720 backdrop when asked', async () => {
    const again = await generateTitleArtwork({ ...options(), title: 'Another Title', kinds: ['poster', 'backdrop'] });
    expect(again.cached).toBe(false);
    expect(await imageSize(again.files.backdrop ?? '')).toBe('1280,720');
  });

  it('paints a Telugu title through its Latin transliteration (drawtext cannot shape Telugu)', async () => {
    const telugu = await generateTitleArtwork({ outDir: join(outDir, 'te'), title: 'అమ్మ చేతి వంట', latinTitle: 'Amma Chethi Vanta', seed: 3, kinds: ['thumb'], thumbStyle: 'ident' });
    expect(await imageSize(telugu.files.thumb ?? '')).toBe('640,360');
  });
});
