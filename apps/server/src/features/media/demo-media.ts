import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DEMO_CLIP_SIZE, DEMO_CLIPS, DEMO_RENDITION_HEIGHTS } from './demo-catalogue.ts';
import { ensureDemoCaptions } from './demo-captions.ts';
import type { DemoClipSpec } from './demo-catalogue.ts';
import { generateDemoClip } from './generate-clip.ts';
import { HLS_MASTER_NAME } from './hls-playlists.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { getCachedTranscode, transcodeToStream } from './transcode.ts';
import type { DemoMediaEntry, MediaLogger, TranscodeResult } from './types.ts';

export interface EnsureDemoMediaOptions {
  /** The directory served at /media. */
  readonly mediaDir: string;
  readonly log?: MediaLogger;
  /** Defaults to the built-in catalogue; tests pass a smaller set. */
  readonly clips?: readonly DemoClipSpec[];
}

const DEMO_URL_PREFIX = '/media/demo';
// Two ffmpeg runs at once keep both cores of the reference machine busy without thrashing.
const CONCURRENCY = 2;
const X264_PRESET = 'ultrafast';

const demoIndexSchema = z.object({
  catalogueKey: z.string(),
  entries: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      kind: z.enum(['feature', 'promo']),
      hlsUrlPath: z.string(),
      dashUrlPath: z.string(),
      posterUrlPath: z.string(),
      backdropUrlPath: z.string(),
      thumbnailUrlPath: z.string(),
      durationSeconds: z.number(),
    }),
  ),
});

/**
 * Generates and packages the demo clips once, under `${mediaDir}/demo/{slug}/`, and lists
 * them. Later calls read `demo/index.json` and return at once; a changed catalogue only
 * regenerates the clips whose spec changed (each clip has its own done.json).
 */
export async function ensureDemoMedia(options: EnsureDemoMediaOptions): Promise<DemoMediaEntry[]> {
  const clips = options.clips ?? DEMO_CLIPS;
  const demoDir = join(options.mediaDir, 'demo');
  const indexFile = join(demoDir, 'index.json');
  const catalogueKey = JSON.stringify({ clips, size: DEMO_CLIP_SIZE, heights: DEMO_RENDITION_HEIGHTS, preset: X264_PRESET });
  const indexed = await readIndex(indexFile, catalogueKey, demoDir);
  // Captions are cheap text files beside the streams: checked on every start (idempotent).
  if (indexed) {
    await ensureDemoCaptions(demoDir, clips);
    return indexed;
  }

  const startedAt = performance.now();
  const workDir = join(demoDir, '.work');
  let generatedCount = 0;
  const entries = await mapWithConcurrency(clips, CONCURRENCY, async (clip) => {
    const outDir = join(demoDir, clip.slug);
    const cacheKey = JSON.stringify({ clip, size: DEMO_CLIP_SIZE, heights: DEMO_RENDITION_HEIGHTS, preset: X264_PRESET });
    const cached = await getCachedTranscode(outDir, cacheKey);
    if (cached) return toEntry(clip, cached);
    generatedCount += 1;
    return toEntry(clip, await buildClip(clip, outDir, join(workDir, `${clip.slug}.mp4`), cacheKey, options.log));
  });
  await rm(workDir, { recursive: true, force: true });
  await mkdir(demoDir, { recursive: true });
  await ensureDemoCaptions(demoDir, clips);
  await writeFile(`${indexFile}.tmp`, `${JSON.stringify({ catalogueKey, entries }, null, 2)}\n`);
  await rename(`${indexFile}.tmp`, indexFile);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  options.log?.info(`demo media: ${entries.length} clips ready in ${seconds} s (${generatedCount} generated, ${entries.length - generatedCount} cached)`);
  return entries;
}

async function buildClip(clip: DemoClipSpec, outDir: string, sourceFile: string, cacheKey: string, log: MediaLogger | undefined): Promise<TranscodeResult> {
  const startedAt = performance.now();
  const generated = await generateDemoClip({ outFile: sourceFile, title: clip.title, seconds: clip.seconds, seed: clip.seed, ...DEMO_CLIP_SIZE });
  if (!generated.isTitleBurnedIn) log?.warn(`demo media: drawtext unavailable, ${clip.slug} has no burned-in title`);
  const result = await transcodeToStream({
    source: sourceFile,
    outDir,
    title: clip.title,
    renditionHeights: DEMO_RENDITION_HEIGHTS,
    x264Preset: X264_PRESET,
    cacheKey,
  });
  await rm(sourceFile, { force: true });
  log?.info(`demo media: ${clip.slug} (${clip.seconds} s) built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
}

function toEntry(clip: DemoClipSpec, result: TranscodeResult): DemoMediaEntry {
  const base = `${DEMO_URL_PREFIX}/${clip.slug}`;
  return {
    slug: clip.slug,
    title: clip.title,
    kind: clip.kind,
    hlsUrlPath: `${base}/${result.hlsPath}`,
    dashUrlPath: `${base}/${result.dashPath}`,
    posterUrlPath: `${base}/${result.posterPath}`,
    backdropUrlPath: `${base}/${result.backdropPath}`,
    thumbnailUrlPath: `${base}/${result.thumbnailPath}`,
    durationSeconds: result.durationSeconds,
  };
}

/** The recorded list if it was written for this catalogue and its streams are still on disk. */
async function readIndex(indexFile: string, catalogueKey: string, demoDir: string): Promise<DemoMediaEntry[] | undefined> {
  try {
    const index = demoIndexSchema.parse(JSON.parse(await readFile(indexFile, 'utf8')));
    if (index.catalogueKey !== catalogueKey) return undefined;
    await Promise.all(index.entries.map((entry) => access(join(demoDir, entry.slug, HLS_MASTER_NAME))));
    return index.entries;
  } catch {
    return undefined;
  }
}
