import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { TranscodeResult } from './types.ts';

export const DONE_MARKER_NAME = 'done.json';

const transcodeResultSchema = z.object({
  hlsPath: z.string(),
  dashPath: z.string(),
  durationSeconds: z.number(),
  posterPath: z.string().optional(),
  backdropPath: z.string().optional(),
  thumbnailPath: z.string().optional(),
  renditions: z.array(z.object({ width: z.number(), height: z.number(), bandwidth: z.number(), codecs: z.string() })),
});

const doneMarkerSchema = z.object({ cacheKey: z.string(), result: transcodeResultSchema });

/**
 * The result recorded by a finished transcode of the same inputs, or undefined. The marker
 * is written last, so its presence means every file it names was complete.
 */
export async function readCachedTranscode(outDir: string, cacheKey: string): Promise<TranscodeResult | undefined> {
  try {
    const marker = doneMarkerSchema.parse(JSON.parse(await readFile(join(outDir, DONE_MARKER_NAME), 'utf8')));
    if (marker.cacheKey !== cacheKey) return undefined;
    await access(join(outDir, marker.result.hlsPath));
    return marker.result;
  } catch {
    return undefined;
  }
}

export async function writeDoneMarker(outDir: string, cacheKey: string, result: TranscodeResult): Promise<void> {
  const path = join(outDir, DONE_MARKER_NAME);
  await writeFile(`${path}.tmp`, `${JSON.stringify({ cacheKey, result }, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}
