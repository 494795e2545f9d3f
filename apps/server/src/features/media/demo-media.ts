import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DEMO_BITRATE_KBPS, DEMO_CLIP_SIZE, DEMO_FPS, DEMO_RENDITION_HEIGHTS, type DemoClipSpec } from './demo-catalogue.ts';
import { demoSubtitleRenditions, ensureDemoCaptions, writeDemoCaptions } from './demo-captions.ts';
import { CLIP_LOOK_VERSION } from './clip-picture.ts';
import { writeCappedManifests } from './capped-manifests.ts';
import { renderDemoClip } from './generate-clip.ts';
import { HLS_MASTER_NAME, DASH_MANIFEST_NAME } from './hls-playlists.ts';
import { withSubtitleRenditions } from './hls-subtitles.ts';
import { mapWithConcurrency } from '../../lib/map-with-concurrency.ts';
import { pruneStaleClips } from './prune-demo-clips.ts';
import { readCachedTranscode, writeDoneMarker } from './transcode-cache.ts';
import type { DemoMediaEntry, MediaLogger, TranscodeResult } from './types.ts';

export interface EnsureDemoMediaOptions {
  /** The directory served at /media. */
  readonly mediaDir: string;
  readonly log?: MediaLogger;
  /** The clips to make (the seed's titles: features/seed/demo-clips.ts). */
  readonly clips: readonly DemoClipSpec[];
}

const DEMO_URL_PREFIX = '/media';
// Two ffmpeg runs at once keep both cores of the reference machine busy without thrashing.
const CONCURRENCY = 2;
const X264_PRESET = 'ultrafast';
/** Bump when the look or the encoding of the clips changes, so cached clips are remade. */
const CLIP_VERSION = 2;
const SETTINGS = { v: CLIP_VERSION, size: DEMO_CLIP_SIZE, fps: DEMO_FPS, heights: DEMO_RENDITION_HEIGHTS, kbps: DEMO_BITRATE_KBPS, preset: X264_PRESET };

const demoIndexSchema = z.object({
  catalogueKey: z.string(),
  entries: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      kind: z.enum(['feature', 'live', 'promo', 'ad']),
      hlsUrlPath: z.string(),
      dashUrlPath: z.string(),
      durationSeconds: z.number(),
    }),
  ),
});

/** Where a clip lives under the media dir: paid titles' clips only ever exist behind signatures. */
export const demoClipPath = (clip: Pick<DemoClipSpec, 'slug' | 'isProtected'>) => `${clip.isProtected ? 'protected/' : ''}demo/${clip.slug}`;

/**
 * Generates and packages the demo clips once, each from its title's own still, and lists them in
 * `demo/index.json`. Later calls read that index and return at once; a changed catalogue or a
 * repainted still regenerates only the clips concerned (each clip has its own done.json). The
 * index is removed while clips are missing, so `media_ready` never reports streams that are not there.
 */
export async function ensureDemoMedia(options: EnsureDemoMediaOptions): Promise<DemoMediaEntry[]> {
  const { clips, mediaDir } = options;
  const demoDir = join(mediaDir, 'demo');
  const indexFile = join(demoDir, 'index.json');
  const keys = await Promise.all(clips.map(async (clip) => clipCacheKey(clip, await stillFingerprint(join(mediaDir, clip.background)))));
  const catalogueKey = JSON.stringify(keys);
  const indexed = await readIndex(indexFile, catalogueKey, mediaDir, clips);
  // Captions are cheap text files beside the streams: checked on every start (idempotent).
  if (indexed) {
    await ensureDemoCaptions(demoDir, clips);
    await ensureDemoCappedManifests(mediaDir, clips);
    return indexed;
  }
  await rm(indexFile, { force: true });

  const startedAt = performance.now();
  let generatedCount = 0;
  const entries = await mapWithConcurrency(clips, CONCURRENCY, async (clip, i) => {
    const outDir = join(mediaDir, demoClipPath(clip));
    const cacheKey = keys[i] ?? '';
    const cached = await readCachedTranscode(outDir, cacheKey);
    if (cached) return toEntry(clip, cached);
    generatedCount += 1;
    return toEntry(clip, await buildClip(clip, mediaDir, outDir, cacheKey, options.log));
  });
  await pruneStaleClips(mediaDir, clips, options.log);
  await ensureDemoCaptions(demoDir, clips);
  await ensureDemoCappedManifests(mediaDir, clips);
  await mkdir(demoDir, { recursive: true });
  await writeFile(`${indexFile}.tmp`, `${JSON.stringify({ catalogueKey, entries }, null, 2)}\n`);
  await rename(`${indexFile}.tmp`, indexFile);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  options.log?.info(`demo media: ${entries.length} clips ready in ${seconds} s (${generatedCount} generated, ${entries.length - generatedCount} cached)`);
  return entries;
}

/**
 * Issue 18.2: each clip's capped manifests (capped-manifests.ts), checked on every start like the
 * captions: cheap, idempotent, and it follows any later change to a clip's full manifests.
 */
async function ensureDemoCappedManifests(mediaDir: string, clips: readonly DemoClipSpec[]): Promise<void> {
  await mapWithConcurrency(clips, CONCURRENCY, (clip) => writeCappedManifests(join(mediaDir, demoClipPath(clip))));
}

function clipCacheKey(clip: DemoClipSpec, still: string): string {
  return JSON.stringify({ clip, still, look: CLIP_LOOK_VERSION[clip.kind], ...SETTINGS });
}

/** What identifies the still's pixels: its painter's marker (art.json) when there is one, else size and time. */
async function stillFingerprint(file: string): Promise<string> {
  const marker = await readFile(join(dirname(file), 'art.json'), 'utf8').catch(() => null);
  if (marker !== null) return marker.trim();
  return readFile(file).then(
    (bytes) => `bytes:${bytes.length}`,
    () => 'missing',
  );
}

/** Rendered beside the target and swapped in, so a crash or a reader never sees half a ladder. */
async function buildClip(clip: DemoClipSpec, mediaDir: string, outDir: string, cacheKey: string, log: MediaLogger | undefined): Promise<TranscodeResult> {
  const startedAt = performance.now();
  const staging = `${outDir}.partial`;
  await rm(staging, { recursive: true, force: true });
  const rendered = await renderDemoClip({ clip, backgroundFile: join(mediaDir, clip.background), outDir: staging, x264Preset: X264_PRESET });
  if (!rendered.isTitleBurnedIn) log?.warn(`demo media: drawtext unavailable, ${clip.slug} has no burned-in title`);
  await writeDemoCaptions(staging, clip);
  const subtitles = demoSubtitleRenditions(clip);
  if (subtitles.length > 0) {
    const master = join(staging, HLS_MASTER_NAME);
    await writeFile(master, withSubtitleRenditions(await readFile(master, 'utf8'), subtitles));
  }
  const result: TranscodeResult = {
    hlsPath: HLS_MASTER_NAME,
    dashPath: DASH_MANIFEST_NAME,
    durationSeconds: clip.seconds,
    renditions: rendered.variants.map(({ width, height, bandwidth, codecs }) => ({ width, height, bandwidth, codecs })),
  };
  await writeDoneMarker(staging, cacheKey, result);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(dirname(outDir), { recursive: true });
  await rename(staging, outDir);
  log?.info(`demo media: ${clip.slug} (${clip.seconds} s) built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
}

function toEntry(clip: DemoClipSpec, result: TranscodeResult): DemoMediaEntry {
  const base = `${DEMO_URL_PREFIX}/${demoClipPath(clip)}`;
  return {
    slug: clip.slug,
    title: clip.title,
    kind: clip.kind,
    hlsUrlPath: `${base}/${result.hlsPath}`,
    dashUrlPath: `${base}/${result.dashPath}`,
    durationSeconds: result.durationSeconds,
  };
}

/** The recorded list if it was written for this catalogue and its streams are still on disk. */
async function readIndex(indexFile: string, catalogueKey: string, mediaDir: string, clips: readonly DemoClipSpec[]): Promise<DemoMediaEntry[] | undefined> {
  try {
    const index = demoIndexSchema.parse(JSON.parse(await readFile(indexFile, 'utf8')));
    if (index.catalogueKey !== catalogueKey) return undefined;
    await Promise.all(clips.map((clip) => access(join(mediaDir, demoClipPath(clip), HLS_MASTER_NAME))));
    return index.entries;
  } catch {
    return undefined;
  }
}
