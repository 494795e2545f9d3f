import { stat, rename, rm } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve } from 'node:path';
import { BACKDROP_NAME, extractImages, POSTER_NAME, THUMBNAIL_NAME } from './extract-images.ts';
import { DASH_MANIFEST_NAME, HLS_MASTER_NAME } from './hls-playlists.ts';
import { packageCmaf } from './package-cmaf.ts';
import type { PackageCmafOptions } from './package-cmaf.ts';
import { probeMedia } from './probe.ts';
import { planRenditions } from './rendition-ladder.ts';
import { readCachedTranscode, writeDoneMarker } from './transcode-cache.ts';
import type { TranscodeResult } from './types.ts';

export interface TranscodeOptions {
  readonly source: string;
  /** Replaced wholesale; must not contain the source. */
  readonly outDir: string;
  readonly title?: string;
  /** Ladder rungs wanted; those taller than the source are dropped (default 1080/720/480/360). */
  readonly renditionHeights?: readonly number[];
  readonly x264Preset?: PackageCmafOptions['x264Preset'];
  /**
   * Identifies the inputs for the done.json cache. Defaults to the source's path, size and
   * mtime plus the options; callers whose source is temporary pass their own.
   */
  readonly cacheKey?: string;
  /** Fraction done, 0 to 1, for the admin console's progress bar. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

// Bump when the output layout or encoding changes so cached streams are rebuilt.
const PIPELINE_VERSION = 1;
const PACKAGING_SHARE = 0.95;

/** Probe, package as CMAF with HLS and DASH manifests, and cut images; cached by done.json. */
export async function transcodeToStream(options: TranscodeOptions): Promise<TranscodeResult> {
  const outDir = resolve(options.outDir);
  const source = resolve(options.source);
  const cacheKey = versionedKey(options.cacheKey ?? (await defaultCacheKey(source, options)));
  const cached = await readCachedTranscode(outDir, cacheKey);
  if (cached) return cached;
  assertSourceOutside(source, outDir);

  // Built beside the target and swapped in at the end, so a crash or a concurrent reader
  // never sees half a ladder, and stale segments from an earlier run cannot linger.
  const stagingDir = `${outDir}.partial`;
  await rm(stagingDir, { recursive: true, force: true });

  const probe = await probeMedia(source);
  if (!probe.video) throw new Error(`${basename(source)} has no video stream`);
  const renditions = planRenditions(probe.video, options.renditionHeights);
  const { variants } = await packageCmaf({
    input: source,
    outDir: stagingDir,
    renditions,
    source: probe,
    x264Preset: options.x264Preset,
    signal: options.signal,
    onProgress: options.onProgress
      ? (seconds) => options.onProgress?.(Math.min(1, seconds / probe.durationSeconds) * PACKAGING_SHARE)
      : undefined,
  });
  await extractImages({ source, outDir: stagingDir, atSeconds: probe.durationSeconds * 0.3, title: options.title });

  const result: TranscodeResult = {
    hlsPath: HLS_MASTER_NAME,
    dashPath: DASH_MANIFEST_NAME,
    durationSeconds: probe.durationSeconds,
    posterPath: POSTER_NAME,
    backdropPath: BACKDROP_NAME,
    thumbnailPath: THUMBNAIL_NAME,
    renditions: variants.map(({ width, height, bandwidth, codecs }) => ({ width, height, bandwidth, codecs })),
  };
  await writeDoneMarker(stagingDir, cacheKey, result);
  await rm(outDir, { recursive: true, force: true });
  await rename(stagingDir, outDir);
  options.onProgress?.(1);
  return result;
}

/** The cached result for a caller-chosen cacheKey, so that work before transcoding can be skipped too. */
export function getCachedTranscode(outDir: string, cacheKey: string): Promise<TranscodeResult | undefined> {
  return readCachedTranscode(resolve(outDir), versionedKey(cacheKey));
}

function versionedKey(cacheKey: string): string {
  return `pipeline-v${PIPELINE_VERSION}:${cacheKey}`;
}

async function defaultCacheKey(source: string, options: TranscodeOptions): Promise<string> {
  const { size, mtimeMs } = await stat(source);
  return JSON.stringify({
    source,
    size,
    mtimeMs,
    title: options.title ?? null,
    renditionHeights: options.renditionHeights ?? null,
    x264Preset: options.x264Preset ?? null,
  });
}

function assertSourceOutside(source: string, outDir: string): void {
  const fromOutDir = relative(outDir, source);
  if (!fromOutDir.startsWith('..') && !isAbsolute(fromOutDir)) {
    throw new Error(`transcode source ${source} is inside outDir ${outDir}, which is replaced`);
  }
}
